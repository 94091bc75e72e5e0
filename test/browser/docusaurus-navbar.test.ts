// A Docusaurus site's navbar and sidebar options in Chromium, served with the site's headers (its
// Content-Security-Policy on): the search box Docusaurus adds by itself opens the search modal,
// which asks Algolia (themeConfig.algolia); the colour-mode toggle it adds cycles the colours and
// the Prism themes colour the code; the navbar hides on scroll down (hideOnScroll); the sidebar
// hides and shows again (docs.sidebar.hideable) and opening a category closes its siblings
// (autoCollapseCategories); a dropdown whose label is a link.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { useBrowser, withWatchedPage, gotoHydrated, waitForRoute, searchInputReady } from '../helpers/browser.ts';
import { buildAndServe } from '../helpers/cli.ts';

const browser = useBrowser();
let dir = '';
let serve: { origin: string; stop: () => void } | undefined;

const theme = (plain: string, keyword: string) => `{ plain: { color: '${plain}', backgroundColor: '#101418' }, styles: [{ types: ['keyword'], style: { color: '${keyword}' } }] }`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-navbar-browser-'));
  const long = Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1} about the lamp and its light.`).join('\n\n');
  const files: Record<string, string> = {
    'docusaurus.config.js': `module.exports = {
  title: 'Lamp', url: 'https://lamp.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  themeConfig: {
    colorMode: { defaultMode: 'light' },
    algolia: { appId: 'LAMPAPP', apiKey: 'public-key', indexName: 'lamp' },
    docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
    prism: { theme: ${theme('#202020', 'rgb(170, 0, 0)')}, darkTheme: ${theme('#e0e0e0', 'rgb(0, 170, 0)')} },
    navbar: {
      title: 'Lamp', hideOnScroll: true,
      items: [
        { type: 'doc', docId: 'intro', label: 'Guide', position: 'left' },
        { type: 'dropdown', label: 'Shades', to: '/docs/shades/linen', position: 'left', items: [{ label: 'Linen', to: '/docs/shades/linen' }, { label: 'Paper', to: '/docs/shades/paper' }] },
      ],
    },
  },
};
`,
    'sidebars.js': "module.exports = { guide: ['intro', { type: 'category', label: 'Shades', collapsed: true, items: ['shades/linen', 'shades/paper'] }, { type: 'category', label: 'Bulbs', collapsed: true, items: ['bulbs/led'] }] };\n",
    'docs/intro.md': `# The lamp\n\n\`\`\`java\nint watts = 60;\n\`\`\`\n\n${long}\n`,
    'docs/shades/linen.md': '# Linen\n\nSoft light.\n',
    'docs/shades/paper.md': '# Paper\n\nWarm light.\n',
    'docs/bulbs/led.md': '# LED\n\nLittle heat.\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  serve = await buildAndServe(dir);
}, 180_000);

afterAll(() => {
  serve?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const url = (p: string) => `${serve!.origin}${p}`;
const keywordColour = (page: Page) => page.locator('.doc-article .token.keyword').first().evaluate((el) => getComputedStyle(el).color);

describe("a Docusaurus site's navbar and sidebar in Chromium", () => {
  it('opens the search modal from the search box Docusaurus adds, and asks Algolia', async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'light' }, async ({ page }) => {
      const queries: string[] = [];
      await page.route('https://lampapp-dsn.algolia.net/**', async (route) => {
        queries.push(JSON.parse(route.request().postData() ?? '{}').query);
        await route.fulfill({ contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify({ nbHits: 1, hits: [{ url: `${serve!.origin}/docs/shades/paper`, content: 'Warm light.', hierarchy: { lvl0: 'Shades', lvl1: 'Paper' }, type: 'content' }] }) });
      });
      await gotoHydrated(page, url('/docs/intro'));
      await page.click('.navbar-items-right .search-button');
      await searchInputReady(page);
      await page.keyboard.type('warm');
      await page.waitForSelector('.search-groups .search-hit');
      expect(queries).toContain('warm');
      expect(await page.locator('.search-groups .search-hit').first().textContent()).toContain('Paper');
    });
  });

  it('cycles the colour mode with the toggle Docusaurus adds, and colours the code with the Prism themes', async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'light' }, async ({ page }) => {
      await gotoHydrated(page, url('/docs/intro'));
      expect(await keywordColour(page)).toBe('rgb(170, 0, 0)');
      await page.click('.navbar-items-right .color-mode-toggle');
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      expect(await keywordColour(page)).toBe('rgb(0, 170, 0)');
    });
  });

  it('hides the navbar while scrolling down and shows it on the way up', async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'light' }, async ({ page }) => {
      await gotoHydrated(page, url('/docs/intro'));
      const navbarTop = () => page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
      await page.mouse.wheel(0, 600);
      await expect.poll(navbarTop).toBeLessThanOrEqual(0);
      await page.mouse.wheel(0, -200);
      await expect.poll(navbarTop).toBeGreaterThan(0);
    });
  });

  it('hides the sidebar and shows it again, across client navigations', async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'light' }, async ({ page }) => {
      await gotoHydrated(page, url('/docs/intro'));
      const width = () => page.locator('aside.doc-sidebar').evaluate((el) => el.getBoundingClientRect().width);
      expect(await width()).toBeGreaterThan(200);
      await page.click('button.sidebar-collapse');
      await page.waitForSelector('button.sidebar-expand', { state: 'visible' });
      expect(await width()).toBeLessThan(40);
      expect(await page.locator('aside.doc-sidebar nav.menu').isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Expand sidebar');
      // Still hidden on the next page (the router keeps the choice).
      await page.click('.dropdown-toggle-link a');
      await waitForRoute(page, '**/docs/shades/linen');
      expect(await page.locator('button.sidebar-expand').isVisible()).toBe(true);
      await page.click('button.sidebar-expand');
      await page.waitForSelector('aside.doc-sidebar nav.menu', { state: 'visible' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Collapse sidebar');
      expect(await width()).toBeGreaterThan(200);
    });
  });

  it('closes the other categories when one opens (autoCollapseCategories)', async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'light' }, async ({ page }) => {
      await gotoHydrated(page, url('/docs/shades/linen'));
      const expanded = (label: string) => page.locator('.doc-sidebar .menu-category-label', { hasText: label }).getAttribute('aria-expanded');
      expect(await expanded('Shades')).toBe('true');
      expect(await expanded('Bulbs')).toBe('false');
      await page.click('.doc-sidebar button.menu-category-label:has-text("Bulbs")');
      await expect.poll(() => expanded('Bulbs')).toBe('true');
      await expect.poll(() => expanded('Shades')).toBe('false');
    });
  });

  it('opens a dropdown whose label is a link with its caret, and follows the label', async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'light' }, async ({ page }) => {
      await gotoHydrated(page, url('/docs/intro'));
      await page.focus('.dropdown-toggle-link button');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.dropdown[data-open="true"] .dropdown-link:has-text("Paper")');
      await page.keyboard.press('Escape');
      await page.click('.dropdown-toggle-link a');
      await waitForRoute(page, '**/docs/shades/linen');
      expect(await page.locator('.doc-article h1').textContent()).toBe('Linen');
    });
  });
});
