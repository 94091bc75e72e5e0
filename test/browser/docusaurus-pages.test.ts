// A Docusaurus site's own pages in Chromium (test/fixtures/docusaurus-pages): a React page with
// state hydrates and works, loaded directly and after the client router brought it in from a doc;
// the site's own theme component shows both ways; an unknown address shows the site's not-found
// page. No console problem on the way.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, withWatchedPage, gotoHydrated, waitForRoute } from '../helpers/browser.ts';
import { servedFixture } from '../helpers/cli.ts';

const browser = useBrowser();
const { url } = servedFixture('docusaurus-pages');

/** Waits until React has taken over the counter (its button has React's handlers), then clicks it `times` times. */
async function clickCounter(page: Page, times: number): Promise<string> {
  await page.waitForFunction(() => {
    const button = document.querySelector('#counter');
    return !!button && Object.keys(button).some((k) => k.startsWith('__react'));
  });
  for (let i = 0; i < times; i++) await page.click('#counter');
  return (await page.textContent('#counter')) ?? '';
}

describe("a Docusaurus site's own pages in Chromium", () => {
  it('hydrates a React page with state: its counter counts', async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'light' }, async ({ page }) => {
      await gotoHydrated(page, url('/counter'));
      expect(await clickCounter(page, 2)).toBe('Clicked 2 times');
      expect(await page.locator('.site-badge').textContent()).toBe('swizzled badge');
    });
  });

  it('brings the page in by the client router from a doc, its theme component and behaviour with it', async () => {
    await withWatchedPage(browser, { viewport: 'mobile', theme: 'dark' }, async ({ page }) => {
      await gotoHydrated(page, url('/docs/intro'));
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await page.click('.markdown a[href="/counter"]');
      await waitForRoute(page, url('/counter'));
      expect(await clickCounter(page, 3)).toBe('Clicked 3 times');
      expect(await page.locator('.site-badge').textContent()).toBe('swizzled badge');
      // (The same document: the router brought the page in, no full load.)
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      // And back to a page without a script of its own.
      await page.goBack();
      await waitForRoute(page, url('/docs/intro'));
      await page.click('.markdown a[href="/"]');
      await waitForRoute(page, url('/'));
      expect(await page.locator('.heading-wrapper > h2').textContent()).toBe('Features');
    });
  });

  it("styles Infima's hero and button with the page's CSS module over Infima, and the button with Infima's colours over docgen's links", async () => {
    for (const theme of ['light', 'dark'] as const) {
      await withWatchedPage(browser, { viewport: 'desktop', theme }, async ({ page }) => {
        await gotoHydrated(page, url('/'));
        const style = (selector: string, property: string) => page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
        // The module's background and colour, not .hero--primary's (Infima's primary colour, black text in dark mode).
        expect(await style('header.hero', 'background-image')).toBe('linear-gradient(170deg, rgb(26, 29, 35), rgb(30, 43, 31))');
        expect(await style('header.hero', 'color')).toBe('rgb(250, 250, 250)');
        expect(await style('header.hero', 'padding-top')).toBe('32px');
        const button = 'header.hero a.button--primary';
        expect(await style(button, 'border-top-left-radius')).toBe('0px');
        // Infima's button: its primary background and white text, no underline (not docgen's link colour).
        expect(await style(button, 'color')).toBe('rgb(255, 255, 255)');
        expect(await style(button, 'background-color')).toBe(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim()).then((hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`));
        expect(await style(button, 'text-decoration-line')).toBe('none');
      });
    }
  });

  it("runs the config's scripts and head tags under the Content-Security-Policy (no violation)", async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'light' }, async ({ page }) => {
      await gotoHydrated(page, url('/sub/about'));
      expect(await page.evaluate(() => document.documentElement.dataset.siteScript)).toBe('ran');
      expect(await page.evaluate(() => (window as unknown as { fixtureInline?: string }).fixtureInline)).toBe('ran');
      expect(await page.locator('meta[name="fixture-meta"]').getAttribute('content')).toBe('from headTags');
    });
  });

  it('loads the client module on every page and tells it of each route change, the first page too', async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'dark' }, async ({ page }) => {
      await gotoHydrated(page, url('/docs/intro'));
      await page.waitForFunction(() => document.documentElement.dataset.clientModule === 'loaded');
      expect(await page.evaluate(() => document.documentElement.dataset.routes)).toBe('->/docs/intro;');
      await page.click('.markdown a[href="/sub/about"]');
      await waitForRoute(page, url('/sub/about'));
      await page.waitForFunction(() => (document.documentElement.dataset.routes ?? '').includes('/sub/about'));
      expect(await page.evaluate(() => document.documentElement.dataset.routes)).toBe('->/docs/intro;/docs/intro>/sub/about;');
    });
  });

  it("shows the site's own not-found page at an unknown address", async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'dark', allow: /status of 404/ }, async ({ page }) => {
      const response = await page.goto(url('/no/such/page'));
      expect(response!.status()).toBe(404);
      expect(await page.locator('h1.site-not-found').textContent()).toBe('Nothing at this address');
    });
  });
});
