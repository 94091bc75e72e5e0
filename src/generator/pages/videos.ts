// Video list pages of a docs section (its `videos` folder, one JSON file a page): cards with our own
// posters; one search record naming every video and speaker.
import type { RouteData } from '../../shared/types.ts';
import type { SiteModel } from '../content/model.ts';
import type { RouteEntry } from '../site/routes.ts';
import { pageRecord, type SearchRecord } from '../search/records.ts';
import { mainVersionName, sectionSidebar, versionData } from './common.ts';
import { markdownText } from '../markdown/plain-text.ts';

type VideosRoute = Extract<RouteEntry, { kind: 'videos' }>;

export function videosRouteData(model: SiteModel, { path, page, section }: VideosRoute): RouteData {
  return {
    path,
    title: page.title,
    description: markdownText(page.description) || page.title,
    version: versionData(section.version),
    navVersion: mainVersionName(model),
    sidebar: sectionSidebar(section),
    page: { kind: 'videos', title: page.title, description: page.description, videos: page.videos.map(({ thumbnail, ...v }) => ({ ...v, thumbnail: thumbnail && `${model.config.baseUrl}${thumbnail.file}` })) },
  };
}

export function videosRecords(route: RouteData, section: string): SearchRecord[] {
  if (route.page.kind !== 'videos') return [];
  const page = route.page;
  return [pageRecord(route.path, page.title, `${page.description} ${page.videos.map((v) => [v.title, v.speakers.join(' '), v.event ?? ''].join(' ')).join(' ')}`, section)];
}
