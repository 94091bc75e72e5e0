// A one-line MDX text (a paragraph's or heading's) cut into its JSX tags, its `{…}` expressions and
// the Markdown between them, for line-reader.ts — where the cut is certain to be micromark's. Tags
// are read as micromark-extension-mdx-jsx reads them (names, attributes with a quoted or `{…}`
// value, or none); expressions end where micromark ends them (the first `}` after which acorn
// reads a whole expression) and get the ESTree micromark gives them (the same acorn and options,
// positioned by micromark's own eventsToAcorn). Anything written otherwise — a member or namespace
// name, a spread, an entity in a quoted value, an escape, a text directive, a link resource or
// label holding syntax, a string template or regular expression in code, a line micromark would
// not read as a paragraph — and the scan gives up: micromark reads that text.
import { Parser } from 'acorn';
import jsx from 'acorn-jsx';
import { eventsToAcorn } from 'micromark-util-events-to-acorn';
import type { Program } from 'estree';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';

/** A piece of the line, [start, end) in it. */
export type LinePiece =
  | { kind: 'markdown'; start: number; end: number }
  | { kind: 'open' | 'self'; start: number; end: number; name: string; attributes: MdxJsxAttribute[] }
  | { kind: 'close'; start: number; end: number; name: string }
  | { kind: 'expression'; start: number; end: number; value: string; estree: Program };

/** A place in the line as micromark gives it (the line read alone: line 1). */
export const point = (offset: number) => ({ line: 1, column: offset + 1, offset });

const BACKTICK = 96;
const LT = 60;
const GT = 62;
const SLASH = 47;
const LBRACE = 123;
const RBRACE = 125;
const BACKSLASH = 92;
const COLON = 58;
const EQUALS = 61;

/** The line's pieces, or undefined when micromark must read it. */
export function scanLine(text: string): LinePiece[] | undefined {
  if (!readAsParagraph(text)) return undefined;
  const pieces: LinePiece[] = [];
  let from = 0;
  let flowOnly = true;
  const markdown = (end: number) => {
    if (end <= from) return;
    pieces.push({ kind: 'markdown', start: from, end });
    if (text.slice(from, end).trim()) flowOnly = false;
  };
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (c === BACKTICK) {
      i = afterCodeSpan(text, i);
      continue;
    }
    if (c === LT || c === LBRACE) {
      const piece = c === LT ? tag(text, i) : expression(text, i, true);
      if (!piece) return undefined;
      markdown(i);
      pieces.push(piece);
      i = from = piece.end;
      continue;
    }
    // (An escape, a brace that closes nothing, a colon that may start a text directive `:name`, and a link's resource or
    // reference label with syntax in it are micromark's.)
    if (c === BACKSLASH || c === RBRACE) return undefined;
    if (c === COLON && i + 1 < text.length && !isSpace(text.charCodeAt(i + 1))) return undefined;
    if (c === 93 && (text[i + 1] === '(' || text[i + 1] === '[')) {
      // (Skipped to its end: a resource's or label's `:` is no directive. Were the `]` no link's
      // end after all, it would be left over as text, and line-reader.ts would leave the line.)
      const end = plainUntil(text, i + 2, text[i + 1] === '(' ? ')' : ']');
      if (end < 0) return undefined;
      i = end + 1;
      continue;
    }
    i++;
  }
  markdown(text.length);
  // (A line of tags and expressions only is a JSX or expression block to micromark, not a paragraph.)
  return flowOnly ? undefined : pieces;
}

/** Whether micromark reads the line as a paragraph's text whatever follows its start: it starts with none of the block syntax (a list marker, a heading, a definition, a fence, ESM…) and ends without whitespace. */
function readAsParagraph(text: string): boolean {
  if (!text || /\s$/.test(text)) return false;
  const c = text[0];
  if (/[A-Za-z]/.test(c)) return !/^(?:import|export)\b/.test(text);
  if (/[0-9]/.test(c)) return !/^[0-9]+[.)]/.test(text);
  if (c === '[') return !text.includes(']:');
  if (c === '`') return !text.startsWith('```');
  return '(<{&!"\''.includes(c);
}

/** After a backtick run at `at`: after its code span when a run as long closes it later in the line (micromark's code text), else after the run. */
function afterCodeSpan(text: string, at: number): number {
  let end = at;
  while (text.charCodeAt(end) === BACKTICK) end++;
  const size = end - at;
  for (let i = text.indexOf('`', end); i >= 0; i = text.indexOf('`', i)) {
    let j = i;
    while (text.charCodeAt(j) === BACKTICK) j++;
    if (j - i === size) return j;
    i = j;
  }
  return end;
}

/** Where the text from `at` reaches `close` with no syntax of MDX or code on the way (-1: it does not). */
function plainUntil(text: string, at: number, close: string): number {
  const end = text.indexOf(close, at);
  return end >= 0 && !/[<{}`\\([]/.test(text.slice(at, end)) ? end : -1;
}

const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isNameStart = (c: number) => isAsciiLetter(c) || c === 36 || c === 95;
const isNameChar = (c: number) => isNameStart(c) || (c >= 48 && c <= 57) || c === 45;
const isSpace = (c: number) => c === 32 || c === 9;

/** The end of a name (`[A-Za-z$_][A-Za-z0-9$_-]*`) starting at `at`, or `at` when none starts there. */
function nameEnd(text: string, at: number): number {
  if (!isNameStart(text.charCodeAt(at))) return at;
  let i = at + 1;
  while (isNameChar(text.charCodeAt(i))) i++;
  return i;
}

function skipSpaces(text: string, at: number): number {
  while (isSpace(text.charCodeAt(at))) at++;
  return at;
}

/** A tag at `at` (`<name attr="v" attr={v} attr>`, `<name … />` or `</name>`), or undefined. */
function tag(text: string, at: number): LinePiece | undefined {
  const closing = text.charCodeAt(at + 1) === SLASH;
  const nameStart = at + (closing ? 2 : 1);
  const nameStop = nameEnd(text, nameStart);
  if (nameStop === nameStart || text[nameStop] === '.' || text[nameStop] === ':') return undefined;
  const name = text.slice(nameStart, nameStop);
  if (closing) {
    const end = skipSpaces(text, nameStop);
    return text.charCodeAt(end) === GT ? { kind: 'close', start: at, end: end + 1, name } : undefined;
  }
  const attributes: MdxJsxAttribute[] = [];
  for (let i = nameStop; ; ) {
    const next = skipSpaces(text, i);
    const c = text.charCodeAt(next);
    if (c === GT) return { kind: 'open', start: at, end: next + 1, name, attributes };
    if (c === SLASH) return text.charCodeAt(next + 1) === GT ? { kind: 'self', start: at, end: next + 2, name, attributes } : undefined;
    if (next === i) return undefined;
    const attribute = attributeAt(text, next);
    if (!attribute) return undefined;
    attributes.push(attribute.node);
    i = attribute.end;
  }
}

/** An attribute at `at`: its node as mdast-util-mdx-jsx makes it, and where it ends. */
function attributeAt(text: string, at: number): { node: MdxJsxAttribute; end: number } | undefined {
  const stop = nameEnd(text, at);
  if (stop === at || text[stop] === ':' || text[stop] === '.') return undefined;
  const name = text.slice(at, stop);
  const equals = skipSpaces(text, stop);
  if (text.charCodeAt(equals) !== EQUALS) return { node: { type: 'mdxJsxAttribute', name, value: null, position: { start: point(at), end: point(stop) } }, end: stop };
  const valueAt = skipSpaces(text, equals + 1);
  const quote = text[valueAt];
  let value: MdxJsxAttribute['value'];
  let end: number;
  if (quote === '"' || quote === "'") {
    const close = text.indexOf(quote, valueAt + 1);
    // (A character reference in a value is decoded by mdast-util-mdx-jsx: micromark's to read.)
    if (close < 0 || text.slice(valueAt + 1, close).includes('&')) return undefined;
    value = text.slice(valueAt + 1, close);
    end = close + 1;
  } else if (quote === '{') {
    const found = expression(text, valueAt, false);
    if (!found || found.kind !== 'expression') return undefined;
    value = { type: 'mdxJsxAttributeValueExpression', value: found.value, data: { estree: found.estree } };
    end = found.end;
  } else {
    return undefined;
  }
  return { node: { type: 'mdxJsxAttribute', name, value, position: { start: point(at), end: point(end) } }, end };
}

/** acorn as micromark-extension-mdxjs sets it up, with its options for a text's expressions and (locations on) for an attribute's value. */
const acorn = Parser.extend(jsx());
const textOptions = { ecmaVersion: 2024, sourceType: 'module' } as const;
const attributeOptions = { ...textOptions, locations: true } as const;

/**
 * An expression `{…}` at `at`, or undefined. Its end is the first `}` outside strings and comments
 * that closes it (a string template, a regular expression, a line comment or JSX in it, and the
 * scan gives up); micromark tries acorn at every `}` and ends at the first it reads whole, which
 * before that one is none: the code up to it has an unclosed `{`.
 */
function expression(text: string, at: number, inText: boolean): LinePiece | undefined {
  let depth = 0;
  let i = at + 1;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1);
      if (close < 0 || text.slice(i + 1, close).includes('\\')) return undefined;
      i = close;
    } else if (c === '/') {
      if (text[i + 1] !== '*') return undefined;
      const close = text.indexOf('*/', i + 2);
      if (close < 0) return undefined;
      i = close + 1;
    } else if (c === '`' || c === '<') {
      return undefined;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      if (!depth) break;
      depth--;
    }
  }
  if (i >= text.length) return undefined;
  const value = text.slice(at + 1, i);
  const estree = estreeOf(value, inText);
  return estree && { kind: 'expression', start: at, end: i + 1, value, estree: placedCopy(estree, at + 1) };
}

/**
 * An expression's ESTree as micromark makes it, placed at the line's start (undefined: acorn
 * rejects it). Kept by its source per thread (a site's API pages hold the same `style={{…}}` on
 * hundreds of lines): a copy is placed where each one is.
 */
function estreeOf(value: string, inText: boolean): Program | undefined {
  const key = `${inText ? 't' : 'a'}${value}`;
  if (kept.has(key)) return kept.get(key);
  let estree: Program | undefined;
  const start = point(0);
  try {
    const events = [['enter', { type: 'chunk', start, end: point(value.length) }, { sliceStream: () => [value] }]] as unknown as Parameters<typeof eventsToAcorn>[0];
    const result = eventsToAcorn(events, { acorn, acornOptions: inText ? textOptions : attributeOptions, start: start as never, tokenTypes: ['chunk'] as never, expression: true, allowEmpty: inText, prefix: '', suffix: '' });
    if (!result.error) estree = result.estree;
  } catch {
    estree = undefined;
  }
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(key, estree);
  return estree;
}
const kept = new Map<string, Program | undefined>();
const MAX_KEPT = 5000;

/**
 * A copy of a node read at the line's start (an ESTree, or an mdast node of a piece), moved `delta`
 * along the line: an mdast `position`, and an ESTree node's `start`, `end`, `range` and `loc` (on
 * line 1, a unist column is the offset + 1 and an ESTree one the offset).
 */
export function placedCopy<T>(node: T, delta: number): T {
  if (Array.isArray(node)) return node.map((n) => placedCopy(n, delta)) as T;
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'position' && value && typeof value === 'object') {
      const { start, end } = value as { start: { offset: number }; end: { offset: number } };
      out[key] = { start: point(start.offset + delta), end: point(end.offset + delta) };
    } else if ((key === 'start' || key === 'end') && typeof value === 'number') out[key] = value + delta;
    else if (key === 'range' && Array.isArray(value)) out[key] = value.map((v: number) => v + delta);
    else if (key === 'loc' && value && typeof value === 'object') out[key] = { start: movedPoint((value as { start: LocPoint }).start, delta), end: movedPoint((value as { end: LocPoint }).end, delta) };
    else out[key] = placedCopy(value, delta);
  }
  return out as T;
}

interface LocPoint {
  line: number;
  column: number;
  offset?: number;
}
const movedPoint = (p: LocPoint, delta: number): LocPoint => ({ ...p, column: p.column + delta, ...(p.offset !== undefined ? { offset: p.offset + delta } : {}) });
