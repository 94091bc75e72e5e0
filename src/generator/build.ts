// docgen build: config → site model → rendered pages → output folder (swapped in atomically).
import path from 'node:path';
import { loadConfig } from './config/load.ts';
import { allDocsVersions, loadSite } from './content/load-site.ts';
import { loadHome } from './content/home.ts';
import { buildSiteData } from './render/site-data.ts';
import { buildRoutes, outputFileOf, type RouteEntry } from './routes.ts';
import { contentKey, createApiResolvers, createRenderers, docKey, renderDocContent, rendererSettings, settingsSalt, type RenderedContent } from './render/content.ts';
import { createRenderPool, startRenderWorkers } from './render/pool.ts';
import { mapHomeHtml, renderHome } from './render/home.ts';
import { resizeImage } from './render/images.ts';
import { applyLinkTargets, buildDocIndex, linkTargets, resolveLinks, type LinkIndex, type LinkedAsset, type LinkTargets } from './render/resolve-links.ts';
import { docRouteData, otherRouteData, renderDocument, routeJson } from './render/page.ts';
import { createHash } from 'node:crypto';
import { headScript } from '../templates/Document.tsx';
import { type ClientAssets, bundleClient } from './client-bundle.ts';
import { OutputWriter, outputFolderConflict } from './emit/output.ts';
import { HtmlStore } from './emit/html-store.ts';
import { docRecords, otherPageRecords } from './search/records.ts';
import { createSearchIndexer, type RecordsSource, type SearchIndexer } from './search/parallel.ts';
import { scopeManifest, segmentCount, segmentOf } from './search/build-index.ts';
import type { SearchSegment } from '../client/search/terms.ts';
import { llmsFullFile, llmsTxt, resolveMarkdownRefs, type LlmsFullLayout } from './emit/llms.ts';
import { assetStamps, BucketStore, freshContent, keptContent, loadBuildState, metaBucket, PageIds, saveBuildState, siteShape, stateFiles, type ContentMeta, type PageContent, type PageState } from './build-state.ts';
import fs from 'node:fs';
import v8 from 'node:v8';
import { BuildCache, generatorVersion, hash } from './cache.ts';
import { robotsTxt, sitemapXml } from './emit/sitemap.ts';
import { nginxConf } from './emit/nginx.ts';
import { securityHeaders } from './emit/headers.ts';
import { DocgenError, problem, type Problem } from './errors.ts';
import { readPendingBody, toPosix } from './content/docs.ts';
import type { ClassProse } from './content/api-prose.ts';
import type { HomeData, RouteData } from '../templates/types.ts';
import type { SiteModel, DocsVersion } from './model.ts';
import type { SiteConfig } from './config/schema.ts';

export interface BuildOptions {
  root: string;
  configFile: string;
  outDir: string;
  /** Use the persistent cache in .docgen/cache (default on). */
  cache?: boolean;
  /** 'check': do everything up to resolving every link, write nothing, and return the problems
   * instead of failing on them. */
  mode?: 'build' | 'check';
}

export interface BuildResult {
  outDir: string;
  routes: number;
  files: number;
  /** Files written this time; the rest were the same as in the previous output. */
  written: number;
  /** Pages rendered this time; the rest were reused unchanged. */
  rendered: number;
  warnings: Problem[];
  /** Every problem found, errors first (check mode; a build with errors throws instead). */
  problems: Problem[];
}

/** The store key of a page's Markdown (for llms.txt and the .md copy of each page). */
const markdownKey = (key: string) => `${key}\0md`;

const sortProblems = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0);

/** Stage timings in milliseconds, printed with DOCGEN_TIMINGS=1 and used by the benchmark. */
export const timings: Record<string, number> = {};
let stageStart = 0;
function stage(name: string): void {
  const now = performance.now();
  if (stageStart) timings[name] = Math.round(now - stageStart);
  stageStart = now;
  if (process.env.DOCGEN_MEMORY) {
    const m = process.memoryUsage();
    console.error(`${name}: rss ${Math.round(m.rss / 1e6)} MB, heap ${Math.round(m.heapUsed / 1e6)} MB, external ${Math.round(m.external / 1e6)} MB`);
  }
}

type DocRoute = Extract<RouteEntry, { kind: 'doc' }>;

/**
 * Pages being rendered at once: enough to keep every thread busy, few enough that a large site's
 * pages are not all in flight (with their inputs and results) at the same time.
 */
const RENDERS_IN_FLIGHT = 64;

/** Sites of this many pages or more build with a tighter heap (see build()). */
const LARGE_SITE_PAGES = 5000;

/** Runs `work` on every item, at most `limit` at a time; rejects with the first failure. */
async function eachAtMost<T>(limit: number, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

const metaOf = (c: RenderedContent, readsData: boolean): ContentMeta => {
  const { html: _html, markdown, ...meta } = c;
  return { ...meta, hasMarkdown: markdown !== undefined, ...(readsData ? { readsData } : {}) };
};

/**
 * Renders pages' Markdown (and the home page's) on every core. A page whose content inputs are
 * those of the previous build is not rendered (`previous`): what it gave is known. The renderer
 * stays open for pages that must be written again although their content did not change.
 */
function createContentRenderer(model: SiteModel, cache: BuildCache, store: HtmlStore) {
  const settings = rendererSettings(model);
  const pool = createRenderPool(settings);
  const renderers = createRenderers(pool.render, cache, settingsSalt(settings));
  const proseCache = new Map<string, ClassProse | undefined>();
  /** `key`: the page's content key, when the caller has worked it out already. */
  const render = async (r: DocRoute, key?: string): Promise<PageContent> => {
    const bodyProblems = readPendingBody(model.root, r.doc);
    const result = await renderDocContent(model, r.version, r.doc, renderers, proseCache, cache);
    const storeKey = docKey(r.version, r.doc);
    store.put(storeKey, result.html);
    if (result.markdown) store.put(markdownKey(storeKey), result.markdown);
    const readsData = r.doc.kind === 'markdown' && r.doc.body.includes('::people');
    // The body is read again if the page must be rendered again (see below).
    if (r.doc.kind === 'markdown') {
      r.doc.body = '';
      r.doc.bodyPending = true;
    }
    const meta = metaOf(result, readsData);
    return freshContent(bodyProblems.length ? { ...meta, problems: [...bodyProblems, ...meta.problems] } : meta, key ?? contentKey(model, r.version, r.doc, proseCache, renderers.salt));
  };
  return {
    renderers,
    pool,
    contentKey: (r: DocRoute) => contentKey(model, r.version, r.doc, proseCache, renderers.salt),
    render,
  };
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  stageStart = performance.now();
  const checking = options.mode === 'check';
  const { config } = await loadConfig(options.configFile, options.root);
  // A build replaces its output folder: it must not be (or hold) the project's sources.
  const conflict = checking ? undefined : outputFolderConflict(path.resolve(options.root, options.outDir), options.root, sourcePaths(options, config));
  if (conflict) throw new DocgenError(problem(options.outDir, `cannot build into this folder: ${conflict}`));
  // With onBrokenLinks: 'warn', broken links, anchors and API references are reported only.
  const linkProblems = (list: Problem[]): Problem[] => (config.onBrokenLinks === 'warn' ? list.map((p) => ({ ...p, severity: 'warning' as const })) : list);
  const cache = new BuildCache(options.root, options.cache !== false && generatorVersion() !== undefined);
  const version = generatorVersion() ?? '';
  const outDir = path.resolve(options.root, options.outDir);
  // What the previous build into this folder learned of each page (a rebuild skips unchanged pages).
  const tracked = cache.enabled && !checking;
  const files = tracked ? stateFiles(cache.dir, hash(outDir).slice(0, 12)) : undefined;
  const previous = files && fs.existsSync(path.join(files.records, 'buckets.json')) && fs.existsSync(path.join(files.metas, 'buckets.json')) ? loadBuildState(files.state, version) : undefined;
  // Each page's rendered-content summary, read from the previous build's only when needed.
  const metas = new BucketStore(files?.metas ?? '');
  // A build without one renders every page: start the worker threads while the site loads.
  if (!previous) startRenderWorkers();
  stage('config');
  const model = await loadSite({ root: options.root, config, knownHeads: tracked });
  stage('load content');
  const pageCount = model.versions.reduce((n, v) => n + v.docs.length, model.community?.docs.length ?? 0);
  // A large site's build makes gigabytes of short-lived objects: V8 then lets the heap grow far
  // past what is live before collecting. Growing it by 10% at a time holds a 10,000-page build to
  // about 1.5 GB instead of 2.4 GB at no measurable cost in time; small sites would only collect
  // more often, so they keep V8's default. (The flag is read at each collection, in every thread.)
  if (pageCount >= LARGE_SITE_PAGES) v8.setFlagsFromString('--heap-growing-percent=10');
  const site = buildSiteData(model);
  const routes = buildRoutes(model);
  const problems: Problem[] = [...(model.warnings ?? [])];

  const seen = new Map<string, RouteEntry>();
  for (const r of routes) {
    const other = seen.get(r.path);
    if (other) problems.push(problem(r.kind === 'doc' ? r.doc.source : 'content', `two pages have the URL ${r.path}`));
    seen.set(r.path, r);
  }

  // Phase 1: Markdown → HTML with link placeholders, on every core; only pages whose content
  // inputs changed. Each page's HTML and Markdown go to the store as soon as they are made (large
  // sites keep them on disk until phase 2): memory stays flat as the site grows.
  const docRoutes = routes.filter((r): r is DocRoute => r.kind === 'doc');
  const homeFile = path.join(options.root, 'content/pages/home.json');
  // The client bundle is esbuild's work, in its own process: it runs while the Markdown renders.
  const clientBundle: Promise<ClientAssets> = checking ? Promise.resolve({ files: new Map(), js: [], css: [], chunks: {} }) : bundleClient(config.baseUrl, site, { cache });
  clientBundle.catch(() => {}); // awaited below; a failed render must not leave it unhandled
  const store = new HtmlStore();
  const renderer = createContentRenderer(model, cache, store);
  const contents = new Map<string, PageContent>();
  let writer: OutputWriter | undefined;
  let indexer: SearchIndexer | undefined;
  try {
    await eachAtMost(RENDERS_IN_FLIGHT, docRoutes, async (r) => {
      const key = docKey(r.version, r.doc);
      const contentKey = previous && renderer.contentKey(r);
      const prev = previous?.pages.get(key);
      if (contentKey && prev?.content === contentKey && !prev.readsData) {
        contents.set(key, keptContent(prev, contentKey, key, metas));
        if (prev.cacheEntry) cache.keep(prev.cacheEntry);
      } else contents.set(key, await renderer.render(r, contentKey));
    });
    // In route order, as the pages are written.
    for (const r of docRoutes) problems.push(...contents.get(docKey(r.version, r.doc))!.problems);
    const homeSource = loadHome(homeFile, 'content/pages/home.json');
    const main = model.versions[0];
    const homeRendered = homeSource && main ? await renderHome(homeSource, renderer.renderers.markdown, 'content/pages/home.json', model.config.baseUrl, main.variables) : undefined;
    if (homeRendered) problems.push(...homeRendered.problems);
    stage(`render markdown (${renderer.pool.threads} threads)`);

    // Phase 2: resolve every link now that every page and anchor is known.
    const index: LinkIndex = {
      baseUrl: config.baseUrl,
      root: options.root,
      staticDir: path.resolve(options.root, config.staticDir),
      routes: new Set(routes.map((r) => r.path)),
      idsByPath: new PageIds(new Map(docRoutes.map((r) => [r.path, contents.get(docKey(r.version, r.doc))!]))),
      docsByVersion: new Map(),
      apiResolverFor: createApiResolvers(model),
    };
    for (const v of allDocsVersions(model)) index.docsByVersion.set(v, buildDocIndex(v.docs));
    const assets = new Map<string, LinkedAsset>();
    const linkContext = (r: DocRoute) => ({ version: r.version, permalink: r.path, source: r.doc.source, assetBase: path.dirname(path.join(options.root, r.doc.source)) });
    // (What a page's links lead to is worked out again where it is needed rather than kept for
    // every page between the phases: a large site's pages would hold it all in memory.)
    const resolvePage = (r: DocRoute, meta: ContentMeta): LinkTargets => linkTargets(meta.links, linkContext(r), index, assets);

    // The site's assets are inputs of every page: the client bundle is needed from here on.
    const client = checking ? undefined : await clientBundle;
    const faviconPath = config.favicon ? `${config.baseUrl}${config.favicon}` : undefined;
    const documentAssets = client && { css: client.css, js: client.js, favicon: faviconPath, headScript: headScript(site), chunks: client.chunks };
    const image = config.image;
    const assetsKey = hash(JSON.stringify([version, site, documentAssets, image]));
    // When the site's shape is the previous build's, a page whose content and linked files are
    // unchanged is unchanged: its links are not even resolved again (what they found is kept).
    const shape = previous ? siteShape({ model, routes: routes.map((r) => r.path), assetsKey, ids: docRoutes.map((r) => [r.path, contents.get(docKey(r.version, r.doc))!.idsHash]), staticDir: index.staticDir }) : '';
    const sameShape = !!previous && shape === previous.shape;
    const unchanged = new Set<string>();
    for (const r of docRoutes) {
      const key = docKey(r.version, r.doc);
      const content = contents.get(key)!;
      const prev = previous?.pages.get(key);
      if (sameShape && prev && !content.fresh && content.key === prev.content && assetStamps(prev.assets) === prev.assetStamps) {
        problems.push(...prev.linkProblems);
        for (const a of prev.assets) if (!assets.has(a.from)) assets.set(a.from, a);
        unchanged.add(key);
      } else problems.push(...linkProblems(resolvePage(r, content.meta()).problems));
    }
    let home: HomeData | undefined;
    if (homeRendered) {
      const ctx = { permalink: config.baseUrl, source: 'content/pages/home.json', assetBase: path.dirname(homeFile) };
      home = mapHomeHtml(homeRendered.home, (html: string) => {
        const out = resolveLinks(html, homeRendered.links, ctx, index, assets);
        problems.push(...linkProblems(out.problems));
        return out.html;
      });
    }
    stage('resolve links');
    if (checking || !client || !documentAssets) {
      problems.push(...pagesOutsideSidebars(model));
      const all = [...problems.filter((p) => p.severity === 'error').sort(sortProblems), ...problems.filter((p) => p.severity === 'warning').sort(sortProblems)];
      await cache.flush(['markdown', 'apipage', 'client']);
      if (process.env.DOCGEN_TIMINGS) console.error(Object.entries(timings).map(([k, v]) => `${k}: ${v} ms`).join('\n'));
      return { outDir: '', routes: routes.length, files: 0, written: 0, rendered: 0, warnings: all.filter((p) => p.severity === 'warning'), problems: all };
    }
    const errors = problems.filter((p) => p.severity === 'error').sort(sortProblems);
    if (errors.length) throw new DocgenError(errors);

    // Smaller copies of the pages' raster images (sharp, on its own threads; cached by content):
    // every image is known now, so they are made while the pages are written.
    const imageCache = cache.enabled ? path.join(cache.dir, 'images') : undefined;
    const variants = [...assets.values()].flatMap((a) => (a.image?.variants ?? []).map((v) => ({ from: a.from, ...v })));
    const resizing = Promise.all(variants.map((v) => resizeImage(v.from, v.width, imageCache)));
    resizing.catch(() => {}); // awaited below; a failure while pages are written must not leave it unhandled

    writer = new OutputWriter(outDir, cache.enabled ? path.join(cache.dir, `output-${hash(outDir).slice(0, 12)}.json`) : undefined, options.root);
    writer.start();
    const out = writer;
    // Sidebars are written once each and referenced from the page data of client navigations.
    const sidebarFiles = new Map<object, string>();
    const sidebarSrc = (items: object): string => {
      let rel = sidebarFiles.get(items);
      if (!rel) {
        const body = JSON.stringify(items);
        rel = `assets/sidebars/${createHash('sha256').update(body).digest('hex').slice(0, 12)}.json`;
        out.write(rel, body);
        sidebarFiles.set(items, rel);
      }
      return `${config.baseUrl}${rel}`;
    };
    // Every sidebar a page is in has its file, whether or not its pages are written again.
    for (const v of allDocsVersions(model)) {
      const used = new Set(v.docs.map((d) => d.sidebar));
      for (const [id, items] of Object.entries(v.sidebars)) if (used.has(id)) sidebarSrc(items);
    }
    const docRoute = (r: DocRoute, meta: ContentMeta, html: string): RouteData => {
      const route = docRouteData({ model, version: r.version, doc: r.doc, html, toc: meta.toc, summary: meta.summary });
      if (route.sidebar) route.sidebar = { ...route.sidebar, src: sidebarSrc(route.sidebar.items) };
      return route;
    };

    // A page whose inputs are all those of the previous build keeps its files: its content, what
    // its links lead to, its route data (sidebar, neighbours, version) and the site's assets.
    const state = new Map<string, PageState>();
    /** Adds a page to the state; its content summary goes to the meta store (or stays there). */
    const remember = (key: string, page: PageState, content: PageContent) => {
      state.set(key, page);
      const bucket = metaBucket(key);
      if (content.fresh) metas.put(key, bucket, content.metaJson());
      else metas.keep(key, bucket, bucket);
    };
    const pageKeys = new Map<string, string>();
    const toRender: DocRoute[] = [];
    for (const r of docRoutes) {
      const key = docKey(r.version, r.doc);
      const content = contents.get(key)!;
      const prev = previous?.pages.get(key);
      if (unchanged.has(key) && prev!.files.every((f) => out.keep(f))) {
        remember(key, prev!, content);
        continue;
      }
      // (Its problems are counted already; a page kept by its shape whose files are gone is made again.)
      if (!content.key || !out.tracking) {
        if (!content.fresh) toRender.push(r);
        continue;
      }
      const meta = content.meta();
      const t = resolvePage(r, meta);
      const pageKey = hash(JSON.stringify([assetsKey, content.key, hash(JSON.stringify([t.hrefs, t.labels, t.images])), hash(routeJson(docRoute(r, meta, '')))]));
      pageKeys.set(key, pageKey);
      if (prev?.key === pageKey && prev.files.every((f) => out.keep(f))) {
        remember(key, { ...prev, linkProblems: linkProblems(t.problems), assets: t.used, assetStamps: assetStamps(t.used) }, content);
      } else if (!content.fresh) toRender.push(r);
    }
    // Pages to write again whose content is unchanged: rendered now (mostly from the disk cache).
    await eachAtMost(RENDERS_IN_FLIGHT, toRender, async (r) => {
      const key = docKey(r.version, r.doc);
      contents.set(key, await renderer.render(r, contents.get(key)!.key));
    });
    await renderer.pool.close();
    stage('page keys');

    // Phase 3: render and write each page in turn (nothing of a page stays in memory once written).
    let rendered = 0;
    const indexable: string[] = [];
    // Search records go to the index of their docs version as pages are written; pages outside the
    // docs (home, community) go in every index. Each index is made of segments, each holding a
    // share of the pages (see segmentOf). A rebuild keeps the records until the index is made: most
    // come from the record store, read only for the segments that must be made again.
    const records = new BucketStore(files?.records ?? '');
    indexer = createSearchIndexer(version, { deferred: !!previous });
    const searchIndexer = indexer;
    const versionless: { path: string; source: RecordsSource; hash: string }[] = [];
    const outsideVersions = routes.filter((r) => r.kind !== 'doc' || r.version.pluginId !== 'default').length;
    const segments = new Map(model.versions.map((v) => [v.name, segmentCount(v.docs.length + outsideVersions)]));
    /** Where a page's records go: its version's index segment (and that segment's bucket), or every index. */
    const recordsPlace = (version: DocsVersion | undefined, pagePath: string) => {
      if (version?.pluginId !== 'default') return { bucket: 'versionless' };
      const count = segments.get(version.name)!;
      const segment = segmentOf(pagePath, count);
      return { scope: version.name, segment, bucket: `${version.name}/${count}/${segment}` };
    };
    const addRecords = (version: DocsVersion | undefined, pagePath: string, source: RecordsSource, recordsHash: string) => {
      const place = recordsPlace(version, pagePath);
      if (place.scope !== undefined) searchIndexer.add(place.scope, place.segment, source, recordsHash, segments.get(place.scope)! > 1);
      else versionless.push({ path: pagePath, source, hash: recordsHash });
    };
    // Machine-readable docs: each page's Markdown, listed per docs version in llms.txt.
    const llms = new Map<string, NonNullable<PageState['llms']>[]>(model.versions.map((v) => [v.name, []]));
    const llmsList = (v: DocsVersion) => llms.get(v.pluginId === 'default' ? v.name : site.lastVersion);
    const apiResolverFor = index.apiResolverFor;
    const emit = (file: string, route: RouteData) => {
      if (route.sidebar && !route.sidebar.src) route.sidebar = { ...route.sidebar, src: sidebarSrc(route.sidebar.items) };
      // A page whose data is the same as last time is taken from the previous output.
      const json = routeJson(route);
      // The page's inputs are its data and the assets: the data file's hash serves for both.
      const data = out.tracking ? Buffer.from(json) : json;
      const dataHash = out.tracking ? hash(data) : undefined;
      const input = dataHash && hash(assetsKey + dataHash);
      if (!input || !out.reuse(file, input)) {
        out.write(file, renderDocument(site, route, documentAssets, image), input);
        rendered++;
      }
      const dataFile = `_data/${file.replace(/\.html$/, '.json')}`;
      out.write(dataFile, data, undefined, dataHash);
      if (!route.noIndex) indexable.push(route.path);
      return [file, dataFile];
    };
    let turn = 0;
    for (const r of routes) {
      // Now and then, let what runs beside the pages (image resizing) take its next step.
      if (++turn % 16 === 0) await new Promise((resolve) => setImmediate(resolve));
      const file = outputFileOf(r.path, config.baseUrl);
      if (r.kind === 'doc') {
        const key = docKey(r.version, r.doc);
        const kept = state.get(key);
        if (kept) {
          // Unchanged: its files are kept; what the site-wide files need of it is in its state.
          if (kept.indexable) indexable.push(r.path);
          if (kept.records && kept.recordsAt) {
            const from = kept.recordsAt;
            const to = recordsPlace(r.version, r.path).bucket;
            records.keep(key, from, to);
            addRecords(r.version, r.path, () => records.get(from, key), kept.records);
            if (from !== to) state.set(key, { ...kept, recordsAt: to });
          }
          if (kept.llms) llmsList(r.version)?.push(kept.llms);
          continue;
        }
        const content = contents.get(key)!;
        const meta = content.meta();
        const t = resolvePage(r, meta);
        const route = docRoute(r, meta, applyLinkTargets(store.take(key), t, config.baseUrl));
        const written = emit(file, route);
        const page: PageState = {
          content: content.key ?? '', problems: content.problems, ids: content.idsHash, hasMarkdown: content.hasMarkdown, readsData: content.readsData, cacheEntry: content.cacheEntry,
          key: pageKeys.get(key) ?? '', files: written, indexable: !route.noIndex, linkProblems: linkProblems(t.problems), assets: t.used, assetStamps: assetStamps(t.used),
        };
        if (!route.noIndex) {
          const json = JSON.stringify(docRecords(r.doc, r.version, route, route.page.kind === 'doc' ? route.page.doc.html : ''));
          page.records = hash(json);
          page.recordsAt = recordsPlace(r.version, r.path).bucket;
          records.put(key, page.recordsAt, json);
          addRecords(r.version, r.path, json, page.records);
        }
        if (content.hasMarkdown) {
          const mdFile = file.replace(/\.html$/, '.md');
          out.write(mdFile, resolveMarkdownRefs(store.take(markdownKey(key)), apiResolverFor(r.version), site.url));
          written.push(mdFile);
          const category = route.page.kind === 'doc' ? route.page.doc.breadcrumbs[0]?.label : undefined;
          page.llms = { page: { title: r.doc.title, url: `${site.url}${r.path}.md`, description: route.description, section: r.version.pluginId === 'community' ? 'Community' : r.doc.kind === 'api' ? 'API reference' : (category ?? 'Docs') }, file: mdFile };
          llmsList(r.version)?.push(page.llms);
        }
        if (page.key) remember(key, page, content);
      } else {
        const route = otherRouteData(model, r, r.kind === 'home' ? home : undefined);
        emit(file, route);
        if (!route.noIndex) {
          const json = JSON.stringify(otherPageRecords(route, site));
          addRecords(undefined, r.path, json, hash(json));
        }
      }
    }
    stage('render and write pages');
    out.copyDir(path.resolve(options.root, config.staticDir));
    for (const [rel, content] of client.files) out.write(rel, content);
    for (const asset of assets.values()) out.copy(asset.from, asset.to);
    const resized = await resizing;
    variants.forEach((v, i) => out.write(v.to, resized[i]));
    for (const video of model.videoPages.flatMap((p) => p.videos)) if (video.thumbnail) out.write(video.thumbnail.file, video.thumbnail.svg);
    stage('static files and images');
    // Each segment of an index is cached by its records: an unchanged segment is not made again,
    // but takes its files from the previous output (the cache lists them with their hashes).
    for (const v of model.versions) {
      const count = segments.get(v.name)!;
      for (const page of versionless) searchIndexer.add(v.name, segmentOf(page.path, count), page.source, page.hash, count > 1);
      const parts = await Promise.all(
        Array.from({ length: count }, async (_, segment) => {
          const key = searchIndexer.key(v.name, segment);
          const cached = out.tracking ? cache.get<{ files: [string, string][]; segment: SearchSegment }>('search', key) : undefined;
          if (cached && reuseListed(out, cached.files)) {
            searchIndexer.drop(v.name, segment);
            return cached.segment;
          }
          const made: [string, string][] = [];
          const built = await searchIndexer.build(v.name, segment, (rel, body) => {
            // (An index file's name holds a hash of its content: the name serves as its hash.)
            out.write(rel, body, undefined, rel);
            if (out.tracking) made.push([rel, out.hashOf(rel)!]);
          });
          if (out.tracking) cache.set('search', key, { files: made, segment: built });
          return built;
        }),
      );
      out.write(`search/${v.name}.json`, JSON.stringify(scopeManifest(parts, config.search)));
    }
    stage('search index');
    // llms.txt and llms-full.txt of each version, made again only when a page of theirs changed.
    for (const v of model.versions) {
      const entries = llms.get(v.name) ?? [];
      const dir = v.isLast ? '' : `${v.path.slice(config.baseUrl.length)}/`;
      const title = v.isLast ? config.title : `${config.title} (${v.label})`;
      const key = hash(JSON.stringify([version, dir, title, config.tagline, entries.map((e) => [e.page, out.hashOf(e.file) ?? null])]));
      const listRel = `${dir}llms.txt`;
      const fullRel = `${dir}llms-full.txt`;
      // The full file is made from the previous one: only the sections of changed pages are read.
      const layoutKey = `layout-${hash(`${outDir}\0${fullRel}`)}`;
      cache.keep(`llms/${layoutKey}`);
      const listed = out.tracking ? cache.get<[string, string][]>('llms', key) : undefined;
      if (listed && reuseListed(out, listed)) continue;
      out.write(listRel, llmsTxt(title, config.tagline, entries.map((e) => ({ ...e.page, markdown: '' }))));
      const before = out.tracking ? cache.get<LlmsFullLayout>('llms', layoutKey) : undefined;
      const bytes = before && out.previousCopy(fullRel, before.hash);
      const full = llmsFullFile(title, entries.map((e) => ({ key: `${e.page.url}\0${out.hashOf(e.file) ?? ''}`, url: e.page.url, markdown: () => out.read(e.file) })), bytes && before ? { bytes, layout: before } : undefined);
      out.write(fullRel, full.parts, undefined, full.layout.hash);
      if (out.tracking) {
        cache.set('llms', layoutKey, full.layout);
        cache.set('llms', key, [listRel, fullRel].map((rel) => [rel, out.hashOf(rel)!]));
      }
    }
    stage('llms files');
    out.write('sitemap.xml', sitemapXml(site.url, indexable));
    out.write('robots.txt', robotsTxt(site.url, config.baseUrl));
    out.write('nginx.conf', nginxConf({ baseUrl: config.baseUrl, url: config.url, headers: securityHeaders(config) }));
    out.commit();
    stage('write output');
    if (files && out.tracking) {
      saveBuildState(files.state, version, { pages: state, shape });
      records.save();
      metas.save();
    }
    const warnings = problems.filter((p) => p.severity === 'warning').sort(sortProblems);
    await cache.flush(['markdown', 'apipage', 'client', 'search', 'llms']);
    stage('cache');
    if (process.env.DOCGEN_TIMINGS) console.error(Object.entries(timings).map(([k, v]) => `${k}: ${v} ms`).join('\n'));
    return { outDir: toPosix(path.relative(options.root, outDir)) || '.', routes: routes.length, files: out.written + out.reused, written: out.written, rendered, warnings, problems: warnings };
  } catch (err) {
    writer?.abort();
    throw err;
  } finally {
    store.dispose();
    await renderer.pool.close();
    await indexer?.close();
  }
}

/**
 * Takes files from the previous output, given with their content hashes (as a cache entry lists
 * what it made). False when any is missing or different.
 */
function reuseListed(out: OutputWriter, listed: [string, string][]): boolean {
  return listed.every(([rel, h]) => out.reuseContent(rel, h));
}


/** The project's source files and folders, which an output folder must neither hold nor lie in. */
function sourcePaths(options: BuildOptions, config: SiteConfig): { path: string; what: string }[] {
  const abs = (p: string) => path.resolve(options.root, p);
  const d = config.docs;
  return [
    { path: abs(options.configFile), what: 'the config file' },
    ...[d.path, d.versionedPath, d.versionedSidebarsPath, d.sidebarPath, d.versionsFile].map((p) => ({ path: abs(p), what: 'the docs' })),
    ...(config.community ? [{ path: abs(config.community.path), what: 'the community pages' }] : []),
    ...(config.api ? [{ path: abs(config.api.path), what: 'the API data' }] : []),
    { path: abs(config.staticDir), what: 'the static files' },
    { path: abs('content/pages'), what: 'the home page data' },
  ];
}

/** Docs that no sidebar lists (API pages have their own): readers only reach them by links. */
function pagesOutsideSidebars(model: SiteModel): Problem[] {
  const out: Problem[] = [];
  for (const v of allDocsVersions(model)) {
    if (!Object.keys(v.sidebars).length) continue;
    for (const d of v.docs) if (!d.sidebar && d.kind !== 'api') out.push({ severity: 'warning', file: d.source, message: `page "${d.id}" (version ${v.name}) is in no sidebar` });
  }
  return out;
}
