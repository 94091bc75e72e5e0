// A Docusaurus site's blog in Chromium (test/fixtures/docusaurus-blog): the list, a post and a tag
// page at 1280 and 390 pixels, light and dark — the recent-posts sidebar beside the content on a
// wide screen and under it on a narrow one, nothing wider than the screen, the colour scheme
// followed, authors' pictures from their own site shown (the CSP allows them) — and the client
// router taking a reader from the list to a post ("Read more") and on to a tag page.
import { describe, it, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, withWatchedPage, gotoHydrated, waitForRoute, VIEWPORTS } from '../helpers/browser.ts';
import { servedFixture } from '../helpers/cli.ts';

const browser = useBrowser();
const { url } = servedFixture('docusaurus-blog');

// (A 1×1 PNG, standing in for the author's picture on their own site.)
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const servePictures = (page: Page) => page.route('https://example.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PICTURE }));

/** Where the sidebar is against the content column, and whether anything is wider than the screen. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const box = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
    const sidebar = box('.blog-sidebar');
    const column = box('.doc-column');
    return { sidebarLeftOfColumn: sidebar.right <= column.left, sidebarBelowColumn: sidebar.top >= column.bottom, overflow: document.documentElement.scrollWidth - window.innerWidth, text: getComputedStyle(document.querySelector('h1, .blog-post-title')!).color };
  });

const pages = [
  ['the list', '/blog', '.blog-list-item'],
  ['a post', '/blog/2024/03/10/welcome', 'article.blog-post'],
  ['a tag page', '/blog/tags/community', '.blog-list-item'],
] as const;

describe("a Docusaurus site's blog in Chromium", () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`lays out the list, a post and a tag page at ${VIEWPORTS[viewport].width} px, light and dark`, async () => {
      const backgrounds: Record<string, string> = {};
      for (const theme of ['light', 'dark'] as const) {
        await withWatchedPage(browser, { viewport, theme }, async ({ page }) => {
          await servePictures(page);
          for (const [name, path, content] of pages) {
            await gotoHydrated(page, url(path));
            expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
            await page.waitForSelector(content);
            // (Hydrated from data without the posts' HTML: the HTML is taken from the page, not lost.)
            expect(await page.locator(`${content} > .markdown`).first().textContent(), name).toMatch(/\w{4,}/);
            const l = await layout(page);
            expect(l.overflow, `${name}: wider than the screen`).toBeLessThanOrEqual(0);
            if (viewport === 'desktop') expect(l.sidebarLeftOfColumn, `${name}: sidebar beside the content`).toBe(true);
            else expect(l.sidebarBelowColumn, `${name}: sidebar under the content`).toBe(true);
            backgrounds[theme] = l.text;
          }
          // The authors' pictures load from their own site.
          await page.goto(url('/blog/2024/03/10/welcome'));
          const picture = page.locator('.blog-author-image').first();
          await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
        });
      }
      expect(backgrounds.light).not.toBe(backgrounds.dark);
    });
  }

  it('takes a reader from the list to a post ("Read more") and on to a tag page without a full load', async () => {
    await withWatchedPage(browser, { viewport: 'desktop', theme: 'light' }, async ({ page }) => {
      await servePictures(page);
      await gotoHydrated(page, url('/blog'));
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await page.click('.blog-list-item .blog-read-more');
      await waitForRoute(page, url('/blog/2024/03/10/welcome'));
      await expect.poll(() => page.locator('h1').textContent()).toBe('Welcome to the blog');
      expect(await page.locator('.markdown h2').first().textContent()).toMatch(/^What to expect/);
      // Back to the list, rendered again from the data it was hydrated with: its excerpts are all there.
      await page.goBack();
      await waitForRoute(page, url('/blog'));
      await expect.poll(() => page.locator('.blog-list-item > .markdown').allTextContents()).toEqual([expect.stringContaining('This blog is where the team writes'), expect.stringContaining('Version 2.0 is out')]);
      await page.goForward();
      await waitForRoute(page, url('/blog/2024/03/10/welcome'));
      await page.click('.blog-post-footer .blog-tag');
      await waitForRoute(page, url('/blog/tags/community'));
      await expect.poll(() => page.locator('h1').textContent()).toBe('2 posts tagged with "Community"');
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(await page.title()).toMatch(/Community/);
    });
  });
});
