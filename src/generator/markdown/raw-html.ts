// Raw HTML written in Markdown (config markdown.rawHtml): 'allow' passes it through as written;
// 'error' makes each piece a file:line error; 'sanitize' keeps only an allow-list of harmless
// elements and attributes (hast-util-sanitize with SCHEMA below): no scripts, no event handlers,
// no javascript: URLs, no frames, objects, forms or styles.
//
// Only the HTML of the page's source is concerned: the HTML docgen's own transforms make (code
// highlighting, components, MDX rendered by React) is trusted. So the HTML nodes of the tree as
// parsed are marked first (remarkRawHtml, before any other transform), and sanitizing takes only
// those (rehypeSanitizeRaw, after every other transform, so the rest of the pipeline sees what
// it sees with 'allow'). A piece of raw HTML is often only part of an element (`<kbd>` … text …
// `</kbd>` are three nodes): the pieces of one parent are parsed together, the parent's other
// nodes standing in as placeholders (comments), which are put back after sanitizing.
//
// In MDX pages, HTML tags are JSX: the page's code, which runs when the site is built, as trusted
// as the config. The option does not apply to them.
import type { Root as MdastRoot, Html } from 'mdast';
import type { Root, Nodes, Element, ElementContent, RootContent, Comment } from 'hast';
import type { VFile } from 'vfile';
import { walk } from '../../components/kit/walk.ts';
import { reportProblem } from '../../components/kit/file-data.ts';

export type RawHtmlMode = 'allow' | 'sanitize' | 'error';

/** The element a piece of the source's raw HTML is wrapped in between the two plugins. */
const MARK = 'docgen-raw-html';
/** A placeholder of a parent's other nodes while its raw HTML is parsed: `<!--docgen-keep:3-->`. */
const KEEP = /^docgen-keep:(\d+)$/;

/** Property definitions as hast-util-sanitize takes them: a name, or a name and the values it may have. */
type PropertyDefinition = string | [string, ...(string | number | boolean | RegExp)[]];
export interface SanitizeSchema {
  tagNames: string[];
  attributes: Record<string, PropertyDefinition[]>;
  protocols: Record<string, string[]>;
  strip: string[];
  clobber: string[];
  clobberPrefix: string;
  ancestors: Record<string, string[]>;
  required: Record<string, Record<string, unknown>>;
  allowComments: boolean;
  allowDoctypes: boolean;
}

/**
 * What 'sanitize' keeps: text formatting, lists, tables, details/summary, images and links (http,
 * https, mailto or relative URLs), ids (anchors); nothing that runs code, loads a page or a plugin
 * (script, iframe, object, embed, svg, math), takes input, or styles (style elements and attributes).
 * Elements not listed are replaced by their content; those in `strip` go with their content.
 */
export const SCHEMA: SanitizeSchema = {
  tagNames: [
    ...['a', 'abbr', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure'],
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'picture', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'section', 'small', 'source'],
    ...['span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'tt', 'u', 'ul', 'var', 'wbr'],
  ],
  attributes: {
    '*': ['id', 'title', 'lang', 'dir', 'align', 'abbr', 'cite', 'dateTime', 'headers', 'scope', 'colSpan', 'rowSpan', 'span', 'start', 'reversed', 'value', 'width', 'height', 'open', 'alt', 'summary', 'ariaLabel', 'ariaHidden'],
    a: ['href', 'name', 'hrefLang'],
    img: ['src', 'loading', 'decoding'],
    source: ['srcSet', 'media', 'type', 'sizes'],
    ol: ['type'],
    code: [['className', /^language-[\w-]+$/]],
  },
  protocols: { href: ['http', 'https', 'mailto'], src: ['http', 'https'], cite: ['http', 'https'], srcSet: ['http', 'https'] },
  strip: ['script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'textarea', 'select', 'title', 'xmp', 'noembed', 'noframes', 'plaintext'],
  // `name` could stand for a global of the page's scripts (DOM clobbering): prefixed.
  clobber: ['name'],
  clobberPrefix: 'user-content-',
  ancestors: { li: ['ol', 'ul'], tbody: ['table'], thead: ['table'], tfoot: ['table'], tr: ['table'], th: ['table'], td: ['table'], caption: ['table'], col: ['table'], colgroup: ['table'], summary: ['details'], source: ['picture'] },
  required: {},
  // (Comments are the placeholders of the parent's other nodes; the source's own go afterwards.)
  allowComments: true,
  allowDoctypes: false,
};

type Sanitize = (tree: Nodes, schema: SanitizeSchema) => Nodes;
type FromHtml = (html: string, options: { fragment: true }) => Root;
let sanitizer: { sanitize: Sanitize; fromHtml: FromHtml } | undefined;

/** Loads what 'sanitize' needs (once per thread, and only by sites that sanitize). */
export async function loadSanitizer(): Promise<void> {
  if (sanitizer) return;
  const [{ sanitize }, { fromHtml }] = await Promise.all([import('hast-util-sanitize'), import('hast-util-from-html')]);
  sanitizer = { sanitize: sanitize as unknown as Sanitize, fromHtml: fromHtml as unknown as FromHtml };
}

/** Comments only (`<!-- prettier-ignore -->`): harmless, and not raw HTML to 'error'; left out of the page. */
const onlyComments = (html: string) => /^\s*$/.test(html.replace(/<!--[\s\S]*?-->/g, ''));

const excerpt = (html: string) => {
  const one = html.trim().replace(/\s+/g, ' ');
  return one.length > 40 ? `${one.slice(0, 40)}…` : one;
};

/** remark plugin, before every other transform: marks (sanitize) or reports (error) the source's raw HTML. */
export function remarkRawHtml(options: { mode: RawHtmlMode }) {
  return (tree: MdastRoot, file: VFile) => {
    if (options.mode === 'allow') return;
    walk(tree, (node: Html | { type: string }, index: number, parent: { children: unknown[] } | undefined) => {
      if (node.type !== 'html' || !parent) return;
      const html = node as Html;
      if (options.mode === 'sanitize') {
        html.data = { ...html.data, hName: MARK } as Html['data'];
        return;
      }
      if (!onlyComments(html.value)) {
        reportProblem(file, `raw HTML "${excerpt(html.value)}" is not accepted (markdown.rawHtml is 'error'): write Markdown instead, or set markdown.rawHtml to 'sanitize' (harmless HTML is kept) or 'allow'`, html.position?.start.line);
      }
      parent.children.splice(index, 1);
      return index;
    });
  };
}

/** rehype plugin, after every other transform: the marked raw HTML, sanitized. */
export function rehypeSanitizeRaw() {
  return (tree: Root) => {
    const parents: (Root | Element)[] = [];
    walk(tree, (node: Nodes) => {
      if ((node.type === 'root' || node.type === 'element') && node.children.some(isMarked)) parents.push(node);
    });
    if (!parents.length) return;
    if (!sanitizer) throw new Error("markdown.rawHtml 'sanitize': the sanitizer is not loaded (call loadSanitizer() first)");
    for (const parent of parents) parent.children = sanitizeChildren(parent.children, sanitizer) as Element['children'];
  };
}

const isMarked = (node: Nodes): node is Element => node.type === 'element' && node.tagName === MARK;

/** A parent's children with the raw HTML among them parsed and sanitized, the others as they were. */
function sanitizeChildren(children: (RootContent | ElementContent)[], { sanitize, fromHtml }: NonNullable<typeof sanitizer>): RootContent[] {
  const kept: (RootContent | ElementContent)[] = [];
  let html = '';
  for (const child of children) {
    if (isMarked(child)) html += child.children.map((c) => (c.type === 'raw' || c.type === 'text' ? c.value : '')).join('');
    else html += `<!--docgen-keep:${kept.push(child) - 1}-->`;
  }
  const clean = sanitize(fromHtml(html, { fragment: true }), SCHEMA) as Root;
  const restore = (nodes: RootContent[]): RootContent[] =>
    nodes.flatMap((n) => {
      if (n.type === 'comment') {
        const at = KEEP.exec((n as Comment).value);
        return at && kept[Number(at[1])] ? [kept[Number(at[1])] as RootContent] : [];
      }
      if (n.type === 'element') n.children = restore(n.children) as ElementContent[];
      return [n];
    });
  return restore(clean.children);
}
