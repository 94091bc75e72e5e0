// An MDX page parsed block by block: most of a real page is plain Markdown (paragraphs, lists,
// code, tables) with MDX in a few blocks (imports, <Tabs>, an expression). micromark reads MDX at
// under 1 MB/s, several times slower than markdown-it, so the page's top-level blocks are found
// with markdown-it (as MDX reads Markdown: no HTML, no indented code), the blocks without MDX
// syntax are taken from markdown-it as they are, a block whose MDX is all in one-line texts too
// (micromark reading only those texts: inline-lines.ts), and only runs of blocks with MDX syntax —
// grown until their JSX elements and braces close, and bounded by blank lines — are read by
// micromark, their positions moved to the page's. micromark reads each piece with the page's link
// reference definitions known (definitions.ts). Whenever the page is not cut cleanly (footnotes,
// which tie blocks together; an admonition left open; definitions micromark reads otherwise; a run
// that does not close; a run micromark rejects), micromark reads the whole page instead, so a
// page's tree and its errors are the ones micromark gives it (test/unit/mdx-blocks.test.ts holds
// the two together).
import type { Root, RootContent } from 'mdast';
import type { Token } from 'markdown-it';
import { markdownTokens, toMdast, type MarkdownTokens } from '../parse.ts';
import { micromarkLines, type LineReading } from './detect.ts';
import { closes } from './closes.ts';
import { moved, readPiece, type PageBlock, type ReadPiece } from './pieces.ts';
import { readInlineBlocks } from './inline-lines.ts';
import { definedIdentifier, plainDefinitions } from './definitions.ts';
import { readRunSkeleton } from './run-skeleton.ts';

export { closes };

type Block = PageBlock;

/** The page's tree by blocks, or undefined when only the whole page can be read by micromark (`read`: its markdown-it tokens, when they are at hand). */
export function parseByBlocks(source: string, parseMdx: ReadPiece, read: MarkdownTokens = markdownTokens(source, 'mdx'), reading: LineReading = {}): Root | undefined {
  const { tokens, env } = read;
  if (env.footnotes || env.unclosedContainer) return undefined;
  const references = env.references ? Object.keys(env.references).length : 0;
  const lines = source.split('\n');
  const flags = micromarkLines(source, reading);
  if (!flags) return undefined;
  const found = topLevelBlocks(tokens, flags);
  const blocks = found && withDefinitions(found, lines, flags, references > 0);
  if (!blocks) return undefined;

  const lineOffsets = [0];
  for (const line of lines) lineOffsets.push(lineOffsets[lineOffsets.length - 1] + line.length + 1);
  const textOf = (from: number, to: number) => source.slice(lineOffsets[blocks[from].start], lineOffsets[blocks[to].end] - 1);
  // The page's definitions (markdown-it resolves its blocks' references with them; micromark reads
  // each piece with their labels known, so that its references resolve too).
  // (A label defined twice resolves to its first definition in the page, which a piece holding the second would not know.)
  const defined = references ? definitionsOnce(blocks, source, lineOffsets, parseMdx, references) : { identifiers: [], nodes: new Map<Block, RootContent[]>() };
  if (!defined) return undefined;
  const { identifiers } = defined;
  // Blocks whose MDX is all in one-line texts are markdown-it's, with micromark's reading of those texts.
  const page = { tokens, lines, lineOffsets, flags, defined: identifiers, read: parseMdx };
  const inlines = readInlineBlocks(blocks, page);
  const runs = mdxRuns(blocks, lines, flags);
  if (!runs) return undefined;
  const root: Root = { type: 'root', children: [] };
  const plain = (from: number, to: number) => {
    for (let b = from; b <= to; b++) {
      if (!blocks[b].defs) {
        let last = b;
        while (last < to && !blocks[last + 1].defs) last++;
        const first = blocks[b].first;
        root.children.push(...toMdast(tokens.slice(first, blocks[last].last + 1), (i) => inlines.get(first + i)).children);
        b = last;
      } else {
        root.children.push(...defined.nodes.get(blocks[b])!);
      }
    }
  };
  // Names the runs' imports bring in: micromark reads the page's later ESM with them declared (a
  // later declaration of one is an error), which a run read alone cannot know.
  const imported = new Set<string>();
  let next = 0;
  for (const run of runs) {
    plain(next, run.from - 1);
    const start = blocks[run.from].start;
    // (The last run reads to the page's end: a fence left open there holds the blank lines after it.)
    const text = run.to === blocks.length - 1 ? source.slice(lineOffsets[start]) : textOf(run.from, run.to);
    // (Its plain Markdown blocks by markdown-it where they can be: run-skeleton.ts.)
    const skeleton = readRunSkeleton(run.from, run.to, text, { ...page, blocks, inlineAt: (i) => inlines.get(i) });
    const tree = skeleton ? { type: 'root' as const, children: skeleton } : readPiece(text, identifiers, parseMdx);
    if (!tree) return undefined;
    if (!esmDeclarationsFit(tree, imported)) return undefined;
    for (const node of tree.children) root.children.push(skeleton ? node : moved(node, start, lineOffsets[start]));
    next = run.to + 1;
  }
  plain(next, blocks.length - 1);
  return root;
}

/**
 * The page's definitions as micromark reads them (a group of plain ones read without it:
 * definitions.ts), each group of them (by its block) as nodes at the page's positions, and the
 * identifiers micromark keeps of them; undefined unless micromark reads them as markdown-it did:
 * as many labels, each defined once.
 */
function definitionsOnce(blocks: Block[], source: string, lineOffsets: number[], parseMdx: ReadPiece, references: number): { identifiers: string[]; nodes: Map<Block, RootContent[]> } | undefined {
  const found = new Map<string, string>();
  const nodes = new Map<Block, RootContent[]>();
  for (const block of blocks) {
    if (!block.defs) continue;
    const start = lineOffsets[block.start];
    const text = source.slice(start, lineOffsets[block.end] - 1);
    let children: RootContent[] | undefined = plainDefinitions(text);
    try {
      children ??= parseMdx(text).children;
    } catch {
      return undefined;
    }
    for (const node of children) {
      if (node.type !== 'definition' || found.has(node.identifier)) return undefined;
      found.set(node.identifier, definedIdentifier(text.slice(node.position!.start.offset, node.position!.end.offset)));
    }
    nodes.set(block, children.map((node) => moved(node, block.start, start)));
  }
  if (found.size !== references) return undefined;
  return { identifiers: [...found.values()], nodes };
}

/**
 * The runs of blocks micromark reads: each MDX block with the blocks it must take in to close its
 * elements and braces, and those right before and after it (without a blank line between);
 * undefined when one does not close by the page's end.
 */
function mdxRuns(blocks: Block[], lines: string[], flags: boolean[]): { from: number; to: number }[] | undefined {
  const runs: { from: number; to: number }[] = [];
  const adjacent = (a: number, b: number) => blocks[a].end === blocks[b].start;
  for (let i = 0; i < blocks.length; i++) {
    if (!blocks[i].mdx) continue;
    let from = i;
    const floor = runs.length ? runs[runs.length - 1].to + 1 : 0;
    while (from > floor && adjacent(from - 1, from)) from--;
    let to = i;
    for (;;) {
      while (to + 1 < blocks.length && (blocks[to + 1].mdx || adjacent(to, to + 1))) to++;
      const [start, end] = [blocks[from].start, blocks[to].end];
      if (closes(lines.slice(start, end), flags.slice(start, end))) break;
      if (to + 1 >= blocks.length) return undefined;
      to++;
    }
    runs.push({ from, to });
    i = to;
  }
  return runs;
}

/**
 * The top-level blocks, in order; undefined when markdown-it's tokens are not what is expected
 * (a block without its lines).
 */
function topLevelBlocks(tokens: Token[], flags: boolean[]): Block[] | undefined {
  const blocks: Block[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.level !== 0 || t.nesting < 0) return undefined;
    if (!t.map) return undefined;
    let last = i;
    if (t.nesting > 0) {
      let depth = 0;
      for (; last < tokens.length; last++) {
        depth += tokens[last].nesting;
        if (depth === 0) break;
      }
      if (last >= tokens.length) return undefined;
    }
    const [start, end] = t.map;
    blocks.push({ start, end, first: i, last, mdx: flags.slice(start, end).includes(true) });
    i = last;
  }
  return blocks;
}

/**
 * The blocks with the groups of lines between them that are not blank (what markdown-it read as link
 * reference definitions: it gives them no tokens) as blocks of their own; undefined when there is
 * such a line and the page has no definitions, or one that looks like MDX.
 */
function withDefinitions(blocks: Block[], lines: string[], flags: boolean[], hasDefinitions: boolean): Block[] | undefined {
  const out: Block[] = [];
  let line = 0;
  const gap = (to: number): boolean => {
    for (; line < to; line++) {
      if (!lines[line].trim()) continue;
      if (!hasDefinitions) return false;
      const start = line;
      while (line < to && lines[line].trim()) line++;
      if (flags.slice(start, line).includes(true)) return false;
      out.push({ start, end: line, first: -1, last: -1, mdx: false, defs: true });
    }
    return true;
  };
  for (const b of blocks) {
    if (b.start < line || !gap(b.start)) return undefined;
    out.push(b);
    line = b.end;
  }
  return gap(lines.length) ? out : undefined;
}

/**
 * Whether a run's ESM declares none of the names imported before it (then micromark reads it the
 * same with or without them); adds the names it imports.
 */
function esmDeclarationsFit(tree: Root, imported: Set<string>): boolean {
  const esm: { data?: { estree?: EstreeNode | null } }[] = [];
  const find = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'mdxjsEsm') esm.push(node as never);
    node.children?.forEach((child) => find(child as never));
  };
  find(tree);
  if (!esm.length) return true;
  const declared: string[] = [];
  const imports: string[] = [];
  const identifiers = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as EstreeNode;
    if (n.type === 'Identifier' && typeof n.name === 'string') declared.push(n.name);
    for (const [key, value] of Object.entries(n)) if (key !== 'value' && key !== 'init' && key !== 'body' && typeof value === 'object') (Array.isArray(value) ? value : [value]).forEach(identifiers);
  };
  for (const node of esm) {
    for (const statement of (node.data?.estree?.body ?? []) as EstreeNode[]) {
      if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers as { local: { name: string } }[]) imports.push(s.local.name);
      else identifiers(statement.declaration);
    }
  }
  if ([...imports, ...declared].some((name) => imported.has(name))) return false;
  for (const name of imports) imported.add(name);
  return true;
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

