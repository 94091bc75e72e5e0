// Index pages of cards: a docs section's (config docsPlugins[].index: a card for every page of its
// sidebar) and a sidebar category's generated index page (a card for each of the category's items,
// with the sidebar, breadcrumbs and previous/next of a doc); one search record each.
import type { LinkData, RouteData } from '../../shared/types.ts';
import type { SiteModel } from '../content/model.ts';
import type { RouteEntry } from '../site/routes.ts';
import { absoluteUrl, joinUrl } from '../../shared/urls.ts';
import { pageRecords, type SearchRecord } from '../search/records.ts';
import { mainVersionName, sectionSidebar, versionData } from './common.ts';
import { markdownText } from '../markdown/plain-text.ts';
import { sidebarIndex, sidebarLinks } from './sidebar.ts';
import { categoryCards } from './doc-cards.ts';

type IndexRoute = Extract<RouteEntry, { kind: 'index' }>;

export function indexRouteData(model: SiteModel, route: IndexRoute): RouteData {
  return route.category ? categoryIndexRouteData(model, route) : sectionIndexRouteData(model, route);
}

function sectionIndexRouteData(model: SiteModel, { path, section }: IndexRoute): RouteData {
  const { title, description } = section!.index!;
  const version = section!.version;
  const sidebar = sectionSidebar(section!);
  // Each card says what is behind it: the page's description, or that it leaves the site.
  const describe = (c: LinkData): string | undefined => {
    if (c.external) return 'External site; opens in a new tab.';
    const doc = version.docs.find((d) => d.permalink === c.href);
    const videos = section!.videoPages.find((p) => joinUrl(version.path, p.id) === c.href);
    return doc?.description ?? (videos?.description || undefined);
  };
  const cards = (sidebar ? sidebarLinks(sidebar.items) : []).map((c) => ({ ...c, description: describe(c) }));
  return {
    path,
    title,
    description: markdownText(description),
    version: versionData(version),
    navVersion: mainVersionName(model),
    sidebar,
    page: { kind: 'index', title, description, cards },
  };
}

function categoryIndexRouteData(model: SiteModel, { path, version, category: page }: IndexRoute): RouteData {
  const { title, category, sidebar } = page!;
  const items = version.sidebars[sidebar] ?? [];
  const index = sidebarIndex(items);
  const at = index.positions.get(path) ?? -1;
  const cards = categoryCards(version, category);
  const description = page!.description ?? '';
  return {
    path,
    title,
    description: markdownText(description) || `${title}: ${cards.map((c) => c.label).join(', ')}.`,
    version: versionData(version),
    navVersion: version.pluginId === 'default' ? version.name : mainVersionName(model),
    sidebar: { id: sidebar, items },
    ...(version.noIndex ? { noIndex: true } : {}),
    ...(page!.keywords?.length ? { keywords: page!.keywords } : {}),
    ...(page!.image ? { image: absoluteUrl(model.config.url, model.config.baseUrl, page!.image) } : {}),
    page: {
      kind: 'index',
      title,
      description,
      cards,
      breadcrumbs: [...(index.trails.get(path) ?? []).map((c) => ({ label: c.label, href: c.href ?? '' })), { label: category.label, href: path }],
      previous: at > 0 ? index.pages[at - 1] : undefined,
      next: at >= 0 && at < index.pages.length - 1 ? index.pages[at + 1] : undefined,
    },
  };
}

/** The page's one record: its title, description and cards (and a category page's keywords). */
export function indexRecords(route: IndexRoute, data: RouteData): SearchRecord[] {
  if (data.page.kind !== 'index') return [];
  const page = data.page;
  const category = route.section?.label ?? (page.breadcrumbs && page.breadcrumbs.length > 1 ? page.breadcrumbs[0].label : undefined);
  const text = `${page.description} ${page.cards.map((c) => c.label).join(' ')}`.trim();
  return pageRecords({ url: data.path, title: page.title, category, html: '', description: text, names: [page.title, ...(route.category?.keywords ?? [])] }).slice(0, 1);
}
