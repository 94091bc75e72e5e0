// Pages with nothing of their own to render on the server: the search page (the browser fills in
// the results) and the not-found page. Neither is searchable.
import type { RouteData } from '../../shared/types.ts';
import type { SiteModel } from '../content/model.ts';
import { mainVersionName } from './common.ts';

export function searchRouteData(model: SiteModel, path: string): RouteData {
  return { path, title: 'Search the documentation', description: `Search the ${model.config.title} documentation.`, navVersion: mainVersionName(model), page: { kind: 'search' }, noIndex: true };
}

export function notFoundRouteData(model: SiteModel, path: string): RouteData {
  return { path, title: 'Page not found', description: 'There is no page at this address.', navVersion: mainVersionName(model), page: { kind: 'notFound' }, noIndex: true };
}
