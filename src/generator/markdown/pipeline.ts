// The Markdown pipeline: source text in, HTML with link placeholders plus what the build needs to
// know about the page (table of contents, ids, links, problems) out. Pure: its output depends only
// on its input, so results can be cached by content hash and computed in worker threads.
import path from 'node:path';
import { unified, type PluggableList, type Processor } from 'unified';
import { parseMarkdown } from './parse.ts';
import { NESTING_ACCEPTED, NestingError, nestedTree } from './nesting.ts';
import { htmlInParts, pageParts } from './page-parts.ts';
import { knownMicromark, needsMicromarkFor, rememberMicromark } from './mdx/detect.ts';
import { unwrapMdxCodeBlocks } from './mdx/compat.ts';
import { loadSitePlugins, sitePlugins, type SitePlugins } from './site-plugins.ts';
import { remarkAutolinks } from './autolinks.ts';
import remarkRehype from 'remark-rehype';
import { VFile } from 'vfile';
import type { Root as MdastRoot } from 'mdast';
import type { Root as HastRoot } from 'hast';
import { toHtml } from './to-html.ts';
import { remarkSummary } from './summary.ts';
import type { Problem } from '../errors.ts';
import { remarkDirectives } from './directives.ts';
import { remarkApiRefs } from './api-refs.ts';
import { components } from '../../components/registry.ts';
import type { MarkdownSettings } from '../../components/kit/component.ts';
import { remarkHeadingIds } from './heading-ids.ts';
import { remarkResolveReferences } from './references.ts';
import { remarkCollectLinks } from './links.ts';
import { rehypeHighlight } from './highlight.ts';
import { rehypeHeadings } from './headings.ts';
import type { TocEntry } from '../../shared/types.ts';
import { rehypeHtmlTweaks } from './html-tweaks.ts';
import { rehypeStyleAttributes } from './style-attributes.ts';
import { substituteVariables } from './variables.ts';
import { loadSanitizer, remarkRawHtml } from './raw-html.ts';
import type { CollectedLink, MarkdownFileData, PageInfo, PageLayout } from '../../components/kit/file-data.ts';

export interface MarkdownOptions {
  baseUrl: string;
  tabLabels?: Record<string, string>;
  /** The site, for components MDX pages import from it. */
  site?: MarkdownSettings['site'];
  /** Comment lines of code blocks that mark lines (default: Docusaurus' highlight-next-line, highlight-start/-end). */
  magicComments?: MarkdownSettings['magicComments'];
  /** Tells which bracketed words are API class names ([Locator]); references are resolved later. */
  isApiClass?: (name: string) => boolean;
  /** Components MDX pages use without an import. */
  mdxComponents?: MarkdownSettings['mdxComponents'];
  /** The site's own remark/rehype plugins (site-plugins.ts; loaded in this thread first). */
  plugins?: MarkdownSettings['plugins'];
  /** The site's own admonition keywords. */
  admonitions?: MarkdownSettings['admonitions'];
  /** Raw HTML in Markdown: kept as written ('allow', the default), sanitized, or an error (raw-html.ts). */
  rawHtml?: MarkdownSettings['rawHtml'];
  /** micromark reads MDX pages whole rather than block by block (mdx/blocks.ts): the reference tests hold the two to. */
  mdxWhole?: boolean;
  /** From what size a page is rendered in parts, and of what size (page-parts.ts; the tests make them small). */
  parts?: { from: number; size: number };
  /** Docusaurus' markdown.mdx1Compat (each option on when not set). */
  mdx1Compat?: MarkdownSettings['mdx1Compat'];
}

export interface MarkdownInput {
  /** The Markdown body (front matter removed). */
  source: string;
  /** Path shown in messages (relative to the project root). */
  file: string;
  /** Line of the file where `source` starts, 1-based. */
  firstLine: number;
  /** Path of the page inside its version root ('guides/locators.md'), for relative links. */
  docPath: string;
  variables?: Record<string, string>;
  /** The page's front matter, for MDX pages' code (`frontMatter.author`). */
  frontMatter?: Record<string, unknown>;
  /** The page as MDX pages' code asks about it (its docs version, URL: Docusaurus' hooks). */
  page?: PageInfo;
  /** For API prose: the current member ("method: Page.goto"). */
  apiMember?: string;
  /** For several chunks of API prose in one source: [first line, member] pairs, in order. */
  apiMembers?: [number, string][];
  /** Absolute folder of the source file (data files of directives are relative to it). */
  sourceDir?: string;
  /** The page's file (absolute), when `source` is its body: what markdown.preprocessor reads. */
  sourceFile?: string;
  /**
   * The source is MDX (see markdown/mdx/): JSX, expressions, ESM. Without MDX syntax in it, it is
   * read by the Markdown parser as MDX reads Markdown (no HTML, no indented code), to the same
   * result (mdx/detect.ts); with some, block by block (mdx/blocks.ts).
   */
  mdx?: boolean;
}

export interface MarkdownResult {
  html: string;
  toc: TocEntry[];
  ids: string[];
  links: CollectedLink[];
  /** Plain text of the first paragraph (a default meta description). */
  summary: string;
  problems: Problem[];
  /** The page as Markdown, for readers that want the source (an MDX page's without its MDX, see mdx/markdown-copy.ts). */
  markdown?: string;
  /** Files the rendering read besides the source (a directive's data file), absolute: inputs too. */
  reads?: string[];
  /** A failure of the moment (the page's code did not finish in time): kept in no cache. */
  transient?: boolean;
  /** Stylesheets (CSS text) the content needs, linked by its page (site components' CSS, inline styles as classes). */
  styles?: string[];
  /** Scripts of the content's islands (JS text; the content names each by its hash). */
  scripts?: string[];
  /** What an MDX page's `<Layout>` said of the page (a React page's title and description). */
  layout?: PageLayout;
  /**
   * The result depends on the input's source and its place in its version (docPath) only, not on
   * its file, folder or page: the same source at the same place in another docs version renders
   * the same (render/content.ts renders it once). Not with the site's remark/rehype plugins or
   * preprocessor, a file read from the page's folder (a partial, data, a component imported by a
   * relative path or from a package; one imported as `@site/…` is read the same from every
   * folder), code (the page's, or the site's theme parts) that asked about the page, or a problem.
   */
  portable?: true;
}

/** Synchronous, but for a site with its own remark/rehype plugins (they may be asynchronous): see SyncOrAsync. */
export type MarkdownRenderer = (input: MarkdownInput) => MarkdownResult;
/** What a renderer really returns: a promise only with the site's own plugins. */
export type SyncOrAsyncRenderer = (input: MarkdownInput) => MarkdownResult | Promise<MarkdownResult>;
/** The same, possibly running in a worker thread. */
export type AsyncMarkdownRenderer = (input: MarkdownInput) => Promise<MarkdownResult>;

/** Renderer options that can cross to a worker thread (what the components' transforms see too). */
export type RendererSettings = MarkdownSettings;

export function createRendererFromSettings(settings: RendererSettings): MarkdownRenderer {
  const classes = new Set(settings.apiClasses ?? []);
  return createMarkdownRenderer({ baseUrl: settings.baseUrl, tabLabels: settings.tabLabels, magicComments: settings.magicComments, mdxComponents: settings.mdxComponents, site: settings.site, admonitions: settings.admonitions, plugins: settings.plugins, rawHtml: settings.rawHtml, mdx1Compat: settings.mdx1Compat, isApiClass: classes.size ? (n) => classes.has(n) : undefined });
}

/** The components' transforms, in registry order, for the renderer's settings. */
const componentPlugins = (settings: MarkdownSettings, step: 'remark' | 'rehype' | 'afterHeadings') =>
  components.flatMap((c) => {
    const make = c[step];
    return make ? [() => make(settings)] : [];
  });

export function createMarkdownRenderer(options: MarkdownOptions): MarkdownRenderer {
  const transform = createMarkdownTransformer(options);
  const toResult = (t: Transformed): MarkdownResult => {
    if (!('tree' in t)) return t;
    const { tree, ...rest } = t;
    return { html: toHtml(tree), ...rest };
  };
  return ((input) => {
    // (Nesting is held to a limit before parsing, see nesting.ts; a page that still overflows the
    // stack is reported as too deep rather than with a stack trace.)
    const tooDeep = (err: unknown): MarkdownResult => {
      if (!(err instanceof RangeError) || !/call stack/i.test(err.message)) throw err;
      return { html: '', toc: [], ids: [], links: [], summary: '', problems: [{ severity: 'error', file: input.file, message: `the page nests too deeply to be rendered; ${NESTING_ACCEPTED}` }] };
    };
    try {
      const transformed = transform(input);
      return transformed instanceof Promise ? transformed.then(toResult).catch(tooDeep) : toResult(transformed);
    } catch (err) {
      return tooDeep(err);
    }
  }) as MarkdownRenderer;
}

type MdxSupport = typeof import('./mdx/index.ts');
let mdxSupport: MdxSupport | undefined;

/** Loads what MDX pages need (the renderers then take them); once per thread. */
export async function loadMdxSupport(): Promise<void> {
  mdxSupport ??= await import('./mdx/index.ts');
}

/** Whether rendering an input needs MDX support loaded first (it may turn out to be plain Markdown). */
export const needsMdx = (input: MarkdownInput): boolean => !!input.mdx && needsMicromarkFor(input, unwrapMdxCodeBlocks(input.source));
/**
 * needsMdx's answer for an input if this thread has found it already, else undefined: handed with
 * the input to the thread that renders it (rememberNeedsMdx), which need not scan the page again.
 */
export const knownNeedsMdx = (input: MarkdownInput): boolean | undefined => (input.mdx ? knownMicromark(input, unwrapMdxCodeBlocks(input.source)) : false);
export const rememberNeedsMdx = (input: MarkdownInput, answer: boolean): void => {
  if (input.mdx) rememberMicromark(input, unwrapMdxCodeBlocks(input.source), answer);
};

/** Loads MDX support if one of these inputs needs it (their sources are not scanned once it is loaded). */
export async function loadMdxSupportFor(inputs: MarkdownInput[]): Promise<void> {
  if (!mdxSupport && inputs.some(needsMdx)) await loadMdxSupport();
}

/** What a thread loads before rendering with these settings: the site's plugins, and with them MDX support (they may add MDX elements, or syntax micromark reads). */
export async function loadForSettings(settings: RendererSettings): Promise<void> {
  if (settings.rawHtml === 'sanitize') await loadSanitizer();
  if (compatOff(settings) || rendersThemeParts(settings)) await loadMdxSupport();
  if (!settings.plugins) return;
  await loadSitePlugins(settings.plugins);
  await loadMdxSupport();
}

/**
 * Whether the site turns off one of mdx1Compat's rewrites (heading ids, admonition titles): then
 * micromark reads some pages that would otherwise be Markdown's (`:::tip Title`), and MDX support
 * is loaded with the thread.
 */
const compatOff = (settings: Pick<MarkdownSettings, 'mdx1Compat'>): boolean => settings.mdx1Compat?.admonitions === false || settings.mdx1Compat?.headingIds === false;

/**
 * Whether the site has its own version of a theme component Docusaurus renders Markdown with
 * (Details, Admonition, Heading: mdx/theme-content.ts): then every MDX page runs through the MDX
 * transform, which renders the site's component there.
 */
export const rendersThemeParts = (settings: Pick<MarkdownSettings, 'site'>): boolean => !!settings.site?.themeParts?.length;

/** A renderer in this thread that loads MDX support when an input needs it. */
export function createThreadRenderer(settings: RendererSettings): AsyncMarkdownRenderer {
  let render: MarkdownRenderer | undefined;
  const ready = loadForSettings(settings).then(() => (render = createRendererFromSettings(settings)));
  return async (input) => {
    await ready;
    await loadMdxSupportFor([input]);
    return render!(input);
  };
}

/** The renderer's steps up to the HTML tree (the HTML is written from it by to-html.ts). */
export function createMarkdownTransformer(options: MarkdownOptions): (input: MarkdownInput) => Transformed | Promise<Transformed> {
  // Parsing is markdown-it's (parse.ts), or micromark's for MDX (mdx/parse.ts); unified runs the
  // tree transforms: the same for both but for the MDX nodes' (mdx/transform.ts), first.
  const settings: MarkdownSettings = { baseUrl: options.baseUrl, tabLabels: options.tabLabels, magicComments: options.magicComments, mdxComponents: options.mdxComponents, site: options.site, ...(options.admonitions ? { admonitions: options.admonitions } : {}), ...(options.mdx1Compat ? { mdx1Compat: options.mdx1Compat } : {}) };
  const own = options.plugins ? sitePlugins(options.plugins) : undefined;
  const processor = transforms(settings, options, undefined, own);
  let mdxProcessor: Processor<MdastRoot> | undefined;
  const mdx = (): { processor: Processor<MdastRoot>; support: MdxSupport } => {
    if (!mdxSupport) throw new Error('MDX support is not loaded: call loadMdxSupport() before rendering MDX');
    mdxProcessor ??= transforms(settings, options, mdxSupport, own);
    return { processor: mdxProcessor, support: mdxSupport };
  };
  const reading = { admonitionTitles: options.mdx1Compat?.admonitions };
  const themed = rendersThemeParts(options);
  return (input) => {
    const problems: Problem[] = [];
    // (The site's preprocessor reads the page's file: its body is then the preprocessor's. Its
    // reading is loaded with the plugins: sitePlugins() holds to it.)
    const pre = own?.preprocessor && input.sourceFile ? own.readPreprocessed!(input.sourceFile, input.file, own.preprocessor, options.plugins!, problems) : undefined;
    const firstLine = pre?.bodyLine ?? input.firstLine;
    const source = unwrapMdxCodeBlocks(substituteVariables(pre?.body ?? input.source, input.variables ?? {}, input.file, firstLine, problems));
    // Whether micromark reads the page (MDX syntax, a site's theme part, or syntax the site's
    // plugins add); a page of plain Markdown is markdown-it's, whatever the transforms after.
    const micromark = !!input.mdx && (themed || !!own?.syntax || needsMicromarkFor(input, source, reading));
    const data: MarkdownFileData = {
      path: input.file,
      firstLine,
      problems,
      docPath: input.docPath,
      baseUrl: options.baseUrl,
      apiMember: input.apiMember,
      apiMembers: input.apiMembers,
      sourceDir: input.sourceDir,
      ...(options.site ? { projectRoot: options.site.area ?? options.site.root } : {}),
      ...(input.frontMatter ? { frontMatter: input.frontMatter } : {}),
      ...(input.page ? { page: input.page } : {}),
      dataFiles: [],
      links: [],
      toc: [],
      ids: [],
      // (With the site's remark plugins, every MDX page: they may add MDX elements.)
      ...(input.mdx && (own?.remark.length || micromark) ? { mdx: true } : {}),
    };
    const flavour = input.mdx ? 'mdx' : 'markdown';
    // A big page of Markdown, in parts (page-parts.ts); not with the site's plugins, nor for API prose.
    const parts = !data.mdx && !own && !input.apiMembers && !input.apiMember ? pageParts(source, flavour, options.parts?.from, options.parts?.size) : undefined;
    if (parts) return finish({ html: htmlInParts(parts, data, processor, flavour) });
    // (The site's plugins see the page's absolute path, as Docusaurus gives it: they may resolve
    // files from it, as redux's TypeScript checks of its code blocks do.)
    const file = new VFile({ value: source, path: input.sourceDir ? path.join(input.sourceDir, path.basename(input.file)) : input.file, data: data as unknown as VFile['data'] });
    const tree = nestedTree(data, () =>
      micromark
        ? mdxTree(mdx().support, source, data, options, own?.syntax)
        : own?.syntax
          ? mdx().support.parseWithSyntax(source, own.syntax)
          : parseMarkdown(source, flavour),
    );
    // (Its Markdown copy, as micromark's reading would have made it: the elements the site's
    // plugins may add are none of the source's.)
    if (data.mdx && !micromark) data.mdxMarkdown = mdx().support.plainPageCopy(source, options.mdx1Compat);
    const chosen = data.mdx ? mdx().processor : processor;
    // The site's plugins may be asynchronous (npm2yarn is): then the page is.
    if (own) return chosen.run(tree, file).then((hast) => finish({ tree: hast as unknown as HastRoot }));
    return finish({ tree: chosen.runSync(tree, file) as unknown as HastRoot });

    function finish(out: { tree: HastRoot } | { html: string }): Transformed {
      const reads = input.sourceDir && data.dataFiles?.length ? { reads: data.dataFiles.map((f) => path.resolve(input.sourceDir!, f)) } : {};
      const markdown = data.mdxMarkdown !== undefined ? { markdown: data.mdxMarkdown } : {};
      const assets = { ...(data.styles ? { styles: data.styles } : {}), ...(data.scripts ? { scripts: data.scripts } : {}), ...(data.layout ? { layout: data.layout } : {}) };
      const portable = !own && !pre && (data.dataFiles?.length ?? 0) === (data.filesFromAnyFolder ?? 0) && !data.pageRead && !data.scripts && !data.layout && !problems.length ? { portable: true as const } : {};
      return { ...out, toc: data.toc, ids: data.ids, links: data.links, summary: data.summary ?? '', problems, ...reads, ...markdown, ...assets, ...portable };
    }
  };
}

/** What the transforms give: the HTML tree, or the HTML of a page rendered in parts. */
type Transformed = Omit<MarkdownResult, 'html'> & ({ tree: HastRoot } | { html: string });

/** The tree transforms, in order: with MDX support, the MDX nodes' first. */
function transforms(settings: MarkdownSettings, options: MarkdownOptions, support?: MdxSupport, own?: SitePlugins): Processor<MdastRoot> {
  const processor = unified();
  // The source's raw HTML is sanitized (or refused) before anything else runs: nothing made of the
  // page (its ids, table of contents, HTML) sees it as written.
  const rawHtml = options.rawHtml ?? 'allow';
  if (rawHtml !== 'allow') processor.use(remarkRawHtml, { mode: rawHtml });
  // The site's remark plugins see the tree as parsed; MDX elements they add are rendered next.
  if (own) processor.use(own.remark);
  if (support) processor.use(support.remarkMdx, { components, settings, preprocessor: own?.preprocessor });
  // (The site's own Heading and MDXComponents, around the elements once headings have ids and links: mdx/theme-content.ts.)
  const headings: PluggableList = support && (settings.site?.themeParts ?? []).some((p) => p === 'Heading' || p === 'MDXComponents') ? [[support.rehypeThemedElements, settings]] : [];
  return processor
    .use(remarkResolveReferences)
    .use(remarkSummary)
    .use(remarkDirectives, { components, settings })
    .use(remarkApiRefs, { isClass: options.isApiClass })
    .use(remarkAutolinks)
    .use(componentPlugins(settings, 'remark'))
    .use(remarkHeadingIds)
    .use(remarkCollectLinks)
    .use(remarkRehype, { allowDangerousHtml: true, footnoteLabelTagName: 'h2', footnoteLabelProperties: { className: ['footnotes-title'] } })
    .use(own?.rehype ?? [])
    .use(rehypeHighlight, { magicComments: settings.magicComments })
    .use(componentPlugins(settings, 'rehype'))
    .use(rehypeHeadings)
    .use(componentPlugins(settings, 'afterHeadings'))
    .use(headings)
    .use(rehypeHtmlTweaks)
    .use(own ? [rehypeStyleAttributes] : [])
    .freeze() as unknown as Processor<MdastRoot>;
}

/** An MDX source's tree; a syntax error is the page's problem (at its line and column), and leaves it empty. */
function mdxTree(support: MdxSupport, source: string, data: MarkdownFileData, options: MarkdownOptions, syntax?: SitePlugins['syntax']): MdastRoot {
  try {
    data.mdxSource = support.mdxCompat(source, options.mdx1Compat, (data.mdxRestore = []));
    return support.parseMdx(data.mdxSource, options.mdxWhole, syntax, { comments: options.mdx1Compat?.comments, admonitionTitles: options.mdx1Compat?.admonitions });
  } catch (err) {
    if (!(err instanceof support.MdxSyntaxError)) throw err;
    data.problems.push({ severity: 'error', file: data.path, message: `MDX: ${err.message}`, line: err.line !== undefined ? err.line + data.firstLine - 1 : undefined, ...(err.column !== undefined ? { column: err.column } : {}) });
    return { type: 'root', children: [] };
  }
}
