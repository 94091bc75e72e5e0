// The home page: its route data (the rendered home content of config.homePage.data, or a plain
// heading without one) and its one search record.
import type { HomeData, RouteData, SiteData } from '../../shared/types.ts';
import type { SiteModel } from '../content/model.ts';
import { escapeText } from 'entities';
import { pageRecord, type SearchRecord } from '../search/records.ts';
import { htmlText } from '../search/html-text.ts';
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
  // Its plain texts (tagline, titles) are escaped to join its HTML parts, so that each is decoded once.
  const parts = [escapeText(h.tagline), h.install?.captionHtml ?? '', ...h.sections.flatMap((s) => [escapeText(s.title), ...s.items.flatMap((i) => [escapeText(i.title), i.html])]), h.closing?.html ?? ''];
  return [pageRecord(route.path, site.title, htmlText(parts.join('<br>')))];
}
