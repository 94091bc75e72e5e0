// A Docusaurus site's own pages and theme (test/fixtures/docusaurus-pages): its src/pages React and
// Markdown pages are routes as Docusaurus makes them, rendered on the server with what they import
// (Link, useDocusaurusContext, customFields, a CSS module); `_` files and folders are not pages; a
// page with no behaviour ships no script of its own, one with state does; its src/theme components
// replace docgen's (@theme/Badge) or wrap them (@theme-original/Heading, in Markdown pages too); its NotFound is the 404
// page. An import docgen does not provide is an error naming the page and the import.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'node-html-parser';
import { runCli } from '../helpers/cli.ts';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/docusaurus-pages');
const dirs: string[] = [];
const copy = (extra: Record<string, string> = {}) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-docusaurus-pages-'));
  fs.cpSync(fixture, dir, { recursive: true });
  for (const [rel, text] of Object.entries(extra)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  dirs.push(dir);
  return dir;
};
let dir = '';
let build: Awaited<ReturnType<typeof runCli>>;
const page = (rel: string) => parse(fs.readFileSync(path.join(dir, 'build', rel), 'utf8'), { blockTextElements: { script: true, style: true } });

beforeAll(async () => {
  dir = copy();
  build = await runCli(['build'], { cwd: dir, timeoutMs: 120_000 });
}, 180_000);
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("a Docusaurus site's own pages and theme", () => {
  it('builds every page of src/pages at its Docusaurus URL, and no file or folder whose name starts with "_"', () => {
    expect(build.code, build.stderr).toBe(0);
    const pages = fs.readdirSync(path.join(dir, 'build'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).sort();
    expect(pages).toEqual(['404.html', 'counter.html', 'docs/intro.html', 'index.html', 'search.html', 'sub/about.html']);
    // The docs link to the pages: the links resolve.
    expect(build.stderr).not.toMatch(/broken link/);
  });

  it('renders a React page on the server with what it imports, inside the site layout, titled by its Layout', () => {
    const home = page('index.html');
    expect(home.querySelector('title')!.text).toBe('Home | Pages Fixture');
    expect(home.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('Where the fixture starts');
    expect(home.querySelector('.hero__title')!.text).toBe('Pages Fixture');
    expect(home.querySelector('.greeting')!.text).toBe('Hello from customFields');
    expect(home.querySelector('a.button.button--primary')!.getAttribute('href')).toBe('/docs/intro');
    // Images from other hosts show, as in Docusaurus (which sets no policy): the policy allows them.
    expect(home.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')).toMatch(/img-src 'self' data: https:;/);
    // The site's navbar and footer are around it.
    expect(home.querySelector('nav.navbar')).not.toBeNull();
    expect(home.querySelector('footer')).not.toBeNull();
    // Its CSS module: a class of the page's own, whose rule is in a stylesheet the page links.
    const banner = home.querySelector('header[class*="banner"]')!;
    const className = banner.getAttribute('class')!.split(' ').find((c) => c.includes('banner'))!;
    const css = home
      .querySelectorAll('link[rel="stylesheet"]')
      .map((l) => l.getAttribute('href')!)
      .filter((href) => href.startsWith('/assets/content/'))
      .map((href) => fs.readFileSync(path.join(dir, 'build', href), 'utf8'))
      .join('\n');
    expect(css).toContain(`.${className}{`);
    expect(css).toMatch(/border:3px solid (rgb\(10,\s?20,\s?30\)|#0a141e)/);
  });

  it('ships no script of its own for a page without behaviour, and hydrates one with state', () => {
    const home = fs.readFileSync(path.join(dir, 'build/index.html'), 'utf8');
    expect(home).not.toContain('<docgen-island');
    const counter = page('counter.html');
    const island = counter.querySelector('docgen-island')!;
    expect(island).not.toBeNull();
    expect(fs.existsSync(path.join(dir, 'build', island.getAttribute('data-src')!))).toBe(true);
    expect(counter.querySelector('#counter')!.text).toBe('Clicked 0 times');
    // Its Head's title is the whole document title; its description the page's.
    expect(counter.querySelector('title')!.text).toBe('A counter, titled by its Head');
    expect(counter.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('Counts clicks');
  });

  it("uses the site's theme components: one of its own, one wrapping docgen's, and its not-found page", () => {
    expect(page('counter.html').querySelector('docgen-island .site-badge')!.text).toBe('swizzled badge');
    expect(page('index.html').querySelector('.heading-wrapper > h2')!.text).toBe('Features');
    const notFound = page('404.html');
    expect(notFound.querySelector('h1.site-not-found')!.text).toBe('Nothing at this address');
    expect(notFound.querySelector('title')!.text).toBe('Lost | Pages Fixture');
    expect(notFound.querySelector('meta[name="robots"]')!.getAttribute('content')).toMatch(/noindex/);
    // (docgen's own not-found page is not there.)
    expect(notFound.text).not.toContain('Page not found');
    // The site's Heading is the Markdown pages' too (it wraps docgen's, which keeps its id and link): nothing is said of it.
    expect(page('sub/about.html').querySelector('.markdown .heading-wrapper > h2#how-we-work > a.hash-link')).toBeTruthy();
    expect(build.stderr).not.toContain("docgen's layout keeps its own");
  });

  it('shows a Markdown page as prose with its own heading and table of contents, titled by its front matter', () => {
    const about = page('sub/about.html');
    expect(about.querySelector('title')!.text).toBe('About us | Pages Fixture');
    expect(about.querySelectorAll('h1')).toHaveLength(1);
    expect(about.querySelector('.markdown strong')!.text).toBe('Markdown');
    expect(about.querySelectorAll('.toc a, nav.toc a, .table-of-contents a').map((a) => a.text.trim())).toContain('How we work');
  });

  it('is an error naming the page and the import when a page imports a module docgen does not provide', async () => {
    const broken = copy({ 'src/pages/broken.tsx': "import React from 'react';\nimport useSomething from '@docusaurus/useSomethingElse';\n\nexport default function Broken() {\n  useSomething();\n  return <p>never</p>;\n}\n" });
    const result = await runCli(['build'], { cwd: broken, timeoutMs: 120_000 });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/src\/pages\/broken\.tsx:2:\d+: Could not resolve "@docusaurus\/useSomethingElse"/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(broken, 'build'))).toBe(false);
  }, 120_000);

  it('is an error naming the config when a client module is not there, and nothing is written', async () => {
    const site = copy();
    const config = path.join(site, 'docusaurus.config.js');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("clientModules: [require.resolve('./src/clientModules/routes.js')],", "clientModules: ['./src/clientModules/missing.js'],"));
    const result = await runCli(['build'], { cwd: site, timeoutMs: 120_000 });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docusaurus.config.js  clientModules[0]: the module "./src/clientModules/missing.js" was not found');
    expect(fs.existsSync(path.join(site, 'build'))).toBe(false);
  }, 120_000);

  it("takes the pages plugin's exclude option", async () => {
    const site = copy();
    const config = path.join(site, 'docusaurus.config.js');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("presets: [['classic', { docs: { sidebarPath: false } }]],", "presets: [['classic', { docs: { sidebarPath: false }, pages: { exclude: ['**/counter.tsx'] } }]],"));
    fs.writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n\nStart from the [home page](/).\n');
    const result = await runCli(['build'], { cwd: site, timeoutMs: 120_000 });
    expect(result.code, result.stderr).toBe(0);
    expect(fs.existsSync(path.join(site, 'build/counter.html'))).toBe(false);
    expect(fs.existsSync(path.join(site, 'build/sub/about.html'))).toBe(true);
  }, 120_000);
});
