// docgen dev in Chromium: its pages hydrate and navigate on the client like built ones, with the
// site data the page carries (dev's client bundle is made before the site loads, without it); and
// run under the production Content-Security-Policy, live reload and problems overlay included. A
// load that fails shows in the overlay of the page left open, readable in light and dark, wide and
// narrow, and goes when the fix is saved; so does the error page of a site broken from the start.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { startDev, type Dev } from '../helpers/dev.ts';
import type { Page } from 'playwright-core';
import { useBrowser, openPage, gotoHydrated, waitForRoute, VIEWPORTS } from '../helpers/browser.ts';
import { axeViolations } from '../helpers/axe.ts';

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
      await waitForRoute(page, `${dev.origin}/base/docs/guide`);
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

/** How long a wait for dev to pick up a change may take (a bound, not a timing). */
const WAIT = { timeout: 10_000 };

/** Every colour mode and width the overlay must be readable in. */
const LOOKS = (['light', 'dark'] as const).flatMap((theme) => (['desktop', 'mobile'] as const).map((viewport) => ({ theme, viewport })));

/**
 * Shows a page as it looks in a colour mode and width: the mode as the site's switch sets it (on
 * the root element), and as the system sets it (what a page without the site's script follows).
 */
async function lookAs(page: Page, look: (typeof LOOKS)[number]): Promise<void> {
  await page.setViewportSize(VIEWPORTS[look.viewport]);
  await page.emulateMedia({ colorScheme: look.theme });
  await page.evaluate((theme) => document.documentElement.hasAttribute('data-theme') && document.documentElement.setAttribute('data-theme', theme), look.theme);
}

/**
 * Checks that the overlay can be read: it is in the colour mode asked for, axe finds no violation in
 * it (the contrast of every text, the button's included), nothing is cut off at the side, and the
 * Close button (where there is one: not on the page of a site that never loaded) stands out from
 * the overlay (3:1, as WCAG asks of a control's edges) and is in view.
 */
async function expectReadableOverlay(page: Page, look: (typeof LOOKS)[number]): Promise<void> {
  // (Its stylesheet is added by the dev script.)
  await expect.poll(() => page.$eval('#docgen-overlay', (el) => getComputedStyle(el).getPropertyValue('--o-bg'))).not.toBe('');
  expect(await axeViolations(page, '#docgen-overlay'), `${look.theme} ${look.viewport}`).toEqual([]);
  const button = await page.$eval('.docgen-overlay-close', (el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = ([r, g, b]: number[]) => [r, g, b].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const overlay = el.closest('#docgen-overlay')!;
    const box = el.getBoundingClientRect();
    const background = getComputedStyle(overlay).backgroundColor;
    return { dark: luminance(rgb(background)) < 0.2, shown: box.width > 0, against: ratio(getComputedStyle(el).backgroundColor, background), right: box.right, overflow: overlay.scrollWidth - overlay.clientWidth };
  });
  expect(button.dark, `${look.theme} ${look.viewport}`).toBe(look.theme === 'dark');
  expect(button.overflow).toBe(0);
  if (!button.shown) return;
  expect(button.against, `${look.theme} ${look.viewport}`).toBeGreaterThanOrEqual(3);
  expect(button.right).toBeLessThanOrEqual(VIEWPORTS[look.viewport].width);
}

describe('docgen dev in the browser, after a load that fails', () => {
  const browser = useBrowser();
  let dir = '';
  let dev: Dev | undefined;
  afterAll(() => {
    dev?.child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows a broken sidebar in the overlay of the page left open, over the last good site, readable in every look; the fix takes it away', async () => {
    dir = makeProject(minimalSite());
    dev = await startDev(dir);
    const sidebars = path.join(dir, 'content/sidebars.ts');
    const good = fs.readFileSync(sidebars, 'utf8');
    const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
    try {
      const listening = page.waitForResponse((r) => r.url().endsWith('/__docgen/events'));
      await gotoHydrated(page, `${dev.origin}/base/docs/guide`);
      await listening;
      fs.writeFileSync(sidebars, "export default { docs: ['intro', 'guide', 'gude'] };\n");
      // The page reloads by itself, and is still the guide.
      await page.waitForSelector('#docgen-overlay', WAIT);
      const overlay = await page.textContent('#docgen-overlay');
      expect(overlay).toContain('the site could not be reloaded');
      expect(overlay).toContain('content/sidebars.ts:1');
      expect(overlay).toContain('unknown doc id "gude"');
      expect(await page.textContent('.doc-article')).toContain('Text.');
      // Another page, opened in dark mode (the site's choice, kept in its storage), then looked at
      // in every mode and width.
      const other = await openPage(browser, { viewport: 'desktop', theme: 'dark' });
      try {
        await other.page.addInitScript(() => localStorage.setItem('theme', 'dark'));
        await other.page.goto(`${dev.origin}/base/docs/intro`);
        expect(await other.page.getAttribute('html', 'data-theme')).toBe('dark');
        for (const look of LOOKS) {
          await lookAs(other.page, look);
          await expectReadableOverlay(other.page, look);
        }
        await other.page.click('.docgen-overlay-close');
        expect(await other.page.$('#docgen-overlay')).toBeNull();
      } finally {
        await other.context.close();
      }
      fs.writeFileSync(sidebars, good);
      await page.waitForSelector('#docgen-overlay', { state: 'detached', ...WAIT });
      await page.waitForSelector('.doc-sidebar a[href="/base/docs/intro"]');
      expect(await page.textContent('.doc-article')).toContain('Text.');
      // (Page data answers 500 while the site is broken, so that a link loads the page in full with
      // its overlay: the console says so, nothing fails.)
      expect(problems.filter((p) => p.startsWith('uncaught'))).toEqual([]);
    } finally {
      fs.writeFileSync(sidebars, good);
      await context.close();
    }
  });

  it('serves a readable error page while the site has never loaded, and the site once the fix is saved', async () => {
    dev?.child.kill();
    const config = path.join(dir, 'config/site.config.ts');
    const good = fs.readFileSync(config, 'utf8');
    fs.writeFileSync(config, good.replace("title: 'Fixture Site'", 'title: 42'));
    dev = await startDev(dir);
    const { page, context } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
    try {
      // (The page is told it listens for reloads once changes are watched.)
      const listening = page.waitForResponse((r) => r.url().endsWith('/__docgen/events'));
      await page.goto(`${dev.origin}/base/docs/intro`);
      await listening;
      expect(await page.title()).toBe('docgen: the site cannot be loaded');
      expect(await page.textContent('h1')).toContain('the site cannot be loaded');
      expect(await page.textContent('#docgen-overlay')).toContain('config/site.config.ts');
      for (const look of LOOKS) {
        await lookAs(page, look);
        await expectReadableOverlay(page, look);
        // (The whole page: the overlay is all of it.)
        expect(await axeViolations(page), `${look.theme} ${look.viewport}`).toEqual([]);
      }
      fs.writeFileSync(config, good);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, WAIT);
      expect(await page.textContent('.doc-article')).toContain('Welcome.');
      expect(await page.$('#docgen-overlay')).toBeNull();
    } finally {
      fs.writeFileSync(config, good);
      await context.close();
    }
  });
});
