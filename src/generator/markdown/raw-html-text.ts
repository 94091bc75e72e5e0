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
export function rawHtmlModeOf(markdown: { format: 'mdx' | 'md' | 'detect'; rawHtml: RawHtmlMode }, source: string, frontMatter?: Record<string, unknown>): RawHtmlMode {
  return isMdxSource(markdown.format, source, frontMatter) ? 'allow' : markdown.rawHtml;
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
    // (Found where the parser saw it: starting on its line.)
    const onLine = (found: number, i: number) => (found >= 0 && found < (lineStarts[line + i] ?? markdown.length + 1) ? found : -1);
    const whole = onLine(markdown.indexOf(html, start), 0);
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
    // Line by line (a container's indent may have been spelled otherwise: without it, then).
    const spots: [number, number][] = [];
    let from = start;
    for (const [i, part] of html.split('\n').entries()) {
      const text = onLine(markdown.indexOf(part, from), i) >= 0 ? part : part.trimStart();
      const found = text ? onLine(markdown.indexOf(text, from), i) : from;
      if (found < 0) break;
      spots.push([found, text.length]);
      from = found + text.length;
    }
    if (spots.length === html.split('\n').length) {
      spots.forEach(([found, length], i) => replace(found, length, i === 0 ? by : ''));
      continue;
    }
    // Not found as the parser saw it: its lines are made inert as they are ("<" written "&lt;").
    const lineEnd = markdown.indexOf('\n', lineStarts[line - 1 + html.split('\n').length - 1] ?? markdown.length);
    const until = lineEnd < 0 ? markdown.length : lineEnd;
    if (until > start) replace(start, until - start, markdown.slice(start, until).replace(/</g, '&lt;'));
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
