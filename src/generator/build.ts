// docgen build: config → site model → rendered pages → output folder (swapped in atomically).
import path from 'node:path';
import { loadConfig } from './config/load.ts';
import { loadSite } from './content/load-site.ts';
import { loadHome } from './content/home.ts';
import { buildSiteData } from './render/site-data.ts';
import { buildRoutes, outputFileOf, type RouteEntry } from './routes.ts';
import { createApiResolvers, createRenderers, docKey, renderDocContent, rendererSettings, type RenderedContent } from './render/content.ts';
import { createRenderPool, startRenderWorkers } from './render/pool.ts';
import { mapHomeHtml, renderHome } from './render/home.ts';
import { resizeImage } from './render/images.ts';
import { buildDocIndex, resolveLinks, type LinkIndex, type LinkedAsset } from './render/resolve-links.ts';
import { docRouteData, otherRouteData, renderDocument, routeJson } from './render/page.ts';
import { createHash } from 'node:crypto';
import { headScript } from '../templates/Document.tsx';
import { type ClientAssets, bundleClient } from './client-bundle.ts';
import { OutputWriter, outputFolderConflict } from './emit/output.ts';
import { HtmlStore } from './emit/html-store.ts';
import { docRecords, otherPageRecords, type SearchRecord } from './search/records.ts';
import { createSearchIndexer, type SearchIndexer } from './search/parallel.ts';
import { llmsFullTxt, llmsTxt, resolveMarkdownRefs, type LlmsPage } from './emit/llms.ts';
import fs from 'node:fs';
import { BuildCache, generatorVersion, hash } from './cache.ts';
import { robotsTxt, sitemapXml } from './emit/sitemap.ts';
import { nginxConf } from './emit/nginx.ts';
import { securityHeaders } from './emit/headers.ts';
import { DocgenError, problem, type Problem } from './errors.ts';
import { toPosix } from './content/docs.ts';
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

/** Renders every page's Markdown (and the home page's); the renderer's memory goes with it. */
async function renderContents(model: SiteModel, docRoutes: Extract<RouteEntry, { kind: 'doc' }>[], homeFile: string, cache: BuildCache, problems: Problem[], store: HtmlStore) {
  const pool = createRenderPool(rendererSettings(model));
  const renderers = createRenderers(pool.render, cache);
  const proseCache = new Map<string, ClassProse | undefined>();
  const contents = new Map<string, RenderedContent>();
  const homeSource = loadHome(homeFile, 'content/pages/home.json');
  const main = model.versions[0];
  let homeRendered: Awaited<ReturnType<typeof renderHome>> | undefined;
  try {
    // Each page's HTML and Markdown go to the store as soon as they are made (large sites keep them
    // on disk until phase 2), and so does the page's source: memory stays flat as the site grows.
    await Promise.all(
      docRoutes.map(async (r) => {
        const result = await renderDocContent(model, r.version, r.doc, renderers, proseCache, cache);
        const key = docKey(r.version, r.doc);
        store.put(key, result.html);
        if (result.markdown) store.put(markdownKey(key), result.markdown);
        r.doc.body = '';
        contents.set(key, { ...result, html: '', markdown: result.markdown ? '' : undefined });
      }),
    );
    // In route order, as the pages are written.
    for (const r of docRoutes) problems.push(...contents.get(docKey(r.version, r.doc))!.problems);
    homeRendered = homeSource && main ? await renderHome(homeSource, renderers.markdown, 'content/pages/home.json', model.config.baseUrl, main.variables) : undefined;
    if (homeRendered) problems.push(...homeRendered.problems);
  } finally {
    await pool.close();
  }
  return { contents, homeRendered, threads: pool.threads };
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  stageStart = performance.now();
  // A cold build renders every page: start the worker threads while the site loads.
  if (options.cache === false || !fs.existsSync(path.join(options.root, '.docgen/cache'))) startRenderWorkers();
  const checking = options.mode === 'check';
  const { config } = await loadConfig(options.configFile, options.root);
  // A build replaces its output folder: it must not be (or hold) the project's sources.
  const conflict = checking ? undefined : outputFolderConflict(path.resolve(options.root, options.outDir), options.root, sourcePaths(options, config));
  if (conflict) throw new DocgenError(problem(options.outDir, `cannot build into this folder: ${conflict}`));
  // With onBrokenLinks: 'warn', broken links, anchors and API references are reported only.
  const linkProblems = (list: Problem[]): Problem[] => (config.onBrokenLinks === 'warn' ? list.map((p) => ({ ...p, severity: 'warning' as const })) : list);
  const cache = new BuildCache(options.root, options.cache !== false && generatorVersion() !== undefined);
  stage('config');
  const model = await loadSite({ root: options.root, config });
  stage('load content');
  const site = buildSiteData(model);
  const routes = buildRoutes(model);
  const problems: Problem[] = [...(model.warnings ?? [])];

  const seen = new Map<string, RouteEntry>();
  for (const r of routes) {
    const other = seen.get(r.path);
    if (other) problems.push(problem(r.kind === 'doc' ? r.doc.source : 'content', `two pages have the URL ${r.path}`));
    seen.set(r.path, r);
  }

  // Phase 1: Markdown → HTML with link placeholders, on every core.
  const docRoutes = routes.filter((r): r is Extract<RouteEntry, { kind: 'doc' }> => r.kind === 'doc');
  const homeFile = path.join(options.root, 'content/pages/home.json');
  // The client bundle is esbuild's work, in its own process: it runs while the Markdown renders.
  const clientBundle: Promise<ClientAssets> = checking ? Promise.resolve({ files: new Map(), js: [], css: [], chunks: {} }) : bundleClient(config.baseUrl, site, { cache });
  clientBundle.catch(() => {}); // awaited below; a failed render must not leave it unhandled
  const store = new HtmlStore();
  const { contents, homeRendered, threads } = await renderContents(model, docRoutes, homeFile, cache, problems, store).catch((err: unknown) => {
    store.dispose();
    throw err;
  });
  stage(`render markdown (${threads} threads)`);

  // Phase 2: resolve links now that every page and anchor is known, then render and write each
  // page in turn (nothing of a page stays in memory once written).
  const index: LinkIndex = {
    baseUrl: config.baseUrl,
    root: options.root,
    staticDir: path.resolve(options.root, config.staticDir),
    routes: new Set(routes.map((r) => r.path)),
    idsByPath: new Map(),
    docsByVersion: new Map(),
    apiResolverFor: createApiResolvers(model),
  };
  for (const v of [...model.versions, ...(model.community ? [model.community] : [])]) index.docsByVersion.set(v, buildDocIndex(v.docs));
  for (const r of docRoutes) index.idsByPath.set(r.path, new Set(contents.get(docKey(r.version, r.doc))!.ids));
  const assets = new Map<string, LinkedAsset>();

  const client = await clientBundle;
  stage('bundle client');
  const faviconPath = config.favicon ? `${config.baseUrl}${config.favicon}` : undefined;
  const documentAssets = { css: client.css, js: client.js, favicon: faviconPath, headScript: headScript(site), chunks: client.chunks };
  const image = config.image;
  const outDir = path.resolve(options.root, options.outDir);
  const writer = new OutputWriter(outDir, cache.enabled ? path.join(cache.dir, `output-${hash(outDir).slice(0, 12)}.json`) : undefined, options.root);
  const version = generatorVersion() ?? '';
  const assetsKey = hash(JSON.stringify([version, site, documentAssets, image]));
  // Sidebars are written once each and referenced from the page data of client navigations.
  const sidebarFiles = new Map<object, string>();
  const sidebarSrc = (items: object): string => {
    let rel = sidebarFiles.get(items);
    if (!rel) {
      const body = JSON.stringify(items);
      rel = `assets/sidebars/${createHash('sha256').update(body).digest('hex').slice(0, 12)}.json`;
      writer.write(rel, body);
      sidebarFiles.set(items, rel);
    }
    return `${config.baseUrl}${rel}`;
  };
  let rendered = 0;
  const indexable: string[] = [];
  // Search records go to the index of their docs version as pages render; pages outside the docs
  // (home, community) go in every index.
  let indexer: SearchIndexer | undefined;
  const versionless: SearchRecord[] = [];
  // Machine-readable docs: each page's Markdown, listed per docs version in llms.txt.
  const llms = new Map<string, { page: Omit<LlmsPage, 'markdown'>; file: string }[]>(model.versions.map((v) => [v.name, []]));
  const apiResolverFor = index.apiResolverFor;
  const addRecords = (version: DocsVersion | undefined, records: SearchRecord[]) => {
    if (version?.pluginId === 'default') indexer?.add(version.name, records);
    else versionless.push(...records);
  };
  try {
    if (!checking) {
      writer.start();
      indexer = createSearchIndexer(version);
    }
    const emit = (file: string, route: RouteData) => {
      if (route.sidebar) route.sidebar = { ...route.sidebar, src: sidebarSrc(route.sidebar.items) };
      // A page whose inputs are the same as last time is taken from the previous output.
      const json = routeJson(route);
      // The page's inputs are its data and the assets: the data file's hash serves for both.
      const data = writer.tracking ? Buffer.from(json) : json;
      const dataHash = writer.tracking ? hash(data) : undefined;
      const input = dataHash && hash(assetsKey + dataHash);
      if (!input || !writer.reuse(file, input)) {
        writer.write(file, renderDocument(site, route, documentAssets, image), input);
        rendered++;
      }
      writer.write(`_data/${file.replace(/\.html$/, '.json')}`, data, undefined, dataHash);
      if (!route.noIndex) indexable.push(route.path);
    };
    for (const r of routes) {
      const file = outputFileOf(r.path, config.baseUrl);
      if (r.kind === 'doc') {
        const key = docKey(r.version, r.doc);
        const content = contents.get(key)!;
        const resolved = resolveLinks(store.take(key), content.links, { version: r.version, permalink: r.path, source: r.doc.source, assetBase: path.dirname(path.join(options.root, r.doc.source)) }, index, assets);
        problems.push(...linkProblems(resolved.problems));
        // Once there is an error nothing more is written, but every page is still checked.
        if (!checking && !problems.some((p) => p.severity === 'error')) {
          const route = docRouteData({ model, version: r.version, doc: r.doc, html: resolved.html, toc: content.toc, summary: content.summary });
          emit(file, route);
          const category = route.page.kind === 'doc' ? route.page.doc.breadcrumbs[0]?.label : undefined;
          if (!route.noIndex) addRecords(r.version, docRecords(r.doc, r.version, route, resolved.html));
          if (content.markdown !== undefined) {
            const mdFile = file.replace(/\.html$/, '.md');
            writer.write(mdFile, resolveMarkdownRefs(store.take(markdownKey(key)), apiResolverFor(r.version), site.url));
            const list = llms.get(r.version.pluginId === 'default' ? r.version.name : site.lastVersion);
            list?.push({ page: { title: r.doc.title, url: `${site.url}${r.path}.md`, description: route.description, section: r.version.pluginId === 'community' ? 'Community' : r.doc.kind === 'api' ? 'API reference' : (category ?? 'Docs') }, file: mdFile });
          }
        }
        contents.delete(key);
      } else {
        let home: HomeData | undefined;
        if (r.kind === 'home' && homeRendered) {
          const ctx = { permalink: r.path, source: 'content/pages/home.json', assetBase: path.dirname(homeFile) };
          const fix = (html: string) => {
            const out = resolveLinks(html, homeRendered.links, ctx, index, assets);
            problems.push(...linkProblems(out.problems));
            return out.html;
          };
          home = mapHomeHtml(homeRendered.home, fix);
        }
        if (!checking && !problems.some((p) => p.severity === 'error')) {
          const route = otherRouteData(model, r, home);
          emit(file, route);
          if (!route.noIndex) addRecords(undefined, otherPageRecords(route, site));
        }
      }
    }
    stage('resolve links, render and write pages');
    if (checking) {
      problems.push(...pagesOutsideSidebars(model));
      const all = [...problems.filter((p) => p.severity === 'error').sort(sortProblems), ...problems.filter((p) => p.severity === 'warning').sort(sortProblems)];
      await cache.flush(['markdown', 'apipage', 'client']);
      if (process.env.DOCGEN_TIMINGS) console.error(Object.entries(timings).map(([k, v]) => `${k}: ${v} ms`).join('\n'));
      return { outDir: '', routes: routes.length, files: 0, written: 0, rendered: 0, warnings: all.filter((p) => p.severity === 'warning'), problems: all };
    }
    const errors = problems.filter((p) => p.severity === 'error').sort(sortProblems);
    if (errors.length) throw new DocgenError(errors);
    writer.copyDir(path.resolve(options.root, config.staticDir));
    for (const [rel, content] of client.files) writer.write(rel, content);
    for (const asset of assets.values()) writer.copy(asset.from, asset.to);
    // Smaller copies of the pages' raster images (sharp, on its own threads; cached by content).
    const imageCache = cache.enabled ? path.join(cache.dir, 'images') : undefined;
    const variants = [...assets.values()].flatMap((a) => (a.image?.variants ?? []).map((v) => ({ from: a.from, ...v })));
    const resized = await Promise.all(variants.map((v) => resizeImage(v.from, v.width, imageCache)));
    variants.forEach((v, i) => writer.write(v.to, resized[i]));
    for (const video of model.videoPages.flatMap((p) => p.videos)) if (video.thumbnail) writer.write(video.thumbnail.file, video.thumbnail.svg);
    stage('static files and images');
    // The index of a scope is cached by its records: an unchanged site does not rebuild it, but
    // takes its files from the previous output (the cache lists them with their hashes).
    const toBuild: { scope: string; key: string }[] = [];
    for (const v of model.versions) {
      indexer!.add(v.name, versionless);
      const key = indexer!.key(v.name);
      const listed = writer.tracking ? cache.get<[string, string][]>('search', key) : undefined;
      if (listed?.every(([rel, h]) => writer.reuseContent(rel, h))) indexer!.drop(v.name);
      else toBuild.push({ scope: v.name, key });
    }
    await Promise.all(
      toBuild.map(async (job) => {
        const files: [string, string][] = [];
        await indexer!.build(job.scope, (rel, body) => {
          writer.write(rel, body);
          if (writer.tracking) files.push([rel, writer.hashOf(rel)!]);
        });
        if (writer.tracking) cache.set('search', job.key, files);
      }),
    );
    stage('search index');
    for (const version of model.versions) {
      const entries = llms.get(version.name) ?? [];
      const dir = version.isLast ? '' : `${version.path.slice(config.baseUrl.length)}/`;
      const pages = entries.map((e) => ({ ...e.page, markdown: fs.readFileSync(path.join(writer.tmp, e.file), 'utf8') }));
      const title = version.isLast ? config.title : `${config.title} (${version.label})`;
      writer.write(`${dir}llms.txt`, llmsTxt(title, config.tagline, pages));
      writer.write(`${dir}llms-full.txt`, llmsFullTxt(title, pages));
    }
    writer.write('sitemap.xml', sitemapXml(site.url, indexable));
    writer.write('robots.txt', robotsTxt(site.url, config.baseUrl));
    writer.write('nginx.conf', nginxConf({ baseUrl: config.baseUrl, url: config.url, headers: securityHeaders(config) }));
    writer.commit();
    stage('swap output');
  } catch (err) {
    if (!checking) writer.abort();
    throw err;
  } finally {
    store.dispose();
    await indexer?.close();
  }
  const warnings = problems.filter((p) => p.severity === 'warning').sort(sortProblems);
  await cache.flush(['markdown', 'apipage', 'client', 'search']);
  stage('cache');
  if (process.env.DOCGEN_TIMINGS) console.error(Object.entries(timings).map(([k, v]) => `${k}: ${v} ms`).join('\n'));
  return { outDir: toPosix(path.relative(options.root, outDir)) || '.', routes: routes.length, files: writer.written + writer.reused, written: writer.written, rendered, warnings, problems: warnings };
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
  for (const v of [...model.versions, ...(model.community ? [model.community] : [])]) {
    if (!Object.keys(v.sidebars).length) continue;
    for (const d of v.docs) if (!d.sidebar && d.kind !== 'api') out.push({ severity: 'warning', file: d.source, message: `page "${d.id}" (version ${v.name}) is in no sidebar` });
  }
  return out;
}
