// Raw HTML in Markdown text that is not rendered into a page: a page's Markdown copy (its .md file,
// and llms-full.txt, made of those) and a title taken from a leading "# heading" (the page's title,
// sidebar label, breadcrumbs, meta tags, search records, llms.txt). The same markdown.rawHtml policy
// holds as for the page (raw-html.ts): under 'sanitize' each piece of raw HTML is replaced by what
// the sanitizer keeps of it; under 'error' it is left out (and a title's is an error: the page's
// body reports its own); 'allow' leaves the text as written. The pieces are found by the same
// Markdown parser that renders the page (code, and HTML-looking text in it, is left alone).
import type { Html } from 'mdast';
import { walk } from '../../components/kit/walk.ts';
import { parseMarkdown } from './parse.ts';
import { endTagOf, rawHtmlError, sanitizePiece, strippedStartOf, type RawHtmlMode } from './raw-html.ts';
import { isMdxSource } from './mdx/detect.ts';

/** The policy a source's Markdown is under (config markdown): none for MDX, whose tags are JSX. */
export function rawHtmlModeOf(markdown: { format: 'mdx' | 'md' | 'detect'; rawHtml: RawHtmlMode }, source: string): RawHtmlMode {
  return isMdxSource(markdown.format, source) ? 'allow' : markdown.rawHtml;
}

/** A piece of raw HTML found in a text, the line (1-based) it starts on, and which node of the text holds it. */
interface Piece {
  html: string;
  line: number;
  parent: number;
}

function rawHtmlPieces(markdown: string): Piece[] {
  const pieces: Piece[] = [];
  const parents = new Map<unknown, number>();
  walk(parseMarkdown(markdown), (node: Html | { type: string; position?: Html['position'] }, _index: number, parent: unknown) => {
    if (node.type !== 'html') return;
    if (!parents.has(parent)) parents.set(parent, parents.size);
    pieces.push({ html: (node as Html).value, line: node.position?.start.line ?? 1, parent: parents.get(parent)! });
  });
  return pieces;
}

/**
 * Markdown text with its raw HTML under the policy. Each piece is found in the text from where the
 * last one ended, on or after its line; one that spans lines of a container (a blockquote's "> "
 * between them) is replaced line by line.
 */
export function markdownUnderPolicy(markdown: string, mode: RawHtmlMode): { text: string; pieces: Piece[] } {
  if (mode === 'allow' || !markdown.includes('<')) return { text: markdown, pieces: [] };
  const pieces = rawHtmlPieces(markdown);
  if (!pieces.length) return { text: markdown, pieces };
  const lineStarts = [0];
  for (let i = markdown.indexOf('\n'); i >= 0; i = markdown.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  let out = '';
  let at = 0;
  const replace = (from: number, length: number, by: string) => {
    out += markdown.slice(at, from) + by;
    at = from + length;
  };
  for (let k = 0; k < pieces.length; k++) {
    const { html, line, parent } = pieces[k];
    const start = Math.max(at, lineStarts[line - 1] ?? at);
    const whole = markdown.indexOf(html, start);
    // An element the sanitizer drops with its content (an inline <script>…</script>): all of it.
    const dropped = mode === 'sanitize' && whole >= 0 ? strippedStartOf(html) : undefined;
    const closing = dropped ? pieces.findIndex((p, j) => j > k && p.parent === parent && endTagOf(p.html) === dropped) : -1;
    const end = closing > k ? markdown.indexOf(pieces[closing].html, whole + html.length) : -1;
    if (end >= 0) {
      replace(whole, end + pieces[closing].html.length - whole, '');
      k = closing;
      continue;
    }
    const by = mode === 'sanitize' ? sanitizePiece(html) : '';
    if (whole >= 0) {
      replace(whole, html.length, by);
      continue;
    }
    html.split('\n').forEach((part, i) => {
      // (A container's indent may have been spelled otherwise: the line's text without it.)
      const text = markdown.includes(part, at) ? part : part.trimStart();
      const found = text ? markdown.indexOf(text, Math.max(at, start)) : -1;
      if (found >= 0) replace(found, text.length, i === 0 ? by : '');
    });
  }
  return { text: out + markdown.slice(at), pieces };
}

/**
 * A title taken from a "# heading" under the policy, and the problems of 'error' (one per piece of
 * raw HTML, for the heading's line).
 */
export function titleUnderPolicy(title: string, mode: RawHtmlMode): { title: string; errors: string[] } {
  if (mode === 'allow' || !title.includes('<')) return { title, errors: [] };
  const { text, pieces } = markdownUnderPolicy(`# ${title}`, mode);
  const errors = mode === 'error' ? pieces.flatMap((p) => rawHtmlError(p.html) ?? []) : [];
  return { title: text.replace(/^# /, '').replace(/\s+/g, ' ').trim(), errors };
}
