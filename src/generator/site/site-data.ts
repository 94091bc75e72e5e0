// SiteData: what every page's shell needs, derived once per build from the config and the model.
// Navbar items are resolved per docs version (navbar-data.ts); unknown doc ids are errors naming the item.
import fs from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { DocgenError } from '../errors.ts';
import type { DocsVersion, SiteModel } from '../content/model.ts';
import type { FooterLink, SiteConfig } from '../config/schema.ts';
import type { LogoData, NavItemData, SiteData } from '../../shared/types.ts';
import { isExternal, joinUrl } from '../../shared/urls.ts';
import { NavbarData } from './navbar-data.ts';
import { linkTarget } from './nav-links.ts';
import { realPlace } from '../../components/kit/real-path.ts';

/** A small SVG logo is inlined as a data URI: no request, and nothing to preload. */
function logoSrc(src: string, staticDir: string, withBase: (to: string) => string, root: string): string {
  if (isExternal(src)) return src;
  const file = path.join(staticDir, src);
  // (Read only from inside the project, as every content file: see content/content-file.ts.)
  if (src.endsWith('.svg') && realPlace(file, root).place === 'inside' && fs.statSync(file).size <= 4096) {
    return `data:image/svg+xml;base64,${fs.readFileSync(file).toString('base64')}`;
  }
  return withBase(src);
}

export function buildSiteData(model: SiteModel): SiteData {
  const { config } = model;
  const withBase = (to: string) => (to.startsWith(config.baseUrl) ? to : joinUrl(config.baseUrl, to));
  const navbar = new NavbarData(model);
  // (A site without docs, a blog-only one, has its navbar and footer all the same: against no docs.)
  const main: DocsVersion = model.versions[0] ?? { pluginId: 'default', name: 'current', label: '', isLast: true, path: config.baseUrl, mainDocId: '', banner: 'none', badge: false, variables: {}, contentDir: model.root, docs: [], sidebars: {} };

  const itemsByVersion: Record<string, NavItemData[]> = {};
  for (const v of model.versions.length ? model.versions : [main]) itemsByVersion[v.name] = navbar.itemsFor(v);
  const entries = (list: FooterLink[], where: string) => list.map((l, j) => navbar.entry(l, main, `${where}[${j}]`));
  const logo = (l: SiteConfig['navbar']['logo']): LogoData | undefined =>
    l && {
      ...l,
      src: logoSrc(l.src, path.resolve(model.root, config.staticDir), withBase, model.root),
      ...(l.srcDark ? { srcDark: logoSrc(l.srcDark, path.resolve(model.root, config.staticDir), withBase, model.root) } : {}),
      ...(l.href !== undefined ? { href: linkTarget(config.baseUrl, { href: l.href })!.href } : {}),
    };
  const footerLinks = config.footer.links;

  const site: SiteData = {
    title: config.title,
    tagline: config.tagline,
    url: config.url.replace(/\/$/, ''),
    baseUrl: config.baseUrl,
    titleDelimiter: config.titleDelimiter,
    locale: { label: model.locale.label, htmlLang: model.locale.htmlLang, direction: model.locale.direction },
    navbar: {
      title: config.navbar.title,
      logo: logo(config.navbar.logo),
      ...(config.navbar.style ? { style: config.navbar.style } : {}),
      hideOnScroll: config.navbar.hideOnScroll,
      itemsByVersion,
    },
    footer: {
      style: config.footer.style,
      columns: 'columns' in footerLinks ? footerLinks.columns.map((col, i) => ({ title: col.title, ...(col.className ? { className: col.className } : {}), items: entries(col.items, `footer.links[${i}].items`) })) : [],
      ...('links' in footerLinks && footerLinks.links.length ? { links: entries(footerLinks.links, 'footer.links') } : {}),
      ...(config.footer.logo ? { logo: logo(config.footer.logo) } : {}),
      copyright: config.footer.copyright,
    },
    ...(config.sidebar.hideable || config.sidebar.autoCollapseCategories ? { sidebar: { ...(config.sidebar.hideable ? { hideable: true as const } : {}), ...(config.sidebar.autoCollapseCategories ? { autoCollapseCategories: true as const } : {}) } } : {}),
    ...(config.announcementBar ? { announcementBar: { ...config.announcementBar, text: htmlText(config.announcementBar.content) } } : {}),
    colorMode: config.colorMode,
    search: {
      placeholder: config.search.placeholder,
      provider: config.search.provider,
      algolia: config.search.provider === 'algolia' ? { appId: config.search.appId, apiKey: config.search.apiKey, indexName: config.search.indexName, contextualSearch: config.search.contextualSearch, language: config.search.language, host: config.search.host } : undefined,
      suggestions: config.search.suggestions,
      versions: model.versions.map((v) => ({ name: v.name, label: v.label })),
    },
    lastVersion: model.versions[0]?.name ?? 'current',
    routePatterns: [
      config.baseUrl,
      joinUrl(config.baseUrl, 'search'),
      ...[config.docs.routeBasePath, ...config.docsPlugins.map((p) => p.routeBasePath)].flatMap((b) => [joinUrl(config.baseUrl, b), `${joinUrl(config.baseUrl, b)}/*`]),
      // The site's own pages, each by its URL (they are few, and may sit anywhere under the base).
      ...model.pages.flatMap((v) => v.docs.filter((d) => !d.notFound).map((d) => d.permalink)),
      // The blogs: their posts and pages, under each blog's path.
      ...model.blogs.flatMap((v) => [v.path, `${v.path.replace(/\/$/, '')}/*`]),
    ],
    issuesUrl: config.issuesUrl,
  };
  // (An item is resolved once per docs version: a problem that is not the version's is said once.)
  if (navbar.problems.length) throw new DocgenError([...new Map(navbar.problems.map((p) => [p.message, p])).values()]);
  return site;
}

/** The text of an HTML fragment, its whitespace collapsed. */
const htmlText = (html: string) => toString(fromHtml(html, { fragment: true })).replace(/\s+/g, ' ').trim();
