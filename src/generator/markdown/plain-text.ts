// Markdown as plain text, for what must not show Markdown: a page's meta description. The source is
// parsed (parse.ts) and its text kept: inline code without its backticks, a link's or emphasis'
// text without their marks, an image's alt text, no HTML tags. Blocks are joined by a space, and
// whitespace is collapsed.
import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseMarkdown } from './parse.ts';
import { NestingError } from './nesting.ts';

/** Nodes whose children are blocks (or rows, or cells): their texts are apart. */
const CONTAINERS = new Set(['root', 'blockquote', 'list', 'listItem', 'table', 'tableRow', 'containerDirective', 'footnoteDefinition']);

/** The text of a node: phrasing content as mdast-util-to-string gives it, blocks apart by a space. */
export function plainText(node: Nodes): string {
  const text = CONTAINERS.has(node.type) && 'children' in node ? (node.children as Nodes[]).map(plainText).join(' ') : toString(node, { includeHtml: false });
  return text.replace(/\s+/g, ' ').trim();
}

/** Markdown source as plain text, on one line. */
export function markdownText(source: string): string {
  if (PLAIN_LINE.test(source) && !BLOCK_START.test(source)) return source.replace(/\s+/g, ' ').trim();
  return source.trim() ? plainText(treeOf(source)) : '';
}

// A line that Markdown leaves as it is (what most descriptions are): no character that starts
// inline syntax (escapes, code, emphasis, links, HTML, entities, strikethrough, tables, math, MDX
// expressions), no block marker at its start (lists, headings, quotes, breaks, setext or fence
// lines). Such a line parses to one paragraph of its own text (the test holds it to the parser).
const PLAIN_LINE = /^[^\n\r\\`*_[\]!<>&~|${}]*$/;
const BLOCK_START = /^\s*(?:[-+#>=]|\d+[.)])/;

/** The plain text of the first paragraph of Markdown source at its top level ('' when it has none). */
export function firstParagraphText(source: string): string {
  const tree: Root = treeOf(source);
  const first = tree.children.find((n) => n.type === 'paragraph');
  return first ? plainText(first) : '';
}

/** The source's tree; empty when it nests deeper than docgen accepts (its page reports that). */
function treeOf(source: string): Root {
  try {
    return parseMarkdown(source);
  } catch (err) {
    if (err instanceof NestingError) return { type: 'root', children: [] };
    throw err;
  }
}

/**
 * Text as a meta description: whitespace collapsed, and cut at a word boundary to `max` characters
 * (an ellipsis included) when it is longer.
 */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
