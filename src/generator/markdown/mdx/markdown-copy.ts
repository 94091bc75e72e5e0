// An MDX page as Markdown, for its .md copy and llms-full.txt: its source with what only MDX knows
// taken out, by the positions of the MDX nodes (ESM removed; an expression replaced by its value
// when that is text; a JSX element's tags removed around its children; a heading's
// `{/* #id */}` as `{#id}`). What is left is the page's Markdown as the author wrote it.
import { mdxCompat, type CompatOptions, type CompatEdit } from './compat.ts';

export interface SourceEdit {
  start: number;
  end: number;
  text: string;
}

interface Positioned {
  position?: { start: { offset?: number }; end: { offset?: number } };
}

export class MarkdownCopy {
  private readonly edits: SourceEdit[] = [];

  /** Replaces a node's source with `text` ('' removes it). */
  replace(node: Positioned, text = ''): void {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) this.edits.push({ start, end, text });
  }

  /** Replaces a range of the source. */
  edit(edit: SourceEdit): void {
    this.edits.push(edit);
  }

  /** Removes an element's tags: its source up to its first child, and after its last. */
  unwrap(node: Positioned & { children: Positioned[] }): void {
    const first = node.children[0];
    const last = node.children[node.children.length - 1];
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const innerStart = first?.position?.start.offset;
    const innerEnd = last?.position?.end.offset;
    if (start === undefined || end === undefined) return;
    if (innerStart === undefined || innerEnd === undefined) {
      this.edits.push({ start, end, text: '' });
      return;
    }
    this.edits.push({ start, end: innerStart, text: '' }, { start: innerEnd, end, text: '' });
  }

  /** The source with the edits made (an edit inside another one's range gives way to it). */
  apply(source: string): string {
    const edits = [...this.edits].sort((a, b) => a.start - b.start || b.end - a.end);
    let out = '';
    let at = 0;
    for (const e of edits) {
      if (e.start < at) continue;
      out += source.slice(at, e.start) + e.text;
      at = e.end;
    }
    return out + source.slice(at);
  }
}

/**
 * The copy of a page of plain Markdown that MDX's transform runs over (the site's remark plugins'
 * pages, read by markdown-it): its source as Docusaurus' compatibility rewrites it for MDX, with
 * what that rewrite gives back restored — the copy micromark's reading of it would have made.
 */
export function plainPageCopy(source: string, compat?: CompatOptions): string {
  const restore: CompatEdit[] = [];
  const rewritten = mdxCompat(source, compat, restore);
  const copy = new MarkdownCopy();
  for (const edit of restore) copy.edit(edit);
  return copy.apply(rewritten);
}
