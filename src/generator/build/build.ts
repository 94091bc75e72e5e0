// docgen build and docgen check: the page pipeline (pipeline/) run over every page of the site.
//   open the site (config, content, routes)  → phase 1: every page's content  (contents.ts)
//   → phase 2: every page's links (links.ts) → check stops here with what it found
//   → phase 3: every page written by the emitters (write.ts) → the output folder swapped in.
// A rebuild into the same output folder starts from what the previous one learned (state.ts).
import path from 'node:path';
import fs from 'node:fs';
import { cpuLine, markCpu, memoryLine } from './machine-use.ts';
import v8 from 'node:v8';
import { tuneV8 } from './v8-tuning.ts';
import { startRenderWorkers } from '../render/threads.ts';
import { bundleClient, type ClientAssets } from '../client-bundle.ts';
import { bundleSiteStyles, withSiteStyles } from '../site-css/bundle.ts';
import { bundleClientModules, withClientModules } from '../site-code/client-modules.ts';
import { clientThemeOf } from '../site-code/site-theme-client.ts';
import { OutputWriter } from '../emit/output.ts';
import { checkOutputPath, outputFolderConflict } from '../emit/output-folder.ts';
import { TextStore } from '../text-store.ts';
import { emitters } from '../emit/emitters.ts';
import { BucketStore, BuildCache, cacheDamage, DamagedCache, generatorVersion, hash } from '../cache.ts';
import { lockOutput } from '../emit/output-lock.ts';
import { recoverOutput } from '../emit/commit-journal.ts';
import { faultPoint } from '../fault.ts';
import { DocgenError, problem, type Problem } from '../errors.ts';
import { toPosix } from '../content/docs.ts';
import { allDocsVersions } from '../content/load-model.ts';
import type { SiteModel } from '../content/model.ts';
import { contentPaths, type SiteConfig } from '../config/schema.ts';
import type { DocRoute } from '../site/routes.ts';
import { openSite, type Site } from '../pipeline/site.ts';
import { documentAssets } from '../pipeline/page.ts';
import { loadBuildState, saveBuildState, stateFiles, type BuildState } from './state.ts';
import { noteStateFolder, pruneStates } from './state-prune.ts';
import { ContentPhase } from './contents.ts';
import { earlyImages } from './early-images.ts';
import { imageCacheDir } from '../emit/files.ts';
import { anchorTargets, LinkPhase } from './links.ts';
import { WritePhase } from './write.ts';
import { silentProgress, type Progress } from '../progress.ts';
import { versionInWords } from '../content/versions.ts';
import { ownsRoute, SHARD_FORMAT, siteKey, sourcesKey } from './shard.ts';
import type { ShardSpec } from './shard-spec.ts';

export interface BuildOptions {
  root: string;
  configFile: string;
  outDir: string;
  /** Use the persistent cache in .docgen/cache (default on). */
  cache?: boolean;
  /** 'check': do everything up to resolving every link, write nothing, and return the problems
   * instead of failing on them. */
  mode?: 'build' | 'check';
  /** What is said of the work as it goes (progress.ts); the caller ends it. */
  progress?: Progress;
  /** Build one shard of the site (shard.ts): its pages, and what docgen merge needs of them. */
  shard?: ShardSpec;
}

export interface BuildResult {
  outDir: string;
  /** Pages written (a shard's: its own). */
  routes: number;
  /** Pages of the site (a shard writes a share of them). */
  allRoutes?: number;
  files: number;
  /** Files written this time; the rest were the same as in the previous output. */
  written: number;
  /** Pages rendered this time; the rest were reused unchanged. */
  rendered: number;
  warnings: Problem[];
  /** Every problem found, errors first (check mode; a build with errors throws instead). */
  problems: Problem[];
}

const sortProblems = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0);

/** Stage timings in milliseconds, printed with DOCGEN_TIMINGS=1 and used by the benchmark. */
export const timings: Record<string, number> = {};
let stageStart = 0;
function stage(name: string): void {
  const now = performance.now();
  if (stageStart) timings[name] = Math.round(now - stageStart);
  if (process.env.DOCGEN_CPU && stageStart) console.error(cpuLine(name, now - stageStart));
  stageStart = now;
  if (process.env.DOCGEN_MEMORY) console.error(memoryLine(name));
  // (For work on memory: a heap snapshot of this thread after the stages named, in the working
  // folder; with node --expose-gc, after a full collection.)
  if (process.env.DOCGEN_HEAP_SNAPSHOT?.split(',').includes(name)) {
    (globalThis as { gc?: () => void }).gc?.();
    console.error(`heap snapshot: ${v8.writeHeapSnapshot(`heap-${name.replace(/\W+/g, '-')}.heapsnapshot`)}`);
  }
}
const printTimings = () => {
  if (process.env.DOCGEN_TIMINGS) console.error(Object.entries(timings).map(([k, v]) => `${k}: ${v} ms`).join('\n'));
};

/** What a build reads of each doc before its page renders: enough for nearly every front matter (a longer one is read whole). */
const HEAD_BYTES = 4096;

export async function build(options: BuildOptions): Promise<BuildResult> {
  let release: (() => void) | undefined;
  try {
    return await buildOnce(options, (r) => (release = r));
  } catch (err) {
    if (!(err instanceof DamagedCache)) throw err;
    // What the previous build kept turned out damaged while it was in use: build without it.
    return await buildOnce(options, (r) => (release = r), true);
  } finally {
    release?.();
    cacheDamage.length = 0;
  }
}

async function buildOnce(options: BuildOptions, locked: (release: () => void) => void, withoutState = false): Promise<BuildResult> {
  // (For work on memory: the process's memory every second, beside each stage's.)
  if (process.env.DOCGEN_MEMORY) setInterval(() => console.error(memoryLine(`${((performance.now() - stageStart) / 1000).toFixed(1)} s into the stage`)), 1000).unref();
  stageStart = performance.now();
  if (process.env.DOCGEN_CPU) markCpu();
  const checking = options.mode === 'check';
  const progress = options.progress ?? silentProgress;
  progress.phase('Loading the site');
  const cache = new BuildCache(options.root, options.cache !== false && generatorVersion() !== undefined);
  const version = generatorVersion() ?? '';
  const outDir = path.resolve(options.root, options.outDir);
  // What the previous build into this folder learned of each page (a rebuild skips unchanged pages).
  // (A shard writes a share of the pages: there is no previous build of the whole to start from.)
  const tracked = cache.enabled && !checking && !options.shard;
  const outKey = hash(outDir).slice(0, 12);
  const files = tracked ? stateFiles(cache.dir, outKey) : undefined;
  if (files && withoutState) fs.rmSync(files.state, { force: true });
  let previous: BuildState | undefined;
  const site = await openSite({
    root: options.root,
    configFile: options.configFile,
    // Only each doc's head is read now (its front matter and title): its body is read when its
    // page renders, and let go of once rendered, so a large site's text is never all in memory
    // (10,000 pages: 300 MB less at the start of rendering).
    headBytes: HEAD_BYTES,
    // (docgen check too keeps them: it reads the same files as the builds before and after it.)
    knownHeads: cache.enabled && !options.shard,
    configLoaded(config) {
      // A build replaces its output folder: it must not be (or hold) the project's sources.
      const conflict = checking ? undefined : outputFolderConflict(outDir, options.root, sourcePaths(options, config));
      if (conflict) throw new DocgenError(problem(options.outDir, `cannot build into this folder: ${conflict}`));
      if (!checking) {
        // One build at a time into a folder; the first thing it does is finish what a killed one left.
        checkOutputPath(outDir, options.outDir, (p) => toPosix(path.relative(options.root, p)));
        locked(lockOutput(outDir, options.outDir));
        recoverOutput(outDir);
        cache.check();
      }
      previous = files && fs.existsSync(path.join(files.records, 'buckets.json')) && fs.existsSync(path.join(files.metas, 'buckets.json')) ? loadBuildState(files.state, version) : undefined;
      // A build without a previous one renders every page: start the worker threads while the site
      // loads. Unless the cache holds rendered pages (docgen check after a build, a build into
      // another folder): then few may be left to render, and the pool starts threads if many are.
      if (!previous && !cache.holds('markdown')) startRenderWorkers();
      stage('config');
    },
  });
  stage('load content');
  const { model, config } = site;
  const pageCount = allDocsVersions(model).reduce((n, v) => n + v.docs.length, 0);
  tuneV8(pageCount, !!options.shard);
  const problems: Problem[] = [...site.problems];
  const docRoutes = site.routes.filter((r): r is DocRoute => r.kind === 'doc');
  // A shard checks, reports and writes its own pages only (shard.ts); the problems of the site as a
  // whole are the first shard's to report.
  const { shard } = options;
  const owns = (r: { path: string }) => ownsRoute(shard, r.path);
  const ownDocs = shard ? docRoutes.filter(owns) : docRoutes;
  if (shard && shard.index !== 1) problems.length = 0;
  // The client bundle is esbuild's work, in its own process: it runs while the Markdown renders.
  // The site's stylesheets (customCss, Infima) too; a check looks for their errors.
  const styles = bundleSiteStyles(site);
  const modules = bundleClientModules(site);
  const client = checking ? undefined : bundleClient(config.baseUrl, site.data, { cache, runtime: config.client.runtime, eager: model.blogs.length ? ['blog'] : [], theme: clientThemeOf(site) });
  client?.catch(() => {});
  const clientBundle: Promise<ClientAssets> = !client
    ? Promise.all([styles, modules]).then(() => ({ files: new Map(), js: [], css: [], chunks: {} }))
    : Promise.all([styles, modules]).then(([own, mods]) => withClientModules(withSiteStyles(client, own), mods));
  clientBundle.catch(() => {}); // awaited below; a failed render must not leave it unhandled
  const store = new TextStore();
  // Each page's rendered-content summary, read from the previous build's only when needed.
  const metas = new BucketStore(files?.metas ?? '');
  const contents = new ContentPhase(site, cache, store, metas, previous, owns);
  // (The smaller copies of its images are made while the Markdown renders.)
  if (!checking) contents.onRendered = earlyImages(site, imageCacheDir(cache));
  let writer: OutputWriter | undefined;
  let write: WritePhase | undefined;
  try {
    // Phase 1: Markdown → HTML with link placeholders, on every core; only pages whose content
    // inputs changed.
    // (A shard: its own pages and the blog posts, whose excerpts lists show; then the other pages
    // whose anchors their links name.)
    const first = shard ? docRoutes.filter((r) => owns(r) || !!r.version.blog) : docRoutes;
    progress.phase('Rendering Markdown', first.length);
    await contents.run(first, () => progress.tick());
    const homeContent = await contents.home();
    const ownHome = site.routes.some((r) => r.kind === 'home' && owns(r));
    if (shard) {
      const asked = anchorTargets(site, contents, ownDocs, ownHome ? homeContent : undefined);
      const targets = docRoutes.filter((r) => asked.has(r.path) && !contents.has(r));
      progress.phase('Rendering linked pages', targets.length);
      await contents.run(targets, () => progress.tick());
    }
    faultPoint('content');
    for (const r of ownDocs) problems.push(...contents.of(r).problems);
    if (homeContent && ownHome) problems.push(...homeContent.problems);
    stage(`render markdown (${contents.pool.threads} threads)`);

    // Phase 2: resolve every link now that every page and anchor is known.
    progress.phase(checking ? 'Checking links' : 'Resolving links');
    const links = new LinkPhase(site, contents, docRoutes);
    // The site's assets are inputs of every page: the client bundle is needed from here on.
    const client = await clientBundle.then((c) => (checking ? undefined : c));
    const assets = client && documentAssets(site, client);
    const assetsKey = hash(JSON.stringify([version, site.data, assets, config.image]));
    const shape = previous ? links.shape(docRoutes, assetsKey) : '';
    problems.push(...links.run(ownDocs, previous, !!previous && shape === previous.shape));
    const home = homeContent && (await links.home(homeContent));
    if (home && ownHome) problems.push(...home.problems);
    stage('resolve links');
    faultPoint('links');
    if (checking || !client || !assets) return await checked(problems, site, cache);
    const errors = problems.filter((p) => p.severity === 'error').sort(sortProblems);
    if (errors.length) throw new DocgenError(errors);

    // Phase 3: render and write each page in turn.
    writer = new OutputWriter(outDir, cache.enabled ? path.join(cache.dir, `output-${outKey}.json`) : undefined, options.root);
    writer.start();
    const ownRoutes = shard ? site.routes.filter(owns).length : site.routes.length;
    progress.phase('Writing pages', ownRoutes);
    const out = writer;
    const stats: { rendered: number; onThreads?: number } = { rendered: 0 };
    write = new WritePhase(site, { site, out, cache, version, outDir, stateDir: files, rebuild: !!previous, client, document: { assets, key: assetsKey }, linked: links.linked, stats, shard: !!shard, documents: (setting, route) => contents.pool.document(setting, route) }, emitters, contents, links, store, shard);
    await write.keepUnchanged(ownDocs, previous);
    contents.pool.keepForDocuments();
    stage('page keys');
    await write.pages(home?.home, () => progress.tick());
    // (The Markdown threads, which rendered pages' documents meanwhile, end while the site-wide
    // files are made — ending one takes a good part of a second; the build waits for them at its end.)
    contents.pool.close().catch(() => {});
    stage('render and write pages');
    progress.phase('Writing search, sitemap and feeds');
    await write.finish(stage);
    if (shard) {
      const key = siteKey(site, version);
      // (The build: the site's shape but for anchors, which a shard does not know of every page, and the bytes of every page's source.)
      write.writeShard({ format: SHARD_FORMAT, generator: version, shard: shard.index, of: shard.count, site: key, build: hash(JSON.stringify([key, links.shape([], assetsKey), sourcesKey(site)])) });
    }
    progress.phase('Putting the site in place');
    // What a build keeps for the next is saved after its output, the state last: a build killed
    // before that finds no state, and builds every page (the records and metas of an older build
    // are only ever read through the state of the same build).
    if (files) fs.rmSync(files.state, { force: true });
    faultPoint('commit');
    out.commit();
    stage('write output');
    if (files && out.tracking) {
      faultPoint('records');
      write.committed();
      faultPoint('metas');
      metas.save();
      faultPoint('state');
      saveBuildState(files.state, version, { pages: write.state, shape });
      faultPoint('saved');
      // (The sets kept for output folders that are gone go: state-prune.ts.)
      noteStateFolder(cache.dir, outKey, outDir);
      pruneStates(cache.dir, outKey);
    }
    // (A shard renders a part of the pages and makes no search segments or llms files: it deletes
    // no entry that other shards, or a whole build, may use.)
    await cache.flush(shard ? ['client'] : ['markdown', 'apipage', 'client', 'search', 'llms']);
    problems.push(...damageWarning(cache));
    const warnings = problems.filter((p) => p.severity === 'warning').sort(sortProblems);
    stage('cache');
    printTimings();
    if (process.env.DOCGEN_TIMINGS) console.error(`page documents rendered on render threads: ${stats.onThreads ?? 0} of ${stats.rendered}`);
    return { outDir: toPosix(path.relative(options.root, outDir)) || '.', routes: ownRoutes, allRoutes: site.routes.length, files: out.written + out.reused, written: out.written, rendered: stats.rendered, warnings, problems: warnings };
  } catch (err) {
    writer?.abort();
    throw err;
  } finally {
    store.dispose();
    metas.dispose();
    await contents.pool.close();
    await write?.close();
    contents.dispose();
  }
}

/** One warning for the cache entries found damaged (they were made again). */
function damageWarning(cache: BuildCache): Problem[] {
  if (!cacheDamage.length) return [];
  const shown = cacheDamage.slice(0, 3).join(', ') + (cacheDamage.length > 3 ? ` and ${cacheDamage.length - 3} more` : '');
  return [{ severity: 'warning', file: path.relative(cache.root, cache.dir).split(path.sep).join('/'), message: `${cacheDamage.length} damaged cache ${cacheDamage.length === 1 ? 'entry was' : 'entries were'} dropped and made again (${shown})` }];
}

/** What docgen check reports: every problem, errors first (and pages no sidebar lists). */
async function checked(problems: Problem[], site: Site, cache: BuildCache): Promise<BuildResult> {
  problems.push(...pagesOutsideSidebars(site.model));
  await cache.flush(['markdown', 'apipage', 'client']);
  problems.push(...damageWarning(cache));
  const all = [...problems.filter((p) => p.severity === 'error').sort(sortProblems), ...problems.filter((p) => p.severity === 'warning').sort(sortProblems)];
  printTimings();
  return { outDir: '', routes: site.routes.length, files: 0, written: 0, rendered: 0, warnings: all.filter((p) => p.severity === 'warning'), problems: all };
}

/** The project's source files and folders, which an output folder must neither hold nor lie in. */
function sourcePaths(options: BuildOptions, config: SiteConfig): { path: string; what: string }[] {
  const abs = (p: string) => path.resolve(options.root, p);
  return [{ path: abs(options.configFile), what: 'the config file' }, ...contentPaths(config).map((p) => ({ path: abs(p.path), what: p.what }))];
}

const OUTSIDE_SIDEBARS_SAID_ONE_BY_ONE = 5;

/** Docs that no sidebar lists (API pages have their own): readers only reach them by links. */
function pagesOutsideSidebars(model: SiteModel): Problem[] {
  const out: Problem[] = [];
  for (const v of allDocsVersions(model)) {
    if (!Object.keys(v.sidebars).length) continue;
    const outside = v.docs.filter((d) => !d.sidebar && d.kind !== 'api');
    // (Many, as in a site that links to docs it lists nowhere: one line for the version.)
    if (outside.length > OUTSIDE_SIDEBARS_SAID_ONE_BY_ONE) {
      const named = outside.slice(0, 3).map((d) => `"${d.id}"`).join(', ');
      out.push({ severity: 'warning', file: toPosix(path.relative(model.root, v.contentDir)) || '.', message: `${outside.length} pages of ${versionInWords(v)} are in no sidebar: ${named} and ${outside.length - 3} more` });
    } else for (const d of outside) out.push({ severity: 'warning', file: d.source, message: `page "${d.id}" (${versionInWords(v)}) is in no sidebar` });
  }
  return out;
}
