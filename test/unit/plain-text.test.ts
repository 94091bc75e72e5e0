// Meta descriptions are plain text: Markdown read into mdast and its text kept, never its marks.
import { describe, it, expect } from 'vitest';
import { firstParagraphText, markdownText, metaDescription, plainText } from '../../src/generator/markdown/plain-text.ts';
import { parseMarkdown } from '../../src/generator/markdown/parse.ts';

describe('Markdown as plain text', () => {
  it('keeps the text of code, links, emphasis and images, without their marks or HTML tags', () => {
    expect(markdownText('A `Page` is **one** [tab](https://example.com/tab) of a <b>browser</b> with _emphasis_ and ![a picture](a.png).')).toBe(
      'A Page is one tab of a browser with emphasis and a picture.',
    );
  });

  it('puts a space between blocks and list items, and decodes entities', () => {
    expect(markdownText('First.\n\n- item one\n- item `two`\n\n> quoted &amp; more')).toBe('First. item one item two quoted & more');
  });

  it('gives what the parser gives for any line, with Markdown in it or not (a line without any is not parsed)', () => {
    const parsed = (source: string) => (source.trim() ? plainText(parseMarkdown(source)) : '');
    // Lines made of plain words and of every character that Markdown may read as syntax, at the
    // start and inside: each must come out as the parser reads it, whichever way it is read.
    const pieces = ['word', 'Two words', ' ', '  ', '\t', '    ', '1.', '2)', '10.', '-', '+', '#', '>', '=', ':', ':note', '::: tip', 'a:b', '.', ',', "'", '"', '(', ')', '/', '?', '%', '^', '@', 'é', '—', '\u00a0', 'https://example.com', 'www.example.com', 'a@b.co', '*', '_', '`', '[', ']', '!', '<', '>', '&', '&amp;', '~', '|', '$', '{', '}', '\\', '---', '***'];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    let fast = 0;
    for (let i = 0; i < 4000; i++) {
      const line = Array.from({ length: 1 + Math.floor(random() * 6) }, () => pieces[Math.floor(random() * pieces.length)]).join(random() < 0.5 ? ' ' : '');
      expect(markdownText(line), JSON.stringify(line)).toBe(parsed(line));
      if (!/[*_`[\]!<>&~|${}\\]/.test(line)) fast++;
    }
    expect(fast).toBeGreaterThan(500);
    for (const line of ['1. First', '- item', '# Heading', '> quote', '---', '    indented code', 'Note: plain', 'Use :kbd here', 'A line\nand another', 'two  \nlines']) expect(markdownText(line), line).toBe(parsed(line));
  });

  it("finds the first top-level paragraph, past code blocks and headings", () => {
    expect(firstParagraphText('```java\nint x;\n```\n\n# Title\n\nThe *first*\nparagraph.\n\nThe second.')).toBe('The first paragraph.');
    expect(firstParagraphText('# Only a heading')).toBe('');
  });
});

describe('meta descriptions', () => {
  it('collapse whitespace and keep short text whole', () => {
    expect(metaDescription('  two\n  lines\t here ')).toBe('two lines here');
  });

  it('cut long text at a word boundary, with an ellipsis, to at most 160 characters', () => {
    const text = `${'alpha beta gamma delta, '.repeat(10)}end`;
    const d = metaDescription(text);
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith('…')).toBe(true);
    expect(text.startsWith(d.slice(0, -1))).toBe(true);
    expect(d.slice(0, -1)).toMatch(/[a-z]$/);
    expect(metaDescription('x'.repeat(400))).toHaveLength(160);
  });
});
