// Zod's issues in plain words, as docgen's problems: the key's path, then what it must be and what
// it is ("sidebar_position must be a number; got \"abc\""). `plainIssues` is the error map every
// schema of docgen is parsed with (`safeParse(value, plainIssues)`): a schema's own message stays
// (zod prefers it), zod's default wording is replaced. Values are described briefly for messages.
import type * as z from 'zod';
import { problem, type Problem } from '../errors.ts';
import { suggestion } from '../../shared/suggest.ts';

type RawIssue = z.core.$ZodRawIssue;

/** A type zod expects, in words. */
const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a BigInt',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  set: 'a set',
  object: 'an object',
  record: 'an object',
  map: 'a map',
  date: 'a date',
  null: 'null',
  undefined: 'left out',
  function: 'a function',
  symbol: 'a symbol',
  nan: 'NaN',
  never: 'left out',
};
const typeInWords = (type: string) => TYPE_WORDS[type] ?? `a ${type}`;

/** A string format zod checks, in words. */
const FORMAT_WORDS: Record<string, string> = {
  url: 'a URL such as https://example.com',
  email: 'an email address',
  uuid: 'a UUID',
  datetime: 'a date and time such as 2024-05-01T12:00:00Z',
  date: 'a date such as 2024-05-01',
  starts_with: 'a string with the right start',
  ends_with: 'a string with the right end',
};

/** What a value is, for "got …": JSON, short. */
const got = (input: unknown) => `got ${describeValue(input, 60)}`;

/** What a too_small or too_big issue's origin counts, in words. */
function sizeWords(origin: string, n: number | bigint): string {
  if (origin === 'string') return `${n} character${n === 1 ? '' : 's'}`;
  if (origin === 'array' || origin === 'set') return `${n} entr${n === 1 ? 'y' : 'ies'}`;
  return String(n);
}

/** The keys an object schema knows (for unknown keys' suggestions). */
function knownKeys(issue: RawIssue): string[] {
  const def = (issue.inst as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
  return def?.shape ? Object.keys(def.shape) : [];
}

/** Unknown keys, each with the known keys close to it. */
function unknownKeys(keys: string[], known: string[]): string {
  if (keys.length === 1) return `unknown key "${keys[0]}"; ${suggestion(keys[0], known, 'keys')}`;
  const each = keys.map((k) => {
    const close = suggestion(k, known, 'keys');
    return close.startsWith('did you mean') ? `"${k}" (${close})` : `"${k}"`;
  });
  return `unknown keys ${each.join(', ')}`;
}

/** A union's issue: the branch that came closest (it matched the type), else the types it accepts. */
function unionWords(issue: Extract<RawIssue, { code: 'invalid_union' }>): string | undefined {
  const branches = (issue as { errors?: z.core.$ZodIssue[][] }).errors ?? [];
  if (!branches.length) return undefined;
  // A branch of the value's type that found something else wrong: its first issue.
  const typed = branches.find((b) => b.length && !(b[0].code === 'invalid_type' && b[0].path.length === 0));
  if (typed) return issueText(pathText('', typed[0].path), typed[0].message);
  const expected = [...new Set(branches.map((b) => (b[0] as { expected?: string }).expected).filter((e): e is string => !!e))];
  if (!expected.length) return undefined;
  const words = expected.map(typeInWords);
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
  return issue.input === undefined ? `is required (${list})` : `must be ${list}; ${got(issue.input)}`;
}

/** The words of one issue, without its path; undefined leaves zod's own. */
export function plainIssueMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `is required (${typeInWords(issue.expected)})`;
      return `must be ${typeInWords(issue.expected)}; ${got(issue.input)}`;
    case 'invalid_value': {
      const values = issue.values.map((v) => (typeof v === 'string' ? v : String(v)));
      if (values.length === 1) return `must be ${describeValue(issue.values[0])}; ${got(issue.input)}`;
      const close = typeof issue.input === 'string' ? suggestion(issue.input, values, 'values') : '';
      return `must be one of ${issue.values.map((v) => describeValue(v)).join(', ')}; ${got(issue.input)}${close.startsWith('did you mean') ? ` (${close})` : ''}`;
    }
    case 'unrecognized_keys':
      return unknownKeys(issue.keys, knownKeys(issue));
    case 'too_small': {
      const n = issue.minimum;
      if (issue.origin === 'string' && n === 1 && issue.inclusive !== false) return 'must not be empty';
      if (issue.origin === 'array' && n === 1 && issue.inclusive !== false) return 'must list at least one entry';
      const bound = issue.exact ? 'exactly' : issue.inclusive === false ? 'more than' : 'at least';
      const what = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set' ? `must have ${bound} ${sizeWords(issue.origin, n)}` : `must be ${bound} ${n}`;
      return `${what}; ${got(issue.input)}`;
    }
    case 'too_big': {
      const n = issue.maximum;
      const bound = issue.exact ? 'exactly' : issue.inclusive === false ? 'less than' : 'at most';
      const what = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set' ? `must have ${bound} ${sizeWords(issue.origin, n)}` : `must be ${bound} ${n}`;
      return `${what}; ${got(issue.input)}`;
    }
    case 'invalid_format':
      if (issue.format === 'regex' && issue.pattern) return `must match ${issue.pattern}; ${got(issue.input)}`;
      return `must be ${FORMAT_WORDS[issue.format] ?? `a valid ${issue.format}`}; ${got(issue.input)}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}; ${got(issue.input)}`;
    case 'invalid_union':
      return unionWords(issue);
    case 'custom':
      return `is not accepted; ${got(issue.input)}`;
    default:
      return undefined;
  }
}

/** The error map of every docgen schema's parse: plain words for zod's own messages. */
export const plainIssues = { error: (issue: RawIssue) => plainIssueMessage(issue) } as const;

/**
 * plainIssues for a value parsed once in a build (the config and its parts): without zod's compiled
 * object checks, whose compiling costs more than they save on one value (they were most of the
 * config's validation, on every command).
 */
export const onceIssues = { ...plainIssues, jitless: true } as const;

/**
 * A path and its issue's words as one text: "sidebar_position must be a number", "docs: unknown
 * key …"; an issue of the whole value is said of `subject` ("the config must be an object").
 */
export function issueText(where: string, message: string, subject = 'the value'): string {
  const sentence = /^(must|is) /.test(message);
  if (!where) return sentence ? `${subject} ${message}` : message;
  return sentence ? `${where} ${message}` : `${where}: ${message}`;
}

/** A path as a message writes it: keys joined with ".", list positions in brackets ("navbar.items[0].label"). */
export function pathText(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix;
  for (const part of path) out = typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part);
  return out;
}

/** Zod's issues as problems of a file; `subject` names the whole value ("the config"). */
export function zodProblems(error: z.ZodError, fileName: string, prefix = '', subject?: string): Problem[] {
  return error.issues.map((issue) => problem(fileName, issueText(pathText(prefix, issue.path), issue.message, subject)));
}

/** A value as a short JSON-like text for messages; never throws (BigInt, cycles, functions). */
export function describeValue(value: unknown, max = 120): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : typeof v === 'function' ? '[function]' : typeof v === 'symbol' ? String(v) : v));
  } catch {
    json = undefined; // a cycle
  }
  json ??= typeof value === 'object' && value !== null ? `[${Array.isArray(value) ? 'array' : 'object'} that contains itself]` : String(value);
  return json.length > max ? `${json.slice(0, max - 3)}...` : json;
}
