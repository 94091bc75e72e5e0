// The built search index: realistic queries find the expected page in the top 3, a page named
// like the query comes first, exact names rank above matches with a typo, the classes readers use
// most come first for shared members, results stay within their docs version, API members are
// found by their Java forms and upstream names, what results show is plain text, and a first query
// downloads a bounded amount.
import { describe, it, expect, inject } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { decodeHTML } from 'entities';
import { SearchEngine, type SearchHit } from '../../src/client/search/engine.ts';
import { groupHits } from '../../src/client/search/Results.tsx';
import type { SearchDocument, SearchManifest } from '../../src/shared/search-terms.ts';

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
  ['click', ['/java/docs/api/class-locator', '/java/docs/api/class-page', '/java/docs/input']],
  ['fill form', ['/java/docs/input', '/java/docs/api/class-locator']],
  ['network mock', ['/java/docs/mock']],
];

// A page whose name is what the reader typed (its title, sidebar label or a front-matter keyword)
// must come first, before API members that merely contain the words.
const D = '/java/docs';
const TITLE_QUERIES: [string, string[]][] = [
  ['junit', [`${D}/junit`]],
  ['aria snapshot', [`${D}/aria-snapshots`]],
  ['parallel threads', [`${D}/multithreading`]],
  ['threads', [`${D}/multithreading`]],
  ['snapshot testing', [`${D}/aria-snapshots`]],
  ['test generator', [`${D}/codegen`]],
  ['authentication', [`${D}/auth`]],
  ['auto-waiting', [`${D}/actionability`]],
  ['isolation', [`${D}/browser-contexts`]],
  ['mock apis', [`${D}/mock`]],
  ['page object models', [`${D}/pom`]],
  ['touch events', [`${D}/touch-events`]],
  ['continuous integration', [`${D}/ci`]],
  ['setting up ci', [`${D}/ci-intro`]],
  ['release notes', [`${D}/release-notes`]],
  ['supported languages', [`${D}/languages`]],
  ['writing tests', [`${D}/writing-tests`]],
  ['installation', [`${D}/intro`]],
  ['generating tests', [`${D}/codegen-intro`]],
  ['running and debugging tests', [`${D}/running-tests`]],
  ['test runners', [`${D}/test-runners`]],
  ['accessibility testing', [`${D}/accessibility-testing`]],
  ['debugging tests', [`${D}/debug`]],
  ['other locators', [`${D}/other-locators`]],
  ['evaluating javascript', [`${D}/evaluating`]],
  ['emulation', [`${D}/emulation`]],
];

// Members that several classes share: the classes readers use most (Page, Locator) come before
// Frame, FrameLocator and ElementHandle (config: search.apiClassWeights).
const SHARED_MEMBERS = ['getByRole', 'click', 'navigate', 'fill', 'getByText', 'getByLabel', 'getByTestId', 'getByPlaceholder', 'hover', 'waitForSelector', 'screenshot', 'evaluate', 'isVisible', 'check', 'press', 'dblclick', 'setInputFiles', 'selectOption', 'textContent', 'innerText', 'locator', 'focus'];
const MAIN = ['Page', 'Locator'];
const LESSER = ['Frame', 'FrameLocator', 'ElementHandle'];
const QUALITY_SET: [string, string[]][] = [...QUERIES, ...TITLE_QUERIES, ...SHARED_MEMBERS.map((q): [string, string[]] => [q, MAIN.map((c) => `${D}/api/class-${c.toLowerCase()}`)])];

/** The distinct pages of a query's results, in order (results are shown grouped by page). */
const pagesOf = async (e: SearchEngine, q: string) => [...new Set((await e.search(q, { limit: 20 })).hits.map((h) => h.url.split('#')[0]))];
/** A query's hits in the order the search box shows them (grouped by page). */
const shown = async (e: SearchEngine, q: string): Promise<SearchHit[]> => groupHits((await e.search(q, { limit: 20 })).hits).flatMap((g) => g.hits.map((h) => h.hit));
/** Where the first hit passing `test` is shown (Infinity when none is). */
const firstAt = (hits: SearchHit[], test: (h: SearchHit) => boolean) => {
  const i = hits.findIndex(test);
  return i < 0 ? Infinity : i;
};

describe('search', () => {
  it(`finds the expected page in the top 3 for at least 95% of ${QUALITY_SET.length} realistic queries`, async () => {
    expect(QUALITY_SET.length).toBeGreaterThanOrEqual(QUERIES.length + 20);
    const e = engine('stable');
    const misses: string[] = [];
    for (const [q, want] of QUALITY_SET) {
      const pages = (await pagesOf(e, q)).slice(0, 3);
      if (!pages.some((p) => want.includes(p))) misses.push(`${q} → ${pages.join(', ') || '(nothing)'}`);
    }
    const rate = 1 - misses.length / QUALITY_SET.length;
    expect(rate, `top-3 rate ${(rate * 100).toFixed(1)}%; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.95);
  });

  it(`puts the page named like the query first (${TITLE_QUERIES.length} titles, sidebar labels and keywords), in both versions`, async () => {
    for (const scope of ['stable', 'current']) {
      const e = engine(scope);
      const wrong: string[] = [];
      for (const [q, want] of TITLE_QUERIES) {
        const first = (await pagesOf(e, q))[0];
        const expected = want.map((w) => (scope === 'current' ? w.replace(D, `${D}/next`) : w));
        if (!expected.includes(first)) wrong.push(`${q} → ${first}`);
      }
      expect(wrong).toEqual([]);
    }
  });

  it('shows exact matches of a name before names that only match with a typo, in both versions', async () => {
    for (const scope of ['stable', 'current']) {
      const e = engine(scope);
      const page = (p: string) => (h: SearchHit) => h.url.split('#')[0].replace('/docs/next/', '/docs/') === `${D}/${p}`;
      // "click": the click methods before Page.clock (a typo away), which the Page group showed third.
      const click = await shown(e, 'click');
      expect(click[0].title).toMatch(/^\w+\.click$/);
      const clock = firstAt(click, (h) => h.title === 'Page.clock');
      expect(click.filter((h) => /^\w+\.click$/.test(h.title)).length).toBeGreaterThanOrEqual(3);
      click.forEach((h, i) => /^\w+\.click$/.test(h.title) && expect(i, `${h.title} after Page.clock`).toBeLessThan(clock));
      // "fill form": the Actions guide (text input) or Locator.fill before the file chooser ("file").
      const fill = await shown(e, 'fill form');
      const wanted = firstAt(fill, (h) => page('input')(h) || h.title === 'Locator.fill');
      // (Its page is among the first three shown: see QUERIES.)
      expect(wanted).toBeLessThan(fill.length);
      expect(wanted).toBeLessThan(firstAt(fill, (h) => /FileChooser/.test(h.title)));
      // "network mock": the Mock APIs guide first.
      expect(page('mock')((await shown(e, 'network mock'))[0])).toBe(true);
    }
  });

  it(`ranks Page and Locator before Frame, FrameLocator and ElementHandle for ${SHARED_MEMBERS.length} members they share`, async () => {
    const e = engine('stable');
    const wrong: string[] = [];
    let compared = 0;
    for (const q of SHARED_MEMBERS) {
      // The classes of the hits for that very member, in result order (Page.getByRole → Page).
      const classes = (await e.search(q, { limit: 20 })).hits.filter((h) => h.kind === 'api' && /^\w+\.(\w+)$/.exec(h.title)?.[1] === q).map((h) => h.title.split('.')[0]);
      const lastMain = Math.max(-1, ...classes.map((c, i) => (MAIN.includes(c) ? i : -1)));
      const firstLesser = classes.findIndex((c) => LESSER.includes(c));
      if (lastMain < 0) wrong.push(`${q}: no Page or Locator hit (${classes.join(' ')})`);
      else if (firstLesser >= 0 && firstLesser < lastMain) wrong.push(`${q}: ${classes.join(' ')}`);
      if (firstLesser >= 0) compared++;
    }
    expect(wrong).toEqual([]);
    // Not vacuous: nearly every one of these members also exists on a lesser class.
    expect(compared).toBeGreaterThanOrEqual(SHARED_MEMBERS.length - 2);
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
    // The first hit is the Screenshots guide itself (named like the query): its title is highlighted,
    // and so are the excerpts that hold the word.
    expect(r.hits[0].titleSegments.some((s) => s.match)).toBe(true);
    expect(r.hits.filter((h) => h.excerpt.some((s) => s.match)).length).toBeGreaterThanOrEqual(10);
  });

  it('holds titles, section paths and excerpts as plain text: no character references, no space before punctuation the page lacks', async () => {
    const pageText = new Map<string, string>();
    /** The text of the page a document is on, as a reader sees it (all tags removed). */
    const textOf = (url: string) => {
      const rel = url.split('#')[0].replace(/^\/java\/?/, '');
      let text = pageText.get(rel);
      if (text === undefined) {
        const html = fs.readFileSync(path.join(siteDir, rel ? `${rel}.html` : 'index.html'), 'utf8');
        text = decodeHTML(html.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ');
        pageText.set(rel, text);
      }
      return text;
    };
    const problems: string[] = [];
    let documents = 0;
    for (const scope of ['stable', 'current']) {
      const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, `search/${scope}.json`), 'utf8')) as SearchManifest;
      for (const file of manifest.segments.flatMap((s) => s.chunks)) {
        for (const d of JSON.parse(fs.readFileSync(path.join(siteDir, `search/${scope}/${file}`), 'utf8')) as SearchDocument[]) {
          documents++;
          for (const text of [d.title, ...d.hierarchy, d.text]) {
            if (/&#|&amp;/.test(text)) problems.push(`${d.url}: a character reference in "${text.slice(0, 80)}"`);
            for (const m of text.matchAll(/(\S+) ([.,;:!?)])/g)) {
              if (!textOf(d.url).includes(m[0])) problems.push(`${d.url}: "${m[0]}" is not on the page`);
            }
          }
        }
      }
    }
    expect(documents).toBeGreaterThan(1000);
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('downloads at most ~150 KB gzipped for a first query', async () => {
    downloaded.length = 0;
    await engine('stable').search('wait for navigation timeout', { limit: 20 });
    const bytes = downloaded.reduce((n, url) => n + zlib.gzipSync(fs.readFileSync(path.join(siteDir, url.replace(/^\/java\//, '')))).length, 0);
    expect(bytes).toBeLessThanOrEqual(150 * 1024);
  });
});
