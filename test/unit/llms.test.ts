// llms-full.txt made from the previous one: whatever pages changed, came or went, the file is the
// one made from every page's Markdown, and the sections it copies are those of unchanged pages.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { llmsFullFile, llmsFullTxt } from '../../src/generator/emit/llms.ts';

const page = fc.record({ url: fc.constantFrom(...Array.from({ length: 12 }, (_, i) => `https://x.test/p${i}.md`)), markdown: fc.string({ maxLength: 40 }) });
const site = fc.uniqueArray(page, { selector: (p) => p.url, maxLength: 10 });
const entries = (pages: { url: string; markdown: string }[], read: string[] = []) =>
  pages.map((p) => ({ key: `${p.url}\0${p.markdown}`, url: p.url, markdown: () => (read.push(p.url), p.markdown) }));

const full = (p: { url: string; markdown: string }) => ({ ...p, title: 't', description: '', section: 's' });

describe('llms-full.txt', () => {
  it('is the same made from scratch or from the previous file, reading only changed pages', () => {
    fc.assert(
      fc.property(site, site, fc.string({ maxLength: 10 }), (before, after, title) => {
        const first = llmsFullFile(title, entries(before));
        const bytes = Buffer.from([...first.content.parts()].join(''));
        expect(bytes.toString()).toBe(llmsFullTxt(title, before.map(full)));
        const read: string[] = [];
        const next = llmsFullFile(title, entries(after, read), { read: (start, length) => bytes.subarray(start, start + length).toString(), layout: first.layout });
        expect([...next.content.parts()].join('')).toBe(llmsFullTxt(title, after.map(full)));
        const unchanged = new Set(before.map((p) => `${p.url}\0${p.markdown}`));
        expect(read.sort()).toEqual(after.filter((p) => !unchanged.has(`${p.url}\0${p.markdown}`)).map((p) => p.url).sort());
      }),
      { numRuns: 200 },
    );
  });
});
