// The home page: its route data (the rendered home content of config.homePage.data, or a plain
// heading without one) and its one search record.
import type { HomeData, RouteData, SiteData } from '../../shared/types.ts';
import type { SiteModel } from '../content/model.ts';
import { htmlText, pageRecord, type SearchRecord } from '../search/records.ts';
import { mainVersionName } from './common.ts';
import { markdownText } from '../markdown/plain-text.ts';

export function homeRouteData(model: SiteModel, path: string, home: HomeData | undefined): RouteData {
  const { config } = model;
  return {
    path,
    title: config.homePage.title ?? config.tagline ?? config.title,
    description: markdownText(config.homePage.description ?? config.tagline),
    navVersion: mainVersionName(model),
    page: { kind: 'home', home: home ?? { heading: config.title, tagline: config.tagline, actions: [], sections: [] } },
  };
}

export function homeRecords(route: RouteData, site: SiteData): SearchRecord[] {
  if (route.page.kind !== 'home') return [];
  const h = route.page.home;
  const parts = [h.tagline, h.install?.captionHtml ?? '', ...h.sections.flatMap((s) => [s.title, ...s.items.flatMap((i) => [i.title, i.html])]), h.closing?.html ?? ''];
  return [pageRecord(route.path, site.title, htmlText(parts.join(' ')))];
}
