// Search in Chromium: the modal (opening, typing, keys, recent and favourite hits, limits,
// messages, version context), the search page, and the hosted-search option.
import { describe, it, expect, inject } from 'vitest';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { useBrowser, withWatchedPage, gotoHydrated, waitForRoute, searchInputReady, type WatchedPage } from '../helpers/browser.ts';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli, startServe, withoutProgress } from '../helpers/cli.ts';

const origin = inject('siteOrigin');
const browser = useBrowser();

const withPage = (viewport: 'desktop' | 'mobile', fn: (w: WatchedPage) => Promise<void>, allow?: RegExp) => withWatchedPage(browser, { viewport, theme: 'dark', allow }, fn);

const modalInput = '.search-modal input[type="search"]';
async function openModal(page: Page) {
  await page.keyboard.press('Control+k');
  await searchInputReady(page);
}

for (const viewport of ['desktop', 'mobile'] as const) {
  describe(`search modal, ${viewport}`, () => {
    it('opens with the button, Ctrl+K and "/", with the placeholder "Search docs"', async () => {
      await withPage(viewport, async ({ page }) => {
        await gotoHydrated(page, `${origin}/java/docs/intro`);
        // Its accessible name is its label "Search", on mobile too where the label is hidden visually.
        expect(await page.locator('.navbar-inner').getByRole('link', { name: 'Search', exact: true }).count()).toBe(1);
        await page.click('.navbar-inner .search-button');
        await page.waitForSelector(modalInput);
        expect(await page.getAttribute(modalInput, 'placeholder')).toBe('Search docs');
        await page.keyboard.press('Escape');
        await openModal(page);
        await page.keyboard.press('Escape');
        await page.keyboard.press('/');
        await page.waitForSelector(modalInput);
        expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('search');
      });
    });

    it('shows highlighted results grouped by page; arrows and Enter open a hit', async () => {
      await withPage(viewport, async ({ page }) => {
        await gotoHydrated(page, `${origin}/java/docs/intro`);
        await openModal(page);
        await page.keyboard.type('page.navigate');
        // Hits show as the query is typed: wait for those of the whole query (on a busy machine the
        // hits of "page.nav" can still be on screen for a moment).
        await expect.poll(() => page.locator('.search-hit [role="option"]').first().getAttribute('href')).toMatch(/class-page#page-goto$/);
        expect(await page.locator('.search-group-title').first().textContent()).toBe('API reference › Page');
        expect(await page.locator('.search-hit').first().locator('mark').count()).toBeGreaterThan(0);
        expect(await page.locator('.search-hit [role="option"]').first().getAttribute('aria-selected')).toBe('true');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('Enter');
        await waitForRoute(page, '**/java/docs/api/class-page#page-goto');
        expect(await page.locator('.search-modal').count()).toBe(0);
      });
    });
  });
}

describe('search modal details', () => {
  it('keeps recent and favourite hits across reloads', async () => {
    await withPage('desktop', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      for (const q of ['locator.click', 'screenshot']) {
        await openModal(page);
        await page.keyboard.type(q);
        await page.waitForSelector('.search-groups .search-hit');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => !document.querySelector('.search-modal'));
      }
      await page.reload();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await openModal(page);
      const recent = page.locator('.search-saved', { has: page.locator('h3', { hasText: 'Recent' }) });
      expect(await recent.locator('.search-hit').count()).toBe(2);
      await recent.locator('.search-hit').first().locator('button[aria-label^="Save"]').click();
      await page.reload();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await openModal(page);
      const favorites = page.locator('.search-saved', { has: page.locator('h3', { hasText: 'Favorites' }) });
      expect(await favorites.locator('.search-hit').count()).toBe(1);
      expect(await page.locator('.search-saved', { has: page.locator('h3', { hasText: 'Recent' }) }).locator('.search-hit').count()).toBe(1);
    });
  });

  it('cuts queries at 64 characters, shows at most 20 hits and links to all results', async () => {
    await withPage('desktop', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      await openModal(page);
      await page.keyboard.type('x'.repeat(80));
      expect((await page.inputValue(modalInput)).length).toBe(64);
      await page.fill(modalInput, 'page');
      await page.waitForSelector('.search-hit');
      await expect.poll(() => page.locator('.search-hit').count()).toBe(20);
      const seeAll = page.locator('.search-see-all');
      expect(await seeAll.textContent()).toMatch(/^See all \d+ results$/);
      const total = Number(/\d+/.exec((await seeAll.textContent())!)![0]);
      expect(total).toBeGreaterThan(20);
      await seeAll.click();
      await waitForRoute(page, '**/java/search?q=page');
      await expect.poll(() => page.locator('.search-page-count').textContent()).toBe(`${total} results for "page"`);
    });
  });

  it('says there are no results, with suggestions and a way to report it', async () => {
    await withPage('desktop', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      await openModal(page);
      await page.keyboard.type('qqqzzzxx');
      await page.waitForSelector('.search-message');
      const text = await page.locator('.search-message').textContent();
      expect(text).toContain('No results for "qqqzzzxx"');
      expect(text).toContain('Try searching for');
      expect(text).toContain('Believe this query should return results?');
      expect(await page.locator('.search-message a', { hasText: 'Let us know.' }).getAttribute('href')).toContain('github.com/microsoft/playwright-java/issues/new');
      await page.click('.search-suggestion >> text=locators');
      await page.waitForSelector('.search-hit');
    });
  });

  it('says it is unable to fetch results when the index cannot be loaded', async () => {
    await withPage('desktop', async ({ page }) => {
      await page.route('**/java/search/**', (route) => route.abort());
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      await openModal(page);
      await page.keyboard.type('locator');
      await page.waitForSelector('.search-message');
      expect(await page.locator('.search-message').textContent()).toBe('Unable to fetch resultsYou might want to check your network connection.');
    }, /ERR_FAILED|request failed/);
  });

  it('shows a section as its heading reads on the page, and excerpts as the page words them', async () => {
    await withPage('desktop', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      await openModal(page);
      await page.keyboard.type('locale timezone');
      const hit = page.locator('.search-hit', { has: page.locator('a[href$="/emulation#locale--timezone"]') });
      await hit.waitFor();
      const title = await hit.locator('.search-hit-title').textContent();
      const excerpt = (await hit.locator('.search-hit-excerpt').textContent())!.replace(/^…|…$/g, '');
      await hit.click();
      await waitForRoute(page, '**/java/docs/emulation#locale--timezone');
      // The heading without its hash link, and the section's words as the page lays them out.
      const heading = await page.locator('h2#locale--timezone').evaluate((h) => [...h.childNodes].filter((n) => !(n instanceof Element && n.classList.contains('hash-link'))).map((n) => n.textContent).join(''));
      expect(title).toBe(heading);
      expect(title).toContain('&');
      const text = await page.locator('article').evaluate((a) => (a as HTMLElement).innerText.replace(/\s+/g, ' '));
      expect(text).toContain(excerpt);
    });
  });

  it('searches the docs version of the page: a query on a next page returns next pages', async () => {
    await withPage('desktop', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/docs/next/intro`);
      await openModal(page);
      await page.keyboard.type('locators');
      await page.waitForSelector('.search-hit');
      const urls = await page.locator('.search-hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(urls.filter((u) => u.startsWith('/java/docs/')).every((u) => u.startsWith('/java/docs/next/'))).toBe(true);
    });
  });
});

describe('search page', () => {
  it('works on direct load, keeps the query in the URL and loads more results', async () => {
    await withPage('mobile', async ({ page }) => {
      await gotoHydrated(page, `${origin}/java/search?q=screenshot`);
      await expect.poll(() => page.locator('.search-page-count').textContent()).toMatch(/^\d+ results for "screenshot"$/);
      expect(await page.locator('.search-page-hit').count()).toBe(20);
      await page.click('text=Load more results');
      await expect.poll(() => page.locator('.search-page-hit').count()).toBeGreaterThan(20);
      await page.fill('.search-page-input input', 'dialogs');
      await waitForRoute(page, '**/java/search?q=dialogs');
      await expect.poll(() => page.locator('.search-page-count').textContent()).toContain('"dialogs"');
      await page.selectOption('.search-page-version select', 'current');
      await expect.poll(async () => (await page.locator('.search-page-hit-title').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))).filter((u) => u.startsWith('/java/docs/')).every((u) => u.startsWith('/java/docs/next/'))).toBe(true);
    });
  });

  it('renders a query with markup as text', async () => {
    await withPage('desktop', async ({ page }) => {
      await page.addInitScript(() => ((window as unknown as { pwned: boolean }).pwned = false));
      await gotoHydrated(page, `${origin}/java/search?q=${encodeURIComponent('<img src=x onerror="window.pwned=true"><b>bold</b>')}`);
      await page.waitForTimeout(500);
      expect(await page.locator('.search-page img, .search-page b').count()).toBe(0);
      expect(await page.locator('h1').textContent()).toContain('<img src=x');
      expect(await page.evaluate(() => (window as unknown as { pwned: boolean }).pwned)).toBe(false);
    });
  });
});

describe('hosted search (Algolia)', () => {
  it('queries the search service with the language and version facets and shows its hits', async () => {
    const requests: { url: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
    const server = http.createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', '*');
      if (req.method === 'OPTIONS') return res.end();
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        requests.push({ url: req.url!, headers: req.headers, body: JSON.parse(body || '{}') });
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ nbHits: 1, hits: [{ url: '/base/docs/guide#setup', content: 'Set up the thing first.', type: 'content', hierarchy: { lvl0: 'Docs', lvl1: 'Guide', lvl2: 'Setup' } }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    const files = minimalSite();
    files['config/site.config.ts'] = files['config/site.config.ts'].replace("docs: { lastVersion: 'current' },", `docs: { lastVersion: 'current' },\n  search: { provider: 'algolia', appId: 'APPID', apiKey: 'public-key', indexName: 'docs-index', contextualSearch: true, language: 'java', host: 'http://127.0.0.1:${port}' },\n  navbar: { title: 'F', items: [{ type: 'doc', docId: 'intro', label: 'Docs' }, { type: 'search', position: 'right' }] },`).replace("  navbar: { title: 'Fixture', items: [{ type: 'doc', docId: 'intro', label: 'Docs' }] },\n", '');
    const dir = makeProject(files);
    const built = await runCli(['--root', dir, 'build']);
    expect(withoutProgress(built.stderr)).toBe('');
    const serve = await startServe(['--dir', 'build'], { cwd: dir });
    try {
      await withPage('desktop', async ({ page }) => {
        await gotoHydrated(page, `${serve.origin}/base/docs/intro`);
        await openModal(page);
        await page.keyboard.type('setup');
        await page.waitForSelector('.search-hit');
        expect(await page.locator('.search-hit a').first().getAttribute('href')).toBe('/base/docs/guide#setup');
        // (The service answers every query with the same hit: the hit can show before the request
        // of the last letter typed has come, on a busy machine.)
        await expect.poll(() => requests.at(-1)?.body.query, { timeout: 10_000 }).toBe('setup');
        const r = requests.at(-1)!;
        expect(r.url).toBe('/1/indexes/docs-index/query');
        expect(r.headers['x-algolia-application-id']).toBe('APPID');
        expect(r.headers['x-algolia-api-key']).toBe('public-key');
        expect(r.body).toMatchObject({ query: 'setup', hitsPerPage: 20, facetFilters: [['language:java'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] });
      });
    } finally {
      serve.stop();
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('machine-readable docs', () => {
  it('serves each page as Markdown and lists the pages in llms.txt; the copy button copies it', async () => {
    const siteDir = inject('siteDir');
    const llms = fs.readFileSync(path.join(siteDir, 'llms.txt'), 'utf8');
    expect(llms).toContain('# Playwright Java');
    expect(llms).toContain('- [Installation](https://playwright.dev/java/docs/intro.md)');
    expect(llms).toContain('https://playwright.dev/java/docs/api/class-page.md');
    expect(fs.readFileSync(path.join(siteDir, 'docs/next/llms.txt'), 'utf8')).toContain('https://playwright.dev/java/docs/next/intro.md');
    const full = fs.readFileSync(path.join(siteDir, 'llms-full.txt'), 'utf8');
    expect(full).toContain('# Locators');
    const md = fs.readFileSync(path.join(siteDir, 'docs/api/class-page.md'), 'utf8');
    expect(md).toMatch(/^# Page\n/);
    expect(md).toContain('### navigate');
    expect(md).toContain('page.navigate(url, options);');
    expect(md).not.toMatch(/\[method: /);
    await withPage('desktop', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      await page.click('.copy-page-button');
      await expect.poll(() => page.locator('.copy-page-button').textContent()).toBe('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Installation\n/);
    });
  });
});
