// The site's own theme components that docgen's layout renders in place of its own (Docusaurus'
// swizzled components), as a React context: the server's document and the browser's app provide
// the same ones (generator/render/document.ts, client/entry.tsx), so the page hydrates as rendered.
// A site without them has the empty value, and its layout is docgen's alone.
import { createContext, useContext, type ComponentType } from 'react';
import type { NavItemData } from '../shared/types.ts';
import type { NavContext } from './NavbarItem.tsx';

/** A navbar item as docgen's navbar renders one (templates/NavbarItem.tsx has the same props). */
export type NavbarItemSlot = ComponentType<{ item: NavItemData; ctx: NavContext }>;

export interface SiteTheme {
  /** Renders each navbar item through the site's NavbarItem (docusaurus/SiteNavbarItem.tsx). */
  NavbarItem?: NavbarItemSlot;
}

export const SiteThemeContext = createContext<SiteTheme>({});

export const useSiteTheme = (): SiteTheme => useContext(SiteThemeContext);
