// An MDX page parsed block by block: most of a real page is plain Markdown (paragraphs, lists,
// code, tables) with MDX in a few blocks (imports, <Tabs>, an expression). micromark reads MDX at
// under 1 MB/s, several times slower than markdown-it, so the page's top-level blocks are found
// with markdown-it (as MDX reads Markdown: no HTML, no indented code), the blocks without MDX
// syntax are taken from markdown-it as they are, and only runs of blocks with MDX syntax — grown
// until their JSX elements and braces close, and bounded by blank lines — are read by micromark,
// their positions moved to the page's. Whenever the page is not cut cleanly (link reference
// definitions or footnotes, which tie blocks together; a run that does not close; a run micromark
// rejects), micromark reads the whole page instead, so a page's tree and its errors are the ones
// micromark gives it (test/unit/mdx-blocks.test.ts holds the two together).
import type { Root, RootContent } from 'mdast';
import type { Token } from 'markdown-it';
import { markdownTokens, toMdast, type MarkdownTokens } from '../parse.ts';
import { micromarkLines } from './detect.ts';

/** A top-level block: its lines [start, end) and its tokens [first, last]. */
interface Block {
  start: number;
  end: number;
  first: number;
  last: number;
  mdx: boolean;
}

/** The page's tree by blocks, or undefined when only the whole page can be read by micromark (`read`: its markdown-it tokens, when they are at hand). */
export function parseByBlocks(source: string, parseMdx: (text: string) => Root, read: MarkdownTokens = markdownTokens(source, 'mdx')): Root | undefined {
  const { tokens, env } = read;
  if ((env.references && Object.keys(env.references).length) || env.footnotes) return undefined;
  const lines = source.split('\n');
  const flags = micromarkLines(source);
  if (!flags) return undefined;
  const blocks = topLevelBlocks(tokens, flags);
  if (!blocks || !coversContent(blocks, lines)) return undefined;

  const runs = mdxRuns(blocks, lines, flags);
  if (!runs) return undefined;
  const lineOffsets = [0];
  for (const line of lines) lineOffsets.push(lineOffsets[lineOffsets.length - 1] + line.length + 1);
  const root: Root = { type: 'root', children: [] };
  const plain = (from: number, to: number) => {
    if (from <= to) root.children.push(...toMdast(tokens.slice(blocks[from].first, blocks[to].last + 1)).children);
  };
  // Names the runs' imports bring in: micromark reads the page's later ESM with them declared (a
  // later declaration of one is an error), which a run read alone cannot know.
  const imported = new Set<string>();
  let next = 0;
  for (const run of runs) {
    plain(next, run.from - 1);
    const start = blocks[run.from].start;
    let tree: Root;
    try {
      // (The last run reads to the page's end: a fence left open there holds the blank lines after it.)
      tree = parseMdx(run.to === blocks.length - 1 ? source.slice(lineOffsets[start]) : source.slice(lineOffsets[start], lineOffsets[blocks[run.to].end] - 1));
    } catch {
      return undefined;
    }
    if (!esmDeclarationsFit(tree, imported)) return undefined;
    for (const node of tree.children) root.children.push(moved(node, start, lineOffsets[start]));
    next = run.to + 1;
  }
  plain(next, blocks.length - 1);
  return root;
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

/** Every line outside the blocks is blank (nothing the blocks do not hold, such as a definition). */
function coversContent(blocks: Block[], lines: string[]): boolean {
  let line = 0;
  for (const b of blocks) {
    if (b.start < line) return false;
    for (; line < b.start; line++) if (lines[line].trim()) return false;
    line = b.end;
  }
  for (; line < lines.length; line++) if (lines[line].trim()) return false;
  return true;
}

/**
 * Whether a run of lines closes every JSX element and every `{` it opens, outside code: read as
 * far as tags, strings and braces go (micromark then reads the run itself, and a run it rejects
 * sends the page to it whole).
 */
export function closes(lines: string[], mdx: boolean[]): boolean {
  let elements = 0;
  const stack: ('tag' | 'close' | 'expr')[] = [];
  // (An HTML comment, `<!-- … -->`, holds no tags or braces: see html-comments.ts.)
  let inComment = false;
  for (let l = 0; l < lines.length; l++) {
    if (!mdx[l] && !stack.length && !inComment) continue;
    const line: string = stack.length || inComment ? lines[l] : lines[l].replace(/(`+)[^`]*?[^`]?\1(?!`)/g, '');
    for (let c = 0; c < line.length; c++) {
      const ch = line[c];
      const top = stack[stack.length - 1];
      if (inComment || (!top && line.startsWith('<!--', c))) {
        const end: number = line.indexOf('-->', inComment ? c : c + 4);
        inComment = end < 0;
        if (inComment) break;
        c = end + 2;
        continue;
      }
      if (!top) {
        if (ch === '{') stack.push('expr');
        else if (ch === '<' && line[c + 1] === '/') {
          stack.push('close');
          c++;
        } else if (ch === '<' && /[A-Za-z_$>]/.test(line[c + 1] ?? '')) stack.push('tag');
        else if (ch === '\\') c++;
        continue;
      }
      if (ch === '"' || ch === "'" || (ch === '`' && top === 'expr')) {
        const end = line.indexOf(ch, c + 1);
        if (end < 0) return false;
        c = end;
      } else if (ch === '{') stack.push('expr');
      else if (ch === '}' && top === 'expr') stack.pop();
      else if (ch === '/' && line[c + 1] === '*' && top === 'expr') {
        const end = line.indexOf('*/', c + 2);
        if (end < 0) return false;
        c = end + 1;
      } else if (top !== 'expr' && ch === '/' && line[c + 1] === '>') {
        stack.pop();
        c++;
      } else if (top !== 'expr' && ch === '>') {
        stack.pop();
        elements += top === 'close' ? -1 : 1;
        if (elements < 0) return false;
      }
    }
  }
  return elements === 0 && stack.length === 0 && !inComment;
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

/** A node of a run's tree with its positions moved to the page's (the run starts at a line's start). */
function moved(node: RootContent, lineDelta: number, offsetDelta: number): RootContent {
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
