// The steps of the page pipeline for one page, the same for build, dev and check:
//   content  → its Markdown (or API page, or home data) rendered, with link placeholders
//   links    → the placeholders filled in against the site (linkIndexOf), problems reported
//   data     → the route data its template renders (pages/index.ts), its sidebar by file
//   document → the HTML page (render/document.ts)
// What differs between them is only what each keeps and when: a build renders every page once and
// writes it (build/), dev renders a page when it is asked for and keeps it until an input changes.
import v8 from 'node:v8';
import { PARTS_FROM } from '../markdown/page-parts.ts';
import path from 'node:path';
import type { BuildCache } from '../cache.ts';
import type { Problem } from '../errors.ts';
import type { DocRoute, RouteEntry } from '../site/routes.ts';
import { BROKEN_ANCHOR, type PageLinkContext } from '../site/links.ts';
import { readPendingBody } from '../content/docs.ts';
import { loadHome, type HomeSource } from '../content/home.ts';
import type { ClassProse } from '../content/api-prose.ts';
import { contentKey, renderDocContent, type ContentRenderers, type RenderedContent } from '../render/content.ts';
import { mapHomeHtml, renderHome } from '../render/home.ts';
import { headScript } from '../../shared/document-scripts.ts';
import { contentSecurityPolicy, metaPolicy } from '../emit/headers.ts';
import { routeDataOf, type RenderedPage } from '../pages/index.ts';
import type { ClientAssets } from '../client-bundle.ts';
import type { CollectedLink } from '../../components/kit/file-data.ts';
import type { DocumentAssets, HomeData, RouteData, SidebarItem } from '../../shared/types.ts';
import type { Site } from './site.ts';
import { allDocsVersions } from '../content/load-model.ts';
import { hashedFile, ISLANDS_FOLDER } from '../hashed-files.ts';
import { codeThemeCss } from '../render/code-theme.ts';
import { analyticsScripts } from '../emit/analytics.ts';
import { headTagsOf } from '../emit/head-tags.ts';
import { feedLinkTags } from '../plugins/blog/feeds.ts';

/** The home page's content: its data with link placeholders in its HTML fields. */
export interface HomeContent {
  home: HomeData;
  links: CollectedLink[];
  problems: Problem[];
  /** Its dependency record: the home data file. */
  deps: string[];
}

/** Phase 1: renders pages' content with the site's renderers (in this thread or a pool). */
export class PageContents {
  private readonly proseCache = new Map<string, ClassProse | undefined>();

  constructor(
    private readonly site: Site,
    readonly renderers: ContentRenderers,
    private readonly cache?: BuildCache,
  ) {}

  /** A docs page's content (a doc loaded by its head only has its body read first). */
  async doc(route: DocRoute): Promise<RenderedContent> {
    const bodyProblems = readPendingBody(this.site.root, route.doc);
    // A large page makes hundreds of megabytes of short-lived objects as it is rendered and written:
    // V8 then lets the heap grow far past what is live before collecting. From here on it grows
    // by 10% at a time (a 20 MB page's build peaked at 1 GB instead of 0.5 GB; as for large sites,
    // see build.ts; the flag is read at each collection, in every thread).
    if (route.doc.body.length >= PARTS_FROM) v8.setFlagsFromString('--heap-growing-percent=10');
    const content = await renderDocContent(this.site.model, route.version, route.doc, this.renderers, this.proseCache, this.cache);
    return bodyProblems.length ? { ...content, problems: [...bodyProblems, ...content.problems] } : content;
  }

  /** The key of a docs page's content inputs, without rendering it (see render/content.ts). */
  key(route: DocRoute, deps?: string[]): string | undefined {
    return contentKey(this.site.model, route.version, route.doc, this.renderers.salt, deps);
  }

  /** Forgets what was read of a file (API prose) for contents rendered from now on. */
  forget(absFile: string): void {
    this.proseCache.delete(absFile);
  }

  /** The home page's content, from the file config.homePage.data (none when it does not exist). */
  async home(): Promise<HomeContent | undefined> {
    const { site } = this;
    const file = homeFile(site);
    const main = site.model.versions[0];
    if (!main) return undefined;
    const source = loadHome(path.join(site.root, file), file, site.root) ?? defaultHome(site, main);
    const rendered = await renderHome(source, this.renderers.markdown, file, site.config.baseUrl, main.variables);
    return { ...rendered, deps: [file] };
  }
}

/**
 * The home page of a site without home data (a Docusaurus site, whose home is a React page docgen
 * does not build): its title and tagline, and a way into the docs.
 */
function defaultHome(site: Site, main: Site['model']['versions'][number]): HomeSource {
  const start = main.docs.find((d) => d.id === main.mainDocId) ?? main.docs[0];
  return { heading: site.config.title, tagline: site.config.tagline, actions: start ? [{ label: 'Read the docs', href: start.permalink, kind: 'primary' }] : [], sections: [] };
}

/** The home page's data file, relative to the project root. */
export const homeFile = (site: Site): string => site.config.homePage.data;

/** Where a page's links are resolved from (and its messages name). */
export function linkContext(site: Site, route: RouteEntry): PageLinkContext {
  if (route.kind === 'doc') return { version: route.version, permalink: route.path, source: route.doc.source, assetBase: path.dirname(path.join(site.root, route.doc.source)) };
  const file = homeFile(site);
  return { permalink: route.path, source: file, assetBase: path.dirname(path.join(site.root, file)) };
}

/**
 * A page's link problems as the config wants them: broken links are warnings with onBrokenLinks:
 * 'warn', broken anchors with onBrokenAnchors: 'warn' (by default as onBrokenLinks).
 */
export function brokenLinks(site: Site, problems: Problem[]): Problem[] {
  const { onBrokenLinks, onBrokenAnchors = onBrokenLinks } = site.config;
  if (onBrokenLinks === 'throw' && onBrokenAnchors === 'throw') return problems;
  return problems.map((p) => ((p.message.startsWith(BROKEN_ANCHOR) ? onBrokenAnchors : onBrokenLinks) === 'warn' ? { ...p, severity: 'warning' as const } : p));
}

/** Phase 2 for the home page: every HTML field resolved in order, its problems in that order. */
export async function resolveHome(content: HomeContent, resolve: (html: string) => Promise<{ html: string; problems: Problem[] }> | { html: string; problems: Problem[] }): Promise<{ home: HomeData; problems: Problem[] }> {
  const fields: string[] = [];
  mapHomeHtml(content.home, (html) => (fields.push(html), html));
  const results: { html: string; problems: Problem[] }[] = [];
  for (const html of fields) results.push(await resolve(html));
  let i = 0;
  return { home: mapHomeHtml(content.home, () => results[i++].html), problems: results.flatMap((r) => r.problems) };
}

/**
 * Files pages share, named by a hash of what they hold: a sidebar (its JSON, loaded by the browser
 * from one file for every page that shows it) and a stylesheet some pages' content needs (its site
 * components' CSS, its inline styles as classes). `made`: told of each file the first time it is named.
 */
export class SharedFiles {
  private readonly sidebars = new WeakMap<object, string>();
  private readonly files = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly made?: (rel: string, text: string) => void,
  ) {}

  /** The URL of a sidebar's file. */
  sidebar(items: SidebarItem[]): string {
    let rel = this.sidebars.get(items);
    if (!rel) this.sidebars.set(items, (rel = this.name('assets/sidebars', JSON.stringify(items), 'json')));
    return `${this.baseUrl}${rel}`;
  }

  /** Names the file of every sidebar a docs page is in (so each is there before a page asks for it). */
  addSidebars(site: Site): this {
    for (const v of allDocsVersions(site.model)) {
      const used = new Set(v.docs.map((d) => d.sidebar));
      for (const [id, items] of Object.entries(v.sidebars)) if (used.has(id)) this.sidebar(items);
    }
    return this;
  }

  /** Names the file of the site's own stylesheet (its code colours), when it has one. */
  addSiteStylesheet(site: Site): this {
    const css = siteStylesheet(site);
    if (css) this.stylesheet(css);
    return this;
  }

  /** The URL of a stylesheet's file. */
  stylesheet(css: string): string {
    return `${this.baseUrl}${this.name('assets/content', css, 'css')}`;
  }

  /** The URL of an island's script (the page names it already: markdown/mdx/islands.ts). */
  script(js: string): string {
    return `${this.baseUrl}${this.name(ISLANDS_FOLDER, js, 'js')}`;
  }

  private name(folder: string, text: string, ext: string): string {
    const rel = hashedFile(folder, text, ext);
    if (!this.files.has(rel)) {
      this.files.set(rel, text);
      this.made?.(rel, text);
    }
    return rel;
  }

  /** A shared file's text, by its path in the output folder. */
  get(rel: string): string | undefined {
    return this.files.get(rel);
  }
}

/** Phase 3: a page's route data, its sidebar and its content's stylesheets referred to by file. */
export function pageData(site: Site, route: RouteEntry, content: RenderedPage, shared: SharedFiles): RouteData {
  const data = routeDataOf(site.model, route, content);
  if (data.sidebar) data.sidebar = { ...data.sidebar, src: shared.sidebar(data.sidebar.items) };
  const styles = content.doc?.styles;
  if (styles?.length) data.styles = styles.map((css) => shared.stylesheet(css));
  for (const js of content.doc?.scripts ?? []) shared.script(js);
  return data;
}

/** The site's own stylesheet, made from its config (code colours from Prism themes), if any. */
export function siteStylesheet(site: Site): string | undefined {
  const footer = site.data.siteFooter?.css;
  const code = codeThemeCss(site.config.prism);
  return footer ? `${code ?? ''}${footer}` : code;
}

/**
 * What every page's document links to: the client bundle's files (Infima and the site's customCss
 * around the theme: site-css/bundle.ts), docgen's stylesheet of the site's code colours, the
 * favicon, the head script, the config's meta tags and scripts (analytics); its CSP.
 */
export function documentAssets(site: Site, client: ClientAssets, extra: Partial<DocumentAssets> = {}): DocumentAssets {
  const favicon = site.config.favicon ? `${site.config.baseUrl}${site.config.favicon}` : undefined;
  const stylesheets = site.config.stylesheets.map((s) => (typeof s === 'string' ? { href: s } : { href: s.href, integrity: s.integrity, crossOrigin: s.crossorigin }));
  const own = siteStylesheet(site);
  const ownCss = own ? [`${site.config.baseUrl}${hashedFile('assets/content', own, 'css')}`] : [];
  // The site's own stylesheets (customCss) last: they may override any of docgen's.
  const css = own || client.cssAfter?.length ? [...client.css, ...ownCss, ...(client.cssAfter ?? [])] : client.css;
  const scripts = analyticsScripts(site.config);
  // (The blogs' feeds are named in every page's head, before the config's own tags.)
  const feeds = feedLinkTags(site.config, site.model.blogs.flatMap((v) => (v.blog ? [{ options: v.blog.options, hasPosts: v.docs.some((d) => d.post && !d.post.unlisted) }] : [])));
  const headTags = [...feeds, ...headTagsOf(site.config)];
  return {
    css,
    js: client.jsAfter?.length ? [...client.js, ...client.jsAfter] : client.js,
    favicon,
    headScript: headScript(site.data),
    csp: metaPolicy(contentSecurityPolicy(site.config)),
    chunks: client.chunks,
    ...(stylesheets.length ? { stylesheets } : {}),
    ...(site.config.metadata.length ? { meta: site.config.metadata } : {}),
    ...(scripts.length ? { scripts } : {}),
    ...(headTags.length ? { headTags } : {}),
    ...extra,
  };
}
