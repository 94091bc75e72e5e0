// Docusaurus' themeConfig (navbar, footer, colour mode, announcement bar, code blocks, Algolia)
// as docgen's config keys; what docgen does not honour goes to the notices.
import { isObject, type Notices } from './notices.ts';

type Out = Record<string, unknown>;

/** Keys of an item that only affect how Docusaurus renders the link, not where it goes. */
const LINK_PRESENTATION = new Set(['target', 'rel', 'prependBaseUrlToHref', 'autoAddBaseUrl', 'isDropdownLink', 'customProps']);

export function mapThemeConfig(theme: Out, docsRoute: (pluginId: string | undefined) => string, notices: Notices): Out {
  const out: Out = {};
  for (const [key, value] of Object.entries(theme)) {
    const where = `themeConfig.${key}`;
    switch (key) {
      case 'navbar':
        if (isObject(value)) out.navbar = navbar(value, docsRoute, notices);
        break;
      case 'footer':
        if (isObject(value)) out.footer = footer(value, notices);
        break;
      case 'colorMode':
        if (isObject(value)) out.colorMode = pick(value, ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme'], where, notices);
        break;
      case 'announcementBar':
        if (isObject(value)) out.announcementBar = { id: 'announcement-bar', ...pick(value, ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable'], where, notices) };
        break;
      case 'image':
        if (typeof value === 'string') out.image = value;
        break;
      case 'prism':
        if (isObject(value)) prism(value, out, notices);
        break;
      case 'algolia':
        if (isObject(value)) {
          const { appId, apiKey, indexName, contextualSearch, placeholder, ...rest } = value;
          out.search = { provider: 'algolia', appId, apiKey, indexName, ...(contextualSearch !== undefined ? { contextualSearch } : {}), ...(placeholder !== undefined ? { placeholder } : {}) };
          for (const k of Object.keys(rest)) notices.skip(`${where}.${k}`, 'not used by docgen\'s Algolia search');
        }
        break;
      default:
        notices.skip(where, 'not supported by docgen; ignored');
    }
  }
  return out;
}

function pick(value: Out, keys: string[], where: string, notices: Notices): Out {
  const out: Out = {};
  for (const [k, v] of Object.entries(value)) {
    if (keys.includes(k)) out[k] = v;
    else notices.skip(`${where}.${k}`, 'not supported by docgen; ignored');
  }
  return out;
}

function prism(value: Out, out: Out, notices: Notices): void {
  for (const [k, v] of Object.entries(value)) {
    if (k === 'magicComments' && Array.isArray(v)) out.magicComments = v;
    else if (k === 'theme' || k === 'darkTheme') notices.skip(`themeConfig.prism.${k}`, "code blocks use docgen's own light and dark colours");
    else if (k === 'additionalLanguages') notices.skip(`themeConfig.prism.${k}`, 'docgen highlights the languages it knows (refractor\'s common set); others are shown plain');
    else notices.skip(`themeConfig.prism.${k}`, 'not supported by docgen; ignored');
  }
}

function navbar(value: Out, docsRoute: (pluginId: string | undefined) => string, notices: Notices): Out {
  const out: Out = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'title' || k === 'hideOnScroll') out[k] = v;
    else if (k === 'logo' && isObject(v)) out.logo = { alt: typeof v.alt === 'string' ? v.alt : '', src: v.src, ...(v.srcDark ? { srcDark: v.srcDark } : {}) };
    else if (k === 'items' && Array.isArray(v)) out.items = v.flatMap((item, i) => navbarItem(item, `themeConfig.navbar.items[${i}]`, docsRoute, notices));
    else notices.skip(`themeConfig.navbar.${k}`, 'not supported by docgen; ignored');
  }
  return out;
}

/** Navbar item types docgen takes as they are (their keys are checked by its schema). */
const SAME_TYPES = new Set(['doc', 'docSidebar', 'docsVersionDropdown', 'docsVersion', 'localeDropdown', 'search', 'html']);

function navbarItem(raw: unknown, where: string, docsRoute: (pluginId: string | undefined) => string, notices: Notices): Out[] {
  if (!isObject(raw)) return [raw as Out];
  const item: Out = {};
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'aria-label') item.ariaLabel = v;
    else if (LINK_PRESENTATION.has(k)) continue;
    else if (k === 'docsPluginId' && raw.type === 'search') continue;
    else item[k] = v;
  }
  const type = typeof raw.type === 'string' ? raw.type : 'default';
  if (type === 'default' || type === 'link') {
    delete item.type;
    if (typeof item.html === 'string') {
      notices.skip(`${where}.html`, 'an item with HTML content is shown with its label');
      delete item.html;
    }
    // Docusaurus' GitHub link is a class with an icon in CSS; docgen has the icon itself.
    if (typeof item.className === 'string' && /github/i.test(item.className)) item.icon = 'github';
    return [item];
  }
  if (type === 'dropdown') {
    const items = Array.isArray(raw.items) ? raw.items : [];
    item.items = items.flatMap((sub, i) => dropdownEntry(sub, `${where}.items[${i}]`, docsRoute, notices));
    return [item];
  }
  if (SAME_TYPES.has(type)) return [item];
  notices.skip(where, `navbar item type "${type}" is not supported by docgen; the item is left out`);
  return [];
}

/** A dropdown entry as docgen's { label, to | href }: a doc entry links to the doc's URL. */
function dropdownEntry(raw: unknown, where: string, docsRoute: (pluginId: string | undefined) => string, notices: Notices): Out[] {
  if (!isObject(raw)) return [];
  if (raw.type === 'doc' && typeof raw.docId === 'string') {
    return [{ label: typeof raw.label === 'string' ? raw.label : raw.docId, to: `${docsRoute(raw.docsPluginId as string | undefined)}/${raw.docId}`.replace(/\/+/g, '/') }];
  }
  if ((raw.type === undefined || raw.type === 'default' || raw.type === 'link') && typeof raw.label === 'string' && (raw.to || raw.href)) {
    return [{ label: raw.label, ...(raw.to ? { to: raw.to } : { href: raw.href }) }];
  }
  notices.skip(where, 'this kind of dropdown entry is not supported by docgen; it is left out');
  return [];
}

function footer(value: Out, notices: Notices): Out {
  const out: Out = {};
  const link = (raw: unknown, where: string): Out[] => {
    if (isObject(raw) && typeof raw.label === 'string' && (raw.to || raw.href)) return [{ label: raw.label, ...(raw.to ? { to: raw.to } : { href: raw.href }) }];
    notices.skip(where, 'a footer entry without label and to/href (e.g. an html entry) is left out');
    return [];
  };
  for (const [k, v] of Object.entries(value)) {
    if (k === 'style' || k === 'copyright') out[k] = v;
    else if (k === 'links' && Array.isArray(v)) {
      // Columns ({ title, items }), or a flat list of links (one row).
      const columns = v.every((c) => isObject(c) && Array.isArray(c.items));
      out.links = columns
        ? v.map((c, i) => ({ title: typeof c.title === 'string' ? c.title : '', items: (c.items as unknown[]).flatMap((x, j) => link(x, `themeConfig.footer.links[${i}].items[${j}]`)) }))
        : [{ title: '', items: v.flatMap((x, i) => link(x, `themeConfig.footer.links[${i}]`)) }];
    } else notices.skip(`themeConfig.footer.${k}`, 'not supported by docgen; ignored');
  }
  return out;
}
