// Phase 1 of rendering: a page's content (a guide's or section page's Markdown, an API class page)
// to HTML with link placeholders, plus its table of contents, ids, links, and the files it was made
// from (its dependency record, see deps.ts). Identical inputs render once, and results are kept in
// the disk cache by a hash of their inputs.
import path from 'node:path';
import type { SiteModel, DocRecord, DocsVersion } from '../content/model.ts';
import { createHash } from 'node:crypto';
import { generatorVersion, type BuildCache } from '../cache.ts';
import type { AsyncMarkdownRenderer, MarkdownResult, RendererSettings } from '../markdown/pipeline.ts';
import { sitePluginsRef } from '../markdown/site-plugins.ts';
import type { ApiRefResolver } from '../markdown/api-refs.ts';
import { createApiResolver } from '../content/api-data.ts';
import { loadApiProse, type ClassProse } from '../content/api-prose.ts';
import { toPosix } from '../content/docs.ts';
import { joinUrl } from '../../shared/urls.ts';
import { renderApiPage } from './api-page.ts';
import { substituteVariables } from '../markdown/variables.ts';
import { isMdxSource } from '../markdown/mdx/detect.ts';
import { markdownUnderPolicy, rawHtmlModeOf } from '../markdown/raw-html-text.ts';
import { depsKey, readStamps, stampsHold, type ReadStamp } from './deps.ts';
import { DocgenError } from '../errors.ts';
import { projectArea } from '../../components/kit/real-path.ts';
import { around, jsonEscaped, LARGE_TEXT, PLACEHOLDER } from '../large-text.ts';
import { allDocsVersions } from '../content/load-model.ts';
import type { PageInfo } from '../../components/kit/file-data.ts';
import { cutExcerpt, markTruncation, truncateRegExp, withoutCutWord } from '../plugins/blog/excerpt.ts';
import { markdownParts } from '../markdown/mdx/swizzled.ts';
import { countedLocale, wordCount } from '../plugins/blog/post-text.ts';

/** A post's rendering cut at its truncate marker: its HTML, its excerpt, its Markdown without the marker. */
function withExcerpt(result: MarkdownResult): MarkdownResult & { excerpt: { html: string; truncated: boolean } } {
  const cut = cutExcerpt(result.html, result.markdown);
  return { ...result, html: cut.html, markdown: cut.markdown, summary: withoutCutWord(result.summary), excerpt: { html: cut.excerpt, truncated: cut.truncated } };
}

/** A page's content after phase 1 (the same shape for Markdown and API pages). */
export type RenderedContent = MarkdownResult & {
  /** A blog post's excerpt, as lists show it (plugins/blog/excerpt.ts), with link placeholders as its HTML has. */
  excerpt?: { html: string; truncated: boolean };
  /** A blog post's words, counted in its body where the blog shows docgen's reading time (plugins/blog/post-text.ts). */
  words?: number;
  /** The disk cache entry the content was taken from or stored in ("kind/key"). */
  cacheEntry?: string;
  /** The files it was made from (relative to the project root): its dependency record. */
  deps: string[];
};

/** The locale a post's words are counted in (see RenderedContent's `words`), if they are. */
function wordsLocale(model: SiteModel, version: DocsVersion, doc: DocRecord): string | undefined {
  return doc.post && version.blog ? countedLocale(version.blog.options, model.config.i18n.defaultLocale) : undefined;
}

/** A post's words as its content gives them (RenderedContent's `words`): counted in its body as the blog read it, where they are counted. */
export function postWords(model: SiteModel, version: DocsVersion, doc: DocRecord): number | undefined {
  const locale = wordsLocale(model, version, doc);
  return locale ? wordCount(doc.body, locale) : undefined;
}

export function docKey(version: DocsVersion, doc: DocRecord): string {
  return `${version.pluginId}:${version.name}:${doc.id}`;
}

export interface ContentRenderers {
  /** The Markdown renderer (pages render the same in every docs version, so it is shared). */
  markdown: (input: Parameters<AsyncMarkdownRenderer>[0]) => Promise<MarkdownResult>;
  /** The renderer's settings as a key (see settingsSalt). */
  salt: string;
}

/**
 * Results kept in memory for reuse, in bytes of HTML: past this, a result serves only the requests
 * made while it was rendering (a very large site then renders a page shared by two docs versions
 * twice, or reads it from the disk cache, rather than holding every page in memory).
 */
const MEMO_BUDGET = 32 * 1024 * 1024;

const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 32);
/**
 * sha's kind of key for a list that holds a long text (a page's source): each text hashed as it
 * is, after its length, rather than escaped into JSON first (a 16 KB page: 140 -> 40 us).
 */
const shaOfParts = (parts: unknown[]) => {
  const h = createHash('sha256');
  for (const part of parts) {
    const text = typeof part === 'string' ? part : (JSON.stringify(part) ?? 'undefined');
    h.update(`${typeof part === 'string' ? 's' : 'j'}${text.length}:`).update(text);
  }
  return h.digest('base64url').slice(0, 32);
};

/** A rendering as kept: with the files it read, as they were then. */
type KeptResult = MarkdownResult & { readStamps?: ReadStamp[] };

/**
 * Identical inputs are rendered once, and so is the same page in two docs versions (another folder)
 * when its result is portable (it depends on nothing of its folder or page; `acrossFolders`: a
 * result may be, so the page waits for the other version's). `salt`: what else the
 * renderer's output depends on (its settings), part of every key. A result that read other files
 * (a directive's data) holds only while those files are as they were.
 */
export function memoizeRenderer(render: AsyncMarkdownRenderer, disk?: BuildCache, salt = '', acrossFolders = true): (input: Parameters<AsyncMarkdownRenderer>[0]) => Promise<MarkdownResult & { cacheEntry: string }> {
  const cache = new Map<string, Promise<KeptResult>>();
  // The same source at the same place of another docs version (another folder): its rendering,
  // whose cache entry, and whether it serves this input too (a portable result: pipeline.ts).
  const anyFolder = new Map<string, { key: string; pending: Promise<KeptResult> }>();
  let kept = 0;
  const version = generatorVersion() ?? 'sources';
  return async (input) => {
    // Only the variables the source uses take part in the key.
    const used = [...input.source.matchAll(/\{\{\s*vars\.(\w+)\s*\}\}/g)].map((m) => [m[1], input.variables?.[m[1]] ?? null]);
    const inputs = [version, salt, input.source, input.docPath, input.firstLine, input.apiMember ?? null, input.apiMembers ?? null, used, input.mdx ?? false, ...(input.frontMatter ? [input.frontMatter] : [])];
    // (The source is hashed once: the key of its place in any folder, then of this folder's.)
    const placeKey = shaOfParts(inputs);
    const key = sha([placeKey, input.sourceDir ?? null]);
    let pending = cache.get(key);
    if (pending && !stampsHold((await pending).readStamps)) pending = undefined;
    let entry = key;
    if (!pending) {
      const stored = disk?.get<KeptResult>('markdown', key);
      if (stored && stampsHold(stored.readStamps)) pending = Promise.resolve(stored);
      else {
        const other = acrossFolders ? anyFolder.get(placeKey) : undefined;
        const serves = other && (await other.pending.then((r) => !!r.portable && stampsHold(r.readStamps), () => false));
        if (serves) [pending, entry] = [other.pending, other.key];
      }
      pending ??= render(input).then(
        (result) => {
          // (The page's own problems name no file: the result serves every input with this content.)
          const own = { ...result, problems: result.problems.map((p) => (p.file === input.file ? { ...p, file: '' } : p)) };
          const keptResult: KeptResult = result.reads ? { ...own, readStamps: readStamps(result.reads) } : own;
          if (result.transient) cache.delete(key);
          // (A large page's HTML is escaped into the entry a slice at a time, see large-text.ts.)
          else if (disk?.enabled && keptResult.html.length < LARGE_TEXT) disk.set('markdown', key, keptResult);
          else if (disk?.enabled) disk.setJson('markdown', key, around(JSON.stringify({ ...keptResult, html: PLACEHOLDER }), jsonEscaped(keptResult.html)));
          return keptResult;
        },
        (err: unknown) => {
          // (The site's plugins cannot be loaded: the user's error, said once.)
          if (err instanceof DocgenError) throw err;
          // A renderer failure is a bug in docgen; its report names the page that caused it.
          const e = err instanceof Error ? err : new Error(String(err));
          const named = new Error(`${input.file}: rendering failed: ${e.message}`, { cause: e });
          named.stack = `${named.message}\n${(e.stack ?? '').split('\n').slice(1).join('\n')}`;
          throw named;
        },
      );
      if (entry === key) {
        cache.set(key, pending);
        if (acrossFolders && !anyFolder.has(placeKey)) anyFolder.set(placeKey, { key, pending });
        pending.then(
          (result) => {
            kept += result.html.length;
            if (kept > MEMO_BUDGET) {
              cache.delete(key);
              if (anyFolder.get(placeKey)?.key === key) anyFolder.delete(placeKey);
            }
          },
          () => {},
        );
      }
    }
    const { readStamps: _stamps, portable: _portable, ...result } = await pending;
    // Messages name the file this input came from (those of a partial it imports, the partial).
    return { ...result, cacheEntry: `markdown/${entry}`, problems: result.problems.map((p) => (p.file ? p : { ...p, file: input.file })) };
  };
}

/** What an MDX page's code may ask about its page (Docusaurus' hooks: useActiveVersion, useLocation…). */
function pageInfo(model: SiteModel, version: DocsVersion, doc: DocRecord): PageInfo {
  const info = (v: DocsVersion) => ({ name: v.name, label: v.label, path: v.path, isLast: v.isLast });
  const versions = allDocsVersions(model).filter((v) => v.pluginId === version.pluginId);
  return { permalink: doc.permalink, id: doc.id, title: doc.title, pluginId: version.pluginId, version: info(version), versions: versions.map(info), ...(doc.page === 'react' ? { reactPage: true } : {}) };
}

/** The site's theme components docgen uses where it renders Markdown (mdx/theme-content.ts), when it has any: its pages' content depends on them. */
function themeParts(model: SiteModel): { themeParts?: string[] } {
  const parts = model.themeParts ?? [...markdownParts(model.config.themeDir && path.resolve(model.root, model.config.themeDir))].sort();
  return parts.length ? { themeParts: parts } : {};
}

/** What the Markdown renderer needs to know about the site (it can cross to worker threads). */
export function rendererSettings(model: SiteModel): RendererSettings {
  const classNames = [...new Set(model.versions.flatMap((v) => v.api?.classes.map((c) => c.name) ?? []))].sort();
  const { config } = model;
  const site = { root: model.root, area: projectArea(model.root), title: config.title, tagline: config.tagline, url: config.url, titleDelimiter: config.titleDelimiter, ...(Object.keys(config.customFields).length ? { customFields: config.customFields } : {}), ...(config.themeDir ? { themeDir: path.resolve(model.root, config.themeDir) } : {}), ...themeParts(model) };
  const mdxComponents = config.markdown.mdxComponents && mdxComponentBindings(config.markdown.mdxComponents);
  const plugins = sitePluginsRef(config.markdown, path.resolve(model.root, model.configFile), model.root);
  const compat = config.markdown.mdx1Compat;
  const mdx1Compat = compat && !(compat.comments && compat.admonitions && compat.headingIds) ? { mdx1Compat: compat } : {};
  return { ...mdx1Compat, baseUrl: config.baseUrl, tabLabels: config.markdown.tabLabels, apiClasses: classNames, format: config.markdown.format, site, ...(config.markdown.magicComments ? { magicComments: config.markdown.magicComments } : {}), ...(config.markdown.admonitions ? { admonitions: config.markdown.admonitions } : {}), ...(mdxComponents ? { mdxComponents } : {}), ...(plugins ? { plugins } : {}), ...(config.markdown.rawHtml !== 'allow' ? { rawHtml: config.markdown.rawHtml } : {}) };
}

/** The config's global MDX components as the imports they stand for (a path from the project root becomes @site/…). */
function mdxComponentBindings(components: NonNullable<SiteModel['config']['markdown']['mdxComponents']>): NonNullable<RendererSettings['mdxComponents']> {
  return Object.fromEntries(
    Object.entries(components).map(([name, value]) => {
      const { from, export: exported } = typeof value === 'string' ? { from: value, export: 'default' } : value;
      return [name, { source: from.startsWith('./') ? `@site/${from.slice(2)}` : from, name: exported }];
    }),
  );
}

/** What a page's rendered content depends on besides its own inputs: the renderer's settings. */
export function settingsSalt(settings: RendererSettings): string {
  return sha(settings);
}

export function createRenderers(render: AsyncMarkdownRenderer, disk?: BuildCache, salt = '', settings?: Pick<RendererSettings, 'plugins'>): ContentRenderers {
  // (With the site's own remark/rehype plugins no result is portable: a page in another folder is not waited for.)
  return { markdown: memoizeRenderer(render, disk, salt, !settings?.plugins), salt };
}

/** The prose file of an API page's class (absolute). */
const proseFileOf = (model: SiteModel, apiClass: string): string => path.join(model.root, model.config.api!.path, `${apiClass.toLowerCase()}.md`);

/** The class of an API page and the prose written for it (read once per build). */
function apiPageInputs(model: SiteModel, version: DocsVersion, doc: DocRecord, proseCache: Map<string, ClassProse | undefined>, salt: string) {
  const api = model.config.api!;
  const cls = version.api!.classes.find((c) => c.name === doc.apiClass)!;
  const proseFile = proseFileOf(model, cls.name);
  if (!proseCache.has(proseFile)) proseCache.set(proseFile, loadApiProse(proseFile, toPosix(path.relative(model.root, proseFile)), model.root));
  const prose = proseCache.get(proseFile);
  // The whole page is cached: its data, its prose and how it is linked are its inputs.
  const key = sha([generatorVersion() ?? 'sources', salt, cls, prose ? [prose.intro, [...prose.members], [...prose.defaults], prose.problems] : null, version.path, api, version.variables, doc.docPath]);
  return { cls, prose, proseFile, key, deps: [toPosix(path.relative(model.root, proseFile)), version.api!.source] };
}

/**
 * A key of everything a page's rendered content depends on, found without rendering it or reading
 * its files (a Markdown page's file's modification time and size stand for its text, and the
 * other files of its dependency record, `deps`, are looked at the same way; an API page's data
 * file and prose file too: a warm build of an API reference hashed its classes again); undefined
 * when it cannot be told. A page's last update (its last commit) is one of its inputs: a change of
 * the history alone shows the new date.
 */
export function contentKey(model: SiteModel, version: DocsVersion, doc: DocRecord, salt: string, deps: string[] = []): string | undefined {
  // An API page's: its class by the API data file and its prose file as they stand (times and
  // sizes, as the API data is kept: content/api-data.ts), not by their contents hashed again.
  if (doc.kind === 'api' && version.api && model.config.api && doc.apiClass) {
    const files = [toPosix(path.relative(model.root, proseFileOf(model, doc.apiClass))), version.api.source];
    return `api:${sha([generatorVersion() ?? 'sources', salt, doc.apiClass, doc.docPath, version.path, version.variables, model.config.api, depsKey(model.root, files)])}`;
  }
  if (!doc.sourceStamp) return undefined;
  const others = deps.filter((d) => d !== doc.source);
  // (A post's content has its words where they are counted, in the locale's word breaking.)
  const locale = wordsLocale(model, version, doc);
  return sha([generatorVersion() ?? 'sources', salt, doc.sourceStamp, doc.source, doc.docPath, doc.title, version.variables, version.label, doc.lastUpdate ?? null, ...(others.length ? [depsKey(model.root, others)] : []), ...(locale ? [{ words: locale }] : [])]);
}

/** API reference resolvers per docs version; pages outside the docs use the main version's. */
export function createApiResolvers(model: SiteModel): (version: DocsVersion | undefined) => ApiRefResolver | undefined {
  const apiRoute = model.config.api?.routeBasePath ?? 'api';
  const resolvers = new Map<DocsVersion, ApiRefResolver>();
  for (const v of model.versions) if (v.api) resolvers.set(v, createApiResolver(v.api, joinUrl(v.path, apiRoute)));
  const main = model.versions[0];
  return (version) => (version && resolvers.get(version)) ?? (main ? resolvers.get(main) : undefined);
}

export async function renderDocContent(model: SiteModel, version: DocsVersion, doc: DocRecord, renderers: ContentRenderers, proseCache: Map<string, ClassProse | undefined>, disk?: BuildCache): Promise<RenderedContent> {
  const render = renderers.markdown;
  if (doc.kind === 'api' && version.api && model.config.api) {
    const { cls, prose, proseFile, key, deps } = apiPageInputs(model, version, doc, proseCache, renderers.salt);
    const cacheEntry = `apipage/${key}`;
    const stored = disk?.get<RenderedContent>('apipage', key);
    if (stored) return { ...stored, cacheEntry, deps };
    const result = await renderApiPage({
      cls,
      data: version.api,
      prose,
      proseFile: toPosix(path.relative(model.root, proseFile)),
      render,
      apiRoute: joinUrl(version.path, model.config.api.routeBasePath),
      externalTypes: model.config.api.externalTypes,
      variables: version.variables,
      docPath: doc.docPath,
      missingProse: 'error',
      language: model.config.api.language,
    });
    // (Its prose is Markdown: its raw HTML follows markdown.rawHtml in the copy as on the page.)
    if (result.markdown !== undefined) result.markdown = markdownUnderPolicy(result.markdown, model.config.markdown.rawHtml).text;
    disk?.set('apipage', key, result);
    return { ...result, cacheEntry, deps };
  }
  const mdx = doc.page === 'react' || isMdxSource(model.config.markdown.format, doc.source, doc.frontMatter) ? { mdx: true, frontMatter: doc.frontMatter, page: pageInfo(model, version, doc) } : {};
  const sourceFile = path.join(model.root, doc.source);
  // (A blog post's truncate marker is marked in its source, to cut its HTML there.)
  const marker = doc.post && version.blog ? truncateRegExp(version.blog.options.truncateMarker) : undefined;
  const rendered = await render({ source: marker ? markTruncation(doc.body, marker) : doc.body, file: doc.source, firstLine: doc.bodyLine, docPath: doc.docPath, variables: version.variables, sourceDir: path.dirname(sourceFile), ...(model.config.markdown.preprocessor ? { sourceFile } : {}), ...mdx });
  const { reads, ...cut } = marker ? withExcerpt(rendered) : rendered;
  // (Counted here, beside the threads rendering other pages.)
  const words = postWords(model, version, doc);
  const result: Omit<RenderedContent, 'deps'> = words !== undefined ? { ...cut, words } : cut;
  const deps = [doc.source, ...(reads ?? []).map((f) => toPosix(path.relative(model.root, f)))];
  // (A React page has no Markdown of its own to copy.)
  if (doc.page === 'react') return { ...result, deps, markdown: undefined };
  const body = result.markdown ?? substituteVariables(doc.body, version.variables, doc.source, doc.bodyLine, []);
  // The page's Markdown copy: its raw HTML under markdown.rawHtml, as on the page (not MDX's: JSX).
  const copy = `# ${doc.title}\n\n${body.trim()}\n`;
  return { ...result, deps, markdown: markdownUnderPolicy(copy, rawHtmlModeOf(model.config.markdown, doc.source, doc.frontMatter)).text };
}
