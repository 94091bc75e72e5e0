// Docusaurus' TOCInline in MDX (`import TOCInline from '@theme/TOCInline'`, `<TOCInline toc={toc} />`):
// the page's table of contents in the page, from minHeadingLevel to maxHeadingLevel (2 and 3 by
// default). The element stands in place until the headings have their ids, then is filled.
import type { RootContent } from 'mdast';
import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import type { JsxHandler } from '../kit/component.ts';
import { fileData } from '../kit/file-data.ts';
import { walk } from '../kit/walk.ts';
import type { TocEntry } from '../../shared/types.ts';

const CLASS = 'toc-inline';

const tocInline: JsxHandler = (node, file) => {
  fileData(file).tocInline = true;
  const level = (v: unknown, d: number) => (typeof v === 'number' && v >= 1 && v <= 6 ? v : d);
  return {
    type: 'tocInline',
    data: { hName: 'div', hProperties: { className: [CLASS], dataTocMin: level(node.props.minHeadingLevel, 2), dataTocMax: level(node.props.maxHeadingLevel, 3) } },
    children: [],
  } as unknown as RootContent;
};

export const tocInlineJsx: Record<string, JsxHandler> = { '@theme/TOCInline': tocInline };

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName, properties, children });

/** A nested list of the entries: each deeper heading under the one before it. */
function tocList(entries: TocEntry[]): Element {
  const root = element('ul', {}, []);
  const stack: { level: number; list: Element }[] = [{ level: 0, list: root }];
  for (const e of entries) {
    while (stack.length > 1 && stack[stack.length - 1].level >= e.level) stack.pop();
    const item = element('li', {}, [element('a', { href: `#${e.id}` }, [{ type: 'raw', value: e.html } as unknown as ElementContent])]);
    stack[stack.length - 1].list.children.push(item);
    const sub = element('ul', {}, []);
    item.children.push(sub);
    stack.push({ level: e.level, list: sub });
  }
  // (Empty lists of leaf items go.)
  walk(root, (n: Element) => {
    if (n.type === 'element') n.children = n.children.filter((c) => !(c.type === 'element' && c.tagName === 'ul' && c.children.length === 0));
  });
  return root;
}

/** Fills each TOCInline with the page's headings (rehype, once headings have ids). */
export function rehypeTocInline() {
  return (tree: Root, file: VFile) => {
    // (Most pages have none: their trees are not walked.)
    if (!fileData(file).tocInline) return;
    const toc = fileData(file).toc;
    walk(tree, (n: Element) => {
      if (n.type !== 'element' || n.tagName !== 'div' || !(n.properties?.className as string[] | undefined)?.includes(CLASS)) return;
      const min = Number(n.properties.dataTocMin);
      const max = Number(n.properties.dataTocMax);
      delete n.properties.dataTocMin;
      delete n.properties.dataTocMax;
      n.children = [tocList(toc.filter((e) => e.level >= min && e.level <= max))];
    });
  };
}
