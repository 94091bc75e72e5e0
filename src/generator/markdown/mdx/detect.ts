// Which lines of an MDX page micromark must read: those with MDX syntax (JSX, `{expressions}`,
// import/export) outside code (fenced, or in backticks), and those with Markdown that markdown-it
// reads otherwise than micromark does. A page with none of them is read by markdown-it, to the
// same result; a page with some, block by block (mdx/blocks.ts). The checks look only for the
// characters such syntax starts with (`<` before anything but a space or tab — `a < b` is text to
// MDX too), so they err towards micromark, never away from it.

import { ADMONITION_TITLE } from './compat.ts';

/** A fence (a backtick fence's info string has no backtick); deeper than three spaces, see INDENTED_CONSTRUCT. */
export const FENCE = /^\s*(`{3,}(?=[^`]*$)|~{3,})/;
/** Code spans: a run of backticks to the same run. */
export const CODE_SPAN = /(`+)[^`]*?[^`]?\1(?!`)/g;
const ESM = /^(import|export)\s/;
const MDX_START = /[{}]|<(?![ \t])/;
/**
 * Where markdown-it reads Markdown otherwise than micromark (with remark-gfm and remark-directive,
 * as Docusaurus has them): a single `~` strikes through, `:name[label]` is a text directive, a
 * directive after a list marker, a table's delimiter row needs no `|` (checked on the line after
 * one with a `|`).
 */
const MICROMARK_ONLY = /~|(?<!:):[A-Za-z]|^\s*(?:[-*+]|\d{1,9}[.)])\s+:::/;
const BARE_DELIMITER_ROW = /^ {0,3}[-:][-: \t]*$/;
/** The characters MDX_START and MICROMARK_ONLY look for, one of which they all need. */
const SYNTAX_CHARACTER = /[{}<~:]/;
/**
 * A block construct indented by four columns or more: MDX has no indented code, so micromark
 * starts the construct at any indent where markdown-it reads text. Inside a list item it is the
 * indent past the item's content that counts (ListItems); a tab in the indent, or four columns past
 * it, and the page is read by micromark whole.
 */
const INDENTED_CONSTRUCT = /^(?: {4,}| {0,3}\t)\s*(?:[`~]{3}|[>#|:=*+-]|\d{1,9}[.)](?:\s|$))/;
/** A list item's first line: its indent, marker and the spaces after it. */
const LIST_ITEM = /^( *)([-*+]|\d{1,9}[.)])( +|$)/;
const THEMATIC_BREAK = /^ *([-*_])(?: *\1){2,} *$/;

/**
 * The list items a line may be in, by the columns their content starts at. It errs towards
 * closing them (a lazy line, whatever its indent, closes those it is left of), so a line is never
 * taken to be in an item it is not in: then its indent counts from the page's left edge.
 */
class ListItems {
  private readonly content: number[] = [];
  private blank = true;

  /** Reads a line outside code; returns the indent of the line past the content of the item it is in. */
  read(line: string): number {
    const indent = /^ */.exec(line)![0].length;
    const blank = !line.trim();
    const after = this.blank;
    this.blank = blank;
    if (blank) return 0;
    while (this.content.length && indent < this.content[this.content.length - 1]) this.content.pop();
    const relative = indent - (this.content[this.content.length - 1] ?? 0);
    const item = relative < 4 && !THEMATIC_BREAK.test(line) ? LIST_ITEM.exec(line) : null;
    // (After a line of text only an item with content, bulleted or numbered 1, starts a list.)
    if (item && (after || (item[3] && line.slice(item[0].length).trim() && !/^\d*[02-9]|^\d{2,}/.test(item[2])))) {
      // (Content after five or more spaces starts one column after the marker: the rest is indented code's.)
      this.content.push(item[1].length + item[2].length + (item[3].length >= 1 && item[3].length <= 4 ? item[3].length : 1));
    }
    return relative;
  }
}

/** How the page is read: with Docusaurus' mdx1Compat `admonitions` off, `:::tip Title` is no admonition (micromark then reads it). */
export interface LineReading {
  admonitionTitles?: boolean;
}

/** Whether micromark must read any of the page. */
export function needsMicromark(source: string, reading: LineReading = {}): boolean {
  if (!/[{}~:|]|<(?![ \t])|```|~~~/.test(source) && !/^(import|export)\s/m.test(source) && !/^(?: {4,}| {0,3}\t)/m.test(source)) return false;
  const lines = scanLines(source, reading, true);
  return !lines || lines.includes(true);
}

/** What needsMicromark found of a source, by what asked (a page's render input). */
const scans = new WeakMap<object, { source: string; micromark: boolean }>();

/**
 * needsMicromark, kept for `owner`: asked again of the same text, read the same way (the scan that
 * decides whether MDX support loads, then the page's rendering), it is not scanned twice.
 */
export function needsMicromarkFor(owner: object, source: string, reading: LineReading = {}): boolean {
  // (Of the ways of reading, only admonitionTitles: false changes the answer.)
  const plain = reading.admonitionTitles !== false;
  const earlier = scans.get(owner);
  if (plain && earlier?.source === source) return earlier.micromark;
  const micromark = needsMicromark(source, reading);
  if (plain) scans.set(owner, { source, micromark });
  return micromark;
}

/** What needsMicromarkFor found of `owner`'s source read the plain way, if it was asked (to hand to the thread that renders it). */
export function knownMicromark(owner: object, source: string): boolean | undefined {
  const earlier = scans.get(owner);
  return earlier?.source === source ? earlier.micromark : undefined;
}

/** Takes what another thread's needsMicromarkFor found of the same source (its copy is another object). */
export function rememberMicromark(owner: object, source: string, micromark: boolean): void {
  scans.set(owner, { source, micromark });
}

/** For each line of the source, whether micromark must read it; undefined when it must read the whole page. */
export function micromarkLines(source: string, reading: LineReading = {}): boolean[] | undefined {
  return scanLines(source, reading, false);
}

/** micromarkLines; `any`: undefined as soon as one line is micromark's (whether any is, not which). */
function scanLines(source: string, reading: LineReading, any: boolean): boolean[] | undefined {
  const flags: boolean[] = [];
  let fence: string | undefined;
  let fenceLine = 0;
  let fenceIndent = 0;
  let previous = '';
  // (Whether a line since the last blank one has a `|`: a table's rows run on to a blank line, a line without one among them.)
  let pipeAbove = false;
  const items = new ListItems();
  for (const line of source.split('\n')) {
    const f = FENCE.exec(line);
    const before = previous;
    previous = line;
    if (fence) {
      // (A line left of an indented fence may close the list item the fence is in, and the fence with it: which, only the parsers know.)
      if (line.trim() && /^ */.exec(line)![0].length < fenceIndent) return undefined;
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && !line.slice(f[0].length).trim()) fence = undefined;
      flags.push(false);
      continue;
    }
    const relative = items.read(line);
    const tableAbove = pipeAbove;
    pipeAbove = line.trim() ? pipeAbove || line.includes('|') : false;
    if (INDENTED_CONSTRUCT.test(line) && (line.includes('\t') || relative >= 4)) return undefined;
    if (f) {
      fence = f[1];
      fenceIndent = line.length - line.trimStart().length;
      fenceLine = flags.length;
      flags.push(false);
    } else {
      // (Backslash escapes are the same to both: `\{#id\}`, which mdxCompat writes for `{#id}`, is text.
      // A line without a character MDX_START or MICROMARK_ONLY looks for has none once its code
      // spans and escapes are taken out either: most lines, not rewritten for nothing.)
      const text = SYNTAX_CHARACTER.test(line) ? line.replace(CODE_SPAN, '').replace(/\\[\\{}<~:|]/g, '') : '';
      // (A line four columns in after a table's row — `| 1 |` or a lazy `text` row — is another row to
      // micromark; markdown-it ends the table there.)
      const micromarks = ESM.test(line) || MDX_START.test(text) || MICROMARK_ONLY.test(text) || (before.includes('|') && BARE_DELIMITER_ROW.test(line)) || (tableAbove && relative >= 4) || (reading.admonitionTitles === false && ADMONITION_TITLE.test(line));
      if (micromarks && any) return undefined;
      flags.push(micromarks);
    }
  }
  // (A fence left open to the page's end holds the blank lines after it, for micromark.)
  if (fence) flags[fenceLine] = true;
  return flags;
}

/**
 * Whether a source is read as MDX, as Docusaurus' MDX loader decides: its front matter's
 * `mdx.format` ('mdx', 'md' or 'detect') if it has one, else the site's markdown.format; 'detect'
 * reads Markdown files (.md, .markdown…) as CommonMark and any other (.mdx) as MDX.
 */
export function isMdxSource(format: 'mdx' | 'md' | 'detect', source: string, frontMatter?: Record<string, unknown>): boolean {
  const own = (frontMatter?.mdx as { format?: unknown } | undefined)?.format;
  const chosen = own === 'mdx' || own === 'md' || own === 'detect' ? own : format;
  return chosen === 'mdx' || (chosen === 'detect' && !MARKDOWN_EXTENSION.test(source));
}

/** Docusaurus' (MDX's) Markdown file extensions. */
const MARKDOWN_EXTENSION = /\.(md|markdown|mdown|mkdn|mkd|mdwn|mkdown|ron)$/i;
