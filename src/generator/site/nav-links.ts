// Where a navbar, dropdown or footer link of the config leads, by Docusaurus' rules (its Link and
// useBaseUrl): `to` is a path of the site and gets the base URL; `href` is a URL, or a path of the
// site when it starts with "/" (the base URL is added then, unless it is there), or a path
// relative to the page when it does not (the base URL only with prependBaseUrlToHref);
// `pathname:///x` is a file of the site that is not a page: the base URL is added, and the browser
// loads it as an outside link (a new tab, no client routing).
import type { NavLink } from '../../shared/types.ts';
import { isExternal, pathnameHref, withBaseUrl } from '../../shared/urls.ts';

export { withBaseUrl };

export interface LinkKeys {
  label?: string;
  html?: string;
  to?: string;
  href?: string;
  prependBaseUrlToHref?: boolean;
  target?: string;
  rel?: string;
  className?: string;
  ariaLabel?: string;
  attributes?: Record<string, string>;
  activeBasePath?: string;
  activeBaseRegex?: string;
}

/** The URL a link leads to, and whether it leaves the client router (outside links, pathname://). */
export function linkTarget(baseUrl: string, l: { to?: string; href?: string; prependBaseUrlToHref?: boolean }): { href: string; external: boolean; noRouter?: true } | undefined {
  const raw = l.href ?? l.to;
  if (raw === undefined) return undefined;
  const pathname = pathnameHref(raw, baseUrl);
  if (pathname !== undefined) return { href: pathname || baseUrl, external: true, noRouter: true };
  if (isExternal(raw)) return { href: raw, external: true };
  if (raw.startsWith('#')) return { href: raw, external: false };
  if (l.href === undefined || l.prependBaseUrlToHref || raw.startsWith('/')) return { href: withBaseUrl(baseUrl, raw), external: false };
  return { href: raw, external: false };
}

/**
 * A link of the config as the templates render it; undefined when it has neither `to` nor `href`.
 * `activeBasePath` gets the base URL as `to` does.
 */
export function navLink(baseUrl: string, l: LinkKeys): NavLink | undefined {
  const target = linkTarget(baseUrl, l);
  if (!target) return undefined;
  const out: NavLink = { label: l.label ?? '', href: target.href, external: target.external };
  if (target.noRouter) out.noRouter = true;
  if (l.html !== undefined) out.html = l.html;
  // (An outside link's new tab and rel="noopener noreferrer" are the templates' default.)
  if (l.target) out.target = l.target;
  if (l.rel) out.rel = l.rel;
  if (l.className) out.className = l.className;
  if (l.ariaLabel) out.ariaLabel = l.ariaLabel;
  if (l.attributes && Object.keys(l.attributes).length) out.attributes = l.attributes;
  if (l.activeBasePath) out.activeBasePath = withBaseUrl(baseUrl, l.activeBasePath);
  if (l.activeBaseRegex) out.activeBaseRegex = l.activeBaseRegex;
  return out;
}
