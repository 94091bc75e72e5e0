// llms-full.txt made from the previous one: whatever pages changed, came or went, the file is the
// one made from every page's Markdown, and the sections it copies are those of unchanged pages
// (several in one read where they lie one after another).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { llmsFullFile, llmsFullTxt } from '../../src/generator/emit/llms.ts';

const page = fc.record({ url: fc.constantFrom(...Array.from({ length: 12 }, (_, i) => `https://x.test/p${i}.md`)), markdown: fc.oneof(fc.constantFrom('', 'Text.', '# Title\n\nünï 🎭'), fc.string({ maxLength: 40 })) });
const site = fc.uniqueArray(page, { selector: (p) => p.url, maxLength: 10 });
const entries = (pages: { url: string; markdown: string }[], read: string[] = []) =>
  pages.map((p) => ({ key: `${p.url}\0${p.markdown}`, url: p.url, markdown: () => (read.push(p.url), p.markdown) }));

const full = (p: { url: string; markdown: string }) => ({ ...p, title: 't', description: '', section: 's' });

describe('llms-full.txt', () => {
  it('is the same made from scratch or from the previous file, reading only changed pages', () => {
    const bytesOf = (parts: Iterable<string | Uint8Array>) => Buffer.concat([...parts].map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
    fc.assert(
      fc.property(site, site, site, fc.string({ maxLength: 10 }), (before, after, later, title) => {
        const first = llmsFullFile(title, entries(before));
        const bytes = bytesOf(first.content.parts());
        expect(bytes.toString()).toBe(llmsFullTxt(title, before.map(full)));
        const read: string[] = [];
        const next = llmsFullFile(title, entries(after, read), { read: (start, length) => bytes.subarray(start, start + length), layout: first.layout });
        const nextBytes = bytesOf(next.content.parts());
        expect(nextBytes.toString()).toBe(llmsFullTxt(title, after.map(full)));
        const unchanged = new Set(before.map((p) => `${p.url}\0${p.markdown}`));
        expect(read.sort()).toEqual(after.filter((p) => !unchanged.has(`${p.url}\0${p.markdown}`)).map((p) => p.url).sort());
        // (The layout of a file made from the previous one serves the next.)
        const third = llmsFullFile(title, entries(later), { read: (start, length) => nextBytes.subarray(start, start + length), layout: next.layout });
        expect(bytesOf(third.content.parts()).toString()).toBe(llmsFullTxt(title, later.map(full)));
      }),
      { numRuns: 300 },
    );
  });
});
