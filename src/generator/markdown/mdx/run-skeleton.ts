// A run of MDX blocks (mdx/blocks.ts) read by micromark without the plain Markdown inside it: most
// of a run is often Markdown between JSX tags — the code blocks of a <Tabs>, the paragraphs of an
// <Admonition> — which markdown-it reads several times faster, to the same tree. Each such block
// (no MDX syntax, two lines or more, a blank line before and after it, not inside a tag,
// expression or comment) is given to micromark as an empty code block of as many lines, so it
// reads the rest — the tags around it — as it does in the page; the placeholders' nodes are then
// replaced by markdown-it's reading of the blocks, and every other node's offsets taken from its
// line and column (the lines are the page's, only the placeholders' are shorter). Wherever the
// placeholders are not found as written, once each, the run is read whole.
import type { RootContent, PhrasingContent } from 'mdast';
import { toMdast } from '../parse.ts';
import { OpenSyntax } from './closes.ts';
import { readPiece, type PageBlock, type PageLines } from './pieces.ts';

/** What reading a run needs of its page: its lines, and its blocks. */
export interface RunPage extends PageLines {
  blocks: PageBlock[];
  /** Another reading of an inline token's text (by its index), if there is one. */
  inlineAt: (index: number) => PhrasingContent[] | undefined;
}

const MARK = 'docgen-plain-block-';

/**
 * The nodes of the run of blocks [from, to] whose text (from the run's first line) is `text`, at
 * the page's positions; undefined when it has no plain block to leave out, or the run is to be
 * read whole.
 */
export function readRunSkeleton(from: number, to: number, text: string, page: RunPage): RootContent[] | undefined {
  const { blocks, lines, flags, lineOffsets } = page;
  if (text.includes(MARK)) return undefined;
  const first = blocks[from].start;
  // The plain blocks, by index, with their last line that is not blank.
  const plain = new Map<number, number>();
  const open = new OpenSyntax();
  let line = first;
  for (let b = from + 1; b < to; b++) {
    for (; line < blocks[b].start; line++) open.read(lines[line], flags[line]);
    const block = blocks[b];
    const last = lastLine(block, lines);
    if (!block.mdx && !block.defs && last > block.start && !lines[block.start - 1].trim() && !lines[last + 1]?.trim() && open.atFlow) plain.set(b, last);
  }
  if (!plain.size) return undefined;
  const skeleton = text.split('\n');
  for (const [b, last] of plain) {
    const { start } = blocks[b];
    skeleton[start - first] = '```' + MARK + b;
    for (let l = start + 1; l < last; l++) skeleton[l - first] = '';
    skeleton[last - first] = '```';
  }
  const tree = readPiece(skeleton.join('\n'), page.defined, page.read);
  if (!tree) return undefined;
  const found = new Set<number>();
  let misplaced = false;
  const fill = (children: RootContent[]): RootContent[] => {
    const out: RootContent[] = [];
    for (const node of children) {
      const b = node.type === 'code' && node.lang?.startsWith(MARK) ? Number(node.lang.slice(MARK.length)) : undefined;
      if (b !== undefined) {
        // (A placeholder where its block starts, met once.)
        const last = plain.get(b);
        if (found.has(b) || last === undefined || node.position?.start.line !== blocks[b].start - first + 1) {
          misplaced = true;
          continue;
        }
        found.add(b);
        const block = blocks[b];
        const nodes = toMdast(page.tokens.slice(block.first, block.last + 1), (i) => page.inlineAt(block.first + i)).children as RootContent[];
        spanned(nodes, block.start, last, lines, lineOffsets);
        out.push(...nodes);
        continue;
      }
      placed(node, first, lineOffsets);
      if ('children' in node) node.children = fill(node.children as RootContent[]) as never;
      out.push(node);
    }
    return out;
  };
  const children = fill(tree.children);
  return !misplaced && found.size === plain.size ? children : undefined;
}

/**
 * Gives a block's nodes (markdown-it's: lines only) the offsets micromark gives them, from the
 * block's first character to the end of its last line: the Markdown copy of an element around
 * them keeps what lies between its tags by them (markdown-copy.ts).
 */
function spanned(nodes: RootContent[], firstLine: number, lastIndex: number, lines: string[], lineOffsets: number[]): void {
  if (!nodes.length) return;
  const indent = /^\s*/.exec(lines[firstLine])![0].length;
  const last = lines[lastIndex].trimEnd().length;
  const start = { line: firstLine + 1, column: indent + 1, offset: lineOffsets[firstLine] + indent };
  const end = { line: lastIndex + 1, column: last + 1, offset: lineOffsets[lastIndex] + last };
  const first = nodes[0];
  const final = nodes[nodes.length - 1];
  first.position = { start, end: first === final ? end : { ...(first.position?.end ?? start) } };
  if (final !== first) final.position = { start: { ...(final.position?.start ?? end) }, end };
}

/** A block's last line that is not blank (markdown-it's lines of a list take in the blank ones after it). */
function lastLine(block: PageBlock, lines: string[]): number {
  let last = block.end - 1;
  while (last > block.start && !lines[last].trim()) last--;
  return last;
}

/** A node's own position (and its JSX attributes') moved to the page: its line down by `first`, its offset from its line and column. */
function placed(node: RootContent, first: number, lineOffsets: number[]): void {
  const place = (p: Point) => {
    p.line += first;
    if (p.offset !== undefined) p.offset = lineOffsets[p.line - 1] + p.column - 1;
  };
  if (node.position) {
    place(node.position.start);
    place(node.position.end);
  }
  const attributes = (node as { attributes?: unknown }).attributes;
  if (Array.isArray(attributes)) for (const a of attributes as { position?: { start: Point; end: Point } }[]) if (a.position) (place(a.position.start), place(a.position.end));
}

interface Point {
  line: number;
  column: number;
  offset?: number;
}
