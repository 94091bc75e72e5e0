// The whole built site: every internal link and anchor of every HTML file resolves (checked on the
// files, with the server's URL rules), and every URL of sitemap.xml, plus the not-found page, loads
// in Chromium with status 200, hydrates without changing the server-rendered DOM, and logs no
// console error or warning and no failed request. A few pages load in parallel in one browser.
import { describe, it, expect, inject } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { parse, type HTMLElement } from 'node-html-parser';
import { useBrowser, openPage } from '../helpers/browser.ts';
import { resolveRequest } from '../../src/generator/serve/preview.ts';

const siteDir = inject('siteDir');
const origin = inject('siteOrigin');
const BASE = '/java/';
const SITE_URL = 'https://playwright.dev';
const PARALLEL = 4;

function htmlFiles(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return htmlFiles(dir, r);
    return e.name.endsWith('.html') ? [r] : [];
  });
}

/** The URL path of an output file ("docs/intro.html" → "/java/docs/intro"). */
const urlOf = (file: string) => (file === 'index.html' ? BASE : `${BASE}${file.replace(/\.html$/, '')}`);

function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&')).map((u) => {
    expect(u.startsWith(SITE_URL + BASE)).toBe(true);
    return u.slice(SITE_URL.length);
  });
}

/** Where the HTML of the page at `path` lives, following the server's rules; undefined if nowhere. */
function fileFor(urlPath: string): string | undefined {
  const hit = resolveRequest(siteDir, BASE, urlPath);
  return hit && 'file' in hit ? hit.file : undefined;
}

describe('links and anchors (from the built files)', () => {
  it('every internal link, asset and anchor of every page resolves', () => {
    const files = htmlFiles(siteDir);
    expect(files.length).toBeGreaterThan(150);
    const ids = new Map<string, Set<string>>();
    const idsOf = (file: string): Set<string> => {
      let set = ids.get(file);
      if (!set) {
        const root = parse(fs.readFileSync(file, 'utf8'));
        set = new Set([...root.querySelectorAll('[id]').map((e) => e.id), ...root.querySelectorAll('a[name]').map((e) => e.getAttribute('name')!)]);
        ids.set(file, set);
      }
      return set;
    };
    const broken: string[] = [];
    let links = 0;
    let anchors = 0;
    for (const rel of files) {
      const file = path.join(siteDir, rel);
      const page = urlOf(rel);
      const root = parse(fs.readFileSync(file, 'utf8'));
      const refs: [HTMLElement, string][] = [];
      for (const el of root.querySelectorAll('a[href], link[href], area[href]')) refs.push([el, el.getAttribute('href')!]);
      for (const el of root.querySelectorAll('[src]')) refs.push([el, el.getAttribute('src')!]);
      for (const el of root.querySelectorAll('[srcset]')) for (const part of el.getAttribute('srcset')!.split(',')) refs.push([el, part.trim().split(/\s+/)[0]]);
      for (const [el, ref] of refs) {
        if (/^(mailto:|tel:|data:|javascript:)/i.test(ref)) {
          if (/^javascript:/i.test(ref)) broken.push(`${page}: javascript: URL in <${el.tagName.toLowerCase()}>`);
          continue;
        }
        const url = new URL(ref, `${SITE_URL}${page}`);
        if (url.origin !== SITE_URL) continue;
        // Other editions on the same host (the language switcher) are not part of this build.
        if (!url.pathname.startsWith(BASE)) continue;
        links++;
        const target = url.pathname === page ? file : fileFor(decodeURI(url.pathname));
        if (!target) {
          const hit = resolveRequest(siteDir, BASE, decodeURI(url.pathname));
          broken.push(`${page}: ${hit ? `link to a redirect (${JSON.stringify(hit)})` : 'broken link'}: ${ref}`);
          continue;
        }
        if (url.hash && url.hash !== '#' && target.endsWith('.html')) {
          anchors++;
          const id = decodeURIComponent(url.hash.slice(1));
          if (!idsOf(target).has(id)) broken.push(`${page}: broken anchor: ${ref}`);
        } else if (url.hash === '#') broken.push(`${page}: empty anchor "#" in <${el.tagName.toLowerCase()}>`);
      }
    }
    expect(broken).toEqual([]);
    expect(links).toBeGreaterThan(10_000);
    expect(anchors).toBeGreaterThan(1_000);
  });
});

describe('security of the built pages (from the files)', () => {
  it('external links open with noopener noreferrer; no inline handlers; inline scripts are allowed by the policy', () => {
    const policy = /add_header Content-Security-Policy "([^"]+)"/.exec(fs.readFileSync(path.join(siteDir, 'nginx.conf'), 'utf8'))![1];
    const scriptSrc = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const found: string[] = [];
    let external = 0;
    for (const rel of htmlFiles(siteDir)) {
      const root = parse(fs.readFileSync(path.join(siteDir, rel), 'utf8'));
      for (const a of root.querySelectorAll('a[href]')) {
        const url = new URL(a.getAttribute('href')!, `${SITE_URL}${urlOf(rel)}`);
        if (!/^https?:$/.test(url.protocol) || url.origin === SITE_URL) continue;
        external++;
        const relAttr = (a.getAttribute('rel') ?? '').split(/\s+/);
        if (!relAttr.includes('noopener') || !relAttr.includes('noreferrer')) found.push(`${rel}: external link without noopener noreferrer: ${url.href}`);
      }
      for (const el of root.querySelectorAll('*')) {
        for (const name of Object.keys(el.attributes)) if (/^on/i.test(name)) found.push(`${rel}: inline handler ${name} on <${el.tagName.toLowerCase()}>`);
      }
      for (const script of root.querySelectorAll('script:not([src])')) {
        if (script.getAttribute('type') === 'application/json') continue;
        const digest = `'sha256-${createHash('sha256').update(script.rawText).digest('base64')}'`;
        if (!scriptSrc.includes(digest)) found.push(`${rel}: inline script not allowed by the policy (${digest})`);
      }
    }
    expect(found).toEqual([]);
    expect(external).toBeGreaterThan(100);
  });
});

describe('every page in Chromium', () => {
  const browser = useBrowser();

  it('every URL of sitemap.xml (both docs versions) and the not-found page load and hydrate cleanly', { timeout: 400_000 }, async () => {
    const paths = sitemapPaths();
    expect(paths).toContain('/java/docs/intro');
    expect(paths).toContain('/java/docs/next/intro');
    expect(paths.length).toBeGreaterThan(150);
    const queue = [...paths, '/java/no-such-page'];
    const failures: string[] = [];
    let visited = 0;
    const worker = async () => {
      const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
      try {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const before = problems.length;
          const response = await page.goto(origin + url);
          const expected = url === '/java/no-such-page' ? 404 : 200;
          if (response!.status() !== expected) failures.push(`${url}: status ${response!.status()}`);
          const ssr = await response!.text();
          await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
          // Hydration keeps what the server rendered: same elements, classes and text.
          const [server, client] = await page.evaluate((source) => {
            const shape = (root: Element) => {
              const out: string[] = [];
              const walk = (n: Node) => {
                if (n.nodeType === 1) {
                  const el = n as Element;
                  // Copy and wrap buttons are added to code blocks once the page runs.
                  if (el.matches('.copy-button, .wrap-button')) return;
                  out.push(`<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${[...el.classList].join('.')}`);
                  n.childNodes.forEach(walk);
                } else if (n.nodeType === 3 && n.textContent!.trim()) out.push(`"${n.textContent!.trim().slice(0, 40)}`);
              };
              walk(root);
              return out;
            };
            const ssrRoot = new DOMParser().parseFromString(source, 'text/html').getElementById('__docgen')!;
            return [shape(ssrRoot), shape(document.getElementById('__docgen')!)];
          }, ssr);
          const first = server.findIndex((line, i) => client[i] !== line);
          if (first !== -1 || server.length !== client.length) failures.push(`${url}: hydration changed the DOM at node ${first}: ${server[first]} → ${client[first]}`);
          const seen = problems.slice(before).filter((p) => !(expected === 404 && /status of 404/.test(p)));
          failures.push(...seen.map((p) => `${url}: ${p}`));
          visited++;
          if (process.env.CRAWL_DEBUG) console.log(visited, url, Date.now());
        }
      } finally {
        await context.close();
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    expect(failures).toEqual([]);
    expect(visited).toBe(paths.length + 1);
  });
});
