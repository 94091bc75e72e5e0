declare module 'virtual:docgen-site' {
  import type { SiteData } from '../shared/types.ts';
  const site: SiteData;
  export default site;
}
