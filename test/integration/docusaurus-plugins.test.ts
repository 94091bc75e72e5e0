// The common Docusaurus plugins on a site docgen builds with no config of its own: client redirects
// (redirect pages and nginx rules), ideal images (the site's widths), Google's gtag and Tag
// Manager (their scripts, allowed by the Content-Security-Policy), the sitemap's options, Prism
// theme objects as the code blocks' colours; any other plugin is one warning naming it.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse, type HTMLElement } from 'node-html-parser';
import { runCli } from '../helpers/cli.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

async function site(config: string, extra: Record<string, string | Buffer> = {}): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-plugins-'));
  dirs.push(dir);
  const files: Record<string, string | Buffer> = {
    'docusaurus.config.js': config,
    'sidebars.js': "module.exports = { guide: ['intro', 'moved', 'secret-plans'] };\n",
    'docs/intro.md': '# Kettle basics\n\n![A kettle](./kettle.png)\n\n```java\n// boil\nint degrees = 100;\n```\n',
    'docs/moved.md': '# Moved page\n\n## Where\n\nText.\n',
    'docs/secret-plans.md': '# Secret plans\n\nText.\n',
    'docs/kettle.png': await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#c04000' } }).png().toBuffer(),
    ...extra,
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const read = (dir: string, rel: string) => fs.readFileSync(path.join(dir, 'build', rel), 'utf8');
const page = (dir: string, rel: string): HTMLElement => (fs.existsSync(path.join(dir, 'build', rel)) ? parse(read(dir, rel)) : parse(''));

const prismTheme = (plain: string, keyword: string) => `{ plain: { color: '${plain}', backgroundColor: '#0b0b0b' }, styles: [{ types: ['keyword'], style: { color: '${keyword}', fontStyle: 'italic' } }, { types: ['comment'], style: { color: '#777777' } }] }`;

describe('the common plugins of a Docusaurus site', () => {
  let dir = '';
  let build: Awaited<ReturnType<typeof runCli>>;
  beforeAll(async () => {
    dir = await site(`module.exports = {
  title: 'Kettle', url: 'https://kettle.example.com', baseUrl: '/kettle/',
  presets: [['classic', {
    docs: { sidebarPath: './sidebars.js' }, blog: false,
    gtag: { trackingID: ['G-KETTLE1', 'G-KETTLE2'], anonymizeIP: true },
    sitemap: { filename: 'map.xml', changefreq: 'daily', priority: 0.7, ignorePatterns: ['/kettle/docs/secret*'] },
  }]],
  plugins: [
    ['@docusaurus/plugin-client-redirects', {
      redirects: [{ from: '/old-basics', to: '/docs/intro' }, { from: ['/where', '/where-now'], to: '/docs/moved#where' }],
      createRedirects: (existing) => (existing.startsWith('/docs/') ? existing.replace('/docs/', '/manual/') : undefined),
    }],
    ['@docusaurus/plugin-ideal-image', { min: 300, max: 900, steps: 3, disableInDev: false }],
    ['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-KTL42' }],
    '@docusaurus/plugin-pwa',
  ],
  themeConfig: { prism: { theme: ${prismTheme('#222222', '#aa0000')}, darkTheme: ${prismTheme('#dddddd', '#00cc00')} } },
};
`);
    build = await runCli(['build'], { cwd: dir, timeoutMs: 120_000 });
  }, 180_000);

  it('builds, with one warning for the plugin it does not run, naming it and what is not made', () => {
    expect(build.code, build.stderr).toBe(0);
    const warnings = build.stderr.split('\n').filter((l) => l.includes('warning:') && l.startsWith('docusaurus.config.js'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/plugins\[3\]: the plugin "@docusaurus\/plugin-pwa" is not run by docgen: no service worker/);
  });

  it('writes redirect pages as Docusaurus does (meta refresh, canonical), from the list and from createRedirects', () => {
    const old = page(dir, 'old-basics.html');
    expect(old.querySelector('meta[http-equiv="refresh"]')!.getAttribute('content')).toBe('0; url=/kettle/docs/intro');
    expect(old.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('/kettle/docs/intro');
    // The query and hash go along by a script of the site's (the policy allows no inline script).
    const script = old.querySelector('script')!.getAttribute('src')!;
    expect(script).toMatch(/^\/kettle\/assets\/redirect\/[0-9a-f]{12}\.js$/);
    expect(read(dir, script.slice('/kettle/'.length))).toContain('location.search+location.hash');
    for (const from of ['where', 'where-now']) expect(page(dir, `${from}.html`).querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('/kettle/docs/moved#where');
    for (const id of ['intro', 'moved', 'secret-plans']) expect(page(dir, `manual/${id}.html`).querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(`/kettle/docs/${id}`);
  });

  it('answers the redirects in nginx.conf with a 301', () => {
    const nginx = read(dir, 'nginx.conf');
    expect(nginx).toContain('location = "/kettle/old-basics" {\n        return 301 "/kettle/docs/intro$is_args$args";');
    expect(nginx).toContain('location = "/kettle/manual/moved" {\n        return 301 "/kettle/docs/moved$is_args$args";');
  });

  it("offers images in the ideal-image plugin's widths", () => {
    const img = page(dir, 'docs/intro.html').querySelector('.doc-article img')!;
    const widths = img.getAttribute('srcset')!.split(', ').map((c) => c.split(' ')[1]);
    expect(widths).toEqual(['300w', '600w', '900w', '1200w']);
    const smallest = img.getAttribute('srcset')!.split(', ')[0].split(' ')[0];
    expect(fs.existsSync(path.join(dir, 'build', smallest.slice('/kettle/'.length)))).toBe(true);
  });

  it("loads gtag.js and Tag Manager as the plugins do, allowed by the policy, with the site's own script (no inline one)", () => {
    const head = page(dir, 'docs/intro.html').querySelector('head')!;
    const scripts = head.querySelectorAll('script[src]').map((s) => s.getAttribute('src')!);
    expect(scripts).toContain('https://www.googletagmanager.com/gtag/js?id=G-KETTLE1');
    const own = scripts.find((s) => s.startsWith('/kettle/assets/analytics/'))!;
    const code = read(dir, own.slice('/kettle/'.length));
    expect(code).toContain(`gtag('config',"G-KETTLE1",{anonymize_ip:true})`);
    expect(code).toContain(`gtag('config',"G-KETTLE2",{anonymize_ip:true})`);
    expect(code).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-KTL42');
    // Page views of client navigations.
    expect(code).toContain("window.gtag('event','page_view')");
    const csp = head.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    // The only inline script is the head script the policy allows by its hash.
    expect(head.querySelectorAll('script:not([src])')).toHaveLength(1);
  });

  it("writes the sitemap under the plugin's name, with its frequency and priority, leaving out what its patterns match", () => {
    const xml = read(dir, 'map.xml');
    expect(fs.existsSync(path.join(dir, 'build/sitemap.xml'))).toBe(false);
    expect(xml).toContain('<url><loc>https://kettle.example.com/kettle/docs/intro</loc><changefreq>daily</changefreq><priority>0.7</priority></url>');
    expect(xml).not.toContain('secret');
    expect(xml).not.toContain('old-basics');
    expect(read(dir, 'robots.txt')).toContain('Sitemap: https://kettle.example.com/kettle/map.xml');
  });

  it("colours code blocks with the site's Prism themes, light and dark", () => {
    const intro = page(dir, 'docs/intro.html');
    const css = intro
      .querySelectorAll('link[rel="stylesheet"]')
      .map((l) => l.getAttribute('href')!)
      .filter((h) => h.startsWith('/kettle/assets/content/'))
      .map((h) => read(dir, h.slice('/kettle/'.length)))
      .join('\n');
    expect(css).toMatch(/:root\{--dg-code-bg:#0b0b0b;--dg-code-text:#222222\}/);
    expect(css).toMatch(/:root \.code-block \.token\.keyword\{color:#aa0000;font-style:italic\}/);
    expect(css).toMatch(/@media screen\{[^]*:root\[data-theme='dark'\] \.code-block \.token\.keyword\{color:#00cc00;font-style:italic\}/);
    expect(read(dir, 'docs/intro.html')).toContain('<span class="token keyword">int</span>');
  });
});

describe('client redirects that cannot be made', () => {
  it('is an error naming the config when a redirect leads to no page (listing the paths), a warning over a page', async () => {
    const dir = await site(`module.exports = {
  title: 'Kettle', url: 'https://kettle.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/gone', to: '/docs/nowhere' }, { from: '/docs/intro', to: '/docs/moved' }] }]],
};
`);
    const r = await runCli(['build'], { cwd: dir, timeoutMs: 120_000 });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^docusaurus\.config\.js {2}redirects: "\/gone" leads to \/docs\/nowhere, which is no page of the site; (accepted page paths|none of the \d+ page paths is close; the nearest): .*\/docs\/intro/m);
    // docgen check says so too, with the warning of a redirect over a page.
    const check = await runCli(['check', '--format', 'json'], { cwd: dir, timeoutMs: 120_000 });
    const problems = (JSON.parse(check.stdout) as { problems: { severity: string; message: string }[] }).problems.filter((p) => p.message.startsWith('redirects:'));
    expect(problems.map((p) => `${p.severity} ${p.message.replace(/; (accepted|none of).*/, '')}`)).toEqual([
      'error redirects: "/gone" leads to /docs/nowhere, which is no page of the site',
      'warning redirects: "/docs/intro" is a page of the site: its redirect (to /docs/moved) is left out',
    ]);
  }, 120_000);
});
