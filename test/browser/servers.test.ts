// The two real servers of a build, `docgen serve` and nginx with the nginx.conf the build wrote:
// the same URL rules, status codes, caching and security headers; neither leaves its folder; and in
// Chromium the pages load, hydrate and run under the Content-Security-Policy without a violation.
import { describe, it, expect, inject } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, gotoHydrated, waitForRoute } from '../helpers/browser.ts';
import { rawRequest } from '../helpers/raw-request.ts';
import { runCli } from '../helpers/cli.ts';

const siteDir = inject('siteDir');
const servers = { 'docgen serve': inject('siteOrigin'), nginx: inject('nginxOrigin') };


/** The CSP the build put in nginx.conf (the first add_header of it). */
function builtPolicy(): string {
  const m = /add_header Content-Security-Policy "([^"]+)" always;/.exec(fs.readFileSync(path.join(siteDir, 'nginx.conf'), 'utf8'));
  return m![1];
}

const assetPath = () => {
  const css = fs.readdirSync(path.join(siteDir, 'assets')).find((f) => f.endsWith('.css'))!;
  return `/java/assets/${css}`;
};

for (const [name, origin] of Object.entries(servers)) {
  describe(`${name}: URL rules`, () => {
    it.each([
      ['/', 302, '/java/'],
      ['/java', 301, '/java/'],
      ['/java/index.html', 301, '/java/'],
      ['/java/docs/intro.html', 301, '/java/docs/intro'],
      ['/java/docs/intro.html?x=1', 301, '/java/docs/intro?x=1'],
      ['/java/docs/intro/', 301, '/java/docs/intro'],
      ['/java/docs/intro/index.html', 301, '/java/docs/intro'],
      ['/java/search/?q=page', 301, '/java/search?q=page'],
    ])('%s redirects (%i) to %s', async (from, status, to) => {
      const r = await rawRequest(origin, from);
      expect(r.status).toBe(status);
      expect(r.headers.location).toBe(to);
    });

    it.each([
      ['/java/', 'index.html'],
      ['/java/docs/intro', 'docs/intro.html'],
      ['/java/docs/next/api/class-page', 'docs/next/api/class-page.html'],
      ['/java/community/welcome', 'community/welcome.html'],
      ['/java/search?q=page', 'search.html'],
    ])('%s serves %s as UTF-8 HTML that is revalidated on every use', async (url, file) => {
      const r = await rawRequest(origin, url);
      expect(r.status).toBe(200);
      expect(r.body).toBe(fs.readFileSync(path.join(siteDir, file), 'utf8'));
      expect(r.headers['content-type']!.toLowerCase().replace(/\s/g, '')).toBe('text/html;charset=utf-8');
      expect(r.headers['cache-control']).toBe('no-cache');
    });

    it.each(['/java/docs/no-such-page', '/java/404', '/elsewhere', '/java/nginx.conf', '/java/docs'])('%s answers 404 with the not-found page', async (url) => {
      const r = await rawRequest(origin, url);
      expect(r.status).toBe(404);
      expect(r.body).toBe(fs.readFileSync(path.join(siteDir, '404.html'), 'utf8'));
      expect(r.headers['cache-control']).toBe('no-cache');
    });

    it('keeps hashed assets for a year and serves the other files with their types', async () => {
      const css = await rawRequest(origin, assetPath());
      expect(css.status).toBe(200);
      expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(css.headers['content-type']).toMatch(/^text\/css/);
      const sitemap = await rawRequest(origin, '/java/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers['content-type']).toMatch(/xml/);
      expect(sitemap.headers['cache-control']).toBe('no-cache');
      const md = await rawRequest(origin, '/java/docs/intro.md');
      expect(md.status).toBe(200);
      expect(md.headers['content-type']).toMatch(/^text\/markdown/);
    });

    it('sends the security headers with pages, assets, redirects and 404s, the CSP of nginx.conf', async () => {
      for (const url of ['/java/', assetPath(), '/java/docs/intro.html', '/java/nope']) {
        const r = await rawRequest(origin, url);
        expect(r.headers['content-security-policy'], url).toBe(builtPolicy());
        expect(r.headers['x-content-type-options'], url).toBe('nosniff');
        expect(r.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      }
      expect(builtPolicy()).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'; /);
      expect(builtPolicy()).not.toContain('unsafe');
    });

    it('never serves a file outside its folder', async () => {
      const secret = path.join(path.dirname(siteDir), `secret-${name.replace(/\W/g, '')}.txt`);
      fs.writeFileSync(secret, 'TOP-SECRET');
      try {
        const base = path.basename(secret);
        const attempts = [
          `/java/../${base}`,
          `/java/%2e%2e/${base}`,
          `/java/%2E%2E/${base}`,
          `/java/%2e%2e%2f${base}`,
          `/java/..%2f${base}`,
          `/java/..%5c${base}`,
          `/java/docs/../../${base}`,
          `/java/docs/%2e%2e/%2e%2e/${base}`,
          `/../${base}`,
          `/%2e%2e/${base}`,
          `/java/${secret}`,
          `/java/${encodeURIComponent(secret)}`,
          `/java//etc/passwd`,
          `/java/%2fetc%2fpasswd`,
          '/etc/passwd',
          `/java/..%00/${base}`,
        ];
        for (const url of attempts) {
          const r = await rawRequest(origin, url);
          expect(r.body, url).not.toContain('TOP-SECRET');
          expect(r.body, url).not.toMatch(/root:.*:0:0:/);
          expect(r.status, url).toBeGreaterThanOrEqual(400);
        }
      } finally {
        fs.rmSync(secret, { force: true });
      }
    });

    it('puts nothing decoded from the URL into a redirect', async () => {
      const r = await rawRequest(origin, '/java/x%0d%0aSet-Cookie:%20a=b.html');
      expect(r.headers['set-cookie']).toBeUndefined();
      if (r.status === 301) expect(r.headers.location).not.toMatch(/[\r\n]/);
    });
  });
}

describe('pages in Chromium under the Content-Security-Policy', () => {
  const browser = useBrowser();

  for (const [name, origin] of Object.entries(servers)) {
    it(`${name}: home, guide, API, community video and search pages load, hydrate and work with no CSP violation`, async () => {
      const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
      // Played videos load from YouTube: answer for it, so the frame itself is what is checked.
      await page.route('https://www.youtube-nocookie.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }));
      await page.addInitScript(() => {
        const w = window as unknown as { cspViolations: string[] };
        w.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      for (const url of ['/java/', '/java/docs/intro', '/java/docs/api/class-page', '/java/community/welcome', '/java/search?q=locator']) {
        const response = await page.goto(`${origin}${url}`);
        expect(response!.status(), url).toBe(200);
        expect(response!.headers()['content-security-policy'], url).toBe(builtPolicy());
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
        expect(await violations(), url).toEqual([]);
      }
      await expect.poll(() => page.locator('.search-page-hit').count()).toBeGreaterThan(0);
      // Client navigation, the colour mode toggle, the search modal and a video.
      await gotoHydrated(page, `${origin}/java/docs/intro`);
      await page.click('.navbar-inner .color-mode-toggle');
      await page.click('.navbar-inner .search-button');
      await page.waitForSelector('.search-modal input[type="search"]');
      await page.keyboard.type('screenshot');
      await page.waitForSelector('.search-hit');
      await page.keyboard.press('Escape');
      await page.click('.doc-sidebar a[href="/java/docs/writing-tests"]');
      await waitForRoute(page, '**/java/docs/writing-tests');
      await gotoHydrated(page, `${origin}/java/community/feature-videos`);
      await page.locator('.video-embed-play').first().click();
      await page.waitForSelector('.video-embed iframe');
      expect(await violations()).toEqual([]);
      expect(problems).toEqual([]);
      // The policy is really enforced: an injected inline script is refused and reported, once by
      // each copy of the policy (the header's and the page's <meta>).
      await page.evaluate(() => {
        const s = document.createElement('script');
        s.textContent = 'window.injected = true';
        document.body.append(s);
      });
      await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/), expect.stringMatching(/^script-src/)]);
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
      await context.close();
    });
  }
});

describe('docgen serve on a port that is taken', () => {
  it('says so and what to do, as an error of the user (no stack, no "bug in docgen")', async () => {
    const port = new URL(servers['docgen serve']).port;
    const second = await runCli(['serve', '--dir', siteDir, '--port', port], { timeoutMs: 30_000 });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`port ${port} is already in use`);
    expect(second.stderr).toContain('pass --port with another number');
    expect(second.stderr).not.toContain('bug in docgen');
    expect(second.stderr).not.toMatch(/at .*\.[jt]s:\d+/);
  });
});
