// The site's stylesheets from the command line: a customCss file that is missing, lies outside
// the site's folder or has a CSS syntax error is an error naming it (and its line), not a stack
// trace; docgen dev picks up an edit of it.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli, repoRoot } from '../helpers/cli.ts';
import { startDev, type Dev } from '../helpers/dev.ts';

const dirs: string[] = [];
let dev: Dev | undefined;
afterAll(() => {
  dev?.child.kill();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** What a command printed (check reports on stdout, build on stderr). */
const out = (r: { stdout: string; stderr: string }) => r.stdout + r.stderr;

/** A docgen site whose config names `customCss`, with `files` beside it. */
function siteWith(customCss: string, files: Record<string, string> = {}): string {
  const site = minimalSite(files);
  site['config/site.config.ts'] = site['config/site.config.ts'].replace("docs: { lastVersion: 'current' },", `docs: { lastVersion: 'current' },\n  theme: { customCss: ${JSON.stringify(customCss)} },`);
  const dir = makeProject(site);
  dirs.push(dir);
  return dir;
}

describe('customCss errors', () => {
  it('a missing file is an error naming it, at the config', async () => {
    const r = await runCli(['--root', siteWith('css/nope.css'), 'check']);
    expect(r.code).toBe(1);
    expect(out(r)).toMatch(/config\/site\.config\.ts\s+.*theme\.customCss: the stylesheet "css\/nope\.css" was not found/);
    expect(out(r)).not.toMatch(/\n\s+at /); // (no stack trace)
  });

  it('a file outside the site folder is an error, and nothing of it is published', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-outside-'));
    dirs.push(outside);
    fs.writeFileSync(path.join(outside, 'secret.css'), '.secret { color: red }\n');
    const dir = siteWith('css/linked.css', { 'css/site.css': "@import './linked-too.css';\n" });
    fs.symlinkSync(path.join(outside, 'secret.css'), path.join(dir, 'css/linked.css'));
    const r = await runCli(['--root', dir, 'build']);
    expect(r.code).toBe(1);
    expect(out(r)).toMatch(/theme\.customCss: the stylesheet "css\/linked\.css" lies outside the site's folder/);
    const up = await runCli(['--root', siteWith('../x.css'), 'check']);
    expect(out(up)).toMatch(/theme\.customCss: the stylesheet "\.\.\/x\.css" (lies outside|was not found)/);
    // An @import that leads out is refused too.
    const imported = siteWith('css/site.css', { 'css/site.css': "@import './linked.css';\n" });
    fs.symlinkSync(path.join(outside, 'secret.css'), path.join(imported, 'css/linked.css'));
    const i = await runCli(['--root', imported, 'build']);
    expect(i.code).toBe(1);
    expect(out(i)).toMatch(/css\/site\.css:1:\d+\s+.*secret\.css lies outside the site's folder/);
    expect(fs.existsSync(path.join(imported, 'build'))).toBe(false);
  }, 60_000);

  it('a syntax error or an @import that is not there is an error at its file and line', async () => {
    const r = await runCli(['--root', siteWith('css/site.css', { 'css/site.css': '.a {\n  color: red;\n.b { color: blue }\n' }), 'check']);
    expect(r.code).toBe(1);
    expect(out(r)).toMatch(/css\/site\.css:\d+(:\d+)?\s+.*Expected "\}"/);
    const missing = await runCli(['--root', siteWith('css/site.css', { 'css/site.css': '/* Colours. */\n@import "./gone.css";\n.a { color: red }\n' }), 'check']);
    expect(missing.code).toBe(1);
    expect(out(missing)).toMatch(/css\/site\.css:2(:\d+)?\s+.*gone\.css/);
  }, 60_000);
});

describe('docgen dev', () => {
  it('picks up an edit of the custom CSS', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-dev-styles-'));
    dirs.push(dir);
    fs.cpSync(path.join(repoRoot, 'test/fixtures/docusaurus-styles'), dir, { recursive: true });
    dev = await startDev(dir);
    const siteCss = async () => {
      const html = await (await fetch(`${dev!.origin}/docs/intro`)).text();
      const href = /<link rel="stylesheet" href="([^"]*\/assets\/site\/[^"]+)"/.exec(html)?.[1];
      return href ? (await fetch(`${dev!.origin}${href}`)).text() : '';
    };
    expect(await siteCss()).toContain('#2e8555');
    // (The watcher starts once a page is served.)
    await new Promise((r) => setTimeout(r, 1500));
    const file = path.join(dir, 'src/css/custom.css');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('--ifm-color-primary: #2e8555', '--ifm-color-primary: #123456'));
    await expect.poll(siteCss, { timeout: 20_000, interval: 300 }).toContain('#123456');
  }, 60_000);
});
