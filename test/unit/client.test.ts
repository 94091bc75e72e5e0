import { describe, it, expect, vi, afterEach } from 'vitest';
import { compilePattern, matchesRoute, patternCacheSize, ROUTE_CACHE_LIMIT } from '../../src/client/route-patterns.ts';
import { dataUrl, normalizePath } from '../../src/shared/urls.ts';
import { nextChoice, resolveTheme } from '../../src/client/color-mode.ts';
import { createStorage } from '../../src/client/storage.ts';
import { forEachYielding } from '../../src/client/scheduler.ts';
import { editionHref } from '../../src/templates/editions.ts';
import { pageComponentOf } from '../../src/client/page-module.ts';
import { collapseDuration } from '../../src/templates/Collapsible.tsx';
import { errorChain } from '../../src/templates/PageCrash.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('client routes', () => {
  const patterns = ['/java/', '/java/search', '/java/docs', '/java/docs/*', '/java/community/*'];
  it('matches the paths the router handles and leaves files alone', () => {
    expect(matchesRoute('/java/docs/intro', patterns)).toBe(true);
    expect(matchesRoute('/java/docs/next/api/class-page', patterns)).toBe(true);
    expect(matchesRoute('/java/', patterns)).toBe(true);
    expect(matchesRoute('/java/sitemap.xml', patterns)).toBe(false);
    expect(matchesRoute('/java/img/logo.svg', patterns)).toBe(false);
    expect(matchesRoute('/python/docs/intro', patterns)).toBe(false);
  });
  it('normalises .html, /index.html and trailing slashes', () => {
    expect(normalizePath('/java/docs/intro.html', '/java/')).toBe('/java/docs/intro');
    expect(normalizePath('/java/docs/index.html', '/java/')).toBe('/java/docs');
    expect(normalizePath('/java/index.html', '/java/')).toBe('/java/');
    expect(normalizePath('/java/docs/', '/java/')).toBe('/java/docs');
    expect(normalizePath('/java', '/java/')).toBe('/java/');
  });
  it('finds the page data of a route', () => {
    expect(dataUrl('/java/', '/java/')).toBe('/java/_data/index.json');
    expect(dataUrl('/java/docs/next/intro', '/java/')).toBe('/java/_data/docs/next/intro.json');
  });
  it('keeps at most 10,000 compiled patterns', () => {
    for (let i = 0; i < ROUTE_CACHE_LIMIT + 50; i++) compilePattern(`/p/${i}/*`);
    expect(patternCacheSize()).toBe(ROUTE_CACHE_LIMIT);
    expect(compilePattern('/p/1/*').test('/p/1/x')).toBe(true);
  });
});

describe('colour mode', () => {
  it('cycles light → dark → system, or light ↔ dark without the system option', () => {
    expect(nextChoice('light', true)).toBe('dark');
    expect(nextChoice('dark', true)).toBe('system');
    expect(nextChoice('system', true)).toBe('light');
    expect(nextChoice('light', false)).toBe('dark');
    expect(nextChoice('dark', false)).toBe('light');
  });
  it('resolves system to the OS preference, else the default', () => {
    expect(resolveTheme('system', true, 'light')).toBe('dark');
    expect(resolveTheme('system', false, 'dark')).toBe('light');
    expect(resolveTheme('system', null, 'dark')).toBe('dark');
    expect(resolveTheme('light', true, 'dark')).toBe('light');
  });
});

describe('safe storage', () => {
  it('logs the first failure once and keeps working from memory', () => {
    vi.stubGlobal('window', { localStorage: { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => {} } });
    const log = vi.fn();
    const s = createStorage(log);
    expect(s.get('theme')).toBeNull();
    s.set('theme', 'dark');
    expect(s.get('theme')).toBe('dark');
    s.set('theme', null);
    expect(s.get('theme')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toContain('Browser storage is not available');
  });
});

describe('scheduler', () => {
  it('yields to the browser when a slice uses up the 5 ms budget', async () => {
    let t = 0;
    const seen: number[] = [];
    const slices = await forEachYielding([1, 2, 3, 4, 5, 6], (n) => { seen.push(n); t += 2; }, 5, () => t);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect(slices).toBe(2);
  });
});

describe('language switcher', () => {
  const editions = [
    { label: 'Node.js', prefix: '/', missingDocs: [] },
    { label: 'Python', prefix: '/python/', missingDocs: ['test-fixtures'] },
    { label: 'Java', prefix: '/java/', missingDocs: ['test-fixtures'] },
  ];
  it('swaps the edition prefix and keeps the hash', () => {
    expect(editionHref('/java/docs/api/class-page', '#page-goto', editions[0], editions)).toBe('/docs/api/class-page#page-goto');
    expect(editionHref('/java/docs/api/class-page', '#page-goto', editions[1], editions)).toBe('/python/docs/api/class-page#page-goto');
    expect(editionHref('/docs/intro', '', editions[2], editions)).toBe('/java/docs/intro');
  });
  it('sends test-* pages the target edition lacks to its test-runners page', () => {
    expect(editionHref('/docs/test-fixtures', '#x', editions[2], editions)).toBe('/java/docs/test-runners');
    expect(editionHref('/python/docs/test-fixtures', '', editions[0], editions)).toBe('/docs/test-fixtures');
    expect(editionHref('/docs/next/test-fixtures', '', editions[2], editions)).toBe('/java/docs/next/test-fixtures');
  });
});

describe('page modules and errors', () => {
  it('rejects a page module without a default export', () => {
    expect(() => pageComponentOf('home', { named: () => null } as never)).toThrow('The page component for "home" pages doesn\'t have a default export.');
    const C = () => null;
    expect(pageComponentOf('home', { default: C })).toBe(C);
  });
  it('lists an error and its causes', () => {
    const e = new Error('render failed', { cause: new Error('bad data', { cause: 'missing field' }) });
    expect(errorChain(e)).toEqual(['render failed', 'bad data', 'missing field']);
  });
  it('animates taller sections longer, and in 1 ms with reduced motion', () => {
    expect(collapseDuration(40, false)).toBe(150);
    expect(collapseDuration(600, false)).toBeGreaterThan(collapseDuration(200, false));
    expect(collapseDuration(5000, false)).toBe(500);
    expect(collapseDuration(600, true)).toBe(1);
  });
});
