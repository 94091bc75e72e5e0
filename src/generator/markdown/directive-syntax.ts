// markdown-it block rule for directives, the syntax of remark-directive and Docusaurus:
//
//   :::note[Optional title]{key="value" .class #id}      a container, closed by a line of at
//   …Markdown…                                           least as many colons; containers nest
//   :::                                                  (::::tabs around :::tab[Maven] … :::,
//                                                        the outer with more colons)
//
//   ::youtube{id="abc123"}                               a leaf directive: one line
//
// Docusaurus' older `:::note Title` form is read as a title too. The rule only tokenizes; what
// each directive means is decided by directives.ts on the mdast.
import type { MarkdownIt, StateBlock } from 'markdown-it';

export type DirectiveMeta = {
  name: string;
  attributes: Record<string, string>;
  hasLabel: boolean;
};

const OPENING = /^(:{2,})([a-zA-Z][\w-]*)(.*)$/;
const CLOSING = /^(:{3,})\s*$/;
const NESTED_OPENING = /^(:{3,})[a-zA-Z]/;
const FENCE = /^(`{3,}|~{3,})/;
const ATTRIBUTE = /([.#]?)([\w:-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'}]+)))?/g;

/** Reads `[label]{attributes}` after a directive's name; null when the line is not a directive. */
function readLabelAndAttributes(rest: string, container: boolean): { label?: string; attributes: Record<string, string> } | null {
  let label: string | undefined;
  let i = 0;
  if (rest[0] === '[') {
    let depth = 0;
    for (; i < rest.length; i++) {
      const c = rest[i];
      if (c === '\\') i++;
      else if (c === '[') depth++;
      else if (c === ']' && --depth === 0) break;
    }
    if (i >= rest.length) return null;
    label = rest.slice(1, i);
    i++;
  }
  const attributes: Record<string, string> = {};
  if (rest[i] === '{') {
    const end = rest.indexOf('}', i);
    if (end < 0) return null;
    for (const m of rest.slice(i + 1, end).matchAll(ATTRIBUTE)) {
      const value = m[3] ?? m[4] ?? m[5] ?? '';
      if (m[1] === '.') attributes.class = attributes.class ? `${attributes.class} ${m[2]}` : m[2];
      else if (m[1] === '#') attributes.id = m[2];
      else attributes[m[2]] = value;
    }
    i = end + 1;
  }
  const tail = rest.slice(i).trim();
  if (tail) {
    if (!container || label !== undefined || i > 0) return null;
    label = tail; // :::note Title
  }
  return { label, attributes };
}

function directiveRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const start = state.bMarks[startLine] + state.tShift[startLine];
  if (state.src.charCodeAt(start) !== 0x3a || state.src.charCodeAt(start + 1) !== 0x3a) return false;
  const m = OPENING.exec(state.src.slice(start, state.eMarks[startLine]));
  if (!m) return false;
  const colons = m[1].length;
  const container = colons >= 3;
  const parsed = readLabelAndAttributes(m[3], container);
  if (!parsed) return false;
  if (silent) return true;

  const meta: DirectiveMeta = { name: m[2], attributes: parsed.attributes, hasLabel: parsed.label !== undefined };
  const pushLabel = (text: string) => {
    const label = state.push('inline', '', 0);
    label.content = text;
    label.map = [startLine, startLine + 1];
    label.children = [];
  };

  if (!container) {
    const leaf = state.push('directive_leaf', 'div', 0);
    leaf.meta = meta;
    leaf.map = [startLine, startLine + 1];
    pushLabel(parsed.label ?? '');
    state.line = startLine + 1;
    return true;
  }

  // Find the closing line, skipping fenced code and containers nested inside this one.
  const nested: number[] = [];
  let fence: string | undefined;
  let line = startLine + 1;
  let closed = false;
  for (; line < endLine; line++) {
    const s = state.bMarks[line] + state.tShift[line];
    const e = state.eMarks[line];
    if (s < e && state.sCount[line] < state.blkIndent) break; // the end of an enclosing list item
    const text = state.src.slice(s, e);
    const f = FENCE.exec(text);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && !text.slice(f[1].length).trim()) fence = undefined;
      continue;
    }
    if (f) {
      fence = f[1];
      continue;
    }
    if (state.sCount[line] - state.blkIndent >= 4) continue;
    const close = CLOSING.exec(text);
    if (close) {
      const n = close[1].length;
      // (As remark-directive reads it: a line of at least this container's colons closes it, even
      // inside a nested one — so the outer container takes more colons than those it holds.)
      if (n >= colons) {
        closed = true;
        break;
      }
      if (nested.length && n >= nested[nested.length - 1]) nested.pop();
      continue;
    }
    const inner = NESTED_OPENING.exec(text);
    if (inner) nested.push(inner[1].length);
  }

  // (A container left open ends with its parent: micromark then counts the blank lines before that
  // end in, which markdown-it does not — the page is read whole by micromark where that matters.)
  if (!closed) (state.env as { unclosedContainer?: boolean }).unclosedContainer = true;
  const open = state.push('directive_container_open', 'div', 1);
  open.meta = meta;
  open.markup = m[1];
  open.block = true;
  open.map = [startLine, closed ? line + 1 : line];
  if (parsed.label !== undefined) pushLabel(parsed.label);

  const oldParent = state.parentType;
  const oldLineMax = state.lineMax;
  state.parentType = 'directive' as typeof state.parentType;
  state.lineMax = line;
  state.md.block.tokenize(state, startLine + 1, line);
  state.parentType = oldParent;
  state.lineMax = oldLineMax;

  const closeToken = state.push('directive_container_close', 'div', -1);
  closeToken.block = true;
  state.line = closed ? line + 1 : line;
  return true;
}

export function markdownItDirectives(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'directive', directiveRule, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
}
