// A navbar item in Docusaurus' shape and back. The site's own NavbarItem gets each item of the
// config as Docusaurus hands it over (the keys the site wrote: `label`, `to` or `href`, `position`,
// `className`, `items` of a dropdown, its HTML attributes such as `data-*`, and the keys only its
// component uses, `siteProps` of config/navbar-schema.ts …), made from docgen's
// resolved item (a doc item's page is its `to`); what the site's component passes on to docgen's
// (`@theme-original/NavbarItem`) is read back into a link of docgen's.
import type { MenuEntryData, NavItemData, NavLink } from '../../shared/types.ts';
import type { NavContext } from '../NavbarItem.tsx';

export type ItemProps = Record<string, unknown>;

/** The class docgen's navbar marks an active link with: the `activeClassName` a site's component is given. */
export const ACTIVE_CLASS = 'active';

/**
 * Where a link leads, as Docusaurus' item has it: `to` a page of the site, `href` a URL, a fragment
 * or another relative address (as written), or with `pathname://` a path past the client router.
 */
function target(link: NavLink): ItemProps {
  if (link.noRouter) return { href: `pathname://${link.href}` };
  if (link.external || !link.href.startsWith('/')) return { href: link.href };
  return { to: link.href };
}

/** A link's own keys in Docusaurus' names, its HTML attributes among them. */
function linkProps(link: NavLink): ItemProps {
  return {
    ...link.attributes,
    ...(link.html !== undefined ? { html: link.html } : { label: link.label }),
    ...target(link),
    ...(link.className ? { className: link.className } : {}),
    ...(link.ariaLabel ? { 'aria-label': link.ariaLabel } : {}),
    ...(link.target ? { target: link.target } : {}),
    ...(link.rel ? { rel: link.rel } : {}),
    ...(link.activeBaseRegex ? { activeBaseRegex: link.activeBaseRegex } : {}),
    ...(link.activeBasePath ? { activeBasePath: link.activeBasePath } : {}),
  };
}

/** A dropdown's entry in Docusaurus' shape (what its `items` hold). */
export function entryProps(entry: MenuEntryData): ItemProps {
  if (entry.type === 'html') return { ...entry.siteProps, type: 'html', value: entry.value, ...(entry.className ? { className: entry.className } : {}) };
  const { type: _type, siteProps, ...link } = entry;
  return { ...siteProps, ...linkProps(link) };
}

/** The props a site's NavbarItem gets for an item of the navbar (`mobile`: in the drawer, as Docusaurus says it). */
export function itemProps(item: NavItemData, ctx: NavContext): ItemProps {
  return { ...item.siteProps, ...ownItemProps(item, ctx) };
}

/** An item's props from what docgen resolved of it. */
function ownItemProps(item: NavItemData, ctx: NavContext): ItemProps {
  const common = { position: item.position, ...(ctx.mobile ? { mobile: true } : {}) };
  switch (item.type) {
    case 'link': {
      const { type: _type, position: _position, icon, siteProps: _siteProps, ...link } = item;
      // (An icon link is written without a label: docgen gave it its aria-label as one.)
      const props = linkProps(link);
      if (icon) delete props.label;
      return { ...props, activeClassName: ACTIVE_CLASS, ...common };
    }
    case 'dropdown':
      return {
        ...(item.link ? linkProps(item.link) : {}),
        ...(item.html !== undefined ? { html: item.html } : { label: item.label }),
        ...(item.className ? { className: item.className } : {}),
        items: item.items.map(entryProps),
        ...common,
      };
    case 'html':
      return { type: 'html', value: item.value, ...(item.className ? { className: item.className } : {}), ...common };
    default:
      return { type: item.type, ...('className' in item && item.className ? { className: item.className } : {}), ...common };
  }
}

/** An attribute Docusaurus passes on to a link's <a> (as docgen's config keeps them: config/navbar-schema.ts). */
const ATTRIBUTE = /^(data-[a-zA-Z0-9_.:-]+|aria-[a-z]+|title|lang|hreflang|download|id)$/;

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
const PROTOCOL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** A site path with the base URL (unless it has it), as Docusaurus' useBaseUrl makes one. */
function withBase(to: string, baseUrl: string): string {
  if (!to.startsWith('/') || to.startsWith(baseUrl)) return to;
  return baseUrl + to.slice(1);
}

/**
 * The link a site's component asks docgen's to render (`props`), over the resolved one it came from
 * (`resolved`, when the props still name its page): `to` is a page of the site, `href` a URL, or
 * with `pathname://` a path the browser loads itself; `autoAddBaseUrl: false` keeps it as written.
 */
export function linkFromProps(props: ItemProps, baseUrl: string, resolved?: NavLink): NavLink {
  const attributes: Record<string, string> = {};
  for (const [k, v] of Object.entries(props)) if (ATTRIBUTE.test(k) && k !== 'aria-label' && text(v) !== undefined) attributes[k] = text(v)!;
  const to = text(props.to);
  const href = text(props.href);
  const addBase = props.autoAddBaseUrl !== false;
  let where: Pick<NavLink, 'href' | 'external' | 'noRouter'>;
  // (`href` wins over `to`, as in Docusaurus' navbar link.)
  if (href === undefined && to !== undefined) where = { href: addBase ? withBase(to, baseUrl) : to, external: false };
  else if (href?.startsWith('pathname://')) {
    const path = href.slice('pathname://'.length);
    where = { href: addBase ? withBase(path, baseUrl) : path, external: false, noRouter: true };
  } else if (href !== undefined) where = PROTOCOL.test(href) ? { href, external: true } : { href: props.prependBaseUrlToHref ? withBase(href, baseUrl) : href, external: false };
  else where = resolved ? { href: resolved.href, external: resolved.external, ...(resolved.noRouter ? { noRouter: true } : {}) } : { href: '#', external: false };
  const label = text(props.label) ?? (resolved && !props.html ? resolved.label : '');
  return {
    ...where,
    label,
    ...(text(props.html) !== undefined ? { html: text(props.html) } : {}),
    ...(text(props.className) ? { className: text(props.className) } : {}),
    ...(text(props['aria-label']) ? { ariaLabel: text(props['aria-label']) } : {}),
    ...(text(props.target) ? { target: text(props.target) } : {}),
    ...(text(props.rel) ? { rel: text(props.rel) } : {}),
    ...(text(props.activeBaseRegex) ? { activeBaseRegex: text(props.activeBaseRegex) } : {}),
    ...(text(props.activeBasePath) ? { activeBasePath: withBase(text(props.activeBasePath)!, baseUrl) } : {}),
    // (A doc or sidebar item is active on its docs' pages: kept while the props lead where it led.)
    ...(resolved && resolved.href === where.href ? { activeDocs: resolved.activeDocs, activeSidebar: resolved.activeSidebar } : {}),
    ...(Object.keys(attributes).length ? { attributes } : {}),
  };
}
