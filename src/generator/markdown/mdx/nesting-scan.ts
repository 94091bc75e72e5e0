// The nesting of what micromark reads and markdown-it does not, measured on the source before
// micromark reads it (see ../nesting.ts; markdown-it's tokens measure the rest): JSX elements and
// `{expressions}` (with the brackets inside them), brackets (a text directive's label), and
// strikethrough with single tildes. micromark takes time far beyond linear on each of them nested
// thousands deep, and the tree's steps recurse once per level.
//
// A scan of characters, outside code (fenced, or in backticks) and escapes: an estimate of the
// depth, never below it for those constructs. Brackets and tildes pair within a paragraph only,
// and are counted again from the next.
import { MAX_NESTING, NestingError } from '../nesting.ts';
import { CODE_SPAN, FENCE } from './detect.ts';

type Frame = 'tag' | 'close' | 'expr';

const TAG_START = /[A-Za-z_$>]/;
// The characters that matter outside JSX and expressions (with JSX: `{` and `<` too).
const OUTSIDE_JSX = /[\\[\]~{<]/g;
const OUTSIDE_MARKDOWN = /[\\[\]~]/g;
const SPACE = /\s/;

/** A bracket or a tilde run of a paragraph, on its line: one that opens, or one that closes. */
interface Delimiter {
  kind: '[' | '~';
  opens: boolean;
  line: number;
}

/**
 * How deep the source nests MDX's own syntax (`jsx`: JSX elements and expressions; without it,
 * only brackets and tildes, as micromark reads Markdown), when it is deeper than MAX_NESTING.
 */
export function syntaxNesting(source: string, jsx: boolean): NestingError | undefined {
  const lines = source.split('\n');
  const found = { deepest: 0, line: undefined as number | undefined };
  const reach = (depth: number, line: number) => {
    if (depth > found.deepest) found.deepest = depth;
    if (depth > MAX_NESTING && (found.line === undefined || line < found.line)) found.line = line;
  };
  const stack: Frame[] = [];
  let elements = 0;
  /** Brackets and parentheses inside expressions. */
  let code = 0;
  let paragraph: Delimiter[] = [];
  const endParagraph = () => {
    pairedDepth(paragraph, reach);
    paragraph = [];
  };
  let fence: string | undefined;
  for (let l = 0; l < lines.length; l++) {
    let line = lines[l];
    if (!stack.length) {
      const f = FENCE.exec(line);
      if (fence) {
        if (f && f[1][0] === fence[0] && f[1].length >= fence.length && !line.slice(f[0].length).trim()) fence = undefined;
        continue;
      }
      if (f || !line.trim()) endParagraph();
      if (f) {
        fence = f[1];
        continue;
      }
      line = line.replace(CODE_SPAN, (span) => ' '.repeat(span.length));
    }
    const depth = () => reach(elements + stack.length - (stack[stack.length - 1] === 'close' ? 1 : 0) + code, l + 1);
    for (let c = 0; c < line.length; c++) {
      if (!stack.length) {
        // (Outside JSX and expressions, only these characters matter: jump to the next one.)
        const next = jsx ? OUTSIDE_JSX : OUTSIDE_MARKDOWN;
        next.lastIndex = c;
        if (!next.exec(line)) break;
        c = next.lastIndex - 1;
        const ch = line[c];
        if (ch === '\\') c++;
        else if (ch === '[' || ch === ']') paragraph.push({ kind: '[', opens: ch === '[', line: l + 1 });
        else if (ch === '~') {
          let end = c;
          while (line[end + 1] === '~') end++;
          // (A run opens before a word and after a space, and closes after a word and before a space.)
          const before = c === 0 || SPACE.test(line[c - 1]);
          const after = end + 1 >= line.length || SPACE.test(line[end + 1]);
          if (before !== after) paragraph.push({ kind: '~', opens: before, line: l + 1 });
          c = end;
        } else if (ch === '{') {
          stack.push('expr');
          depth();
        } else if (line[c + 1] === '/') {
          // (A closing tag being read nests nothing.)
          stack.push('close');
          c++;
        } else if (TAG_START.test(line[c + 1] ?? '')) {
          stack.push('tag');
          depth();
        }
        continue;
      }
      const ch = line[c];
      const top = stack[stack.length - 1];
      if (ch === '"' || ch === "'" || ch === '`') {
        // (A string: to its end on the line, or the line's end.)
        const end = line.indexOf(ch, c + 1);
        c = end < 0 ? line.length : end;
      } else if (ch === '{') {
        stack.push('expr');
        depth();
      } else if (ch === '}' && top === 'expr') {
        stack.pop();
        if (!stack.length) code = 0;
      } else if (top === 'expr') {
        if (ch === '(' || ch === '[') {
          code++;
          depth();
        } else if (ch === ')' || ch === ']') code = Math.max(0, code - 1);
        else if (ch === '/' && line[c + 1] === '*') {
          const end = line.indexOf('*/', c + 2);
          c = end < 0 ? line.length : end + 1;
        }
      } else if (ch === '/' && line[c + 1] === '>') {
        stack.pop();
        c++;
      } else if (ch === '>') {
        stack.pop();
        elements = Math.max(0, elements + (top === 'close' ? -1 : 1));
        depth();
      }
    }
  }
  endParagraph();
  return found.deepest > MAX_NESTING ? new NestingError(found.deepest, found.line) : undefined;
}

/**
 * The nesting of a paragraph's brackets and tildes that pair up (an opening one with a closing one
 * of its kind after it; one that does not pair nests nothing): each pair's depth, with its line.
 */
function pairedDepth(delimiters: Delimiter[], reach: (depth: number, line: number) => void): void {
  if (delimiters.length <= MAX_NESTING) return;
  const paired = new Uint8Array(delimiters.length);
  const open: Record<Delimiter['kind'], number[]> = { '[': [], '~': [] };
  delimiters.forEach((d, i) => {
    if (d.opens) open[d.kind].push(i);
    else if (open[d.kind].length) paired[open[d.kind].pop()!] = paired[i] = 1;
  });
  let depth = 0;
  delimiters.forEach((d, i) => {
    if (!paired[i]) return;
    depth += d.opens ? 1 : -1;
    reach(depth, d.line);
  });
}
