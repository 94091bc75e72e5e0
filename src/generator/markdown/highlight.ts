// rehype plugin: syntax highlighting with refractor (Prism grammars), only the languages docs use.
// Splits the highlighted tokens into one <span class="code-line"> per line in a single pass (no
// per-line tree filtering), for {1,3-4} line highlights, showLineNumbers, magic comments and
// comment markers (code-markers.ts).
import type { Root, Element } from 'hast';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import batch from 'refractor/batch';
import css from 'refractor/css';
import diff from 'refractor/diff';
import docker from 'refractor/docker';
import groovy from 'refractor/groovy';
import ini from 'refractor/ini';
import java from 'refractor/java';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import kotlin from 'refractor/kotlin';
import markup from 'refractor/markup';
import powershell from 'refractor/powershell';
import properties from 'refractor/properties';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';
import { walk, SKIP } from '../../components/kit/walk.ts';
import { toHtml, escapeText, escapeAttribute } from './to-html.ts';
import { rawIds, type RawIds } from './headings.ts';
import { codeMarkers, hasCodeMarkers } from './code-markers.ts';

for (const lang of [markup, css, javascript, jsx, typescript, tsx, bash, batch, diff, docker, groovy, ini, java, json, kotlin, powershell, properties, yaml]) {
  refractor.register(lang);
}
refractor.alias({ bash: ['sh', 'shell', 'console', 'zsh'], yaml: ['yml'], markup: ['xml', 'html', 'svg'], batch: ['bat', 'cmd'], powershell: ['pwsh', 'ps1'], docker: ['dockerfile', 'Dockerfile'], kotlin: ['kts'] });

/**
 * Code blocks longer than this (in characters) are shown without highlighting: Prism's tokens of a
 * block take about fifty times its size (a 20 MB block needed 1.1 GB).
 */
export const HIGHLIGHT_LIMIT = 1024 * 1024;

/** Languages shown as plain text (no highlighting, no warning). */
export const PLAIN_LANGUAGES = new Set(['txt', 'text', 'plain', 'plaintext', 'log', 'none', 'csv', 'md', 'markdown', 'mdx']);

export function isKnownLanguage(lang: string): boolean {
  return PLAIN_LANGUAGES.has(lang) || refractor.registered(lang);
}

/** Line numbers named by a meta string such as "{1,3-4}". */
export function highlightedLines(meta: string): Set<number> {
  const lines = new Set<number>();
  const m = /\{([\d,\s-]+)\}/.exec(meta);
  if (!m) return lines;
  for (const part of m[1].split(',')) {
    const [a, b] = part.trim().split('-').map((n) => parseInt(n, 10));
    if (Number.isNaN(a)) continue;
    for (let n = a; n <= (Number.isNaN(b) || b === undefined ? a : b); n++) lines.add(n);
  }
  return lines;
}

/** A Prism token, as refractor's tokenizer gives it. */
interface PrismToken {
  type: string;
  content: PrismContent;
  alias?: string | string[];
}
type PrismContent = string | PrismToken | PrismContent[];

/** What refractor adds to Prism's core, as used here. */
interface Prism {
  languages: Record<string, unknown>;
  hooks: { all: Record<string, unknown[] | undefined>; run(name: string, env: object): void };
  tokenize(text: string, grammar: unknown): PrismContent;
  Token: { stringify(token: PrismToken, language: string): Element };
}
const prism = refractor as unknown as Prism;

// Tokens are written straight to HTML, line by line, as hast-util-to-html would write refractor's
// hast: no hast node per token. A `wrap` hook (markup's, for entities) needs refractor's own nodes,
// so hooked tokens take that way; were a language with other such hooks registered, every token would.
const WRAP_HOOKS = (prism.hooks.all.wrap ?? []).length;
const hooked = (token: PrismToken) => WRAP_HOOKS > 1 || (WRAP_HOOKS === 1 && token.type === 'entity');

function hasNewline(content: PrismContent): boolean {
  if (typeof content === 'string') return content.includes('\n');
  if (Array.isArray(content)) return content.some(hasNewline);
  return hasNewline(content.content);
}

/** A token's opening and closing tags. */
function tags(token: PrismToken, language: string): [string, string] {
  if (hooked(token)) {
    const el = prism.Token.stringify(token, language);
    const close = `</${el.tagName}>`;
    return [toHtml({ ...el, children: [] }).slice(0, -close.length), close];
  }
  return [spanStart(token), '</span>'];
}

/** The start tag of a token that no hook changes. */
const spanStart = (token: PrismToken) => `<span class="token ${token.type}${token.alias ? ` ${typeof token.alias === 'string' ? token.alias : token.alias.join(' ')}` : ''}">`;

/** A token (or content) written whole. */
function tokenHtml(content: PrismContent, language: string): string {
  if (typeof content === 'string') return escapeText(content);
  if (Array.isArray(content)) {
    let out = '';
    for (const c of content) if (c !== '' && c !== null && c !== undefined) out += tokenHtml(c, language);
    return out;
  }
  if (hooked(content)) return toHtml(prism.Token.stringify(content, language));
  return `${spanStart(content)}${tokenHtml(content.content, language)}</span>`;
}

/**
 * The HTML of each line of highlighted code. A token that spans lines is cut at each line break
 * and reopened on the next line (the break itself stays outside it); other tokens are kept whole.
 */
export function highlightedLineHtml(tokens: PrismContent, language: string): string[] {
  const lines: string[] = [''];
  const opened: string[] = [];
  const closing: string[] = [];
  // (Most tokens are inside no token that spans lines, and hold no line break.)
  const wrapped = (html: string) => (opened.length ? `${opened.join('')}${html}${closing.join('')}` : html);
  const emit = (content: PrismContent) => {
    if (typeof content === 'string') {
      if (content.indexOf('\n') < 0) {
        if (content) lines[lines.length - 1] += wrapped(escapeText(content));
        return;
      }
      const parts = content.split('\n');
      for (let i = 0; i < parts.length; i++) {
        if (i > 0) {
          lines[lines.length - 1] += '\n';
          lines.push('');
        }
        if (parts[i]) lines[lines.length - 1] += wrapped(escapeText(parts[i]));
      }
    } else if (Array.isArray(content)) {
      for (const c of content) if (c !== '' && c !== null && c !== undefined) emit(c);
    } else if (!hasNewline(content.content)) {
      lines[lines.length - 1] += wrapped(tokenHtml(content, language));
    } else {
      const [open, close] = tags(content, language);
      opened.push(open);
      closing.unshift(close);
      emit(content.content);
      opened.pop();
      closing.shift();
    }
  };
  emit(tokens);
  return lines;
}

/** Prism's tokens of `source` (with its tokenize hooks run, as refractor.highlight runs them). */
function tokenize(source: string, language: string): PrismContent {
  const env: { code: string; grammar: unknown; language: string; tokens?: PrismContent } = { code: source, grammar: prism.languages[language], language };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return env.tokens;
}

/**
 * Highlighted lines of code blocks already seen by this thread, by language and code: a site
 * repeats many samples (between its docs versions, and in the API pages of both), and Prism's
 * tokenizing is about a fifth of the Markdown work. Emptied when it holds too many. (By language,
 * then by the code itself: a key made of both was a new string to hash for every block.)
 */
const seenBlocks = new Map<string, Map<string, string[]>>();
let seenCount = 0;
const SEEN_BLOCKS_MAX = 2000;

/**
 * The lines as they are kept: each a piece of one string. A line made by `+=` is a tree of the
 * pieces it was made of, every one an object the garbage collector copies for as long as the line
 * is kept (on the 2,000-page corpus, the kept lines' pieces cost the render thread half its time
 * collecting).
 */
function keptLines(lines: string[]): string[] {
  const text = lines.join('');
  let at = 0;
  return lines.map((line) => text.slice(at, (at += line.length)));
}

/**
 * A code block's lines as HTML (highlighted when Prism knows its language), without the empty line
 * after its last line break.
 */
function codeLines(source: string, lang: string | undefined, highlight: boolean): readonly string[] {
  const seen = highlight ? seenBlocks.get(lang!) : undefined;
  let lines = seen?.get(source);
  if (!lines) {
    lines = highlightedLineHtml(highlight ? tokenize(source, lang!) : source, lang ?? '');
    if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    if (highlight) {
      if (seenCount >= SEEN_BLOCKS_MAX) {
        seenBlocks.clear();
        seenCount = 0;
      }
      let byCode = seenBlocks.get(lang!);
      if (!byCode) seenBlocks.set(lang!, (byCode = new Map()));
      lines = keptLines(lines);
      byCode.set(source, lines);
      seenCount++;
    }
  }
  return lines;
}

function textOf(node: Element): string {
  let out = '';
  walk(node, (n: { type: string; value?: string }) => {
    if (n.type === 'text') out += n.value;
  });
  return out;
}

/**
 * A magic comment: a comment line of a code block that marks lines with a class (and is left out),
 * as Docusaurus has them: `// highlight-next-line`, or `// highlight-start` … `// highlight-end`.
 */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus' default magic comments, marking lines as our {1,3-4} ranges do. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [{ className: 'highlight-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

/** A line holding nothing but a comment, in any of the usual comment syntaxes: its text. */
const COMMENT_LINE = /^\s*(?:\/\/\s*(.+?)|\/\*\s*(.+?)\s*\*\/|\{\/\*\s*(.+?)\s*\*\/\}|<!--\s*(.+?)\s*-->|#\s*(.+?)|--\s*(.+?)|%\s*(.+?)|;\s*(.+?))\s*$/;

/** A code block's source without its magic comment lines, and the classes of the lines they mark. */
export function magicLines(source: string, comments: MagicComment[]): { source: string; classes: Map<number, string[]> } {
  const classes = new Map<number, string[]>();
  const mark = (line: number, className: string) => classes.set(line, [...(classes.get(line) ?? []), className]);
  const kept: string[] = [];
  const open = new Map<MagicComment, number>();
  const next: string[] = [];
  for (const line of source.split('\n')) {
    const m = COMMENT_LINE.exec(line);
    const text = m?.slice(1).find((g) => g !== undefined);
    const comment = text === undefined ? undefined : comments.find((c) => c.line === text || c.block?.start === text || c.block?.end === text);
    if (comment && text !== undefined) {
      if (comment.line === text) next.push(comment.className);
      else if (comment.block?.start === text) open.set(comment, (open.get(comment) ?? 0) + 1);
      else open.set(comment, Math.max(0, (open.get(comment) ?? 0) - 1));
      continue;
    }
    kept.push(line);
    const n = kept.length;
    for (const className of next.splice(0)) mark(n, className);
    for (const [c, depth] of open) if (depth > 0) mark(n, c.className);
  }
  return { source: kept.join('\n'), classes };
}

const PLAIN_LINE_START = '<span class="code-line">';
const ID_ATTRIBUTE = /id\s*=/;

/** A code line's start tag, as to-html.ts writes its element: its number (`line`) where lines are numbered, and its classes. */
function lineStart(line: number | undefined, highlighted: boolean, marks: string[] | undefined): string {
  const className = ['code-line'];
  if (line !== undefined) className.push('line-number');
  if (highlighted) className.push('highlight-line');
  for (const c of marks ?? []) if (!className.includes(c)) className.push(c);
  return `<span class="${escapeAttribute(className.join(' ').trim())}"${line !== undefined ? ` line="${line}"` : ''}>`;
}

export function rehypeHighlight(options: { magicComments?: MagicComment[] } = {}) {
  const comments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  const markers = comments.flatMap((c) => [c.line, c.block?.start, c.block?.end]).filter((m): m is string => !!m);
  return (tree: Root) => {
    walk(tree, (node: Element, _index: number, parent: Element | undefined) => {
      if (node.type !== 'element' || node.tagName !== 'code' || parent?.tagName !== 'pre') return;
      const classes = (node.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length).toLowerCase();
      const meta = ((node.data as { meta?: string } | undefined)?.meta ?? '').toString();
      let source = textOf(node);
      // Magic comments, unless the block names its lines ({1,3-4}) itself.
      let magic: Map<number, string[]> | undefined;
      if (markers.some((m) => source.includes(m)) && !/\{[\d,\s-]+\}/.test(meta)) {
        const found = magicLines(source, comments);
        if (found.classes.size || found.source !== source) ({ source, classes: magic } = found);
      }
      // Comment markers ([!code ++]) of the lines left.
      let lineMarks: Map<number, string[]> | undefined;
      if (hasCodeMarkers(source)) {
        const found = codeMarkers(source);
        if (found.classes.size) {
          ({ source, classes: lineMarks } = found);
          parent.properties.className = [...((parent.properties.className as string[]) ?? []), ...found.blockClasses];
        }
      }
      const highlight = !!lang && !PLAIN_LANGUAGES.has(lang) && refractor.registered(lang) && source.length <= HIGHLIGHT_LIMIT;
      if (highlight) parent.properties.className = [...((parent.properties.className as string[]) ?? []), `language-${lang}`];
      const lines = codeLines(source, lang, highlight);
      const marked = highlightedLines(meta);
      const numbered = /\bshowLineNumbers\b/i.test(meta) && !/showLineNumbers=(false|"false"|\{false\})/i.test(meta);
      const start = Number(/showLineNumbers=(\d+)/i.exec(meta)?.[1] ?? 1);
      node.properties.className = [...classes, 'code-highlight'];
      // The lines, each a <span class="code-line">, as one piece of HTML, as to-html.ts would write
      // an element for each: a page has a hundred lines, and a node each cost every later step.
      let html = '';
      for (let i = 0; i < lines.length; i++) {
        const n = i + 1;
        const marks = (magic?.get(n) ?? lineMarks?.get(n)) ? [...(magic?.get(n) ?? []), ...(lineMarks?.get(n) ?? [])] : undefined;
        html += numbered || marks || marked.has(n) ? lineStart(numbered ? i + start : undefined, marked.has(n), marks) : PLAIN_LINE_START;
        html += lines[i];
        html += '</span>';
      }
      // (The ids in its lines, each line's as rawIds finds them: none where the code has no `id=`,
      // which neither escaping nor Prism's tokens add.)
      const ids = ID_ATTRIBUTE.test(source) ? lines.flatMap(rawIds) : [];
      node.children = [{ type: 'raw', value: html, data: { ids } satisfies RawIds } as never];
      return SKIP;
    });
  };
}
