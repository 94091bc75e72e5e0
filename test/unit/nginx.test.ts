// The generated nginx.conf on its own: the rules for a site at the domain root as well as under a
// base path, checked by running nginx on a small folder; header values nginx cannot hold.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { nginxConf } from '../../src/generator/emit/nginx.ts';
import { announcementStyle, cacheControlFor, contentSecurityPolicy, scriptHash, siteHeadScript } from '../../src/generator/emit/headers.ts';
import type { SiteConfig } from '../../src/generator/config/schema.ts';
import { makeProject } from '../helpers/fixture.ts';
import { startNginx, type RunningNginx } from '../helpers/nginx.ts';

const running: RunningNginx[] = [];
afterAll(async () => {
  for (const n of running) await n.stop();
});

async function serve(baseUrl: string): Promise<string> {
  const dir = makeProject({ 'index.html': 'home', '404.html': 'missing', 'docs/intro.html': 'intro', 'docs.html': 'docs index', 'assets/app-ABCDEFGH.js': 'js' });
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConf({ baseUrl, url: 'https://docs.example.com', headers: { 'X-Test': 'yes' } }));
  const n = await startNginx(dir);
  running.push(n);
  return n.origin;
}

async function get(origin: string, url: string) {
  const r = await fetch(origin + url, { redirect: 'manual' });
  return { status: r.status, location: r.headers.get('location'), body: await r.text(), cache: r.headers.get('cache-control'), test: r.headers.get('x-test') };
}

describe('nginx.conf', () => {
  it('serves a site at the domain root', async () => {
    const origin = await serve('/');
    expect(await get(origin, '/')).toMatchObject({ status: 200, body: 'home', cache: 'no-cache', test: 'yes' });
    expect(await get(origin, '/docs/intro')).toMatchObject({ status: 200, body: 'intro' });
    expect(await get(origin, '/docs')).toMatchObject({ status: 200, body: 'docs index' });
    expect(await get(origin, '/docs/intro.html')).toMatchObject({ status: 301, location: '/docs/intro' });
    expect(await get(origin, '/index.html?a=b')).toMatchObject({ status: 301, location: '/?a=b' });
    expect(await get(origin, '/docs/')).toMatchObject({ status: 301, location: '/docs' });
    expect(await get(origin, '/nope')).toMatchObject({ status: 404, body: 'missing', test: 'yes' });
    expect(await get(origin, '/assets/app-ABCDEFGH.js')).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable', test: 'yes' });
  });

  it('serves a site under a base path and nothing outside it', async () => {
    const origin = await serve('/my.docs/');
    expect(await get(origin, '/')).toMatchObject({ status: 302, location: '/my.docs/' });
    expect(await get(origin, '/my.docs')).toMatchObject({ status: 301, location: '/my.docs/' });
    expect(await get(origin, '/my.docs/docs/intro')).toMatchObject({ status: 200, body: 'intro' });
    // The dot of the base path is literal.
    expect(await get(origin, '/myXdocs/docs/intro')).toMatchObject({ status: 404, body: 'missing' });
    expect(await get(origin, '/docs/intro')).toMatchObject({ status: 404, body: 'missing' });
    expect(await get(origin, '/my.docs/404')).toMatchObject({ status: 404, body: 'missing' });
  });

  it("answers the config's redirects with a 301 to their page, the query carried along, never to another host", async () => {
    const dir = makeProject({ 'index.html': 'home', '404.html': 'missing', 'docs/intro.html': 'intro' });
    const redirects = [
      { from: '/base/old-intro', to: '/base/docs/intro' },
      { from: '/base/old-anchor', to: '/base/docs/intro#setup' },
      { from: '/base/café', to: '/base/docs/intro' },
      { from: '/base/elsewhere', to: 'https://example.org/' },
      { from: '/base/odd"; return 302 //evil.example;', to: '/base/docs/intro' },
    ];
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConf({ baseUrl: '/base/', url: 'https://docs.example.com', headers: {}, redirects }));
    const n = await startNginx(dir);
    running.push(n);
    expect(await get(n.origin, '/base/old-intro?x=1')).toMatchObject({ status: 301, location: '/base/docs/intro?x=1' });
    expect(await get(n.origin, '/base/old-anchor')).toMatchObject({ status: 301, location: '/base/docs/intro#setup' });
    expect(await get(n.origin, '/base/caf%C3%A9')).toMatchObject({ status: 301, location: '/base/docs/intro' });
    // (Left to its HTML page: nginx.conf sends no one to another host, and writes no path it would misread.)
    expect((await get(n.origin, '/base/elsewhere')).status).toBe(404);
    expect(fs.readFileSync(path.join(dir, 'nginx.conf'), 'utf8')).not.toContain('evil');
  });

  it('refuses header values nginx would read as variables', () => {
    expect(() => nginxConf({ baseUrl: '/', url: 'https://x.org', headers: { A: 'cost $5' } })).toThrow(/cannot contain "\$"/);
  });
});

describe('security headers', () => {
  const config: Pick<SiteConfig, 'baseUrl' | 'colorMode' | 'announcementBar' | 'search'> = { baseUrl: '/java/', colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: false }, announcementBar: undefined, search: { provider: 'local', placeholder: 'Search docs', suggestions: [] } };
  it('allows the inline head script by its hash and nothing else inline', () => {
    const csp = contentSecurityPolicy(config);
    expect(csp).toContain(`script-src 'self' ${scriptHash(siteHeadScript(config))}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
  it('lets the hosted search service be reached when it is configured', () => {
    const csp = contentSecurityPolicy({ ...config, search: { provider: 'algolia', appId: 'APP', apiKey: 'k', indexName: 'i', contextualSearch: true, language: 'en', placeholder: 'Search docs', suggestions: [] } });
    expect(csp).toContain("connect-src 'self' https://APP-dsn.algolia.net");
  });
  it('caches only the hashed assets', () => {
    expect(cacheControlFor('assets/entry-ABCDEFGH.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('docs/intro.html')).toBe('no-cache');
    expect(cacheControlFor('search/current.json')).toBe('no-cache');
  });
});

describe('announcement colours under the policy', () => {
  it('allows exactly the style attribute React writes for them', async () => {
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const bar = { id: 'a', content: 'x', isCloseable: true, backgroundColor: '#fafbfc', textColor: 'rgb(1, 2, 3)' };
    const html = renderToStaticMarkup(createElement('div', { style: { backgroundColor: bar.backgroundColor, color: bar.textColor } }));
    const written = /style="([^"]*)"/.exec(html)![1];
    expect(announcementStyle(bar)).toBe(written);
    expect(contentSecurityPolicy({ baseUrl: '/', colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false }, announcementBar: bar, search: { provider: 'local', placeholder: '', suggestions: [] } })).toContain(`style-src 'self' 'unsafe-hashes' ${scriptHash(written)}`);
    expect(announcementStyle({ id: 'a', content: 'x', isCloseable: true })).toBeUndefined();
  });
});
