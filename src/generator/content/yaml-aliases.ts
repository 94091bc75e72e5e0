// YAML aliases (`*name`, which repeat the data of an anchor `&name`) held to a limit, so that a
// "billion laughs" file (aliases of aliases of aliases…, a few hundred bytes that stand for
// billions of values) is an error naming its line rather than minutes of work and gigabytes of
// memory. The limit is the `yaml` package's own (maxAliasCount): every YAML docgen reads goes
// through it — category files are parsed by `yaml`; front matter is parsed by js-yaml (through
// gray-matter, as Docusaurus parses it, for the same values), which has no such limit, so its
// aliases are checked by `yaml` first.
import { LineCounter, parseDocument, visit, type Alias, type Document } from 'yaml';

/**
 * How many times aliases may repeat their anchors' data in one YAML text, counted as the `yaml`
 * package counts (maxAliasCount): each use of an alias counts the values it stands for that are
 * themselves aliases (an alias of data holding nine aliases counts nine).
 */
export const MAX_YAML_ALIASES = 100;

export const ALIAS_LIMIT_TEXT = `docgen accepts YAML aliases (*name) that repeat data at most ${MAX_YAML_ALIASES} times in all (an alias of data holding other aliases counts each of them)`;

/** A YAML parser's stack overflow, in words (lists or maps inside one another thousands deep). */
export const YAML_TOO_DEEP = 'it nests lists or maps too deeply to be read (thousands of levels); nest them less';

/** Where the aliases went over the limit (a line of the text, 1-based) and what is accepted. */
export interface AliasExcess {
  line: number;
  message: string;
}

/** A parsed YAML document as JavaScript values, its aliases held to the limit. */
export function yamlValue(doc: Document, lines: LineCounter): { value: unknown } | { excess: AliasExcess } {
  // The alias being resolved when the limit is passed is the one to name: each alias is watched
  // (only this document's nodes; yaml resolves them one by one, in the document's order).
  let current: Alias | undefined;
  let first: Alias | undefined;
  visit(doc, {
    Alias(_key, node) {
      first ??= node;
      const resolve = node.resolve.bind(node);
      // (Called without a context only to count, not to resolve.)
      node.resolve = (d, ctx) => {
        if (ctx) current = node;
        return resolve(d, ctx);
      };
    },
  });
  if (!first) return { value: doc.toJS() };
  try {
    return { value: doc.toJS({ maxAliasCount: MAX_YAML_ALIASES }) };
  } catch (err) {
    if (!(err instanceof ReferenceError) || !/alias count/i.test(err.message)) throw err;
    const at = current ?? first;
    const line = at.range ? lines.linePos(at.range[0]).line : 1;
    return { excess: { line, message: `the alias *${at.source} repeats too much data; ${ALIAS_LIMIT_TEXT}` } };
  }
}

/**
 * For YAML that another parser reads (front matter: js-yaml): whether its aliases go over the
 * limit. Text without an alias is not parsed here at all.
 */
export function aliasExcess(text: string): AliasExcess | undefined {
  // (An alias is `*` then its name: text without a `*` has none.)
  if (!text.includes('*')) return undefined;
  const lines = new LineCounter();
  // (What yaml finds wrong is left to the parser that reads the text; its aliases are counted in
  // what yaml could read of it.)
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false, merge: true });
  let hasAlias = false;
  visit(doc, {
    Alias() {
      hasAlias = true;
      return visit.BREAK;
    },
  });
  if (!hasAlias) return undefined;
  try {
    const result = yamlValue(doc, lines);
    return 'excess' in result ? result.excess : undefined;
  } catch {
    // (A document yaml cannot resolve, an alias before its anchor: the other parser says what is wrong.)
    return undefined;
  }
}
