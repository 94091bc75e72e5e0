// Docusaurus' themeConfig.footer as docgen's: columns or one row of links (each a link or HTML),
// the logo, the copyright (HTML) and the style (Docusaurus' default, 'light', when none is set).
import { isObject, type Notices } from './notices.ts';
import { mapLogo } from './navbar.ts';
import { LINK_ATTRIBUTE } from '../navbar-schema.ts';

type Out = Record<string, unknown>;

const LINK_KEYS = new Set(['label', 'to', 'href', 'html', 'prependBaseUrlToHref', 'target', 'rel', 'className']);

export function mapFooter(value: Out, notices: Notices): Out {
  const out: Out = { style: 'light' };
  for (const [k, v] of Object.entries(value)) {
    const where = `themeConfig.footer.${k}`;
    if (k === 'style' || k === 'copyright') out[k] = v;
    else if (k === 'logo' && isObject(v)) out.logo = mapLogo(v, where, notices);
    else if (k === 'links' && Array.isArray(v)) {
      out.links = v.map((entry, i) => {
        if (!isObject(entry) || !Array.isArray(entry.items)) return link(entry, `${where}[${i}]`, notices);
        const column: Out = {};
        for (const [ck, cv] of Object.entries(entry)) {
          if (ck === 'items') column.items = (cv as unknown[]).map((x, j) => link(x, `${where}[${i}].items[${j}]`, notices));
          else if (ck === 'title' || ck === 'className') column[ck] = cv;
          else notices.skip(`${where}[${i}].${ck}`, 'not supported by docgen; ignored');
        }
        return column;
      });
    } else notices.skip(where, 'not supported by docgen; ignored');
  }
  return out;
}

function link(raw: unknown, where: string, notices: Notices): unknown {
  if (!isObject(raw)) return raw;
  const out: Out = {};
  const attributes: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (LINK_KEYS.has(k)) out[k] = v;
    else if (k === 'aria-label') out.ariaLabel = v;
    // (Docusaurus passes them to the <a> as they are: data for swizzled components, a `type` a
    // link of a footer does not have — `type: 'doc'` changes nothing there.)
    else if (k === 'customProps' || k === 'type') continue;
    else if (LINK_ATTRIBUTE.test(k) && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')) attributes[k] = String(v);
    else notices.skip(`${where}.${k}`, 'not used by docgen for a footer link; ignored');
  }
  if (Object.keys(attributes).length) out.attributes = attributes;
  return out;
}
