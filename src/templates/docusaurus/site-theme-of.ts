// The site's own theme components as docgen's layout uses them (site-theme.tsx): the server's
// document (generator/render/document.ts) and the browser's bundle (generator/client-bundle.ts) make
// the same from the same components.
import type { ComponentType } from 'react';
import type { SiteTheme } from '../site-theme.tsx';
import type { ItemProps } from './navbar-item-props.ts';
import { siteNavbarItem } from './SiteNavbarItem.tsx';

/** The site's components docgen's layout renders, by their theme name. */
export interface SiteComponents {
  NavbarItem?: ComponentType<ItemProps>;
  SearchBar?: ComponentType;
}

export function siteThemeOf(components: SiteComponents): SiteTheme {
  return { ...(components.NavbarItem ? { NavbarItem: siteNavbarItem(components.NavbarItem) } : {}), ...(components.SearchBar ? { SearchBar: components.SearchBar } : {}) };
}
