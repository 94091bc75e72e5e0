// The document title of a page: "Page title | Site title" (the home page leads with the tagline).
import type { RouteData, SiteData } from '../shared/types.ts';

export function pageTitle(site: SiteData, route: RouteData): string {
  if (route.page.kind === 'home') return `${site.tagline || route.title} ${site.titleDelimiter} ${site.title}`;
  // (A page of the site's own without a title of its own is the site's title, as Docusaurus has it.)
  if (route.page.kind === 'page' && route.page.page.documentTitle) return route.page.page.documentTitle;
  if (route.page.kind === 'page' && (!route.title || route.title === site.title)) return site.title;
  return `${route.title} ${site.titleDelimiter} ${site.title}`;
}
