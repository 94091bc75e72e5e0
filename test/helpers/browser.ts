// Launches Debian's Chromium through playwright-core and records console errors per page.
import { beforeAll, afterAll, expect } from 'vitest';
import { chromium, type Browser, type Page, type BrowserContext } from 'playwright-core';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** What the tests need of a browser: contexts to open pages in. */
export type ContextSource = Pick<Browser, 'newContext'>;

/**
 * Launches Chromium before the tests of the file (or of the describe block it is called in) and
 * closes it after them.
 */
export function useBrowser(): ContextSource {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { newContext: (...args) => browser!.newContext(...args) };
}

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, warnings and uncaught exceptions seen so far. */
  problems: string[];
}

export async function openPage(browser: ContextSource, options: { viewport: keyof typeof VIEWPORTS; theme: 'light' | 'dark' }): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS[options.viewport], colorScheme: options.theme });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()} (${page.url()})`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message} (${page.url()})`));
  page.on('requestfailed', (r) => {
    // Requests cut short by leaving the page are not failures.
    const reason = r.failure()?.errorText ?? '';
    if (new URL(r.url()).hostname === '127.0.0.1' && reason !== 'net::ERR_ABORTED') problems.push(`request failed (${reason}): ${r.url()}`);
  });
  return { page, context, problems };
}

/**
 * Runs `fn` on a fresh page and then expects no console problem (but those `allow` matches); the
 * page's context is closed either way.
 */
export async function withWatchedPage(browser: ContextSource, options: { viewport: keyof typeof VIEWPORTS; theme: 'light' | 'dark'; allow?: RegExp }, fn: (w: WatchedPage) => Promise<void>): Promise<void> {
  const w = await openPage(browser, options);
  try {
    await fn(w);
    expect(w.problems.filter((p) => !options.allow?.test(p))).toEqual([]);
  } finally {
    await w.context.close();
  }
}

/** Loads a page and waits until the client runtime has hydrated it. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Waits for a client-side navigation to reach `url` and render: the router changes the address
 * before the new page is on screen (as a router does), so the URL alone is too early to read it.
 */
export async function waitForRoute(page: Page, url: string | RegExp): Promise<void> {
  await page.waitForURL(url);
  await page.waitForFunction(() => !document.body.hasAttribute('aria-busy'));
}

/** Waits until the search modal is open with its input focused (typing before that is lost). */
export async function searchInputReady(page: Page): Promise<void> {
  await page.waitForSelector('.search-modal input[type="search"]');
  await page.waitForFunction(() => document.activeElement?.matches('.search-modal input[type="search"]'));
}
