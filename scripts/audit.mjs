#!/usr/bin/env node
// npm run audit: Lighthouse on the built site, and its scores against our targets.
//   node scripts/audit.mjs [--dir build] [--runs 3] [--reports NAME] [--page /java/docs/intro …] [--strict]
//
// It writes under bench/ only: its report (bench/AUDIT.md), the reports of --reports (bench/NAME/),
// and, while it runs, the site it builds and Chromium's profile (bench/.work/, removed at the end;
// the build runs without docgen's cache, so .docgen/ is not touched).
//
// - builds the site into bench/.work/ (or audits the already built folder given by --dir),
// - serves it with `docgen serve` on a free port of 127.0.0.1,
// - runs Lighthouse (mobile, the default simulated throttling; performance, accessibility, best
//   practices, SEO) in Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) on a few pages,
//   each page up to --runs times; a page's result is the run with the median performance score,
//   and later runs are skipped once the median can no longer change sides of the target,
// - prints a table, writes it to bench/AUDIT.md (and the HTML and JSON reports of each page's
//   median run to bench/NAME/ with --reports NAME), and names the audits of each score below its
//   target (performance ≥ 98, the other categories 100).
//   Exit status: 1 when the audit could not run (the build, the server, Chromium or Lighthouse
//   failed) or a score that does not depend on timing (accessibility, best practices, SEO) misses
//   its target. A performance score depends on the load of the machine: one below target is
//   reported as such and fails only with --strict.
//   --page audits only the given paths (of those below) and leaves bench/AUDIT.md alone.
// The server and Chromium are stopped in every case, also on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CATEGORIES, failingMisses } from './audit-targets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docgenBin = path.join(root, 'bin/docgen.js');

/** The pages audited: a label for the table and the path under the server's origin. */
const PAGES = [
  { label: 'home', path: '/java/' },
  { label: 'guide: intro', path: '/java/docs/intro' },
  { label: 'guide: locators', path: '/java/docs/locators' },
  { label: 'API: Page', path: '/java/docs/api/class-page' },
];

/** The metrics shown next to the scores (Lighthouse audit ids). */
const METRICS = [
  { id: 'first-contentful-paint', title: 'FCP' },
  { id: 'largest-contentful-paint', title: 'LCP' },
  { id: 'total-blocking-time', title: 'TBT' },
  { id: 'cumulative-layout-shift', title: 'CLS' },
];

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Stops with a message about the command line (status 2). */
function usageError(message) {
  console.error(`${message}\nusage: node scripts/audit.mjs [--dir build] [--runs 3] [--reports NAME] [--page PATH …] [--strict]`);
  process.exit(2);
}

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      dir: { type: 'string' },
      runs: { type: 'string', default: '3' },
      reports: { type: 'string' },
      page: { type: 'string', multiple: true },
      strict: { type: 'boolean', default: false },
    },
  }));
} catch (err) {
  usageError(err.message);
}
const pages = args.page ? PAGES.filter((p) => args.page.includes(p.path)) : PAGES;
if (args.page && pages.length !== args.page.length) usageError(`--page: expected some of ${PAGES.map((p) => p.path).join(', ')}`);
const maxRuns = Number(args.runs);
if (!Number.isInteger(maxRuns) || maxRuns < 1) usageError(`--runs: expected a whole number of at least 1, got "${args.runs}"`);
const bench = path.join(root, 'bench');
const reportsDir = args.reports === undefined ? undefined : path.resolve(bench, args.reports);
if (reportsDir && !reportsDir.startsWith(bench + path.sep)) usageError(`--reports: expected a folder name inside bench/ (e.g. lighthouse for bench/lighthouse/), got "${args.reports}"`);
/** Where the audit keeps its temporary files (gitignored, removed at the end). */
const work = path.join(bench, '.work');

/** Stoppers of everything this script started, newest first; each runs once. */
const cleanups = [];
function onCleanup(fn) {
  let done = false;
  cleanups.unshift(() => {
    if (done) return;
    done = true;
    fn();
  });
}
function cleanUp() {
  for (const fn of cleanups) {
    try {
      fn();
    } catch (err) {
      console.error(`cleaning up: ${err.message}`);
    }
  }
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** A port of 127.0.0.1 that nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A new temporary folder under bench/.work/ (removed at exit). */
function workFolder(prefix) {
  fs.mkdirSync(work, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(work, prefix));
  onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  return tmp;
}

/** Builds the site into a new temporary folder and returns that folder. */
function buildSite() {
  const out = path.join(workFolder('audit-'), 'site');
  console.log(`building the site into ${path.relative(root, out)}…`);
  const r = spawnSync(process.execPath, [docgenBin, 'build', '--out', out, '--no-cache'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`docgen build failed (status ${r.status})`);
  return out;
}

/** Starts `docgen serve` on a free port; resolves with its origin once it listens. */
async function serveSite(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, [docgenBin, 'serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  onCleanup(() => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM'));
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`docgen serve did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('serving ')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`docgen serve exited with status ${code}:\n${output}`));
    });
  });
  return `http://127.0.0.1:${port}`;
}

/** Starts Chromium for Lighthouse to drive. */
async function startChromium() {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath}; install Debian's "chromium" package or set CHROMIUM_PATH`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'error', userDataDir: workFolder('audit-chromium-') });
  onCleanup(() => chrome.kill());
  return chrome;
}

/** A Lighthouse category score as 0–100. */
const score100 = (category) => Math.round((category?.score ?? 0) * 100);

/** One Lighthouse run of a page; returns the result (lhr) and the HTML and JSON reports. */
async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: ['html', 'json'],
    formFactor: 'mobile',
    onlyCategories: CATEGORIES.map((c) => c.id),
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  for (const warning of result.lhr.runWarnings) console.warn(`  Lighthouse warning for ${url}: ${warning}`);
  return { lhr: result.lhr, html: result.report[0], json: result.report[1] };
}

/** Runs a page up to maxRuns times and returns the run with the median performance score, plus
 * every run's performance score. Stops early once a majority of runs are on one side of the
 * target, because the median cannot change sides after that. */
async function auditPage(page, origin, port) {
  const runs = [];
  const target = CATEGORIES[0].target;
  const majority = Math.floor(maxRuns / 2) + 1;
  while (runs.length < maxRuns) {
    const run = await audit(origin + page.path, port);
    runs.push(run);
    const perf = runs.map((r) => score100(r.lhr.categories.performance));
    console.log(`  ${page.label} run ${runs.length}: performance ${perf.at(-1)}`);
    if (perf.filter((p) => p >= target).length >= majority || perf.filter((p) => p < target).length >= majority) break;
  }
  const sorted = [...runs].sort((a, b) => score100(a.lhr.categories.performance) - score100(b.lhr.categories.performance));
  // The middle run; with an even number of runs, the lower of the two middle ones.
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return { ...median, perfRuns: runs.map((r) => score100(r.lhr.categories.performance)) };
}

/** Audits of a category that did not pass (score below 1; audits without a score are skipped). */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && typeof a.score === 'number' && a.score < 1)
    .map((a) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue }));
}

/** The Markdown table of the results, one row per page. */
function resultTable(results) {
  const head = ['page', ...CATEGORIES.map((c) => c.title), ...METRICS.map((m) => m.title), 'performance runs'];
  const rows = results.map(({ page, lhr, perfRuns }) => [
    `${page.label} (\`${page.path}\`)`,
    ...CATEGORIES.map((c) => String(score100(lhr.categories[c.id]))),
    ...METRICS.map((m) => lhr.audits[m.id]?.displayValue ?? '–'),
    perfRuns.join(', '),
  ]);
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** The scores below their targets, each with the audits of that category that failed. */
function misses(results) {
  const out = [];
  for (const { page, lhr } of results) {
    for (const c of CATEGORIES) {
      const got = score100(lhr.categories[c.id]);
      if (got < c.target) out.push({ page, category: c, got, audits: failingAudits(lhr, c.id) });
    }
  }
  return out;
}

/** The misses as a Markdown list, each followed by the failing audits of its category. */
function missesText(list) {
  return list
    .map(({ page, category, got, audits }) => {
      const lines = audits.map((a) => `  - \`${a.id}\`: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${a.score > 0 ? ` — score ${a.score}` : ''}`);
      return [`- ${page.label} (\`${page.path}\`): ${category.title} ${got} < ${category.target}`, ...lines].join('\n');
    })
    .join('\n');
}

/** "Chromium 156.0.0.0", from the browser's user agent. */
function chromiumVersion(lhr) {
  return `Chromium ${/Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? 'of unknown version'}`;
}

/** The machine the audit ran on, as the report names it. */
function machine() {
  const cpus = os.cpus();
  return `${cpus.length} core${cpus.length === 1 ? '' : 's'} (${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}`;
}

/** bench/AUDIT.md: how the audit ran, the table, and what missed its target. */
function auditReport(results, failed) {
  const { lhr } = results[0];
  const targets = CATEGORIES.map((c) => `${c.title} ≥ ${c.target}`).join(', ');
  return `# Lighthouse audit

Written by \`npm run audit\` (scripts/audit.mjs) on ${new Date().toISOString().slice(0, 10)}, on ${machine()}: Lighthouse ${lhr.lighthouseVersion}, ${chromiumVersion(lhr)}, mobile form factor with the default simulated throttling, the built site served by \`docgen serve\` on 127.0.0.1. Each page ran up to ${maxRuns} times; the row is the run with the median performance score (the runs' performance scores are in the last column).

Targets: ${targets}.

${resultTable(results)}

${failed.length ? `Below target:\n\n${missesText(failed)}\n${failed.every((m) => m.category.timing) ? '\n(Performance depends on the load of the machine; the other scores do not.)\n' : ''}` : 'Every score meets its target.\n'}`;
}

async function main() {
  const dir = args.dir ? path.resolve(root, args.dir) : buildSite();
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`no built site in ${dir}; run \`npm run build\` first or leave out --dir`);
  const origin = await serveSite(dir);
  console.log(`serving ${dir} at ${origin}`);
  const chrome = await startChromium();
  const results = [];
  for (const page of pages) {
    results.push({ page, ...(await auditPage(page, origin, chrome.port)) });
  }
  if (reportsDir) {
    const reports = reportsDir;
    fs.mkdirSync(reports, { recursive: true });
    for (const r of results) {
      const name = r.page.path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '_') || 'home';
      fs.writeFileSync(path.join(reports, `${name}.report.html`), r.html);
      fs.writeFileSync(path.join(reports, `${name}.report.json`), r.json);
    }
    console.log(`reports written to ${path.relative(root, reports)}/`);
  }
  const failed = misses(results);
  console.log(`\n${resultTable(results)}\n`);
  if (!args.page) {
    fs.writeFileSync(path.join(root, 'bench/AUDIT.md'), auditReport(results, failed));
    console.log('written to bench/AUDIT.md');
  }
  if (!failed.length) {
    console.log('Every score meets its target.');
    return;
  }
  console.error(`\nBelow target:\n${missesText(failed)}`);
  const failing = failingMisses(failed, args.strict);
  if (failing.length) {
    process.exitCode = 1;
  } else {
    console.log(`\n(${CATEGORIES.filter((c) => c.timing).map((c) => c.title).join(', ')} depends on the load of the machine: a score below target is reported, not a failure; --strict makes it one.)`);
  }
}

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  cleanUp();
}
