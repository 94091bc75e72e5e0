// A docs section's index page (config docsPlugins[].index): a card for every page of its sidebar,
// saying what is behind it; one search record.
import type { LinkData, RouteData } from '../../shared/types.ts';
import type { SiteModel } from '../content/model.ts';
import type { RouteEntry } from '../site/routes.ts';
import { joinUrl } from '../../shared/urls.ts';
import { pageRecord, type SearchRecord } from '../search/records.ts';
import { mainVersionName, sectionSidebar, versionData } from './common.ts';
import { sidebarLinks } from './sidebar.ts';

type IndexRoute = Extract<RouteEntry, { kind: 'index' }>;

export function indexRouteData(model: SiteModel, { path, section }: IndexRoute): RouteData {
  const { title, description } = section.index!;
  const version = section.version;
  const sidebar = sectionSidebar(section);
  // Each card says what is behind it: the page's description, or that it leaves the site.
  const describe = (c: LinkData): string | undefined => {
    if (c.external) return 'External site; opens in a new tab.';
    const doc = version.docs.find((d) => d.permalink === c.href);
    const videos = section.videoPages.find((p) => joinUrl(version.path, p.id) === c.href);
    return doc?.description ?? (videos?.description || undefined);
  };
  const cards = (sidebar ? sidebarLinks(sidebar.items) : []).map((c) => ({ ...c, description: describe(c) }));
  return {
    path,
    title,
    description,
    version: versionData(version),
    navVersion: mainVersionName(model),
    sidebar,
    page: { kind: 'index', title, description, cards },
  };
}

export function indexRecords(route: RouteData, section: string): SearchRecord[] {
  if (route.page.kind !== 'index') return [];
  const page = route.page;
  return [pageRecord(route.path, page.title, `${page.description} ${page.cards.map((c) => c.label).join(' ')}`, section)];
}
