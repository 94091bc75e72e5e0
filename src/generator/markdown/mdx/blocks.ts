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

/** A top-level block: its lines [start, end) and its tokens [first, last]; a group of link reference definitions has no tokens (`defs`). */
interface Block {
  start: number;
  end: number;
  first: number;
  last: number;
  mdx: boolean;
  defs?: boolean;
}

/** The page's tree by blocks, or undefined when only the whole page can be read by micromark (`read`: its markdown-it tokens, when they are at hand). */
export function parseByBlocks(source: string, parseMdx: (text: string) => Root, read: MarkdownTokens = markdownTokens(source, 'mdx')): Root | undefined {
  const { tokens, env } = read;
  if (env.footnotes) return undefined;
  const references = env.references ? Object.keys(env.references).length : 0;
  const lines = source.split('\n');
  const flags = micromarkLines(source);
  if (!flags) return undefined;
  const found = topLevelBlocks(tokens, flags);
  const blocks = found && withDefinitions(found, lines, flags, references > 0);
  if (!blocks) return undefined;

  const runs = mdxRuns(blocks, lines, flags);
  if (!runs) return undefined;
  const lineOffsets = [0];
  for (const line of lines) lineOffsets.push(lineOffsets[lineOffsets.length - 1] + line.length + 1);
  const textOf = (from: number, to: number) => source.slice(lineOffsets[blocks[from].start], lineOffsets[blocks[to].end] - 1);
  // The page's definitions (markdown-it resolves its blocks' references with them; micromark is
  // given them after each run, their nodes then left out, so that a run's references resolve too).
  const groups = blocks.filter((b) => b.defs).map((b) => lines.slice(b.start, b.end).join('\n'));
  // (Runs are given the definitions they use: a label defined twice resolves to its first definition in the page, which a run holding the second would not.)
  const definitions = groups.length ? definitionsOnce(groups.join('\n'), parseMdx, references) : [];
  if (!definitions) return undefined;
  const root: Root = { type: 'root', children: [] };
  const plain = (from: number, to: number) => {
    for (let b = from; b <= to; b++) {
      if (!blocks[b].defs) {
        let last = b;
        while (last < to && !blocks[last + 1].defs) last++;
        root.children.push(...toMdast(tokens.slice(blocks[b].first, blocks[last].last + 1)).children);
        b = last;
      } else {
        const tree = parseMdx(textOf(b, b));
        if (!tree.children.every((n) => n.type === 'definition')) return false;
        for (const node of tree.children) root.children.push(moved(node, blocks[b].start, lineOffsets[blocks[b].start]));
      }
    }
    return true;
  };
  // Names the runs' imports bring in: micromark reads the page's later ESM with them declared (a
  // later declaration of one is an error), which a run read alone cannot know.
  const imported = new Set<string>();
  let next = 0;
  for (const run of runs) {
    if (!plain(next, run.from - 1)) return undefined;
    const start = blocks[run.from].start;
    let tree: Root;
    try {
      // (The last run reads to the page's end: a fence left open there holds the blank lines after it.)
      const text = run.to === blocks.length - 1 ? source.slice(lineOffsets[start]) : textOf(run.from, run.to);
      const used = usedBy(text, definitions);
      tree = used ? withoutAppended(parseMdx(`${text}\n\n${used}`), text.length) : parseMdx(text);
    } catch {
      return undefined;
    }
    if (!esmDeclarationsFit(tree, imported)) return undefined;
    for (const node of tree.children) root.children.push(moved(node, start, lineOffsets[start]));
    next = run.to + 1;
  }
  if (!plain(next, blocks.length - 1)) return undefined;
  return root;
}

/** A run's tree without the definitions appended after its text (they must be read as definitions, and nothing of the run reach into them). */
function withoutAppended(tree: Root, length: number): Root {
  const kept = tree.children.filter((n) => (n.position?.start.offset ?? 0) < length);
  const appended = tree.children.slice(kept.length);
  if (appended.some((n) => n.type !== 'definition') || kept.some((n) => (n.position?.end.offset ?? 0) > length)) throw new Error('the run reaches into its definitions');
  tree.children = kept;
  return tree;
}

/** The page's definitions as micromark reads them (each label, lower-cased, and its source), when it reads them as markdown-it did: as many labels, each defined once. */
function definitionsOnce(text: string, parseMdx: (text: string) => Root, references: number): { label: string; text: string }[] | undefined {
  let tree: Root;
  try {
    tree = parseMdx(text);
  } catch {
    return undefined;
  }
  const found = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'definition' || found.has(node.identifier)) return undefined;
    found.set(node.identifier, text.slice(node.position!.start.offset, node.position!.end.offset));
  }
  return found.size === references ? [...found].map(([label, source]) => ({ label: label.toLowerCase(), text: source })) : undefined;
}

/** The definitions a run may use: those whose label its text holds (a label written over two lines, all of them). */
function usedBy(text: string, definitions: { label: string; text: string }[]): string {
  const lower = text.toLowerCase();
  return definitions
    .filter((d) => /\s/.test(d.label) || lower.includes(d.label))
    .map((d) => d.text)
    .join('\n');
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
