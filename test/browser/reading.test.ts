// The reader's experience in Chromium (issue #26), at 1280 and 390 px: deep links to API members
// land on their heading and stay there, scroll positions come back on back/forward and reload, the
// table of contents follows the reading and the sidebar shows the page's item, code copy buttons
// are there on touch screens, printing shows the content alone, and prefetching stays light.
import { describe, it, expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser, openPage, withWatchedPage, gotoHydrated, waitForRoute, VIEWPORTS, type WatchedPage } from '../helpers/browser.ts';

const origin = inject('siteOrigin');
const browser = useBrowser();

const withPage = (viewport: keyof typeof VIEWPORTS, fn: (w: WatchedPage) => Promise<void>, theme: 'light' | 'dark' = 'light') => withWatchedPage(browser, { viewport, theme }, fn);

/** How far below the sticky navbar's bottom edge the element's top is. */
const belowNavbar = (page: Page, id: string) =>
  page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top - document.querySelector('.navbar')!.getBoundingClientRect().bottom, id);

/** The element's top lands just under the navbar (the CSS scroll padding leaves 0.75rem). */
async function expectAtTop(page: Page, id: string) {
  await expect.poll(() => belowNavbar(page, id)).toBeGreaterThanOrEqual(0);
  expect(await belowNavbar(page, id)).toBeLessThanOrEqual(16);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the window and waits until the page has seen the scroll event. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((y) => new Promise<void>((resolve) => {
    window.addEventListener('scroll', () => resolve(), { once: true });
    window.scrollTo(0, y);
  }), y);
}

/** Follows an internal link the page is given, as a reader clicking it (the client router). */
async function follow(page: Page, href: string) {
  await page.evaluate((href) => {
    const a = document.createElement('a');
    a.href = href;
    a.id = 'test-link';
    a.textContent = 'test link';
    document.querySelector('.doc-column')!.prepend(a);
    a.click();
  }, href);
}

for (const viewport of ['desktop', 'mobile'] as const) {
  describe(`${VIEWPORTS[viewport].width} px`, () => {
    it('a deep link to an API member lands on its heading and stays there: on load, by client navigation and on a hash change', async () => {
      await withPage(viewport, async ({ page }) => {
        await gotoHydrated(page, `${origin}/java/docs/api/class-page#page-click`);
        await expectAtTop(page, 'page-click');
        await page.waitForTimeout(1000);
        await expectAtTop(page, 'page-click');

        await gotoHydrated(page, `${origin}/java/docs/intro`);
        await follow(page, '/java/docs/api/class-page#page-wait-for-url');
        await waitForRoute(page, '**/class-page#page-wait-for-url');
        await expectAtTop(page, 'page-wait-for-url');
        await page.waitForTimeout(1000);
        await expectAtTop(page, 'page-wait-for-url');

        await page.evaluate(() => (location.hash = '#page-fill'));
        await expectAtTop(page, 'page-fill');
        await page.waitForTimeout(1000);
        await expectAtTop(page, 'page-fill');
        // Members far from the screen are skipped again once the jump is done.
        await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-render-all'))).toBe(false);
        expect(await page.locator('.api-member').last().evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
      });
    });

    it('back, forward and reload come back to where the reader was', async () => {
      await withPage(viewport, async ({ page }) => {
        await gotoHydrated(page, `${origin}/java/docs/locators`);
        await scrollTo(page, 2345);
        await page.evaluate(() => (document.querySelector('.pagination-next') as HTMLElement).click());
        await waitForRoute(page, '**/docs/mock');
        await expect.poll(() => scrollY(page)).toBe(0);
        await scrollTo(page, 1200);
        await page.goBack();
        await waitForRoute(page, '**/docs/locators');
        await expect.poll(() => scrollY(page)).toBe(2345);
        await page.goForward();
        await waitForRoute(page, '**/docs/mock');
        await expect.poll(() => scrollY(page)).toBe(1200);
        await page.reload();
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
        await expect.poll(() => scrollY(page)).toBe(1200);

        // Within a page: a jump to a heading, then back to where the reader was before it.
        await page.goBack();
        await waitForRoute(page, '**/docs/locators');
        await expect.poll(() => scrollY(page)).toBe(2345);
        const id = await page.locator('.markdown h2[id]').nth(3).getAttribute('id');
        await page.evaluate((id) => (document.querySelector(`.markdown a.hash-link[href="#${id}"]`) as HTMLElement).click(), id);
        await waitForRoute(page, `**/docs/locators#${id}`);
        await expectAtTop(page, id!);
        await page.goBack();
        await waitForRoute(page, '**/docs/locators');
        await expect.poll(() => scrollY(page)).toBe(2345);
      });
    });

    it('the table of contents marks the heading being read', async () => {
      await withPage(viewport, async ({ page }) => {
        const toc = viewport === 'desktop' ? '.toc-desktop' : '.toc-mobile';
        const current = () => page.evaluate((toc) => [...document.querySelectorAll(`${toc} .toc-link[aria-current="true"]`)].map((a) => a.getAttribute('href')), toc);
        await gotoHydrated(page, `${origin}/java/docs/locators`);
        const ids = await page.locator(`${toc} .toc-link`).evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
        expect(ids.length).toBeGreaterThan(5);
        for (const id of [ids[4], ids[1], ids[ids.length - 3]]) {
          await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), id);
          await expect.poll(current).toEqual([`#${id}`]);
        }
        await scrollTo(page, 0);
        await expect.poll(current).toEqual([]);
        if (viewport === 'desktop') expect(await page.locator('.toc-desktop .toc-link[aria-current]').count()).toBe(0);

        // A long API page: the member jumped to is marked, and shown in the table's own scroll box.
        await gotoHydrated(page, `${origin}/java/docs/api/class-page#page-wait-for-url`);
        await expect.poll(current).toEqual(['#page-wait-for-url']);
        if (viewport === 'desktop') {
          await expect.poll(() =>
            page.evaluate(() => {
              const a = document.querySelector('.toc-desktop .toc-link[aria-current="true"]')!.getBoundingClientRect();
              const box = document.querySelector('.toc-desktop .toc')!.getBoundingClientRect();
              return a.top >= box.top && a.bottom <= box.bottom;
            }),
          ).toBe(true);
        }
      });
    });

    it("the sidebar shows the page's item, in its own scroll box only, on load and after client navigation", async () => {
      await withPage(viewport, async ({ page }) => {
        const inView = () =>
          page.evaluate(() => {
            const a = document.querySelector('.doc-sidebar a[aria-current="page"]')!.getBoundingClientRect();
            const box = document.querySelector('.doc-sidebar .menu')!.getBoundingClientRect();
            return a.top >= box.top && a.bottom <= box.bottom;
          });
        await gotoHydrated(page, `${origin}/java/docs/api/class-worker`);
        await page.waitForTimeout(300);
        expect(await scrollY(page)).toBe(0);
        if (viewport === 'mobile') return; // (no sidebar beside the content)
        await expect.poll(inView).toBe(true);
        await page.evaluate(() => document.querySelector('.doc-sidebar .menu')!.scrollTo(0, 0));
        await page.locator('.doc-sidebar a[href="/java/docs/api/class-apirequest"]').click();
        await waitForRoute(page, '**/class-apirequest');
        await follow(page, '/java/docs/api/class-websocketroute');
        await waitForRoute(page, '**/class-websocketroute');
        await expect.poll(inView).toBe(true);
        expect(await scrollY(page)).toBe(0);
      });
    });

    it('printing shows the content alone, full width, light, every part rendered (tab panels, collapsed sections), code wrapped', async () => {
      await withPage(viewport, async ({ page }) => {
        await gotoHydrated(page, `${origin}/java/docs/api/class-page`);
        await page.emulateMedia({ media: 'print' });
        const hidden = (selector: string) => page.evaluate((s) => [...document.querySelectorAll(s)].map((el) => el.getBoundingClientRect().height === 0), selector);
        for (const part of ['.navbar', '.doc-sidebar', '.toc-desktop', '.toc-mobile', '.breadcrumbs', '.announcement-bar', '.copy-page', '.footer-columns', '.pagination']) {
          expect(await hidden(part), part).toEqual([true]);
        }
        const width = VIEWPORTS[viewport].width;
        expect(await page.locator('.doc-article').evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(width - 40);
        expect(await page.evaluate(() => [...document.querySelectorAll('.api-member')].every((el) => getComputedStyle(el).contentVisibility === 'visible'))).toBe(true);
        expect(await page.locator('.api-usage pre').first().evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
        // Dark mode prints as light: dark text on a light page.
        const light = await page.evaluate(() => {
          const lum = (c: string) => c.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number).reduce((a, b) => a + b, 0) / 3;
          return { bg: lum(getComputedStyle(document.body).backgroundColor), text: lum(getComputedStyle(document.querySelector('.markdown p')!).color) };
        });
        expect(light.bg).toBeGreaterThan(200);
        expect(light.text).toBeLessThan(100);

        // A link to another site shows its address; a link inside the page does not.
        await gotoHydrated(page, `${origin}/java/docs/clock`);
        const external = page.locator('.markdown a[href^="https://"]').first();
        const href = await external.getAttribute('href');
        expect(await external.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
        expect(await page.locator('.markdown a[href^="#"]').first().evaluate((a) => getComputedStyle(a, '::after').content)).toBe('none');

        // Every tab's panel prints, under its name; collapsed sections open for the print, and close after.
        await gotoHydrated(page, `${origin}/java/docs/intro`);
        const panels = await page.locator('.tabs-panel').evaluateAll((ps) => ps.map((p) => ({ shown: p.getBoundingClientRect().height > 0, label: getComputedStyle(p, '::before').content })));
        expect(panels.length).toBeGreaterThan(1);
        expect(panels.every((p) => p.shown && p.label.length > 2), JSON.stringify(panels)).toBe(true);
        const opened = await page.evaluate(() => {
          const d = document.createElement('details');
          d.innerHTML = '<summary>More</summary><p>Hidden until opened.</p>';
          document.querySelector('#main-content .markdown')!.append(d);
          dispatchEvent(new Event('beforeprint'));
          const during = d.open;
          dispatchEvent(new Event('afterprint'));
          return { during, after: d.open };
        });
        expect(opened).toEqual({ during: true, after: false });
      }, 'dark');
    });
  });
}

describe('phone layout, 390 px', () => {
  it('puts the page actions under the title, keeps "Added in" pills and key hints on one line', async () => {
    await withPage('mobile', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/api/class-page`);
      const top = (selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top);
      expect(await top('.doc-title')).toBeLessThan(await top('.copy-page'));
      expect(await top('.copy-page')).toBeLessThan(await top('.markdown'));
      // An inline box broken over two lines has two client rects.
      expect(await page.evaluate(() => [...document.querySelectorAll('.api-since-inline')].filter((el) => el.getClientRects().length > 1).length)).toBe(0);
      await page.keyboard.press('Control+K');
      await page.waitForSelector('.search-modal input[type="search"]');
      await page.keyboard.type('click');
      await page.waitForSelector('.search-hit');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await page.locator('.search-keys').evaluate((el) => getComputedStyle(el).display)).toBe('none');
    });
  });
});

describe('code copy buttons', () => {
  async function opacityOf(context: BrowserContext, focus = false) {
    const page = await context.newPage();
    await gotoHydrated(page, `${origin}/java/docs/intro`);
    const button = page.locator('.markdown .copy-button').first();
    await button.waitFor({ state: 'attached' });
    if (focus) await button.focus();
    const hoverNone = await page.evaluate(() => matchMedia('(hover: none)').matches);
    await page.waitForTimeout(400); // (the fade)
    return { hoverNone, opacity: await button.evaluate((b) => getComputedStyle(b).opacity), visibility: await button.evaluate((b) => getComputedStyle(b).visibility) };
  }

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`are always shown on touch screens, ${VIEWPORTS[viewport].width} px`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport], hasTouch: true, isMobile: true });
      try {
        expect(await opacityOf(context)).toEqual({ hoverNone: true, opacity: '1', visibility: 'visible' });
      } finally {
        await context.close();
      }
    });

    it(`appear on hover or keyboard focus with a mouse, ${VIEWPORTS[viewport].width} px`, async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      try {
        expect(await opacityOf(context)).toEqual({ hoverNone: false, opacity: '0', visibility: 'visible' });
        expect((await opacityOf(context, true)).opacity).toBe('1');
      } finally {
        await context.close();
      }
    });
  }
});

describe('prefetching', () => {
  type Connection = { effectiveType: string; saveData: boolean } | null;
  /** Opens a page with the given navigator.connection (null: the browser has none) and records page data requests. */
  async function open(connection: Connection, path = '/java/docs/intro') {
    const w = await openPage(browser, { viewport: 'desktop', theme: 'light' });
    await w.context.addInitScript((c) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => c ?? undefined, configurable: true }), connection);
    const requests: string[] = [];
    w.page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/java/_data/')) requests.push(url.pathname);
    });
    await gotoHydrated(w.page, `${origin}${path}`);
    return { ...w, requests };
  }

  for (const connection of [null, { effectiveType: '3g', saveData: false }, { effectiveType: '4g', saveData: true }] as Connection[]) {
    it(`does not prefetch the links in view on ${connection ? `a ${connection.effectiveType} connection${connection.saveData ? ' saving data' : ''}` : 'a connection of unknown speed'}`, async () => {
      const { page, context, requests, problems } = await open(connection, '/java/docs/locators');
      expect(await page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('.markdown a[href^="/java/docs/"]')].some((a) => a.getBoundingClientRect().bottom < innerHeight))).toBe(true);
      await page.waitForTimeout(800);
      expect(requests).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('prefetches links coming into view on a fast connection', async () => {
    const { page, context, requests, problems } = await open({ effectiveType: '4g', saveData: false }, '/java/docs/locators');
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    const inView = await page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('#main-content a[href^="/java/docs/"]')].map((a) => new URL(a.href).pathname));
    for (const r of requests) expect(inView.map((p) => `/java/_data${p.slice('/java'.length)}.json`)).toContain(r);
    expect(new Set(requests).size).toBe(requests.length);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('prefetches a link the pointer rests on, once, and the navigation uses it; a pass over a link fetches nothing', async () => {
    const { page, context, requests, problems } = await open(null);
    const dialogs = '/java/_data/docs/dialogs.json';
    // A pass: the pointer enters the link and leaves it at once.
    await page.evaluate(() => {
      const a = document.querySelector('.doc-sidebar a[href="/java/docs/dialogs"]')!;
      a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      document.querySelector('.markdown p')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    await page.waitForTimeout(400);
    expect(requests).toEqual([]);
    // Resting on it, twice.
    for (let i = 0; i < 2; i++) {
      await page.hover('.doc-sidebar a[href="/java/docs/dialogs"]');
      await expect.poll(() => requests).toEqual([dialogs]);
      await page.hover('.markdown p');
    }
    await page.click('.doc-sidebar a[href="/java/docs/dialogs"]');
    await page.waitForSelector('h1:has-text("Dialogs")');
    expect(requests).toEqual([dialogs]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
