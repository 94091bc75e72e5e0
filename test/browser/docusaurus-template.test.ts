// Docusaurus' own site template (create-docusaurus, templates/shared/docs), built unchanged and
// served with the site's headers (its Content-Security-Policy on): every page loads and hydrates in
// Chromium without a problem, and what its MDX asks for shows — the page-defined component's
// inline colours, highlighted code lines, admonitions.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, gotoHydrated } from '../helpers/browser.ts';
import { buildAndServe } from '../helpers/cli.ts';
import { templateDocsProject } from '../helpers/docusaurus-template.ts';

const browser = useBrowser();
let dir = '';
let serve: { origin: string; stop: () => void } | undefined;

beforeAll(async () => {
  dir = templateDocsProject('docgen-docusaurus-browser-');
  serve = await buildAndServe(dir);
}, 180_000);

afterAll(() => {
  serve?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("Docusaurus' site template in Chromium", () => {
  it('loads and hydrates every page without a problem, on desktop and mobile, light and dark', async () => {
    const pages = fs
      .readdirSync(path.join(dir, 'build/docs'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html'))
      .map((f) => `/docs/${f.replace(/\.html$/, '')}`);
    expect(pages.length).toBeGreaterThanOrEqual(9);
    for (const [viewport, theme] of [['desktop', 'light'], ['mobile', 'dark']] as const) {
      const { page, context, problems } = await openPage(browser, { viewport, theme });
      try {
        for (const p of pages) {
          await gotoHydrated(page, `${serve!.origin}${p}`);
          expect(await page.locator('.doc-article h1').count(), p).toBe(1);
        }
        // A navbar with a title and no logo keeps its title on a phone too.
        expect(await page.locator('.navbar-brand .navbar-title').isVisible()).toBe(true);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('shows what the MDX asks for: the inline colours of its component, highlighted lines, admonitions', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
    try {
      await gotoHydrated(page, `${serve!.origin}/docs/tutorial-basics/markdown-features`);
      const highlight = page.locator('.doc-article p > span', { hasText: 'Docusaurus green' });
      expect(await highlight.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(37, 194, 160)');
      expect(await page.locator('.doc-article .code-line.highlight-line').count()).toBeGreaterThan(0);
      expect(await page.locator('.doc-article .admonition').count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
