// What a post's Markdown says of itself, as Docusaurus' blog reads it: its title (a "# heading" or
// an underlined "=====" heading at its start, after any import lines; the post shows it apart, so it
// is taken out of the body), its description (the first line of text, without Markdown marks), and
// its reading time (words, as the locale's word breaking counts them, at so many a minute).
import type { BlogPluginConfig } from './schema.ts';

export interface ContentTitle {
  title: string;
  /** The body without it (its lines left blank, so the body's lines keep their numbers). */
  body: string;
}

// Import paragraphs at the start: "import …" lines up to a blank line, each.
const IMPORTS = /^(?:import\s(?:.|\n(?!\n))*\n{2,})*/;
const ATX_TITLE = /^#[ \t]+([^ \t].*)(?:\n|$)/;
const SETEXT_TITLE = /^(.*)\n=+(?:\n|$)/;

/** The post's title from its content, if it opens with one. */
export function contentTitle(body: string): ContentTitle | undefined {
  const trimmed = body.trim();
  const rest = trimmed.replace(IMPORTS, '').trim();
  const atx = ATX_TITLE.exec(rest);
  const setext = atx ? undefined : SETEXT_TITLE.exec(rest);
  const match = atx ?? setext;
  if (!match) return undefined;
  // (A heading's closing #s or {#id}; `code` is shown as its text.)
  const text = atx ? match[1].trim().replace(/\s*(?:\{#*[\w-]+\}|#+)$/, '') : match[1].trim().replace(/\s*=+$/, '');
  const title = text.replace(/`([^`]*)`/g, '$1').trim();
  const at = body.indexOf(match[0]);
  const blank = '\n'.repeat(match[0].split('\n').length - 1);
  // (Joined, not concatenated: a concatenation is a rope that markdown-it reads several times slower
  // where the post is rendered on this thread; a joined string is flat.)
  return { title, body: [body.slice(0, at), blank, body.slice(at + match[0].length)].join('') };
}

// A line's Markdown marks taken off, in this order, for the description.
const CLEANUPS: [RegExp, string][] = [
  [/<[^>]*>/g, ''], // HTML tags
  [/^#[^#]+#?/gm, ''], // a title heading
  [/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1'], // other headings: their text
  [/([*_]{1,3})(.*?)\1/g, '$2'], // emphasis
  [/~~(\S.*\S)~~/g, '$1'], // strikethrough
  [/!\[(.*?)\][[(].*?[\])]/g, '$1'], // images: their alt text
  [/\[\^.+?\](?:: .*$)?/g, ''], // footnotes
  [/\[(.*?)\][[(].*?[\])]/g, '$1'], // links: their text
  [/`(.+?)`/g, '$1'], // inline code
  [/^\s{0,3}>\s?/g, ''], // quotes
  [/:::.*/, ''], // admonition fences
  [/\s?:(?:::|[^:\n])+:/g, ''], // :emoji: names
  [/\{#*[\w-]+\}/, ''], // {#heading-id}
];

/** The post's first line of text (imports, code blocks, blank lines skipped), without its Markdown marks. */
export function firstTextLine(content: string): string | undefined {
  const source = content.trimStart().replace(/^[^\r\n]*\r?\n[=]+/g, '');
  let fence = '';
  let inImport = false;
  // (Line by line up to the first line of text: not the whole post cut into lines.)
  for (let start = 0; start <= source.length; ) {
    let end = source.indexOf('\n', start);
    if (end < 0) end = source.length;
    const line = source.slice(start, end > start && source.charCodeAt(end - 1) === 13 ? end - 1 : end);
    start = end + 1;
    const blank = !line.trim();
    if (blank) {
      inImport = false;
      continue;
    }
    if (!fence && (inImport || /^(?:import|export)\s.*/.test(line))) {
      inImport = true;
      continue;
    }
    const opening = /^`{3,}/.exec(line.trim());
    if (opening) {
      // (A fence closes at one at least as long: ``` lines inside ```` are text of the block.)
      if (!fence) fence = opening[0];
      else if (opening[0].length >= fence.length) fence = '';
      continue;
    }
    if (fence) continue;
    let text = line;
    for (const [pattern, replacement] of CLEANUPS) text = text.replace(pattern, replacement);
    text = text.trim();
    if (text) return text;
  }
  return undefined;
}

/**
 * How many words a text has, as the locale's word breaking counts them (Intl.Segmenter, as
 * Docusaurus counts them). A word never spans an ASCII space or line break, so the text is counted
 * piece by piece between them, in one pass: a piece of ASCII letters, digits, punctuation and
 * symbols by the rules of UAX #29 below, any other piece by the segmenter — the same count, many
 * times faster than segmenting the whole text.
 *
 * The rules, as Intl.Segmenter applies them in every locale: runs of letters and digits are words;
 * one `.` or `'` between two letters, or one of `. , ; '` between two digits, makes the runs on its
 * sides one word; a `:` between two letters does too where the locale's word breaking says so
 * (asked of it once); every other ASCII punctuation or symbol, and the en and em dashes, join
 * nothing; `_` joins the letters, digits and `_`s on its sides into one word (a word of `_`s alone
 * needs two), but not across one of the joiners above. Everything else outside printable ASCII is
 * left to the segmenter.
 */
export function wordCount(text: string, locale: string | undefined): number {
  const kinds = kindsOf(colonRule(locale));
  const n = text.length;
  let count = 0;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    let kind = kindAt(kinds, c);
    if (kind === SPACE) {
      i++;
      continue;
    }
    // A piece, up to the next space; -1 words: it goes to the segmenter.
    const start = i;
    let words = 0;
    // The last character of the run just before (0 after anything else), and one joiner right after it.
    let last = 0;
    let joiner = 0;
    for (;;) {
      if (kind === ALNUM || kind === UNDERSCORE) {
        // A run of letters, digits and `_`s: one word, counted unless a joiner joins it to the run
        // before (then it is that one's), and not before its first letter or digit or second `_`.
        let counted = kind === ALNUM && joiner !== 0 && (isDigit(last) && isDigit(c) ? joiner !== COLON : isLetter(last) && isLetter(c) && joiner !== 44 && joiner !== 59);
        let underscores = 0;
        for (;;) {
          if (!counted && (kind === ALNUM || ++underscores === 2)) {
            words++;
            counted = true;
          }
          i++;
          // (Once counted, the rest of the run is skipped over.)
          if (counted) while (i < n && (c = text.charCodeAt(i)) < 128 && IN_RUN[c] === 1) i++;
          if (i >= n) {
            kind = SPACE;
            break;
          }
          c = text.charCodeAt(i);
          kind = kindAt(kinds, c);
          if (kind !== ALNUM && kind !== UNDERSCORE) break;
        }
        last = text.charCodeAt(i - 1);
        if (kind === SPACE) break;
        if (kind === SEGMENTER) {
          words = -1;
          break;
        }
        // . , ; ' (and : where it joins letters) right after the run; anything else joins nothing.
        joiner = kind === JOINER ? c : 0;
        if (joiner === 0) last = 0;
      } else if (kind === SEGMENTER) {
        words = -1;
        break;
      } else {
        last = 0;
        joiner = 0;
      }
      if (++i >= n) break;
      c = text.charCodeAt(i);
      kind = kindAt(kinds, c);
      if (kind === SPACE) break;
    }
    if (words >= 0) count += words;
    else {
      while (i < n && kindAt(kinds, text.charCodeAt(i)) !== SPACE) i++;
      count += segmentedWordCount(text.slice(start, i), locale);
    }
  }
  return count;
}

// What a character is to wordCount: a space, a letter or digit, one of `. , ; '` (a joiner), other
// punctuation or symbol (joins nothing), `_`, or one its piece is left to the segmenter for.
const SPACE = 0;
const ALNUM = 1;
const JOINER = 2;
const OTHER = 3;
const SEGMENTER = 4;
const UNDERSCORE = 5;
const COLON = 58;
const ASCII_KINDS = (() => {
  const kinds = new Uint8Array(128).fill(SEGMENTER);
  for (let c = 33; c <= 126; c++) kinds[c] = OTHER;
  for (const c of [32, 10, 9, 13]) kinds[c] = SPACE;
  for (let c = 48; c <= 57; c++) kinds[c] = ALNUM;
  for (let c = 65; c <= 90; c++) kinds[c] = kinds[c + 32] = ALNUM;
  for (const c of [46, 44, 59, 39]) kinds[c] = JOINER;
  kinds[95] = UNDERSCORE;
  return kinds;
})();
/** The kinds of ASCII characters where a colon is of the kind given (a colon's kind is the locale's). */
const kindTables = new Map<number, Uint8Array>();
function kindsOf(rule: 'letters' | 'none' | undefined): Uint8Array {
  // (A colon joins letters, joins nothing, or sends its piece to the segmenter.)
  const colonKind = rule === 'letters' ? JOINER : rule === 'none' ? OTHER : SEGMENTER;
  let kinds = kindTables.get(colonKind);
  if (!kinds) {
    kinds = ASCII_KINDS.slice();
    kinds[COLON] = colonKind;
    kindTables.set(colonKind, kinds);
  }
  return kinds;
}
/** A character's kind (`kinds`: the ASCII characters', kindsOf). */
const kindAt = (kinds: Uint8Array, c: number): number => (c < 128 ? kinds[c] : c === 0x2013 || c === 0x2014 ? OTHER : SEGMENTER);
/** 1 for the characters a run is made of: letters, digits and `_`. */
const IN_RUN = ASCII_KINDS.map((kind) => (kind === ALNUM || kind === UNDERSCORE ? 1 : 0));

/**
 * What a `:` does in the locale's word breaking: join two letters ("a:b" one word, as UAX #29's
 * MidLetter), nothing, or something else (undefined: pieces with one go to the segmenter).
 */
const colonRules = new Map<string | undefined, 'letters' | 'none' | undefined>();
function colonRule(locale: string | undefined): 'letters' | 'none' | undefined {
  if (colonRules.has(locale)) return colonRules.get(locale);
  const words = (t: string) => segmentedWordCount(t, locale);
  const probe = ['a:b', 'ab:cd', 'a1:b2', '1:2', 'a:1', '1:a', 'a::b'].map(words).join();
  const rule = probe === '1,1,2,2,2,2,2' ? 'letters' : probe === '2,2,2,2,2,2,2' ? 'none' : undefined;
  colonRules.set(locale, rule);
  return rule;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c | 32) >= 97 && (c | 32) <= 122;

/** The count as Intl.Segmenter gives it for the whole text at once (what wordCount must equal). */
export function segmentedWordCount(text: string, locale: string | undefined): number {
  let count = 0;
  for (const segment of segmenterOf(locale).segment(text)) if (segment.isWordLike) count++;
  return count;
}

const segmenters = new Map<string | undefined, Intl.Segmenter>();
function segmenterOf(locale: string | undefined): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'word' })));
  return segmenter;
}

/** Minutes to read a text at so many words a minute, to two decimals (0 without words). */
export function readingMinutes(text: string, locale: string | undefined, wordsPerMinute = 200): number {
  return minutesFor(wordCount(text, locale), wordsPerMinute);
}

/** Minutes to read so many words at so many a minute, to two decimals (0 without words). */
export const minutesFor = (words: number, wordsPerMinute = 200): number => (words ? Math.round((words / wordsPerMinute) * 100) / 100 : 0);

/**
 * The locale a blog's posts are counted in for docgen's reading time (none when the blog shows no
 * reading time, or its config's readingTime function gives it). The count is made where a post is
 * rendered (render/content.ts: its content's `words`, kept with it), not as the blog loads: it is
 * the one fact of a post that reads its whole text, and the load runs on one thread while contents
 * are rendered on every core (a 1,000-post blog loaded in 0.2 s less).
 */
export function countedLocale(options: Pick<BlogPluginConfig, 'showReadingTime' | 'readingTime'>, locale: string): string | undefined {
  return options.showReadingTime && !options.readingTime ? locale : undefined;
}
