// Page kinds, the server's side of each: a route's data (what its template renders) and its search
// records. The templates of each kind are in src/templates (pages/index.ts on the server,
// client/pages.ts in the browser); the kinds themselves are the PageData union of shared/types.ts.
import type { HomeData, RouteData, SiteData } from '../../shared/types.ts';
import type { SiteModel } from '../content/model.ts';
import type { RouteEntry } from '../site/routes.ts';
import type { SearchRecord } from '../search/records.ts';
import { docRecords, docRouteData, type DocContent } from './doc.ts';
import { homeRecords, homeRouteData } from './home.ts';
import { notFoundRouteData, searchRouteData } from './plain.ts';
import { videosRecords, videosRouteData } from './videos.ts';
import { indexRecords, indexRouteData } from './generated-index.ts';
import { metaDescription } from '../markdown/plain-text.ts';
import { pageRouteData, pageSearchRecords } from '../plugins/pages/route-data.ts';
import { blogRouteData, postRouteData, postSearchRecords, type Excerpts } from '../plugins/blog/route-data.ts';

/**
 * What rendering a page's content gave: a docs page's HTML and headings, the home page's data; for
 * a blog's list of posts, where its posts' excerpts are.
 */
export type RenderedPage = { doc?: DocContent; home?: HomeData; excerpts?: Excerpts };

const noExcerpts: Excerpts = () => ({ html: '', truncated: false });

/**
 * A route's data. Every kind gives its description as plain text (Markdown read to its text, see
 * markdown/plain-text.ts); here it is made a meta description's length.
 */
export function routeDataOf(model: SiteModel, route: RouteEntry, content: RenderedPage = {}): RouteData {
  const data = kindRouteData(model, route, content);
  data.description = metaDescription(data.description);
  return data;
}

function kindRouteData(model: SiteModel, route: RouteEntry, content: RenderedPage): RouteData {
  switch (route.kind) {
    case 'doc':
      if (route.version.pages) return pageRouteData(model, route, content.doc ?? { html: '', toc: [], summary: '' });
      if (route.version.blog) return postRouteData(model, route, content.doc ?? { html: '', toc: [], summary: '' });
      return docRouteData(model, route, content.doc ?? { html: '', toc: [], summary: '' });
    case 'home':
      return homeRouteData(model, route.path, content.home);
    case 'search':
      return searchRouteData(model, route.path);
    case 'notFound':
      return notFoundRouteData(model, route.path);
    case 'videos':
      return videosRouteData(model, route);
    case 'index':
      return indexRouteData(model, route);
    case 'blog':
      return blogRouteData(model, route, content.excerpts ?? noExcerpts);
  }
}

/** A page's search records (none for pages not indexed). */
export function recordsOf(route: RouteEntry, data: RouteData, site: SiteData): SearchRecord[] {
  if (data.noIndex) return [];
  switch (route.kind) {
    case 'doc':
      if (route.version.blog) return postSearchRecords(route, data);
      return route.version.pages ? pageSearchRecords(route, data) : docRecords(route, data, site);
    case 'home':
      return homeRecords(data, site);
    case 'videos':
      return videosRecords(data, route.section.label);
    case 'index':
      return indexRecords(route, data);
    default:
      return [];
  }
}
