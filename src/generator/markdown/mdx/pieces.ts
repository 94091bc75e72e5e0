// What reading a page in pieces needs (mdx/blocks.ts, mdx/inline-lines.ts): the page's link
// reference definitions a piece uses, given to micromark after it and taken out again, and the
// positions of a piece's nodes moved to the page's.
import type { Root, RootContent } from 'mdast';

/** A top-level block of a page: its lines [start, end), its markdown-it tokens [first, last]; whether micromark must read some of it; a group of link reference definitions has no tokens (`defs`). */
export interface PageBlock {
  start: number;
  end: number;
  first: number;
  last: number;
  mdx: boolean;
  defs?: boolean;
}

/** A link reference definition of the page: its label (lower-cased) and its source. */
export interface PageDefinition {
  label: string;
  text: string;
}

/** A run's tree without the definitions appended after its text (they must be read as definitions, and nothing of the run reach into them). */
function withoutAppended(tree: Root, length: number): Root {
  const kept = tree.children.filter((n) => (n.position?.start.offset ?? 0) < length);
  const appended = tree.children.slice(kept.length);
  if (appended.some((n) => n.type !== 'definition') || kept.some((n) => (n.position?.end.offset ?? 0) > length)) throw new Error('the run reaches into its definitions');
  tree.children = kept;
  return tree;
}

/** micromark's reading of a piece, with the definitions it uses given after it (and taken out again); undefined when micromark rejects it. */
export function readPiece(text: string, definitions: PageDefinition[], read: (text: string) => Root): Root | undefined {
  const used = usedBy(text, definitions);
  try {
    return used ? withoutAppended(read(`${text}\n\n${used}`), text.length) : read(text);
  } catch {
    return undefined;
  }
}

/** The definitions a run may use: those whose label its text holds (a label written over two lines, all of them). */
function usedBy(text: string, definitions: PageDefinition[]): string {
  const lower = text.toLowerCase();
  return definitions
    .filter((d) => /\s/.test(d.label) || lower.includes(d.label))
    .map((d) => d.text)
    .join('\n');
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
