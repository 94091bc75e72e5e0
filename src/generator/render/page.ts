// Turns a route and its rendered content into RouteData and then into the final HTML document.
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { SiteModel, DocsVersion, DocRecord } from '../model.ts';
import type { RouteEntry } from '../routes.ts';
import { joinUrl } from '../../shared/urls.ts';
import type { DocData, HomeData, LinkData, RouteData, SidebarItem, SiteData, VersionData } from '../../shared/types.ts';
import { App } from '../../templates/App.tsx';
import { allPages } from '../../templates/pages/index.ts';
import { Document, embeddedJson, type DocumentAssets } from '../../templates/Document.tsx';

export function versionData(v: DocsVersion): VersionData {
  return { name: v.name, label: v.label, isLast: v.isLast, path: v.path, banner: v.banner, badge: v.badge, pluginId: v.pluginId };
}

/** The categories leading to a page in a sidebar, outermost first (null if not in it). */
export function sidebarTrail(items: SidebarItem[], href: string): Extract<SidebarItem, { type: 'category' }>[] | null {
  for (const item of items) {
    if ((item.type === 'doc' || item.type === 'link') && item.href === href) return [];
    if (item.type === 'category') {
      if (item.href === href) return [];
      const inner = sidebarTrail(item.items, href);
      if (inner) return [item, ...inner];
    }
  }
  return null;
}

/** Pages of a sidebar in reading order, for previous/next links. */
export function sidebarPages(items: SidebarItem[]): LinkData[] {
  const out: LinkData[] = [];
  for (const item of items) {
    if (item.type === 'doc') out.push({ label: item.label, href: item.href });
    else if (item.type === 'category') {
      if (item.href) out.push({ label: item.label, href: item.href });
      out.push(...sidebarPages(item.items));
    }
  }
  return out;
}

/** Every doc and link of a sidebar, in order (for generated index pages). */
export function sidebarLinks(items: SidebarItem[]): LinkData[] {
  return items.flatMap((i): LinkData[] =>
    i.type === 'doc' ? [{ label: i.label, href: i.href }] : i.type === 'link' ? [{ label: i.label, href: i.href, external: i.external }] : i.type === 'category' ? sidebarLinks(i.items) : [],
  );
}

export function summarize(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export interface DocRouteInput {
  model: SiteModel;
  version: DocsVersion;
  doc: DocRecord;
  html: string;
  toc: DocData['toc'];
  summary: string;
}

type Category = Extract<SidebarItem, { type: 'category' }>;
interface SidebarIndex {
  /** sidebarPages() of the sidebar, and the first position of each href in it. */
  pages: LinkData[];
  positions: Map<string, number>;
  /** sidebarTrail() of each href of the sidebar. */
  trails: Map<string, Category[]>;
}
const sidebarIndexes = new WeakMap<SidebarItem[], SidebarIndex>();

/** What every page of a sidebar needs of it, worked out once per sidebar (not once per page). */
function sidebarIndex(items: SidebarItem[]): SidebarIndex {
  let index = sidebarIndexes.get(items);
  if (index) return index;
  const pages = sidebarPages(items);
  const positions = new Map<string, number>();
  pages.forEach((p, i) => {
    if (!positions.has(p.href)) positions.set(p.href, i);
  });
  const trails = new Map<string, Category[]>();
  const walk = (list: SidebarItem[], trail: Category[]) => {
    for (const item of list) {
      if ((item.type === 'doc' || item.type === 'link' || item.type === 'category') && item.href && !trails.has(item.href)) trails.set(item.href, trail);
      if (item.type === 'category') walk(item.items, [...trail, item]);
    }
  };
  walk(items, []);
  index = { pages, positions, trails };
  sidebarIndexes.set(items, index);
  return index;
}

export function docRouteData({ model, version, doc, html, toc, summary }: DocRouteInput): RouteData {
  const sidebarItems = doc.sidebar ? version.sidebars[doc.sidebar] : undefined;
  const index = sidebarItems ? sidebarIndex(sidebarItems) : undefined;
  const trail = index?.trails.get(doc.permalink) ?? [];
  const pages = index?.pages ?? [];
  const at = index?.positions.get(doc.permalink) ?? -1;
  const fm = doc.frontMatter;
  const main = model.versions[0];
  let latestVersionLink: string | undefined;
  if (version.pluginId === 'default' && !version.isLast && main) {
    latestVersionLink = (main.docs.find((d) => d.id === doc.id) ?? main.docs.find((d) => d.id === main.mainDocId))?.permalink;
  }
  const docData: DocData = {
    id: doc.id,
    title: doc.title,
    html,
    toc,
    tocMinLevel: fm.toc_min_heading_level ?? 2,
    tocMaxLevel: fm.toc_max_heading_level ?? 3,
    hideToc: !!fm.hide_table_of_contents,
    hideTitle: !!fm.hide_title,
    breadcrumbs: [...trail.map((c) => ({ label: c.label, href: c.href ?? '' })), { label: doc.sidebarLabel, href: doc.permalink }],
    previous: at > 0 && fm.pagination_prev !== null ? pages[at - 1] : undefined,
    next: at >= 0 && at < pages.length - 1 && fm.pagination_next !== null ? pages[at + 1] : undefined,
    latestVersionLink,
    kind: doc.kind,
  };
  return {
    path: doc.permalink,
    title: doc.title,
    description: doc.description ?? summarize(summary),
    version: versionData(version),
    navVersion: version.pluginId === 'default' ? version.name : (model.versions[0]?.name ?? 'current'),
    sidebar: doc.sidebar && sidebarItems ? { id: doc.sidebar, items: sidebarItems } : undefined,
    page: { kind: 'doc', doc: docData },
    noIndex: !!fm.unlisted,
  };
}

export function otherRouteData(model: SiteModel, route: Exclude<RouteEntry, { kind: 'doc' }>, home: HomeData | undefined): RouteData {
  const main = model.versions[0]?.name ?? 'current';
  const community = model.community;
  const communitySidebar = community ? Object.entries(community.sidebars)[0] : undefined;
  switch (route.kind) {
    case 'home':
      return {
        path: route.path,
        title: model.config.homePage.title ?? model.config.tagline ?? model.config.title,
        description: model.config.homePage.description ?? model.config.tagline,
        navVersion: main,
        page: home ? { kind: 'home', home } : { kind: 'home', home: { heading: model.config.title, tagline: model.config.tagline, actions: [], sections: [] } },
      };
    case 'search':
      return { path: route.path, title: 'Search the documentation', description: `Search the ${model.config.title} documentation.`, navVersion: main, page: { kind: 'search' }, noIndex: true };
    case 'notFound':
      return { path: route.path, title: 'Page not found', description: 'There is no page at this address.', navVersion: main, page: { kind: 'notFound' }, noIndex: true };
    case 'videos':
      return {
        path: route.path,
        title: route.page.title,
        description: route.page.description || route.page.title,
        version: community ? versionData(community) : undefined,
        navVersion: main,
        sidebar: communitySidebar ? { id: communitySidebar[0], items: communitySidebar[1] } : undefined,
        page: { kind: 'videos', title: route.page.title, description: route.page.description, videos: route.page.videos.map(({ thumbnail, ...v }) => ({ ...v, thumbnail: thumbnail && `${model.config.baseUrl}${thumbnail.file}` })) },
      };
    case 'communityIndex': {
      // Each card says what is behind it: the page's description, or that it leaves the site.
      const describe = (c: LinkData): string | undefined => {
        if (c.external) return 'External site; opens in a new tab.';
        const doc = community?.docs.find((d) => d.permalink === c.href);
        const videos = model.videoPages.find((p) => community && joinUrl(community.path, p.id) === c.href);
        return doc?.description ?? (videos?.description || undefined);
      };
      const cards = (communitySidebar ? sidebarLinks(communitySidebar[1]) : []).map((c) => ({ ...c, description: describe(c) }));
      return {
        path: route.path,
        title: 'Community',
        description: `Everything around ${model.config.title}: people, talks and videos.`,
        version: community ? versionData(community) : undefined,
        navVersion: main,
        sidebar: communitySidebar ? { id: communitySidebar[0], items: communitySidebar[1] } : undefined,
        page: { kind: 'index', title: 'Community', description: `Everything around ${model.config.title}: people, talks and videos.`, cards },
      };
    }
  }
}

/** The route as the browser gets it on a client navigation: the sidebar by reference. */
export function routeJson(route: RouteData): string {
  const data = route.sidebar?.src ? { ...route, sidebar: { id: route.sidebar.id, src: route.sidebar.src } } : route;
  return JSON.stringify(data);
}

/**
 * Sidebars larger than this (as JSON) are not embedded in each page for hydration but loaded from
 * their shared file (preloaded from the head): embedding them would make every page, and the build,
 * grow with the size of the site.
 */
export const SIDEBAR_INLINE_LIMIT = 16 * 1024;
const sidebarSizes = new WeakMap<object, number>();

/** Whether a page embeds its sidebar's items, or only refers to the sidebar's file. */
export function embedsSidebar(route: RouteData): boolean {
  const sidebar = route.sidebar;
  if (!sidebar?.src) return true;
  let size = sidebarSizes.get(sidebar.items);
  if (size === undefined) {
    size = JSON.stringify(sidebar.items).length;
    sidebarSizes.set(sidebar.items, size);
  }
  return size <= SIDEBAR_INLINE_LIMIT;
}

/** The route as embedded in its page for hydration: the content HTML is already in the page. */
function hydrationData(route: RouteData): string {
  let data = route.page.kind === 'doc' ? { ...route, page: { ...route.page, doc: { ...route.page.doc, html: '' } } } : route;
  if (!embedsSidebar(route)) data = { ...data, sidebar: { id: route.sidebar!.id, src: route.sidebar!.src } as NonNullable<RouteData['sidebar']> };
  return embeddedJson(data);
}

export function renderDocument(site: SiteData, route: RouteData, assets: DocumentAssets, image?: string): string {
  const appHtml = renderToString(createElement(App, { site, route, pages: allPages }));
  const preload = embedsSidebar(route) ? undefined : route.sidebar?.src;
  return `<!DOCTYPE html>${renderToStaticMarkup(createElement(Document, { site, route, assets, appHtml, image, hydrationData: hydrationData(route), preload }))}`;
}
