// MDX read block by block (mdx/blocks.ts) gives every page what micromark reading it whole gives:
// the same HTML, headings, links, problems (with their lines) and Markdown copy; only the blocks
// with MDX syntax are read by micromark.
import { describe, it, expect, beforeAll } from 'vitest';
import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createMarkdownRenderer, loadMdxSupport, type MarkdownInput } from '../../src/generator/markdown/pipeline.ts';
import { parseByBlocks, closes } from '../../src/generator/markdown/mdx/blocks.ts';
import { readMdxPiece } from '../../src/generator/markdown/mdx/parse.ts';
import { mdxCompat } from '../../src/generator/markdown/mdx/compat.ts';
import { knownMicromark, micromarkLines, needsMicromark, needsMicromarkFor, rememberMicromark } from '../../src/generator/markdown/mdx/detect.ts';
import { parseSource } from '../../src/generator/content/frontmatter.ts';

beforeAll(() => loadMdxSupport());
const byBlocks = createMarkdownRenderer({ baseUrl: '/docs/' });
const whole = createMarkdownRenderer({ baseUrl: '/docs/', mdxWhole: true });
const input = (source: string): MarkdownInput => ({ source, file: 'docs/page.mdx', firstLine: 3, docPath: 'page.mdx', sourceDir: '/tmp', mdx: true });
const same = (source: string) => expect(JSON.stringify(byBlocks(input(source)))).toBe(JSON.stringify(whole(input(source))));
// (Docusaurus' future.v4 turns mdx1Compat off: no comments, `{#id}` an expression, `:::tip Title` no admonition.)
const v4 = { comments: false, admonitions: false, headingIds: false };
const byBlocksV4 = createMarkdownRenderer({ baseUrl: '/docs/', mdx1Compat: v4 });
const wholeV4 = createMarkdownRenderer({ baseUrl: '/docs/', mdxWhole: true, mdx1Compat: v4 });
const sameV4 = (source: string) => expect(JSON.stringify(byBlocksV4(input(source)))).toBe(JSON.stringify(wholeV4(input(source))));

/** The texts micromark is given for a page (undefined: the whole page); `defined`: the labels it is given as defined with them. */
function readByMicromark(source: string, defined: (readonly string[] | undefined)[] = []): string[] | undefined {
  const texts: string[] = [];
  const tree = parseByBlocks(mdxCompat(source), (text, labels) => {
    texts.push(text);
    defined.push(labels);
    return readMdxPiece(text, labels);
  });
  return tree ? texts : undefined;
}

const tabs = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Install

Plain text with a [link](./other.md) and \`<code>\`.

<Tabs groupId="os">
<TabItem value="mac" label="macOS">

Use **brew**:

\`\`\`bash
brew install thing
\`\`\`

</TabItem>
<TabItem value="linux" label="Linux">

Use apt.

</TabItem>
</Tabs>

## Next {#next}

- one
- two

| a | b |
|---|---|
| 1 | 2 |
`;

describe('MDX block by block', () => {
  it('gives micromark only the runs with MDX syntax, each closed, without the Markdown blocks between their tags', () => {
    const texts = readByMicromark(tabs)!;
    const run = tabs.slice(tabs.indexOf('<Tabs'), tabs.indexOf('</Tabs>') + '</Tabs>'.length);
    // (The code block, a block of several lines between blank ones, is markdown-it's: micromark
    // reads an empty code block of as many lines in its place, run-skeleton.ts.)
    expect(texts).toEqual([
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';",
      run.replace('```bash\nbrew install thing\n```', (m) => '```docgen-plain-block-' + /(\d+)/.exec(texts[1])![1] + '\n\n```'),
    ]);
    same(tabs);
  });

  it('reads the Markdown blocks inside JSX elements by markdown-it, to the tree and the Markdown copy micromark gives', () => {
    const source = `<Tabs>\n<TabItem value="a">\n\n  - one\n  - two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n</TabItem>\n<TabItem value="b">\n\n\`\`\`js\nconst x = {a: 1};\n\`\`\`\n\n> quoted\n> twice\n\n<div>\n\nInner\ntext.\n\n</div>\n\n</TabItem>\n</Tabs>\n`;
    const texts = readByMicromark(source)!;
    expect(texts).toHaveLength(1);
    expect(texts[0].match(/docgen-plain-block-/g)).toHaveLength(5);
    expect(texts[0]).not.toContain('const x');
    same(source);
    // (Inside a tag or an expression over several lines, Markdown-looking lines are not blocks: micromark reads them.)
    const inTag = '<Note\n\n  title="a"\n  more="b"\n\n  extra="c">\n\nOne line.\n\n</Note>\n';
    expect(readByMicromark(inTag)![0]).not.toContain('docgen-plain-block-');
    same(inTag);
  });

  it('moves positions to the page: problems keep their lines and the Markdown copy its text', () => {
    const source = 'Text.\n\n## Heading\n\nMore text.\n\n<Unknown>x</Unknown>\n\n{missing}\n';
    // (The one-line texts: `<Unknown>x</Unknown>` is read in pieces, its Markdown plain text;
    // `{missing}` is given to micromark as a one-line text, which it reads as an expression block, so
    // it is read again as a run, which reads to the page's end.)
    expect(readByMicromark(source)).toEqual(['{missing}', '{missing}\n']);
    const r = byBlocks(input(source));
    expect(r.problems.map((p) => p.line)).toEqual([9, 11]);
    same(source);
  });

  it('reads the whole page when its blocks are tied together or a run does not close', () => {
    expect(readByMicromark('A note.[^1]\n\n{1}\n\n[^1]: The note.\n')).toBeUndefined();
    expect(readByMicromark('<Tabs>\n\nNever closed.\n')).toBeUndefined();
    expect(readByMicromark('Step\n\n    ```bash\n    run\n    ```\n')).toBeUndefined();
    // (A definition twice: the first one counts, which a run holding only the second would not know.)
    expect(readByMicromark('<B>[d]</B>\n\n[d]: ./two.md\n\nText.\n\n[d]: ./one.md\n')).toBeUndefined();
    // A later import of a name an earlier one brought in is micromark's error, at its line.
    const twice = "import A from './a';\n\nText.\n\nimport A from './b';\n";
    expect(readByMicromark(twice)).toBeUndefined();
    expect(byBlocks(input(twice)).problems.map((p) => [p.line, p.message])).toEqual([[7, expect.stringContaining('Could not parse import/exports')]]);
  });

  it('reads a page with link reference definitions by blocks, each run with the page\'s labels known', () => {
    const defs = '[docs]: ./d.md "Dee"\n[guide]: ./guide.md\n[pic]: ./i.png';
    const source = `See [the docs][docs] and [Guide].\n\n<Note>Read [Guide] and ![a pic][pic].</Note>\n\n{1}\n\n${defs}\n`;
    // (Plain definitions are read without micromark; then micromark reads each piece with the
    // page's labels known: the Markdown of the one-line texts, between the glue that stands for the
    // tags beside it, then `{1}` as a one-line text — an expression block — and so as a run.)
    const defined: (readonly string[] | undefined)[] = [];
    expect(readByMicromark(source, defined)).toEqual(['¡Read [Guide] and ![a pic][pic].¡', '{1}', '{1}']);
    expect(defined).toEqual([['DOCS', 'GUIDE', 'PIC'], ['DOCS', 'GUIDE', 'PIC'], ['DOCS', 'GUIDE', 'PIC']]);
    same(source);
    // Definitions that are not plain (an escape, two spaces in a label, a title in single quotes, a
    // label over two lines) are micromark's to read, once, and their labels as it keeps them.
    const odd = '[a\\]b]: ./x.md\n[Sp  Aces]: ./y.md \'T\'\n[two\nlines]: ./t.md';
    const page = `[a\\]b], [sp aces] and [two lines].\n\n<B>[A\\]B]</B>\n\n${odd}\n`;
    const oddDefined: (readonly string[] | undefined)[] = [];
    expect(readByMicromark(page, oddDefined)).toEqual([odd, '<B>[A\\]B]</B>']);
    expect(oddDefined.at(-1)).toEqual(['A\\]B', 'SP ACES', 'TWO LINES']);
    same(page);
    // (The links are collected once per use, at its line, whichever parser read the block.)
    expect(byBlocks(input(source)).links.map((l) => [l.target, l.line])).toEqual([['d.md', 3], ['guide.md', 3], ['guide.md', 5], ['i.png', 5]]);
  });

  it('gives micromark only the text of one-line paragraphs and headings whose MDX is inline, the blocks around them markdown-it', () => {
    const source = '### click {/* #locator-click */}\n\n<font size="2" style={{top: "-20px"}}>Added in: v1.0</font>\n\n**Arguments**\n- `options` *(optional)*\n  - `force` [boolean]<a tabIndex="-1" id="click-force"/><a href="#click-force">#</a>\n\n    Whether to force it.\n\n[boolean]: ./boolean.md\n';
    // (Of those texts only the Markdown with syntax in it: the tags and expressions are read beside micromark, line-reader.ts.)
    expect(readByMicromark(source)).toEqual(['`force` [boolean]¡']);
    same(source);
    expect(byBlocks(input(source)).toc.map((t) => t.id)).toEqual(['locator-click']);
  });

  it('reads by blocks with mdx1Compat off, `:::tip Title` then being micromark\'s (no admonition to Docusaurus)', () => {
    const source = 'Intro.\n\n:::tip Read this\nInside.\n:::\n\n:::note[Titled]\nFine.\n:::\n\n## Heading\n';
    sameV4(source);
    expect(wholeV4(input(source)).html).not.toContain('Read this</p><p>Inside');
    expect(byBlocksV4(input(source)).html).toContain('admonition-note');
  });

  it('reads by blocks the constructs a list item holds at its own indent, and the whole page for four columns past it', () => {
    const source = '- `options`\n  - `force` <a id="x"/>\n\n    Whether to force.\n  - `timeout`\n\n    :::warning[Deprecated]\n    No effect.\n    :::\n\n    ```java\n    run();\n    ```\n';
    expect(readByMicromark(source)).toBeDefined();
    same(source);
    expect(readByMicromark('Text\n    - not a list in markdown-it\n\n<B/>\n')).toBeUndefined();
    expect(readByMicromark('- item\n\n        - eight columns in\n\n<B/>\n')).toBeUndefined();
  });

  it('takes in the blocks a run needs to close, and those right against it', () => {
    const source = 'Intro.\n\n<Note>\n\nInside.\n\n- a list\n\n</Note>\n\nAfter.\n\nAbove the tag\n<Badge>new</Badge>\n\nEnd.\n';
    expect(readByMicromark(source)).toEqual(['<Note>\n\nInside.\n\n- a list\n\n</Note>', 'Above the tag\n<Badge>new</Badge>']);
    same(source);
  });

  it('reads an admonition title with a link as Docusaurus does, whichever parser has the block', () => {
    // (Found by the property test below: a title starting with a link was a paragraph for micromark.)
    for (const title of ['[link](./a.md#x)', 'See [the guide](./a.md) first', 'Read [this] first', 'Index a[0']) {
      same(`import Tabs from '@theme/Tabs';\n\n\n:::tip ${title}\n`);
      same(`import Tabs from '@theme/Tabs';\n\n:::tip ${title}\n\nBody.\n\n:::\n`);
    }
  });

  it('reads a page whole when an admonition is left open (micromark counts the blank lines after it in)', () => {
    const source = '- item with {v}\n    :::note\n\n';
    expect(readByMicromark(source)).toBeUndefined();
    same(source);
    sameV4(source);
  });

  it('knows when JSX and braces close', () => {
    const check = (text: string) => closes(text.split('\n'), micromarkLines(text)!);
    expect(check('<Tabs groupId="a">\n<TabItem value="x">')).toBe(false);
    expect(check('<Tabs values={[{label: "}", value: "x"}]}>\n</Tabs>')).toBe(true);
    expect(check('<br />')).toBe(true);
    expect(check('<>\nx\n</>')).toBe(true);
    expect(check('export const a = {\n  b: 1,')).toBe(false);
    expect(check('{/* a } comment */}')).toBe(true);
    expect(check('`<Tabs>` in code')).toBe(true);
    expect(check('</Tabs>')).toBe(false);
  });

  it('sends to micromark the Markdown markdown-it reads otherwise', () => {
    expect(needsMicromark('# Title\n\nPlain *text* and `<b>` in code.\n\n```jsx\n<Tabs>{x}</Tabs>\n```\n')).toBe(false);
    for (const source of ['Some <Tabs> here', 'A {value} here', "import Tabs from '@theme/Tabs';\n\nText", 'x <= y', 'about ~5 s', 'see :abbr[HTML]', '| a |\n---', '    - deep', '```js\nnever closed']) expect(needsMicromark(source), source).toBe(true);
    for (const source of ['a < b', ':::tip\nText.\n:::', '| a |\n|---|\n| 1 |', 'https://example.com']) expect(needsMicromark(source), source).toBe(false);
    // (A line four columns in after a table row: another row to micromark, text after the table to markdown-it.)
    expect(needsMicromark('| a | b |\n|---|---|\n| 1 | 2 |\n    four in\n')).toBe(true);
    same(':::tip\n| a | b |\n|---|---|\n| 1 | 2 |\n    four in\n    lines\n:::\n');
    // (So is one after a row without a `|`: the table runs on to a blank line.)
    expect(needsMicromark('| a | b |\n|---|---|\n| 1 | 2 |\nOne line.\n    four in\n')).toBe(true);
    same(':::tip\n| a | b |\n|---|---|\n| 1 | 2 |\nOne line.\n    four in\n    lines\n:::\n\n<Tabs>\n</Tabs>\n');
  });

  it("keeps what a page's scan found, for its source, to hand to the thread that renders it", () => {
    const page = {};
    const source = 'Some <Tabs> here';
    expect(knownMicromark(page, source)).toBeUndefined();
    expect(needsMicromarkFor(page, source)).toBe(true);
    expect(knownMicromark(page, source)).toBe(true);
    // (Another source of the same page — its variables substituted — is not known.)
    expect(knownMicromark(page, 'Plain text')).toBeUndefined();
    // (Read another way — `:::tip Title` no admonition — it is scanned, not taken from what is kept.)
    const copy = {};
    rememberMicromark(copy, ':::tip Title\nText\n:::', false);
    expect(needsMicromarkFor(copy, ':::tip Title\nText\n:::')).toBe(false);
    expect(needsMicromarkFor(copy, ':::tip Title\nText\n:::', { admonitionTitles: false })).toBe(true);
  });

  it('gives every page of an MDX corpus and of the Docusaurus template what micromark gives it whole', () => {
    const corpus = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-mdx-corpus-'));
    const gen = spawnSync(process.execPath, ['bench/gen-corpus.mjs', '--pages', '40', '--mdx', '--out', corpus], { encoding: 'utf8' });
    expect(gen.status, gen.stderr).toBe(0);
    const roots = [path.join(corpus, 'docs'), path.resolve('node_modules/create-docusaurus/templates/shared/docs')];
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith('.mdx')) files.push(p);
      }
    };
    roots.forEach(walk);
    expect(files.length).toBeGreaterThan(45);
    let readByBlocks = 0;
    for (const file of files) {
      const { body, bodyLine } = parseSource(fs.readFileSync(file, 'utf8'), file);
      const page = { ...input(body), file, firstLine: bodyLine, sourceDir: path.dirname(file) };
      expect(JSON.stringify(byBlocks(page)), file).toBe(JSON.stringify(whole(page)));
      if (readByMicromark(body)) readByBlocks++;
    }
    // (The pages are cut in blocks, not all sent whole.)
    expect(readByBlocks).toBe(files.length);
    fs.rmSync(corpus, { recursive: true, force: true });
  });

  // Pages made of the pieces real pages are made of, in any order, with or without blank lines
  // between them. (Not random characters: where markdown-it and micromark part on plain Markdown
  // nobody writes — `1.  - ` — is not this test's subject.)
  const pieces = [
    "import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", "import Setup from './_setup.mdx';", 'export const v = 2;', "export const list = [{label: 'A', value: 'a'}];",
    '# Title', '## Section {#sec}', '### Part {/* #part */}', '## With <Badge>JSX</Badge>', 'Text with {v} and {`t${v}`}.', 'A paragraph of plain words.', 'Words with `code {x}` and <kbd>K</kbd>.',
    '<Tabs groupId="g">', '<Tabs values={list}>', '<TabItem value="a" label="A">', '<TabItem value="b" label="B" default>', '</TabItem>', '</Tabs>', '<Setup />', '<Unknown>', '</Unknown>',
    '<div className="box" style={{margin: 4}}>', '</div>', '<details>', '<summary>More</summary>', '</details>', '{/* a comment */}', '{v * 2}', '{', '}',
    '```java', '```', 'int x = 1; // {braces} <T>', ':::tip', ':::note[Title]', ':::', '- item', '- item with {v}', '1. step', '  continued', '> quoted', '> quoted <b>x</b>',
    '| a | b |', '|---|---|', '| {v} | `c` |', '---', '[link](./a.md#x)', '![img](./i.png)', '*emphasis* and **strong**', 'a < b and c > d', 'a\\{b\\}',
    ':::tip Read this', '<!-- a comment -->', '[ref][d] and [D]', '<B>[d] ![pic][i]</B>', '[d]: ./d.md "Dee"', '[d]: ./other.md', '[i]: ./i.png', '  - nested item', '    :::note', '    - four in', '    ```bash',
  ];
  it('gives generated pages of JSX elements around Markdown blocks what micromark gives them whole', () => {
    const open = ['<Tabs>', '<TabItem value="a">', '<div className="box">', '<details>\n<summary>More</summary>', '<Note title="t">', ':::tip', '{/* c */}'];
    const close: Record<string, string> = { '<Tabs>': '</Tabs>', '<TabItem value="a">': '</TabItem>', '<div className="box">': '</div>', '<details>\n<summary>More</summary>': '</details>', '<Note title="t">': '</Note>', ':::tip': ':::', '{/* c */}': '' };
    const blocks = ['```js\nconst a = {b: 1};\n```', '- one\n- two', '1. first\n2. second', '| a | b |\n|---|---|\n| 1 | 2 |', '> a\n> b', 'Two lines\nof text.', '  Indented\n  text.', 'One line.', '<B>x</B>\ntext', '## Heading', '    four in\n    lines'];
    const tree: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constantFrom(...blocks), fc.tuple(fc.constantFrom(...open), fc.array(tie('node'), { maxLength: 4 }), fc.constantFrom('\n', '\n\n')).map(([tag, inner, gap]) => [tag, ...inner, close[tag]].filter((x) => x).join(gap))),
    })).node;
    fc.assert(
      fc.property(fc.array(tree, { maxLength: 6 }), (parts) => {
        const page = parts.join('\n\n') + '\n';
        same(page);
      }),
      { numRuns: Number(process.env.MDX_RUNS ?? 300) },
    );
  });

  it('gives generated pages what micromark gives them whole', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...pieces), fc.constantFrom('\n', '\n\n', '\n\n\n', ' ')), { maxLength: 30 }), (parts) => {
        const page = parts.map(([piece, gap]) => piece + gap).join('');
        same(page);
        sameV4(page);
      }),
      { numRuns: Number(process.env.MDX_RUNS ?? 600) },
    );
  });
});
