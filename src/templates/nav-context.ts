// What a navbar item is rendered in: the page being read, its docs and version, the words the
// navbar uses (templates/NavbarItem.tsx).
export interface NavContext {
  path: string;
  baseUrl: string;
  sidebarId?: string;
  /** The docs plugin and version of the page, if it is of one; the docs version of its navbar. */
  pluginId?: string;
  versionName?: string;
  navVersion?: string;
  /** The same page in other versions of its docs (RouteData.versionLinks). */
  versionLinks?: Record<string, string>;
  searchPlaceholder: string;
  localeLabel: string;
  htmlLang: string;
  mobile?: boolean;
}
