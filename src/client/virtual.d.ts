declare module 'virtual:docgen-site' {
  import type { SiteData } from '../templates/types.ts';
  const site: SiteData;
  export default site;
}
