// What reading a page in pieces needs (mdx/blocks.ts, mdx/inline-lines.ts): a piece read by
// micromark with the page's link reference definitions known, and the positions of a piece's nodes
// moved to the page's.
import type { Root, RootContent } from 'mdast';
import type { Token } from 'markdown-it';

/** A top-level block of a page: its lines [start, end), its markdown-it tokens [first, last]; whether micromark must read some of it; a group of link reference definitions has no tokens (`defs`). */
export interface PageBlock {
  start: number;
  end: number;
  first: number;
  last: number;
  mdx: boolean;
  defs?: boolean;
}

/** The page as its lines, what micromark must read of them, and how to read a piece. */
export interface PageLines {
  tokens: Token[];
  lines: string[];
  lineOffsets: number[];
  flags: boolean[];
  /** The identifiers of the page's definitions (definitions.ts). */
  defined: readonly string[];
  read: ReadPiece;
}

/** How a piece of a page is read: micromark, the page's definitions known (their identifiers, see definitions.ts). */
export type ReadPiece = (text: string, defined?: readonly string[]) => Root;

/** micromark's reading of a piece, the page's definitions known; undefined when micromark rejects it. */
export function readPiece(text: string, defined: readonly string[], read: ReadPiece): Root | undefined {
  try {
    return read(text, defined);
  } catch {
    return undefined;
  }
}

/** A node of a piece's tree with its positions moved to the page's (`column`: on which line of the piece its columns move, and by how much). */
export function moved(node: RootContent, lineDelta: number, offsetDelta: number, column = { line: 1, delta: 0 }): RootContent {
  const visit = (n: { position?: { start: Point; end: Point }; children?: unknown[] }) => {
    if (n.position) {
      shift(n.position.start);
      shift(n.position.end);
    }
    if (n.children) for (const child of n.children) visit(child as never);
    // (JSX attributes carry positions of their own; a directive's attributes are an object.)
    const attributes = (n as { attributes?: unknown }).attributes;
    if (Array.isArray(attributes)) for (const attr of attributes) visit(attr);
  };
  const shift = (p: Point) => {
    if (p.line === column.line) p.column += column.delta;
    p.line += lineDelta;
    if (p.offset !== undefined) p.offset += offsetDelta;
  };
  visit(node as never);
  return node;
}

interface Point {
  line: number;
  column: number;
  offset?: number;
}
