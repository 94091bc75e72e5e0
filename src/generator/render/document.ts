// A page's HTML document: the React app rendered to a string inside the Document template, with
// the route data the browser hydrates from; and the route data as client navigations load it.
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { BlogPageData, DocumentAssets, RouteData, SiteData } from '../../shared/types.ts';
import { App } from '../../templates/App.tsx';
import { allPages } from '../../templates/pages/index.ts';
import { Document, SITE_FOOTER } from '../../templates/Document.tsx';
import { Footer } from '../../templates/Footer.tsx';
import { FOOTER_ORIGINAL, type SiteComponents } from '../site/site-theme.ts';
import { embeddedJson } from '../../shared/document-scripts.ts';
import { DocgenError, problem } from '../errors.ts';
import { SiteThemeContext, hasSiteComponents } from '../../templates/runtime.tsx';
import { siteThemeOf } from '../../templates/docusaurus/site-theme-of.ts';
import OriginalNavbarItem from '../../templates/docusaurus/OriginalNavbarItem.tsx';
import OriginalSearchBar from '../../templates/docusaurus/OriginalSearchBar.tsx';
import { useScopedLocation } from '../../templates/docusaurus/router.ts';
import { sidebarByFile } from './document-jobs.ts';

export type { SiteComponents };

/**
 * What the site's components, bundled for the server, reach of docgen's theme by name
 * (`@theme-original/NavbarItem` and `SearchBar`, the location of `@docusaurus/router`: mdx/site-shims.ts): this
 * copy's, the one rendering the page.
 */
const THEME_ORIGINAL = Symbol.for('docgen.theme.original');
const SCOPED_LOCATION = Symbol.for('docgen.theme.location');
function lendTheme(): void {
  const globals = globalThis as Record<symbol, unknown>;
  globals[THEME_ORIGINAL] = { NavbarItem: OriginalNavbarItem, SearchBar: OriginalSearchBar };
  globals[SCOPED_LOCATION] = useScopedLocation;
}

/** The route as the browser gets it on a client navigation: the sidebar by reference. */
export function routeJson(route: RouteData): string {
  return JSON.stringify(sidebarByFile(route));
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

/** A blog page's data without its posts' HTML (the browser takes it from the page: client/page-html.ts). */
function withoutPostHtml(page: BlogPageData): BlogPageData {
  if (page.view === 'post') return { ...page, post: { ...page.post, html: '' } };
  if (page.view === 'list') return { ...page, posts: page.posts.map((p) => ({ ...p, html: '' })) };
  return page;
}

/** The route as embedded in its page for hydration: the content HTML is already in the page. */
function hydrationData(route: RouteData): string {
  let data = route.page.kind === 'doc' ? { ...route, page: { ...route.page, doc: { ...route.page.doc, html: '' } } } : route.page.kind === 'blog' ? { ...route, page: { ...route.page, blog: withoutPostHtml(route.page.blog) } } : route;
  if (!embedsSidebar(route)) data = { ...data, sidebar: { id: route.sidebar!.id, src: route.sidebar!.src } as NonNullable<RouteData['sidebar']> };
  return embeddedJson(data);
}

/** The app with the site's own components in it: an error of theirs is the site's, named with their files and the page. */
function renderWithSiteComponents(app: ReturnType<typeof createElement>, route: RouteData, files: string[]): string {
  try {
    return renderToString(app);
  } catch (err) {
    throw new DocgenError(problem(files.join(', '), `the site's theme component failed while rendering the page ${route.path}: ${(err as Error).message}`));
  }
}

/** `components`: the site's own theme components that docgen's layout renders (site/site-theme.ts). */
export function renderDocument(site: SiteData, route: RouteData, assets: DocumentAssets, image?: string, components: SiteComponents = {}): string {
  const app = createElement(App, { site, route, pages: allPages });
  const theme = siteThemeOf(components);
  const own = hasSiteComponents(theme);
  if (own) lendTheme();
  const appHtml = own ? renderWithSiteComponents(createElement(SiteThemeContext.Provider, { value: theme }, app), route, components.files ?? []) : renderToString(app);
  const preload = embedsSidebar(route) ? undefined : route.sidebar?.src;
  const html = `<!DOCTYPE html>${renderToStaticMarkup(createElement(Document, { site, route, assets, appHtml, image, hydrationData: hydrationData(route), preload }))}`;
  return site.siteFooter ? html.replace(`<${SITE_FOOTER}></${SITE_FOOTER}>`, () => siteFooterHtml(site)) : html;
}

/** The site's own footer's HTML, docgen's footer where it shows it (@theme-original/Footer). */
function siteFooterHtml(site: SiteData): string {
  const own = site.footer ? renderToStaticMarkup(createElement(Footer, { footer: site.footer })) : '';
  return site.siteFooter!.html.split(FOOTER_ORIGINAL).join(own);
}
