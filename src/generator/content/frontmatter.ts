// Front matter: split from the body, parsed as YAML, validated with zod. Errors name the line.
import matter from 'gray-matter';
import * as z from 'zod';
import { problem, type Problem } from '../errors.ts';
import { aliasExcess, YAML_TOO_DEEP } from './yaml-aliases.ts';
import { issueText, pathText, plainIssues } from '../config/zod-problems.ts';

const tocLevel = z.number().int().min(2).max(6);
const tag = z.union([z.string().min(1), z.looseObject({ label: z.string().min(1), permalink: z.string().min(1) })]);

/**
 * The front matter of a doc: the keys Docusaurus' docs know, with their types; any other key is
 * kept as it is (sites put their own there: `author`, …) for MDX pages' `frontMatter`.
 */
export const frontMatterSchema = z.looseObject({
  id: z.string().regex(/^[^/\\]+$/, 'must not contain slashes').optional(),
  title: z.string().min(1).optional(),
  sidebar_label: z.string().min(1).optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  displayed_sidebar: z.string().nullable().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: tocLevel.optional(),
  toc_max_heading_level: tocLevel.optional(),
  pagination_label: z.string().optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  /** The page's edit link (null: none). */
  custom_edit_url: z.string().nullable().optional(),
  tags: z.array(tag).optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  /** Overrides the page's last commit: when (a date, e.g. 2024-05-01) and by whom it was last updated. */
  last_update: z.looseObject({ date: z.union([z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a date (e.g. 2024-05-01)'), z.date()]).optional(), author: z.string().optional() }).optional(),
  /** false: the doc's file and folder names keep their number prefixes ("01-intro"). */
  parse_number_prefixes: z.boolean().optional(),
  // Used by API prose files.
  class: z.string().optional(),
});
export type FrontMatter = z.output<typeof frontMatterSchema>;

export interface ParsedSource {
  frontMatter: FrontMatter;
  body: string;
  /** Line of the file where the body starts (1-based). */
  bodyLine: number;
  problems: Problem[];
}

/** Normalises line endings and a byte-order mark, then splits and validates the front matter. */
export function parseSource(text: string, file: string, schema: z.ZodType<FrontMatter> = frontMatterSchema): ParsedSource {
  const normalized = normalizeNewlines(text);
  if (!normalized.startsWith('---\n') && normalized.trim() !== '---') {
    return { frontMatter: {}, body: normalized, bodyLine: 1, problems: [] };
  }
  const end = normalized.indexOf('\n---', 3);
  const closing = end === -1 ? -1 : normalized.indexOf('\n', end + 1);
  if (end === -1) {
    return { frontMatter: {}, body: normalized, bodyLine: 1, problems: [problem(file, 'front matter starts with --- but has no closing --- line', 1)] };
  }
  // (Its own copy: the values read from it are slices of it, and a slice keeps the whole string it
  // was cut from — the page's text — in memory for as long as a title or label lives.)
  const yamlText = detached(normalized.slice(4, end + 1));
  const body = closing === -1 ? '' : normalized.slice(closing + 1);
  let bodyLine = 3;
  for (let i = yamlText.indexOf('\n'); i !== -1; i = yamlText.indexOf('\n', i + 1)) bodyLine++;
  let data: unknown = simpleYamlMap(yamlText);
  if (data === undefined) {
    // (Its first line is the file's second.)
    const excess = aliasExcess(yamlText);
    if (excess) return { frontMatter: {}, body, bodyLine, problems: [problem(file, `invalid front matter: ${excess.message}`, excess.line + 1)] };
    try {
      data = matter(`---\n${yamlText}---\n`, { excerpt: false }).data;
    } catch (err) {
      const e = err as { reason?: string; message: string; mark?: { line: number; column: number } };
      const line = e.mark ? e.mark.line + 1 : undefined;
      const reason = err instanceof RangeError ? YAML_TOO_DEEP : (e.reason ?? e.message.split('\n')[0]);
      return { frontMatter: {}, body, bodyLine, problems: [problem(file, `invalid front matter YAML: ${reason}`, line, e.mark ? e.mark.column + 1 : undefined)] };
    }
  }
  const checked = schema === frontMatterSchema && data ? checkedSimple(data as Record<string, unknown>) : undefined;
  if (checked) return { frontMatter: checked, body, bodyLine, problems: [] };
  const parsed = schema.safeParse(data ?? {}, plainIssues);
  if (parsed.success) return { frontMatter: parsed.data, body, bodyLine, problems: [] };
  const lines = yamlText.split('\n');
  const lineOf = (key: string | undefined) => {
    if (!key) return 1;
    const i = lines.findIndex((l) => l.startsWith(`${key}:`));
    return i === -1 ? 1 : i + 2;
  };
  const problems = parsed.error.issues.map((issue) => {
    const key = issue.path[0] !== undefined ? String(issue.path[0]) : undefined;
    return problem(file, `front matter: ${issueText(pathText('', issue.path) || 'value', issue.message)}`, lineOf(key));
  });
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { frontMatter: {}, body, bodyLine, problems };
}

/**
 * A copy of a string that holds on to nothing else. V8 makes a slice of a long string a view of it:
 * a page's title cut from its source kept the whole source (10,000 pages: hundreds of megabytes
 * held to the end of the build).
 */
export function detached(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

type Check = (value: unknown) => boolean;
const isText: Check = (v) => typeof v === 'string';
const isNonEmptyText: Check = (v) => typeof v === 'string' && v.length > 0;
const isFlag: Check = (v) => typeof v === 'boolean';
const isTocLevel: Check = (v) => Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 6;

/**
 * The schema's rules for the values simpleYamlMap reads (text, whole numbers, true/false), by key.
 * (Lists and nulls never come this way; a key of the schema not here goes to zod.)
 */
const SIMPLE_CHECKS: Record<string, Check> = {
  id: (v) => typeof v === 'string' && v.length > 0 && !v.includes('/') && !v.includes('\\'),
  title: isNonEmptyText,
  sidebar_label: isNonEmptyText,
  sidebar_position: (v) => typeof v === 'number',
  sidebar_class_name: isText,
  slug: isText,
  description: isText,
  image: isText,
  hide_title: isFlag,
  hide_table_of_contents: isFlag,
  toc_min_heading_level: isTocLevel,
  toc_max_heading_level: isTocLevel,
  pagination_label: isText,
  pagination_prev: isText,
  pagination_next: isText,
  displayed_sidebar: isText,
  custom_edit_url: isText,
  parse_number_prefixes: isFlag,
  draft: isFlag,
  unlisted: isFlag,
  class: isText,
};
const SCHEMA_KEYS = Object.keys(frontMatterSchema.shape);
const SCHEMA_KEY_SET = new Set(SCHEMA_KEYS);

/**
 * Front matter read by simpleYamlMap, checked without zod (most pages; zod's safeParse costs more
 * than the reading): what zod would return for it, keys in the schema's order, or undefined for zod
 * to decide and explain. A property test holds it to zod.
 */
export function checkedSimple(data: Record<string, unknown>): FrontMatter | undefined {
  let others = false;
  for (const key in data) {
    if (Object.hasOwn(SIMPLE_CHECKS, key)) {
      if (!SIMPLE_CHECKS[key](data[key])) return undefined;
    } else if (SCHEMA_KEY_SET.has(key)) return undefined;
    else others = true;
  }
  const out: Record<string, unknown> = {};
  for (const key of SCHEMA_KEYS) if (Object.hasOwn(data, key)) out[key] = data[key];
  // (Keys the schema does not know are kept, after its own, as zod keeps them.)
  if (others) for (const key in data) if (!SCHEMA_KEY_SET.has(key)) out[key] = data[key];
  return out as FrontMatter;
}

/** Text without a leading byte-order mark, with every line ending as "\n". */
function normalizeNewlines(text: string): string {
  const unmarked = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return unmarked.includes('\r') ? unmarked.replace(/\r\n?/g, '\n') : unmarked;
}

// A plain (unquoted) scalar read as text whatever follows: it starts with a letter (no YAML
// indicator), holds no ":" or "#" (mappings, comments) and no control or line-separator character.
const PLAIN_TEXT = /^[A-Za-z][^:#\x00-\x1F\x7F-\x9F\u2028\u2029\uFEFF]*$/;
const PLAIN_RESERVED = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
const DECIMAL = /^(?:0|-?[1-9][0-9]{0,14})$/;
const DOUBLE_QUOTED = /^"[^"\\\x00-\x1F\x7F-\x9F\u2028\u2029\uFEFF]*"$/;
const SINGLE_QUOTED = /^'(?:[^'\x00-\x1F\x7F-\x9F\u2028\u2029\uFEFF]|'')*'$/;
// An item of a flow sequence read as text: plain text without flow indicators (`,[]{}`).
const PLAIN_ITEM = /^[A-Za-z][^:#,[\]{}\x00-\x1F\x7F-\x9F\u2028\u2029\uFEFF]*$/;

/** `[a, b c, d]` on one line, its items plain text (what most posts' tags and authors are), as a list; undefined for anything else. */
function flowSequence(v: string): string[] | undefined {
  if (v.charCodeAt(v.length - 1) !== 93) return undefined;
  const inner = v.slice(1, -1);
  if (/^ *$/.test(inner)) return [];
  const items: string[] = [];
  for (const part of inner.split(',')) {
    // (YAML strips spaces around an item; tabs and other white space are left to the YAML parser.)
    let from = 0;
    let to = part.length;
    while (from < to && part.charCodeAt(from) === 32) from++;
    while (to > from && part.charCodeAt(to - 1) === 32) to--;
    const item = part.slice(from, to);
    if (!PLAIN_ITEM.test(item) || PLAIN_RESERVED.test(item)) return undefined;
    items.push(item);
  }
  return items;
}

/** A key: a letter or "_", then letters, digits, "_" and "-". */
const isKeyStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isKeyChar = (c: number) => isKeyStart(c) || (c >= 48 && c <= 57) || c === 45;

/**
 * The front matter most pages have, read without a YAML parser: one "key: value" per line, each
 * value a quoted string, a plain string, a whole number, true/false or a one-line list of plain
 * strings (`[a, b]`). Anything else (block lists, nested maps, escapes, comments after values,
 * repeated keys, …) is undefined and goes to the YAML parser;
 * what is read here is what the YAML parser would make of it (a property test holds it to that).
 */
export function simpleYamlMap(yamlText: string): Record<string, unknown> | undefined {
  const data: Record<string, unknown> = {};
  // Line by line, "key: value" read by hand (a page's front matter is read at every start).
  for (let start = 0; start < yamlText.length; ) {
    let end = yamlText.indexOf('\n', start);
    if (end < 0) end = yamlText.length;
    const next = end + 1;
    // (YAML strips spaces and tabs only; JavaScript's trimEnd would also take U+2028, U+00A0, …)
    while (end > start && (yamlText.charCodeAt(end - 1) === 32 || yamlText.charCodeAt(end - 1) === 9)) end--;
    if (end === start) {
      start = next;
      continue;
    }
    if (!isKeyStart(yamlText.charCodeAt(start))) return undefined;
    let at = start + 1;
    while (at < end && isKeyChar(yamlText.charCodeAt(at))) at++;
    // ": " then spaces, then the value
    if (yamlText.charCodeAt(at) !== 58 || yamlText.charCodeAt(at + 1) !== 32) return undefined;
    const key = yamlText.slice(start, at);
    at += 2;
    while (at < end && yamlText.charCodeAt(at) === 32) at++;
    if (at === end || Object.hasOwn(data, key) || key === '__proto__' || PLAIN_RESERVED.test(key)) return undefined;
    const v = yamlText.slice(at, end);
    const first = v.charCodeAt(0);
    let value: unknown;
    if (first === 34) {
      if (!DOUBLE_QUOTED.test(v)) return undefined;
      value = v.slice(1, -1);
    } else if (first === 39) {
      if (!SINGLE_QUOTED.test(v)) return undefined;
      value = v.slice(1, -1).replaceAll("''", "'");
    } else if (first === 91) {
      const items = flowSequence(v);
      if (!items) return undefined;
      value = items;
    } else if (v === 'true' || v === 'false') value = v === 'true';
    else if (DECIMAL.test(v)) value = Number(v);
    else if (PLAIN_TEXT.test(v) && !PLAIN_RESERVED.test(v)) value = v;
    else return undefined;
    data[key] = value;
    start = next;
  }
  return data;
}
