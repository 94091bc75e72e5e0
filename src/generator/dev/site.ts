// The site as `docgen dev` holds it: the model is loaded once, pages render when first asked for
// and stay in memory until something they depend on changes. Rendering goes through the same
// memoized Markdown renderer and disk cache as the build, so a page renders once per content.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.ts';
import type { SiteConfig } from '../config/schema.ts';
import { allDocsVersions, loadSite } from '../content/load-site.ts';
import { loadHome } from '../content/home.ts';
import { parseSource } from '../content/frontmatter.ts';
import { decodeSource, keepPendingHeads, leadingHeading, readPendingBody } from '../content/docs.ts';
import { DocgenError, type Problem } from '../errors.ts';
import type { DocRecord, DocsVersion, SiteModel } from '../model.ts';
import { buildRoutes, outputFileOf, type RouteEntry } from '../routes.ts';
import { buildSiteData } from '../render/site-data.ts';
import { createApiResolvers, createRenderers, docKey, renderDocContent, rendererSettings, settingsSalt, type ContentRenderers, type RenderedContent } from '../render/content.ts';
import { mapHomeHtml, renderHome } from '../render/home.ts';
import { buildDocIndex, resolveLinks, type LinkIndex, type LinkedAsset } from '../render/resolve-links.ts';
import { createRendererFromSettings } from '../markdown/pipeline.ts';
import { resizeImage } from '../render/images.ts';
import type { CollectedLink } from '../markdown/links.ts';
import type { ClassProse } from '../content/api-prose.ts';
import { ClientBundler, type ClientAssets } from '../client-bundle.ts';
import { BuildCache } from '../cache.ts';
import { embeddedJson, headScript, type DocumentAssets } from '../../templates/Document.tsx';
import type { RouteData, SiteData } from '../../templates/types.ts';
import { docRecords, otherPageRecords, type SearchRecord } from '../search/records.ts';
import { buildSearchIndex } from '../search/build-index.ts';
import * as defaultRender from './render-module.ts';

export type RenderModule = typeof defaultRender;

/** The URL of the script that every dev page loads: live reload and the problems overlay. */
export const DEV_CLIENT_PATH = '/__docgen/client.js';

interface Loaded {
  config: SiteConfig;
  model: SiteModel;
  site: SiteData;
  routes: Map<string, RouteEntry>;
  /** Page data files (`_data/…json`, relative to the base URL) → route path. */
  dataFiles: Map<string, string>;
  index: LinkIndex;
  /** Element ids of the pages rendered so far, by route path (the index's idsByPath). */
  ids: Map<string, Set<string>>;
  /** The client bundle, and what a page's HTML says of it (being made while pages render). */
  client: Promise<ClientAssets>;
  assets: Promise<DocumentAssets>;
}

export interface DevPage {
  status: number;
  html: string;
  json?: string;
  problems: Problem[];
  /** Search records of the page, and the docs version whose index they belong to (none: all). */
  records: SearchRecord[];
  scope?: string;
}

export class DevSite {
  private state?: Loaded;
  /** Why the site could not be loaded (config or content errors); cleared by a good load. */
  loadError?: DocgenError;
  render: RenderModule = defaultRender;
  private readonly cache: BuildCache;
  private readonly bundler: ClientBundler;
  private renderers: ContentRenderers;
  private contents = new Map<string, Promise<RenderedContent>>();
  private proseCache = new Map<string, ClassProse | undefined>();
  private pages = new Map<string, Promise<DevPage>>();
  /** Sidebars' files, by name (their JSON is made when one is asked for), and their names by items. */
  private sidebars = new Map<string, { items: unknown; json?: string }>();
  private sidebarFiles = new WeakMap<object, string>();
  private sidebarsNamed = 0;
  private home?: Promise<Awaited<ReturnType<typeof renderHome>> | undefined>;
  private search?: Promise<Map<string, string>>;
  /** Files pages link to (copied in a build), by source path. */
  private assets = new Map<string, LinkedAsset>();

  constructor(
    readonly root: string,
    readonly configFile: string,
  ) {
    this.cache = new BuildCache(root, true, true);
    this.bundler = new ClientBundler();
    this.renderers = createRenderers(async () => {
      throw new Error('site not loaded');
    });
  }

  /**
   * Told when a page already served turns out to have other problems than it went out with: the
   * anchors its links point to in pages not rendered yet are checked after it is served.
   */
  onPageChanged?: (routePath: string, problems: Problem[]) => void;

  /** Warnings of the last load (they do not stop the site from loading). */
  get warnings(): Problem[] {
    return this.state?.model.warnings ?? [];
  }

  get config(): SiteConfig | undefined {
    return this.state?.config;
  }

  /** (Re)loads config, content and the client bundle. Problems leave the last good site in place. */
  async load(): Promise<void> {
    try {
      const t0 = performance.now();
      const { config } = await loadConfig(this.configFile, this.root);
      // The client bundle is made (by esbuild, in a process of its own, again only for what changed)
      // while the content loads and pages start to render: only a page's last step, its HTML
      // document, waits for it. (A failure shows there.)
      const client = this.bundler.bundle(config.baseUrl);
      client.catch(() => {});
      const t1 = performance.now();
      // Only the start of each doc is read (its front matter and first line): bodies are read
      // when their pages are asked for.
      const model = await loadSite({ root: this.root, config, headBytes: 1024 });
      const t2 = performance.now();
      const site = buildSiteData(model);
      const routes = new Map(buildRoutes(model).map((r) => [r.path, r]));
      const dataFiles = new Map([...routes.keys()].map((p) => [`_data/${outputFileOf(p, config.baseUrl).replace(/\.html$/, '.json')}`, p]));
      const ids = new Map<string, Set<string>>();
      const index: LinkIndex = {
        baseUrl: config.baseUrl,
        root: this.root,
        staticDir: path.resolve(this.root, config.staticDir),
        routes: new Set(routes.keys()),
        idsByPath: ids,
        docsByVersion: new Map(),
        apiResolverFor: createApiResolvers(model),
      };
      for (const v of allDocsVersions(model)) index.docsByVersion.set(v, buildDocIndex(v.docs));
      if (process.env.DOCGEN_TIMINGS) console.error(`config ${Math.round(t1 - t0)} ms, content ${Math.round(t2 - t1)} ms, routes ${Math.round(performance.now() - t2)} ms`);
      const favicon = config.favicon ? `${config.baseUrl}${config.favicon}` : undefined;
      const siteData = embeddedJson(site);
      const assets = client.then((c): DocumentAssets => ({ css: c.css, js: [...c.js, DEV_CLIENT_PATH], favicon, headScript: headScript(site), chunks: c.chunks, siteData }));
      assets.catch(() => {});
      const settings = rendererSettings(model);
      const renderMarkdown = createRendererFromSettings(settings);
      this.renderers = createRenderers(async (input) => renderMarkdown(input), this.cache, settingsSalt(settings));
      this.state = { config, model, site, routes, dataFiles, index, ids, client, assets };
      this.loadError = undefined;
      this.invalidateAll();
    } catch (err) {
      if (!(err instanceof DocgenError)) throw err;
      this.loadError = err;
    }
  }

  /**
   * Keeps what the loads learned of each doc's head, for the next start (see content/docs.ts): not
   * on the way to the first page.
   */
  keepHeads(): void {
    keepPendingHeads();
  }

  /** Stops what runs beside the site (esbuild's context for the client bundle). */
  dispose(): Promise<void> {
    return this.bundler.dispose();
  }

  /** Forgets every rendered page (the Markdown renderer's memo keeps unchanged content cheap). */
  invalidateAll(): void {
    this.contents.clear();
    this.pages.clear();
    this.proseCache.clear();
    this.home = undefined;
    this.search = undefined;
    this.assets.clear();
    this.sidebars.clear();
    this.sidebarFiles = new WeakMap();
    this.state?.ids.clear();
  }

  /**
   * A Markdown file changed. When only its body changed, that page is re-rendered on its next
   * request; anything that can move other pages (title, id, slug, sidebar fields) reloads the site.
   * Returns false when the file is not a loaded doc (the caller reloads).
   */
  updateDoc(absFile: string): boolean {
    const found = this.findDoc(absFile);
    if (!found) return false;
    const { version, doc } = found;
    let decoded: ReturnType<typeof decodeSource>;
    try {
      decoded = decodeSource(fs.readFileSync(absFile), doc.source);
    } catch {
      return false;
    }
    const parsed = parseSource(decoded.text, doc.source);
    // Problems are reported by reloading the site.
    if (decoded.problems.length || parsed.problems.length) return false;
    // The loader's rules (content/docs.ts): a leading "# Heading" gives the title unless the front
    // matter has one, and leaves the body either way.
    const h1 = leadingHeading(parsed.body);
    const title = parsed.frontMatter.title ?? h1?.title;
    if (title === undefined || title !== doc.title || JSON.stringify(parsed.frontMatter) !== JSON.stringify(doc.frontMatter)) return false;
    const body = h1 ? parsed.body.slice(h1.end) : parsed.body;
    const bodyLine = parsed.bodyLine + (h1?.lines ?? 0);
    doc.body = body;
    doc.bodyLine = bodyLine;
    doc.bodyPending = false;
    const key = docKey(version, doc);
    this.contents.delete(key);
    this.state?.ids.delete(doc.permalink);
    // Pages that link to this one may show a broken anchor now (or no longer): render them again.
    this.pages.clear();
    this.search = undefined;
    return true;
  }

  private findDoc(absFile: string): { version: DocsVersion; doc: DocRecord } | undefined {
    const model = this.state?.model;
    if (!model) return undefined;
    const rel = path.relative(this.root, absFile).split(path.sep).join('/');
    for (const v of allDocsVersions(model)) {
      const doc = v.docs.find((d) => d.source === rel && d.kind === 'markdown');
      if (doc) return { version: v, doc };
    }
    return undefined;
  }

  /**
   * A request path → the page, or undefined when there is no such route. `waitForAnchors`: see
   * renderPage.
   */
  async page(routePath: string, waitForAnchors = false): Promise<DevPage | undefined> {
    const s = this.state;
    if (!s || !s.routes.has(routePath)) return undefined;
    let pending = this.pages.get(routePath);
    if (!pending) {
      pending = this.renderPage(s, s.routes.get(routePath)!, waitForAnchors);
      this.pages.set(routePath, pending);
      pending.catch(() => this.pages.delete(routePath));
    }
    return pending;
  }

  /** The page data JSON of a client navigation (`_data/docs/intro.json`). */
  async pageData(rel: string): Promise<DevPage | undefined> {
    const routePath = this.state?.dataFiles.get(rel);
    return routePath === undefined ? undefined : this.page(routePath);
  }

  notFoundPath(): string | undefined {
    const s = this.state;
    return s ? [...s.routes.values()].find((r) => r.kind === 'notFound')?.path : undefined;
  }

  /**
   * The search index files (`search/…`), built on first use from every page: the first search
   * in dev renders the whole site once.
   */
  async searchFile(rel: string): Promise<string | undefined> {
    const s = this.state;
    if (!s || !rel.startsWith('search/')) return undefined;
    this.search ??= (async () => {
      const pages = await Promise.all([...s.routes.keys()].map((p) => this.page(p, true)));
      const byScope = new Map<string, SearchRecord[]>(s.model.versions.filter((v) => v.pluginId === 'default').map((v) => [v.name, []]));
      const everywhere = pages.flatMap((p) => (p && p.scope === undefined ? p.records : []));
      for (const p of pages) if (p?.scope !== undefined) byScope.get(p.scope)?.push(...p.records);
      const files = new Map<string, string>();
      for (const [scope, records] of byScope) for (const [f, body] of buildSearchIndex([...records, ...everywhere], scope, s.config.search).files) files.set(f, body);
      return files;
    })();
    this.search.catch(() => (this.search = undefined));
    return (await this.search).get(rel);
  }

  /** A file a page links to (`assets/files/…`, `assets/images/…`), or a smaller copy of an image. */
  async asset(rel: string): Promise<Buffer | undefined> {
    for (const a of this.assets.values()) {
      if (a.to === rel) return fs.readFileSync(a.from);
      const variant = a.image?.variants.find((v) => v.to === rel);
      if (variant) return resizeImage(a.from, variant.width, path.join(this.cache.dir, 'images'));
    }
    return undefined;
  }

  /** Generated files other than pages: client assets, sidebars and video posters. */
  async file(rel: string): Promise<Uint8Array | string | undefined> {
    const s = this.state;
    if (!s) return undefined;
    const sidebar = this.sidebars.get(rel);
    if (sidebar) return (sidebar.json ??= JSON.stringify(sidebar.items));
    return (await s.client).files.get(rel) ?? s.model.videoPages.flatMap((p) => p.videos).find((v) => v.thumbnail?.file === rel)?.thumbnail?.svg;
  }

  private content(s: Loaded, version: DocsVersion, doc: DocRecord): Promise<RenderedContent> {
    const key = docKey(version, doc);
    let pending = this.contents.get(key);
    if (!pending) {
      const bodyProblems = this.readBody(doc);
      pending = renderDocContent(s.model, version, doc, this.renderers, this.proseCache, this.cache).then((c) => (bodyProblems.length ? { ...c, problems: [...bodyProblems, ...c.problems] } : c));
      this.contents.set(key, pending);
      pending.catch(() => this.contents.delete(key));
    }
    return pending;
  }

  /** Reads the body of a doc loaded by its head only. */
  private readBody(doc: DocRecord): Problem[] {
    return readPendingBody(this.root, doc);
  }

  /**
   * Resolves a page's links. Anchors into pages not rendered yet cannot be checked: with `wait`,
   * those pages are rendered first; without, the page goes out at once and the paths of those pages
   * are added to `unchecked`, with a check of whether its problems change once they are known (see
   * checkLater).
   */
  private async resolve(s: Loaded, html: string, links: CollectedLink[], ctx: Parameters<typeof resolveLinks>[2], unchecked: Unchecked, wait: boolean) {
    const asked = new Set<string>();
    const idsByPath = {
      get: (p: string) => {
        const known = s.ids.get(p);
        if (!known && s.routes.get(p)?.kind === 'doc') asked.add(p);
        return known;
      },
    };
    const first = resolveLinks(html, links, ctx, { ...s.index, idsByPath }, this.assets);
    if (!asked.size) return first;
    if (!wait) {
      for (const p of asked) unchecked.paths.add(p);
      unchecked.changed.push(() => listed(resolveLinks(html, links, ctx, s.index, new Map()).problems) !== listed(first.problems));
      return first;
    }
    await this.learnIds(s, asked);
    return resolveLinks(html, links, ctx, s.index, this.assets);
  }

  /** Renders pages (when not rendered yet) to know their element ids. */
  private async learnIds(s: Loaded, paths: Iterable<string>): Promise<void> {
    await Promise.all(
      [...paths].map(async (p) => {
        const r = s.routes.get(p);
        if (r?.kind !== 'doc') return;
        const c = await this.content(s, r.version, r.doc);
        s.ids.set(p, new Set(c.ids));
      }),
    );
  }

  /**
   * After a page went out with anchors unchecked: renders the pages they point into, checks its
   * links again, and when their problems differ (a broken anchor), renders the page again, keeps
   * it and says so.
   */
  private checkLater(s: Loaded, r: RouteEntry, unchecked: Unchecked, served: DevPage): void {
    void (async () => {
      await this.learnIds(s, unchecked.paths);
      const current = this.pages.get(r.path);
      if (this.state !== s || !current || (await current) !== served || !unchecked.changed.some((changed) => changed())) return;
      const again = await this.renderPage(s, r, true);
      if (this.pages.get(r.path) !== current) return;
      this.pages.set(r.path, Promise.resolve(again));
      this.onPageChanged?.(r.path, again.problems);
    })().catch(() => {
      // A page that fails to render shows its error when it is asked for.
    });
  }

  /** Renders a page; `waitForAnchors`: check every anchor before it goes out (see resolve). */
  private async renderPage(s: Loaded, r: RouteEntry, waitForAnchors = false): Promise<DevPage> {
    const problems: Problem[] = [];
    const unchecked: Unchecked = { paths: new Set(), changed: [] };
    let route: RouteData;
    let records: SearchRecord[] = [];
    let scope: string | undefined;
    if (r.kind === 'doc') {
      const content = await this.content(s, r.version, r.doc);
      s.ids.set(r.path, new Set(content.ids));
      problems.push(...content.problems);
      const resolved = await this.resolve(s, content.html, content.links, { version: r.version, permalink: r.path, source: r.doc.source, assetBase: path.dirname(path.join(this.root, r.doc.source)) }, unchecked, waitForAnchors);
      problems.push(...resolved.problems);
      route = this.render.docRouteData({ model: s.model, version: r.version, doc: r.doc, html: resolved.html, toc: content.toc, summary: content.summary });
      if (!route.noIndex) records = docRecords(r.doc, r.version, route, resolved.html);
      if (r.version.pluginId === 'default') scope = r.version.name;
    } else {
      let home;
      if (r.kind === 'home') {
        const homeFile = path.join(this.root, 'content/pages/home.json');
        const main = s.model.versions[0];
        this.home ??= Promise.resolve(loadHome(homeFile, 'content/pages/home.json')).then((src) => (src && main ? renderHome(src, this.renderers.markdown, 'content/pages/home.json', s.config.baseUrl, main.variables) : undefined));
        const rendered = await this.home;
        if (rendered) {
          problems.push(...rendered.problems);
          const ctx = { permalink: r.path, source: 'content/pages/home.json', assetBase: path.dirname(homeFile) };
          // Every HTML field of the home data, resolved in order, then put back in the same order.
          const fields: string[] = [];
          mapHomeHtml(rendered.home, (html) => (fields.push(html), html));
          const results: { html: string; problems: Problem[] }[] = [];
          for (const html of fields) results.push(await this.resolve(s, html, rendered.links, ctx, unchecked, waitForAnchors));
          let i = 0;
          home = mapHomeHtml(rendered.home, () => results[i++].html);
          for (const res of results) problems.push(...res.problems);
        }
      }
      route = this.render.otherRouteData(s.model, r, home);
      if (!route.noIndex) records = otherPageRecords(route, s.site);
    }
    if (route.sidebar) {
      // A sidebar has one file, not one per page that shows it. It is named by a number, not by a
      // hash of its JSON: the JSON is made only when a browser asks for the file.
      let rel = this.sidebarFiles.get(route.sidebar.items);
      if (!rel) {
        rel = `assets/sidebars/dev-${++this.sidebarsNamed}.json`;
        this.sidebars.set(rel, { items: route.sidebar.items });
        this.sidebarFiles.set(route.sidebar.items, rel);
      }
      route.sidebar = { ...route.sidebar, src: `${s.config.baseUrl}${rel}` };
    }
    const unique = dedupe(problems);
    const html = this.render.renderDocument(s.site, route, await s.assets, s.config.image);
    const page: DevPage = { status: r.kind === 'notFound' ? 404 : 200, html: withOverlay(html, unique), json: this.render.routeJson(route), problems: unique, records, scope };
    // (Once the page is out: rendering the pages it links to starts without waiting.)
    if (unchecked.paths.size) setImmediate(() => this.checkLater(s, r, unchecked, page));
    return page;
  }
}

/** Problems as one text, to tell whether two lists differ. */
const listed = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line}:${p.message}`).join('\n');

/**
 * What a page went out without checking: the pages its anchors point into, not rendered yet, and
 * for each of its resolved parts whether its problems change once those pages are known.
 */
interface Unchecked {
  paths: Set<string>;
  changed: (() => boolean)[];
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const k = `${p.file}:${p.line}:${p.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The problems overlay, added to a dev page (styled and closed by the dev client script). */
export function overlayHtml(problems: Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const items = problems.map((p) => `<li data-severity="${p.severity}"><code>${escapeHtml(`${p.file}${p.line ? `:${p.line}` : ''}`)}</code> ${escapeHtml(p.message)}</li>`).join('');
  const title = `${errors} error${errors === 1 ? '' : 's'}${problems.length - errors ? `, ${problems.length - errors} warning${problems.length - errors === 1 ? '' : 's'}` : ''}`;
  return `<div id="docgen-overlay" role="alert"><div class="docgen-overlay-head"><strong>docgen: ${title}</strong><button type="button" class="docgen-overlay-close">Close</button></div><ul>${items}</ul><p>Fix the file and save: the page reloads by itself.</p></div>`;
}

function withOverlay(html: string, problems: Problem[]): string {
  if (!problems.length) return html;
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + overlayHtml(problems) : html.slice(0, at) + overlayHtml(problems) + html.slice(at);
}

/** The page shown for every URL while the site cannot be loaded at all. */
export function loadErrorPage(error: DocgenError): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>docgen: the site cannot be loaded</title><script type="module" src="${DEV_CLIENT_PATH}"></script></head><body>${overlayHtml(error.problems)}</body></html>`;
}

