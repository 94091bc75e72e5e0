import { describe, it, expect } from 'vitest';
import { validateConfig } from '../../src/generator/config/load.ts';
import { readVersionNames } from '../../src/generator/content/versions.ts';
import { DocgenError } from '../../src/generator/errors.ts';
import { makeProject } from '../helpers/fixture.ts';
import path from 'node:path';

const base = { title: 'T', url: 'https://example.com', baseUrl: '/java/', navbar: { items: [] } };

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(DocgenError);
    return (err as Error).message;
  }
  throw new Error('expected an error');
}

describe('config validation', () => {
  it('accepts a minimal config and fills defaults', () => {
    const c = validateConfig(base, 'site.config.ts');
    expect(c.trailingSlash).toBe(false);
    expect(c.docs.routeBasePath).toBe('docs');
    expect(c.colorMode.defaultMode).toBe('light');
    expect(c.i18n.locales.en).toEqual({ label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' });
  });

  it("takes a site's own admonition keywords, as Docusaurus' admonitions option", () => {
    const c = validateConfig({ ...base, markdown: { admonitions: { keywords: ['release', 'my_box-2'] } } }, 'site.config.ts');
    expect(c.markdown.admonitions).toEqual({ keywords: ['release', 'my_box-2'], extendDefaults: true });
    expect(validateConfig(base, 'site.config.ts').markdown.admonitions).toBeUndefined();
    expect(errorOf(() => validateConfig({ ...base, markdown: { admonitions: { keywords: ['two words'] } } }, 'site.config.ts'))).toMatch(/markdown\.admonitions\.keywords\[0\].*a keyword is a letter/);
    expect(errorOf(() => validateConfig({ ...base, markdown: { admonitions: { keyword: ['x'] } } }, 'site.config.ts'))).toMatch(/keyword/);
  });

  it('names the field and the file for bad values', () => {
    const msg = errorOf(() => validateConfig({ ...base, baseUrl: 'java', titel: 'x' }, 'config/site.config.ts'));
    expect(msg).toContain("config/site.config.ts  baseUrl must start and end with '/'");
    expect(msg).toContain('unknown key "titel"; did you mean "title"?');
  });

  it('rejects an unknown navbar item type, naming the item and the accepted types', () => {
    const msg = errorOf(() => validateConfig({ ...base, navbar: { items: [{ type: 'doc', docId: 'a' }, { type: 'fancy', label: 'Oops' }] } }, 'site.config.ts'));
    expect(msg).toContain('navbar.items[1]: unknown navbar item type "fancy" in {"type":"fancy","label":"Oops"}');
    // (No type is close to "fancy": a few of the nearest, not all sixteen.)
    expect(msg).toMatch(/; none of the \d+ types is close; the nearest: \w+(, \w+){4}$/m);
    const typo = errorOf(() => validateConfig({ ...base, navbar: { items: [{ type: 'docSidebr', sidebarId: 's' }] } }, 'site.config.ts'));
    expect(typo).toContain('navbar.items[0]: unknown navbar item type "docSidebr" in {"type":"docSidebr","sidebarId":"s"}; did you mean "docSidebar"?');
  });

  it('reports a bad field of a navbar item with the item', () => {
    const msg = errorOf(() => validateConfig({ ...base, navbar: { items: [{ type: 'doc', label: 'Docs' }] } }, 'site.config.ts'));
    expect(msg).toMatch(/navbar\.items\[0\] \(\{"type":"doc","label":"Docs"\}\)\.docId/);
  });

  it('takes a dropdown written without a type, and names a bad entry of a dropdown with the entry', () => {
    const c = validateConfig({ ...base, navbar: { items: [{ label: 'More', items: [{ label: 'A', to: '/a' }, { type: 'html', value: '<hr>' }, { type: 'doc', docId: 'intro' }] }] } }, 'site.config.ts');
    expect(c.navbar.items[0]).toMatchObject({ type: 'dropdown', label: 'More', items: [{ type: 'default', label: 'A', to: '/a' }, { type: 'html', value: '<hr>' }, { type: 'doc', docId: 'intro', docsPluginId: 'default' }] });
    expect(errorOf(() => validateConfig({ ...base, navbar: { items: [{ label: 'More', items: [{ type: 'doc', label: 'X' }] }] } }, 'site.config.ts'))).toMatch(/navbar\.items\[0\]\.items\[0\] \(\{"type":"doc","label":"X"\}\)\.docId/);
    expect(errorOf(() => validateConfig({ ...base, navbar: { items: [{ label: 'More', items: [{ label: 'Inner', items: [] }] }] } }, 'site.config.ts'))).toContain('navbar.items[0].items[0]: a dropdown cannot hold another dropdown');
    expect(errorOf(() => validateConfig({ ...base, navbar: { items: [{ type: 'localeDropdown', dropdownItemsAfter: [{ type: 'search' }] }] } }, 'site.config.ts'))).toContain('navbar.items[0].dropdownItemsAfter[0]: a dropdown cannot hold an item of type "search"');
  });

  it('takes a footer of columns or of one row of links, not a mix; checks the table of contents levels', () => {
    expect(validateConfig({ ...base, footer: { links: [{ label: 'A', to: '/a' }, { html: '<b>b</b>' }] } }, 'site.config.ts').footer.links).toEqual({ links: [{ label: 'A', to: '/a' }, { html: '<b>b</b>' }] });
    expect(validateConfig({ ...base, footer: { links: [{ title: null, items: [] }] } }, 'site.config.ts').footer.links).toEqual({ columns: [{ title: null, items: [] }] });
    expect(errorOf(() => validateConfig({ ...base, footer: { links: [{ title: 'Docs', items: [] }, { label: 'A', to: '/a' }] } }, 'site.config.ts'))).toContain('footer.links: the footer has columns');
    expect(errorOf(() => validateConfig({ ...base, tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 } }, 'site.config.ts'))).toContain('tableOfContents.minHeadingLevel: minHeadingLevel must not be above maxHeadingLevel');
  });

  it('takes per-class search weights and rejects weights that are not positive or keys that are not class names', () => {
    const search = (apiClassWeights: unknown) => ({ ...base, search: { provider: 'local', apiClassWeights } });
    const ok = validateConfig(search({ Page: 1.5, FrameLocator: 0.5 }), 'site.config.ts');
    expect(ok.search.provider === 'local' && ok.search.apiClassWeights).toEqual({ Page: 1.5, FrameLocator: 0.5 });
    expect(errorOf(() => validateConfig(search({ Page: 0 }), 'site.config.ts'))).toContain('search.apiClassWeights.Page');
    expect(errorOf(() => validateConfig(search({ Page: 'high' }), 'site.config.ts'))).toContain('search.apiClassWeights.Page');
    expect(errorOf(() => validateConfig(search({ 'api/class-page': 2 }), 'site.config.ts'))).toContain('search.apiClassWeights.api/class-page');
  });

  it('rejects a docs version without a name', () => {
    const msg = errorOf(() => validateConfig({ ...base, docs: { versions: { '': { label: 'x' } } } }, 'site.config.ts'));
    expect(msg).toContain('a docs version has no name');
  });

  it('rejects a missing version name in versions.json', () => {
    const dir = makeProject({ 'versions.json': '["stable", ""]' });
    const msg = errorOf(() => readVersionNames(path.join(dir, 'versions.json'), 'content/versions.json'));
    expect(msg).toContain('content/versions.json  entry 1: a docs version has no name');
  });
});
