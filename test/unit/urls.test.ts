import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cleanRelative, dataFileOf, dataUrl, isExternal, isSameSiteLocation, joinUrl, keepQuery, normalizePath, outputFileOf, routePathProblem, siteRequest, withBase } from '../../src/shared/urls.ts';

describe('URL rules (shared/urls.ts)', () => {
  it('joins path parts with single slashes and no trailing slash', () => {
    expect(joinUrl('/java/', 'docs')).toBe('/java/docs');
    expect(joinUrl('/java/', '/docs/', 'next/')).toBe('/java/docs/next');
    expect(joinUrl('/', '')).toBe('/');
    expect(joinUrl('docs')).toBe('/docs');
  });

  it('tells links that leave the site', () => {
    for (const href of ['https://x.dev', 'mailto:a@b.c', '//cdn.example/x.js', 'HTTP://X']) expect(isExternal(href)).toBe(true);
    for (const href of ['/java/docs', 'docs/intro', './a.md', '#top']) expect(isExternal(href)).toBe(false);
  });

  it('adds the base URL to site paths once', () => {
    expect(withBase('/java/', '/community/welcome')).toBe('/java/community/welcome');
    expect(withBase('/java/', '/java/docs')).toBe('/java/docs');
  });

  it('maps a route to its output file and page data file', () => {
    expect(outputFileOf('/java/', '/java/')).toBe('index.html');
    expect(outputFileOf('/java', '/java/')).toBe('index.html');
    expect(outputFileOf('/java/docs/intro', '/java/')).toBe('docs/intro.html');
    expect(dataFileOf('/java/', '/java/')).toBe('_data/index.json');
    expect(dataFileOf('/java/docs/next/intro', '/java/')).toBe('_data/docs/next/intro.json');
    expect(dataUrl('/java/docs/intro', '/java/')).toBe('/java/_data/docs/intro.json');
    expect(dataFileOf('/', '/')).toBe('_data/index.json');
  });

  it('accepts as a page only a path under its root without dot segments, backslashes or control characters, in any spelling', () => {
    for (const ok of ['/java/docs/intro', '/java/docs', '/java/', '/java', '/java/docs/x..y', '/java/docs/...', '/java/docs/ü/日本', '/java/docs/a%20b']) expect(routePathProblem(ok, '/java/'), ok).toBeUndefined();
    expect(routePathProblem('/docs/../../../package', '/docs')).toBe('it holds a "." or ".." segment');
    expect(routePathProblem('/java/docs/./a', '/java/')).toBe('it holds a "." or ".." segment');
    expect(routePathProblem('/java/docs/%2e%2E/x', '/java/')).toBe('it holds a "." or ".." segment (percent-encoded)');
    expect(routePathProblem('/java/docs/a%2f..%2fb', '/java/')).toBe('it holds a "." or ".." segment (percent-encoded)');
    expect(routePathProblem('/java/docs/a\\b', '/java/')).toBe('it holds a backslash or a control character');
    expect(routePathProblem('/java/docs/a%5cb', '/java/')).toBe('it holds a backslash or a control character (percent-encoded)');
    expect(routePathProblem('/java/docs/a%00', '/java/')).toBe('it holds a backslash or a control character (percent-encoded)');
    expect(routePathProblem('/python/docs', '/java/')).toBe('it is not under /java/');
    expect(routePathProblem('/javascript', '/java/')).toBe('it is not under /java/');
  });

  it('says of any path what checking each segment of both spellings says', () => {
    // (The plain rule: a segment that is "." or "..", as written or decoded; decoding only when it works.)
    const plain = (p: string, root: string) => {
      let decoded = p;
      try {
        decoded = decodeURIComponent(p);
      } catch {
        // as written
      }
      for (const [q, how] of [[p, ''], [decoded, ' (percent-encoded)']]) {
        if (/[\\\0-\x1f\x7f]/.test(q)) return `it holds a backslash or a control character${how}`;
        if (q.split('/').some((seg) => seg === '.' || seg === '..')) return `it holds a "." or ".." segment${how}`;
      }
      const base = root.replace(/\/$/, '');
      return p !== root && p !== base && !p.startsWith(`${base}/`) ? `it is not under ${root}` : undefined;
    };
    const piece = fc.constantFrom('/', '.', '..', 'a', '%2e', '%2E', '%2f', '%5c', '%', '%zz', '\\', '%00', 'ü', '/java');
    const path = fc.array(piece, { maxLength: 8 }).map((xs) => xs.join(''));
    fc.assert(
      fc.property(path, fc.constantFrom('/', '/java/', '/java'), (p, root) => {
        expect(routePathProblem(p, root)).toBe(plain(p, root));
      }),
      { numRuns: 3000 },
    );
  });

  it('names the clean path of every other spelling of a page', () => {
    expect(cleanRelative('index.html')).toBe('');
    expect(cleanRelative('docs/index.html')).toBe('docs');
    expect(cleanRelative('docs/intro.html')).toBe('docs/intro');
    expect(cleanRelative('docs/intro/')).toBe('docs/intro');
    expect(cleanRelative('docs/intro')).toBeUndefined();
    expect(cleanRelative('')).toBeUndefined();
  });

  it('classifies requests the way every server of the site answers them', () => {
    expect(siteRequest('/java/', '/')).toEqual({ kind: 'redirect', status: 302, location: '/java/' });
    expect(siteRequest('/java/', '/java')).toEqual({ kind: 'redirect', status: 301, location: '/java/' });
    expect(siteRequest('/java/', '/java/docs/intro.html')).toEqual({ kind: 'redirect', status: 301, location: '/java/docs/intro' });
    expect(siteRequest('/java/', '/java/docs/intro')).toEqual({ kind: 'inside', rel: 'docs/intro' });
    expect(siteRequest('/java/', '/java/')).toEqual({ kind: 'inside', rel: '' });
    expect(siteRequest('/java/', '/python/')).toEqual({ kind: 'outside' });
    expect(siteRequest('/java/', '/java/%2e%2e/secret')).toEqual({ kind: 'outside' });
    expect(siteRequest('/java/', '/java/a\\..\\b')).toEqual({ kind: 'outside' });
    expect(siteRequest('/java/', '/java/%00')).toEqual({ kind: 'outside' });
    expect(siteRequest('/java/', '/java/%zz')).toEqual({ kind: 'bad' });
  });

  it('never redirects a request to itself when the site is served at the root', () => {
    expect(siteRequest('/', '/')).toEqual({ kind: 'inside', rel: '' });
    expect(siteRequest('/', '/index.html')).toEqual({ kind: 'redirect', status: 301, location: '/' });
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9./-]{0,20}$/), fc.constantFrom('/', '/java/', '/a/b/'), (rel, base) => {
        const r = siteRequest(base, base + rel);
        if (r.kind === 'redirect') expect(r.location).not.toBe(base + rel);
      }),
    );
  });

  it('never redirects to another host (//host, /\\host, encoded or with ignored characters)', () => {
    for (const path of ['//evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/', '/%2F/evil.example/', '/%5Cevil.example/', '/%5C%5Cevil.example/index.html', '/%09/evil.example/', '/%0A/evil.example/', '///evil.example.html']) {
      expect(siteRequest('/', path), path).toEqual({ kind: 'outside' });
    }
    // Inside a base URL the same paths stay on the site.
    expect(siteRequest('/java/', '/java//evil.example/')).toEqual({ kind: 'redirect', status: 301, location: '/java//evil.example' });
    for (const location of ['//x', '/\\x', '/\t/x', '/\n\\x', 'https://x', 'x', '/a\u0000']) expect(isSameSiteLocation(location), location).toBe(false);
    for (const location of ['/', '/java/', '/docs/intro', '/a//b', '/a\\b']) expect(isSameSiteLocation(location), location).toBe(true);
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.constantFrom('/', '/java/'), (rel, base) => {
        const r = siteRequest(base, base + rel);
        if (r.kind === 'redirect') expect(isSameSiteLocation(r.location)).toBe(true);
      }),
    );
  });

  it('keeps the query string of the request in a redirect', () => {
    expect(keepQuery('/java/search', '/java/search/?q=page')).toBe('/java/search?q=page');
    expect(keepQuery('/java/search', '/java/search/')).toBe('/java/search');
  });

  it('agrees with the browser router on the clean form of a path', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]+(\/[a-z0-9]+)*(\.html|\/index\.html|\/)?$/), fc.constantFrom('/', '/java/'), (rel, base) => {
        const clean = cleanRelative(rel);
        const expected = clean === undefined ? base + rel : clean === '' ? base : base + clean;
        expect(normalizePath(base + rel, base)).toBe(expected);
      }),
    );
  });
});
