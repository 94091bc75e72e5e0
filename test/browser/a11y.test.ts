// Accessibility: axe-core (WCAG 2.2 A/AA and best practices) finds no violation on any page type,
// in light and dark, at 1280px and 390px, including the open search modal and the mobile menu.
import { describe, it, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, openPage, searchInputReady } from '../helpers/browser.ts';
import { axeViolations } from '../helpers/axe.ts';

const origin = inject('siteOrigin');
const browser = useBrowser();

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

/** Each state to check: a URL and what to do once it has hydrated. */
const states: { name: string; url: string; status?: number; prepare?: (page: Page, viewport: string) => Promise<void> }[] = [
  { name: 'home', url: '/java/' },
  { name: 'guide', url: '/java/docs/locators' },
  { name: 'guide (next)', url: '/java/docs/next/intro' },
  { name: 'guide in no sidebar', url: '/java/docs/getting-started-cli' },
  { name: 'API page', url: '/java/docs/api/class-page' },
  {
    name: 'search page with results',
    url: '/java/search?q=screenshot',
    prepare: async (page) => {
      await page.waitForSelector('.search-page-hit');
    },
  },
  {
    name: 'search modal open with results',
    url: '/java/docs/intro',
    prepare: async (page) => {
      await page.click('.navbar-inner .search-button');
      await searchInputReady(page);
      await page.keyboard.type('locator');
      await page.waitForSelector('.search-hit');
    },
  },
  { name: 'community page', url: '/java/community/welcome' },
  { name: 'community index', url: '/java/community' },
  { name: 'ambassadors', url: '/java/community/ambassadors' },
  { name: 'video page', url: '/java/community/feature-videos' },
  { name: 'not found', url: '/java/no-such-page', status: 404 },
  {
    name: 'mobile menu open',
    url: '/java/docs/intro',
    prepare: async (page, viewport) => {
      if (viewport !== 'mobile') return;
      await page.click('.navbar-toggle');
      await page.waitForSelector('.navbar-drawer-secondary');
      // Colours are checked once the drawer has slid in, not halfway through its animation.
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    },
  },
];

for (const viewport of ['desktop', 'mobile'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    describe(`axe at ${viewport === 'desktop' ? 1280 : 390}px, ${theme}`, () => {
      it('no violation on any page type', { timeout: 240_000 }, async () => {
        const { page, context, problems } = await openPage(browser, { viewport, theme });
        const found: string[] = [];
        try {
          for (const state of states) {
            if (state.name === 'mobile menu open' && viewport !== 'mobile') continue;
            const response = await page.goto(origin + state.url);
            expect(response!.status(), state.url).toBe(state.status ?? 200);
            await hydrated(page);
            expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
            await state.prepare?.(page, viewport);
            found.push(...(await axeViolations(page)).map((v) => `${state.name}: ${v}`));
          }
        } finally {
          await context.close();
        }
        expect(found).toEqual([]);
        expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
      });
    });
  }
}
