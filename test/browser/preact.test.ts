// The browser runtimes. By default a site's pages run React itself; `client.runtime: 'preact'`
// builds the same theme on preact/compat. The main browser suite runs on React (our site); this is
// the smoke run of the key interactions on Preact: hydration without a problem, client navigation,
// the colour mode, tabs remembered by group, and search.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, gotoHydrated, waitForRoute, searchInputReady } from '../helpers/browser.ts';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli, startServe } from '../helpers/cli.ts';
import { firstLoadJs } from '../helpers/sizes.ts';

const browser = useBrowser();
const servers: { origin: string; stop: () => void }[] = [];
const dirs: string[] = [];
let preact: { origin: string; dir: string };
let react: { origin: string; dir: string };

const pages = {
  'content/docs/intro.md': '---\ntitle: Intro\n---\n\nWelcome. See [the guide](./guide.md#setup).\n\n```xml tab="Maven"\n<dependency/>\n```\n\n```groovy tab="Gradle"\nimplementation(x)\n```\n',
  'content/docs/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\nInstall the widget launcher first.\n\n```xml tab="Maven"\n<dependency/>\n```\n\n```groovy tab="Gradle"\nimplementation(x)\n```\n',
};

async function site(runtime: 'react' | 'preact'): Promise<{ origin: string; dir: string }> {
  const dir = makeProject(minimalSite(pages));
  dirs.push(dir);
  const config = path.join(dir, 'config/site.config.ts');
  const text = fs
    .readFileSync(config, 'utf8')
    .replace("docs: { lastVersion: 'current' },", `docs: { lastVersion: 'current' },\n  client: { runtime: '${runtime}' },`)
    .replace("items: [{ type: 'doc', docId: 'intro', label: 'Docs' }]", "items: [{ type: 'doc', docId: 'intro', label: 'Docs' }, { type: 'search', position: 'right' }, { type: 'colorModeToggle', position: 'right' }]");
  fs.writeFileSync(config, text);
  const r = await runCli(['--root', dir, 'build'], { timeoutMs: 120_000 });
  expect(r.code, r.stderr).toBe(0);
  const serve = await startServe(['--dir', 'build'], { cwd: dir });
  servers.push(serve);
  return { origin: serve.origin, dir };
}

beforeAll(async () => {
  [preact, react] = await Promise.all([site('preact'), site('react')]);
}, 180_000);

afterAll(() => {
  servers.forEach((s) => s.stop());
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

/** The text of a page's first-load scripts. */
const scriptsOf = (dir: string) =>
  firstLoadJs(path.join(dir, 'build'), '/base/', 'docs/intro.html')
    .files.map((f) => fs.readFileSync(path.join(dir, 'build', f), 'utf8'))
    .join('\n');

describe('the browser runtime', () => {
  it('is React by default and Preact when the config says so, each a fraction of the bytes it was', () => {
    // (React DOM's production build names its errors by number; Preact has no such thing.)
    expect(scriptsOf(react.dir)).toContain('https://react.dev/errors/');
    expect(scriptsOf(preact.dir)).not.toContain('https://react.dev/errors/');
    const reactJs = firstLoadJs(path.join(react.dir, 'build'), '/base/', 'docs/intro.html').gzip;
    const preactJs = firstLoadJs(path.join(preact.dir, 'build'), '/base/', 'docs/intro.html').gzip;
    expect(preactJs).toBeLessThan(reactJs / 2);
  });

  it('on Preact: hydrates, navigates, switches colour mode and tabs, and searches', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
    try {
      await gotoHydrated(page, `${preact.origin}/base/docs/intro`);
      // Tabs by group, remembered on the next page.
      await page.locator('.tabs-tab', { hasText: 'Gradle' }).first().click();
      expect(await page.locator('.tabs-tab[aria-selected="true"]').first().textContent()).toBe('Gradle');
      // Client navigation to an anchor of another page.
      await page.locator('.markdown a', { hasText: 'the guide' }).click();
      await waitForRoute(page, '**/docs/guide#setup');
      expect(await page.locator('h1').textContent()).toContain('Guide');
      await expect.poll(() => page.locator('.tabs-tab[aria-selected="true"]').first().textContent()).toBe('Gradle');
      // Colour mode.
      await page.locator('.navbar-inner .color-mode-toggle').click();
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      // Search.
      await page.keyboard.press('Control+k');
      await searchInputReady(page);
      await page.keyboard.type('widget launcher');
      await expect.poll(() => page.locator('.search-hit [role="option"]').first().getAttribute('href')).toMatch(/\/base\/docs\/guide/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
