// A post's excerpt: what is above its truncate marker (`<!-- truncate -->`, `{/* truncate */}` or
// the blog's truncateMarker), shown in lists with "Read more"; a post without one is shown whole.
// The post is rendered once: its marker is replaced by a word of our own that becomes a paragraph
// of its own, and the HTML is cut there (the marker stands between blocks, at the top level).
import type { BlogPluginConfig } from './schema.ts';

const TOKEN = 'DOCGENTRUNCATEMARK7c41e';
const TOKEN_PARAGRAPH = `<p>${TOKEN}</p>`;
/** The cut word on a line of its own, with that line. */
const TOKEN_LINE = new RegExp(`^[ \\t]*${TOKEN}[ \\t]*\\n?`, 'm');

/** The blog's truncate marker as a regular expression (the first match counts). */
export function truncateRegExp(marker: BlogPluginConfig['truncateMarker']): RegExp {
  return typeof marker === 'string' ? new RegExp(marker) : new RegExp(marker.source, marker.flags.replace(/[gy]/g, ''));
}

/** The post's body with its first truncate marker replaced by the cut word (same lines). */
export function markTruncation(body: string, marker: RegExp): string {
  const m = marker.exec(body);
  // (Joined into a flat string, not a rope: see contentTitle in post-text.ts.)
  return m ? [body.slice(0, m.index), TOKEN, body.slice(m.index + m[0].length)].join('') : body;
}

/**
 * The rendered post cut at its marker: its HTML and Markdown without the cut word, and its excerpt
 * (the HTML above it; the whole HTML without a marker, or when the marker was not between blocks).
 */
export function cutExcerpt(html: string, markdown?: string): { html: string; excerpt: string; truncated: boolean; markdown?: string } {
  const copy = markdown?.includes(TOKEN) ? markdown.replace(TOKEN_LINE, '').replaceAll(TOKEN, '') : markdown;
  const at = html.indexOf(TOKEN_PARAGRAPH);
  if (at === -1) {
    const whole = html.includes(TOKEN) ? html.replaceAll(TOKEN, '') : html;
    return { html: whole, excerpt: whole, truncated: false, ...(copy !== undefined ? { markdown: copy } : {}) };
  }
  // (The cut word stood once in the post: the HTML around its paragraph holds no other.)
  const after = at + TOKEN_PARAGRAPH.length;
  const rest = html.slice(html.charCodeAt(after) === 10 ? after + 1 : after);
  const excerpt = html.slice(0, html.charCodeAt(at - 1) === 10 ? at - 1 : at);
  return { html: `${excerpt}\n${rest}`, excerpt, truncated: true, ...(copy !== undefined ? { markdown: copy } : {}) };
}

/** A summary that is the cut word (a post whose marker comes first) is none. */
export const withoutCutWord = (text: string): string => text.replaceAll(TOKEN, '').trim();
