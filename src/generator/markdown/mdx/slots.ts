// The HTML React wrote for a site component, as nodes of the page: the HTML itself, with the
// element's Markdown children where the component put them (a marker), and each slot — a theme
// component docgen renders itself, met inside the component (mdx/shim-runtime.ts) — as an element
// node that the transform hands to docgen's component (with the props React gave it, and what
// React rendered of its children).
import type { RootContent } from 'mdast';
import { isValidElement } from 'react';
import { SLOT_MARK, slotRecord, type SlotRecord } from './shim-runtime.ts';

/** Where an element's Markdown children stand in its component's HTML. */
export const CHILDREN_MARKER = '\u{E000}docgen-children\u{E000}';

/** Where another Markdown part of the element stands (a Details' summary: mdx/theme-content.ts). */
export const partMarker = (n: number) => `\u{E000}docgen-part:${n}\u{E000}`;

const MARKERS = new RegExp(`${CHILDREN_MARKER}|\u{E000}docgen-part:(\\d+)\u{E000}|${SLOT_MARK}(open|close|slot):(\\d+)${SLOT_MARK}`, 'gu');

interface SlotNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string;
  attributes: [];
  children: RootContent[];
  data: { docgenSlot: SlotRecord };
}

/** The slot a node stands for, if it is one. */
export const slotOf = (node: RootContent): SlotRecord | undefined => (node.data as { docgenSlot?: SlotRecord } | undefined)?.docgenSlot;

/**
 * HTML with markers as nodes: HTML between them, `children` at the first children marker, `parts`
 * at theirs, slots as elements (a slot's text holding a marker holds what the marker stands for).
 */
export function htmlWithSlots(html: string, children: RootContent[], flow: boolean, parts: RootContent[][] = []): RootContent[] {
  if (!html.includes(SLOT_MARK) && !html.includes('\u{E000}')) return html ? [{ type: 'html', value: html }] : [];
  const root: RootContent[] = [];
  const open: { node: SlotNode; id: number }[] = [];
  const into = () => (open.length ? open[open.length - 1].node.children : root);
  const addHtml = (value: string) => value && into().push({ type: 'html', value });
  let last = 0;
  const placed = new Set<number>();
  /** What a marker stands for, once (-1: the children). */
  const marked = (part: number): RootContent[] => {
    if (placed.has(part)) return [];
    placed.add(part);
    return part < 0 ? children : (parts[part] ?? []);
  };
  const textOf = (text: string): RootContent[] =>
    text.split(new RegExp(`(${CHILDREN_MARKER}|\u{E000}docgen-part:\\d+\u{E000})`, 'u')).flatMap((t, i): RootContent[] => (i % 2 ? marked(t === CHILDREN_MARKER ? -1 : Number(/\d+/.exec(t)![0])) : t ? [{ type: 'text', value: t }] : []));
  for (const m of html.matchAll(MARKERS)) {
    addHtml(html.slice(last, m.index));
    last = m.index! + m[0].length;
    if (!m[2]) {
      into().push(...marked(m[1] === undefined ? -1 : Number(m[1])));
      continue;
    }
    const id = Number(m[3]);
    const record = slotRecord(id);
    if (!record) continue;
    if (m[2] === 'close') {
      if (open.length && open[open.length - 1].id === id) open.pop();
      continue;
    }
    const node: SlotNode = { type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement', name: 'DocgenSlot', attributes: [], children: m[2] === 'slot' && record.text ? textOf(record.text) : [], data: { docgenSlot: record } };
    liftElementProps(node, marked);
    into().push(node as unknown as RootContent);
    if (m[2] === 'open') open.push({ node, id });
  }
  addHtml(html.slice(last));
  return root;
}

/**
 * A slot's prop that is an HTML element holding a part (the `summary` a site's Details gives the
 * theme's own: `<summary>` around the Markdown summary) becomes its first child element.
 */
function liftElementProps(node: SlotNode, marked: (part: number) => RootContent[]): void {
  const props = { ...node.data.docgenSlot.props };
  for (const [key, value] of Object.entries(props)) {
    if (!isValidElement(value) || typeof value.type !== 'string') continue;
    const { children, ...attributes } = value.props as Record<string, unknown>;
    const part = typeof children === 'string' ? /^\u{E000}docgen-part:(\d+)\u{E000}$/u.exec(children) : null;
    if (!part) continue;
    delete props[key];
    const attrs = Object.entries(attributes).map(([name, v]) => ({ type: 'mdxJsxAttribute', name, value: String(v) }));
    node.children.unshift({ type: node.type, name: value.type, attributes: attrs, children: marked(Number(part[1])) } as unknown as RootContent);
  }
  node.data = { docgenSlot: { ...node.data.docgenSlot, props } };
}
