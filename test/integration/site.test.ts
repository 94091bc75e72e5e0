// The real site, built once by the global setup with the real CLI.
import { describe, it, expect, inject } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { parse, type HTMLElement } from 'node-html-parser';
import { repoRoot, runCli } from '../helpers/cli.ts';

const siteDir = inject('siteDir');
const read = (rel: string) => fs.readFileSync(path.join(siteDir, rel), 'utf8');
const dom = (rel: string) => parse(read(rel));
const guides = JSON.parse(fs.readFileSync(path.join(repoRoot, 'test/data/guides.json'), 'utf8')).guides as { id: string; title: string; proseWords: number; headings: { level: number; slug: string }[] }[];
const api = (v: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, `content/api/${v}.json`), 'utf8')) as { classes: { name: string; id: string; members: { anchor: string }[] }[] };

const SPEC_GUIDES = 'accessibility-testing actionability api-testing aria-snapshots auth browser-contexts browsers ci ci-intro clock codegen codegen-intro debug dialogs docker downloads emulation evaluating events extensibility frames handles input intro junit languages locators mock multithreading navigations network other-locators pages pom release-notes running-tests screenshots selenium-grid test-assertions test-runners touch-events trace-viewer trace-viewer-intro videos webview2 writing-tests'.split(' ');
const SPEC_CLASSES = 'apirequest apirequestcontext apiresponse apiresponseassertions browser browsercontext browsertype cdpsession clock consolemessage dialog download elementhandle filechooser formdata frame framelocator jshandle keyboard locator locatorassertions mouse page pageassertions playwright playwrightassertions playwrightexception request requestoptions response route selectors timeouterror touchscreen tracing video weberror websocket websocketframe websocketroute worker'.split(' ');

// Prose words of a built guide, comparable with the reference `proseWords` of guides.json (which counts the
// Markdown source without its code blocks): the text of the article body (`.markdown`: headings, paragraphs,
// lists, tables, admonitions, inline code), without code blocks, tab labels and heading `#` links, split on
// whitespace; a word is a token holding a letter or a digit. The page title (h1) is not counted.
function proseWords(doc: HTMLElement): number {
  const body = parse(doc.querySelector('.doc-article .markdown')?.outerHTML ?? '');
  for (const e of body.querySelectorAll('.code-block, pre, [role="tablist"], .hash-link')) e.remove();
  const text = body.innerHTML.replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function sidebarGroups(doc: HTMLElement): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const cat of doc.querySelectorAll('.doc-sidebar .menu-category.level-1')) {
    const label = cat.querySelector('.menu-category-label')!.text.trim();
    groups[label] = cat.querySelectorAll(':scope > .menu-list > .menu-item > a.menu-link').map((a) => a.text.trim());
  }
  return groups;
}

describe('the built Java site', () => {
  it('has every route of the spec', () => {
    const files = ['index.html', 'search.html', '404.html', 'community.html', 'community/welcome.html', 'community/ambassadors.html',
      ...['conference-videos', 'feature-videos', 'learn-videos', 'live-streams', 'mcp-videos', 'release-videos'].map((v) => `community/${v}.html`),
      ...SPEC_GUIDES.flatMap((g) => [`docs/${g}.html`, `docs/next/${g}.html`]),
      ...SPEC_CLASSES.flatMap((c) => [`docs/api/class-${c}.html`, `docs/next/api/class-${c}.html`])];
    expect(SPEC_GUIDES).toHaveLength(46);
    expect(SPEC_CLASSES).toHaveLength(41);
    expect(files.filter((f) => !fs.existsSync(path.join(siteDir, f)))).toEqual([]);
  });

  it('has a page for every class of the API data in both versions', () => {
    for (const [v, prefix] of [['next', 'docs/next/api'], ['stable', 'docs/api']]) {
      const missing = api(v).classes.filter((c) => !fs.existsSync(path.join(siteDir, prefix, `${c.id}.html`)));
      expect(missing.map((c) => c.name)).toEqual([]);
    }
  });

  it('titles pages "Page title | Playwright Java" and sets lang and dir', () => {
    expect(dom('docs/intro.html').querySelector('title')!.text).toBe('Installation | Playwright Java');
    expect(dom('docs/next/api/class-page.html').querySelector('title')!.text).toBe('Page | Playwright Java');
    expect(dom('index.html').querySelector('title')!.text).toBe('Fast and reliable end-to-end testing for modern web apps | Playwright Java');
    for (const g of guides) expect(dom(`docs/${g.id}.html`).querySelector('h1')!.text).toBe(g.title);
    const html = dom('docs/intro.html').querySelector('html')!;
    expect(html.getAttribute('lang')).toBe('en');
    expect(html.getAttribute('dir')).toBe('ltr');
  });

  it('sets description, canonical URL and OpenGraph tags', () => {
    const d = dom('docs/locators.html');
    expect(d.querySelector('meta[name="description"]')!.getAttribute('content')!.length).toBeGreaterThan(20);
    expect(d.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://playwright.dev/java/docs/locators');
    expect(d.querySelector('meta[property="og:title"]')!.getAttribute('content')).toBe('Locators | Playwright Java');
  });

  it('shows the docs sidebar groups, with junit in Getting Started of stable only', () => {
    const stable = sidebarGroups(dom('docs/intro.html'));
    const next = sidebarGroups(dom('docs/next/intro.html'));
    const start = ['Installation', 'Writing tests', 'Generating tests', 'Running and debugging tests', 'Trace viewer', 'Setting up CI', 'Test Runners'];
    expect(stable['Getting Started']).toEqual([...start, 'JUnit (experimental)']);
    expect(next['Getting Started']).toEqual(start);
    expect(Object.keys(stable)).toEqual(['Getting Started', 'Guides', 'Integrations']);
    // Integrations is collapsed: its items are rendered only where it is open (on its own pages).
    expect(stable.Integrations).toEqual([]);
    expect(sidebarGroups(dom('docs/docker.html')).Integrations).toEqual(['Docker', 'Continuous Integration', 'Selenium Grid (experimental)']);
    expect(stable.Guides).toHaveLength(33);
    const top = dom('docs/intro.html').querySelectorAll('.doc-sidebar .menu > .menu-list > .menu-item:not(.menu-category) > a').map((a) => a.text);
    expect(top).toEqual(['Release notes', 'Supported languages']);
    // Integrations is collapsed unless it holds the current page.
    expect(dom('docs/intro.html').querySelector('.doc-sidebar .menu-category.collapsed .menu-category-label')!.text).toBe('Integrations');
    expect(dom('docs/docker.html').querySelectorAll('.doc-sidebar .menu-category.collapsed')).toHaveLength(0);
  });

  it('shows the API sidebar: Playwright first, then Classes and Assertions', () => {
    const d = dom('docs/api/class-page.html');
    const root = d.querySelector('.doc-sidebar .menu-category.level-1')!;
    expect(root.querySelector('.menu-category-label')!.text).toBe('API reference');
    expect(root.querySelector('.menu-list > .menu-item > a')!.text).toBe('Playwright');
    const cats = root.querySelectorAll('.menu-category.level-2');
    expect(cats.map((c) => c.querySelector('.menu-category-label')!.text)).toEqual(['Classes', 'Assertions']);
    expect(cats[0].querySelectorAll('a.menu-link')).toHaveLength(40);
    expect(cats[1].querySelectorAll('a.menu-link').map((a) => a.text)).toEqual(['APIResponseAssertions', 'LocatorAssertions', 'PageAssertions', 'PlaywrightAssertions']);
  });

  it('has every guide of guides.json in both versions, with its title, its h2/h3 ids and at least 70% of the reference prose words', () => {
    const problems: string[] = [];
    for (const g of guides) {
      for (const prefix of ['docs', 'docs/next']) {
        const file = path.join(siteDir, `${prefix}/${g.id}.html`);
        if (!fs.existsSync(file)) { problems.push(`${prefix}/${g.id}: missing`); continue; }
        const d = parse(fs.readFileSync(file, 'utf8'));
        if (d.querySelector('h1')?.text !== g.title) problems.push(`${prefix}/${g.id}: title "${d.querySelector('h1')?.text}", expected "${g.title}"`);
        const ids = new Set(d.querySelectorAll('.markdown h2[id], .markdown h3[id]').map((e) => e.id));
        for (const h of g.headings) if (h.level <= 3 && !ids.has(h.slug)) problems.push(`${prefix}/${g.id}: no h2/h3 #${h.slug}`);
        const words = proseWords(d);
        const needed = Math.ceil(g.proseWords * 0.7);
        if (words < needed) problems.push(`${prefix}/${g.id}: ${words} prose words, needs ${needed} (70% of ${g.proseWords})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('counts prose words of the rendered article only', () => {
    const d = parse('<html><body><article class="doc-article"><h1 class="doc-title">T</h1><div class="markdown"><h2 id="a">Two words<a class="hash-link" href="#a">#</a></h2><p>One <code>inline()</code> — and.</p><div class="tabs"><div role="tablist"><button>Maven</button></div><div class="code-block"><pre><code>not counted at all</code></pre></div></div></div></article></body></html>');
    expect(proseWords(d)).toBe(5);
  });

  it('has every API member anchor of both data files (633 + 629)', () => {
    let found = 0;
    const missing: string[] = [];
    for (const [v, prefix] of [['next', 'docs/next/api'], ['stable', 'docs/api']]) {
      for (const c of api(v).classes) {
        const ids = new Set(dom(`${prefix}/${c.id}.html`).querySelectorAll('[id]').map((e) => e.id));
        for (const m of c.members) (ids.has(m.anchor) ? found++ : missing.push(`${prefix}/${c.id}#${m.anchor}`));
      }
    }
    expect(missing).toEqual([]);
    expect(found).toBe(633 + 629);
  });

  it('marks next pages as unreleased and links to the stable page', () => {
    const banner = dom('docs/next/locators.html').querySelector('.version-banner')!;
    expect(banner.text).toContain('not released yet');
    expect(banner.querySelector('a')!.getAttribute('href')).toBe('/java/docs/locators');
    expect(dom('docs/locators.html').querySelector('.version-banner')).toBeNull();
  });

  it('links API references to the page of the same version', () => {
    const nextLinks = dom('docs/next/locators.html').querySelectorAll('.markdown a[href*="/api/class-"]').map((a) => a.getAttribute('href')!);
    const stableLinks = dom('docs/locators.html').querySelectorAll('.markdown a[href*="/api/class-"]').map((a) => a.getAttribute('href')!);
    expect(nextLinks.length).toBeGreaterThan(5);
    expect(nextLinks.every((h) => h.startsWith('/java/docs/next/api/'))).toBe(true);
    expect(stableLinks.every((h) => h.startsWith('/java/docs/api/'))).toBe(true);
  });

  it('writes the not-found page, sitemap and robots.txt', () => {
    expect(dom('404.html').querySelector('h1')!.text).toBe('Page not found');
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://playwright.dev/java/docs/intro</loc>');
    expect(sitemap).toContain('<loc>https://playwright.dev/java/docs/next/api/class-page</loc>');
    expect(sitemap).not.toContain('/java/404');
    expect(read('robots.txt')).toContain('Sitemap: https://playwright.dev/java/sitemap.xml');
  });

  it('ships hashed client assets referenced by every page', () => {
    const assets = fs.readdirSync(path.join(siteDir, 'assets'));
    const css = assets.find((a) => /^theme-[A-Z0-9]{8}\.css$/.test(a));
    const js = assets.find((a) => /^entry-[A-Z0-9]{8}\.js$/.test(a));
    expect(css && js).toBeTruthy();
    expect(read('docs/intro.html')).toContain(`/java/assets/${css}`);
    expect(read('index.html')).toContain(`/java/assets/${js}`);
  });

  // Byte-identical whichever thread renders a page: a second build that renders most page
  // documents on its render threads, and a third on the build's thread alone (DOCGEN_THREADS=1),
  // each against the first.
  it.each([
    ['with its pages on every thread', { DOCGEN_TIMINGS: '1' }],
    ["with every page on the build's thread", { DOCGEN_THREADS: '1' }],
  ])('is deterministic: a second build %s is byte-identical', async (_, env: Record<string, string>) => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-again-'));
    const r = await runCli(['build', '--out', out], { timeoutMs: 300_000, env });
    expect(r.code, r.stderr).toBe(0);
    if (env.DOCGEN_TIMINGS && os.availableParallelism() > 1) {
      // (The render threads took most of the documents, the build's thread the rest; a machine of
      // one core has no render threads.)
      const [, onThreads, rendered] = /page documents rendered on render threads: (\d+) of (\d+)/.exec(r.stderr) ?? [];
      expect(Number(rendered)).toBeGreaterThan(150);
      expect(Number(onThreads)).toBeGreaterThan(Number(rendered) / 4);
    }
    const list = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(path.join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name])).sort();
    const files = list(siteDir);
    expect(list(out)).toEqual(files);
    const different = files.filter((f) => !fs.readFileSync(path.join(siteDir, f)).equals(fs.readFileSync(path.join(out, f))));
    expect(different).toEqual([]);
    fs.rmSync(out, { recursive: true, force: true });
  });
});
