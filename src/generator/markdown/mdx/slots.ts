// The HTML React wrote for a site component, as nodes of the page: the HTML itself, with the
// element's Markdown children where the component put them (a marker), and each slot — a theme
// component docgen renders itself, met inside the component (mdx/shim-runtime.ts) — as an element
// node that the transform hands to docgen's component (with the props React gave it, and what
// React rendered of its children).
import type { RootContent } from 'mdast';
import { SLOT_MARK, slotRecord, type SlotRecord } from './shim-runtime.ts';

/** Where an element's Markdown children stand in its component's HTML. */
export const CHILDREN_MARKER = '\u{E000}docgen-children\u{E000}';

const MARKERS = new RegExp(`${CHILDREN_MARKER}|${SLOT_MARK}(open|close|slot):(\\d+)${SLOT_MARK}`, 'gu');

interface SlotNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string;
  attributes: [];
  children: RootContent[];
  data: { docgenSlot: SlotRecord };
}

/** The slot a node stands for, if it is one. */
export const slotOf = (node: RootContent): SlotRecord | undefined => (node.data as { docgenSlot?: SlotRecord } | undefined)?.docgenSlot;

/** HTML with markers as nodes: HTML between them, `children` at the first children marker, slots as elements. */
export function htmlWithSlots(html: string, children: RootContent[], flow: boolean): RootContent[] {
  if (!html.includes(SLOT_MARK) && !html.includes(CHILDREN_MARKER)) return html ? [{ type: 'html', value: html }] : [];
  const root: RootContent[] = [];
  const open: { node: SlotNode; id: number }[] = [];
  const into = () => (open.length ? open[open.length - 1].node.children : root);
  const addHtml = (value: string) => value && into().push({ type: 'html', value });
  let last = 0;
  let childrenPlaced = false;
  for (const m of html.matchAll(MARKERS)) {
    addHtml(html.slice(last, m.index));
    last = m.index! + m[0].length;
    if (!m[1]) {
      if (!childrenPlaced) into().push(...children);
      childrenPlaced = true;
      continue;
    }
    const id = Number(m[2]);
    const record = slotRecord(id);
    if (!record) continue;
    if (m[1] === 'close') {
      if (open.length && open[open.length - 1].id === id) open.pop();
      continue;
    }
    const node: SlotNode = { type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement', name: 'DocgenSlot', attributes: [], children: m[1] === 'slot' && record.text ? [{ type: 'text', value: record.text }] : [], data: { docgenSlot: record } };
    into().push(node as unknown as RootContent);
    if (m[1] === 'open') open.push({ node, id });
  }
  addHtml(html.slice(last));
  return root;
}
