// docgen dev in Chromium: its pages hydrate and navigate on the client like built ones, with the
// site data the page carries (dev's client bundle is made before the site loads, without it); and
// run under the production Content-Security-Policy, live reload and problems overlay included.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { startDev, type Dev } from '../helpers/dev.ts';
import { useBrowser, openPage, gotoHydrated } from '../helpers/browser.ts';

describe('docgen dev in the browser', () => {
  const browser = useBrowser();
  let dir = '';
  let dev: Dev;
  beforeAll(async () => {
    dir = makeProject(minimalSite({ 'content/docs/broken.md': '---\ntitle: Broken\n---\n\nSee [gone](./gone.md).\n' }));
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

  it('runs under the production Content-Security-Policy: the overlay is styled and live reload works, with no violation', async () => {
    const { page, context } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { cspViolations: string[] };
        w.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      const response = await page.goto(`${dev.origin}/base/docs/broken`);
      expect(response!.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
      await page.waitForSelector('#docgen-overlay');
      await expect.poll(() => page.$eval('#docgen-overlay', (el) => getComputedStyle(el).position)).toBe('fixed');
      // Live reload: an edit of the page reloads it.
      await gotoHydrated(page, `${dev.origin}/base/docs/intro`);
      const file = path.join(dir, 'content/docs/intro.md');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Welcome.', 'Welcome back.'));
      await page.waitForFunction(() => document.body.textContent?.includes('Welcome back.'), undefined, { timeout: 10_000 });
      expect(await violations()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
