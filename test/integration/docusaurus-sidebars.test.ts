// A versioned Docusaurus-style docs tree (test/helpers/versioned-site.ts) built unchanged: category
// files and their generated index pages, every sidebar item type, the version dropdown and the
// docsVersion item in the navbar; and docs served at the site's root, whose navbar items are active
// on their own pages only.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { runCli, type CliResult, withoutProgress } from '../helpers/cli.ts';
import { makeVersionedSite } from '../helpers/versioned-site.ts';
import { makeProject } from '../helpers/fixture.ts';

let dir = '';
let result: CliResult;
const html = (rel: string) => parse(fs.readFileSync(path.join(dir, 'build', rel), 'utf8'));
const data = (rel: string) => JSON.parse(fs.readFileSync(path.join(dir, 'build/_data', rel), 'utf8'));
const hrefs = (els: HTMLElement[]) => els.map((a) => a.getAttribute('href'));

beforeAll(async () => {
  dir = makeVersionedSite();
  result = await runCli(['build'], { cwd: dir });
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a versioned Docusaurus docs tree', () => {
  it('builds without a problem', () => {
    expect(withoutProgress(result.stderr)).toBe('');
    expect(result.code).toBe(0);
  });

  it("makes a category's generated index page: title, description, a card per item, breadcrumbs, previous and next", () => {
    const page = html('docs/next/category/basics.html');
    expect(page.querySelector('.doc-article h1')!.text).toBe('Basics');
    expect(page.querySelector('.doc-article .index-description')!.text).toBe('Everything to get the first lamp going.');
    const cards = page.querySelectorAll('.card-grid .link-card');
    expect(cards.map((c) => [c.getAttribute('href'), c.querySelector('.card-title')!.text, c.querySelector('.card-description')?.text])).toEqual([
      ['/docs/next/basics/install', 'Install Lumen', 'Wall mount and power.'],
      ['/docs/next/basics/first-schedule', 'Your first schedule', undefined],
      ['/docs/next/basics/advanced/scenes', 'Going further', 'Scenes and sensors.'],
    ]);
    expect(page.querySelectorAll('.breadcrumbs li').map((li) => li.text.trim())).toEqual(['', 'Basics']);
    expect(page.querySelector('.pagination-prev')!.getAttribute('href')).toBe('/docs/next/intro');
    expect(page.querySelector('.pagination-next')!.getAttribute('href')).toBe('/docs/next/basics/install');
    // It shows its sidebar, with the category's link marked as the page.
    const label = page.querySelector('.doc-sidebar a.menu-category-label[aria-current="page"]')!;
    expect([label.text, label.getAttribute('href')]).toEqual(['Basics', '/docs/next/category/basics']);
    expect(page.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('Everything to get the first lamp going.');
    // The doc after it leads back to it.
    expect(html('docs/next/basics/install.html').querySelector('.pagination-prev')!.getAttribute('href')).toBe('/docs/next/category/basics');
    expect(html('docs/next/basics/install.html').querySelector('.breadcrumbs a[href="/docs/next/category/basics"]')).not.toBeNull();
  });

  it("puts a category file's generated index page at its slug, with its own title, in each version", () => {
    const next = data('docs/next/guides-overview.json');
    expect(next.page).toMatchObject({ kind: 'index', title: 'Every guide', description: 'Step by step, one task a page.' });
    expect(next.page.cards.map((c: { href: string }) => c.href)).toEqual(['/docs/next/topics/guides/dimming', '/docs/next/topics/guides/holidays', '/docs/next/topics/guides/party']);
    expect(next.version.name).toBe('current');
    const main = data('docs/guides-overview.json');
    expect(main.page.cards).toHaveLength(2);
    expect(main.version.name).toBe('2.0');
    expect(fs.existsSync(path.join(dir, 'build/docs/category/basics.html'))).toBe(true);
    // 1.0 has no such category.
    expect(fs.existsSync(path.join(dir, 'build/docs/1.0/guides-overview.html'))).toBe(false);
  });

  it('indexes a generated index page for search in its own version, with its keywords', () => {
    const read = (version: string) => fs.readdirSync(path.join(dir, 'build/search', version)).map((f) => fs.readFileSync(path.join(dir, 'build/search', version, f), 'utf8')).join('\n');
    expect(read('current')).toContain('/docs/next/guides-overview');
    expect(read('current')).toContain('walkthrough');
    expect(read('2.0')).not.toContain('/docs/next/guides-overview');
    expect(read('1.0')).not.toContain('guides-overview');
  });

  it('renders the sidebar from category files and every item type', () => {
    const sidebar = html('docs/next/intro.html').querySelector('.doc-sidebar')!;
    const category = (label: string) => sidebar.querySelectorAll('.menu-category').find((li) => li.querySelector('.menu-category-label')!.text === label)!;
    // Guides: its generated page, open (collapsed: false), with its class.
    expect(category('Guides').classList.contains('guides-category')).toBe(true);
    expect(category('Guides').classList.contains('collapsed')).toBe(false);
    expect(category('Guides').querySelector('.menu-category-label')!.getAttribute('href')).toBe('/docs/next/guides-overview');
    // Reference: the doc its YAML file names is its page and is not listed again.
    expect(category('Reference').querySelector('.menu-category-label')!.getAttribute('href')).toBe('/docs/next/topics/reference/overview');
    expect(category('Reference').classList.contains('collapsed')).toBe(true);
    // Tips (link: null): no page; its index doc is one of its items; not collapsible, so open.
    expect(category('Tips').querySelector('.menu-category-label')!.tagName).toBe('BUTTON');
    expect(hrefs(category('Tips').querySelectorAll('.menu-list a'))).toEqual(['/docs/next/topics/tips/batteries', '/docs/next/topics/tips']);
    // recipes (no category file): its README is its page, and its label the README's title (Docusaurus' rule).
    expect(category('Recipes').querySelector('.menu-category-label')!.getAttribute('href')).toBe('/docs/next/topics/recipes');
    const link = sidebar.querySelector('li.sidebar-external a')!;
    expect([link.text, link.getAttribute('href'), link.getAttribute('target')]).toEqual(['Changelog', 'https://example.com/lumen/changelog', '_blank']);
    const note = sidebar.querySelector('li.sidebar-note')!;
    expect(note.classList.contains('menu-html')).toBe(true);
    expect(note.innerHTML).toBe('<span class="made-with">Lumen docs</span>');
    expect(sidebar.querySelector('a[href="/docs/next/extras/faq"]')!.text).toBe('FAQ');
  });

  it("lists a ref item without making its doc belong to the sidebar", () => {
    expect(data('docs/next/extras/faq.json').sidebar.id).toBe('extras');
    const pages = (rel: string) => {
      const d = data(rel);
      return [d.page.doc.previous?.href, d.page.doc.next?.href];
    };
    // The last doc of "docs" pages on to nothing: the ref'd FAQ is not part of its reading order.
    expect(pages('docs/next/topics/recipes/sunrise.json')).toEqual(['/docs/next/topics/recipes', undefined]);
  });

  it('a category with a doc link in a sidebar file leads to that doc, which shows the sidebar', () => {
    const page = html('docs/next/extras.html');
    expect(page.querySelector('.doc-sidebar a.menu-category-label')!.getAttribute('href')).toBe('/docs/next/extras');
    expect(page.querySelector('.doc-sidebar a.menu-category-label')!.getAttribute('aria-current')).toBe('page');
  });

  it('shows a version dropdown that leads to the same doc in each version, else to its main doc', () => {
    const dropdown = (rel: string) => {
      const el = html(rel).querySelector('.navbar .docs-version-dropdown')!;
      return {
        label: el.querySelector('.dropdown-toggle')!.text,
        toggleActive: el.querySelector('.dropdown-toggle')!.classList.contains('active'),
        entries: el.querySelectorAll('.dropdown-link').map((a) => `${a.text} ${a.getAttribute('href')}${a.classList.contains('active') ? ' *' : ''}`),
      };
    };
    expect(dropdown('docs/next/topics/guides/party.html')).toEqual({
      label: 'Next',
      toggleActive: true,
      entries: ['Next /docs/next/topics/guides/party *', '2.0 /docs/intro', '1.0 /docs/1.0/intro', 'Older releases https://example.com/lumen/archive'],
    });
    expect(dropdown('docs/basics/install.html').entries).toEqual(['Next /docs/next/basics/install', '2.0 /docs/basics/install *', '1.0 /docs/1.0/basics/install', 'Older releases https://example.com/lumen/archive']);
    expect(dropdown('docs/1.0/intro.html').label).toBe('1.0');
    // Outside the docs: the main version is shown, none is marked.
    expect(dropdown('index.html')).toEqual({ label: '2.0', toggleActive: false, entries: ['Next /docs/next/intro', '2.0 /docs/intro', '1.0 /docs/1.0/intro', 'Older releases https://example.com/lumen/archive'] });
    // The page data carries the same page in the other versions.
    expect(data('docs/next/basics/install.json').versionLinks).toEqual({ '2.0': '/docs/basics/install', current: '/docs/next/basics/install', '1.0': '/docs/1.0/basics/install' });
  });

  it("links the docsVersion item to the version's main doc", () => {
    const item = (rel: string) => html(rel).querySelector('.navbar-items-right .navbar-item-link a')!;
    expect([item('docs/next/intro.html').text, item('docs/next/intro.html').getAttribute('href')]).toEqual(['Next', '/docs/next/intro']);
    expect([item('docs/1.0/intro.html').text, item('docs/1.0/intro.html').getAttribute('href')]).toEqual(['1.0', '/docs/1.0/intro']);
  });

  it('marks doc and sidebar navbar items active on the pages that show their sidebar', () => {
    const active = (rel: string) => html(rel).querySelectorAll('.navbar-items-left .navbar-link.active').map((a) => a.text);
    expect(active('docs/next/basics/install.html')).toEqual(['Docs']);
    expect(active('docs/next/category/basics.html')).toEqual(['Docs']);
    expect(active('docs/extras/faq.html')).toEqual(['Extras']);
    expect(active('index.html')).toEqual([]);
  });
});

describe('docs at the site root', () => {
  let root = '';
  let built: CliResult;
  beforeAll(async () => {
    root = makeProject({
      'config/site.config.ts': `export default {
  title: 'Root docs', url: 'https://example.com', baseUrl: '/base/',
  navbar: { title: 'Root', items: [{ type: 'doc', docId: 'start', label: 'Start' }, { type: 'doc', docId: 'guide', label: 'Guide' }, { type: 'docSidebar', sidebarId: 'more', label: 'More' }] },
  docs: { routeBasePath: '/', lastVersion: 'current', mainDocId: 'start', sidebarPath: 'content/sidebars.js' },
};
`,
      'content/docs/start.md': '---\nslug: /\n---\n\n# Start here\n\nThe first page, at the root.\n',
      'content/docs/guide.md': '# Guide\n\nA guide.\n',
      'content/docs/other.md': '# Other\n\nAnother page.\n',
      'content/sidebars.js': "module.exports = { main: ['guide'], more: ['other'] };\n",
    });
    built = await runCli(['build'], { cwd: root });
  }, 120_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds, the doc at the root being the home page', () => {
    expect(withoutProgress(built.stderr)).toBe('');
    expect(built.code).toBe(0);
    const home = parse(fs.readFileSync(path.join(root, 'build/index.html'), 'utf8'));
    expect(home.querySelector('.doc-article h1')!.text).toBe('Start here');
  });

  it('marks a navbar item active only on its own pages, not on every page under the root', () => {
    const active = (rel: string) => parse(fs.readFileSync(path.join(root, 'build', rel), 'utf8')).querySelectorAll('.navbar .navbar-link.active').map((a) => a.text);
    expect(active('index.html')).toEqual(['Start']);
    expect(active('guide.html')).toEqual(['Guide']);
    expect(active('other.html')).toEqual(['More']);
  });
});
