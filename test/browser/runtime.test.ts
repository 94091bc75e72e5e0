// The client runtime in Chromium: hydration, client navigation, load states, colour mode,
// announcement bar, dropdowns, language switcher, mobile drawer, collapsible sidebar, preferred
// version, base URL banner, storage failure, copy buttons and tabs.
import { describe, it, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, withWatchedPage, gotoHydrated, waitForRoute, type WatchedPage } from '../helpers/browser.ts';

const origin = inject('siteOrigin');
const browser = useBrowser();

const withPage = (viewport: 'desktop' | 'mobile', theme: 'light' | 'dark', fn: (w: WatchedPage) => Promise<void>, options: { allowErrors?: RegExp } = {}) => withWatchedPage(browser, { viewport, theme, allow: options.allowErrors }, fn);

/** The page's element tree as a list of lines, to compare the server render with the hydrated DOM. */
async function domShape(page: Page, html?: string): Promise<string[]> {
  return page.evaluate((source) => {
    const root = source ? new DOMParser().parseFromString(source, 'text/html').getElementById('__docgen')! : document.getElementById('__docgen')!;
    const out: string[] = [];
    const walk = (n: Node, d: number) => {
      if (n.nodeType === 1) {
        const el = n as Element;
        if (el.matches('.copy-button, .wrap-button')) return;
        out.push(`${d} <${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${[...el.classList].join('.')}`);
        for (const c of el.childNodes) walk(c, d + 1);
      } else if (n.nodeType === 3 && n.textContent!.trim()) out.push(`${d} "${n.textContent!.trim().slice(0, 50)}`);
      else if (n.nodeType === 8) out.push(`${d} <!--`);
    };
    walk(root, 0);
    return out;
  }, html ?? '');
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

for (const viewport of ['desktop', 'mobile'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    describe(`${viewport}, ${theme}`, () => {
      it('hydrates every page type without changing the server-rendered DOM', async () => {
        await withPage(viewport, theme, async ({ page }) => {
          for (const path of ['/java/docs/intro', '/java/', '/java/docs/api/class-locator', '/java/community/learn-videos', '/java/community/ambassadors', '/java/community', '/java/search', '/java/docs/next/release-notes']) {
            const response = await page.goto(origin + path);
            const ssr = await response!.text();
            await hydrated(page);
            await page.waitForTimeout(50);
            expect(await domShape(page), path).toEqual(await domShape(page, ssr));
          }
        });
      });

      it('navigates in the browser: no reload, new title, focus on the content, top of the page', async () => {
        await withPage(viewport, theme, async ({ page }) => {
          await gotoHydrated(page, `${origin}/java/docs/locators`);
          await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
          await page.evaluate(() => window.scrollTo(0, 1500));
          await page.click('.pagination-next');
          await waitForRoute(page, '**/java/docs/mock');
          await page.waitForFunction(() => document.title === 'Mock APIs | Playwright Java');
          expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
          expect(await page.locator('h1').textContent()).toBe('Mock APIs');
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
          if (viewport === 'desktop') expect(await page.locator('.doc-sidebar a[aria-current="page"]').textContent()).toBe('Mock APIs');
        });
      });

      it('colour mode: enabled after hydration, cycles light → dark → system, stored under "theme"', async () => {
        await withPage(viewport, theme, async ({ page }) => {
          const response = await page.goto(`${origin}/java/docs/intro`);
          expect(await response!.text()).toMatch(/<button type="button" class="color-mode-toggle" disabled=""/);
          await hydrated(page);
          const toggle = page.locator('.navbar-inner .color-mode-toggle');
          await expect.poll(() => toggle.isEnabled()).toBe(true);
          expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
          const state = () => page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.dataset.themeChoice, localStorage.getItem('theme')]);
          await toggle.click();
          expect(await state()).toEqual(['light', 'light', 'light']);
          await toggle.click();
          expect(await state()).toEqual(['dark', 'dark', 'dark']);
          await toggle.click();
          expect(await state()).toEqual([theme, 'system', null]);
          expect(await toggle.getAttribute('aria-label')).toContain('system mode');
        });
      });

      it('announcement bar: closing stores the dismissal; a new announcement id shows it again', async () => {
        await withPage(viewport, theme, async ({ page }) => {
          await gotoHydrated(page, `${origin}/java/docs/intro`);
          const bar = page.locator('.announcement-bar');
          expect(await bar.isVisible()).toBe(true);
          await page.click('.announcement-bar-close');
          expect(await bar.count()).toBe(0);
          expect(await page.evaluate(() => localStorage.getItem('docgen.announcement.dismissed'))).toBe('release-1-62');
          await page.reload();
          // Hidden before any script of the page ran: no flash.
          expect(await page.locator('.announcement-bar').isVisible()).toBe(false);
          await page.evaluate(() => localStorage.setItem('docgen.announcement.dismissed', 'an-older-announcement'));
          await gotoHydrated(page, `${origin}/java/docs/intro`);
          expect(await page.locator('.announcement-bar').isVisible()).toBe(true);
        });
      });

      it('sidebar categories animate open and closed and keep their state across navigation', async () => {
        await withPage(viewport, theme, async ({ page }) => {
          await gotoHydrated(page, `${origin}/java/docs/intro`);
          if (viewport === 'mobile') {
            await page.click('.navbar-toggle');
            await page.waitForSelector('.navbar-drawer-secondary');
          }
          const scope = viewport === 'mobile' ? '.navbar-drawer-secondary' : '.doc-sidebar';
          const integrations = page.locator(`${scope} .menu-category`, { has: page.locator('button.menu-category-label', { hasText: 'Integrations' }) });
          expect(await integrations.locator('> .menu-list').isVisible()).toBe(false);
          // Record the animation as it happens (a loaded machine may read it only after it ended).
          await integrations.evaluate((el) => {
            const seen: string[] = [];
            (window as unknown as { animations: string[] }).animations = seen;
            new MutationObserver((records) => {
              for (const r of records) {
                const v = (r.target as HTMLElement).dataset?.animating;
                if (v) seen.push(v);
              }
            }).observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-animating'] });
          });
          await integrations.locator('button.menu-category-label').click();
          await expect.poll(() => page.evaluate(() => (window as unknown as { animations: string[] }).animations.map(Number)), { timeout: 5000 }).toContainEqual(expect.any(Number));
          expect(Math.max(...(await page.evaluate(() => (window as unknown as { animations: string[] }).animations.map(Number))))).toBeGreaterThan(100);
          await expect.poll(() => integrations.locator('> .menu-list').isVisible(), { timeout: 5000 }).toBe(true);
          expect(await integrations.locator('a.menu-link').allTextContents()).toEqual(['Docker', 'Continuous Integration', 'Selenium Grid (experimental)']);
          // Collapse Guides, then move to another page of Getting Started: both choices stay.
          const guides = page.locator(`${scope} .menu-category`, { has: page.locator('button.menu-category-label', { hasText: 'Guides' }) });
          await guides.locator('button.menu-category-label').click();
          await expect.poll(() => guides.locator('> .menu-list').isVisible(), { timeout: 5000 }).toBe(false);
          await page.locator(`${scope} a.menu-link`, { hasText: 'Writing tests' }).click();
          await waitForRoute(page, '**/docs/writing-tests');
          if (viewport === 'mobile') {
            await page.click('.navbar-toggle');
            await page.waitForSelector('.navbar-drawer-secondary');
          }
          expect(await guides.locator('> .menu-list').isVisible()).toBe(false);
          expect(await integrations.locator('> .menu-list').isVisible()).toBe(true);
        });
      });
    });
  }
}

describe('client navigation details', () => {
  // (The page's clock is Playwright's, paused: the 200 ms pass only when the test says, however
  // busy the machine, so neither test depends on how fast a navigation really is.)
  /** A hydrated page whose timers run only when the test advances its clock. */
  const pausedAt = async (page: Page, url: string) => {
    await page.clock.install();
    await gotoHydrated(page, url);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  };
  const bars = (page: Page) => page.locator('.progress-bar').count();

  it('shows the progress bar when loading takes more than 200 ms, keeping the previous page shown and marked busy', async () => {
    await withPage('desktop', 'dark', async ({ page }) => {
      await pausedAt(page, `${origin}/java/docs/intro`);
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/_data/docs/writing-tests.json', async (route) => {
        await held;
        await route.continue();
      });
      await page.click('.doc-sidebar a:has-text("Writing tests")');
      await expect.poll(() => page.getAttribute('body', 'aria-busy')).toBe('true'); // marked busy at once
      await page.clock.runFor(190);
      expect(await bars(page)).toBe(0); // no bar before 200 ms
      await page.clock.runFor(20);
      expect(await bars(page)).toBe(1);
      expect(await page.locator('h1').textContent()).toBe('Installation'); // the previous page stays shown
      release();
      await expect.poll(() => page.locator('h1').textContent()).toBe('Writing tests');
      expect(await page.getAttribute('body', 'aria-busy')).toBeNull();
      expect(page.url()).toMatch(/\/docs\/writing-tests$/);
      // (The bar runs to its end, then goes.)
      await page.clock.runFor(300);
      expect(await bars(page)).toBe(0);
    });
  });

  it('shows no progress bar when loading takes less than 200 ms', async () => {
    await withPage('desktop', 'light', async ({ page }) => {
      await pausedAt(page, `${origin}/java/docs/intro`);
      await page.evaluate(() => {
        (window as unknown as { bars: number }).bars = 0;
        new MutationObserver((m) => m.forEach((r) => r.addedNodes.forEach((n) => (n as Element).classList?.contains('progress-bar') && (window as unknown as { bars: number }).bars++))).observe(document.body, { childList: true });
      });
      // (No time passes on the page's clock while the navigation loads and renders.)
      await page.click('.doc-sidebar a:has-text("Generating tests")');
      await expect.poll(() => page.locator('h1').textContent()).toBe('Generating tests');
      expect(await page.getAttribute('body', 'aria-busy')).toBeNull();
      await page.clock.runFor(1000);
      expect(await page.evaluate(() => (window as unknown as { bars: number }).bars)).toBe(0);
    });
  });

  it('falls back to a full page load when the page data cannot be loaded', async () => {
    await withPage('desktop', 'light', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.route('**/_data/docs/writing-tests.json', (route) => route.abort());
      await page.click('.doc-sidebar a:has-text("Writing tests")');
      await waitForRoute(page, '**/docs/writing-tests');
      await page.waitForSelector('h1:has-text("Writing tests")');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    }, { allowErrors: /ERR_FAILED|request failed \(net::ERR_FAILED\): .*writing-tests\.json/ });
  });

  it('scrolls to a hash target, restores scroll on back and forward, and ignores query-only changes', async () => {
    await withPage('desktop', 'dark', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      const requests: string[] = [];
      page.on('request', (r) => r.url().includes('/_data/') && requests.push(r.url()));
      await page.evaluate(() => {
        const a = document.createElement('a');
        a.href = '/java/docs/locators.html#filtering-locators';
        a.id = 'test-link';
        a.textContent = 'go';
        document.querySelector('.markdown')!.prepend(a);
      });
      await page.click('#test-link');
      await waitForRoute(page, '**/docs/locators#filtering-locators');
      const top = await page.locator('#filtering-locators').evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(120);
      await page.evaluate(() => window.scrollTo(0, 2345));
      // Click without scrolling the link into view first.
      await page.evaluate(() => (document.querySelector('.pagination-next') as HTMLElement).click());
      await waitForRoute(page, '**/docs/mock');
      await page.goBack();
      await waitForRoute(page, '**/docs/locators#filtering-locators');
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(2345);
      await page.goForward();
      await waitForRoute(page, '**/docs/mock');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const before = requests.length;
      await page.evaluate(() => {
        const a = document.createElement('a');
        a.href = '/java/docs/mock?tab=1';
        a.id = 'query-link';
        a.textContent = 'q';
        document.querySelector('.markdown')!.prepend(a);
      });
      await page.click('#query-link');
      await waitForRoute(page, '**/docs/mock?tab=1');
      await page.waitForTimeout(200);
      expect(requests.slice(before).filter((u) => u.includes('/docs/mock.json'))).toEqual([]);
    });
  });

  it('on a long API page (members rendered lazily) jumps land on their heading and back restores the offset', async () => {
    await withPage('desktop', 'light', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/api/class-page`);
      // Members far below the screen are not rendered on load.
      expect(await page.locator('.api-member').first().evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
      const headingTop = (id: string) => page.locator(`[id="${id}"]`).evaluate((el) => el.getBoundingClientRect().top);
      for (const id of ['page-wait-for-url', 'page-close', 'page-add-init-script']) {
        await page.locator(`.toc a[href="#${id}"]`).first().click();
        await waitForRoute(page, `**/class-page#${id}`);
        await expect.poll(() => headingTop(id)).toBeGreaterThanOrEqual(0);
        expect(await headingTop(id)).toBeLessThan(120);
      }
      await page.evaluate(() => window.scrollTo(0, 23456));
      const at = await page.evaluate(() => Math.round(window.scrollY));
      await page.evaluate(() => (document.querySelector('.toc a[href*="class-"]:not([href^="#"]), .markdown a[href*="/class-browsercontext"]') as HTMLElement).click());
      await waitForRoute(page, '**/class-browsercontext*');
      await page.goBack();
      await waitForRoute(page, '**/class-page#page-add-init-script');
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(at);
    });
  });

  it('prefetches page data with GET on hover, but not when the reader saves data', async () => {
    await withPage('desktop', 'dark', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      const got = page.waitForRequest((r) => r.url().endsWith('/_data/docs/dialogs.json') && r.method() === 'GET');
      await page.hover('.doc-sidebar a:has-text("Dialogs")');
      await got;
    });
    await withPage('desktop', 'dark', async ({ page, context }) => {
      await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      const requests: string[] = [];
      page.on('request', (r) => r.url().includes('/_data/') && requests.push(r.url()));
      await page.hover('.doc-sidebar a:has-text("Dialogs")');
      await page.waitForTimeout(400);
      expect(requests).toEqual([]);
    });
  });

  it('shows the crash page, with causes and Try again, when a page fails to render', async () => {
    await withPage('desktop', 'dark', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      await page.route('**/_data/docs/writing-tests.json', async (route) => {
        const response = await route.fetch();
        const data = await response.json();
        data.page.doc.toc = null; // corrupt data: the page cannot render
        await route.fulfill({ json: data });
      });
      await page.click('.doc-sidebar a:has-text("Writing tests")');
      await page.waitForSelector('text=This page crashed.');
      expect(await page.title()).toBe('Page Error');
      expect(await page.locator('.page-crash-errors li').first().textContent()).toMatch(/null|toc/);
      expect(await page.locator('.page-crash button', { hasText: 'Try again' }).isVisible()).toBe(true);
      expect(await page.locator('.navbar-inner .navbar-brand').isVisible()).toBe(true); // the rest of the page still works
    }, { allowErrors: /This page crashed|TypeError|Cannot read|null/ });
  });

  it('loads the search modal on first use, with a spinner, an error and Retry', async () => {
    await withPage('desktop', 'light', async ({ page }) => {
      let mode: 'slow-fail' | 'ok' = 'slow-fail';
      // (The load fails once the spinner has been seen: it shows after a delay, which on a busy
      // machine may outlast any fixed wait here.)
      let spinnerSeen: () => void = () => {};
      const seen = new Promise<void>((resolve) => (spinnerSeen = resolve));
      await page.route('**/assets/SearchModal-*.js*', async (route) => {
        if (mode === 'ok') return route.continue();
        await seen;
        return route.abort();
      });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      expect(requests.some((u) => u.includes('SearchModal'))).toBe(false); // not on first paint
      await page.keyboard.press('Control+k');
      await page.waitForSelector('.search-modal .loading-spinner');
      spinnerSeen();
      await page.waitForSelector('.loadable-error');
      expect(await page.locator('.loadable-error p').textContent()).toMatch(/^Search could not be loaded: /);
      mode = 'ok';
      await page.click('.loadable-error button:has-text("Retry")');
      await page.waitForSelector('.search-modal input[placeholder="Search docs"]');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('Search docs');
      await page.keyboard.press('Escape');
      expect(await page.locator('.search-modal').count()).toBe(0);
      await page.keyboard.press('/');
      await page.waitForSelector('.search-modal input');
    }, { allowErrors: /ERR_FAILED|Failed to fetch dynamically imported module|request failed \(net::ERR_FAILED\): .*SearchModal/ });
  });
});

describe('navbar', () => {
  it('dropdowns open on hover and Enter and close on Escape, outside clicks and focus', async () => {
    await withPage('desktop', 'light', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      const dd = page.locator('.navbar-inner .editions-dropdown');
      const menu = dd.locator('.dropdown-menu');
      await dd.locator('.dropdown-toggle').hover();
      await expect.poll(() => menu.isVisible()).toBe(true);
      await page.mouse.move(600, 600);
      await expect.poll(() => menu.isVisible()).toBe(false);
      await dd.locator('.dropdown-toggle').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(await dd.locator('.dropdown-toggle').getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      await page.keyboard.press('Enter');
      await expect.poll(() => menu.isVisible()).toBe(true);
      await page.mouse.click(600, 500);
      await expect.poll(() => menu.isVisible()).toBe(false);
      await page.keyboard.press('Enter');
      await page.locator('.navbar-inner a[aria-label="GitHub repository"]').focus();
      await expect.poll(() => menu.isVisible()).toBe(false);
    });
  });

  it('the language switcher opens the same page in another edition, keeping the hash', async () => {
    await withPage('desktop', 'dark', async ({ page }) => {
      await page.route('**/python/docs/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>python</title>' }));
      await gotoHydrated(page, `${origin}/java/docs/api/class-page#page-goto`);
      const python = page.locator('.navbar-inner .editions-dropdown a', { hasText: 'Python' });
      expect(await python.getAttribute('href')).toBe('/python/docs/api/class-page');
      expect(await page.locator('.navbar-inner .editions-dropdown a', { hasText: 'Node.js' }).getAttribute('href')).toBe('/docs/api/class-page');
      expect(await page.locator('.navbar-inner .editions-dropdown a.active').textContent()).toBe('Java');
      await page.locator('.navbar-inner .editions-dropdown .dropdown-toggle').hover();
      await python.click();
      await waitForRoute(page, '**/python/docs/api/class-page#page-goto');
      expect(await page.evaluate(() => localStorage.getItem('previousLanguagePrefix'))).toBe('/python/');
    });
  });

  it('the mobile drawer shows the secondary then the primary menu, traps focus, closes on Escape and on desktop', async () => {
    await withPage('mobile', 'dark', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      const toggle = page.locator('.navbar-toggle');
      await toggle.click();
      const drawer = page.locator('#navbar-drawer');
      expect(await drawer.isVisible()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('.navbar-drawer-secondary a[aria-current="page"]').textContent()).toBe('Installation');
      await page.click('text=← Back to main menu');
      expect(await page.locator('.navbar-drawer-primary').isVisible()).toBe(true);
      expect(await page.locator('.navbar-drawer-primary .navbar-link', { hasText: 'Community' }).isVisible()).toBe(true);
      // The language dropdown holds the active item, so it starts open; other dropdowns start closed.
      expect(await page.locator('.navbar-drawer-primary .editions-dropdown').getAttribute('data-open')).toBe('true');
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('#navbar-drawer'))).toBe(true);
      }
      await page.keyboard.press('Escape');
      expect(await drawer.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar-toggle'))).toBe(true);
      await toggle.click();
      await page.setViewportSize({ width: 1200, height: 800 });
      await expect.poll(() => drawer.isVisible()).toBe(false);
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    });
  });

  it('keeps the navbar in place while scrolling (hideOnScroll is off for this site)', async () => {
    await withPage('desktop', 'light', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/locators`);
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(300);
      const box = await page.locator('.navbar').boundingBox();
      expect(box!.y).toBe(0);
    });
  });
});

describe('preferences and failures', () => {
  it('remembers the docs version: after next docs, the navbar leads to next from other pages', async () => {
    await withPage('desktop', 'light', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/community/welcome`);
      expect(await page.locator('.navbar-inner .navbar-link', { hasText: 'Docs' }).getAttribute('href')).toBe('/java/docs/intro');
      await gotoHydrated(page, `${origin}/java/docs/next/locators`);
      expect(await page.locator('.navbar-inner .navbar-link', { hasText: 'API' }).getAttribute('href')).toBe('/java/docs/next/api/class-playwright');
      await page.click('.navbar-inner .navbar-link:has-text("Community")');
      await waitForRoute(page, '**/community/welcome');
      await expect.poll(() => page.locator('.navbar-inner .navbar-link', { hasText: 'Docs' }).getAttribute('href')).toBe('/java/docs/next/intro');
      await gotoHydrated(page, `${origin}/java/`);
      await expect.poll(() => page.locator('.navbar-inner .navbar-link', { hasText: 'API' }).getAttribute('href')).toBe('/java/docs/next/api/class-playwright');
    });
  });

  it('warns that the site did not load properly when opened outside its base URL', async () => {
    await withPage('desktop', 'dark', async ({ page }) => {
      const html = await (await fetch(`${origin}/java/docs/intro`)).text();
      await page.route('**/elsewhere/docs/intro', (route) => route.fulfill({ contentType: 'text/html', body: html }));
      await page.goto(`${origin}/elsewhere/docs/intro`);
      const banner = page.locator('.base-url-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain('This site did not load properly');
      expect(await banner.textContent()).toContain('/java/');
      expect(await page.locator('.base-url-banner').count()).toBe(1);
    });
    await withPage('desktop', 'dark', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      expect(await page.locator('.base-url-banner').count()).toBe(0);
    });
  });

  it('keeps working when browser storage fails, logging it once', async () => {
    await withPage('desktop', 'light', async ({ page, context, problems }) => {
      await context.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('storage is disabled', 'SecurityError'); } });
      });
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      const toggle = page.locator('.navbar-inner .color-mode-toggle');
      await toggle.click();
      await toggle.click();
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      await page.click('.announcement-bar-close');
      expect(await page.locator('.announcement-bar').count()).toBe(0);
      const storageErrors = problems.filter((p) => p.includes('Browser storage is not available'));
      expect(storageErrors).toHaveLength(1);
      problems.splice(0, problems.length, ...problems.filter((p) => !p.includes('Browser storage is not available')));
    });
  });

  it('copies code, and switches and remembers tabs by group', async () => {
    await withPage('desktop', 'dark', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      const block = page.locator('.code-block').first();
      await block.hover();
      await block.locator('.copy-button').click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await block.locator('pre code').textContent());
      expect(await block.locator('.copy-button').getAttribute('aria-label')).toBe('Copied');
      const tabs = page.locator('.tabs[data-group="maven-gradle"]').first();
      await tabs.locator('[role="tab"]', { hasText: 'Gradle' }).click();
      expect(await tabs.locator('[role="tab"][aria-selected="true"]').textContent()).toBe('Gradle');
      expect(await tabs.locator('[role="tabpanel"]:not([hidden])').textContent()).toContain('implementation');
      await page.reload();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      expect(await page.locator('.tabs[data-group="maven-gradle"]').first().locator('[role="tab"][aria-selected="true"]').textContent()).toBe('Gradle');
      // Arrow keys move between tabs.
      await page.locator('.tabs[data-group="maven-gradle"] [role="tab"][aria-selected="true"]').first().focus();
      await page.keyboard.press('ArrowLeft');
      expect(await page.locator('.tabs[data-group="maven-gradle"]').first().locator('[role="tab"][aria-selected="true"]').textContent()).toBe('Maven');
    });
  });

  it('applies the stored colour mode before first paint, and follows the OS under system', async () => {
    await withPage('desktop', 'dark', async ({ page, context }) => {
      await context.addInitScript(() => {
        localStorage.setItem('theme', 'light');
        document.addEventListener('DOMContentLoaded', () => ((window as unknown as { firstTheme: string }).firstTheme = document.documentElement.dataset.theme!), { once: true });
      });
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      expect(await page.evaluate(() => (window as unknown as { firstTheme: string }).firstTheme)).toBe('light');
    });
    await withPage('desktop', 'dark', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('light');
    });
  });
});
