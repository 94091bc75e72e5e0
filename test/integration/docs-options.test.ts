// The docs plugin's options of a Docusaurus site, honoured as Docusaurus honours them, in the pages
// docgen builds: which versions are built and where (includeCurrentVersion, onlyIncludeVersions,
// lastVersion, versions.*), their banners, badges and noIndex, the sidebar's categories
// (sidebarCollapsed, sidebarCollapsible), breadcrumbs, edit links (editUrl as a URL or a function,
// editCurrentVersion), which files are docs (include, exclude) and their number prefixes
// (numberPrefixParser); a version's main doc found as Docusaurus finds it; and a build with
// --no-cache writes nothing into the site but its output.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { makeProject } from '../helpers/fixture.ts';
import { runCli, type CliResult } from '../helpers/cli.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const md = (title: string, body = 'Some text.') => `---\ntitle: ${title}\n---\n\n${body}\n`;
const config = (docs: string, extra = '') => `const path = require('path');
module.exports = {
  title: 'Options Site',
  url: 'https://options.example',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  presets: [['classic', { docs: ${docs}, blog: false, pages: false }]],
  ${extra}
};
`;
/** A site with unreleased docs and two versions (2.0 the newest), each with a category in its sidebar. */
const versionedSite = (docs: string, extra = '') => ({
  'docusaurus.config.js': config(docs, extra),
  'versions.json': '["2.0", "1.0"]',
  'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/setup'] }] };\n",
  'docs/intro.md': md('Intro (next)'),
  'docs/guides/setup.md': md('Setup (next)'),
  'versioned_docs/version-2.0/intro.md': md('Intro (2.0)'),
  'versioned_docs/version-2.0/guides/setup.md': md('Setup (2.0)'),
  'versioned_sidebars/version-2.0-sidebars.json': '{ "docs": ["intro", { "type": "category", "label": "Guides", "items": ["guides/setup"] }] }',
  'versioned_docs/version-1.0/intro.md': md('Intro (1.0)'),
  'versioned_docs/version-1.0/guides/setup.md': md('Setup (1.0)'),
  'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro", { "type": "category", "label": "Guides", "items": ["guides/setup"] }] }',
});

async function built(files: Record<string, string>, args: string[] = []): Promise<{ dir: string; run: CliResult }> {
  const dir = makeProject(files);
  dirs.push(dir);
  const run = await runCli(['build', ...args], { cwd: dir, timeoutMs: 120_000 });
  expect(run.code, run.stderr).toBe(0);
  return { dir, run };
}
const exists = (dir: string, rel: string) => fs.existsSync(path.join(dir, 'build', rel));
const page = (dir: string, rel: string): HTMLElement => parse(fs.readFileSync(path.join(dir, 'build', rel), 'utf8'));
const warningsOf = (run: CliResult) => run.stderr.split('\n').filter((l) => l.includes('warning:'));

describe('versions chosen and shown by the docs options', () => {
  let a = { dir: '', run: undefined as unknown as CliResult };
  let b = { dir: '', run: undefined as unknown as CliResult };
  beforeAll(async () => {
    a = await built(
      versionedSite(`{
        sidebarPath: path.join(__dirname, 'sidebars.js'),
        includeCurrentVersion: false,
        lastVersion: undefined,
        versions: { '1.0': { label: 'Legacy', path: 'legacy', noIndex: true } },
        breadcrumbs: false,
        sidebarCollapsed: false,
        editUrl: ({ version, docPath, locale }) => 'https://edit.example/' + locale + '/' + version + '/' + docPath,
        docItemComponent: '@site/src/theme/MyDocItem',
      }`),
    );
    b = await built(
      versionedSite(`{
        sidebarPath: path.join(__dirname, 'sidebars.js'),
        onlyIncludeVersions: ['current', '1.0'],
        lastVersion: 'current',
        sidebarCollapsible: false,
        editUrl: 'https://github.com/acme/site/edit/main/website/',
        editCurrentVersion: true,
      }`),
    );
  }, 240_000);

  it('includeCurrentVersion: false builds no unreleased docs, and the newest version is the last one', () => {
    expect(exists(a.dir, 'docs/next/intro.html')).toBe(false);
    expect(page(a.dir, 'docs/intro.html').querySelector('.doc-title')!.text).toBe('Intro (2.0)');
  });

  it('lastVersion: undefined is unset, as in Docusaurus: no warning', () => {
    expect(warningsOf(a.run).filter((w) => w.includes('lastVersion'))).toEqual([]);
  });

  it("versions.*: a version's label and path, its default banner, badge and noIndex", () => {
    const legacy = page(a.dir, 'docs/legacy/intro.html');
    expect(legacy.querySelector('.doc-title')!.text).toBe('Intro (1.0)');
    expect(legacy.querySelector('.version-badge')!.text).toBe('Version: Legacy');
    // Older than the last version: unmaintained (Docusaurus' default).
    expect(legacy.querySelector('.version-banner')!.text).toContain('Legacy docs of Options Site, a version that no longer gets updates');
    expect(legacy.querySelector('meta[name="robots"]')!.getAttribute('content')).toContain('noindex');
    const sitemap = fs.readFileSync(path.join(a.dir, 'build/sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/docs/legacy/');
    expect(sitemap).toContain('/docs/intro');
    // The last version shows its badge too (more than one version), and no banner or robots meta.
    const last = page(a.dir, 'docs/intro.html');
    expect(last.querySelector('.version-badge')!.text).toBe('Version: 2.0');
    expect(last.querySelector('.version-banner')).toBeNull();
    expect(last.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('breadcrumbs: false shows no breadcrumbs', () => {
    expect(page(a.dir, 'docs/guides/setup.html').querySelector('.breadcrumbs')).toBeNull();
    expect(page(b.dir, 'docs/guides/setup.html').querySelector('.breadcrumbs')).not.toBeNull();
  });

  it('sidebarCollapsed: false opens the categories', () => {
    const category = page(a.dir, 'docs/intro.html').querySelector('.menu-category')!;
    expect(category.classList.contains('collapsed')).toBe(false);
  });

  it('sidebarCollapsible: false makes categories that cannot be closed', () => {
    const category = page(b.dir, 'docs/intro.html').querySelector('.menu-category')!;
    expect(category.classList.contains('collapsed')).toBe(false);
    expect(category.querySelector('button.menu-category-label')!.hasAttribute('disabled')).toBe(true);
    expect(category.querySelector('.menu-category-chevron')).toBeNull();
  });

  it('editUrl as a function: each page links where the function says', () => {
    expect(page(a.dir, 'docs/guides/setup.html').querySelector('.doc-edit-link')!.getAttribute('href')).toBe('https://edit.example/en/2.0/guides/setup.md');
    expect(page(a.dir, 'docs/legacy/intro.html').querySelector('.doc-edit-link')!.getAttribute('href')).toBe('https://edit.example/en/1.0/intro.md');
  });

  it('docItemComponent: a warning, with its line', () => {
    const found = warningsOf(a.run).filter((w) => w.includes('docItemComponent'));
    expect(found).toHaveLength(1);
    const line = fs.readFileSync(path.join(a.dir, 'docusaurus.config.js'), 'utf8').split('\n').findIndex((l) => l.includes('docItemComponent')) + 1;
    expect(found[0].startsWith(`docusaurus.config.js:${line} `), found[0]).toBe(true);
  });

  it('onlyIncludeVersions builds those versions only; lastVersion: current serves them at the root', () => {
    expect(page(b.dir, 'docs/intro.html').querySelector('.doc-title')!.text).toBe('Intro (next)');
    expect(page(b.dir, 'docs/1.0/intro.html').querySelector('.doc-title')!.text).toBe('Intro (1.0)');
    expect(exists(b.dir, 'docs/2.0/intro.html')).toBe(false);
    expect(exists(b.dir, 'docs/next/intro.html')).toBe(false);
  });

  it('editCurrentVersion: every version edits the unversioned docs', () => {
    expect(page(b.dir, 'docs/1.0/guides/setup.html').querySelector('.doc-edit-link')!.getAttribute('href')).toBe('https://github.com/acme/site/edit/main/website/docs/guides/setup.md');
    expect(page(b.dir, 'docs/guides/setup.html').querySelector('.doc-edit-link')!.getAttribute('href')).toBe('https://github.com/acme/site/edit/main/website/docs/guides/setup.md');
  });
});

describe('which files are docs, and their names', () => {
  let c = { dir: '', run: undefined as unknown as CliResult };
  let d = { dir: '', run: undefined as unknown as CliResult };
  beforeAll(async () => {
    c = await built({
      'docusaurus.config.js': config("{ include: ['guides/**/*.md', 'start.md'], exclude: ['**/wip/**'], numberPrefixParser: false }"),
      'docs/start.md': md('Start'),
      'docs/guides/01-first.md': md('First'),
      'docs/guides/wip/unfinished.md': md('Unfinished'),
      'docs/elsewhere.md': md('Elsewhere'),
    });
    d = await built({
      'docusaurus.config.js': config(`{ exclude: [], numberPrefixParser: (name) => { const m = /^(\\d+)=(.+)$/.exec(name); return m ? { filename: m[2], numberPrefix: Number(m[1]) } : { filename: name } } }`),
      'docs/2=second.md': md('Second'),
      'docs/1=first.md': md('First'),
      'docs/_underscored.md': md('Underscored'),
    });
  }, 240_000);

  it('include and exclude choose the docs', () => {
    expect(exists(c.dir, 'docs/start.html')).toBe(true);
    expect(exists(c.dir, 'docs/guides/01-first.html')).toBe(true);
    expect(exists(c.dir, 'docs/guides/wip/unfinished.html')).toBe(false);
    expect(exists(c.dir, 'docs/elsewhere.html')).toBe(false);
    // exclude: [] makes "_" files docs too.
    expect(page(d.dir, 'docs/_underscored.html').querySelector('.doc-title')!.text).toBe('Underscored');
  });

  it('numberPrefixParser: false keeps the prefixes; a function reads its own', () => {
    expect(exists(c.dir, 'docs/guides/first.html')).toBe(false);
    expect(page(d.dir, 'docs/first.html').querySelector('.doc-title')!.text).toBe('First');
    const labels = page(d.dir, 'docs/first.html').querySelectorAll('.menu-link').map((a) => a.text.trim());
    expect(labels.indexOf('First')).toBeLessThan(labels.indexOf('Second'));
  });
});

describe("a version's main doc, as Docusaurus finds it", () => {
  it('is the first doc of the first sidebar: no intro, index or mainDocId is needed', async () => {
    const { dir, run } = await built({
      'docusaurus.config.js': config("{ sidebarPath: path.join(__dirname, 'sidebars.js') }", "themeConfig: { navbar: { items: [{ type: 'docsVersion', label: 'Docs' }] } },"),
      'sidebars.js': "module.exports = { docs: [{ type: 'category', label: 'Begin', items: ['getting-started', 'architecture'] }] };\n",
      'docs/architecture.md': md('Architecture'),
      'docs/getting-started.md': md('Getting started'),
    });
    expect(run.stderr).not.toContain('main doc');
    const link = page(dir, 'docs/architecture.html').querySelectorAll('a').find((a) => a.text.trim() === 'Docs')!;
    expect(link.getAttribute('href')).toBe('/docs/getting-started');
    // The home page (the site's own is React, not built) leads there too.
    expect(page(dir, 'index.html').querySelectorAll('a').some((a) => a.getAttribute('href') === '/docs/getting-started')).toBe(true);
  }, 120_000);
});

describe('docgen migrate', () => {
  it("names the docs options that are functions at the top of the config it writes, and the config builds", async () => {
    const dir = makeProject({
      'docusaurus.config.js': config("{ editUrl: ({ docPath }) => 'https://edit.example/' + docPath, numberPrefixParser: (name) => ({ filename: name }), breadcrumbs: false }"),
      'docs/01-intro.md': md('Intro'),
    });
    dirs.push(dir);
    const r = await runCli(['migrate'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const written = fs.readFileSync(path.join(dir, 'config/site.config.ts'), 'utf8');
    const header = written.slice(0, written.indexOf('export default'));
    expect(header).toMatch(/Docs options that are functions were not written here[^\n]*\n\/\/ {3}docs\.editUrl\n\/\/ {3}docs\.numberPrefixParser\n/);
    expect(written.slice(written.indexOf('export default'))).toContain('"breadcrumbs": false');
    const b = await runCli(['build'], { cwd: dir, timeoutMs: 120_000 });
    expect(b.code, b.stderr).toBe(0);
    expect(exists(dir, 'docs/intro.html')).toBe(true);
  }, 120_000);
});

describe('--no-cache', () => {
  it('writes nothing into the site but its output, also for pages with site components', async () => {
    const files = {
      'docusaurus.config.js': config('{}'),
      'docs/intro.mdx': "import Hello from '@site/src/components/Hello';\n\n# Intro\n\n<Hello name=\"docs\" />\n",
      'src/components/Hello.js': "import Link from '@docusaurus/Link';\nexport default function Hello({ name }) { return <Link to=\"/docs/intro\">Hello, {name}</Link>; }\n",
    };
    const dir = makeProject(files);
    dirs.push(dir);
    const r = await runCli(['build', '--no-cache'], { cwd: dir, timeoutMs: 120_000 });
    expect(r.code, r.stderr).toBe(0);
    expect(page(dir, 'docs/intro.html').querySelectorAll('.markdown a').map((a) => a.text)).toContain('Hello, docs');
    const all = (fs.readdirSync(dir, { recursive: true }) as string[]).map((f) => f.split(path.sep).join('/'));
    expect(all.filter((f) => f !== 'build' && !f.startsWith('build/')).sort()).toEqual(['docs', 'docs/intro.mdx', 'docusaurus.config.js', 'src', 'src/components', 'src/components/Hello.js']);
  }, 120_000);
});
