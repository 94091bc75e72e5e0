// A Docusaurus site's own theme components in its Markdown, in Chromium (test/fixtures/docusaurus-theme):
// its Admonition, which has state, is hydrated and folds its content away, on the page loaded and on
// one the client router brought in; its Details (around the theme's own) opens; its NavbarItem renders
// the navbar's items, their links following the page read (after a client navigation too, and in the
// mobile drawer); its SearchBar shows docgen's search button, which opens the search. No console
// problem (a hydration mismatch is one).
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, withWatchedPage, gotoHydrated, waitForRoute } from '../helpers/browser.ts';
import { servedFixture } from '../helpers/cli.ts';

const browser = useBrowser();
const { url } = servedFixture('docusaurus-theme');

/** Waits until React has taken over an admonition's button, clicks it, and gives what the admonition then shows. */
async function fold(page: Page, type: string): Promise<{ label: string; body: number }> {
  const selector = `.site-admonition--${type} .site-admonition-toggle`;
  await page.waitForFunction((s) => {
    const button = document.querySelector(s);
    return !!button && Object.keys(button).some((k) => k.startsWith('__react'));
  }, selector);
  await page.click(selector);
  return { label: (await page.textContent(selector)) ?? '', body: await page.locator(`.site-admonition--${type} .site-admonition-body`).count() };
}

describe("a Docusaurus site's own theme components in Chromium", () => {
  it('hydrates the Admonition of a Markdown admonition: its button folds the content away and back', async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'light' }, async ({ page }) => {
      await gotoHydrated(page, url('/docs/intro'));
      expect(await page.locator('.site-admonition--note .site-admonition-body').textContent()).toContain('An admonition with a title.');
      expect(await fold(page, 'note')).toEqual({ label: 'Unfold', body: 0 });
      await page.click('.site-admonition--note .site-admonition-toggle');
      expect(await page.locator('.site-admonition--note .site-admonition-body strong').textContent()).toBe('title');
      // The site's Details: docgen's own <details> inside, opened by its summary.
      const details = page.locator('.site-details > details');
      expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      await page.click('.site-details summary');
      expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      expect(await page.locator('.site-details details p').isVisible()).toBe(true);
      // Docusaurus' Details (theme-common), used by the page itself: its triangle and its summary,
      // a paragraph, on one line; opened, its text shows below a rule.
      const generic = page.locator('details.generic-details');
      const box = (selector: string) => page.locator(selector).evaluate((el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, height: r.height }; });
      const summary = await box('details.generic-details > summary');
      const paragraph = await box('details.generic-details > summary > p');
      expect(paragraph.top).toBeGreaterThanOrEqual(summary.top);
      expect(summary.height).toBeLessThan(paragraph.height * 1.5);
      expect(await page.locator('details.generic-details > summary').evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
      expect(await page.locator('details.generic-details > summary').evaluate((el) => getComputedStyle(el, '::before').borderLeftStyle)).toBe('solid');
      await page.click('details.generic-details > summary');
      expect(await generic.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      expect(await page.locator('details.generic-details > summary').evaluate((el) => getComputedStyle(el).borderBottomStyle)).toBe('solid');
      expect(await page.locator('details.generic-details > summary ~ p').textContent()).toBe('Text of the generic details.');
      expect(await page.locator('details.generic-details > summary ~ p').isVisible()).toBe(true);
    });
  });

  it("hydrates the navbar the site's NavbarItem rendered; its links follow the page on a client navigation", async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'light' }, async ({ page }) => {
      await gotoHydrated(page, url('/docs/intro'));
      const hrefs = () => page.$$eval('nav.navbar .site-mirror-link', (as) => as.map((a) => a.getAttribute('href')));
      expect(await hrefs()).toEqual(['/a/docs/intro', '/b/docs/intro']);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await page.hover('nav.navbar .dropdown');
      await page.click('nav.navbar .dropdown-menu a[href="/docs/second"]');
      await waitForRoute(page, url('/docs/second'));
      await page.waitForFunction(() => document.querySelector('nav.navbar .navbar-items-right .site-mirror-link')?.getAttribute('href') === '/b/docs/second');
      expect(await hrefs()).toEqual(['/a/docs/second', '/b/docs/second']);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(await page.locator('nav.navbar .dropdown-menu a[href="/docs/second"]').getAttribute('class')).toContain('active');
      // The site's SearchBar, docgen's search button inside it: it opens docgen's search.
      expect(await page.locator('nav.navbar .site-search-wrap .site-search-note').textContent()).toBe('Search the fixture');
      expect(await page.locator('nav.navbar .site-search-wrap .site-search-note').getAttribute('data-path')).toBe('/docs/second');
      await page.click('nav.navbar .site-search-wrap a.search-button');
      await page.waitForSelector('.search-modal input[type="search"]');
    });
  });

  it("renders the site's NavbarItem in the mobile drawer", async () => {
    await withWatchedPage(browser, { viewport: 'mobile', theme: 'light' }, async ({ page }) => {
      await gotoHydrated(page, url('/docs/second'));
      await page.click('.navbar-toggle');
      const mirror = page.locator('.navbar-drawer .navbar-drawer-primary a.site-mirror-link', { hasText: 'Mirror B' });
      expect(await mirror.getAttribute('href')).toBe('/b/docs/second');
    });
  });

  it('hydrates it on a page the client router brought in', async () => {
    await withWatchedPage(browser, { viewport: 'mobile', theme: 'dark' }, async ({ page }) => {
      await gotoHydrated(page, url('/docs/intro'));
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await page.click('.markdown a[href="/docs/second"]');
      await waitForRoute(page, url('/docs/second'));
      expect(await page.locator('.site-admonition--tip .site-admonition-title').textContent()).toBe('tip');
      expect(await fold(page, 'tip')).toEqual({ label: 'Unfold', body: 0 });
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    });
  });
});
