// Docusaurus' own rules are the oracle of the navbar, footer and theme options: each themeConfig
// of a corpus (every navbar item type with its options, dropdowns with and without `type`, both
// footer forms, the other theme options) is first checked by @docusaurus/theme-classic's
// validateThemeConfig (the corpus must be valid Docusaurus), then loaded by docgen from a
// docusaurus.config.js: accepted, with a warning only for what docgen does not honour, once per key.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { loadConfig, validateConfig } from '../../src/generator/config/load.ts';
import { isNavLinkActive, type NavContext } from '../../src/templates/NavbarItem.tsx';
import type { NavLink } from '../../src/shared/types.ts';

const require = createRequire(import.meta.url);
// (theme-classic's own validator, given the callback Docusaurus' core gives it: unknown keys belong to other themes.)
const { validateThemeConfig } = require('@docusaurus/theme-classic/lib/options.js') as {
  validateThemeConfig(args: { validate: (schema: JoiSchema, config: unknown) => unknown; themeConfig: unknown }): unknown;
};
interface JoiSchema {
  unknown(): { validate(value: unknown, options: object): { error?: Error; value: unknown } };
}
const docusaurusValidate = (schema: JoiSchema, config: unknown) => {
  const { error, value } = schema.unknown().validate(config, { convert: false });
  if (error) throw error;
  return value;
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const prismTheme = (color: string) => ({ plain: { color, backgroundColor: '#101010' }, styles: [{ types: ['comment', 'prolog'], style: { color: '#808080', fontStyle: 'italic' } }, { types: ['keyword'], style: { color: '#d040d0' }, languages: ['java'] }] });

/** themeConfigs Docusaurus accepts, with the warnings docgen gives for each (none but these). */
const corpus: { name: string; themeConfig: Record<string, unknown>; warnings?: RegExp[] }[] = [
  {
    name: 'links: to, href, html, prependBaseUrlToHref, active paths, target, rel, aria and data attributes',
    themeConfig: {
      navbar: {
        items: [
          { to: '/docs/start', label: 'Start', position: 'left', activeBasePath: '/docs', className: 'start-link', target: '_self', rel: 'bookmark', 'aria-label': 'Start here', 'data-kind': 'primary' },
          { href: 'https://example.org/forum', label: 'Forum', position: 'right', activeBaseRegex: '^/forum' },
          { href: '/files/sheet.pdf', label: 'Sheet', prependBaseUrlToHref: true },
          { href: 'pathname:///playground/', label: 'Playground' },
          { to: '/docs/start', html: '<strong>Start</strong>' },
          { to: 'docs/start', label: 'Relative', title: 'A title', lang: 'en' },
        ],
      },
    },
  },
  {
    name: 'dropdowns: with type, without type, with a link of their own, every entry type',
    themeConfig: {
      navbar: {
        items: [
          {
            type: 'dropdown',
            label: 'Guides',
            position: 'left',
            to: '/docs/guides',
            items: [
              { label: 'Setup', to: '/docs/setup', className: 'setup' },
              { label: 'Outside', href: 'https://example.org', target: '_blank', rel: 'noopener' },
              { type: 'doc', docId: 'intro', label: 'Intro' },
              { type: 'docSidebar', sidebarId: 'guides', label: 'All guides' },
              { type: 'docsVersion', label: 'This version', to: '/docs/next/intro' },
              { type: 'html', value: '<hr/>', className: 'separator' },
            ],
          },
          { label: 'Java', position: 'left', items: [{ label: 'Node.js', href: '#', 'data-language-prefix': '/' }, { label: 'Python', href: '#', 'data-language-prefix': '/python/' }] },
          { html: '<em>More</em>', items: [{ label: 'Blog', href: 'https://example.org/blog' }] },
        ],
      },
    },
  },
  {
    name: 'docs items: doc, docSidebar, docsVersion, docsVersionDropdown with entries before and after',
    themeConfig: {
      navbar: {
        items: [
          { type: 'doc', docId: 'intro', label: 'Docs', position: 'left', docsPluginId: 'default' },
          { type: 'doc', docId: 'intro', html: '<b>Docs</b>', className: 'docs-link' },
          { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
          { type: 'docsVersion', position: 'right', to: '/docs/intro', label: 'Version' },
          {
            type: 'docsVersionDropdown',
            position: 'right',
            dropdownActiveClassDisabled: true,
            dropdownItemsBefore: [{ type: 'html', value: '<b>Versions</b>' }],
            dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }],
            versions: ['current'],
          },
          { type: 'docsVersionDropdown', versions: { current: { label: 'Next' } }, className: 'versions' },
        ],
      },
    },
  },
  {
    name: 'the language dropdown, search, HTML and a site component',
    themeConfig: {
      navbar: {
        items: [
          { type: 'localeDropdown', position: 'right', dropdownItemsBefore: [{ type: 'html', value: '<small>Languages</small>' }], dropdownItemsAfter: [{ href: 'https://example.org/translate', label: 'Help us translate' }], queryString: 'ref=nav', className: 'langs' },
          { type: 'search', position: 'right', className: 'search-box' },
          { type: 'html', position: 'right', value: '<span class="badge">beta</span>', className: 'badge-item' },
          { type: 'custom-sponsor', position: 'right', level: 'gold' },
        ],
      },
    },
    warnings: [/themeConfig\.navbar\.items\[3\]: the navbar item type "custom-sponsor" has no component/],
  },
  {
    name: 'the navbar itself: style, hideOnScroll, title, every logo option',
    themeConfig: {
      navbar: {
        title: 'Gizmo',
        style: 'dark',
        hideOnScroll: true,
        logo: { alt: 'Gizmo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: '32', href: 'https://gizmo.example.com', target: '_self', className: 'logo', style: { borderRadius: 4 } },
        items: [],
      },
    },
    warnings: [/themeConfig\.navbar\.logo\.style: inline styles are not applied/],
  },
  { name: 'a primary navbar with no title', themeConfig: { navbar: { style: 'primary', title: null } } },
  {
    name: 'a footer of columns: titles, class names, HTML entries, link options; logo, copyright, style',
    themeConfig: {
      footer: {
        style: 'dark',
        logo: { alt: 'Gizmo', src: 'img/logo.svg', href: 'https://gizmo.example.com', width: 120 },
        copyright: 'Copyright © Gizmo <a href="https://gizmo.example.com">Inc.</a>',
        links: [
          { title: 'Docs', className: 'col-docs', items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'PDF', href: '/files/a.pdf', prependBaseUrlToHref: true, target: '_blank', rel: 'noopener' }] },
          { title: null, items: [{ html: '<a href="https://example.org">Sponsor</a>' }, { label: 'Chat', href: 'https://chat.example.org', className: 'chat', 'aria-label': 'Chat with us' }] },
        ],
      },
    },
  },
  { name: 'a footer of one row of links', themeConfig: { footer: { links: [{ label: 'Terms', to: '/terms' }, { html: '<span>·</span>' }, { label: 'Playground', href: 'pathname:///playground/' }] } } },
  {
    name: 'the other theme options',
    themeConfig: {
      colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true },
      announcementBar: { id: 'v2', content: 'Version 2 is out', backgroundColor: '#fafbfc', textColor: '#091E42', isCloseable: false },
      image: 'img/card.png',
      metadata: [{ name: 'keywords', content: 'gizmo, docs' }, { property: 'og:locale', content: 'en_GB' }],
      docs: { versionPersistence: 'localStorage', sidebar: { hideable: true, autoCollapseCategories: true } },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 5 },
      prism: { theme: prismTheme('#202020'), darkTheme: prismTheme('#e0e0e0'), additionalLanguages: ['java', 'powershell'], magicComments: [{ className: 'bad-line', line: 'bad-next-line' }] },
      algolia: { appId: 'APP1', apiKey: 'search-only', indexName: 'gizmo', contextualSearch: true },
    },
  },
  {
    name: 'options docgen does not honour, each said once',
    themeConfig: {
      docs: { versionPersistence: 'none' },
      blog: { sidebar: { groupByYear: false } },
      prism: { defaultLanguage: 'java', additionalLanguages: ['ocaml'] },
      navbar: { items: [{ to: '/a', label: 'A', customProps: { x: 1 } }, { to: '/b', label: 'B', onClick: 'track()' }] },
    },
    warnings: [
      /themeConfig\.docs\.versionPersistence: docgen remembers/,
      /themeConfig\.blog: the blog's theme options \(sidebar\.groupByYear\) are not supported/,
      /themeConfig\.prism\.defaultLanguage: not supported/,
      /themeConfig\.prism\.additionalLanguages: .*ocaml is shown plain/,
      /themeConfig\.navbar\.items\[1\]\.onClick: not used by docgen/,
    ],
  },
];

async function loadWithDocgen(themeConfig: Record<string, unknown>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-theme-oracle-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs/intro.md'), '# Intro\n');
  const config = { title: 'Gizmo', url: 'https://gizmo.example.com', baseUrl: '/', presets: [['classic', { docs: {}, blog: false }]], themeConfig };
  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), `module.exports = ${JSON.stringify(config, null, 2)};\n`);
  return loadConfig('docusaurus.config.js', dir);
}

describe("docgen accepts every themeConfig Docusaurus' theme-classic accepts", () => {
  for (const entry of corpus) {
    it(entry.name, async () => {
      // The oracle: valid for Docusaurus.
      expect(() => validateThemeConfig({ validate: docusaurusValidate, themeConfig: entry.themeConfig })).not.toThrow();
      const { notices } = await loadWithDocgen(entry.themeConfig);
      const messages = notices.map((n) => n.message);
      // Only what docgen does not honour, each once.
      expect(new Set(messages).size, messages.join('\n')).toBe(messages.length);
      for (const pattern of entry.warnings ?? []) expect(messages.filter((m) => pattern.test(m)), `${pattern}\n${messages.join('\n')}`).toHaveLength(1);
      expect(messages.filter((m) => !(entry.warnings ?? []).some((p) => p.test(m))), messages.join('\n')).toEqual([]);
    });
  }

  it('the oracle rejects what Docusaurus rejects (the corpus is checked, not waved through)', () => {
    expect(() => validateThemeConfig({ validate: docusaurusValidate, themeConfig: { navbar: { items: [{ type: 'sparkles' }] } } })).toThrow(/Bad navbar item type/);
    expect(() => validateThemeConfig({ validate: docusaurusValidate, themeConfig: { navbar: { items: [{ type: 'dropdown', label: 'X', items: [{ type: 'dropdown', items: [] }] }] } } })).toThrow(/Nested dropdowns/);
  });
});

// theme-common's own helpers, loaded from their files (the package exports only its React entry).
const themeCommon = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), '../theme-common/lib/utils');
const { isRegexpStringMatch } = (await import(path.join(themeCommon, 'regexpUtils.js'))) as { isRegexpStringMatch(regex: string, value: string): boolean };
const { isMultiColumnFooterLinks } = (await import(path.join(themeCommon, 'footerUtils.js'))) as { isMultiColumnFooterLinks(links: unknown[]): boolean };

describe("docgen's navbar and footer decide as theme-common does", () => {
  it('marks a link active by its activeBaseRegex as isRegexpStringMatch does (case-insensitive)', () => {
    const ctx = (path: string): NavContext => ({ path, baseUrl: '/', searchPlaceholder: '', localeLabel: 'English', htmlLang: 'en' });
    const link = (activeBaseRegex: string): NavLink => ({ label: 'L', href: '/elsewhere', external: false, activeBaseRegex });
    for (const regex of ['/community/', '^/docs/(api|guides)/', 'Blog', '\\.html$']) {
      for (const p of ['/community/welcome', '/Community/Welcome', '/docs/api/page', '/docs/guides', '/blog/post', '/notes/a.html', '/']) {
        expect(isNavLinkActive(link(regex), ctx(p)), `${regex} on ${p}`).toBe(isRegexpStringMatch(regex, p));
      }
    }
  });

  it('reads footer links as columns or one row as isMultiColumnFooterLinks does', () => {
    const base = { title: 'T', url: 'https://example.com', baseUrl: '/', navbar: { items: [] } };
    const forms = [
      [{ title: 'Docs', items: [{ label: 'A', to: '/a' }] }],
      [{ title: null, items: [] }, { title: 'More', items: [{ html: '<b>x</b>' }] }],
      [{ label: 'A', to: '/a' }, { html: '<i>b</i>' }],
      [{ label: 'Outside', href: 'https://example.org' }],
    ];
    for (const links of forms) {
      // (Docusaurus decides on the links its validator gave a title to: columns always have one.)
      const validated = links.map((l) => ('items' in l ? { ...l, title: 'title' in l ? l.title : null } : l));
      const docgen = validateConfig({ ...base, footer: { links } }, 'site.config.ts').footer.links;
      expect('columns' in docgen, JSON.stringify(links)).toBe(isMultiColumnFooterLinks(validated));
    }
  });
});
