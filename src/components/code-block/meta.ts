// Parses the meta string of a fenced code block: ```java title="App.java" {1,3-4} tab="Maven"
//
// docgen reads `title="…"`, and for code tabs (code-tabs/) `tab="Label"` or `docgen-tab="Label"`
// with `group="…"` or `docgen-group="…"`. Anything else is left as written for the highlighter
// (`{1,3}`, `showLineNumbers`) and for a site's own plugins: `tab` alone or `tab={"span":3}` (a
// value in braces or brackets) is another tool's, not a code tab.
export interface CodeMeta {
  title?: string;
  tab?: string;
  group?: string;
  /** The meta string without the keys docgen consumes (line ranges, showLineNumbers and other tools' keys stay). */
  rest: string;
}

/** One item of a meta string: `key=value` (value quoted, in braces or brackets, or a word) or a bare word. */
interface MetaItem {
  key?: string;
  value?: string;
  /** The value was quoted or a plain word (not {…} or […]). */
  plain?: boolean;
  text: string;
}

/** The end of a value that starts at `i` with an opening brace or bracket (nested ones and quoted strings skipped). */
function balancedEnd(s: string, i: number): number {
  let depth = 0;
  for (let j = i; j < s.length; j++) {
    const c = s[j];
    if (c === '"' || c === "'") {
      const close = s.indexOf(c, j + 1);
      if (close < 0) return s.length;
      j = close;
    } else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return j + 1;
  }
  return s.length;
}

function metaItems(meta: string): MetaItem[] {
  const items: MetaItem[] = [];
  let i = 0;
  while (i < meta.length) {
    if (/\s/.test(meta[i])) {
      i++;
      continue;
    }
    const start = i;
    const key = /^([\w-]+)=/.exec(meta.slice(i, i + 64));
    if (!key) {
      // A bare word, or a value of its own ({1,3}): up to the next space outside braces.
      i = meta[i] === '{' || meta[i] === '[' ? balancedEnd(meta, i) : i + (/\s/.exec(meta.slice(i))?.index ?? meta.length - i);
      items.push({ text: meta.slice(start, i) });
      continue;
    }
    i += key[0].length;
    const q = meta[i];
    let value: string;
    let plain = true;
    if (q === '"' || q === "'") {
      const close = meta.indexOf(q, i + 1);
      const end = close < 0 ? meta.length : close + 1;
      value = meta.slice(i + 1, close < 0 ? meta.length : close);
      i = end;
    } else if (q === '{' || q === '[') {
      const end = balancedEnd(meta, i);
      value = meta.slice(i, end);
      plain = false;
      i = end;
    } else {
      const end = i + (/\s/.exec(meta.slice(i))?.index ?? meta.length - i);
      value = meta.slice(i, end);
      i = end;
    }
    items.push({ key: key[1], value, plain, text: meta.slice(start, i) });
  }
  return items;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { rest: '' };
  if (!meta) return result;
  const items = metaItems(meta);
  const taken = new Set<MetaItem>();
  const take = (item: MetaItem, field: 'title' | 'tab' | 'group') => {
    result[field] = item.value;
    taken.add(item);
  };
  for (const item of items) {
    if (!item.plain || item.value === undefined) continue;
    if (item.key === 'title') take(item, 'title');
    else if ((item.key === 'tab' || item.key === 'docgen-tab') && item.value !== '') take(item, 'tab');
  }
  // A group belongs to a code tab: without one, `group=` is left to whoever reads it.
  if (result.tab !== undefined) for (const item of items) if (item.plain && (item.key === 'group' || item.key === 'docgen-group')) take(item, 'group');
  result.rest = items
    .filter((item) => !taken.has(item))
    .map((item) => item.text)
    .join(' ');
  return result;
}
