// The hydrated application: the shared App with the browser runtime and the client router.
import { useEffect, useMemo, useRef, useState } from 'react';
import { SearchHost } from './SearchHost.tsx';
import { App, type PageComponents } from '../templates/App.tsx';
import { RuntimeContext, SiteThemeContext, hasSiteComponents } from '../templates/runtime.tsx';
import theme from 'virtual:docgen-site-theme';
import type { RouteData, SidebarItem, SiteData } from '../shared/types.ts';
import { pageTitle } from '../templates/title.ts';
import { Router, type Prepared } from './router.ts';
import { dataUrl } from '../shared/urls.ts';
import { loadPageComponent } from './pages.ts';
import { loadStylesheets, prefetchStylesheets } from './stylesheets.ts';
import { enhanceContent } from './content-behaviour.ts';
import { openDetailsForPrint } from './print-details.ts';
import { useRuntimeState } from './use-runtime-state.ts';
import type { SafeStorage } from './storage.ts';

import { PREFERRED_VERSION_KEY } from './keys.ts';

export { PREFERRED_VERSION_KEY };

interface PreparedRoute extends Prepared {
  route: RouteData;
  pages: Partial<PageComponents>;
}

const json = new Map<string, Promise<unknown>>();
export function fetchJson(url: string): Promise<unknown> {
  let p = json.get(url);
  if (!p) {
    p = fetch(url, { method: 'GET', credentials: 'same-origin' }).then((r) => {
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
      return r.json();
    });
    p.catch(() => json.delete(url));
    json.set(url, p);
  }
  return p;
}

/** Loads what a route needs to be shown; `prefetch`: ahead of a navigation (its stylesheets are fetched, not applied). */
async function loadRoute(site: SiteData, path: string, prefetch = false): Promise<PreparedRoute> {
  const route = (await fetchJson(dataUrl(path, site.baseUrl))) as RouteData;
  if (prefetch) prefetchStylesheets(route.styles);
  const [sidebarItems, component] = await Promise.all([
    route.sidebar?.src ? fetchJson(route.sidebar.src) : Promise.resolve(route.sidebar?.items),
    loadPageComponent(route.page.kind),
    prefetch ? undefined : loadStylesheets(route.styles),
  ]);
  if (route.sidebar) route.sidebar = { ...route.sidebar, items: sidebarItems as SidebarItem[] };
  return { path, title: pageTitle(site, route), route, pages: { [route.page.kind]: component } };
}

/** The docs version a search runs in: the page's own, else the one the reader used last. */
export function searchScope(site: SiteData, route: RouteData, storage: SafeStorage): string {
  if (route.version?.pluginId === 'default') return route.version.name;
  const preferred = storage.get(PREFERRED_VERSION_KEY);
  return preferred && site.search.versions.some((v) => v.name === preferred) ? preferred : site.lastVersion;
}

export function ClientApp({ site, initialRoute, initialPages, storage }: { site: SiteData; initialRoute: RouteData; initialPages: Partial<PageComponents>; storage: SafeStorage }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const baseRuntime = useRuntimeState(site, storage);
  const runtime = useMemo(() => ({ ...baseRuntime, openSearch: () => setSearchOpen(true) }), [baseRuntime]);
  const [state, setState] = useState({ route: initialRoute, pages: initialPages });
  const rendered = useRef<(() => void) | null>(null);
  const router = useRef<Router<PreparedRoute> | null>(null);

  useEffect(() => {
    const r = (router.current = new Router<PreparedRoute>({
      baseUrl: site.baseUrl,
      patterns: site.routePatterns,
      load: (path) => loadRoute(site, path),
      prefetch: (path) => void loadRoute(site, path, true).catch(() => {}),
      commit: (prepared) =>
        new Promise<void>((resolve) => {
          rendered.current = resolve;
          setState((s) => ({ route: prepared.route, pages: { ...s.pages, ...prepared.pages } }));
        }),
    }));
    r.start();
    openDetailsForPrint();
    // Ctrl/Cmd+K, and "/" outside text fields, open the search.
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLElement && (e.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName));
      if ((e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey) && !e.altKey) {
        e.preventDefault();
        setSearchOpen((open) => !open);
      } else if (e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        setSearchOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
  }, []);

  // After every render of a new route: content behaviour, then tell the router it is on screen.
  useEffect(() => {
    enhanceContent(document.getElementById('main-content') ?? document, storage);
    if (state.route.version?.pluginId === 'default') storage.set(PREFERRED_VERSION_KEY, state.route.version.name);
    rendered.current?.();
    rendered.current = null;
    // Once the router has placed the page: the table of contents follows the reading, the
    // sidebar shows the page's item.
    let stop: (() => void) | undefined;
    let left = false;
    const follow = (m: typeof import('./follow-reading.ts')) => {
      if (left) return;
      m.revealSidebarItem();
      stop = m.followHeadings();
    };
    import('./follow-reading.ts').then((m) => requestAnimationFrame(() => follow(m)), () => {});
    return () => {
      left = true;
      stop?.();
    };
  }, [state.route]);

  // Pages outside the docs (home, community) point the navbar's docs links at the version the
  // reader used last.
  let route = state.route;
  if (runtime.hydrated && route.version?.pluginId !== 'default') {
    const preferred = storage.get(PREFERRED_VERSION_KEY);
    if (preferred && site.navbar.itemsByVersion[preferred]) route = { ...route, navVersion: preferred };
  }
  return (
    <RuntimeContext.Provider value={runtime}>
      {/* The site's own theme components its layout renders, as the server rendered them (none of this is in a client bundle without). */}
      {process.env.DOCGEN_CLIENT_SITE_THEME !== 'none' && hasSiteComponents(theme) ? (
        <SiteThemeContext.Provider value={theme}>
          <App site={site} route={route} pages={state.pages} />
        </SiteThemeContext.Provider>
      ) : (
        <App site={site} route={route} pages={state.pages} />
      )}
      <SearchHost site={site} scope={searchScope(site, state.route, storage)} storage={storage} navigate={(url) => void router.current?.navigate(url)} open={searchOpen} onClose={() => setSearchOpen(false)} />
    </RuntimeContext.Provider>
  );
}
