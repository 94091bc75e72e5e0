// Drops the rules of a stylesheet whose selectors name given classes (Infima's rules for the
// components docgen's theme has under the same class names: see infima.ts). A small scanner for
// well-formed CSS: comments removed, strings and brackets respected, conditional at-rules (@media,
// @supports, @layer, @container) looked into, other at-rules (@font-face, @keyframes) kept whole.

/** The index of the `}` that closes the block opened just before `from`. */
function blockEnd(css: string, from: number): number {
  let depth = 1;
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

/** The index of the quote that closes the string starting at `from`. */
function stringEnd(css: string, from: number): number {
  for (let i = from + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === css[from]) return i;
  }
  return css.length;
}

/** A selector list's selectors (commas inside brackets and strings do not split it). */
export function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '"' || c === "'") i = stringEnd(prelude, i);
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

const CONDITIONAL = /^@(media|supports|layer|container|document)\b/i;

/** `css` without the selectors that name one of `classes` (a rule left with none is dropped). */
export function dropClassRules(css: string, classes: string[]): string {
  const names = classes.map((c) => c.replace(/[^\w-]/g, '')).join('|');
  const named = new RegExp(`\\.(?:${names})(?![\\w-])`);
  return filterBlock(css.replace(/\/\*[\s\S]*?\*\//g, ''), named);
}

function filterBlock(css: string, named: RegExp): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    // The prelude: up to a `{` (a block) or `;` (a statement such as @import).
    let j = i;
    while (j < css.length && css[j] !== '{' && css[j] !== ';' && css[j] !== '}') {
      if (css[j] === '"' || css[j] === "'") j = stringEnd(css, j);
      j++;
    }
    const prelude = css.slice(i, j).trim();
    if (j >= css.length || css[j] !== '{') {
      if (prelude) out += `${prelude};`;
      i = j + 1;
      continue;
    }
    const end = blockEnd(css, j + 1);
    const body = css.slice(j + 1, end);
    if (prelude.startsWith('@')) out += `${prelude}{${CONDITIONAL.test(prelude) ? filterBlock(body, named) : body}}`;
    else {
      const kept = splitSelectors(prelude).filter((s) => !named.test(s));
      if (kept.length) out += `${kept.join(',')}{${body}}`;
    }
    i = end + 1;
  }
  return out;
}
