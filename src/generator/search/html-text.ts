// The visible text of rendered HTML, as plain text for search: what a result shows as its title,
// section path and excerpt. Inline elements (code, links, emphasis) are removed without a trace, so
// "<code>locator</code>." stays "locator."; other elements (paragraphs, list items, table cells,
// line breaks) keep their texts apart by a space. Character references are decoded once, after the
// tags are gone, so "&#x26;" becomes "&" and "&#x26;amp;" stays the text "&amp;" that it encodes.
import { decodeHTML } from 'entities';

/** Elements whose tags sit inside a run of text (HTML's phrasing content): they add no space. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'img', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);

/** A start or end tag; its attribute values may hold ">" when quoted. */
const TAG = /<\/?([a-zA-Z][\w:-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;

/**
 * Runs of white space to make one space: what /\s+/ finds, less the single spaces that are already
 * one (most of them: replacing each by itself was most of the time spent here).
 */
const SPACES = /\s{2,}|[^\S ]/g;

/** Visible text of an HTML fragment on one line (code blocks left out: they are noise in results). */
export function htmlText(html: string): string {
  let text = html
    .replace(/<pre[\s>][\s\S]*?<\/pre>/g, ' ')
    .replace(/<(script|style)[\s>][\s\S]*?<\/\1>/g, ' ')
    .replace(/<a class="hash-link"[\s\S]*?<\/a>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  // A tag cut off at the end: from the first "<" after the last ">" (what /<[^>]*$/ finds, without
  // trying each "<" of the text).
  const cut = text.indexOf('<', text.lastIndexOf('>') + 1);
  if (cut >= 0) text = text.slice(0, cut);
  text = text.replace(TAG, (_tag, name: string) => (INLINE.has(name.toLowerCase()) ? '' : ' '));
  return (text.includes('&') ? decodeHTML(text) : text).replace(SPACES, ' ').trim();
}
