// How deep content may nest (markdown/nesting.ts, markdown/mdx/nesting-scan.ts): up to MAX_NESTING
// it renders as before, in Markdown and in MDX (block by block or whole); deeper, the page has one
// problem at the line where it goes over, found before micromark reads anything, the same for both
// MDX readings.
import { describe, it, expect, beforeAll } from 'vitest';
import { createMarkdownRenderer, loadMdxSupport, type MarkdownInput } from '../../src/generator/markdown/pipeline.ts';
import { markdownTokens } from '../../src/generator/markdown/parse.ts';
import { MAX_NESTING, tokenNesting } from '../../src/generator/markdown/nesting.ts';
import { syntaxNesting } from '../../src/generator/markdown/mdx/nesting-scan.ts';
import { markdownText } from '../../src/generator/markdown/plain-text.ts';

beforeAll(() => loadMdxSupport());
const byBlocks = createMarkdownRenderer({ baseUrl: '/docs/' });
const whole = createMarkdownRenderer({ baseUrl: '/docs/', mdxWhole: true });
const input = (source: string, mdx: boolean): MarkdownInput => ({ source, file: mdx ? 'docs/page.mdx' : 'docs/page.md', firstLine: 3, docPath: 'page.md', sourceDir: '/tmp', mdx });

/** Nested `depth` deep, on one line or over several. */
const deep = {
  list: (depth: number) => `${'- '.repeat(depth)}x\n`,
  indentedList: (depth: number) => `${Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- item ${i + 1}`).join('\n')}\n`,
  quote: (depth: number) => `${'> '.repeat(depth)}x\n`,
  emphasis: (depth: number) => `x${'*'.repeat(2 * depth)}y${'*'.repeat(2 * depth)}z\n`,
  admonition: (depth: number) => `${Array.from({ length: depth }, (_, i) => `${':'.repeat(depth - i + 3)}note`).join('\n')}\nx\n${Array.from({ length: depth }, (_, i) => ':'.repeat(i + 4)).join('\n')}\n`,
  jsx: (depth: number) => `${'<div>\n'.repeat(depth)}x\n${'</div>\n'.repeat(depth)}`,
  expression: (depth: number) => `${'{'.repeat(depth)}1${'}'.repeat(depth)}\n`,
  directive: (depth: number) => `${':b['.repeat(depth)}x${']'.repeat(depth)}\n`,
  tilde: (depth: number) => `${'~a '.repeat(depth)}x${' a~'.repeat(depth)}\n`,
};
const nestsMessage = new RegExp(`^the content nests (at least )?\\d+ levels deep; docgen accepts up to ${MAX_NESTING} \\(`);

describe('nesting depth', () => {
  it('finds the depth of markdown-it tokens and the line where it goes over', () => {
    const at = (source: string) => {
      const { tokens, env } = markdownTokens(source);
      return tokenNesting(tokens, env);
    };
    expect(at(`# Title\n\n${deep.quote(MAX_NESTING)}`)).toBeUndefined();
    expect(at(`# Title\n\n${deep.emphasis(MAX_NESTING)}`)).toBeUndefined();
    expect(at(`# Title\n\n${deep.quote(MAX_NESTING + 1)}`)).toMatchObject({ depth: MAX_NESTING + 1, line: 3 });
    expect(at(`# Title\n\n${deep.emphasis(300)}`)).toMatchObject({ depth: 300, line: 3 });
    // markdown-it stops reading at its limit: at least that deep, where it stopped.
    const cut = at(`Text\n\n${deep.list(10_000)}`);
    expect(cut).toMatchObject({ atLeast: true, line: 3 });
    expect(cut!.depth).toBeGreaterThan(MAX_NESTING);
    expect(cut!.message).toMatch(nestsMessage);
  });

  it("measures MDX's own nesting (elements, expressions, brackets and tildes that pair) outside code", () => {
    expect(syntaxNesting(deep.jsx(MAX_NESTING), true)).toBeUndefined();
    expect(syntaxNesting(`Text\n\n${deep.jsx(MAX_NESTING + 1)}`, true)).toMatchObject({ depth: MAX_NESTING + 1, line: 103 });
    expect(syntaxNesting(deep.expression(500), true)).toMatchObject({ depth: 500, line: 1 });
    expect(syntaxNesting(deep.directive(500), false)).toMatchObject({ depth: 500 });
    expect(syntaxNesting(deep.tilde(500), false)).toMatchObject({ depth: 500 });
    // Brackets and tildes that do not pair nest nothing; code is not read.
    expect(syntaxNesting(`${'[a '.repeat(500)}\n${'~5 ms, '.repeat(500)}\n`, true)).toBeUndefined();
    expect(syntaxNesting(`\`\`\`\n${deep.jsx(500)}\`\`\`\n\n\`${'<b>'.repeat(500)}\`\n`, true)).toBeUndefined();
    // Without JSX (Markdown read by micromark), tags are HTML, which does not nest.
    expect(syntaxNesting(deep.jsx(500), false)).toBeUndefined();
  });

  it('renders content nested up to the limit as before, in Markdown and in MDX', () => {
    for (const make of [deep.list, deep.quote, deep.emphasis, deep.indentedList]) {
      const source = `# Title\n\n${make(MAX_NESTING)}\n{/* MDX */}\n`;
      const markdown = byBlocks(input(source, false));
      expect(markdown.problems).toEqual([]);
      const mdx = byBlocks(input(source, true));
      expect(mdx.problems).toEqual([]);
      expect(mdx.html).toBe(whole(input(source, true)).html);
    }
    const jsx = byBlocks(input(`# Title\n\n${deep.jsx(MAX_NESTING)}`, true));
    expect(jsx.problems).toEqual([]);
    expect(jsx.html.split('<div>').length - 1).toBe(MAX_NESTING);
    const list = byBlocks(input(deep.list(MAX_NESTING), false));
    expect(list.html.split('<li>').length - 1).toBe(MAX_NESTING);
  });

  it('makes content nested deeper one problem at the line of the file, the same for both MDX readings', () => {
    for (const [name, make] of Object.entries(deep)) {
      const depth = name === 'indentedList' || name === 'admonition' ? 400 : 3_000;
      const source = `# Title\n\nText.\n\n${make(depth)}`;
      const readings = [byBlocks(input(source, true)), whole(input(source, true))];
      if (!['jsx', 'expression', 'directive', 'tilde'].includes(name)) readings.push(byBlocks(input(source, false)));
      for (const r of readings) {
        expect(r.problems, name).toHaveLength(1);
        expect(r.problems[0].message, name).toMatch(nestsMessage);
        // The body starts at the file's line 3: the nested content's first line is the file's 7th.
        expect(r.problems[0], name).toMatchObject({ file: expect.stringMatching(/^docs\/page\.mdx?$/), line: ['jsx', 'admonition', 'indentedList'].includes(name) ? 7 + MAX_NESTING : 7 });
        expect(r.html, name).toBe('');
      }
      expect(JSON.stringify(readings[0])).toBe(JSON.stringify(readings[1]));
    }
  });

  it('leaves a description nested deeper than the limit empty', () => {
    expect(markdownText(deep.emphasis(2_000))).toBe('');
    expect(markdownText('A *short* description.')).toBe('A short description.');
  });
});
