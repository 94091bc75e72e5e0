// The built search index: realistic queries find the expected page in the top 3, results stay
// within their docs version, API members are found by their Java forms and upstream names, and a
// first query downloads a bounded amount.
import { describe, it, expect, inject } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SearchEngine } from '../../src/client/search/engine.ts';

const siteDir = inject('siteDir');
const downloaded: string[] = [];
const engine = (scope: string) =>
  new SearchEngine(`/java/search/${scope}.json`, async (url) => {
    downloaded.push(url);
    return JSON.parse(fs.readFileSync(path.join(siteDir, url.replace(/^\/java\//, '')), 'utf8'));
  });

// [query, acceptable pages (any of them in the top 3)]
const QUERIES: [string, string[]][] = [
  ['navigate', ['/java/docs/api/class-page', '/java/docs/navigations']],
  ['goto', ['/java/docs/api/class-page', '/java/docs/api/class-frame']],
  ['page.navigate', ['/java/docs/api/class-page']],
  ['locator.click', ['/java/docs/api/class-locator']],
  ['hasText', ['/java/docs/api/class-locatorassertions']],
  ['assertThat hasText', ['/java/docs/api/class-locatorassertions']],
  ['upload a file', ['/java/docs/input', '/java/docs/api/class-filechooser']],
  ['screenshoot', ['/java/docs/screenshots']],
  ['download file', ['/java/docs/downloads', '/java/docs/api/class-download']],
  ['dialog accept', ['/java/docs/dialogs', '/java/docs/api/class-dialog']],
  ['trace viewer', ['/java/docs/trace-viewer', '/java/docs/trace-viewer-intro']],
  ['install browsers', ['/java/docs/browsers', '/java/docs/intro']],
  ['getByRole', ['/java/docs/locators', '/java/docs/api/class-page', '/java/docs/api/class-locator']],
  ['route fulfill', ['/java/docs/api/class-route', '/java/docs/mock', '/java/docs/network']],
  ['intercept network requests', ['/java/docs/network', '/java/docs/mock']],
  ['reuse signed in state', ['/java/docs/auth']],
  ['emulate mobile device', ['/java/docs/emulation']],
  ['geolocation', ['/java/docs/emulation', '/java/docs/api/class-browsercontext']],
  ['iframe', ['/java/docs/frames', '/java/docs/api/class-framelocator']],
  ['junit', ['/java/docs/junit', '/java/docs/test-runners']],
  ['docker', ['/java/docs/docker']],
  ['github actions', ['/java/docs/ci-intro', '/java/docs/ci']],
  ['record video', ['/java/docs/videos']],
  ['evaluate javascript', ['/java/docs/evaluating']],
  ['keyboard shortcuts', ['/java/docs/input', '/java/docs/api/class-keyboard']],
  ['waitForResponse', ['/java/docs/api/class-page', '/java/docs/network']],
  ['selenium grid', ['/java/docs/selenium-grid']],
  ['accessibility axe', ['/java/docs/accessibility-testing']],
  ['aria snapshot', ['/java/docs/aria-snapshots', '/java/docs/api/class-locator', '/java/docs/api/class-page']],
  ['snapshot testing', ['/java/docs/aria-snapshots']],
  ['fake timers clock', ['/java/docs/clock', '/java/docs/api/class-clock']],
  ['test generator codegen', ['/java/docs/codegen', '/java/docs/codegen-intro']],
  ['api testing', ['/java/docs/api-testing']],
  ['browser context isolation', ['/java/docs/browser-contexts']],
  ['page object model', ['/java/docs/pom']],
  ['multithreading', ['/java/docs/multithreading']],
  ['locatr', ['/java/docs/locators', '/java/docs/other-locators']],
  ['har file', ['/java/docs/mock']],
];

describe('search', () => {
  it(`finds the expected page in the top 3 for ${QUERIES.length} realistic queries`, async () => {
    const e = engine('stable');
    const misses: string[] = [];
    for (const [q, want] of QUERIES) {
      // Results are shown grouped by page: the first three distinct pages count.
      const { hits } = await e.search(q, { limit: 20 });
      const pages = [...new Set(hits.map((h) => h.url.split('#')[0]))].slice(0, 3);
      if (!pages.some((p) => want.includes(p))) misses.push(`${q} → ${pages.join(', ') || '(nothing)'}`);
    }
    expect(misses).toEqual([]);
  });

  it('finds API members by the Java form and by the upstream name, with the member anchor', async () => {
    const e = engine('stable');
    expect((await e.search('page.navigate', { limit: 1 })).hits[0].url).toBe('/java/docs/api/class-page#page-goto');
    expect((await e.search('goto', { limit: 3 })).hits.map((h) => h.url)).toContain('/java/docs/api/class-page#page-goto');
    expect((await e.search('assertThat hasText', { limit: 1 })).hits[0].url).toBe('/java/docs/api/class-locatorassertions#locator-assertions-to-have-text');
  });

  it('keeps results in the docs version of the scope; community pages are in both', async () => {
    const next = await engine('current').search('locators', { limit: 20 });
    const stable = await engine('stable').search('locators', { limit: 20 });
    expect(next.hits.length).toBeGreaterThan(0);
    expect(next.hits.every((h) => h.url.startsWith('/java/docs/next/') || !h.url.startsWith('/java/docs/'))).toBe(true);
    expect(stable.hits.every((h) => !h.url.startsWith('/java/docs/next/'))).toBe(true);
    expect((await engine('current').search('ambassadors')).hits.some((h) => h.url.startsWith('/java/community/ambassadors'))).toBe(true);
    expect((await engine('current').search('pierceFrames')).total).toBeGreaterThan(0);
    expect((await engine('stable').search('pierceFrames')).hits.some((h) => h.url.includes('#page-pierce-frames'))).toBe(false);
  });

  it('highlights matched words and caps the hits at the limit', async () => {
    const r = await engine('stable').search('screenshot', { limit: 20 });
    expect(r.hits.length).toBe(20);
    expect(r.total).toBeGreaterThan(20);
    expect(r.hits[0].excerpt.some((s) => s.match)).toBe(true);
  });

  it('downloads at most ~150 KB gzipped for a first query', async () => {
    downloaded.length = 0;
    await engine('stable').search('wait for navigation timeout', { limit: 20 });
    const bytes = downloaded.reduce((n, url) => n + zlib.gzipSync(fs.readFileSync(path.join(siteDir, url.replace(/^\/java\//, '')))).length, 0);
    expect(bytes).toBeLessThanOrEqual(150 * 1024);
  });
});
