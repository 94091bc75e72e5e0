declare module 'virtual:docgen-site' {
  import type { SiteData } from '../shared/types.ts';
  const site: SiteData;
  export default site;
}

declare module 'virtual:docgen-components' {
  import type { ClientBehaviour } from '../components/kit/component.ts';
  /** The client.ts of every content component, in the order of components/registry.ts. */
  const behaviours: ClientBehaviour[];
  export default behaviours;
}

declare module 'virtual:docgen-eager-pages' {
  import type { PageComponents } from '../templates/App.tsx';
  /** Page components of the site's kinds that are in the entry (a blog's in a site with a blog); the others load on demand. */
  const eager: Partial<PageComponents>;
  export default eager;
}

declare module 'virtual:docgen-site-theme' {
  import type { SiteTheme } from '../templates/site-theme.tsx';
  /** The site's own theme components docgen's layout renders (its NavbarItem): empty for a site without. */
  const theme: SiteTheme;
  export default theme;
}
