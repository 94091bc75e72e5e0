// The visible text of rendered HTML, as plain text for search: what a result shows as its title,
// section path and excerpt. Inline elements (code, links, emphasis) are removed without a trace, so
// "<code>locator</code>." stays "locator."; other elements (paragraphs, list items, table cells,
// line breaks) keep their texts apart by a space. Character references are decoded once, after the
// tags are gone, so "&#x26;" becomes "&" and "&#x26;amp;" stays the text "&amp;" that it encodes.
import { decodeHTML } from 'entities';

/** Elements whose tags sit inside a run of text (HTML's phrasing content): they add no space. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'img', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);

/** Whether a code unit may follow a tag name's first letter (`[\w:-]`). */
const NAME_CHAR = (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) table[c] = /[\w:-]/.test(String.fromCharCode(c)) ? 1 : 0;
  return table;
})();
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * The text with each start or end tag replaced: by nothing when it is an inline element's, else by
 * a space. A tag is what /<\/?([a-zA-Z][\w:-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g finds (its attribute
 * values may hold ">" when quoted), read by hand: a function called for each match cost more than
 * the whole scan does.
 */
function replaceTags(text: string): string {
  const n = text.length;
  let out = '';
  let from = 0;
  for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) {
    let i = at + 1;
    if (text.charCodeAt(i) === 47 /* / */) i++;
    if (!isLetter(text.charCodeAt(i))) continue;
    let nameEnd = i + 1;
    while (nameEnd < n && NAME_CHAR[text.charCodeAt(nameEnd)] === 1) nameEnd++;
    // Then anything up to ">", a quoted value whole: a quote never closed is no tag.
    let end = -1;
    for (let j = nameEnd; j < n; ) {
      const c = text.charCodeAt(j);
      if (c === 62 /* > */) {
        end = j;
        break;
      }
      if (c === 34 /* " */ || c === 39 /* ' */) {
        const close = text.indexOf(c === 34 ? '"' : "'", j + 1);
        if (close < 0) break;
        j = close + 1;
      } else j++;
    }
    if (end < 0) continue;
    const name = text.slice(i, nameEnd);
    out += text.slice(from, at) + (INLINE.has(name) || INLINE.has(name.toLowerCase()) ? '' : ' ');
    from = end + 1;
    at = end;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * Runs of white space to make one space: what /\s+/ finds, less the single spaces that are already
 * one (most of them: replacing each by itself was most of the time spent here).
 */
const SPACES = /\s{2,}|[^\S ]/g;

const RARE_PARTS = /<(?:script|style|a class="hash-link"|!--)/;

/** Visible text of an HTML fragment on one line (code blocks left out: they are noise in results). */
export function htmlText(html: string): string {
  let text = html.replace(/<pre[\s>][\s\S]*?<\/pre>/g, ' ');
  // (Most sections have no script, style, heading link or comment: one search for their starts.)
  if (RARE_PARTS.test(text)) {
    text = text
      .replace(/<(script|style)[\s>][\s\S]*?<\/\1>/g, ' ')
      .replace(/<a class="hash-link"[\s\S]*?<\/a>/g, '')
      .replace(/<!--[\s\S]*?-->/g, '');
  }
  // A tag cut off at the end: from the first "<" after the last ">" (what /<[^>]*$/ finds, without
  // trying each "<" of the text).
  const cut = text.indexOf('<', text.lastIndexOf('>') + 1);
  if (cut >= 0) text = text.slice(0, cut);
  text = replaceTags(text);
  return (text.includes('&') ? decodeHTML(text) : text).replace(SPACES, ' ').trim();
}
