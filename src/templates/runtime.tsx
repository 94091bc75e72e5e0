// What interactive templates need from the browser, as a React context. The server renders with
// the inert default (nothing hydrated, nothing stored); the client runtime provides the real one.
import { createContext, useContext } from 'react';
import type { SearchBarScope, SiteTheme } from './site-theme.tsx';

export type ColorChoice = 'light' | 'dark' | 'system';

export interface Runtime {
  /** False during the server render and the first client render (before hydration ends). */
  hydrated: boolean;
  colorChoice: ColorChoice;
  /** Cycles light → dark → system (or light ↔ dark without the system option). */
  cycleColorMode(): void;
  announcementDismissed: boolean;
  dismissAnnouncement(): void;
  /** Expanded state of sidebar categories, kept across client navigations. */
  categoryOpen(key: string): boolean | undefined;
  setCategoryOpen(key: string, open: boolean): void;
  /** True while the viewport is below the mobile breakpoint. */
  mobile: boolean;
  /** Reports an error of one part of the page (e.g. a navbar item) without breaking the rest. */
  reportError(message: string, error: unknown): void;
  /** Opens the search modal (its code loads on first use). */
  openSearch(): void;
  /** Browser storage that never throws (a failure is logged once and calls become no-ops). */
  storage: { get(key: string): string | null; set(key: string, value: string | null): void };
}

const inert: Runtime = {
  hydrated: false,
  colorChoice: 'system',
  cycleColorMode: () => {},
  announcementDismissed: false,
  dismissAnnouncement: () => {},
  categoryOpen: () => undefined,
  setCategoryOpen: () => {},
  mobile: false,
  reportError: () => {},
  storage: { get: () => null, set: () => {} },
  openSearch: () => {},
};

export const RuntimeContext = createContext<Runtime>(inert);

export function useRuntime(): Runtime {
  return useContext(RuntimeContext);
}

/**
 * The site's own theme components docgen's layout renders (site-theme.tsx); none by default. (Here
 * beside the runtime, whose module imports React already: a client bundle without them keeps
 * nothing of it.)
 */
export const SiteThemeContext = /* @__PURE__ */ createContext<SiteTheme>({});

export function useSiteTheme(): SiteTheme {
  return useContext(SiteThemeContext);
}

/** Whether the site has theme components of its own that its layout renders. */
export function hasSiteComponents(theme: SiteTheme): boolean {
  return !!(theme.NavbarItem || theme.SearchBar);
}

/** Where the site's SearchBar is rendered: what docgen's search button there would have been given. */
export const SearchBarScopeContext = /* @__PURE__ */ createContext<SearchBarScope | null>(null);

/** A location as Docusaurus' router has it (what a site's theme component reads with `useLocation`). */
export interface DocusaurusLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** The location of the page being rendered, where the site's theme components are (docusaurus/router.ts reads it). */
export const LocationContext = /* @__PURE__ */ createContext<DocusaurusLocation | null>(null);

/** The route's location: its path, and once hydrated the page's hash (the server has none: the first render matches its HTML). */
export function routeLocation(path: string, hydrated: boolean): DocusaurusLocation {
  return { pathname: path, search: '', hash: hydrated && typeof window !== 'undefined' ? window.location.hash : '', state: undefined };
}
