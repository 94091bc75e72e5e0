// The site's own theme components that docgen's layout renders in place of its own (Docusaurus'
// swizzled components). The server's document and the browser's app provide the same ones
// (`SiteThemeContext`, runtime.tsx: generator/render/document.ts, client/ClientApp.tsx), so the page
// hydrates as rendered. A site without them has the empty value, and its layout is docgen's alone.
import type { ComponentType } from 'react';
import type { NavItemData } from '../shared/types.ts';
import type { NavContext } from './nav-context.ts';

/** A navbar item as docgen's navbar renders one (templates/NavbarItem.tsx has the same props). */
export type NavbarItemSlot = ComponentType<{ item: NavItemData; ctx: NavContext }>;

export interface SiteTheme {
  /** Renders each navbar item through the site's NavbarItem (docusaurus/SiteNavbarItem.tsx). */
  NavbarItem?: NavbarItemSlot;
  /** The site's SearchBar, where docgen's search button is (docgen's is docusaurus/OriginalSearchBar.tsx). */
  SearchBar?: ComponentType;
}

/** What the search button is given where the site's SearchBar takes its place (its `@theme-original/SearchBar` shows it). */
export interface SearchBarScope {
  baseUrl: string;
  placeholder: string;
  className?: string;
}

// (The code that reads them is left out of the client bundle of a site without them: that bundle is
// made with `process.env.DOCGEN_CLIENT_SITE_THEME` 'none' (generator/client-bundle.ts), and the code
// is written under `process.env.DOCGEN_CLIENT_SITE_THEME !== 'none'`, which esbuild folds there.
// The server has the variable unset, and reads them.)
