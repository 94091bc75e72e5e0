// One-line MDX texts (`[Page]<a id="page-return"/>`, `<font size="2">Added in: v1.9</font>`, a
// heading's `goto {/* #page-goto */}`) read into the phrasing content micromark gives them, with
// micromark reading only their Markdown: a text is cut into tags, expressions and Markdown by
// line-scan.ts, and the Markdown pieces that hold any syntax are read by micromark — each on its
// own, the page's pieces many at once — between two `¡` (punctuation, as the `>`, `}`, `<` or `{`
// beside a piece is to micromark, and no syntax of its own: so a piece is never the start of a
// block and keeps its spaces). A piece's reading counts only when no delimiter or bracket of it is
// left over as text (one left over could pair with another piece's, as in `*a <b/> c*`) and it
// neither starts nor ends with a delimiter (whose meaning depends on its neighbour); otherwise, and
// wherever the scan gives up, the text is micromark's to read whole. test/unit/mdx-line-reader.test.ts
// holds the readings to micromark's.
import type { Root, PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxTextElement as Element } from 'mdast-util-mdx-jsx';
import { placedCopy, point, scanLine, type LinePiece } from './line-scan.ts';

type Scan = LinePiece[];

/** How micromark reads Markdown (the page's definitions known); undefined when it rejects it. */
export type ReadMarkdown = (text: string) => Root | undefined;

/** The Markdown pieces read so far in one context (the page's definitions and how MDX is read): a piece's content, undefined when it has no reading of its own. */
export type PieceReadings = Map<string, PhrasingContent[] | undefined>;

/**
 * The texts' phrasing content, each as micromark reads the text alone (line 1); undefined where
 * micromark must read it. `known`: the readings of pieces in the same context (pages with the same
 * definitions share most pieces: `[String]`, `` `timeout` [double] *(optional)* ``).
 */
export function readLines(texts: readonly string[], read: ReadMarkdown, known: PieceReadings = new Map()): (PhrasingContent[] | undefined)[] {
  const scans = texts.map(scanLine);
  const wanted = new Set<string>();
  for (let t = 0; t < texts.length; t++) {
    for (const piece of scans[t] ?? []) {
      if (piece.kind !== 'markdown' || !SYNTAX.test(texts[t].slice(piece.start, piece.end))) continue;
      const markdown = glued(texts[t], piece);
      if (!known.has(markdown)) wanted.add(markdown);
    }
  }
  readPieces([...wanted], known, read);
  return scans.map((scan, t) => scan && assemble(texts[t], scan, known));
}

/** Characters that make a Markdown piece more than text (the scan has refused `\`, `<`, `{`, `}` and text directives). */
const SYNTAX = /[`*_~[\]&]/;
/** A delimiter or bracket in the source of a text node (character references and underscores inside words taken out, which pair with nothing): one left over. */
const LEFT_OVER = /[*_~[\]]/;
const INERT = /&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z0-9]+);|(?<=[A-Za-z0-9])_+(?=[A-Za-z0-9])/g;
const GLUE = '¡';
/** How much Markdown micromark is given at once. */
const GROUP_CHARS = 4096;

/** A Markdown piece of a text with glue where a tag or an expression is beside it (none at the text's start and end, which are the paragraph's, as in the text), after two flags that say where glue is. */
function glued(text: string, piece: LinePiece): string {
  const left = piece.start > 0;
  const right = piece.end < text.length;
  return `${left ? 1 : 0}${right ? 1 : 0}${left ? GLUE : ''}${text.slice(piece.start, piece.end)}${right ? GLUE : ''}`;
}

/** Reads the (glued) pieces, many in one go, into `known`: each one's content (line 1, offsets from the piece's start without glue) where its reading stands on its own. */
function readPieces(all: string[], known: PieceReadings, read: ReadMarkdown): void {
  for (let from = 0; from < all.length; ) {
    let batch = '';
    const starts: number[] = [];
    let to = from;
    for (; to < all.length && (to === from || batch.length + all[to].length < GROUP_CHARS); to++) {
      if (batch) batch += '\n\n';
      starts.push(batch.length);
      batch += all[to].slice(2);
    }
    const tree = read(batch);
    const byStart = new Map<number, RootContent>();
    for (const node of tree?.children ?? []) byStart.set(node.position!.start.offset!, node);
    for (let i = from; i < to; i++) known.set(all[i], pieceContent(byStart.get(starts[i - from]), batch, all[i], starts[i - from]));
    from = to;
  }
}

/** A piece's content from its paragraph (the piece at `start` of the batch), its positions from the piece's start without glue; undefined when it does not stand on its own. */
function pieceContent(node: RootContent | undefined, batch: string, piece: string, start: number): PhrasingContent[] | undefined {
  if (node?.type !== 'paragraph' || node.position!.end.offset !== start + piece.length - 2) return undefined;
  const children = node.children;
  const first = children[0];
  const last = children[children.length - 1];
  const left = piece[0] === '1';
  const right = piece[1] === '1';
  if (left) {
    if (first?.type !== 'text' || !first.value.startsWith(GLUE)) return undefined;
    first.value = first.value.slice(1);
    first.position!.start.offset! += 1;
  }
  if (right) {
    if (last?.type !== 'text' || !last.value.endsWith(GLUE)) return undefined;
    last.value = last.value.slice(0, -1);
    last.position!.end.offset! -= 1;
  }
  const content = children.filter((child) => !(child.type === 'text' && !child.value));
  if (content.some((child) => leftOver(child, batch))) return undefined;
  return content.map((child) => placedCopy(child, -(start + (left ? 1 : 0))));
}

/** Whether a delimiter or bracket is left over as text in a node (its source in the batch). */
function leftOver(node: RootContent, batch: string): boolean {
  if (node.type === 'text') return LEFT_OVER.test(batch.slice(node.position!.start.offset, node.position!.end.offset).replace(INERT, ''));
  return 'children' in node && (node.children as RootContent[]).some((child) => leftOver(child, batch));
}

/** The text's content from its pieces; undefined when a piece has no reading of its own or its tags do not pair. */
function assemble(text: string, scan: Scan, known: PieceReadings): PhrasingContent[] | undefined {
  const root: PhrasingContent[] = [];
  const open: Element[] = [];
  const add = (node: PhrasingContent) => (open.length ? open[open.length - 1].children : root).push(node);
  for (const piece of scan) {
    switch (piece.kind) {
      case 'markdown': {
        const value = text.slice(piece.start, piece.end);
        if (!SYNTAX.test(value)) {
          add({ type: 'text', value, position: { start: point(piece.start), end: point(piece.end) } });
          break;
        }
        const content = known.get(glued(text, piece));
        if (!content) return undefined;
        for (const node of content) add(placedCopy(node, piece.start));
        break;
      }
      case 'expression':
        add({ type: 'mdxTextExpression', value: piece.value, position: { start: point(piece.start), end: point(piece.end) }, data: { estree: piece.estree } });
        break;
      case 'self':
        add({ type: 'mdxJsxTextElement', name: piece.name, attributes: piece.attributes, children: [], position: { start: point(piece.start), end: point(piece.end) } });
        break;
      case 'open': {
        const element: Element = { type: 'mdxJsxTextElement', name: piece.name, attributes: piece.attributes, children: [], position: { start: point(piece.start), end: point(piece.end) } };
        add(element);
        open.push(element);
        break;
      }
      case 'close': {
        const element = open.pop();
        if (element?.name !== piece.name) return undefined;
        element.position!.end = point(piece.end);
        break;
      }
    }
  }
  return open.length ? undefined : root;
}
