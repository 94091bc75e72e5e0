// Keyboard use: Tab reaches every control of a page in order, each with a visible focus indicator,
// the skip link moves focus into the content, and the search modal keeps focus inside itself and
// gives it back to the control that opened it. (The mobile drawer's focus trap is in
// runtime.test.ts.)
import { describe, it, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, withWatchedPage, gotoHydrated, searchInputReady, type WatchedPage } from '../helpers/browser.ts';

const origin = inject('siteOrigin');
const browser = useBrowser();

const withPage = (viewport: 'desktop' | 'mobile', theme: 'light' | 'dark', fn: (w: WatchedPage) => Promise<void>) => withWatchedPage(browser, { viewport, theme }, fn);

interface FocusStop {
  /** A short description of the element: tag, class and text or label. */
  what: string;
  /** Whether the element is on screen with a size (after the browser scrolled it into view). */
  visible: boolean;
  /** Whether a focus indicator is drawn: an outline or a box shadow. */
  indicated: boolean;
}

/** The focused element, described, with whether it shows and whether its focus is drawn. */
function focusStop(page: Page): Promise<FocusStop | undefined> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return undefined;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return {
      what: `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}> ${label}`,
      visible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && style.visibility !== 'hidden',
      indicated: (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    };
  });
}

const MAX_STOPS = 2000;

/** Presses Tab until focus leaves the page (or MAX_STOPS presses); returns every stop on the way. */
async function tabThrough(page: Page): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < MAX_STOPS; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

const pages = [
  { name: 'home', url: '/java/', expect: ['Get started', 'Search'] },
  { name: 'guide', url: '/java/docs/locators', expect: ['Search', 'Installation', 'Copy page as Markdown', 'Next'] },
  { name: 'API page', url: '/java/docs/api/class-dialog', expect: ['Search', 'accept', 'dismiss'] },
];

for (const viewport of ['desktop', 'mobile'] as const) {
  describe(`keyboard, ${viewport}`, () => {
    for (const p of pages) {
      it(`Tab reaches every control of the ${p.name} in order, each visibly focused`, { timeout: 180_000 }, async () => {
        await withPage(viewport, viewport === 'desktop' ? 'light' : 'dark', async ({ page }) => {
          await gotoHydrated(page, origin + p.url);
          const stops = await tabThrough(page);
          // The skip link comes first; the walk ends in the footer (focus then leaves the page).
          expect(stops[0].what).toContain('Skip to main content');
          expect(stops.length).toBeGreaterThan(10);
          expect(stops.length).toBeLessThan(MAX_STOPS);
          expect(stops.filter((s) => !s.visible).map((s) => s.what)).toEqual([]);
          expect(stops.filter((s) => !s.indicated).map((s) => s.what)).toEqual([]);
          const texts = stops.map((s) => s.what);
          const wanted = viewport === 'desktop' ? p.expect : p.expect.filter((t) => t !== 'Installation');
          for (const text of wanted) expect(texts.some((t) => t.includes(text)), `${text} in ${texts.join(' | ')}`).toBe(true);
          // Every focusable control that is shown was reached.
          const shown = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]:not([tabindex="-1"])')].filter((el) => {
              if (el.closest('[inert], [hidden]') || el.tabIndex < 0) return false;
              // Not rendered: display none, visibility hidden, or inside a closed <details>.
              return el.checkVisibility({ visibilityProperty: true }) && !el.closest('details:not([open]) > :not(summary)');
            }).length,
          );
          expect(stops.length).toBe(shown);
        });
      });
    }

    it('the skip link moves focus to the main content', async () => {
      await withPage(viewport, 'light', async ({ page }) => {
        await gotoHydrated(page, `${origin}/java/docs/intro`);
        await page.keyboard.press('Tab');
        expect((await focusStop(page))?.visible).toBe(true);
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
      });
    });

    it('the search modal keeps focus inside and gives it back to its opener on Escape', async () => {
      await withPage(viewport, 'dark', async ({ page }) => {
        await gotoHydrated(page, `${origin}/java/docs/intro`);
        const button = page.locator('.navbar-inner .search-button');
        await button.focus();
        await page.keyboard.press('Enter');
        await searchInputReady(page);
        await page.keyboard.type('locator');
        await page.waitForSelector('.search-hit');
        const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press('Tab');
          expect(await inDialog()).toBe(true);
          expect((await focusStop(page))?.indicated).toBe(true);
        }
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press('Shift+Tab');
          expect(await inDialog()).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect.poll(() => page.locator('.search-modal').count()).toBe(0);
        await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('search-button'))).toBe(true);
      });
    });
  });
}
