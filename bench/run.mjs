#!/usr/bin/env node
// npm run bench: measures docgen and writes bench/RESULTS.md.
//   node bench/run.mjs [--quick] [--large]
//   (--quick skips the 10,000-page corpus; --large adds a 100,000-page one: an hour, 20 GB of disk)
//
// - cold builds (no cache, fresh output) of the Java site and of generated corpora of 200, 2,000
//   and 10,000 pages (bench/gen-corpus.mjs, a Docusaurus-format tree): wall time, CPU time of all
//   threads and peak memory, median of several runs;
// - warm rebuilds after editing one page (persistent cache), and how many output files changed;
// - `docgen dev` start to first page and edit to reload event, `docgen check` time (when present);
// - per page: first-load JS, CSS and HTML gzipped; page data bytes.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = path.join(root, 'bench/.work');
const quick = process.argv.includes('--quick');
const large = process.argv.includes('--large');
fs.mkdirSync(work, { recursive: true });

// Outputs of earlier runs are set aside here, and deleted only once every figure is taken: on a
// file system without a journal (this machine's ext4), Linux passes over the inodes of files
// deleted in the last minute or more when it makes new ones — deleting a site's thousands of
// files just before a timed build cost that build up to 8 s of kernel time (2,000 pages),
// which a build on a fresh checkout (CI) or on a journaled file system never pays.
const trash = path.join(work, '.set-aside');
fs.rmSync(trash, { recursive: true, force: true });
let setAsideCount = 0;
/** Moves a folder out of the way (into `trash`) rather than deleting it; nothing when it is not there. */
function setAside(dir) {
  if (!fs.existsSync(dir)) return;
  fs.mkdirSync(trash, { recursive: true });
  fs.renameSync(dir, path.join(trash, `${setAsideCount++}-${path.basename(dir)}`));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The machine's speed now: a fixed piece of work, like a build's (strings, a regular expression,
 * JSON, a map, arithmetic), timed in a fresh process as the builds are (median of three, ms). Taken
 * before the first figure and after the last, it tells a slower run from slower code.
 */
function machineSpeed() {
  const work = `const t0 = performance.now();
let text = '';
for (let i = 0; i < 300000; i++) text += 'word' + (i % 97) + ' ';
let chars = 0;
for (const m of text.matchAll(/\\w+/g)) chars += m[0].length;
const items = [];
for (let i = 0; i < 100000; i++) items.push({ id: i, title: 't' + i, values: [i, i * 2] });
const byTitle = new Map();
for (const item of JSON.parse(JSON.stringify(items))) byTitle.set(item.title, item);
let sum = 0;
for (let i = 0; i < 3e7; i++) sum = (sum + i * 7) % 1000003;
if (chars + byTitle.size + sum < 0) throw new Error('unreachable');
process.stdout.write(String(Math.round(performance.now() - t0)));`;
  return median([0, 1, 2].map(() => Number(spawnSync(process.execPath, ['-e', work], { encoding: 'utf8' }).stdout)));
}
const gz = (b) => zlib.gzipSync(b, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mb = (k) => `${Math.round(k / 1024)} MB`;

function docgen(args, env = {}) {
  const stats = path.join(work, `stats-${process.pid}.json`);
  fs.rmSync(stats, { force: true });
  const r = spawnSync(process.execPath, [path.join(root, 'bin/docgen.js'), ...args], { cwd: root, env: { ...process.env, NODE_ENV: 'production', DOCGEN_STATS: stats, DOCGEN_TIMINGS: '1', ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`docgen ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  const s = JSON.parse(fs.readFileSync(stats, 'utf8'));
  const written = /(\d+) written/.exec(r.stdout)?.[1];
  // The search index is made in its own thread while pages render: its work (the thread's CPU, and
  // the time it took as it passed, which counts its waits for a core while the rendering threads
  // had them), and how long the build then still waits for it.
  const searchWork = [...r.stderr.matchAll(/^search worker: .*?(\d+) ms of work so far(?:, (\d+) ms of CPU)?$/gm)].at(-1);
  const searchWait = /^search index: (\d+) ms$/m.exec(r.stderr)?.[1];
  return { ...s, cpuMs: s.userMs + s.systemMs, written: written ? Number(written) : undefined, searchMs: searchWork ? Number(searchWork[1]) : undefined, searchCpuMs: searchWork?.[2] ? Number(searchWork[2]) : undefined, searchWaitMs: searchWait ? Number(searchWait) : undefined, stdout: r.stdout };
}

function coldBuild(label, siteArgs, out, runs) {
  return coldBuildsInTurn([{ label, siteArgs, out }], runs)[0];
}

/**
 * Cold builds of sites compared with each other, taken in turns (a, b, a, b, …): a busier stretch
 * of the machine falls on each alike.
 */
function coldBuildsInTurn(sites, runs) {
  const all = sites.map(() => []);
  for (let i = 0; i < runs; i++) {
    sites.forEach(({ siteArgs, out }, k) => {
      setAside(out);
      all[k].push(docgen([...siteArgs.root, 'build', ...siteArgs.config, '--no-cache', '--out', out]));
      process.stdout.write('.');
    });
  }
  return sites.map(({ label }, k) => summary(label, all[k], runs));
}

function summary(label, results, runs) {
  const r = { label, runs, wallMs: median(results.map((x) => x.wallMs)), cpuMs: median(results.map((x) => x.cpuMs)), maxRssKb: Math.max(...results.map((x) => x.maxRssKb)), searchMs: median(results.map((x) => x.searchMs ?? 0)), searchCpuMs: median(results.map((x) => x.searchCpuMs ?? 0)), searchWaitMs: median(results.map((x) => x.searchWaitMs ?? 0)) };
  console.log(` ${label}: ${sec(r.wallMs)} wall, ${sec(r.cpuMs)} CPU, ${mb(r.maxRssKb)} peak`);
  return r;
}

/** Edits one page, rebuilds with the cache, restores the page. */
function warmBuild(label, siteArgs, out, file) {
  docgen([...siteArgs.root, 'build', ...siteArgs.config, '--out', out]); // fill the cache
  docgen([...siteArgs.root, 'build', ...siteArgs.config, '--out', out]); // settle
  const original = fs.readFileSync(file, 'utf8');
  const runs = [];
  try {
    for (let i = 0; i < 3; i++) {
      fs.writeFileSync(file, `${original}\n\nAn edit for the benchmark, number ${i}.\n`);
      runs.push(docgen([...siteArgs.root, 'build', ...siteArgs.config, '--out', out]));
    }
  } finally {
    fs.writeFileSync(file, original);
    docgen([...siteArgs.root, 'build', ...siteArgs.config, '--out', out]);
  }
  const r = { label, wallMs: median(runs.map((x) => x.wallMs)), written: median(runs.map((x) => x.written ?? -1)) };
  console.log(`${label}: ${sec(r.wallMs)}, ${r.written} files written`);
  return r;
}

function corpus(pages, { mdx = false } = {}) {
  const dir = path.join(work, `corpus-${mdx ? 'mdx-' : ''}${pages}`);
  if (!fs.existsSync(path.join(dir, 'corpus.json'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    spawnSync(process.execPath, [path.join(root, 'bench/gen-corpus.mjs'), '--pages', String(pages), '--out', dir, ...(mdx ? ['--mdx'] : [])], { stdio: 'ignore' });
  }
  fs.writeFileSync(
    path.join(dir, 'site.config.mjs'),
    `export default {
  title: 'Corpus', url: 'https://example.com', baseUrl: '/',
  navbar: { title: 'Corpus', items: [{ type: 'doc', docId: 'index', label: 'Docs' }] },
  docs: { path: 'docs', sidebarPath: 'sidebars.js', versionsFile: 'versions.json', mainDocId: 'index', lastVersion: 'current' },
  staticDir: 'static',
};
`,
  );
  // The same site with a remark plugin that does nothing: what running a site's own plugins costs.
  fs.writeFileSync(
    path.join(dir, 'site.plugin.config.mjs'),
    `import base from './site.config.mjs';
function remarkNothing() {
  return () => {};
}
export default { ...base, markdown: { remarkPlugins: [remarkNothing] } };
`,
  );
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'corpus.json'), 'utf8'));
  const firstPage = spawnSync('find', [path.join(dir, 'docs'), '-name', mdx ? '*.mdx' : '*.md', '-path', '*/*/*'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).sort()[0];
  return { dir, args: { root: ['--root', dir], config: ['--config', 'site.config.mjs'] }, mb: manifest.markdownBytes / 1e6, page: firstPage };
}

/** Every file under a folder, by path relative to it. */
function filesUnder(dir, rel = '') {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(dir, path.join(rel, e.name)) : [path.join(rel, e.name)]));
}

/** Builds a corpus in `n` shards and merges them: each shard's figures, and the files that differ from the single build in `single`. */
function shardedBuild(c, n, single) {
  const outs = Array.from({ length: n }, (_, i) => path.join(work, `out-${c.n}-shard-${i + 1}`));
  const runs = outs.map((out, i) => {
    setAside(out);
    return docgen([...c.args.root, 'build', ...c.args.config, '--no-cache', '--shard', `${i + 1}/${n}`, '--out', out]);
  });
  const merged = path.join(work, `out-${c.n}-merged`);
  setAside(merged);
  const merge = docgen([...c.args.root, 'merge', ...c.args.config, merged, ...outs]);
  const a = filesUnder(single).sort();
  const b = filesUnder(merged).sort();
  const differ = [...new Set([...a, ...b])].filter((rel) => !a.includes(rel) || !b.includes(rel) || !fs.readFileSync(path.join(single, rel)).equals(fs.readFileSync(path.join(merged, rel))));
  for (const out of [...outs, merged]) setAside(out);
  const r = { n, pages: c.n, wallMs: Math.max(...runs.map((x) => x.wallMs)), maxRssKb: Math.max(...runs.map((x) => x.maxRssKb)), mergeMs: merge.wallMs, files: a.length, differ };
  console.log(`${c.n} pages in ${n} shards: slowest ${sec(r.wallMs)}, largest peak ${mb(r.maxRssKb)}, merge ${sec(r.mergeMs)}; ${differ.length} of ${a.length} files differ from the single build`);
  return r;
}

/** The URL of the first page (in path order) of a built corpus. */
function firstPageOf(out) {
  const html = spawnSync('find', [path.join(out, 'docs'), '-name', '*.html'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).sort()[0];
  return `/${path.relative(out, html).replace(/\.html$/, '')}`;
}

/** docgen dev: start to first page served, and (on the Java site) edit to reload event. */
async function devTimings({ root: rootArgs = [], config = [], firstPage = '/java/docs/intro', edit = path.join(root, 'content/docs/intro.md') } = {}) {
  const help = spawnSync(process.execPath, [path.join(root, 'bin/docgen.js'), 'dev', '--help'], { encoding: 'utf8' });
  if (!/--port/.test(help.stdout)) return null;
  const port = 3900 + Math.floor(Math.random() * 90);
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'bin/docgen.js'), ...rootArgs, 'dev', ...config, '--port', String(port)], { cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
  const get = (p) => new Promise((res, rej) => http.get({ host: '127.0.0.1', port, path: p }, (r) => { r.resume(); r.on('end', () => res(r.statusCode)); }).on('error', rej));
  let firstPageMs;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await get(firstPage)) === 200) {
        firstPageMs = performance.now() - started;
        break;
      }
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  // Edit to reload event: listen to the live-reload stream, touch a page, time the event.
  const file = edit;
  const original = fs.readFileSync(file, 'utf8');
  let reloadMs;
  try {
    reloadMs = await new Promise((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/__docgen/events' }, (res) => {
        let t0;
        res.on('data', (chunk) => {
          if (t0 === undefined) {
            t0 = performance.now();
            fs.writeFileSync(file, `${original}\nA benchmark edit.\n`);
          } else if (String(chunk).includes('reload')) {
            resolve(performance.now() - t0);
            req.destroy();
          }
        });
      });
      req.on('error', reject);
      setTimeout(() => reject(new Error('no reload event')), 20000);
    });
  } catch {
    reloadMs = undefined;
  } finally {
    fs.writeFileSync(file, original);
    child.kill();
  }
  return { firstPageMs, reloadMs };
}

function checkTiming() {
  const help = spawnSync(process.execPath, [path.join(root, 'bin/docgen.js'), 'check', '--help'], { encoding: 'utf8' });
  if (!/--format/.test(help.stdout)) return null;
  const times = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    spawnSync(process.execPath, [path.join(root, 'bin/docgen.js'), 'check'], { cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
    times.push(performance.now() - t);
  }
  return median(times);
}

/**
 * The local search on the built Java site, in Node with the browser's engine: bytes a first query
 * downloads (gzip), the whole index, and query latency (p95 over a query set, shards loaded).
 */
async function searchFigures(out) {
  const esbuild = await import('esbuild');
  const engineFile = path.join(work, 'search-engine.mjs');
  await esbuild.build({ entryPoints: [path.join(root, 'src/client/search/engine.ts')], bundle: true, format: 'esm', platform: 'node', outfile: engineFile, logLevel: 'error' });
  const { SearchEngine } = await import(`${pathToFileURL(engineFile).href}?${Date.now()}`);
  let bytes = 0;
  const fetchJson = async (url) => {
    const body = fs.readFileSync(path.join(out, url.replace(/^\/java\//, '')));
    bytes += gz(body);
    return JSON.parse(body.toString());
  };
  const first = new SearchEngine('/java/search/stable.json', fetchJson);
  await first.search('locator click', { limit: 20 });
  const firstQueryBytes = bytes;
  const dir = path.join(out, 'search/stable');
  const indexBytes = fs.readdirSync(dir).reduce((n, f) => n + gz(fs.readFileSync(path.join(dir, f))), 0);
  const queries = ['page.navigate', 'locator click', 'screenshoot', 'upload a file', 'network interception', 'trace viewer', 'assertThat hasText', 'auth storage state', 'dialogs', 'emulate mobile', 'goto', 'frame locator', 'wait for response', 'api testing', 'downloads', 'keyboard press', 'getByRole', 'mock api', 'browser context', 'junit'];
  const engine = new SearchEngine('/java/search/stable.json', fetchJson);
  for (const q of queries) await engine.search(q, { limit: 20 });
  const times = [];
  for (let round = 0; round < 5; round++) {
    for (const q of queries) {
      const t = performance.now();
      await engine.search(q, { limit: 20 });
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  return { firstQueryBytes, indexBytes, p95: times[Math.floor(times.length * 0.95)], queries: queries.length };
}

/**
 * Our own site with every docs page made MDX (a comment after its front matter sends it to the MDX
 * parser; the site is built with markdown.format 'mdx'): the same pages, all through MDX.
 */
function allMdxSite() {
  const dir = path.join(work, 'java-mdx');
  fs.rmSync(dir, { recursive: true, force: true });
  for (const d of ['config', 'content']) fs.cpSync(path.join(root, d), path.join(dir, d), { recursive: true });
  const configFile = path.join(dir, 'config/site.config.ts');
  fs.writeFileSync(configFile, fs.readFileSync(configFile, 'utf8').replace("'../src/", `'${root}/src/`).replace(/format: '\w+'/, "format: 'mdx'"));
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.md') && e.name !== 'README.md') {
        const text = fs.readFileSync(p, 'utf8');
        const end = text.startsWith('---\n') ? text.indexOf('\n---\n', 4) + 5 : 0;
        fs.writeFileSync(p, `${text.slice(0, end)}\n{/* mdx */}\n${text.slice(end)}`);
      }
    }
  };
  for (const d of ['docs', 'versioned_docs', 'community']) walk(path.join(dir, 'content', d));
  return { root: ['--root', dir], config: [] };
}

/** First-load JavaScript of a built page (gzip): its entry script and every chunk that imports. */
function firstLoadJs(out, base, file) {
  const html = fs.readFileSync(path.join(out, file));
  const queue = [...html.toString().matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1].slice(base.length));
  const seen = new Set();
  let js = 0;
  while (queue.length) {
    const rel = queue.pop();
    if (seen.has(rel)) continue;
    seen.add(rel);
    const code = fs.readFileSync(path.join(out, rel));
    js += gz(code);
    for (const m of code.toString().matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+)["']/g)) queue.push(path.posix.join(path.posix.dirname(rel), m[1]));
  }
  return js;
}

function pageWeights(out) {
  const base = '/java/';
  const firstLoad = (file) => {
    const html = fs.readFileSync(path.join(out, file));
    const js = firstLoadJs(out, base, file);
    const css = [...html.toString().matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].reduce((n, m) => n + gz(fs.readFileSync(path.join(out, m[1].slice(base.length)))), 0);
    const data = fs.readFileSync(path.join(out, '_data', file.replace(/\.html$/, '.json')));
    return { file, js, css, html: gz(html), data: gz(data) };
  };
  return ['index.html', 'docs/intro.html', 'docs/locators.html', 'docs/api/class-page.html'].map(firstLoad);
}

// ---------------------------------------------------------------------------------------------
console.log(`docgen benchmark on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}`);
const speedBefore = machineSpeed();
console.log(`machine speed: a fixed piece of work took ${speedBefore} ms`);
const javaOut = path.join(work, 'java-build');
const java = { args: { root: [], config: [] } };
const results = { cold: [], warm: [] };
results.cold.push(coldBuild('Java site', java.args, javaOut, 3));
const corpora = [200, 2000, ...(quick ? [] : [10000]), ...(large ? [100000] : [])].map((n) => ({ n, ...corpus(n) }));
for (const c of corpora) results.cold.push({ ...coldBuild(`${c.n}-page corpus (${c.mb.toFixed(1)} MB of Markdown)`, c.args, path.join(work, `out-${c.n}`), c.n >= 2000 ? 1 : 3), pages: c.n });
if (large) setAside(path.join(work, 'out-100000')); // (18 GB)
// Sharded: the 2,000-page corpus in 4 shards, each built as a CI runner would (no cache), then merged;
// the merged site must be the single build's, byte for byte.
const shards = shardedBuild(corpora.find((c) => c.n === 2000), 4, path.join(work, 'out-2000'));
// A site's own remark plugins: the 2,000-page corpus with one that does nothing (its cost is the
// pipeline's), in turns with the same corpus without it (a single build each, minutes apart, told
// more of how busy the machine was than of the plugin).
const withPlugin = corpora.find((c) => c.n === 2000);
const [plainAgainstPlugin, pluginCold] = coldBuildsInTurn(
  [
    { label: '2000-page corpus, beside the one with a plugin', siteArgs: withPlugin.args, out: path.join(work, 'out-2000') },
    { label: '2000-page corpus with a remark plugin that does nothing', siteArgs: { root: withPlugin.args.root, config: ['--config', 'site.plugin.config.mjs'] }, out: path.join(work, 'out-2000-plugin') },
  ],
  3,
);
results.cold.push({ ...plainAgainstPlugin, pages: 2000 }, { ...pluginCold, pages: 2000 });
// MDX: corpora of pages written with MDX, and our own site with every page through the MDX parser.
const mdxCorpora = [200, 2000].map((n) => ({ n, ...corpus(n, { mdx: true }) }));
for (const c of mdxCorpora) results.cold.push({ ...coldBuild(`${c.n}-page MDX corpus (${c.mb.toFixed(1)} MB)`, c.args, path.join(work, `out-mdx-${c.n}`), c.n >= 2000 ? 1 : 3), pages: c.n });
results.cold.push(coldBuild('Java site, every page MDX', allMdxSite(), path.join(work, 'java-mdx-build'), 3));
// The blog: 1,000 posts (every list page, tag and author page, the archive, three feeds) against the
// same 1,000 pages built as docs (bench/gen-blog.mjs makes the blog of the corpus).
const docs1000 = corpus(1000);
const blogDir = path.join(work, 'blog-1000');
spawnSync(process.execPath, [path.join(root, 'bench/gen-blog.mjs'), '--corpus', docs1000.dir, '--out', blogDir], { stdio: 'ignore' });
const [docsCold, blogCold] = coldBuildsInTurn(
  [
    { label: '1000-page corpus', siteArgs: docs1000.args, out: path.join(work, 'out-1000') },
    { label: '1000-post blog of the same pages', siteArgs: { root: ['--root', blogDir], config: ['--config', 'site.config.mjs'] }, out: path.join(work, 'out-blog-1000') },
  ],
  3,
);
results.cold.push({ ...docsCold, pages: 1000 }, { ...blogCold, pages: 1000 });
// playwright.dev prepared for Java (its own `npm run prepare-java`), when the real sites are on the
// machine (DOCGEN_REAL_SITES, see scripts/real-sites.mjs): against our own site, in turns.
const realSites = process.env.DOCGEN_REAL_SITES && path.resolve(process.env.DOCGEN_REAL_SITES);
const playwrightDev = realSites && fs.existsSync(path.join(realSites, 'playwright.dev/docusaurus.config.ts')) ? path.join(realSites, 'playwright.dev') : undefined;
const [ownAgainstPw, pwCold] = playwrightDev
  ? coldBuildsInTurn(
      [
        { label: 'Java site, beside playwright.dev', siteArgs: java.args, out: path.join(work, 'java-beside-pw') },
        { label: 'playwright.dev (prepared for Java)', siteArgs: { root: ['--root', playwrightDev], config: [] }, out: path.join(work, 'out-playwright.dev') },
      ],
      3,
    )
  : [];
if (pwCold) results.cold.push(ownAgainstPw, pwCold);
// (A blog list page against a docs page of the same site: what each loads before it is interactive.)
const blogListJs = firstLoadJs(path.join(work, 'out-blog-1000'), '/', 'blog.html');
// (The blog site's one doc is its docs' index: /docs, docs.html with trailing slashes off.)
const blogDocJs = firstLoadJs(path.join(work, 'out-blog-1000'), '/', ['docs.html', 'docs/index.html'].find((f) => fs.existsSync(path.join(work, 'out-blog-1000', f))) ?? 'docs.html');
const mdxPageJs = firstLoadJs(path.join(work, 'out-mdx-200'), '/', `${firstPageOf(path.join(work, 'out-mdx-200')).slice(1)}.html`);
const mdPageJs = firstLoadJs(path.join(work, 'out-200'), '/', `${firstPageOf(path.join(work, 'out-200')).slice(1)}.html`);
console.log(`first-load JS of a corpus page: MDX ${kb(mdxPageJs)}, Markdown ${kb(mdPageJs)}`);
results.warm.push(warmBuild('Java site, one page edited', java.args, javaOut, path.join(root, 'content/docs/dialogs.md')));
// (The budgets' corpus for warm rebuilds and dev: 10,000 pages, also with --large; --quick: the largest built.)
const biggest = corpora.find((c) => c.n === 10000) ?? corpora[corpora.length - 1];
results.warm.push(warmBuild(`${biggest.n}-page corpus, one page edited`, biggest.args, path.join(work, `out-${biggest.n}`), biggest.page));
const dev = await devTimings();
// On the largest corpus: a first start with nothing of the site kept (a fresh clone: no cache; the
// dev client, the same for every site, is kept beside docgen once its first dev start made it),
// then a restart (dev keeps the heads of unchanged pages between starts); the median of three of
// each.
const devBigArgs = { root: biggest.args.root, config: biggest.args.config, firstPage: firstPageOf(path.join(work, `out-${biggest.n}`)), edit: biggest.page };
const firstStarts = [];
const restarts = [];
for (let i = 0; i < 3; i++) {
  setAside(path.join(biggest.dir, '.docgen/cache'));
  firstStarts.push(await devTimings(devBigArgs));
  restarts.push(await devTimings(devBigArgs));
}
const medianBy = (runs) => (runs.every((r) => r?.firstPageMs) ? runs.sort((a, b) => a.firstPageMs - b.firstPageMs)[1] : undefined);
const devBig = medianBy(firstStarts);
const devBigRestart = medianBy(restarts);
if (dev) console.log(`dev: first page ${sec(dev.firstPageMs)}, edit to reload ${Math.round(dev.reloadMs)} ms; ${biggest.n} pages: first page ${devBig?.firstPageMs ? sec(devBig.firstPageMs) : 'n/a'} (no cache), after a restart ${devBigRestart?.firstPageMs ? sec(devBigRestart.firstPageMs) : 'n/a'}`);
const check = checkTiming();
const search = await searchFigures(javaOut);
console.log(`search: first query ${kb(search.firstQueryBytes)} gz, index ${kb(search.indexBytes)} gz, p95 ${search.p95.toFixed(2)} ms`);
const weights = pageWeights(javaOut);
for (const w of weights) console.log(`${w.file}: JS ${kb(w.js)}, CSS ${kb(w.css)}, HTML ${kb(w.html)}, page data ${kb(w.data)} (gzip)`);
// The same site on the Preact runtime (config client.runtime: 'preact').
const preactConfig = path.join(work, 'preact.config.ts');
fs.writeFileSync(preactConfig, "import config from '../../config/site.config.ts';\nexport default { ...config, client: { runtime: 'preact' } };\n");
const preactOut = path.join(work, 'java-preact-build');
setAside(preactOut);
docgen(['build', '--config', path.relative(root, preactConfig), '--out', preactOut]);
const preactWeights = pageWeights(preactOut);
console.log(`Preact runtime: ${preactWeights.map((w) => `${w.file} JS ${kb(w.js)}`).join(', ')} (gzip)`);
// A Docusaurus site's styles (test/fixtures/docusaurus-styles): what Infima and the site's stylesheet
// (the Infima bridge and its small custom.css) add to a docs page's CSS, beside docgen's theme.
const stylesSite = path.join(work, 'docusaurus-styles');
fs.rmSync(stylesSite, { recursive: true, force: true });
fs.cpSync(path.join(root, 'test/fixtures/docusaurus-styles'), stylesSite, { recursive: true });
docgen(['--root', stylesSite, 'build', '--no-cache', '--out', path.join(stylesSite, 'build')]);
const stylesOf = (re) => [...fs.readFileSync(path.join(stylesSite, 'build/docs/intro.html'), 'utf8').matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].filter((m) => re.test(m[1])).reduce((n, m) => n + gz(fs.readFileSync(path.join(stylesSite, 'build', m[1]))), 0);
const infimaCss = { infima: stylesOf(/^assets\/infima\//), site: stylesOf(/^assets\/site\//) };
console.log(`Docusaurus site's styles: Infima ${kb(infimaCss.infima)}, the site's stylesheet ${kb(infimaCss.site)} (gzip)`);

// ---------------------------------------------------------------------------------------------
const cold = (label) => results.cold.find((r) => r.label.startsWith(label));
const c10k = cold('10000');
const c100k = cold('100000');
const status = (ok) => (ok ? 'met' : '**missed**');
// What one edited page may rewrite: its HTML, data and Markdown copy, llms-full.txt, and the search
// files holding its words (manifest, its chunk, a few shards); test/integration/incremental.test.ts
// checks exactly which.
const WARM_FILES = 12;
const rows = [
  ['Java site cold build', '≤ 3 s', sec(cold('Java').wallMs), status(cold('Java').wallMs <= 3000)],
  ['200-page corpus cold build', '≤ 3 s', sec(cold('200').wallMs), status(cold('200').wallMs <= 3000)],
  ['2,000-page corpus cold build', '≤ 8 s', sec(cold('2000').wallMs), status(cold('2000').wallMs <= 8000)],
  ['10,000-page corpus cold build', '≤ 40 s', c10k ? sec(c10k.wallMs) : 'not run (--quick)', c10k ? status(c10k.wallMs <= 40000) : '—'],
  ['10,000-page corpus cold build: peak RSS', '≤ 1 GB', c10k ? mb(c10k.maxRssKb) : 'not run (--quick)', c10k ? status(c10k.maxRssKb <= 1024 * 1024) : '—'],
  ['time linear in pages: 10,000-page against 2,000-page cold build', '≤ 5.2×', c10k ? `${(c10k.wallMs / cold('2000').wallMs).toFixed(2)}×` : 'not run (--quick)', c10k ? status(c10k.wallMs <= 5.2 * cold('2000').wallMs) : '—'],
  ['100,000-page corpus peak RSS', '≤ 2 GB', c100k ? `${mb(c100k.maxRssKb)} (${sec(c100k.wallMs)})` : 'not run (--large)', c100k ? status(c100k.maxRssKb <= 2 * 1024 * 1024) : '—'],
  [`2,000-page corpus in ${shards.n} shards, merged: files that differ from the single build`, '0', `${shards.differ.length} of ${shards.files}${shards.differ.length ? ` (${shards.differ.slice(0, 3).join(', ')}…)` : ''}`, status(shards.differ.length === 0)],
  [`2,000-page corpus in ${shards.n} shards: each shard's peak RSS`, `≤ 1/${shards.n} of the single build's + a 200-page build's`, `${mb(shards.maxRssKb)} (single ${mb(cold('2000').maxRssKb)}, 200 pages ${mb(cold('200').maxRssKb)})`, status(shards.maxRssKb <= cold('2000').maxRssKb / shards.n + cold('200').maxRssKb)],
  [`warm rebuild, one page edited (${biggest.n} pages)`, '≤ 5 s, only that page rewritten', `${sec(results.warm[1].wallMs)}, ${results.warm[1].written} files written`, status(results.warm[1].wallMs <= 5000 && results.warm[1].written <= WARM_FILES)],
  ['warm rebuild, one page edited (Java site)', '≤ 0.5 s', `${sec(results.warm[0].wallMs)}, ${results.warm[0].written} files written`, status(results.warm[0].wallMs <= 500)],
  ['2,000-page corpus with a remark plugin that does nothing, against none, in turns', '≤ 1.1×', `${sec(pluginCold.wallMs)} against ${sec(plainAgainstPlugin.wallMs)} (${(pluginCold.wallMs / plainAgainstPlugin.wallMs).toFixed(2)}×)`, status(pluginCold.wallMs <= 1.1 * plainAgainstPlugin.wallMs)],
  ['MDX: 200-page corpus cold build', '≤ 4 s', sec(cold('200-page MDX').wallMs), status(cold('200-page MDX').wallMs <= 4000)],
  ['MDX: 2,000-page corpus cold build', '≤ 30 s', sec(cold('2000-page MDX').wallMs), status(cold('2000-page MDX').wallMs <= 30000)],
  ['MDX: our site with every page MDX, against our .md site', '≤ 1.5×', `${sec(cold('Java site, every page MDX').wallMs)} (${(cold('Java site, every page MDX').wallMs / cold('Java').wallMs).toFixed(2)}×)`, status(cold('Java site, every page MDX').wallMs <= 1.5 * cold('Java').wallMs)],
  ['blog: 1,000 posts (lists, tags, authors, archive, feeds), against the same 1,000 pages as docs', '< 1×', `${sec(cold('1000-post blog').wallMs)} (${(cold('1000-post blog').wallMs / cold('1000-page corpus').wallMs).toFixed(2)}×)`, status(cold('1000-post blog').wallMs < cold('1000-page corpus').wallMs)],
  ['playwright.dev (prepared for Java, its MDX and components) against our own site, in turns', '≤ 1.5×', pwCold ? `${sec(pwCold.wallMs)} against ${sec(ownAgainstPw.wallMs)} (${(pwCold.wallMs / ownAgainstPw.wallMs).toFixed(2)}×)` : 'not run (DOCGEN_REAL_SITES)', pwCold ? status(pwCold.wallMs <= 1.5 * ownAgainstPw.wallMs) : '—'],
  ['blog: first-load JS of a blog list page (gzip)', 'that of a docs page', `${kb(blogListJs)} (docs page: ${kb(blogDocJs)})`, status(blogListJs <= blogDocJs)],
  ['MDX: first-load JS of an MDX page (gzip)', 'that of a .md page', `${kb(mdxPageJs)} (.md: ${kb(mdPageJs)})`, status(mdxPageJs <= mdPageJs)],
  ['dev start to first page (Java site)', '≤ 1 s', dev?.firstPageMs ? sec(dev.firstPageMs) : 'n/a (no docgen dev yet)', dev?.firstPageMs ? status(dev.firstPageMs <= 1000) : '—'],
  [`dev start to first page (${biggest.n} pages): first start with no cache / restart`, '≤ 1 s (10,000 pages)', devBig?.firstPageMs && devBigRestart?.firstPageMs ? `${sec(devBig.firstPageMs)} / ${sec(devBigRestart.firstPageMs)}` : 'n/a', devBig?.firstPageMs && devBigRestart?.firstPageMs ? status(Math.max(devBig.firstPageMs, devBigRestart.firstPageMs) <= 1000) : '—'],
  ['dev edit to reload event', '≤ 100 ms', dev?.reloadMs ? `${Math.round(dev.reloadMs)} ms` : 'n/a', dev?.reloadMs ? status(dev.reloadMs <= 100) : '—'],
  ['`docgen check` on the Java site', '≤ 1 s', check ? sec(check) : 'n/a (no docgen check yet)', check ? status(check <= 1000) : '—'],
  ['first-load JS, docs page (gzip): React runtime (the default)', '≤ 90 KB', kb(weights[1].js), status(weights[1].js <= 90 * 1024)],
  ["first-load JS, docs page (gzip): Preact runtime (client.runtime: 'preact')", '≤ 30 KB', kb(preactWeights[1].js), status(preactWeights[1].js <= 30 * 1024)],
  ['CSS (gzip)', '≤ 20 KB', kb(weights[1].css), status(weights[1].css <= 20 * 1024)],
  ["CSS a Docusaurus site adds (gzip): Infima, and the site's stylesheet with the Infima bridge", '≤ 12 KB', `${kb(infimaCss.infima + infimaCss.site)} (Infima ${kb(infimaCss.infima)}, site ${kb(infimaCss.site)})`, status(infimaCss.infima + infimaCss.site <= 12 * 1024)],
  ['page data, typical guide (gzip)', '≤ 10 KB', kb(weights[1].data), status(weights[1].data <= 10 * 1024)],
  ['search: first query download (gzip)', '≤ 150 KB', kb(search.firstQueryBytes), status(search.firstQueryBytes <= 150 * 1024)],
  [`search: query latency p95 (${search.queries} queries, Node)`, '≤ 10 ms', `${search.p95.toFixed(2)} ms`, status(search.p95 <= 10)],
  // (Its work is the search thread's CPU where the system says: the time it took as it passed counts
  // the turns it waited for one of the 2 cores while the two rendering threads had them.)
  ['search: index build (Java site, both versions; in its own thread beside rendering)', '≤ 0.5 s', cold('Java').searchCpuMs ? `${sec(cold('Java').searchCpuMs)} of CPU (${sec(cold('Java').searchMs)} as it passed, beside the rendering threads); the build waits ${sec(cold('Java').searchWaitMs)} after the last page` : `${sec(cold('Java').searchMs)} of work; the build waits ${sec(cold('Java').searchWaitMs)} after the last page`, status((cold('Java').searchCpuMs || cold('Java').searchMs) <= 500)],
];
const speedAfter = machineSpeed();
console.log(`machine speed: a fixed piece of work took ${speedAfter} ms (${speedBefore} ms before the run)`);
const md = `# Benchmark results

Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 1024 ** 3)} GB, Node ${process.version}, ${os.platform()} ${os.release()}.
Written by \`npm run bench\`${quick ? ' --quick' : ''} on ${new Date().toISOString().slice(0, 10)}.
Machine speed: a fixed piece of work (strings, a regular expression, JSON, a map, arithmetic) took ${speedBefore} ms before the run and ${speedAfter} ms after it, in a process of its own (median of three). This machine's speed varies by a third within minutes: compare runs by it.

| figure | target | measured | |
|---|---|---|---|
${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}

## Cold builds (no cache)

| site | runs | wall (median) | CPU, all threads | peak RSS |
|---|---|---|---|---|
${results.cold.map((r) => `| ${r.label} | ${r.runs} | ${sec(r.wallMs)} | ${sec(r.cpuMs)} | ${mb(r.maxRssKb)} |`).join('\n')}

Search index of one docs version: ${kb(search.indexBytes)} gzip in all (a query loads only its shards).

## Page weights (Java site, gzip)

| page | first-load JS (React) | first-load JS (Preact) | CSS | HTML | page data |
|---|---|---|---|---|---|
${weights.map((w, i) => `| ${w.file} | ${kb(w.js)} | ${kb(preactWeights[i].js)} | ${kb(w.css)} | ${kb(w.html)} | ${kb(w.data)} |`).join('\n')}
`;
fs.writeFileSync(path.join(root, 'bench/RESULTS.md'), md);
fs.rmSync(trash, { recursive: true, force: true });
console.log('\nwrote bench/RESULTS.md');

// The README shows the latest summary table, between its bench markers.
const readmeFile = path.join(root, 'README.md');
const readme = fs.readFileSync(readmeFile, 'utf8');
const markers = /(<!-- bench:start -->\n)[\s\S]*?(<!-- bench:end -->)/;
if (markers.test(readme)) {
  const summary = `Measured by \`npm run bench\`${quick ? ' --quick' : ''} on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, Node ${process.version}. Details in [bench/RESULTS.md](bench/RESULTS.md).\n\n| figure | target | measured | |\n|---|---|---|---|\n${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}\n`;
  fs.writeFileSync(readmeFile, readme.replace(markers, (_m, start, end) => `${start}${summary}${end}`));
  console.log('updated the table in README.md');
}
