// Raw HTML written in Markdown (config markdown.rawHtml): 'allow' passes it through as written;
// 'error' makes each piece a file:line error; 'sanitize' keeps only an allow-list of harmless
// elements and attributes (hast-util-sanitize with SCHEMA below): no scripts, no event handlers,
// no javascript: URLs, no frames, objects, forms or styles.
//
// Only the HTML of the page's source is concerned: the HTML docgen's own transforms make (code
// highlighting, components, MDX rendered by React) is trusted. So the source's HTML is dealt with
// first, as soon as it is parsed (remarkRawHtml, before any other transform): everything made of
// the page afterwards — its HTML, heading ids, the table of contents (twice on the page, and in its
// page data), search records — sees only what the policy lets through. A piece of raw HTML is often
// only part of an element (`<kbd>` … text … `</kbd>` are three nodes): the pieces of one parent are
// parsed together, the parent's other nodes standing in as placeholders (comments), and the
// sanitized HTML is cut again at the placeholders, the other nodes put back between the pieces.
// (The Markdown copy and titles taken from headings: raw-html-text.ts.)
//
// In MDX pages, HTML tags are JSX: the page's code, which runs when the site is built, as trusted
// as the config. The option does not apply to them.
import type { Root as MdastRoot, Html, RootContent as MdastContent } from 'mdast';
import type { Root, Nodes } from 'hast';
import type { VFile } from 'vfile';
import { walk } from '../../components/kit/walk.ts';
import { reportAt } from '../../components/kit/file-data.ts';
import { toHtml } from './to-html.ts';

export type RawHtmlMode = 'allow' | 'sanitize' | 'error';

/** A placeholder of a parent's other nodes while its raw HTML is parsed: `<!--docgen-keep:3-->`. */
const KEEP = /^docgen-keep:(\d+)$/;
const KEEP_SPLIT = /<!--docgen-keep:(\d+)-->/;

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

/** What 'error' says of a piece of raw HTML (undefined for comments only, which are left out quietly). */
export function rawHtmlError(html: string): string | undefined {
  return onlyComments(html) ? undefined : `raw HTML "${excerpt(html)}" is not accepted (markdown.rawHtml is 'error'): write Markdown instead, or set markdown.rawHtml to 'sanitize' (harmless HTML is kept) or 'allow'`;
}

/** remark plugin, before every other transform: sanitizes (sanitize) or reports and removes (error) the source's raw HTML. */
export function remarkRawHtml(options: { mode: RawHtmlMode }) {
  return (tree: MdastRoot, file: VFile) => {
    if (options.mode === 'allow') return;
    const parents = new Set<{ children: MdastContent[] }>();
    walk(tree, (node: Html | { type: string }, index: number, parent: { children: MdastContent[] } | undefined) => {
      if (node.type !== 'html' || !parent) return;
      if (options.mode === 'sanitize') {
        parents.add(parent);
        return;
      }
      const error = rawHtmlError((node as Html).value);
      if (error) reportAt(file, error, (node as Html).position);
      parent.children.splice(index, 1);
      return index;
    });
    if (!parents.size) return;
    if (!sanitizer) throw new Error("markdown.rawHtml 'sanitize': the sanitizer is not loaded (call loadSanitizer() first)");
    for (const parent of parents) parent.children = sanitizeChildren(parent.children, sanitizer);
  };
}

/** HTML sanitized by SCHEMA, the source's comments left out (they are only kept as placeholders). */
function sanitizeHtml(html: string, { sanitize, fromHtml }: NonNullable<typeof sanitizer>, keepComments: boolean): string {
  const clean = sanitize(fromHtml(html, { fragment: true }), SCHEMA) as Root;
  if (!keepComments) {
    walk(clean, (node: Nodes, index: number, parent: { children: Nodes[] } | undefined) => {
      if (node.type !== 'comment' || !parent || KEEP.test(node.value)) return;
      parent.children.splice(index, 1);
      return index;
    });
  }
  return toHtml(clean);
}

/**
 * A parent's children with its raw HTML sanitized: the HTML pieces parsed together with
 * placeholders for the other nodes, and cut again at them. (A node inside an element the sanitizer
 * drops whole, such as the text of an inline <script>, goes with it.)
 */
function sanitizeChildren(children: MdastContent[], tools: NonNullable<typeof sanitizer>): MdastContent[] {
  const kept: MdastContent[] = [];
  let html = '';
  const position = children.find((c) => c.type === 'html')?.position;
  for (const child of children) html += child.type === 'html' ? child.value : `<!--docgen-keep:${kept.push(child) - 1}-->`;
  const parts = sanitizeHtml(html, tools, false).split(KEEP_SPLIT);
  const out: MdastContent[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 1) out.push(kept[Number(part)]);
    else if (part) out.push({ type: 'html', value: part, ...(position ? { position } : {}) });
  });
  return out;
}

/** The name of the element a piece of raw HTML that is one end tag ends (`</b>`), lower case. */
export const endTagOf = (html: string): string | undefined => /^<\/([A-Za-z][A-Za-z0-9-]*)\s*>$/.exec(html.trim())?.[1].toLowerCase();

/** The name of an element a piece that is one start tag opens, when the sanitizer drops it with its content (`<script>`). */
export const strippedStartOf = (html: string): string | undefined => {
  const name = /^<([A-Za-z][A-Za-z0-9-]*)(?:\s[^]*)?>$/.exec(html.trim())?.[1].toLowerCase();
  return name && SCHEMA.strip.includes(name) ? name : undefined;
};

/**
 * One piece of raw HTML alone, sanitized (for text that is not a page: its Markdown copy, a
 * title): elements it opens but another piece ends keep their start tag only (`<b onclick="…">`
 * gives `<b>`), an end tag stays if its element may (`</b>`). Comments are kept (harmless in
 * Markdown).
 */
export function sanitizePiece(html: string): string {
  if (!sanitizer) throw new Error("markdown.rawHtml 'sanitize': the sanitizer is not loaded (call loadSanitizer() first)");
  const end = endTagOf(html);
  if (end) return SCHEMA.tagNames.includes(end) ? `</${end}>` : '';
  let clean = sanitizeHtml(html, sanitizer, true);
  // (The parser closes what the piece leaves open: those end tags are another piece's.)
  const source = html.toLowerCase();
  for (let close = /<\/([a-z][a-z0-9-]*)>$/.exec(clean); close && !source.includes(`</${close[1]}`); close = /<\/([a-z][a-z0-9-]*)>$/.exec(clean)) clean = clean.slice(0, close.index);
  return clean;
}
