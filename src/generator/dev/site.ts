// The site as `docgen dev` holds it: opened once through the page pipeline (pipeline/), its pages
// rendered by the pipeline's steps when first asked for and kept until something they were made
// from changes (their dependency records, see render/deps.ts). Rendering goes through the same
// memoized Markdown renderer and disk cache as the build, so a page renders once per content.
import { keepPendingHeads } from '../content/docs.ts';
import { DocgenError, problemsText, uniqueProblems, type Problem } from '../errors.ts';
import { isNotFoundRoute, type DocRoute, type RouteEntry } from '../site/routes.ts';
import { resolveLinks, type LinkIndex, type LinkedAsset } from '../site/links.ts';
import { createRenderers, rendererSettings, settingsSalt } from '../render/content.ts';
import { routeJson } from '../render/document.ts';
import { createRenderPool, type RenderPool } from '../render/pool.ts';
import { ClientBundler, clientSiteData, type ClientAssets } from '../client-bundle.ts';
import { bundleSiteStyles, withSiteStyles } from '../site-css/bundle.ts';
import { bundleClientModules, withClientModules } from '../site-code/client-modules.ts';
import { clientThemeOf } from '../site-code/site-theme-client.ts';
import { BuildCache } from '../cache.ts';
import { linkIndexOf, openSite, type Site } from '../pipeline/site.ts';
import { listExcerpts } from '../plugins/blog/route-data.ts';
import { brokenLinks, documentAssets, linkContext, pageData, PageContents, resolveHome, SharedFiles } from '../pipeline/page.ts';
import { recordsOf } from '../pages/index.ts';
import type { CollectedLink } from '../../components/kit/file-data.ts';
import { embeddedJson } from '../../shared/document-scripts.ts';
import { dataFileOf, markdownFileOf } from '../../shared/urls.ts';
import { resolveMarkdownRefs } from '../emit/llms.ts';
import { sitemapEntry } from '../emit/sitemap.ts';
import { searchFiles, sitemapFile, type SitePage } from './site-wide-files.ts';
import type { DocumentAssets, RouteData } from '../../shared/types.ts';
import { DEV_CLIENT_PATH } from './overlay.ts';
import * as defaultRender from './render-module.ts';
import { DevContents } from './contents.ts';
import { linkedFile } from './linked-files.ts';

export type RenderModule = typeof defaultRender;

interface Loaded {
  site: Site;
  /** Page data files (`_data/…json`, relative to the base URL) → route path. */
  dataFiles: Map<string, string>;
  /** Docs pages' Markdown copies (`docs/intro.md`, relative to the base URL) → route path. */
  markdownFiles: Map<string, string>;
  index: LinkIndex;
  /** Element ids of the pages rendered so far, by route path (the index's idsByPath). */
  ids: Map<string, Set<string>>;
  contents: DevContents;
  shared: SharedFiles;
  /** The client bundle, and what a page's HTML says of it (being made while pages render). */
  client: Promise<ClientAssets>;
  assets: Promise<DocumentAssets>;
}

export interface DevPage extends SitePage {
  status: number;
  /** Its document, without the problems overlay (the server adds it: see overlay.ts). */
  html: string;
  json?: string;
  problems: Problem[];
  /** A docs page's Markdown copy (its API references written out as links). */
  markdown?: string;
}

export class DevSite {
  private state?: Loaded;
  /** Why the last load failed (config or content errors), the last good site kept; cleared by a good load. */
  loadError?: DocgenError;
  /** The config of the last load that read one, good or not: what to watch while none has loaded. */
  lastConfig?: Site['config'];
  render: RenderModule = defaultRender;
  private readonly cache: BuildCache;
  private readonly bundler = new ClientBundler();
  /** Renders pages' Markdown; the site's code in a worker thread. */
  private pool?: RenderPool;
  private pages = new Map<string, Promise<DevPage>>();
  private search?: Promise<Map<string, string>>;
  /** Files pages link to (copied in a build), by source path. */
  private assets = new Map<string, LinkedAsset>();

  constructor(
    readonly root: string,
    readonly configFile: string,
  ) {
    this.cache = new BuildCache(root, true, true);
  }

  /**
   * Told when a page already served turns out to have other problems than it went out with: the
   * anchors its links point to in pages not rendered yet are checked after it is served.
   */
  onPageChanged?: (routePath: string, problems: Problem[]) => void;

  /** Problems of the last load that do not stop the site from loading. */
  get warnings(): Problem[] {
    return this.state?.site.problems ?? [];
  }

  get config(): Site['config'] | undefined {
    return this.state?.site.config;
  }

  /** (Re)loads config, content and the client bundle. Problems leave the last good site in place. */
  async load(): Promise<void> {
    try {
      const t0 = performance.now();
      let client: Promise<ClientAssets> | undefined;
      // Only the start of each doc is read (its front matter and first line): bodies are read
      // when their pages are asked for. The client bundle is made (by esbuild, in a process of its
      // own, again only for what changed) while the content loads and pages start to render: only
      // a page's last step, its HTML document, waits for it. (A failure shows there.)
      const site = await openSite({
        root: this.root,
        configFile: this.configFile,
        headBytes: 1024, knownHeads: true, stampLater: true,
        configLoaded: (config) => {
          this.lastConfig = config;
          client = this.bundler.bundle(config.baseUrl, config.client.runtime);
          client.catch(() => {});
        },
      });
      const theme = clientThemeOf(site); // (a site whose layout renders its own theme components: a client bundle of its own)
      if (theme) client = this.bundler.bundle(site.config.baseUrl, site.config.client.runtime, theme);
      client = withClientModules(withSiteStyles(client!, await bundleSiteStyles(site)), await bundleClientModules(site)); // (an error in the site's CSS or client modules is the load's)
      const ids = new Map<string, Set<string>>();
      const settings = rendererSettings(site.model);
      // (The site's code runs in a worker thread, stopped if a page's code does not finish: the server keeps answering.)
      void this.pool?.close();
      this.pool = createRenderPool(settings);
      const contents = new PageContents(site, createRenderers(this.pool.render, this.cache, settingsSalt(settings), settings), this.cache);
      const siteData = embeddedJson(clientSiteData(site.data));
      const assets = client!.then((c) => documentAssets(site, c, { js: [...c.js, DEV_CLIENT_PATH], siteData, scripts: undefined /* (analytics: builds only, as Docusaurus has them) */ }));
      assets.catch(() => {});
      const dataFiles = new Map([...site.byPath.keys()].map((p) => [dataFileOf(p, site.config.baseUrl), p]));
      const markdownFiles = new Map(site.routes.filter((r) => r.kind === 'doc').map((r) => [markdownFileOf(r.path, site.config.baseUrl), r.path]));
      const devContents = new DevContents(site, contents, (permalink) => ids.delete(permalink));
      this.state = { site, dataFiles, markdownFiles, index: linkIndexOf(site, ids), ids, contents: devContents, shared: new SharedFiles(site.config.baseUrl).addSidebars(site).addSiteStylesheet(site), client: client!, assets };
      if (process.env.DOCGEN_TIMINGS) console.error(`site ${Math.round(performance.now() - t0)} ms`);
      this.loadError = undefined;
      this.invalidateAll();
    } catch (err) {
      if (!(err instanceof DocgenError)) throw err;
      this.loadError = err;
    }
  }

  /** Keeps what the loads learned of each doc's head for the next start (content/docs.ts): not on the way to the first page. */
  keepHeads(): void {
    keepPendingHeads();
  }

  /** Stops what runs beside the site (esbuild's context for the client bundle). */
  dispose(): Promise<void> {
    void this.pool?.close();
    return this.bundler.dispose();
  }

  /** Forgets every rendered page (the Markdown renderer's memo keeps unchanged content cheap). */
  invalidateAll(): void {
    this.pages.clear();
    this.search = undefined;
    this.assets.clear();
    this.state?.ids.clear();
  }

  /** A doc's file changed: when only its body did, its page renders again. False: reload (see DevContents.updateDoc). */
  updateDoc(absFile: string): boolean {
    return this.changed(this.state?.contents.updateDoc(absFile));
  }

  /** Whether a file is the source of a doc of the loaded site. */
  isDoc = (absFile: string): boolean => this.state?.contents.isDoc(absFile) ?? false;

  /** A file pages were made from changed: they render again. False when the caller must reload. */
  updateDependents(absFile: string): boolean {
    return this.changed(this.state?.contents.updateDependents(absFile));
  }

  /** After a content changed, other pages may show other problems (anchors) or search results. */
  private changed(updated: boolean | undefined): boolean {
    if (!updated) return false;
    this.pages.clear();
    this.search = undefined;
    return true;
  }

  /**
   * A request path → the page, or undefined when there is no such route. `waitForAnchors`: see
   * renderPage.
   */
  async page(routePath: string, waitForAnchors = false): Promise<DevPage | undefined> {
    const s = this.state;
    const route = s?.site.byPath.get(routePath);
    if (!s || !route) return undefined;
    let pending = this.pages.get(routePath);
    if (!pending) {
      pending = this.renderPage(s, route, waitForAnchors);
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
    return this.state?.site.routes.find(isNotFoundRoute)?.path;
  }

  /**
   * The search index files (`search/…`), built on first use from every page: the first search
   * in dev renders the whole site once.
   */
  async searchFile(rel: string): Promise<string | undefined> {
    const s = this.state;
    if (!s || !rel.startsWith('search/')) return undefined;
    this.search ??= searchFiles(s.site, this.allPages(s));
    this.search.catch(() => (this.search = undefined));
    return (await this.search).get(rel);
  }

  private allPages(s: Loaded) {
    return (waitForAnchors: boolean) => Promise.all([...s.site.byPath.keys()].map((p) => this.page(p, waitForAnchors)));
  }

  /** A file a page links to (`assets/files/…`, `assets/images/…`), or a smaller copy of an image. */
  asset(rel: string): Promise<Buffer | undefined> {
    return linkedFile(this.assets.values(), rel, this.cache.dir, this.state?.site.config.images.quality);
  }

  /** A docs page's Markdown copy (`docs/intro.md`), as the build writes it beside the page. */
  async markdownCopy(rel: string): Promise<string | undefined> {
    const routePath = this.state?.markdownFiles.get(rel);
    return routePath === undefined ? undefined : (await this.page(routePath))?.markdown;
  }

  /** Generated files other than pages: client assets, sidebars, content stylesheets, video posters, sitemap.xml, robots.txt. */
  async file(rel: string): Promise<Uint8Array | string | undefined> {
    const s = this.state;
    if (!s) return undefined;
    const sitemap = await sitemapFile(s.site, rel, this.allPages(s));
    if (sitemap !== undefined) return sitemap;
    const shared = s.shared.get(rel);
    if (shared !== undefined) return shared;
    const videos = s.site.model.sections.flatMap((x) => x.videoPages).flatMap((p) => p.videos);
    return (await s.client).files.get(rel) ?? videos.find((v) => v.thumbnail?.file === rel)?.thumbnail?.svg;
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
        if (!known && s.site.byPath.get(p)?.kind === 'doc') asked.add(p);
        return known;
      },
    };
    const first = resolveLinks(html, links, ctx, { ...s.index, idsByPath }, this.assets);
    if (!asked.size) return first;
    if (!wait) {
      for (const p of asked) unchecked.paths.add(p);
      unchecked.changed.push(() => problemsText(resolveLinks(html, links, ctx, s.index, new Map()).problems) !== problemsText(first.problems));
      return first;
    }
    await this.learnIds(s, asked);
    return resolveLinks(html, links, ctx, s.index, this.assets);
  }

  /** Renders pages (when not rendered yet) to know their element ids. */
  private async learnIds(s: Loaded, paths: Iterable<string>): Promise<void> {
    await Promise.all(
      [...paths].map(async (p) => {
        const r = s.site.byPath.get(p);
        if (r?.kind !== 'doc') return;
        const c = await s.contents.doc(r);
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

  /** Renders a page through the pipeline's steps; `waitForAnchors`: check every anchor before it goes out (see resolve). */
  private async renderPage(s: Loaded, r: RouteEntry, waitForAnchors = false): Promise<DevPage> {
    const { site } = s;
    const problems: Problem[] = [];
    const unchecked: Unchecked = { paths: new Set(), changed: [] };
    const resolve = (html: string, links: CollectedLink[]) => this.resolve(s, html, links, linkContext(site, r), unchecked, waitForAnchors);
    let data: RouteData;
    let markdown: string | undefined;
    if (r.kind === 'doc') {
      const content = await s.contents.doc(r);
      if (content.markdown !== undefined) markdown = resolveMarkdownRefs(content.markdown, site.apiResolverFor(r.version), site.data.url);
      s.ids.set(r.path, new Set(content.ids));
      problems.push(...content.problems);
      const resolved = await resolve(content.html, content.links);
      problems.push(...brokenLinks(site, resolved.problems));
      data = pageData(site, r, { doc: { html: resolved.html, toc: content.toc, summary: content.summary, styles: content.styles, scripts: content.scripts, layout: content.layout, words: content.words } }, s.shared);
    } else {
      const content = r.kind === 'home' ? await s.contents.homePage() : undefined;
      let home;
      if (content) {
        problems.push(...content.problems);
        const resolved = await resolveHome(content, (html) => resolve(html, content.links));
        problems.push(...brokenLinks(site, resolved.problems));
        home = resolved.home;
      }
      const excerpt = async (post: DocRoute) => /* its links resolved as on the post's page */ { const c = await s.contents.doc(post); return c.excerpt && { html: (await this.resolve(s, c.excerpt.html, c.links, linkContext(site, post), unchecked, waitForAnchors)).html, truncated: c.excerpt.truncated, words: c.words }; };
      data = pageData(site, r, { home, excerpts: r.kind === 'blog' ? await listExcerpts(r, excerpt) : undefined }, s.shared);
    }
    const unique = uniqueProblems(problems);
    const html = this.render.renderDocument(site.data, data, await s.assets, site.config.image, site.components);
    const scope = (r.kind === 'doc' || r.kind === 'index') && r.version.pluginId === 'default' ? r.version.name : undefined;
    const page: DevPage = { status: isNotFoundRoute(r) ? 404 : 200, html, json: routeJson(data), problems: unique, records: recordsOf(r, data, site.data), scope, indexed: sitemapEntry(data, s.site.config.sitemap), ...(markdown !== undefined ? { markdown } : {}) };
    // (Once the page is out: rendering the pages it links to starts without waiting.)
    if (unchecked.paths.size) setImmediate(() => this.checkLater(s, r, unchecked, page));
    return page;
  }
}

/** What a page went out without checking: the pages its anchors point into, not rendered yet, and
 * for each of its resolved parts whether its problems change once those pages are known. */
interface Unchecked {
  paths: Set<string>;
  changed: (() => boolean)[];
}
