// Docs pages (guides, section pages, API class pages): their route data (sidebar, breadcrumbs,
// previous/next, version banner link) and search records (a record per section, or per API member).
import type { DocData, LinkData, RouteData, SiteData } from '../../shared/types.ts';
import type { PageLayout } from '../../components/kit/file-data.ts';
import type { DocRoute } from '../site/routes.ts';
import type { DocRecord, DocsVersion, SiteModel } from '../content/model.ts';
import { docLookup } from '../content/doc-refs.ts';
import { absoluteUrl } from '../../shared/urls.ts';
import { apiRecords, pageRecords, type SearchRecord } from '../search/records.ts';
import { mainVersionName, versionData } from './common.ts';
import { markdownText } from '../markdown/plain-text.ts';
import { sidebarIndex } from './sidebar.ts';
import { docCards, fillDocCards } from './doc-cards.ts';

/** What rendering a docs page's content gave (its HTML, links resolved). */
export interface DocContent {
  html: string;
  toc: DocData['toc'];
  summary: string;
  /** Stylesheets (CSS text) the content needs: the page links them (pipeline/page.ts pageData). */
  styles?: string[];
  /** Scripts of its islands (JS text): written for the page, which names them. */
  scripts?: string[];
  /** What its `<Layout>` said of the page (a React page's title and description). */
  layout?: PageLayout;
  /** A blog post's words, for its reading time (render/content.ts). */
  words?: number;
}

/**
 * The headings a page's table of contents lists at most, its first ones: a page of tens of
 * thousands of sections would otherwise carry a list of them twice in its HTML (desktop and mobile)
 * and once in its data, and its rendering took hundreds of megabytes.
 */
export const TOC_LIMIT = 2000;

export function docRouteData(model: SiteModel, { version, doc }: DocRoute, { html, toc, summary }: DocContent): RouteData {
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
    html: fillDocCards(html, () => docCards(version, doc)),
    toc: toc.length > TOC_LIMIT ? toc.slice(0, TOC_LIMIT) : toc,
    tocMinLevel: fm.toc_min_heading_level ?? model.config.tableOfContents.minHeadingLevel,
    tocMaxLevel: fm.toc_max_heading_level ?? model.config.tableOfContents.maxHeadingLevel,
    hideToc: !!fm.hide_table_of_contents,
    hideTitle: !!fm.hide_title,
    breadcrumbs: [...trail.map((c) => ({ label: c.label, href: c.href ?? '' })), { label: doc.sidebarLabel, href: doc.permalink }],
    previous: pageLink(version, fm.pagination_prev, at > 0 ? pages[at - 1] : undefined),
    next: pageLink(version, fm.pagination_next, at >= 0 && at < pages.length - 1 ? pages[at + 1] : undefined),
    latestVersionLink,
    kind: doc.kind,
  };
  const versionLinks = versionLinksOf(model, version, doc.id);
  if (doc.editUrl) docData.editUrl = doc.editUrl;
  if (fm.tags?.length) docData.tags = fm.tags.map((t) => (typeof t === 'string' ? t : t.label));
  if (doc.lastUpdate) docData.lastUpdate = lastUpdateData(doc.lastUpdate, model.locale.htmlLang);
  return {
    path: doc.permalink,
    title: doc.title,
    description: doc.description !== undefined ? markdownText(doc.description) : summary,
    version: versionData(version),
    navVersion: version.pluginId === 'default' ? version.name : mainVersionName(model),
    ...(versionLinks ? { versionLinks } : {}),
    sidebar: doc.sidebar && sidebarItems ? { id: doc.sidebar, items: sidebarItems } : undefined,
    page: { kind: 'doc', doc: docData },
    noIndex: !!fm.unlisted || !!version.noIndex,
    ...(fm.keywords?.length ? { keywords: fm.keywords } : {}),
    ...(fm.image ? { image: absoluteUrl(model.config.url, model.config.baseUrl, fm.image) } : {}),
  };
}

/** A last update as the page shows it: its date written out in the site's language (in UTC, as Docusaurus does). */
export function lastUpdateData({ time, author }: NonNullable<DocRecord['lastUpdate']>, lang: string): NonNullable<DocData['lastUpdate']> {
  const data: NonNullable<DocData['lastUpdate']> = {};
  if (time !== undefined) {
    const date = new Date(time);
    data.date = date.toISOString();
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(lang, options);
    } catch {
      format = new Intl.DateTimeFormat('en', options); // (a language tag Intl does not take)
    }
    data.label = format.format(date);
  }
  if (author) data.author = author;
  return data;
}

/** The doc in each docs version that has it, when the navbar has a version dropdown for its docs. */
function versionLinksOf(model: SiteModel, version: DocsVersion, id: string): Record<string, string> | undefined {
  const versions = version.pluginId === 'default' ? model.versions : (model.sections.find((s) => s.versions.includes(version))?.versions ?? []);
  if (versions.length < 2) return undefined;
  if (!model.config.navbar.items.some((i) => i.type === 'docsVersionDropdown' && i.docsPluginId === version.pluginId)) return undefined;
  const links: Record<string, string> = {};
  for (const v of versions) {
    const href = docLookup(v).byId.get(id)?.permalink;
    if (href) links[v.name] = href;
  }
  return links;
}

/**
 * A doc's previous or next page: the doc its front matter names by id (pagination_prev/_next),
 * none when it says null, else its neighbour in the sidebar; labelled with the doc's
 * pagination_label when it has one.
 */
function pageLink(version: DocsVersion, named: string | null | undefined, neighbour: LinkData | undefined): LinkData | undefined {
  if (named === null) return undefined;
  const { byId, byPermalink } = docLookup(version);
  if (named !== undefined) {
    const doc = byId.get(named);
    return doc && { label: doc.frontMatter.pagination_label ?? doc.sidebarLabel, href: doc.permalink };
  }
  const label = neighbour && byPermalink.get(neighbour.href)?.frontMatter.pagination_label;
  return label ? { ...neighbour, label } : neighbour;
}

/** Records of a docs page (a guide, a section page or an API class page) from its final HTML. */
export function docRecords({ version, doc }: DocRoute, route: RouteData, _site: SiteData): SearchRecord[] {
  const html = route.page.kind === 'doc' ? route.page.doc.html : '';
  const cls = doc.kind === 'api' ? version.api?.classes.find((c) => c.name === doc.apiClass) : undefined;
  if (cls) return apiRecords(cls, route.path, html);
  const category = route.page.kind === 'doc' ? route.page.doc.breadcrumbs[0]?.label : undefined;
  return pageRecords({ url: route.path, title: doc.title, category: category === doc.sidebarLabel ? undefined : category, html, description: route.description, names: [doc.title, doc.sidebarLabel, ...(doc.frontMatter.keywords ?? [])] });
}
