// Markdown as Docusaurus sites write it: links to doc files, admonition keywords, code block meta
// docgen does not know.
import { describe, it, expect } from 'vitest';
import { createMarkdownRenderer, loadMdxSupport, type MarkdownInput, type MarkdownOptions } from '../../src/generator/markdown/pipeline.ts';
import { buildDocIndex, resolveLinks, type LinkIndex } from '../../src/generator/site/links.ts';
import type { DocRecord, DocsVersion } from '../../src/generator/content/model.ts';
import { parseCodeMeta } from '../../src/components/code-block/meta.ts';

const renderer = (options: Partial<MarkdownOptions> = {}) => {
  const render = createMarkdownRenderer({ baseUrl: '/', ...options });
  return (source: string, extra: Partial<MarkdownInput> = {}) => render({ source, file: 'docs/understanding/thinking.md', firstLine: 1, docPath: 'understanding/thinking.md', ...extra });
};
const md = renderer();

describe('links to doc files', () => {
  const doc = (docPath: string, permalink: string) => ({ docPath, permalink }) as DocRecord;
  const version = { name: 'current', label: 'Next' } as DocsVersion;
  const docs = [doc('api/Store.md', '/docs/api/store'), doc('understanding/api/Local.md', '/docs/understanding/api/local'), doc('understanding/other.md', '/docs/understanding/other'), doc('other.md', '/docs/other')];
  const index: LinkIndex = { baseUrl: '/', root: '/', staticDir: '/', linkable: { folders: [], accepted: '' }, routes: new Set(), idsByPath: new Map(), docsByVersion: new Map([[version, buildDocIndex(docs)]]), apiResolverFor: () => undefined };
  const resolve = (source: string) => {
    const r = md(source);
    return resolveLinks(r.html, r.links, { version, permalink: '/docs/understanding/thinking', source: 'docs/understanding/thinking.md', assetBase: '/' }, index, new Map());
  };
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

  it("look in the page's folder first, then in the version's root", () => {
    const out = resolve('[a](api/Store.md) [b](api/Local.md) [c](other.md) [d](./other.md) [e](/other.md) [f](../other.md#x)\n');
    expect(out.problems).toEqual([]);
    expect(hrefs(out.html)).toEqual(['/docs/api/store', '/docs/understanding/api/local', '/docs/understanding/other', '/docs/understanding/other', '/docs/other', '/docs/other#x']);
  });


  it('never look in the root for ./ and ../ links, and report a missing file with its line', () => {
    const out = resolve('Text.\n\n[a](./api/Store.md)\n\n[b](api/Nope.md)\n');
    expect(out.problems.map((p) => [p.line, p.message])).toEqual([
      [3, 'broken link: no page understanding/api/Store.md in docs version "Next"; did you mean "api/Store.md"? (link "./api/Store.md")'],
      [5, 'broken link: no page understanding/api/Nope.md or api/Nope.md in docs version "Next" (link "api/Nope.md")'],
    ]);
  });
});

describe('admonitions', () => {
  const boxes = (html: string) => [...html.matchAll(/<div class="admonition admonition-([\w-]+)"><p class="admonition-title">(.*?)<\/p>/g)].map((m) => [m[1], m[2].replace(/<[^>]*>/g, '')]);
  const all = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'secondary', 'success'];

  it("render every keyword of Docusaurus, with a title in brackets or after the keyword", () => {
    const r = md(all.map((k) => `:::${k}\nText.\n:::\n`).join('\n') + '\n:::tip[Bracketed **title**]\nA.\n:::\n\n:::danger Title after\nB.\n:::\n');
    expect(r.problems).toEqual([]);
    expect(boxes(r.html)).toEqual([...all.map((k) => [k, k[0].toUpperCase() + k.slice(1)]), ['tip', 'Bracketed title'], ['danger', 'Title after']]);
    expect(r.html).toContain('<p class="admonition-title">Bracketed <strong>title</strong></p>');
  });

  it("take a site's own keywords, with or without the defaults", async () => {
    const own = renderer({ admonitions: { keywords: ['my-box'], extendDefaults: true } });
    expect(boxes(own(':::my-box\nA.\n:::\n\n:::note\nB.\n:::\n').html)).toEqual([['my-box', 'My-box'], ['note', 'Note']]);
    const only = renderer({ admonitions: { keywords: ['box'], extendDefaults: false } });
    const r = only(':::box[Mine]\nA.\n:::\n\n:::note\nB.\n:::\n');
    expect(boxes(r.html)).toEqual([['box', 'Mine']]);
    expect(r.problems.map((p) => [p.line, p.message])).toEqual([[5, "unknown directive :::note; accepted directives: box, people, tabs, youtube (a site's own admonition keywords go in the config's markdown.admonitions.keywords)"]]);
  });

  it('name the accepted keywords when one is unknown', () => {
    const r = md(':::hint\nA.\n:::\n');
    expect(r.problems[0].message).toMatch(/^unknown directive :::hint; none of the \d+ directives is close; the nearest: \S+(, \S+){4} \(a site's own admonition keywords go in the config's markdown\.admonitions\.keywords\)$/);
  });

  it('are the same in MDX, as directives and as <Admonition>', async () => {
    await loadMdxSupport();
    const own = renderer({ admonitions: { keywords: ['my-box'], extendDefaults: true } });
    const source = "import Admonition from '@theme/Admonition';\n\n:::success[Done]\nA.\n:::\n\n:::important Read this\nB.\n:::\n\n<Admonition type=\"my-box\" title=\"Mine\">\nC.\n</Admonition>\n\n<Admonition type=\"nope\">\nD.\n</Admonition>\n";
    const r = own(source, { mdx: true, docPath: 'a.mdx' });
    expect(boxes(r.html)).toEqual([['success', 'Done'], ['important', 'Read this'], ['my-box', 'Mine'], ['note', 'Note']]);
    expect(r.problems.map((p) => [p.line, p.message])).toEqual([[15, '<Admonition type="nope">: unknown type; did you mean "note"?']]);
  });
});

describe('code block meta', () => {
  it("takes docgen's keys and leaves every other as written", () => {
    expect(parseCodeMeta('title="App.java" {1,3} showLineNumbers')).toEqual({ title: 'App.java', rest: '{1,3} showLineNumbers' });
    expect(parseCodeMeta('tab="Maven" group="build" title=\'pom.xml\'')).toEqual({ tab: 'Maven', group: 'build', title: 'pom.xml', rest: '' });
    expect(parseCodeMeta('docgen-tab="Maven" docgen-group=build')).toEqual({ tab: 'Maven', group: 'build', rest: '' });
    expect(parseCodeMeta('tab=bash')).toEqual({ tab: 'bash', rest: '' });
    // Other tools' meta: a tab without a label, a value in braces, a group without a tab, keys that only end like ours.
    expect(parseCodeMeta('tab={"span":3}')).toEqual({ rest: 'tab={"span":3}' });
    expect(parseCodeMeta('tab={"label": "Two words", "span": 2} {2}')).toEqual({ rest: 'tab={"label": "Two words", "span": 2} {2}' });
    expect(parseCodeMeta('tab')).toEqual({ rest: 'tab' });
    expect(parseCodeMeta('group="x" data-title="y" live noInline')).toEqual({ rest: 'group="x" data-title="y" live noInline' });
    expect(parseCodeMeta('label="a title=b"')).toEqual({ rest: 'label="a title=b"' });
  });

  it('never makes a code block an error for meta docgen does not know', () => {
    const r = md('```js tab={"span":3}\nlet a = 1;\n```\n\n```js tab={"label":"B"} live\nlet b = 2;\n```\n\n```jsx group="x" noInline\n<A />\n```\n');
    expect(r.problems).toEqual([]);
    expect(r.html).not.toContain('class="tabs"');
    expect(r.html.match(/class="code-block"/g)).toHaveLength(3);
  });

  it('makes tabs of docgen-tab and of a labelled tab=', () => {
    const r = md('```bash docgen-tab="Bash"\nls\n```\n\n```powershell tab="PowerShell"\ndir\n```\n');
    expect(r.problems).toEqual([]);
    expect(r.html).toMatch(/<button[^>]*>Bash<\/button>.*<button[^>]*>PowerShell<\/button>/s);
  });
});

describe("an MDX page's front matter", () => {
  it('is `frontMatter` to its code, keys docgen does not know included', async () => {
    await loadMdxSupport();
    const r = md('Written by {frontMatter.author} ({frontMatter.tags.length} tags, {String(frontMatter.missing)}).\n', { mdx: true, docPath: 'a.mdx', frontMatter: { title: 'T', author: 'Someone', tags: ['a', 'b'] } });
    expect(r.problems).toEqual([]);
    expect(r.html).toContain('Written by Someone (2 tags, undefined).');
  });

  it("gives way to the page's own declaration of the name", async () => {
    await loadMdxSupport();
    const r = md("export const frontMatter = { author: 'Mine' };\n\nBy {frontMatter.author}.\n", { mdx: true, docPath: 'a.mdx', frontMatter: { author: 'Theirs' } });
    expect(r.problems).toEqual([]);
    expect(r.html).toContain('By Mine.');
  });
});
