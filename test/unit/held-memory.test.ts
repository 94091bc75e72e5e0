// What a build keeps of each page for its whole length (titles, labels, headings, link targets)
// must not keep the page's source with it: V8 makes a slice of a long string a view of the whole
// string, so one title cut from a page's text held the text to the end of the build (at 10,000
// pages, hundreds of megabytes). Measured on the heap after a full collection.
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/generator/content/frontmatter.ts';
import { leadingHeading } from '../../src/generator/content/docs.ts';
import { createRenderPool } from '../../src/generator/render/pool.ts';
import { createSearchIndexer } from '../../src/generator/search/parallel.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const PAGES = 40;
/** A page of about 320 KB: a small head, a long body. */
const page = (i: number) => `---\ntitle: "Page ${i}, with a title long enough to be a slice"\ndescription: "What page ${i} is about, in one sentence of some length."\n---\n\n# The heading of page ${i}, as long as a title\n\n## A section of page ${i} with a long heading\n\nSee [the next page](./page-${i + 1}.md#a-section-of-the-next-page).\n\n${'A sentence of the page body. '.repeat(11000)}\n`;
/** The sources, 12.8 MB in all: what must not stay held. */
const SOURCES = PAGES * page(0).length;

describe('memory held for what a build keeps of its pages', () => {
  it('keeps nothing of a page for its front matter values and its leading heading', () => {
    const before = heapAfterGc();
    const kept = Array.from({ length: PAGES }, (_, i) => {
      const parsed = parseSource(page(i), `page-${i}.md`);
      return [parsed.frontMatter.title, parsed.frontMatter.description, leadingHeading(parsed.body)?.title];
    });
    const held = heapAfterGc() - before;
    expect(kept[3]).toEqual(['Page 3, with a title long enough to be a slice', 'What page 3 is about, in one sentence of some length.', 'The heading of page 3, as long as a title']);
    expect(held).toBeLessThan(SOURCES / 20);
  });

  it("keeps nothing of a page's source for the headings and links of its rendering", async () => {
    const pool = createRenderPool({ baseUrl: '/' });
    try {
      // (The renderer's own start-up is not counted.)
      await pool.render({ source: '# warm', file: 'warm.md', firstLine: 1, docPath: 'warm.md' });
      const before = heapAfterGc();
      const kept = await Promise.all(
        Array.from({ length: PAGES }, async (_, i) => {
          const result = await pool.render({ source: parseSource(page(i), `page-${i}.md`).body, file: `page-${i}.md`, firstLine: 5, docPath: `page-${i}.md` });
          return { toc: result.toc, links: result.links, ids: result.ids };
        }),
      );
      const held = heapAfterGc() - before;
      expect(kept[3].toc.map((t) => t.text)).toContain('A section of page 3 with a long heading');
      expect(kept[3].links.length).toBeGreaterThan(0);
      expect(held).toBeLessThan(SOURCES / 20);
    } finally {
      await pool.close();
    }
  });

  it("holds a large site's search records on the disk, not in memory, until their segment is built", async () => {
    // (From the sources the indexer has no worker: every page's records wait for their segment.)
    const indexer = createSearchIndexer('test');
    const MB = 1024 * 1024;
    const pages = 48;
    try {
      const before = heapAfterGc();
      for (let i = 0; i < pages; i++) {
        const record = { url: `/docs/page-${i}`, title: `Page ${i}`, hierarchy: [], text: `The words of page ${i}.`, kind: 'doc', headings: '', aliases: '', exact: '', padding: 'x'.repeat(MB) };
        indexer.add('current', 0, JSON.stringify([record]), `hash-${i}`, true);
      }
      const held = heapAfterGc() - before;
      // (Up to 16 MB are kept in memory.)
      expect(held).toBeLessThan(28 * MB);
      const files = new Map<string, string>();
      const segment = await indexer.build('current', 0, (rel, body) => files.set(rel, body));
      expect(segment.documents).toBe(pages);
      expect([...files.values()].join('')).toContain('/docs/page-47');
    } finally {
      await indexer.close();
    }
  });
});
