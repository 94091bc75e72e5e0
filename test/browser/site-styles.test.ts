// A Docusaurus site's look in Chromium (test/fixtures/docusaurus-styles): its custom CSS (the
// classic preset's theme.customCss) sets Infima's primary colour, light and dark, and docgen's theme
// takes it (links in a doc); Infima's classes work in its pages; the site's stylesheet comes after
// docgen's theme, Infima before it; a file its CSS names in url() is served; docgen's navbar keeps
// its own look with Infima loaded.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, withWatchedPage, gotoHydrated } from '../helpers/browser.ts';
import { servedFixture } from '../helpers/cli.ts';

const browser = useBrowser();
const { url } = servedFixture('docusaurus-styles');
const style = (page: Page, selector: string, property: string) => page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
const setTheme = (page: Page, theme: 'light' | 'dark') => page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);

describe("a Docusaurus site's custom CSS and Infima", () => {
  it("colours a doc's links with the site's --ifm-color-primary, and with its dark one in dark mode", async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'light' }, async ({ page }) => {
      await gotoHydrated(page, url('/docs/intro'));
      const link = '.markdown p a[href$="/docs/fronds"]';
      // (Polled: a link's colour changes with a transition.)
      await setTheme(page, 'light');
      await expect.poll(() => style(page, link, 'color')).toBe('rgb(46, 133, 85)'); // #2e8555
      await setTheme(page, 'dark');
      await expect.poll(() => style(page, link, 'color')).toBe('rgb(37, 194, 160)'); // #25c2a0
      // The sidebar's active item too: docgen's theme, recoloured.
      await expect.poll(() => style(page, '.doc-sidebar .menu a[aria-current="page"]', 'color')).toBe('rgb(37, 194, 160)');
    });
  });

  it("gives Infima's classes their Infima styles in a doc, and leaves docgen's navbar and sidebar as they were", async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'light' }, async ({ page }) => {
      await gotoHydrated(page, url('/docs/intro'));
      await setTheme(page, 'light');
      expect(await style(page, '.margin-top--lg', 'margin-top')).toBe('32px');
      expect(await style(page, '.text--center', 'text-align')).toBe('center');
      const button = '.markdown a.button--primary';
      expect(await style(page, button, 'background-color')).toBe('rgb(46, 133, 85)');
      expect(await style(page, button, 'color')).toBe('rgb(255, 255, 255)');
      expect(await style(page, button, 'font-size')).toBe('18.9px'); // .button--lg: 0.875rem × Infima's multiplier 1.35
      // docgen's own navbar and sidebar keep their look: Infima's rules for its classes are left out, the rest is in a layer under docgen's theme.
      expect(await page.locator('.navbar').first().evaluate((el) => el.getBoundingClientRect().height)).toBe(60);
      expect(await style(page, '.doc-sidebar .menu', 'font-weight')).toBe('400');
      expect(await style(page, 'body', 'background-color')).toBe('rgb(255, 255, 255)');
    });
  });

  it("links Infima, docgen's theme and the site's stylesheet in that order, and serves the files its CSS names", async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'light' }, async ({ page }) => {
      await gotoHydrated(page, url('/docs/intro'));
      const sheets = await page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => (l as HTMLLinkElement).getAttribute('href')!));
      const at = (re: RegExp) => sheets.findIndex((s) => re.test(s));
      expect(at(/\/assets\/infima\//), sheets.join(' ')).toBeGreaterThanOrEqual(0);
      expect(at(/\/assets\/infima\//)).toBeLessThan(at(/\/assets\/theme-/));
      expect(at(/\/assets\/theme-/)).toBeLessThan(at(/\/assets\/site\//));
      expect(at(/\/assets\/site\//)).toBe(sheets.length - 1);
      const leaf = await style(page, '.leaf', 'background-image');
      const src = /url\("(.+)"\)/.exec(leaf)?.[1];
      expect(src, leaf).toMatch(/\/assets\/site\/leaf-[A-Z0-9]+\.svg$/);
      expect((await page.request.get(src!)).status()).toBe(200);
    });
  });

});
