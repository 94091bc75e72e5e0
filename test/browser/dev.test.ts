// docgen dev in Chromium: its pages hydrate and navigate on the client like built ones, with the
// site data the page carries (dev's client bundle is made before the site loads, without it).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { startDev, type Dev } from '../helpers/dev.ts';
import { useBrowser, openPage, gotoHydrated } from '../helpers/browser.ts';

describe('docgen dev in the browser', () => {
  const browser = useBrowser();
  let dir = '';
  let dev: Dev;
  beforeAll(async () => {
    dir = makeProject(minimalSite());
    dev = await startDev(dir);
  });
  afterAll(() => {
    dev?.child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('hydrates a page and follows a sidebar link without reloading, titled from the site data', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
    try {
      await gotoHydrated(page, `${dev.origin}/base/docs/intro`);
      expect(await page.title()).toBe('Intro | Fixture Site');
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.click('.doc-sidebar a[href="/base/docs/guide"]');
      await page.waitForURL(`${dev.origin}/base/docs/guide`);
      await page.waitForSelector('.doc-article h2#setup');
      // The title is made on the client from the site data the page carried.
      await page.waitForFunction(() => document.title === 'Guide | Fixture Site');
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(await page.textContent('.navbar')).toContain('Fixture');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
