// Docusaurus' themeConfig.navbar as docgen's navbar: every item type of theme-classic, with the
// keys docgen's schema knows taken as they are, `aria-label` and the HTML attributes Docusaurus
// passes to a link's <a> (data-*, title, …) kept, and the colour-mode toggle and the search box
// that Docusaurus adds by itself added. What docgen does not honour is a notice naming the key.
import fs from 'node:fs';
import path from 'node:path';
import { isObject, type Notices } from './notices.ts';
import { dropdownEntrySchemas, LINK_ATTRIBUTE, navbarItemSchemas } from '../navbar-schema.ts';

type Out = Record<string, unknown>;

/** Keys that change nothing docgen shows: data for swizzled components, Docusaurus' internal props. */
const NO_EFFECT = new Set(['customProps', 'isDropdownLink', 'isDropdownItem', 'activeSidebarClassName', 'mobile']);

export interface NavbarContext {
  root: string;
  notices: Notices;
}

interface ItemContext extends NavbarContext {
  /** The site has its own NavbarItem: the keys docgen does not use are kept for it (`siteProps`). */
  siteNavbarItem: boolean;
}

/** Whether the site has its own NavbarItem (src/theme/NavbarItem), which is given the keys docgen does not use. */
function hasOwnNavbarItem(root: string): boolean {
  const at = path.join(root, 'src/theme/NavbarItem');
  return fs.existsSync(path.join(at)) || ['js', 'jsx', 'ts', 'tsx'].some((ext) => fs.existsSync(`${at}.${ext}`));
}

export function mapNavbar(value: Out, context: NavbarContext): Out {
  const ctx: ItemContext = { ...context, siteNavbarItem: hasOwnNavbarItem(context.root) };
  const out: Out = {};
  for (const [k, v] of Object.entries(value)) {
    const where = `themeConfig.navbar.${k}`;
    if (k === 'title') out.title = v ?? '';
    else if (k === 'hideOnScroll' || k === 'style') out[k] = v;
    else if (k === 'logo' && isObject(v)) out.logo = mapLogo(v, where, ctx.notices);
    else if (k === 'items' && Array.isArray(v)) out.items = v.flatMap((item, i) => mapItem(item, `${where}[${i}]`, ctx));
    else ctx.notices.skip(where, 'not supported by docgen; ignored');
  }
  out.items = [...((out.items as Out[] | undefined) ?? []), ...automaticItems((out.items as Out[] | undefined) ?? [])];
  return out;
}

/**
 * What Docusaurus' navbar shows without being asked: the colour-mode toggle after the right-hand
 * items (docgen leaves it out when colorMode.disableSwitch is set), and the search box when no
 * item is one (docgen's search is its local index, or Algolia's when themeConfig.algolia is set).
 */
function automaticItems(items: Out[]): Out[] {
  return [{ type: 'colorModeToggle', position: 'right' }, ...(items.some((i) => i.type === 'search') ? [] : [{ type: 'search', position: 'right' }])];
}

export function mapLogo(logo: Out, where: string, notices: Notices): Out {
  const out: Out = {};
  for (const [k, v] of Object.entries(logo)) {
    if (['alt', 'src', 'srcDark', 'width', 'height', 'href', 'target', 'className'].includes(k)) out[k] = v;
    else if (k === 'style') notices.skip(`${where}.style`, "inline styles are not applied (the site's Content-Security-Policy allows none); use width and height");
    else notices.skip(`${where}.${k}`, 'not supported by docgen; ignored');
  }
  return out;
}

/** An item written without a type but with `items` is a dropdown, as Docusaurus reads it. */
function typeOf(raw: Out): string {
  const type = typeof raw.type === 'string' ? raw.type : 'default';
  return (type === 'default' || type === 'link') && 'items' in raw ? 'dropdown' : type === 'link' ? 'default' : type;
}

function mapItem(raw: unknown, where: string, ctx: ItemContext): Out[] {
  if (!isObject(raw)) return [raw as Out];
  const type = typeOf(raw);
  if (type.startsWith('custom-')) {
    ctx.notices.skip(where, `${customComponentNote(type, ctx.root)}; the item is left out`);
    return [];
  }
  const schema = Object.hasOwn(navbarItemSchemas, type) ? navbarItemSchemas[type as keyof typeof navbarItemSchemas] : undefined;
  // (An unknown type goes to docgen's schema as it is, whose error lists the accepted ones.)
  if (!schema) return [raw];
  const item = keysOf(raw, new Set(Object.keys(schema.shape)), where, ctx);
  if (type !== 'default') item.type = type;
  else delete item.type;
  // Docusaurus' GitHub and Discord links are a class with an icon in the site's CSS; docgen has the icons itself.
  if (type === 'default' && typeof item.className === 'string' && item.label === undefined && item.html === undefined) {
    const icon = /github/i.test(item.className) ? 'github' : /discord/i.test(item.className) ? 'discord' : undefined;
    if (icon) Object.assign(item, { icon, label: item.ariaLabel ?? (icon === 'github' ? 'GitHub' : 'Discord') });
  }
  for (const key of ['items', 'dropdownItemsBefore', 'dropdownItemsAfter']) {
    if (Array.isArray(raw[key])) item[key] = (raw[key] as unknown[]).flatMap((entry, j) => mapEntry(entry, `${where}.${key}[${j}]`, ctx));
  }
  return [item];
}

function mapEntry(raw: unknown, where: string, ctx: ItemContext): unknown[] {
  if (!isObject(raw)) return [raw];
  const type = typeof raw.type === 'string' ? raw.type : 'default';
  if (type.startsWith('custom-')) {
    ctx.notices.skip(where, `${customComponentNote(type, ctx.root)}; the entry is left out`);
    return [];
  }
  const schema = Object.hasOwn(dropdownEntrySchemas, type) ? dropdownEntrySchemas[type as keyof typeof dropdownEntrySchemas] : undefined;
  if (!schema) return [raw];
  const entry = keysOf(raw, new Set(Object.keys(schema.shape)), where, ctx);
  if (type === 'default') delete entry.type;
  return [entry];
}

/** Keys Docusaurus' navbar sets itself on the items it renders: nothing a config means. */
const DOCUSAURUS_OWN = new Set(['isDropdownLink', 'isDropdownItem', 'mobile']);

/**
 * The keys of an item that docgen's schema of its type knows (checked there), its `aria-label` as
 * ariaLabel, HTML attributes for its <a> (when the type has a link); the rest, in a site with its
 * own NavbarItem, for that component (`siteProps`: data, not functions); else a notice.
 */
function keysOf(raw: Out, known: Set<string>, where: string, ctx: ItemContext): Out {
  const out: Out = {};
  const attributes: Record<string, string> = {};
  const siteProps: Out = {};
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'items' || k === 'dropdownItemsBefore' || k === 'dropdownItemsAfter') continue;
    if (known.has(k) && k !== 'siteProps') out[k] = v;
    else if (k === 'aria-label' && known.has('ariaLabel')) out.ariaLabel = v;
    else if (known.has('attributes') && LINK_ATTRIBUTE.test(k) && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')) attributes[k] = String(v);
    else if (ctx.siteNavbarItem && !DOCUSAURUS_OWN.has(k) && typeof v !== 'function' && JSON.stringify(v) !== undefined) siteProps[k] = v;
    else if (NO_EFFECT.has(k) || (k === 'docsPluginId' && raw.type === 'search') || (k === 'label' && raw.type === 'html')) continue;
    else ctx.notices.skip(`${where}.${k}`, `not used by docgen for a navbar item of type "${typeOf(raw)}"; ignored`);
  }
  if (Object.keys(attributes).length) out.attributes = attributes;
  if (Object.keys(siteProps).length) out.siteProps = siteProps;
  return out;
}

/** What a custom-* item lacks: a component, or (when the site has one) a theme docgen renders it in. */
function customComponentNote(type: string, root: string): string {
  const file = ['js', 'jsx', 'ts', 'tsx'].map((ext) => `src/theme/NavbarItem/ComponentTypes.${ext}`).find((f) => fs.existsSync(path.join(root, f)));
  if (file && fs.readFileSync(path.join(root, file), 'utf8').includes(type)) {
    return `the navbar item type "${type}" is the site's own component (${file}, a swizzled theme component), which docgen does not render`;
  }
  return `the navbar item type "${type}" has no component: the site provides none (Docusaurus takes them from src/theme/NavbarItem/ComponentTypes)`;
}
