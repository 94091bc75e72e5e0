// A Docusaurus site whose navbar and footer use every item type theme-classic knows, built by
// docgen with no config of its own: each item as Docusaurus shows it (where links lead, how they
// open, HTML, dropdowns written without `type`, the entries before and after the language
// menu), the colour-mode toggle and the search box Docusaurus adds by itself, the navbar's style,
// the footer's forms and logo, the hideable sidebar, the table of contents' levels and metadata.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { runCli } from '../helpers/cli.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function site(themeConfig: string, extra: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-navbar-'));
  dirs.push(dir);
  const files: Record<string, string> = {
    'docusaurus.config.js': `module.exports = {
  title: 'Lantern', url: 'https://lantern.example.com', baseUrl: '/lantern/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  themeConfig: ${themeConfig},
};
`,
    'sidebars.js': "module.exports = { guide: ['intro', { type: 'category', label: 'Wiring', items: ['wiring'] }, { type: 'category', label: 'Bulbs', items: ['bulbs'] }, { type: 'link', label: 'Playground', href: 'pathname:///playground/' }] };\n",
    'docs/intro.md': '# Getting lit\n\n## Parts\n\n### Wick\n\n#### Wax\n\nSome text.\n',
    'docs/wiring.md': '# Wiring\n\nText.\n',
    'docs/bulbs.md': '# Bulbs\n\nText.\n',
    'static/img/lantern.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle cx="4" cy="4" r="4"/></svg>\n',
    'static/img/lantern-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>\n',
    'static/playground/index.html': '<!DOCTYPE html><title>Playground</title>\n',
    ...extra,
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const page = (dir: string, rel: string) => parse(fs.readFileSync(path.join(dir, 'build', rel), 'utf8'));
const links = (root: HTMLElement) => root.querySelectorAll('a').map((a) => ({ text: a.text.trim(), href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel'), router: a.getAttribute('data-no-router') === undefined }));

describe('every navbar and footer item type of a Docusaurus site', () => {
  let dir = '';
  let build: Awaited<ReturnType<typeof runCli>>;
  let intro: HTMLElement;
  let navbar: HTMLElement;
  beforeAll(async () => {
    dir = site(`{
    navbar: {
      title: 'Lantern', style: 'dark', hideOnScroll: true,
      logo: { alt: 'Lantern logo', src: 'img/lantern.svg', srcDark: 'img/lantern-dark.svg', width: 28, height: 28 },
      items: [
        { type: 'doc', docId: 'intro', label: 'Guide', position: 'left' },
        { label: 'Editions', position: 'left', items: [{ label: 'Oil', href: '#', 'data-edition': 'oil' }, { type: 'doc', docId: 'wiring', label: 'Electric' }, { type: 'html', value: '<span class="menu-note">soon: solar</span>' }] },
        { type: 'dropdown', label: 'Parts', to: '/docs/bulbs', items: [{ label: 'Bulbs', to: '/docs/bulbs' }, { label: 'Shop', href: 'https://shop.example.com', target: '_self' }] },
        { href: 'pathname:///playground/', label: 'Playground', position: 'left' },
        { href: '/docs/wiring', label: 'Wiring (href)', position: 'left' },
        { href: 'files/manual.pdf', label: 'Manual', prependBaseUrlToHref: true, position: 'left' },
        { to: '/docs/bulbs', html: '<b>Bulbs!</b>', position: 'left', rel: 'help' },
        { type: 'html', value: '<span class="badge">v2</span>', position: 'right', className: 'version-badge' },
        { type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{ href: 'https://translate.example.com', label: 'Help translate' }] },
        { type: 'custom-weather', position: 'right' },
        { href: 'https://github.com/lantern/lantern', position: 'right', className: 'header-github-link', 'aria-label': 'Lantern on GitHub' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { title: 'Learn', items: [{ label: 'Guide', to: '/docs/intro' }, { label: 'Playground', href: 'pathname:///playground/' }] },
        { title: 'More', className: 'more-column', items: [{ html: '<a class="sponsor" href="https://sponsor.example.com">Our sponsor</a>' }, { label: 'Forum', href: 'https://forum.example.com' }] },
      ],
      logo: { alt: 'Lantern', src: 'img/lantern.svg', href: 'https://lantern.example.com', width: 60 },
      copyright: 'Copyright © Lantern <i>makers</i>',
    },
    docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    metadata: [{ name: 'keywords', content: 'lantern, light' }],
  }`);
    build = await runCli(['build'], { cwd: dir, timeoutMs: 120_000 });
    // (A build that failed leaves no page: each test fails on its own then.)
    intro = fs.existsSync(path.join(dir, 'build/docs/intro.html')) ? page(dir, 'docs/intro.html') : parse('');
    navbar = intro.querySelector('nav.navbar') ?? parse('');
  }, 180_000);

  it('builds; the only warning of the navbar is the item type the site has no component for, naming it', () => {
    expect(build.code, build.stderr).toBe(0);
    const warnings = build.stderr.split('\n').filter((l) => l.includes('warning:') && l.includes('themeConfig'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^docusaurus\.config\.js:\d+ {2}warning: themeConfig\.navbar\.items\[9\]: the navbar item type "custom-weather" has no component/);
  });

  it('reads a dropdown written without `type` as a dropdown, its entries of every kind', () => {
    const editions = navbar.querySelectorAll('.dropdown').find((d) => d.querySelector('.dropdown-toggle')?.text.trim() === 'Editions')!;
    expect(editions).toBeDefined();
    const entries = editions.querySelectorAll('.dropdown-menu > li');
    expect(entries.map((li) => li.text.trim())).toEqual(['Oil', 'Electric', 'soon: solar']);
    expect(entries[0].querySelector('a')!.getAttribute('data-edition')).toBe('oil');
    expect(entries[1].querySelector('a')!.getAttribute('href')).toBe('/lantern/docs/wiring');
    expect(entries[2].querySelector('span.menu-note')).not.toBeNull();
  });

  it('gives a dropdown with `to` a label that is a link, and keeps an entry\'s target', () => {
    const parts = navbar.querySelector('.dropdown-toggle-link')!;
    expect(parts.querySelector('a')!.getAttribute('href')).toBe('/lantern/docs/bulbs');
    expect(parts.querySelector('button[aria-haspopup="true"]')).not.toBeNull();
    const shop = links(navbar).find((l) => l.text === 'Shop')!;
    expect(shop).toMatchObject({ href: 'https://shop.example.com', target: '_self', rel: 'noopener noreferrer' });
  });

  it('leads links where Docusaurus does: pathname:// with the base URL and no client routing, "/" paths with the base URL, prependBaseUrlToHref', () => {
    const all = links(navbar);
    expect(all.find((l) => l.text === 'Playground')).toMatchObject({ href: '/lantern/playground/', target: '_blank', router: false });
    expect(all.find((l) => l.text === 'Wiring (href)')).toMatchObject({ href: '/lantern/docs/wiring', target: undefined, router: true });
    expect(all.find((l) => l.text === 'Manual')).toMatchObject({ href: '/lantern/files/manual.pdf' });
    const html = navbar.querySelectorAll('a').find((a) => a.querySelector('b')?.text === 'Bulbs!')!;
    expect(html.getAttribute('href')).toBe('/lantern/docs/bulbs');
    expect(html.getAttribute('rel')).toBe('help');
  });

  it('shows HTML items, the language menu with its entries after, and the GitHub link', () => {
    expect(navbar.querySelector('.version-badge .badge')!.text).toBe('v2');
    const language = navbar.querySelector('.navbar-item-localeDropdown')!;
    expect(language.querySelectorAll('.dropdown-link').map((a) => a.text.trim())).toEqual(['English', 'Help translate']);
    expect(navbar.querySelector('a[aria-label="Lantern on GitHub"]')!.getAttribute('href')).toBe('https://github.com/lantern/lantern');
  });

  it('adds the colour-mode toggle and the search box on the right, as Docusaurus does', () => {
    const right = navbar.querySelector('.navbar-items-right')!;
    const kinds = right.querySelectorAll('.navbar-item').map((i) => i.classList.value.find((c) => c.startsWith('navbar-item-') && c !== 'navbar-item-keep'));
    expect(kinds.slice(-2)).toEqual(['navbar-item-colorModeToggle', 'navbar-item-search']);
    expect(right.querySelector('.search-button')!.getAttribute('href')).toBe('/lantern/search');
  });

  it("has the navbar's style, hides it on scroll, and shows the logo of each colour mode", () => {
    expect(navbar.classList.contains('navbar-dark')).toBe(true);
    expect(navbar.classList.contains('navbar-hideable')).toBe(true);
    const logos = navbar.querySelectorAll('.navbar-brand img');
    expect(logos.map((i) => i.classList.contains('themed-dark'))).toEqual([false, true]);
    expect(logos.map((i) => [i.getAttribute('width'), i.getAttribute('height')])).toEqual([['28', '28'], ['28', '28']]);
  });

  it('shows the footer: columns with their class and HTML entries, links, logo and copyright HTML', () => {
    const footer = intro.querySelector('footer.footer')!;
    expect(footer.classList.contains('footer-dark')).toBe(true);
    expect(footer.querySelector('.more-column .sponsor')!.getAttribute('href')).toBe('https://sponsor.example.com');
    expect(links(footer).find((l) => l.text === 'Playground')).toMatchObject({ href: '/lantern/playground/', router: false });
    expect(footer.querySelector('.footer-logo a')!.getAttribute('href')).toBe('https://lantern.example.com');
    expect(footer.querySelector('.footer-logo img')!.getAttribute('width')).toBe('60');
    expect(footer.querySelector('.footer-copyright i')!.text).toBe('makers');
  });

  it('has a hideable sidebar (its pathname:// link as the navbar\'s), and the table of contents down to the configured level; metadata in every head', () => {
    expect(intro.querySelector('.doc-sidebar .sidebar-collapse')!.getAttribute('aria-label')).toBe('Collapse sidebar');
    expect(links(intro.querySelector('.doc-sidebar')!).find((l) => l.text === 'Playground')).toMatchObject({ href: '/lantern/playground/', target: '_blank' });
    expect(intro.querySelectorAll('.toc-desktop a, .toc-mobile a').map((a) => a.text.trim())).toContain('Wax');
    expect(intro.querySelector('meta[name="keywords"]')!.getAttribute('content')).toBe('lantern, light');
  });
});

describe('a Docusaurus navbar without a search item, under Algolia, with the colour switch off', () => {
  it('shows the search button (Algolia in the policy) and no colour-mode toggle; a footer of one row is light by default', async () => {
    const dir = site(`{
    colorMode: { disableSwitch: true },
    algolia: { appId: 'LANTERN1', apiKey: 'public', indexName: 'lantern' },
    navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Guide' }] },
    footer: { links: [{ label: 'Guide', to: '/docs/intro' }, { html: '<em>lit</em>' }] },
  }`);
    const r = await runCli(['build'], { cwd: dir, timeoutMs: 120_000 });
    expect(r.code, r.stderr).toBe(0);
    const intro = page(dir, 'docs/intro.html');
    expect(intro.querySelectorAll('nav.navbar .search-button')).toHaveLength(1);
    expect(intro.querySelector('nav.navbar .color-mode-toggle')).toBeNull();
    expect(intro.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')).toContain('https://LANTERN1-dsn.algolia.net');
    const footer = intro.querySelector('footer.footer')!;
    expect(footer.classList.contains('footer-light')).toBe(true);
    expect(footer.querySelectorAll('.footer-row > span').map((s) => s.text)).toEqual(['Guide', 'lit']);
    expect(footer.querySelector('.footer-row em')!.text).toBe('lit');
  }, 120_000);
});
