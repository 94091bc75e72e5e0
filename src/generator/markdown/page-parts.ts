// A big Markdown page is rendered in parts, one after another, so that its trees (markdown-it's
// tokens, mdast, hast: together about a hundred times the source's size) are never all alive at
// once: a 20 MB page took 2 GB. The parts are runs of the page's top-level blocks as markdown-it
// finds them (its block rules run over the page one top-level block at a time, and each block's
// tokens are dropped as soon as its lines are known), so each part reads as it reads in the whole
// page. A part does not end between two code fences (adjacent fences make code tabs); a large
// table is cut between its rows. A page whose blocks refer to one another (link reference
// definitions, footnotes) is read whole; a single large list, quote or admonition too.
// test/unit/page-parts.test.ts holds the parts' HTML to the whole page's.
import type { Token } from 'markdown-it';
import { markdownParser, parseMarkdown, type MarkdownFlavour } from './parse.ts';
import type { Processor } from 'unified';
import type { Root as MdastRoot } from 'mdast';
import type { Root as HastRoot } from 'hast';
import { VFile } from 'vfile';
import { toHtml } from './to-html.ts';
import { NestingError, nestedTree } from './nesting.ts';
import type { MarkdownFileData } from '../../components/kit/file-data.ts';

/** Pages of this many characters or more are rendered in parts. */
export const PARTS_FROM = 1024 * 1024;
/** A part's size, in characters (a part ends at the first block boundary after this many). */
export const PART_SIZE = 256 * 1024;

/**
 * A part of a page: its text, and the line of the page it starts on (1-based). `rows`: the part
 * holds more rows of the table the part before ends with (a large table is rendered a share of its
 * rows at a time, each share under a header of empty cells, its rows then joined to the table).
 */
export interface PagePart {
  text: string;
  line: number;
  rows?: true;
}

/**
 * The parts of a page's source, each of at least `size` characters but the last; undefined when
 * it is to be read whole (smaller than `from`, one block, or blocks that refer to others).
 */
export function pageParts(source: string, flavour: MarkdownFlavour, from = PARTS_FROM, size = PART_SIZE): PagePart[] | undefined {
  // (markdown-it reads "\r" as a line break too, and NUL as U+FFFD: such a page is read whole.)
  if (source.length < from || source.includes('\r') || source.includes('\0')) return undefined;
  const md = markdownParser(flavour);
  const env: { references?: object; footnotes?: unknown } = {};
  const state = new md.block.State(source, md, env as never, []);
  const rules = md.block.ruler.getRules('');
  // The rules' tokens are not kept, not even made: every token pushed is one object that the rules
  // write to and never read back (a 20 MB table's tokens took 900 MB). What is kept of a block is
  // the type of its first and last tokens, and the header cells of a table.
  let first: string | undefined;
  let last: string | undefined;
  let headerCells = 0;
  const token = new state.Token('', '', 0);
  state.push = (type: string, _tag: string, nesting: Token['nesting']) => {
    if (nesting < 0) state.level--;
    first ??= type;
    last = type;
    if (type === 'th_open') headerCells++;
    if (nesting > 0) state.level++;
    return token;
  };
  /** The offset of each line's start (and of the source's end, past its last line). */
  const starts = state.bMarks;
  const at = (line: number) => (line < state.lineMax ? starts[line] : source.length);
  const parts: PagePart[] = [];
  let partLine = 0;
  let previousFence = false;
  for (let line = state.skipEmptyLines(0); line < state.lineMax; line = state.skipEmptyLines(state.line)) {
    state.line = line;
    first = last = undefined;
    headerCells = 0;
    // One top-level block, as markdown-it's block tokenizer reads it (ParserBlock.tokenize).
    if (!rules.some((rule) => rule(state, line, state.lineMax, false)) || state.line <= line) return undefined;
    if (env.references || env.footnotes) return undefined;
    const fence = first === 'fence';
    const table = first === 'table_open' && last === 'table_close' ? headerCells : 0;
    const end = state.line;
    if (line > partLine && at(line) - at(partLine) >= size && !(previousFence && fence)) {
      parts.push({ text: source.slice(at(partLine), at(line)), line: partLine + 1 });
      partLine = line;
    }
    // A large table: its rows in shares (the first under its own header), each a part.
    if (table && at(end) - at(line) >= 2 * size && end - line > 3) {
      if (line > partLine) parts.push({ text: source.slice(at(partLine), at(line)), line: partLine + 1 });
      const delimiter = source.slice(at(line + 1), at(line + 2));
      const emptyHeader = `|${' |'.repeat(table)}\n`;
      for (let row = line + 2; row < end; ) {
        let next = row + 1;
        while (next < end && at(next) - at(row) < size) next++;
        // (A share's rows are on the lines they are on in the page: its two header lines before them.)
        parts.push(row === line + 2 ? { text: source.slice(at(line), at(next)), line: line + 1 } : { text: emptyHeader + delimiter + source.slice(at(row), at(next)), line: row - 1, rows: true });
        row = next;
      }
      partLine = state.skipEmptyLines(end);
    }
    previousFence = fence;
  }
  if (!parts.length) return undefined;
  if (partLine < state.lineMax) parts.push({ text: source.slice(at(partLine)), line: partLine + 1 });
  return parts;
}

const TABLE_END = '\n</tbody>\n</table>';

/**
 * Adds a part's HTML to the page's (in `html`, pieces to be joined): a line break apart from the
 * blocks before, as root blocks are written; a share of a table's rows joined to that table.
 */
export function addPartHtml(html: string[], part: PagePart, out: string): void {
  if (!part.rows) {
    if (!out) return;
    if (html.length) html.push('\n');
    html.push(out);
    return;
  }
  const last = html.length - 1;
  const body = out.indexOf('<tbody>\n');
  if (last < 0 || body < 0 || !html[last].endsWith(TABLE_END) || !out.endsWith(TABLE_END)) throw new Error('a share of a table\'s rows did not render as one');
  html[last] = html[last].slice(0, -TABLE_END.length);
  html.push(out.slice(body + '<tbody>'.length));
}

/**
 * A page's HTML, its parts rendered one after another with the same file data (the page's
 * headings, ids, links and problems gather there; its lines are the parts'): the HTML the whole
 * page gives (root blocks are written a line break apart). Content nested too deep leaves the
 * page empty, with that one problem, as it does the whole page.
 */
export function htmlInParts(parts: PagePart[], data: MarkdownFileData, processor: Processor<MdastRoot>, flavour: 'markdown' | 'mdx'): string {
  const firstLine = data.firstLine;
  const problems = data.problems.length;
  const html: string[] = [];
  for (const part of parts) {
    data.firstLine = firstLine + part.line - 1;
    let tree: MdastRoot;
    try {
      tree = parseMarkdown(part.text, flavour);
    } catch (err) {
      if (!(err instanceof NestingError)) throw err;
      data.problems.length = problems;
      Object.assign(data, { toc: [], ids: [], links: [], summary: undefined, dataFiles: [] });
      nestedTree(data, () => {
        throw err;
      });
      data.firstLine = firstLine;
      return '';
    }
    const out = toHtml(processor.runSync(tree, new VFile({ value: part.text, path: data.path, data: data as unknown as VFile['data'] })) as unknown as HastRoot);
    // (Flat: a string built by many concatenations is a tree of them, several times its size.)
    addPartHtml(html, part, flat(out));
  }
  data.firstLine = firstLine;
  return html.join('');
}

/** A string as one run of characters (V8 flattens a string that a regular expression reads). */
function flat(s: string): string {
  /$/.test(s);
  return s;
}
