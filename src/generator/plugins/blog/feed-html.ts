// A post's HTML as a feed carries it: every link and picture made an absolute URL (a feed reader has
// no page to resolve `/blog/…` or `./img.png` against). Only those attribute values change: the
// rest of the HTML is kept byte for byte, as the page had it.
import { fromHtml } from 'hast-util-from-html';
import type { Element, Nodes } from 'hast';

/** The attributes holding one URL, and those holding a list of candidates (srcset), by element. */
const URL_ATTRIBUTES: Record<string, { url: string[]; srcset?: boolean }> = {
  a: { url: ['href'] },
  img: { url: ['src'], srcset: true },
  source: { url: ['src'], srcset: true },
  video: { url: ['src', 'poster'] },
  audio: { url: ['src'] },
};

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The HTML with the URLs of its links, images and media resolved against `pageUrl` (an absolute URL). */
export function absoluteUrls(html: string, pageUrl: string): string {
  if (!html) return html;
  const resolve = (url: string): string => {
    try {
      return new URL(url, pageUrl).href;
    } catch {
      return url;
    }
  };
  const edits: Edit[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'element') editElement(node, resolve, edits);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(fromHtml(html, { fragment: true, verbose: true }));
  // (Applied from the end, so the offsets of the earlier ones stay right.)
  let out = html;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

function editElement(node: Element, resolve: (url: string) => string, edits: Edit[]): void {
  const which = URL_ATTRIBUTES[node.tagName];
  if (!which) return;
  const positions = (node.data as { position?: { properties?: Record<string, { start: { offset?: number }; end: { offset?: number } } | undefined> } } | undefined)?.position?.properties;
  const edit = (property: string, attribute: string, value: string) => {
    const at = positions?.[property];
    const old = node.properties[property];
    if (!at || at.start.offset === undefined || at.end.offset === undefined || (Array.isArray(old) ? old.join(', ') : old) === value) return;
    edits.push({ start: at.start.offset, end: at.end.offset, text: `${attribute}="${escapeAttribute(value)}"` });
  };
  for (const attribute of which.url) {
    const value = node.properties[attribute];
    if (typeof value === 'string' && value.trim()) edit(attribute, attribute, resolve(value.trim()));
  }
  const srcset = node.properties.srcSet;
  const text = Array.isArray(srcset) ? srcset.join(', ') : srcset;
  if (which.srcset && typeof text === 'string' && text.trim()) edit('srcSet', 'srcset', mapSrcset(text, resolve));
}

/** A srcset's candidates ("url descriptor", comma separated) with each URL mapped. */
export function mapSrcset(srcset: string, map: (url: string) => string): string {
  const candidates: string[] = [];
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i])) i++;
    if (i >= srcset.length) break;
    let url = '';
    while (i < srcset.length && !/\s/.test(srcset[i])) url += srcset[i++];
    let descriptor = '';
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      while (i < srcset.length && srcset[i] !== ',') descriptor += srcset[i++];
      i++;
    }
    descriptor = descriptor.trim();
    candidates.push(descriptor ? `${map(url)} ${descriptor}` : map(url));
  }
  return candidates.join(', ');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
