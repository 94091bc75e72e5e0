// What holds a large page's memory to a small multiple of its size, beside rendering it in parts
// (page-parts.test.ts): large text written in parts gives the very bytes it gives whole
// (large-text.ts); search reads a bounded share of a page; code past 1 MB is not highlighted.
import { describe, it, expect } from 'vitest';
import { around, jsonEscaped, PLACEHOLDER, slices, type TextParts } from '../../src/generator/large-text.ts';
import { hash } from '../../src/generator/cache.ts';
import { pageRecords, PAGE_TEXT_LIMIT } from '../../src/generator/search/records.ts';
import { createMarkdownRenderer } from '../../src/generator/markdown/pipeline.ts';
import { HIGHLIGHT_LIMIT } from '../../src/generator/markdown/highlight.ts';

const joined = (t: TextParts) => [...t.parts()].join('');
const MB = 1024 * 1024;

describe('large text in parts', () => {
  // Text that crosses the slices' boundaries with what JSON escapes: a surrogate pair cut at 1 MB,
  // quotes, backslashes, control characters, a lone surrogate, and two-byte characters.
  const text = `${'a'.repeat(MB - 1)}😀"quoted" \\ back\u0001\u2028 é ${'<p>é</p>\n'.repeat(200_000)}\ud800 end`;

  it('gives the text, and its JSON string, exactly, a slice at a time', () => {
    expect(joined(slices(text))).toBe(text);
    expect(`"${joined(jsonEscaped(text))}"`).toBe(JSON.stringify(text));
    const parts = [...slices(text).parts()];
    expect(parts.length).toBeGreaterThan(1);
    expect(Math.max(...parts.map((p) => p.length))).toBeLessThanOrEqual(MB);
  });

  it('puts large text in the place of its placeholder, and hashes the parts as the whole', () => {
    const value = { title: 'Big', page: { html: text, toc: [{ id: 'x' }] } };
    const json = around(JSON.stringify({ ...value, page: { ...value.page, html: PLACEHOLDER } }), jsonEscaped(text));
    expect(joined(json)).toBe(JSON.stringify(value));
    expect(hash(json)).toBe(hash(JSON.stringify(value)));
    expect(() => around('no placeholder', slices(text))).toThrow(/placeholder/);
  });
});

describe('a large page in search', () => {
  it('takes sections until a page has given a million characters of text', () => {
    const section = (i: number) => `<h2 id="s${i}">Section ${i}</h2>\n<p>${'word '.repeat(500)}</p>\n`;
    const records = pageRecords({ url: '/docs/big', title: 'Big', html: Array.from({ length: 1000 }, (_, i) => section(i)).join('') });
    // (The page's own record, then one per section while the text taken is within the limit.)
    const sections = records.length - 1;
    expect(sections).toBeGreaterThan(PAGE_TEXT_LIMIT / 2500);
    expect(sections).toBeLessThan(1000);
    expect(records[1].text.length).toBe(2499);
  });

  it('reads a section of many megabytes from its beginning', () => {
    const rows = `<table>${'<tr><td>cell</td></tr>\n'.repeat(400_000)}</table>`;
    const records = pageRecords({ url: '/docs/big', title: 'Big', html: `<p>Intro.</p>\n<h2 id="t">Table</h2>\n${rows}` });
    expect(records.map((r) => r.text.slice(0, 20))).toEqual(['Intro.', 'cell cell cell cell ']);
    expect(records[1].text.length).toBe(2500);
  });
});

describe('a code block of more than 1 MB', () => {
  it('is shown without highlighting, line by line', () => {
    const render = createMarkdownRenderer({ baseUrl: '/docs/' });
    const line = 'int answer = 42; // the answer\n';
    const big = line.repeat(Math.ceil(HIGHLIGHT_LIMIT / line.length) + 1);
    const small = render({ source: `\`\`\`java\n${line}\`\`\`\n`, file: 'a.md', firstLine: 1, docPath: 'a.md' }).html;
    expect(small).toContain('<span class="token keyword">int</span>');
    const html = render({ source: `\`\`\`java\n${big}\`\`\`\n`, file: 'a.md', firstLine: 1, docPath: 'a.md' }).html;
    expect(html).not.toContain('class="token');
    expect(html.split('<span class="code-line">int answer = 42; // the answer\n</span>').length - 1).toBe(big.length / line.length);
  });
});
