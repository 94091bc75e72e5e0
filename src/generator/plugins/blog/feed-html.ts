// A post's HTML as a feed carries it: every link and picture made an absolute URL (a feed reader has
// no page to resolve `/blog/…` or `./img.png` against). Only those attribute values change: the
// rest of the HTML is kept byte for byte, as the page had it.
import { decodeHTMLAttribute } from 'entities';

/** The attributes holding one URL, and those holding a list of candidates (srcset), by element. */
const URL_ATTRIBUTES: Record<string, { url: string[]; srcset?: boolean }> = {
  a: { url: ['href'] },
  img: { url: ['src'], srcset: true },
  source: { url: ['src'], srcset: true },
  video: { url: ['src', 'poster'] },
  audio: { url: ['src'] },
};

/** Elements whose content is text, not markup (up to their end tag; plaintext: to the end). */
const TEXT_CONTENT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'textarea', 'title', 'plaintext']);

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** One attribute of a start tag: its name, its value, and where it stands (name to end of value). */
interface Attribute {
  name: string;
  value: string;
  start: number;
  end: number;
}

const SPACE = /[\t\n\f\r ]/;
const NAME_END = /[\t\n\f\r />=]/;
const TAG_NAME_END = /[\t\n\f\r />]/;

/**
 * The HTML with the URLs of its links, images and media resolved against `pageUrl` (an absolute
 * URL). Only those attribute values change: the rest of the HTML is kept byte for byte. Its tags are
 * read as HTML's tokenizer reads them (comments, text-only elements, quoted values); no tree is
 * built, a post's HTML being long (test/unit/blog-feeds.test.ts holds it to parse5's reading).
 */
export function absoluteUrls(html: string, pageUrl: string): string {
  if (!html) return html;
  const resolve = (url: string): string => {
    try {
      return new URL(url, pageUrl).href;
    } catch {
      return url;
    }
  };
  const edits: Edit[] = [];
  for (const tag of startTags(html)) {
    const which = URL_ATTRIBUTES[tag.name];
    if (which) editTag(tag.attributes, which, resolve, edits);
  }
  // (In the order of the text, each between the unchanged parts.)
  const parts: string[] = [];
  let at = 0;
  for (const e of edits.sort((a, b) => a.start - b.start)) {
    parts.push(html.slice(at, e.start), e.text);
    at = e.end;
  }
  parts.push(html.slice(at));
  return parts.join('');
}

function editTag(attributes: Attribute[], which: { url: string[]; srcset?: boolean }, resolve: (url: string) => string, edits: Edit[]): void {
  const edit = (a: Attribute | undefined, map: (value: string) => string) => {
    if (!a?.value.trim()) return;
    const value = map(a.value);
    if (value !== a.value) edits.push({ start: a.start, end: a.end, text: `${a.name}="${escapeAttribute(value)}"` });
  };
  // (An attribute given twice counts once, the first time.)
  const first = (name: string) => attributes.find((a) => a.name === name);
  for (const name of which.url) edit(first(name), (v) => resolve(v.trim()));
  if (which.srcset) edit(first('srcset'), (v) => mapSrcset(v, resolve));
}

/** The start tags of a piece of HTML, with their attributes (names lower-cased, values decoded). */
function* startTags(html: string): Generator<{ name: string; attributes: Attribute[] }> {
  const n = html.length;
  let i = 0;
  while ((i = html.indexOf('<', i)) !== -1) {
    const next = html[i + 1] ?? '';
    if (html.startsWith('<!--', i)) {
      // (A comment ends at -->, or --!>; <!--> and <!---> are whole comments.)
      if (html.startsWith('>', i + 4)) i += 5;
      else if (html.startsWith('->', i + 4)) i += 6;
      else {
        const end = /--!?>/g;
        end.lastIndex = i + 4;
        const m = end.exec(html);
        i = m ? m.index + m[0].length : n;
      }
    } else if (next === '!' || next === '?') {
      const end = html.indexOf('>', i + 2);
      i = end === -1 ? n : end + 1;
    } else if (next === '/' || /[A-Za-z]/.test(next)) {
      const end = next === '/';
      const nameStart = end ? i + 2 : i + 1;
      if (end && !/[A-Za-z]/.test(html[nameStart] ?? '')) {
        // (</> is nothing, </ and anything else a comment up to >.)
        const close = html.indexOf('>', nameStart);
        i = close === -1 ? n : close + 1;
        continue;
      }
      let j = nameStart;
      while (j < n && !TAG_NAME_END.test(html[j])) j++;
      const name = html.slice(nameStart, j).toLowerCase();
      const tag = readAttributes(html, j);
      if (!tag) return; // (A tag the text ends in is no tag.)
      i = tag.end;
      if (end) continue;
      yield { name, attributes: tag.attributes };
      if (TEXT_CONTENT.has(name)) {
        if (name === 'plaintext') return;
        const close = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'ig');
        close.lastIndex = i;
        const m = close.exec(html);
        if (!m) return;
        i = m.index;
      }
    } else i++;
  }
}

/** A tag's attributes from just after its name, and where the tag ends (after its ">"); undefined if it never does. */
function readAttributes(html: string, from: number): { attributes: Attribute[]; end: number } | undefined {
  const n = html.length;
  const attributes: Attribute[] = [];
  let i = from;
  for (;;) {
    while (i < n && (SPACE.test(html[i]) || html[i] === '/')) i++;
    if (i >= n) return undefined;
    if (html[i] === '>') return { attributes, end: i + 1 };
    // A name (its first character may be "="), then maybe "=" and a value.
    const start = i;
    i++;
    while (i < n && !NAME_END.test(html[i])) i++;
    const name = html.slice(start, i).toLowerCase();
    let j = i;
    while (j < n && SPACE.test(html[j])) j++;
    let value = '';
    if (html[j] === '=') {
      j++;
      while (j < n && SPACE.test(html[j])) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        if (close === -1) return undefined;
        value = html.slice(j + 1, close);
        i = close + 1;
      } else if (quote === '>') {
        i = j;
      } else {
        const valueStart = j;
        while (j < n && !SPACE.test(html[j]) && html[j] !== '>') j++;
        value = html.slice(valueStart, j);
        i = j;
      }
    }
    attributes.push({ name, value: value.includes('&') ? decodeHTMLAttribute(value) : value, start, end: i });
  }
}

/** A srcset's candidates ("url descriptor", comma separated) with each URL mapped. */
export function mapSrcset(srcset: string, map: (url: string) => string): string {
  const candidates: string[] = [];
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i])) i++;
    if (i >= srcset.length) break;
    let url = '';
    while (i < srcset.length && !/\s/.test(srcset[i])) url += srcset[i++];
    let descriptor = '';
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      while (i < srcset.length && srcset[i] !== ',') descriptor += srcset[i++];
      i++;
    }
    descriptor = descriptor.trim();
    candidates.push(descriptor ? `${map(url)} ${descriptor}` : map(url));
  }
  return candidates.join(', ');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
