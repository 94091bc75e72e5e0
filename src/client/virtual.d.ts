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
