// The page shell: skip link, announcement bar, navbar, the page (the footer follows, outside the
// hydrated app: Document.tsx).
import type { ReactNode } from 'react';
import type { RouteData, SiteData } from '../shared/types.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Navbar } from './Navbar.tsx';
import type { NavContext } from './NavbarItem.tsx';

export function Layout({ site, route, children }: { site: SiteData; route: RouteData; children: ReactNode }) {
  const ctx: NavContext = {
    path: route.path,
    baseUrl: site.baseUrl,
    sidebarId: route.sidebar?.id,
    pluginId: route.version?.pluginId,
    versionName: route.version?.name,
    navVersion: route.navVersion,
    versionLinks: route.versionLinks,
    searchPlaceholder: site.search.placeholder,
    localeLabel: site.locale.label,
    htmlLang: site.locale.htmlLang,
  };
  const items = site.navbar.itemsByVersion[route.navVersion] ?? site.navbar.itemsByVersion[site.lastVersion] ?? [];
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {site.announcementBar && <AnnouncementBar bar={site.announcementBar} />}
      <Navbar site={site} items={items} ctx={ctx} sidebar={route.sidebar?.items} />
      <div className="main-wrapper">{children}</div>
    </>
  );
}
