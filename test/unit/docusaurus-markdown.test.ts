// Markdown as Docusaurus sites write it: links to doc files, admonition keywords, code block meta
// docgen does not know.
import { describe, it, expect } from 'vitest';
import { createMarkdownRenderer, type MarkdownInput, type MarkdownOptions } from '../../src/generator/markdown/pipeline.ts';
import { buildDocIndex, resolveLinks, type LinkIndex } from '../../src/generator/site/links.ts';
import type { DocRecord, DocsVersion } from '../../src/generator/content/model.ts';

const renderer = (options: Partial<MarkdownOptions> = {}) => {
  const render = createMarkdownRenderer({ baseUrl: '/', ...options });
  return (source: string, extra: Partial<MarkdownInput> = {}) => render({ source, file: 'docs/understanding/thinking.md', firstLine: 1, docPath: 'understanding/thinking.md', ...extra });
};
const md = renderer();

describe('links to doc files', () => {
  const doc = (docPath: string, permalink: string) => ({ docPath, permalink }) as DocRecord;
  const version = { name: 'current' } as DocsVersion;
  const docs = [doc('api/Store.md', '/docs/api/store'), doc('understanding/api/Local.md', '/docs/understanding/api/local'), doc('understanding/other.md', '/docs/understanding/other'), doc('other.md', '/docs/other')];
  const index: LinkIndex = { baseUrl: '/', root: '/', staticDir: '/', routes: new Set(), idsByPath: new Map(), docsByVersion: new Map([[version, buildDocIndex(docs)]]), apiResolverFor: () => undefined };
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
      [3, 'broken link: no page understanding/api/Store.md in docs version "current" (link "./api/Store.md")'],
      [5, 'broken link: no page understanding/api/Nope.md or api/Nope.md in docs version "current" (link "api/Nope.md")'],
    ]);
  });
});
