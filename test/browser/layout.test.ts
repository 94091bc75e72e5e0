// The site in Chromium: home, a guide and an API page show their layout parts at desktop and mobile
// widths, in light and dark, without console errors.
import { describe, it, expect, inject } from 'vitest';
import { useBrowser, openPage } from '../helpers/browser.ts';

const origin = inject('siteOrigin');
const browser = useBrowser();

for (const viewport of ['desktop', 'mobile'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    describe(`${viewport}, ${theme}`, () => {
      it('home page: hero, calls to action, navbar and footer', async () => {
        const { page, context, problems } = await openPage(browser, { viewport, theme });
        await page.goto(`${origin}/java/`);
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        await expect(page.locator('h1.hero-title').textContent()).resolves.toContain('Playwright enables reliable web automation');
        expect(await page.locator('.hero-actions a', { hasText: 'Get started' }).getAttribute('href')).toBe('/java/docs/intro');
        expect(await page.locator('.navbar-inner .navbar-brand').textContent()).toBe('Playwright for Java');
        expect(await page.locator('.footer-title').allTextContents()).toEqual(['Learn', 'Community', 'More']);
        expect(await page.locator('.footer-copyright').textContent()).toBe('Copyright © 2025 Microsoft');
        expect(await page.locator('.announcement-bar').isVisible()).toBe(true);
        expect(problems).toEqual([]);
        await context.close();
      });

      it('guide page: skip link, navbar, sidebar, breadcrumbs, toc, pagination', async () => {
        const { page, context, problems } = await openPage(browser, { viewport, theme });
        await page.goto(`${origin}/java/docs/locators`);
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
        expect(await page.locator('.skip-link').isVisible()).toBe(true);
        expect(await page.locator('h1').textContent()).toBe('Locators');
        expect(await page.locator('.breadcrumbs li').allTextContents()).toEqual(['', 'Guides', 'Locators']);
        expect(await page.locator('.pagination-next .pagination-label').textContent()).toBe('Mock APIs »');
        expect(await page.locator('.search-button').isVisible()).toBe(true);
        expect(await page.locator('.color-mode-toggle').first().isVisible()).toBe(true);
        if (viewport === 'desktop') {
          for (const label of ['Docs', 'API', 'Community']) expect(await page.locator('.navbar-items-left .navbar-link', { hasText: label }).first().isVisible()).toBe(true);
          expect(await page.locator('.navbar-inner .editions-dropdown .dropdown-toggle').textContent()).toBe('Java');
          expect(await page.locator('.navbar-inner a[aria-label="GitHub repository"]').isVisible()).toBe(true);
          expect(await page.locator('.navbar-inner a[aria-label="Discord server"]').isVisible()).toBe(true);
          // One locale: no language menu offering it alone.
          expect(await page.locator('.navbar-inner .navbar-items-right .dropdown-toggle').count()).toBe(0);
          expect(await page.locator('.doc-sidebar').isVisible()).toBe(true);
          expect(await page.locator('.doc-sidebar a[aria-current="page"]').textContent()).toBe('Locators');
          expect(await page.locator('.toc-desktop .toc-link').first().textContent()).toBe('Introduction');
          expect(await page.locator('.navbar-toggle').isVisible()).toBe(false);
        } else {
          expect(await page.locator('.doc-sidebar').isVisible()).toBe(false);
          expect(await page.locator('.toc-desktop').isVisible()).toBe(false);
          expect(await page.locator('.toc-mobile').isVisible()).toBe(true);
          expect(await page.locator('.navbar-toggle').isVisible()).toBe(true);
          expect(await page.locator('.navbar-items-left .navbar-link', { hasText: 'Docs' }).first().isVisible()).toBe(false);
          // Nothing is wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        }
        expect(problems).toEqual([]);
        await context.close();
      });

      it('API page: member headings with their anchors, usage and arguments', async () => {
        const { page, context, problems } = await openPage(browser, { viewport, theme });
        await page.goto(`${origin}/java/docs/api/class-page#page-goto`);
        expect(await page.locator('h1').textContent()).toBe('Page');
        const heading = page.locator('h3#page-goto');
        expect(await heading.evaluate((h) => h.firstChild?.textContent)).toBe('navigate');
        const member = page.locator('.api-member', { has: heading });
        expect(await member.locator('.api-usage .code-block').textContent()).toContain('page.navigate(url, options);');
        expect(await member.locator('#page-goto-option-timeout').count()).toBe(1);
        expect(await member.locator('.api-arg-name', { hasText: 'setWaitUntil' }).count()).toBe(1);
        const box = await heading.boundingBox();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y).toBeLessThan(400);
        if (viewport === 'mobile') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        expect(problems).toEqual([]);
        await context.close();
      });
    });
  }
}

describe('server behaviour', () => {
  it('answers unknown paths with the not-found page and status 404', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme: 'dark' });
    const response = await page.goto(`${origin}/java/docs/no-such-page`);
    expect(response!.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  it('redirects .html and /index.html to the clean URL', async () => {
    const { page, context } = await openPage(browser, { viewport: 'desktop', theme: 'dark' });
    await page.goto(`${origin}/java/docs/intro.html`);
    expect(new URL(page.url()).pathname).toBe('/java/docs/intro');
    await page.goto(`${origin}/java/index.html`);
    expect(new URL(page.url()).pathname).toBe('/java/');
    await context.close();
  });
});
