// How deep content may nest: lists, quotes, admonitions, footnotes, JSX elements, expressions,
// emphasis, links and brackets inside one another. Deeper than MAX_NESTING, a page is an error
// naming the line where it goes over, found before the page is parsed: parsers slow down with the
// depth (micromark by much more than the depth: 400 nested list items took 8 s, 3,000 nested
// elements never ended), and the tree's steps recurse once per level. No real page comes close.
import type MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import type { Root as MdastRoot } from 'mdast';
import type { MarkdownFileData } from '../../components/kit/file-data.ts';
type MarkdownItInstance = ReturnType<typeof MarkdownIt>;

/** The deepest content may nest, in containers (one list item in another is one level more). */
export const MAX_NESTING = 100;

/**
 * markdown-it's levels that MAX_NESTING containers can take (a list item two: the list and the
 * item; a table's cell four, and a paragraph one, around its text). Deeper, markdown-it reads no
 * further (and would leave out the rest silently: its own maxNesting is set above this).
 */
export const MARKDOWN_IT_LEVELS = 2 * MAX_NESTING + 6;

export const NESTING_ACCEPTED = `docgen accepts up to ${MAX_NESTING} (lists, quotes, admonitions, JSX elements, expressions, emphasis, links and brackets inside one another)`;

/** Content nested deeper than MAX_NESTING: how deep (at least, when `atLeast`), and where. */
export class NestingError extends Error {
  constructor(
    readonly depth: number,
    /** Line of the source (1-based) where the content goes over the limit, where known. */
    readonly line: number | undefined,
    readonly atLeast = false,
  ) {
    super(`the content nests ${atLeast ? 'at least ' : ''}${depth} levels deep; ${NESTING_ACCEPTED}`);
    this.name = 'NestingError';
  }
}

/** What markdown-it's environment records: the line where it stopped reading, too deep. */
export interface NestingEnv {
  nestingCut?: number;
}

/**
 * Makes markdown-it stop, and say where, at MARKDOWN_IT_LEVELS: a block rule before all others
 * (its own limit, maxNesting, is set above, see parse.ts).
 */
export function markdownItNestingGuard(md: MarkdownItInstance): void {
  md.block.ruler.before('table', 'nesting_guard', (state, startLine, endLine) => {
    if (state.level < MARKDOWN_IT_LEVELS) return false;
    const env = state.env as NestingEnv;
    env.nestingCut ??= startLine + 1;
    state.line = endLine;
    return true;
  });
}

/** Block tokens that open a container, and inline tokens that open an element. */
const CONTAINERS = new Set(['blockquote_open', 'list_item_open', 'directive_container_open', 'footnote_open', 'em_open', 'strong_open', 's_open', 'link_open']);

/**
 * The nesting of markdown-it's tokens, when it goes over MAX_NESTING: the deepest, and the line
 * where it first went over (or where markdown-it stopped reading). Linear, without recursion.
 */
export function tokenNesting(tokens: Token[], env: NestingEnv): NestingError | undefined {
  let deepest = 0;
  let overLine: number | undefined;
  // Token lists to walk, each with the depth around it and its line: the page's, then inline
  // tokens' children (an image's children are its description, which nests images and links).
  const work: { list: Token[]; depth: number; line: number }[] = [{ list: tokens, depth: 0, line: 1 }];
  while (work.length) {
    const item = work.pop()!;
    let depth = item.depth;
    // (A closing token has no line: the last one seen.)
    let line = item.line;
    const opened: boolean[] = [];
    for (const t of item.list) {
      if (t.map) line = t.map[0] + 1;
      if (t.nesting === 1) {
        const counted = CONTAINERS.has(t.type);
        opened.push(counted);
        if (counted) depth++;
      } else if (t.nesting === -1 && opened.pop()) depth--;
      if (depth > deepest) deepest = depth;
      // (The first line in the page: inline tokens are walked after the blocks that follow them.)
      if (depth > MAX_NESTING && (overLine === undefined || line < overLine)) overLine = line;
      if (t.children?.length) work.push({ list: t.children, depth: depth + (t.type === 'image' ? 1 : 0), line });
    }
  }
  if (env.nestingCut !== undefined) return new NestingError(Math.max(deepest, MAX_NESTING + 1), overLine ?? env.nestingCut, true);
  return deepest > MAX_NESTING ? new NestingError(deepest, overLine) : undefined;
}

/** A source's tree; content nested deeper than docgen accepts is the page's problem (at its line), and leaves it empty. */
export function nestedTree(data: MarkdownFileData, parse: () => MdastRoot): MdastRoot {
  try {
    return parse();
  } catch (err) {
    if (!(err instanceof NestingError)) throw err;
    data.problems.push({ severity: 'error', file: data.path, message: err.message, line: err.line !== undefined ? err.line + data.firstLine - 1 : undefined });
    return { type: 'root', children: [] };
  }
}
