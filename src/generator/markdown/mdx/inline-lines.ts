// Blocks whose MDX is all in the text of one-line paragraphs and headings (a list whose items end
// in `<a id="…"/>`, a heading with `{/* #id */}`, a line `<font …>Added in: v1.2</font>`): markdown-it
// reads such a block, and those texts are read as micromark reads them: most with micromark reading
// only their Markdown (line-reader.ts), the others by micromark — many at once, a blank line
// between them, as each must be one paragraph to micromark (a line of JSX tags only is a JSX block
// to it, not text: then its block is not one of these) — in groups of a few kilobytes. Their nodes
// take the place of markdown-it's reading of those lines.
import type { Root, PhrasingContent, RootContent } from 'mdast';
import { closes } from './closes.ts';
import { moved, readPiece, type PageBlock, type PageLines, type ReadPiece } from './pieces.ts';
import { readLines, type PieceReadings } from './line-reader.ts';

/** A one-line text with MDX: its inline token, line, column and block. */
interface LineText {
  token: number;
  line: number;
  column: number;
  text: string;
  block: PageBlock;
}

/**
 * micromark's reading of the texts of the blocks whose MDX is all in one-line texts, by the index
 * of their inline tokens; those blocks are then no longer `mdx` (markdown-it reads them).
 */
export function readInlineBlocks(blocks: PageBlock[], page: PageLines): Map<number, PhrasingContent[]> {
  const texts = blocks.flatMap((block) => (block.mdx && !block.defs ? lineTexts(block, page) ?? [] : []));
  const found = new Map<number, PhrasingContent[]>();
  if (!texts.length) return found;
  // (Most are read with micromark reading only their Markdown: line-reader.ts; the others by
  // micromark, in groups of a few kilobytes: it takes more than twice as long for a page's texts
  // read in one go as for the same texts a group at a time.)
  const fast = readLines(texts.map((t) => t.text), (text) => readPiece(text, page.defined, page.read), knownPieces(page));
  const readings = fast.map((content, i) => content && placedAt(content, texts[i], page));
  // (A text read by line-reader.ts closes what it opens, as micromark read it alone; one that does
  // not is no one-line text, and its block is micromark's: it is left unread.)
  const rest = texts.filter((t, i) => !readings[i] && closes([t.text], [true]));
  const restReadings: (PhrasingContent[] | undefined)[] = [];
  for (let from = 0; from < rest.length; ) {
    let to = from + 1;
    for (let size = rest[from].text.length; to < rest.length && size + rest[to].text.length <= GROUP_CHARS; to++) size += rest[to].text.length + 2;
    const group = rest.slice(from, to);
    restReadings.push(...(readTogether(group, page) ?? group.map((t) => paragraphAlone(t, page))));
    from = to;
  }
  for (let i = 0, r = 0; i < texts.length; i++) if (!readings[i] && rest[r] === texts[i]) readings[i] = restReadings[r++];
  const failed = new Set<PageBlock>();
  texts.forEach((t, i) => readings[i] === undefined && failed.add(t.block));
  texts.forEach((t, i) => {
    if (failed.has(t.block)) return;
    t.block.mdx = false;
    found.set(t.token, readings[i]!);
  });
  return found;
}

/**
 * The readings of Markdown pieces kept for pages read the same way (`read`) with the same
 * definitions (the API pages of a site share theirs). Kept while the thread lives, a few contexts
 * of a bounded number of pieces each.
 */
function knownPieces(page: PageLines): PieceReadings {
  let contexts = kept.get(page.read);
  if (!contexts) kept.set(page.read, (contexts = new Map()));
  const key = page.defined.join('\n');
  let known = contexts.get(key);
  if (!known || known.size > MAX_PIECES) {
    if (!known && contexts.size >= MAX_CONTEXTS) contexts.delete(contexts.keys().next().value!);
    contexts.set(key, (known = new Map()));
  }
  return known;
}
const kept = new WeakMap<ReadPiece, Map<string, PieceReadings>>();
const MAX_CONTEXTS = 16;
const MAX_PIECES = 20_000;

/** How much text micromark is given at once (texts are read in groups up to this size). */
const GROUP_CHARS = 4096;

/** A block's one-line texts with MDX; undefined when another line of it has MDX. */
function lineTexts(block: PageBlock, page: PageLines): LineText[] | undefined {
  const { tokens, lines, flags } = page;
  const texts: LineText[] = [];
  const covered = new Set<number>();
  for (let i = block.first; i <= block.last; i++) {
    const t = tokens[i];
    if (t.type !== 'inline' || !t.map) continue;
    const [from, to] = t.map;
    if (!flags.slice(from, to).includes(true)) continue;
    const parent = tokens[i - 1];
    if (to - from !== 1 || (parent?.type !== 'paragraph_open' && parent?.type !== 'heading_open')) return undefined;
    const column = textColumn(lines[from], t.content, parent.type === 'heading_open');
    if (column < 0) return undefined;
    texts.push({ token: i, line: from, column, text: t.content, block });
    covered.add(from);
  }
  for (let line = block.start; line < block.end; line++) if (flags[line] && !covered.has(line)) return undefined;
  return texts;
}

/** Where a paragraph's or heading's text starts on its line (-1: not found as it is). */
function textColumn(line: string, text: string, heading: boolean): number {
  const at = heading ? line.indexOf(text, line.indexOf('#')) : line.trimEnd().length - text.length;
  return at >= 0 && line.slice(at, at + text.length) === text ? at : -1;
}

/** The texts read in one go, each the content of the paragraph it makes (undefined: not one paragraph); undefined when micromark rejects them together. */
function readTogether(texts: LineText[], page: PageLines): (PhrasingContent[] | undefined)[] | undefined {
  const starts: number[] = [];
  let batch = '';
  for (const t of texts) {
    if (batch) batch += '\n\n';
    starts.push(batch.length);
    batch += t.text;
  }
  const tree = readPiece(batch, page.defined, page.read);
  if (!tree) return undefined;
  const byStart = new Map<number, RootContent>();
  for (const node of tree.children) byStart.set(node.position!.start.offset!, node);
  return texts.map((t, i) => {
    const node = byStart.get(starts[i]);
    if (node?.type !== 'paragraph' || node.position!.end.offset !== starts[i] + t.text.length) return undefined;
    const line = node.position!.start.line;
    return node.children.map((child) => moved(child, t.line + 1 - line, page.lineOffsets[t.line] + t.column - starts[i], { line, delta: t.column }) as PhrasingContent);
  });
}

/** One text read alone: the content of its paragraph, undefined when it is not one paragraph. */
function paragraphAlone(t: LineText, page: PageLines): PhrasingContent[] | undefined {
  const tree = readPiece(t.text, page.defined, page.read);
  const [only] = tree?.children ?? [];
  if (tree?.children.length !== 1 || only.type !== 'paragraph') return undefined;
  return placedAt(only.children, t, page);
}

/** A text's content as read alone (line 1), moved to its place in the page. */
function placedAt(content: PhrasingContent[], t: LineText, page: PageLines): PhrasingContent[] {
  return content.map((child) => moved(child, t.line, page.lineOffsets[t.line] + t.column, { line: 1, delta: t.column }) as PhrasingContent);
}
