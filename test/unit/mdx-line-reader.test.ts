// One-line MDX texts read with micromark reading only their Markdown (mdx/line-reader.ts) give the
// phrasing content micromark gives the whole text — node for node, positions, attributes and
// ESTree included — or are left to micromark.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { Root } from 'mdast';
import { readLines } from '../../src/generator/markdown/mdx/line-reader.ts';
import { readMdxPiece } from '../../src/generator/markdown/mdx/parse.ts';

const defined = ['STRING', 'PAGE', 'LIST', 'DOUBLE'];
const read = (text: string): Root | undefined => {
  try {
    return readMdxPiece(text, defined);
  } catch {
    return undefined;
  }
};
/** micromark's reading of the whole text: its paragraph's content (undefined: not one paragraph, or rejected). */
const micromark = (text: string) => {
  const tree = read(text);
  const [only] = tree?.children ?? [];
  return tree?.children.length === 1 && only.type === 'paragraph' ? only.children : undefined;
};
const fast = (text: string) => readLines([text], read)[0];

/** Read by line-reader.ts (and so held to micromark's reading below). */
const readFast = [
  '[Page]<a aria-hidden="true" tabIndex="-1" class="list-anchor-link" id="page-return"/><a href="#page-return" class="list-anchor">#</a>',
  '`setTimeout` [double] *(optional)*<a id="x"/>',
  '`setArgs` [List]&lt;[String]&gt; *(optional)* <font size="2">Added in: v1.40</font><a id="y"/>',
  '<font size="2" style={{position: "relative", top: "-20px"}}>Added in: v1.9</font><x-search>page.goto</x-search>',
  'goto {/* #page-goto */}',
  'a {1 + x} b {"}"} c',
  "<a b c = 'd' e={1} f={{g: {h: 'i'}}}>x</a> and _under_<b/>*star*",
  'Some **strong**<br/>text ~~gone~~ and `code <a>` with `` ` `` ticks',
  'A [link](https://example.com/x) beside <b>bold</b>',
  '<kbd>Ctrl</kbd>+<kbd>C</kbd> copies',
  '[String]&#91;&#93;<i/>',
  'snake_case_name <b/> and more_words',
];

/** Left to micromark: each is a case the cut cannot be sure of. */
const leftToMicromark = [
  '<a/><b/>', // tags only: a JSX block
  '<a/> {x}',
  'import X from "y"',
  '1. <a/> item',
  '*a <b/> c*', // emphasis across a tag
  '[a <b/> c](d)', // a link around a tag
  '[x](<u>) <a/>',
  'a \\<b/> c', // an escape
  'a :abbr[x]{y="z"} <b/>', // a text directive
  '<a title="&amp;"/> x', // a reference in a value
  '<a.b/> x',
  '<a {...props}/> x',
  '<a b=`c`/> x',
  'x {`template`} y',
  'x {a < b} y',
  '<a>x</b> y', // tags that do not pair
  'x <a> y',
  '[Unknown]<a/>', // a reference to no definition
];

describe('MDX one-line texts read in pieces', () => {
  it('reads texts of tags, expressions and Markdown as micromark reads them', () => {
    for (const text of readFast) {
      const got = fast(text);
      expect(got, text).toBeDefined();
      expect(JSON.stringify(got), text).toBe(JSON.stringify(micromark(text)));
    }
  });

  it('leaves to micromark what it cannot cut for certain', () => {
    for (const text of leftToMicromark) expect(fast(text), text).toBeUndefined();
  });

  it('reads many texts at once as each alone', () => {
    const together = readLines([...readFast, ...leftToMicromark], read);
    expect(together.map((c) => JSON.stringify(c))).toEqual([...readFast, ...leftToMicromark].map((t) => JSON.stringify(fast(t))));
  });

  it('keeps the readings of pieces for the next texts read in the same context', () => {
    const known = new Map();
    const first = readLines(readFast, read, known);
    const asked: string[] = [];
    const again = readLines(readFast, (text) => (asked.push(text), read(text)), known);
    expect(asked).toEqual([]);
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));
    // (A kept reading is copied for each use: changing one text's nodes leaves the next reading as it was.)
    (again[1]![0] as { value: string }).value = 'changed';
    expect(JSON.stringify(readLines(readFast, read, known))).toBe(JSON.stringify(first));
  });

  it('never reads a text otherwise than micromark (generated texts)', () => {
    // (Words, spaces, tags and expressions more often than the rest, for texts that can be read in pieces.)
    const fragment = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('word', ' ', '<a>', '</a>', '<b x="1"/>', '<i y={1} z>', '</i>', "<c w='v'/>", '{/* c */}', '{x}', '{{a: 1}}', '[String]') },
      { weight: 3, arbitrary: fc.constantFrom('*', '**', '_', '__', '~', '~~', '`', '``', '[', ']', '(', ')', '&lt;', '&#91;') },
      { weight: 1, arbitrary: fc.constantFrom('  ', '[Nope]', '[Page][List]', ':', '!', '#', '-', '1.', '\\', '|', '¡', 'é', '}', '.', ',', '<', '<a b="', '" ', '{', "'", '/*', '*/', 'http://x', '](u)', '](<u>)', '][String]', '![', '^', ':x', '<!--', '<a/>', '\t', '<A-b_c>', '</A-b_c>', '{/* a } b */}', '{"}"}', '&amp;', '<x a="{b}"/>', '__init__', 'a_b', '*a*', '`<c>`') },
    );
    let read = 0;
    fc.assert(
      fc.property(fc.array(fragment, { minLength: 1, maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const got = fast(text);
        if (got === undefined) return;
        read++;
        expect(JSON.stringify(got)).toBe(JSON.stringify(micromark(text)));
      }),
      { numRuns: 4000 },
    );
    // (The property holds something: a good share of the texts were read in pieces.)
    expect(read).toBeGreaterThan(200);
  });
});
