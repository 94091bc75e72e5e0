// Docusaurus' conventions for docs' files: number prefixes, index docs, ids and URL paths.
import { describe, it, expect } from 'vitest';
import path from 'node:path';
import { docAddress, docFolder, isIndexDocName, parseNumberPrefix, stripPathNumberPrefixes } from '../../src/generator/content/doc-paths.ts';
import { loadDocs } from '../../src/generator/content/docs.ts';
import { makeProject } from '../helpers/fixture.ts';

describe('number prefixes', () => {
  it('takes the number off a name with a separator, and keeps names that only look prefixed', () => {
    expect(parseNumberPrefix('01-intro')).toEqual({ name: 'intro', number: 1 });
    expect(parseNumberPrefix('2_setup')).toEqual({ name: 'setup', number: 2 });
    expect(parseNumberPrefix('003 - My Doc')).toEqual({ name: 'My Doc', number: 3 });
    expect(parseNumberPrefix('10.Reference')).toEqual({ name: 'Reference', number: 10 });
    // Only a number, a version, a date, a number inside the name: no prefix.
    for (const name of ['2024', '01', '8.0', '8.0-release-notes', '2024-01-31', '2024-01-31-news', 'intro-01', 'a1-intro', '01-', '01--']) {
      expect(parseNumberPrefix(name), name).toEqual({ name });
    }
  });

  it('strips every folder of a path', () => {
    expect(stripPathNumberPrefixes('01-guides/02-advanced/2024')).toBe('guides/advanced/2024');
  });
});

describe('index docs', () => {
  it('are index, readme or the folder name, in any case, as written', () => {
    expect(isIndexDocName('index', 'usage')).toBe(true);
    expect(isIndexDocName('README', 'usage')).toBe(true);
    expect(isIndexDocName('Usage', 'usage')).toBe(true);
    expect(isIndexDocName('02-guides', '02-guides')).toBe(true);
    expect(isIndexDocName('guides', '02-guides')).toBe(false);
    expect(isIndexDocName('intro', 'usage')).toBe(false);
    expect(isIndexDocName('usage', '')).toBe(false);
  });
});

describe('doc ids and URL paths', () => {
  const at = (rel: string, fm: Parameters<typeof docAddress>[2] = {}) => {
    const slash = rel.lastIndexOf('/');
    return docAddress(docFolder(slash < 0 ? '' : rel.slice(0, slash)), rel.slice(slash + 1), fm);
  };

  it('strips number prefixes from ids and URLs, and gives the number as the position', () => {
    expect(at('01-intro.md')).toEqual({ id: 'intro', slug: '/intro', number: 1 });
    expect(at('02-guides/03-setup.mdx')).toEqual({ id: 'guides/setup', slug: '/guides/setup', number: 3 });
    expect(at('releases/2024.md')).toEqual({ id: 'releases/2024', slug: '/releases/2024' });
  });

  it('keeps them with parse_number_prefixes: false', () => {
    expect(at('02-guides/03-setup.md', { parse_number_prefixes: false })).toEqual({ id: '02-guides/03-setup', slug: '/02-guides/03-setup' });
  });

  it("serves an index doc at its folder's path, whatever its id", () => {
    expect(at('usage/index.md', { id: 'index' })).toEqual({ id: 'usage/index', slug: '/usage' });
    expect(at('usage/README.md')).toEqual({ id: 'usage/README', slug: '/usage' });
    expect(at('usage/readme.md', { id: 'overview' })).toEqual({ id: 'usage/overview', slug: '/usage' });
    expect(at('01-usage/01-usage.md')).toEqual({ id: 'usage/usage', slug: '/usage', number: 1 });
    expect(at('index.md')).toEqual({ id: 'index', slug: '/' });
  });

  it('takes an absolute slug from the version root and a relative one from the folder', () => {
    expect(at('guides/a.md', { slug: '/custom' })).toEqual({ id: 'guides/a', slug: '/custom' });
    expect(at('guides/a.md', { slug: 'custom' })).toEqual({ id: 'guides/a', slug: '/guides/custom' });
    expect(at('guides/deep/a.md', { slug: '../up' })).toEqual({ id: 'guides/deep/a', slug: '/guides/up' });
    expect(at('guides/a.md', { slug: '/' })).toEqual({ id: 'guides/a', slug: '/' });
    expect(at('guides/index.md', { slug: 'start' })).toEqual({ id: 'guides/index', slug: '/guides/start' });
    expect(at('01-guides/a.md', { slug: 'b', id: 'x' })).toEqual({ id: 'guides/x', slug: '/guides/b' });
  });
});

describe('slugs and ids that would leave the docs version', () => {
  const at = (rel: string, fm: Parameters<typeof docAddress>[2] = {}) => {
    const slash = rel.lastIndexOf('/');
    return docAddress(docFolder(slash < 0 ? '' : rel.slice(0, slash)), rel.slice(slash + 1), fm, '/docs');
  };

  it('resolves "." and ".." in a slug as a URL does, when the result stays inside the version', () => {
    expect(at('a.md', { slug: '/guides/../fine' })).toEqual({ id: 'a', slug: '/fine' });
    expect(at('guides/deep/a.md', { slug: './../b/./c' })).toEqual({ id: 'guides/deep/a', slug: '/guides/b/c' });
  });

  it('refuses a slug that climbs above the version root, or holds a backslash or a control character', () => {
    for (const [rel, slug] of [['a.md', '/../../../package'], ['a.md', '/..'], ['guides/a.md', '../../x'], ['a.md', '..']]) {
      expect(at(rel, { slug }).problem, slug).toEqual({ key: 'slug', message: `slug "${slug}" leads out of its docs version (/docs): a slug is a URL path inside the version, from its root ("/guide") or from the doc's folder ("guide", "../guide")` });
    }
    for (const slug of ['/a\\b', '/a\0b', 'x\ny']) expect(at('a.md', { slug }).problem?.message, JSON.stringify(slug)).toMatch(/^slug ".*" is not accepted: a slug may not hold a backslash or a control character/);
  });

  it('refuses an id (front matter, or file name) that is not a plain name', () => {
    for (const id of ['../../x', 'a/b', '..', '.', '', 'a\\b', 'a\0']) expect(at('a.md', { id }).problem?.key, JSON.stringify(id)).toBe('id');
    expect(at('...md').problem).toEqual({ key: 'file', message: 'the file name gives the id ".." is not accepted: an id names the doc inside its folder, without "/" or "\\", control characters, "." or ".."' });
    expect(at('a\\b.md').problem?.key).toBe('file');
    expect(at('x..y.md').problem).toBeUndefined();
  });
});

describe('loading a Docusaurus-style docs folder', () => {
  it('gives each doc the URL Docusaurus gives it', async () => {
    const dir = makeProject({
      'docs/01-intro.md': '# Intro\n',
      'docs/02-usage/index.md': '---\nid: index\n---\n# Usage\n',
      'docs/02-usage/01-basics.md': '# Basics\n',
      'docs/03-api/README.md': '# API\n',
      'docs/releases/2024.md': '# 2024\n',
      'docs/home.md': '---\nslug: /\n---\n# Home\n',
      'docs/keep/01-raw.md': '---\nparse_number_prefixes: false\n---\n# Raw\n',
    });
    const { docs, problems } = await loadDocs({ root: dir, contentDir: path.join(dir, 'docs'), versionPath: '/docs' });
    expect(problems).toEqual([]);
    const urls = Object.fromEntries(docs.map((d) => [d.id, [d.permalink, d.sidebarPosition]]));
    expect(urls).toEqual({
      intro: ['/docs/intro', 1],
      'usage/index': ['/docs/usage', undefined],
      'usage/basics': ['/docs/usage/basics', 1],
      'api/README': ['/docs/api', undefined],
      'releases/2024': ['/docs/releases/2024', undefined],
      home: ['/docs', undefined],
      'keep/01-raw': ['/docs/keep/01-raw', undefined],
    });
  });
});
