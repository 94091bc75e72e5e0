// remark plugin: bare URLs in text (https://example.com, www.example.com) become links, like on
// GitHub. Trailing punctuation stays outside the link, and so does an unmatched closing bracket.
import type { Root, Parent, PhrasingContent, Text, Link } from 'mdast';
import { walk, SKIP } from '../../components/kit/walk.ts';

const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/g;

function trimUrl(url: string): string {
  let end = url.length;
  for (;;) {
    const c = url[end - 1];
    if ('.,:;!?*_~'.includes(c)) end--;
    else if (c === ')' && (url.slice(0, end).match(/\(/g)?.length ?? 0) < (url.slice(0, end).match(/\)/g)?.length ?? 0)) end--;
    else break;
  }
  return url.slice(0, end);
}

export function linkifyText(value: string): PhrasingContent[] | null {
  if (!value.includes('://') && !value.includes('www.')) return null;
  const out: PhrasingContent[] = [];
  let last = 0;
  for (const m of value.matchAll(URL_RE)) {
    const url = trimUrl(m[0]);
    if (!url.includes('.') || url.length < 8) continue;
    if (m.index! > last) out.push({ type: 'text', value: value.slice(last, m.index) });
    const href = url.startsWith('www.') ? `http://${url}` : url;
    out.push({ type: 'link', url: href, children: [{ type: 'text', value: url }] } as Link);
    last = m.index! + url.length;
  }
  if (out.length === 0) return null;
  if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
  return out;
}

export function remarkAutolinks() {
  return (tree: Root) => {
    walk(tree, (node: Parent | PhrasingContent, index: number, parent: Parent | undefined) => {
      if (node.type === 'link' || node.type === 'linkReference' || node.type === 'inlineCode' || node.type === 'code' || node.type === 'html') return SKIP;
      if (node.type !== 'text' || !parent) return;
      const parts = linkifyText((node as Text).value);
      if (!parts) return;
      parent.children.splice(index, 1, ...(parts as Parent['children']));
      return index + parts.length;
    });
  };
}
