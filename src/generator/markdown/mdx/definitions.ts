// A page's link reference definitions when the page is read in pieces (mdx/blocks.ts): the groups
// of definitions read without micromark when every line is a plain one, and the page's labels
// given to micromark as defined when it reads a piece, so that the piece's references resolve as
// they do in the whole page (micromark keeps the labels it has read in `parser.defined`; its
// label-end construct looks there when a `]` ends a label).
import type { Definition } from 'mdast';
import type { Construct, Extension, State } from 'micromark-util-types';
import { normalizeIdentifier } from 'micromark-util-normalize-identifier';
import { decodeString } from 'micromark-util-decode-string';

/**
 * `[label]: destination "title"` with nothing to balance: a label without backslashes, brackets
 * or braces; a destination without spaces, backslashes, angle brackets, parentheses, quotes or
 * braces; a title in double quotes without backslashes or braces; nothing before or after. Each
 * may hold character references (`&#91;`), decoded as micromark decodes them; any other `&` is
 * left to micromark, as is every definition that is not plain.
 */
const PLAIN_DEFINITION = /^\[([^\\[\]{}<>\s](?:[^\\[\]{}<>\t\r\n]*[^\\[\]{}<>\s])?)\]: ([^\s\\<>(){}"'\x00-\x1f]+)(?: "([^"\\{}\r\n]*)")?$/;
const REFERENCE = /&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});/g;
/** Whether every `&` of a part starts a character reference. */
const referencesOnly = (part: string) => !part.includes('&') || !part.replace(REFERENCE, '').includes('&');

/** A group of definitions (lines without blank ones between) as micromark reads them, when each line is plain; undefined otherwise. */
export function plainDefinitions(text: string): Definition[] | undefined {
  const nodes: Definition[] = [];
  let offset = 0;
  let line = 1;
  for (const source of text.split('\n')) {
    const m = PLAIN_DEFINITION.exec(source);
    // (Two spaces in a row: a label's identifier collapses them, which the plain reading does not do.)
    if (!m || m[1].includes('  ') || !referencesOnly(source)) return undefined;
    nodes.push({
      type: 'definition',
      identifier: normalizeIdentifier(m[1]).toLowerCase(),
      label: decodeString(m[1]),
      title: m[3] ? decodeString(m[3]) : null,
      url: decodeString(m[2]),
      position: { start: { line, column: 1, offset }, end: { line, column: source.length + 1, offset: offset + source.length } },
    });
    offset += source.length + 1;
    line++;
  }
  return nodes;
}

/** The identifier micromark keeps of a definition (its source, from its `[`): its label as written, normalized. */
export function definedIdentifier(definition: string): string {
  const open = definition.indexOf('[');
  let i = open + 1;
  while (i < definition.length && definition[i] !== ']') i += definition[i] === '\\' ? 2 : 1;
  return normalizeIdentifier(definition.slice(open + 1, i));
}

/** A micromark extension that gives it the page's labels (`definedIdentifier`s) as defined before the first label of the text ends. */
export function knownDefinitions(identifiers: readonly string[]): Extension {
  let given = false;
  const give: Construct = {
    name: 'docgenKnownDefinitions',
    add: 'before',
    tokenize(_effects, _ok, nok) {
      if (!given) {
        this.parser.defined.push(...identifiers);
        given = true;
      }
      const never: State = (code) => nok(code);
      return never;
    },
  };
  return { text: { 93: give } };
}
