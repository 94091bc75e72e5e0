// The blog loader's messages and its own rules: wrong front matter, unknown author keys, tags and
// authors not in their files (as onInlineTags / onInlineAuthors ask), posts without a truncate
// marker, drafts, the config's readingTime and editUrl functions; and tag names in URLs as
// Docusaurus (lodash's kebabCase) makes them.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { validateConfig } from '../../src/generator/config/load.ts';
import { applyBlogLastUpdates, loadBlog } from '../../src/generator/plugins/blog/load.ts';
import { kebabCase } from '../../src/generator/plugins/blog/kebab-case.ts';
import { postAddress } from '../../src/generator/plugins/blog/post-files.ts';
import { formatProblem, type Problem } from '../../src/generator/errors.ts';
import { makeProject } from '../helpers/fixture.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const AUTHORS = 'jmarcey:\n  name: Joel\nslorber:\n  name: Seb\n';

function load(files: Record<string, string>, blog: Record<string, unknown> = {}) {
  const dir = makeProject(files);
  dirs.push(dir);
  const config = validateConfig({ title: 'T', url: 'https://example.com', baseUrl: '/', navbar: { items: [] }, blog: [{ onUntruncatedBlogPosts: 'ignore', ...blog }] }, 'site.config.ts');
  const problems: Problem[] = [];
  const version = loadBlog(dir, config, config.blog[0], problems);
  return { version, problems, messages: problems.map(formatProblem), dir, config };
}

describe('the blog loader says what is wrong, where, and what is accepted', () => {
  it('an unknown author key: the post, the key and the keys the authors file has', () => {
    const { messages, problems } = load({ 'blog/authors.yml': AUTHORS, 'blog/2024-01-01-a.md': '---\nauthors: [jmarcey, jdoe]\n---\n\nText.\n' });
    expect(messages).toEqual(['blog/2024-01-01-a.md  front matter: authors: no author "jdoe" in blog/authors.yml; its keys are: jmarcey, slorber']);
    expect(problems[0].severity).toBe('error');
  });

  it('an author key without an authors file', () => {
    const { messages } = load({ 'blog/2024-01-01-a.md': '---\nauthors: jmarcey\n---\n\nText.\n' });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^blog\/2024-01-01-a\.md {2}front matter: authors: the author key "jmarcey" needs an authors file, and there is none \(authors\.yml in the blog folder/);
  });

  it('a date that is no date: the file and the line of the key', () => {
    const { messages, version } = load({ 'blog/a.md': '---\ntitle: A\ndate: "last tuesday"\n---\n\nText.\n', 'blog/2024-01-01-b.md': 'B\n' });
    expect(messages).toEqual(['blog/a.md:3  front matter: date: not a date (e.g. 2024-05-01, or 2024-05-01T10:00:00 for a time of day)']);
    // (The other posts load.)
    expect(version!.docs.map((d) => d.permalink)).toEqual(['/blog/2024/01/01/b']);
  });

  it('an author that is neither a key nor an author object', () => {
    const { messages } = load({ 'blog/a.md': '---\ndate: 2024-01-01\nauthors: [{ title: No name }]\n---\n\nText.\n' });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^blog\/a\.md:3 {2}front matter: authors.*(author key|key, a name or an imageURL)/);
  });

  it('authors that are neither keys, objects nor a list of them: what is accepted', () => {
    for (const value of ['5', 'true', '[jmarcey, 5]']) {
      const { messages } = load({ 'blog/authors.yml': AUTHORS, 'blog/a.md': `---\ndate: 2024-01-01\nauthors: ${value}\n---\n\nText.\n` });
      expect(messages, value).toEqual(['blog/a.md:3  front matter: authors must be an author key of the authors file, an author object ({ name, title, url, imageURL, socials } or { key, … }), or a list of them']);
    }
  });

  it("tags not in the tags file: an error with onInlineTags 'throw', a warning with 'warn', nothing with 'ignore' or without a tags file", () => {
    const files = { 'blog/tags.yml': 'release:\n  label: Release\n', 'blog/2024-01-01-a.md': '---\ntags: [release, hello, World Tour]\n---\n\nText.\n' };
    const thrown = load(files, { onInlineTags: 'throw' });
    expect(thrown.messages).toEqual(["blog/2024-01-01-a.md  front matter: tags hello, World Tour are not in the tags file blog/tags.yml; add them there, or set the blog's onInlineTags to 'ignore'"]);
    expect(thrown.problems[0].severity).toBe('error');
    expect(load(files).problems.map((p) => p.severity)).toEqual(['warning']);
    expect(load(files, { onInlineTags: 'ignore' }).problems).toEqual([]);
    expect(load({ 'blog/2024-01-01-a.md': files['blog/2024-01-01-a.md'] }, { onInlineTags: 'throw' }).problems).toEqual([]);
    // The file's tag has its label and permalink; the others their own, in kebab case.
    const tags = load(files, { onInlineTags: 'ignore' }).version!.docs[0].post!.tags;
    expect(tags.map((t) => [t.label, t.permalink, !!t.inline])).toEqual([['Release', '/blog/tags/release', false], ['hello', '/blog/tags/hello', true], ['World Tour', '/blog/tags/world-tour', true]]);
  });

  it("a missing tags file the options name is an error; authors not in the authors file as onInlineAuthors asks", () => {
    expect(load({ 'blog/2024-01-01-a.md': 'A\n' }, { tags: 'my-tags.yml' }).messages).toEqual(['blog/my-tags.yml  the blog\'s tags file (its tags option: "my-tags.yml") does not exist; create it, or set tags to null for none']);
    const post = { 'blog/authors.yml': AUTHORS, 'blog/2024-01-01-a.md': '---\nauthors: [jmarcey, { name: Guest }]\n---\n\nText.\n' };
    const thrown = load(post, { onInlineAuthors: 'throw' });
    expect(thrown.messages).toEqual(["blog/2024-01-01-a.md  authors not in the authors file (authors.yml): Guest; give them keys there and name them by key, or set the blog's onInlineAuthors to 'ignore'"]);
    expect(thrown.problems[0].severity).toBe('error');
    expect(load(post, { onInlineAuthors: 'ignore' }).problems).toEqual([]);
  });

  it('the posts without a truncate marker, in one problem (warning, or error with throw); drafts are left out', () => {
    const files = { 'blog/2024-01-01-a.md': 'A\n\n<!-- truncate -->\n', 'blog/2024-01-02-b.md': 'B\n', 'blog/2024-01-03-c.mdx': 'C\n\n{/* truncate */}\n', 'blog/2024-01-04-d.md': '---\ndraft: true\n---\n\nD\n' };
    const warned = load(files, { onUntruncatedBlogPosts: 'warn' });
    expect(warned.problems).toHaveLength(1);
    expect(warned.problems[0]).toMatchObject({ severity: 'warning', file: 'blog' });
    expect(warned.problems[0].message).toMatch(/: blog\/2024-01-02-b\.md; add the marker/);
    expect(load(files, { onUntruncatedBlogPosts: 'throw' }).problems[0].severity).toBe('error');
    expect(warned.version!.docs.map((d) => d.source)).toEqual(['blog/2024-01-03-c.mdx', 'blog/2024-01-02-b.md', 'blog/2024-01-01-a.md']);
  });

  it("calls the config's readingTime and editUrl functions with what Docusaurus gives them", () => {
    const seen: unknown[] = [];
    const { version, problems } = load(
      { 'blog/2024-01-01-a.md': '---\ntitle: A\n---\n\none two three four\n' },
      {
        readingTime: ({ content, frontMatter, defaultReadingTime, locale }: { content: string; frontMatter: { title: string }; defaultReadingTime: (o: { content: string; options?: { wordsPerMinute: number } }) => number; locale: string }) => {
          seen.push(frontMatter.title, locale);
          return defaultReadingTime({ content, options: { wordsPerMinute: 2 } });
        },
        editUrl: ({ blogDirPath, blogPath, permalink, locale }: Record<string, string>) => `https://e.com/${blogDirPath}/${blogPath}?at=${permalink}&l=${locale}`,
      },
    );
    expect(problems).toEqual([]);
    expect(seen).toEqual(['A', 'en']);
    expect(version!.docs[0].post!.readingTime).toBe(2);
    expect(version!.docs[0].editUrl).toBe('https://e.com/blog/2024-01-01-a.md?at=/blog/2024/01/01/a&l=en');
    const thrown = load({ 'blog/2024-01-01-a.md': 'A\n' }, { readingTime: () => { throw new Error('boom'); } });
    expect(thrown.messages).toEqual(["blog/2024-01-01-a.md  the blog's readingTime function threw an error: boom"]);
  });

  it('a post whose title is its leading heading has it taken out of its body (its lines kept)', () => {
    const { version } = load({ 'blog/2024-01-01-a.md': '---\ndate: 2024-01-01\n---\n\n# The title\n\nFirst paragraph.\n' });
    const doc = version!.docs[0];
    expect(doc.title).toBe('The title');
    expect(doc.body).not.toContain('# The title');
    // (Line 7 of the file is still the body's line 7 - bodyLine.)
    expect(doc.body.split('\n')[7 - doc.bodyLine]).toBe('First paragraph.');
    expect(doc.description).toBe('First paragraph.');
  });
});

describe('last updates', () => {
  it("shows a post's front matter last_update when the blog shows last updates (else none)", async () => {
    const files = { 'blog/2024-01-01-a.md': '---\nlast_update:\n  date: 2024-03-04\n  author: Ann\n---\n\nA\n' };
    const shown = load(files, { showLastUpdateTime: true, showLastUpdateAuthor: true });
    await applyBlogLastUpdates(shown.dir, shown.config, [shown.version!]);
    expect(shown.version!.docs[0].lastUpdate).toEqual({ time: Date.UTC(2024, 2, 4), author: 'Ann' });
    const hidden = load(files);
    await applyBlogLastUpdates(hidden.dir, hidden.config, [hidden.version!]);
    expect(hidden.version!.docs[0].lastUpdate).toBeUndefined();
  });
});

describe('file names and tag URLs as Docusaurus reads them', () => {
  it('dates and URLs from the file path', () => {
    expect(postAddress('2024-05-01-hello.md')).toMatchObject({ slug: '/2024/05/01/hello', text: 'hello' });
    expect(postAddress('2024/05/01/hello.mdx')).toMatchObject({ slug: '/2024/05/01/hello', text: 'hello' });
    expect(postAddress('2024-05-01-hello/index.md')).toMatchObject({ slug: '/2024/05/01/hello', text: 'hello' });
    expect(postAddress('news/2024-05-01-hello.md')).toMatchObject({ slug: '/2024/05/01/news/hello' });
    expect(postAddress('2024-05-01-hello.md').date!.toISOString()).toBe('2024-05-01T00:00:00.000Z');
    expect(postAddress('folder/index.md')).toEqual({ slug: '/folder', text: 'folder' });
  });

  it('kebab case as lodash makes it (Docusaurus\' tag and author URLs)', () => {
    const require = createRequire(import.meta.url);
    const lodashKebab = require('lodash/kebabCase') as (s: string) => string;
    for (const s of ['Docusaurus v2', 'fooBar', 'FOOBar', 'Café crème', 'ES2015', 'C++', 'Über Größe', 'Привет мир', '日本語 タグ', '1st place', 'JSONParser', 'emoji 🎉 party', "it's", 'Đà Nẵng']) expect(kebabCase(s), s).toBe(lodashKebab(s));
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'aAbB zZ09-_.éÉß+#/Я日'.split('')), maxLength: 16 }), (s) => kebabCase(s) === lodashKebab(s)));
  });
});
