// rehype plugin: collects the table of contents and every element id of the page, and adds the
// hover "#" link to each heading.
import type { Root, Element, ElementContent } from 'hast';
import type { VFile } from 'vfile';
import { walk } from '../../components/kit/walk.ts';
import { toString } from 'hast-util-to-string';
import { decodeHTMLAttribute } from 'entities';
import { toHtml } from './to-html.ts';
import { fileData } from '../../components/kit/file-data.ts';
import type { TocEntry } from '../../shared/types.ts';


const HEADING = /^h([1-6])$/;
const RAW_ID = /\sid\s*=\s*["']([^"']+)["']/g;
const HAS_RAW_ID = /\sid\s*=\s*["']([^"']+)["']/;

/** What a raw node made of several pieces of raw HTML says of their ids (each piece's, as rawIds finds them). */
export interface RawIds {
  ids: string[];
}

const NO_IDS: string[] = [];

/** The ids of the elements in a piece of raw HTML, as the browser reads them (`&#xFE0F;` is one character). */
export function rawIds(html: string): string[] {
  // (Most raw HTML has no id: tested first, without listing matches.)
  if (!HAS_RAW_ID.test(html)) return NO_IDS;
  return Array.from(html.matchAll(RAW_ID), (m) => decodeHTMLAttribute(m[1]));
}

export function rehypeHeadings() {
  return (tree: Root, file: VFile) => {
    const data = fileData(file);
    walk(tree as never, (node: Root['children'][number]) => {
      if (node.type === 'raw') {
        // (A code block's lines come with theirs, found line by line: highlight.ts.)
        for (const id of (node.data as RawIds | undefined)?.ids ?? rawIds(node.value)) data.ids.push(id);
        return;
      }
      if (node.type !== 'element') return;
      const el = node as Element;
      const id = el.properties?.id;
      if (typeof id === 'string' && id) data.ids.push(id);
      const level = HEADING.exec(el.tagName);
      if (!level || typeof id !== 'string' || !id) return;
      const text = toString(el);
      data.toc.push({ level: Number(level[1]), id, text, html: toHtml(withoutLinks(el.children)) });
      el.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
        children: [{ type: 'text', value: '#' }],
      } as ElementContent);
    });
  };
}

/** A heading's content for its table-of-contents entry, which is a link itself: its links as their text (a link inside a link is not HTML). */
function withoutLinks(nodes: ElementContent[]): ElementContent[] {
  return nodes.flatMap((node) => (node.type !== 'element' ? [node] : node.tagName === 'a' ? withoutLinks(node.children) : [{ ...node, children: withoutLinks(node.children) }]));
}
