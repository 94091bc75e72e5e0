// hast → HTML, as hast-util-to-html writes it with `allowDangerousHtml` and its other defaults
// (double quotes, hexadecimal character references, no omitted tags), for the trees our pipeline
// makes: HTML elements, text and raw HTML. It writes the same bytes several times faster, which
// matters because serializing was a third of rendering a page's Markdown. Anything else — SVG,
// <template>, comments, doctypes, attribute names that need escaping — goes to
// hast-util-to-html itself; a test holds the two to the same output on every page we build.
import { toHtml as hastUtilToHtml } from 'hast-util-to-html';
import { find, html as htmlSchema, type Info } from 'property-information';
import { htmlVoidElements } from 'html-void-elements';
import type { Nodes, Element, Properties } from 'hast';

const VOID = new Set(htmlVoidElements);
/** Elements written by hast-util-to-html (another schema, or content outside the children). */
const HANDED_OVER = new Set(['svg', 'template']);
const UNSAFE_NAME = /[\0\t\n\f\r "&'/<=>`]/;
const TEXT_ESCAPE = /[<&]/g;
const ATTRIBUTE_ESCAPE = /[\0"&'`]/g;
const NEEDS_ESCAPE = /[\0"&'`]/;
const reference = (c: string) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`;

const infos = new Map<string, Info>();
const infoOf = (key: string) => {
  let info = infos.get(key);
  if (!info) infos.set(key, (info = find(htmlSchema, key)));
  return info;
};

export function toHtml(tree: Nodes | Nodes[]): string {
  const root: Nodes = Array.isArray(tree) ? { type: 'root', children: tree as never } : tree;
  return one(root, undefined);
}

function one(node: Nodes, parent: Nodes | undefined): string {
  switch (node.type) {
    case 'root':
      return all(node.children as Nodes[], node);
    case 'text':
      return parent?.type === 'element' && (parent.tagName === 'script' || parent.tagName === 'style') ? node.value : escapeText(node.value);
    case 'raw':
      return node.value;
    case 'element':
      return element(node);
    default:
      return handOver(node);
  }
}

function all(children: Nodes[], parent: Nodes): string {
  let out = '';
  for (let i = 0; i < children.length; i++) out += one(children[i], parent);
  return out;
}

function element(node: Element): string {
  if (HANDED_OVER.has(node.tagName)) return handOver(node);
  const attributes = node.properties ? serializeAttributes(node.properties) : '';
  if (attributes === undefined) return handOver(node);
  const content = all(node.children as Nodes[], node);
  const open = `<${node.tagName}${attributes}>`;
  // A void element is written without a closing tag, unless it has content.
  return !content && VOID.has(node.tagName.toLowerCase()) ? open : `${open}${content}</${node.tagName}>`;
}

/** The attributes, each after a space; undefined when one needs hast-util-to-html. */
function serializeAttributes(properties: Properties): string | undefined {
  let out = '';
  for (const key in properties) {
    let value = properties[key];
    if (value === null || value === undefined) continue;
    const info = infoOf(key);
    if (info.overloadedBoolean && (value === info.attribute || value === '')) value = true;
    else if ((info.boolean || info.overloadedBoolean) && (typeof value !== 'string' || value === info.attribute || value === '')) value = Boolean(value);
    if (value === false || (typeof value === 'number' && Number.isNaN(value))) continue;
    if (UNSAFE_NAME.test(info.attribute)) return undefined;
    if (value === true) {
      out += ` ${info.attribute}`;
      continue;
    }
    const text = Array.isArray(value) ? tokens(value, info.commaSeparated) : String(value);
    out += ` ${info.attribute}="${escapeAttribute(text)}"`;
  }
  return out;
}

/** A list value, as space-separated-tokens and comma-separated-tokens write it. */
function tokens(values: (string | number)[], commaSeparated: boolean): string {
  if (!commaSeparated) return values.join(' ').trim();
  return (values[values.length - 1] === '' ? [...values, ''] : values).join(', ').trim();
}

export function escapeText(value: string): string {
  return value.indexOf('<') < 0 && value.indexOf('&') < 0 ? value : value.replace(TEXT_ESCAPE, reference);
}

export function escapeAttribute(value: string): string {
  return NEEDS_ESCAPE.test(value) ? value.replace(ATTRIBUTE_ESCAPE, reference) : value;
}

function handOver(node: Nodes): string {
  return hastUtilToHtml(node, { allowDangerousHtml: true });
}
