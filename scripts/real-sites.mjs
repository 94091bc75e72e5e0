#!/usr/bin/env node
// Runs docgen on real Docusaurus sites, to see that their configs, sidebars and plugins load (not
// part of npm test: the sites are not in this repository). DOCGEN_REAL_SITES names a folder that
// holds checkouts of them (each under its own name, e.g. $DOCGEN_REAL_SITES/redux/website), with
// their website's dependencies installed (`npm install --ignore-scripts` in the website folder);
// sites not there are skipped, and without DOCGEN_REAL_SITES the script says so and does nothing.
//
//   DOCGEN_REAL_SITES=/work/sites node scripts/real-sites.mjs [check|build] [site…]
//   DOCGEN_REAL_SITES=/work/sites node scripts/real-sites.mjs oracle
//
// `oracle` reads each site with Docusaurus' own packages (config loading and validation, the
// classic preset, plugin-content-docs) and with docgen, and lists where their docs differ: versions,
// docs, edit URLs, sidebars, main docs (scripts/real-sites-oracle/).
//
// For each site: docgen's exit code, the pages built and warnings given, whether the config loaded (no error names the config or a
// sidebars file), the first error, and the time. A build is written to a temporary folder, not
// into the site, with --no-cache. A run that takes longer than DOCGEN_REAL_SITES_TIMEOUT_S (300 s) is stopped and
// reported as hanging.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SITES = [
  // remark-typescript-tools starts a worker (synckit) from its own folder.
  { name: 'redux', website: 'redux/website', repo: 'reduxjs/redux' },
  // A TypeScript config; sidebars.ts files named by require.resolve('./sidebars').
  { name: 'react-native-website', website: 'react-native-website/website', repo: 'facebook/react-native-website' },
  // An ES module config in a .js file that declares its own require; CommonJS packages (yaml).
  { name: 'prettier', website: 'prettier/website', repo: 'prettier/prettier' },
  // An .mjs config that uses require() and imports JSON without import attributes. Its home page
  // imports backers.json, which the site's own `yarn fetchSupporters` downloads before a build:
  // where that cannot run, write `[]` to website/backers.json.
  { name: 'jest', website: 'jest/website', repo: 'jestjs/jest' },
  // The reference site itself, prepared for Java by its own `npm run prepare-java` (docs, versions,
  // a TypeScript config with a dropdown written without `type`, swizzled theme components).
  { name: 'playwright.dev', website: 'playwright.dev', repo: 'microsoft/playwright.dev' },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docgen = path.join(root, 'bin/docgen.js');
const base = process.env.DOCGEN_REAL_SITES;
const [command = 'check', ...only] = process.argv.slice(2);
const timeoutMs = (Number(process.env.DOCGEN_REAL_SITES_TIMEOUT_S) || 300) * 1000;

if (!['check', 'build', 'oracle'].includes(command)) {
  console.error(`usage: DOCGEN_REAL_SITES=<folder> node scripts/real-sites.mjs [check|build|oracle] [${SITES.map((s) => s.name).join('|')}…]`);
  process.exit(2);
}
if (!base || !fs.existsSync(base)) {
  console.log(`skipped: set DOCGEN_REAL_SITES to a folder holding the sites (${SITES.map((s) => `${s.website} from github.com/${s.repo}`).join(', ')})`);
  process.exit(0);
}
if (command === 'oracle') {
  const r = spawnSync('npx', ['vitest', 'run', '--config', 'scripts/real-sites-oracle/vitest.config.ts', ...(only.length ? ['-t', only.join('|')] : [])], { cwd: root, stdio: 'inherit', env: { ...process.env, DOCGEN_REAL_SITES: path.resolve(base) } });
  process.exit(r.status ?? 1);
}

/** docgen run as an author runs it: from the site's folder (a site's plugins may resolve files from the working folder, as redux's TypeScript checks do). */
function run(args, cwd) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [docgen, ...args], { cwd, env: { ...process.env, NODE_ENV: 'production' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    let hung = false;
    const timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out, hung, seconds: (Date.now() - started) / 1000 });
    });
  });
}

let failed = 0;
for (const site of SITES.filter((s) => !only.length || only.includes(s.name))) {
  const dir = path.join(base, site.website);
  if (!fs.existsSync(dir)) {
    console.log(`${site.name}: skipped (no ${dir}; fetch github.com/${site.repo} there)`);
    continue;
  }
  const installed = fs.existsSync(path.join(dir, 'node_modules')) || fs.existsSync(path.join(dir, '..', 'node_modules'));
  const out = command === 'build' ? fs.mkdtempSync(path.join(os.tmpdir(), `docgen-${site.name}-`)) : undefined;
  // (A build writes nothing into the site: its output goes to a temporary folder, and it keeps no cache.)
  const r = await run(['--root', dir, command, ...(out ? ['--out', out, '--no-cache'] : [])], dir);
  if (out) fs.rmSync(out, { recursive: true, force: true });
  const errors = r.out.split('\n').filter((l) => /^\S+(:\d+(:\d+)?)? {2}(?!warning:)\S/.test(l));
  const configErrors = errors.filter((l) => /^(\S*\/)?(docusaurus\.config|sidebars)[^/\s]*\.[cm]?[jt]sx?\b/.test(l));
  const loaded = !r.hung && !configErrors.length;
  if (!loaded) failed++;
  // (What the run says of itself: the pages built, the warnings given.)
  const pages = /built (\d+) pages/.exec(r.out)?.[1];
  const warnings = r.out.split('\n').filter((l) => /^\S+(:\d+(:\d+)?)? {2}warning:/.test(l)).length;
  const counts = `${pages ? `${pages} pages, ` : ''}${warnings} warning${warnings === 1 ? '' : 's'}`;
  console.log(`${site.name}: ${r.hung ? `HUNG (stopped after ${timeoutMs / 1000} s)` : `exit ${r.code}`} in ${r.seconds.toFixed(1)} s; ${counts}; config ${loaded ? 'loaded' : 'did NOT load'}${installed ? '' : ' (dependencies not installed)'}`);
  const first = configErrors[0] ?? errors[0];
  if (first) console.log(`  first error: ${first}${errors.length > 1 ? ` (${errors.length} errors)` : ''}`);
}
process.exit(failed ? 1 : 0);
