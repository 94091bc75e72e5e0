// The site on a phone (390 px), light and dark: the navbar's brand shows the title beside the logo
// without reaching the buttons, the announcement bar is one line that a tap opens, the mobile
// "On this page" is a styled disclosure that opens and closes, and code in an admonition never
// breaks inside a word. At 1280 px the same parts are as they were.
import { describe, it, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, openPage, gotoHydrated } from '../helpers/browser.ts';

const origin = inject('siteOrigin');
const browser = useBrowser();

type Box = { left: number; right: number; top: number; bottom: number };
const box = (page: Page, selector: string): Promise<Box> =>
  page.locator(selector).first().evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
const ANNOUNCEMENT = 'Playwright for Java 1.62 is out: screenshots in WebP and new APIs. Read the release notes.';

/**
 * Where a line break falls between two letters or digits of a piece of inline code, as
 * "code: before|after", for every inline code that `selector` matches (a break at a space, a dot or
 * a bracket is not one).
 */
function breaksInWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const found: string[] = [];
    const range = document.createRange();
    for (const code of document.querySelectorAll(sel)) {
      let lastTop: number | undefined;
      let before = '';
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const ch = node.data[i];
          if (lastTop !== undefined && rect.top > lastTop + 2 && /\w/.test(before) && /\w/.test(ch)) found.push(`${code.textContent}: ${before}|${ch}`);
          lastTop = rect.top;
          before = ch;
        }
      }
    }
    return found;
  }, selector);
}

for (const theme of ['light', 'dark'] as const) {
  describe(`a phone, ${theme}`, () => {
    it('shows the title beside the logo, clear of the navbar buttons', async () => {
      const { page, context, problems } = await openPage(browser, { viewport: 'mobile', theme });
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      const title = page.locator('.navbar-inner .navbar-title');
      expect(await title.isVisible()).toBe(true);
      const [logo, text, brand, toggle, buttons] = await Promise.all(['.navbar-inner .navbar-logo', '.navbar-inner .navbar-title', '.navbar-inner .navbar-brand', '.navbar-toggle', '.navbar-inner .navbar-items-right'].map((s) => box(page, s)));
      // Beside the logo, on its row, whole (not cut short by an ellipsis), inside the brand's box.
      expect(text.left).toBeGreaterThanOrEqual(logo.right);
      expect(Math.abs((text.top + text.bottom) / 2 - (logo.top + logo.bottom) / 2)).toBeLessThanOrEqual(2);
      expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      expect(text.right).toBeLessThanOrEqual(brand.right + 0.5);
      // Clear of the menu button on its left and of the colour and search buttons on its right.
      expect(logo.left).toBeGreaterThanOrEqual(toggle.right);
      expect(brand.right).toBeLessThanOrEqual(buttons.left);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('keeps the announcement to one line, its whole text in its title, and a tap opens and closes it', async () => {
      const { page, context, problems } = await openPage(browser, { viewport: 'mobile', theme });
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      const bar = page.locator('.announcement-bar');
      const content = page.locator('.announcement-bar-content');
      const height = () => bar.evaluate((e) => e.getBoundingClientRect().height);
      expect(await height()).toBeLessThanOrEqual(48);
      expect(await content.getAttribute('title')).toBe(ANNOUNCEMENT);
      expect(await content.evaluate((e) => [getComputedStyle(e).whiteSpace, getComputedStyle(e).textOverflow, e.scrollWidth > e.clientWidth])).toEqual(['nowrap', 'ellipsis', true]);
      // A tap on the text (not its link) shows it all; another folds it again.
      await content.click({ position: { x: 10, y: 8 } });
      await expect.poll(height).toBeGreaterThan(48);
      expect(await content.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      expect(await page.locator('.announcement-bar-content a').isVisible()).toBe(true);
      expect(page.url()).toBe(`${origin}/java/docs/intro`);
      await content.click({ position: { x: 10, y: 8 } });
      await expect.poll(height).toBeLessThanOrEqual(48);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('shows "On this page" as a styled disclosure whose chevron turns as it opens and closes', async () => {
      const { page, context, problems } = await openPage(browser, { viewport: 'mobile', theme });
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      const toc = page.locator('.toc-mobile');
      const summary = page.locator('.toc-mobile-summary');
      const chevron = page.locator('.toc-mobile-chevron');
      const style = await toc.evaluate((e) => {
        const s = getComputedStyle(e);
        return { border: s.borderTopWidth, style: s.borderTopStyle, radius: parseFloat(s.borderTopLeftRadius), background: s.backgroundColor };
      });
      expect(style).toMatchObject({ border: '1px', style: 'solid' });
      expect(style.radius).toBeGreaterThan(0);
      expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
      // The browser's own marker is gone: the chevron stands for it, padded as the admonitions are.
      expect(await summary.evaluate((e) => [getComputedStyle(e).display, getComputedStyle(e).listStyleType])).toEqual(['flex', 'none']);
      expect(parseFloat(await summary.evaluate((e) => getComputedStyle(e).paddingLeft))).toBeGreaterThanOrEqual(16);
      expect(await chevron.isVisible()).toBe(true);
      const chevronTurn = () => chevron.evaluate((e) => getComputedStyle(e).transform);
      await expect.poll(chevronTurn).not.toBe('none');
      const links = page.locator('.toc-mobile .toc-link');
      expect(await links.first().isVisible()).toBe(false);

      await summary.click();
      expect(await toc.evaluate((e) => (e as HTMLDetailsElement).open)).toBe(true);
      expect(await links.first().isVisible()).toBe(true);
      expect(await links.first().textContent()).toBe('Introduction');
      await expect.poll(chevronTurn).toBe('none');

      await summary.click();
      expect(await toc.evaluate((e) => (e as HTMLDetailsElement).open)).toBe(false);
      expect(await links.first().isVisible()).toBe(false);
      await expect.poll(chevronTurn).not.toBe('none');
      expect(problems).toEqual([]);
      await context.close();
    });

    it('breaks code in an admonition only between words, and nothing is wider than the screen', async () => {
      const { page, context, problems } = await openPage(browser, { viewport: 'mobile', theme });
      await gotoHydrated(page, `${origin}/java/docs/api/class-page`);
      const code = page.locator('.admonition :not(pre) > code', { hasText: 'setName("Save")' }).first();
      expect(await code.evaluate((e) => [getComputedStyle(e).overflowWrap, getComputedStyle(e).wordBreak])).toEqual(['normal', 'normal']);
      // "Save" is on one line, and so is every word of every piece of code in the page's admonitions.
      const save = await code.evaluate((e) => {
        const text = [...e.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes('Save')) as Text;
        const range = document.createRange();
        const at = text.data.indexOf('Save');
        range.setStart(text, at);
        range.setEnd(text, at + 4);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(save).toBe(1);
      expect(await page.locator('.admonition :not(pre) > code').count()).toBeGreaterThan(10);
      expect(await breaksInWords(page, '.admonition :not(pre) > code')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(problems).toEqual([]);
      await context.close();
    });
  });
}

describe('a narrow phone (320 px)', () => {
  it('shows the logo alone when the title does not fit beside it, and nothing overlaps', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await gotoHydrated(page, `${origin}/java/docs/intro`);
    const [logo, text, brand, buttons] = await Promise.all(['.navbar-inner .navbar-logo', '.navbar-inner .navbar-title', '.navbar-inner .navbar-brand', '.navbar-inner .navbar-items-right'].map((s) => box(page, s)));
    expect(logo.right).toBeLessThanOrEqual(brand.right);
    // The title wrapped below the brand's one row, which cuts it off.
    expect(text.top).toBeGreaterThanOrEqual(brand.bottom);
    expect(brand.right).toBeLessThanOrEqual(buttons.left);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.close();
  });
});

describe('a desktop (1280 px)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`keeps the title, the whole announcement on one line and the side table of contents (${theme})`, async () => {
      const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme });
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      expect(await page.locator('.navbar-inner .navbar-title').isVisible()).toBe(true);
      const content = page.locator('.announcement-bar-content');
      expect(await content.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      expect(await content.evaluate((e) => getComputedStyle(e).whiteSpace)).toBe('normal');
      expect(await page.locator('.announcement-bar').evaluate((e) => e.getBoundingClientRect().height)).toBeLessThanOrEqual(48);
      expect(await page.locator('.toc-mobile').isVisible()).toBe(false);
      expect(await page.locator('.toc-desktop .toc-link').first().isVisible()).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
