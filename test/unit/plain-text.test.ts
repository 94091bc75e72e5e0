// Meta descriptions are plain text: Markdown read into mdast and its text kept, never its marks.
import { describe, it, expect } from 'vitest';
import { firstParagraphText, markdownText, metaDescription } from '../../src/generator/markdown/plain-text.ts';

describe('Markdown as plain text', () => {
  it('keeps the text of code, links, emphasis and images, without their marks or HTML tags', () => {
    expect(markdownText('A `Page` is **one** [tab](https://example.com/tab) of a <b>browser</b> with _emphasis_ and ![a picture](a.png).')).toBe(
      'A Page is one tab of a browser with emphasis and a picture.',
    );
  });

  it('puts a space between blocks and list items, and decodes entities', () => {
    expect(markdownText('First.\n\n- item one\n- item `two`\n\n> quoted &amp; more')).toBe('First. item one item two quoted & more');
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
