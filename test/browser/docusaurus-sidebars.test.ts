// A versioned Docusaurus-style docs tree (test/helpers/versioned-site.ts) in Chromium: the navbar's
// version dropdown switches to the same doc in another version, and a category's generated index
// page shows its cards and leads on through them. Screenshots of a generated index page (desktop
// light, mobile dark) go to DOCGEN_SCREENSHOTS when it is set, for a look by eye.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, gotoHydrated, waitForRoute } from '../helpers/browser.ts';
import { buildAndServe } from '../helpers/cli.ts';
import { makeVersionedSite } from '../helpers/versioned-site.ts';

const browser = useBrowser();
let dir = '';
let serve: { origin: string; stop: () => void } | undefined;

beforeAll(async () => {
  dir = makeVersionedSite();
  serve = await buildAndServe(dir);
}, 180_000);

afterAll(() => {
  serve?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const shots = process.env.DOCGEN_SCREENSHOTS;

describe('versions and category pages in Chromium', () => {
  it('the version dropdown leads to the same doc in the version picked, and to the main doc where it is missing', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
    try {
      await gotoHydrated(page, `${serve!.origin}/docs/next/topics/guides/holidays`);
      const dropdown = page.locator('.navbar .docs-version-dropdown');
      expect((await dropdown.locator('.dropdown-toggle').textContent())?.trim()).toBe('Next');
      await dropdown.locator('.dropdown-toggle').click();
      await dropdown.locator('.dropdown-menu').waitFor({ state: 'visible' });
      await dropdown.getByRole('link', { name: '2.0', exact: true }).click();
      await waitForRoute(page, `${serve!.origin}/docs/topics/guides/holidays`);
      await page.waitForFunction(() => document.querySelector('.navbar .docs-version-dropdown .dropdown-toggle')?.textContent?.trim() === '2.0');
      expect(await page.locator('.doc-article h1').textContent()).toBe('Holiday mode');
      expect(await page.locator('.doc-article').textContent()).toContain('Lamps follow a random pattern');
      // The dropdown now marks 2.0 and leads back to the same doc in Next. (Its menu may be open or
      // closed by now, as the pointer left it: the links are read whether shown or not.)
      expect(await dropdown.locator('.dropdown-link.active').textContent()).toBe('2.0');
      expect(await dropdown.locator('.dropdown-link').filter({ hasText: /^Next$/ }).getAttribute('href')).toBe('/docs/next/topics/guides/holidays');
      // 1.0 has no such doc: its entry leads to its main doc.
      // (The pointer moves off first: a menu open by hover would close under it as the toggle is clicked.)
      await page.mouse.move(5, 400);
      await dropdown.locator('.dropdown-menu').waitFor({ state: 'hidden' });
      await dropdown.locator('.dropdown-toggle').click();
      await dropdown.locator('.dropdown-menu').waitFor({ state: 'visible' });
      await dropdown.getByRole('link', { name: '1.0', exact: true }).click();
      await waitForRoute(page, `${serve!.origin}/docs/1.0/intro`);
      expect(await page.locator('.doc-article').textContent()).toContain('Lumen 1.0 had one lamp.');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a category's generated index page shows its cards, and a card leads to its doc", async () => {
    for (const [viewport, theme] of [['desktop', 'light'], ['mobile', 'dark']] as const) {
      const { page, context, problems } = await openPage(browser, { viewport, theme });
      try {
        // Arriving from a doc by the sidebar (a client navigation), on desktop.
        if (viewport === 'desktop') {
          await gotoHydrated(page, `${serve!.origin}/docs/next/intro`);
          await page.locator('.doc-sidebar a.menu-category-label', { hasText: 'Basics' }).click();
          await waitForRoute(page, `${serve!.origin}/docs/next/category/basics`);
        } else await gotoHydrated(page, `${serve!.origin}/docs/next/category/basics`);
        await page.locator('.doc-article h1', { hasText: 'Basics' }).waitFor();
        expect(await page.locator('.index-description').textContent()).toBe('Everything to get the first lamp going.');
        const cards = page.locator('.card-grid .link-card');
        expect(await cards.count()).toBe(3);
        // Cards are laid out side by side on desktop, one a row on a phone.
        const boxes = await Promise.all([0, 1].map((i) => cards.nth(i).boundingBox()));
        if (viewport === 'desktop') expect(boxes[1]!.y).toBe(boxes[0]!.y);
        else expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
        for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual((viewport === 'desktop' ? 1280 : 390) + 0.5);
        // Nothing sticks out sideways (a right-hand dropdown's menu opens leftwards).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport === 'desktop' ? 1280 : 390);
        if (shots) {
          fs.mkdirSync(shots, { recursive: true });
          await page.screenshot({ path: path.join(shots, `generated-index-${viewport}-${theme}.png`), fullPage: true });
        }
        await cards.filter({ hasText: 'Install Lumen' }).click();
        await waitForRoute(page, `${serve!.origin}/docs/next/basics/install`);
        expect(await page.locator('.doc-article h1').textContent()).toBe('Install Lumen');
        // Its breadcrumbs lead back to the category's page.
        expect(await page.locator('.breadcrumbs a', { hasText: 'Basics' }).getAttribute('href')).toBe('/docs/next/category/basics');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
