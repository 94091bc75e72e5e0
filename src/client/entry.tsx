// The browser runtime entry: hydrates the server-rendered page and starts the client router.
import { hydrateRoot } from 'react-dom/client';
import site from 'virtual:docgen-site';
import type { RouteData, SidebarItem } from '../shared/types.ts';
import { ClientApp, fetchJson } from './ClientApp.tsx';
import { loadPageComponent } from './pages.ts';
import { createStorage } from './storage.ts';
import { installContentBehaviour } from './content-behaviour.ts';
import { placeLoadedPage } from './router.ts';
import { restoreContentHtml } from './page-html.ts';

async function start() {
  const dataEl = document.getElementById('__docgen-data');
  const root = document.getElementById('__docgen');
  if (!dataEl || !root) return;
  placeLoadedPage();
  const route = JSON.parse(dataEl.textContent ?? '{}') as RouteData;
  // The page's content is already in the document; it is not repeated in the data.
  restoreContentHtml(route, root);
  const storage = createStorage();
  installContentBehaviour(storage);
  // A large sidebar is not embedded in the page: it comes from its shared (preloaded) file.
  const [component, sidebarItems] = await Promise.all([
    loadPageComponent(route.page.kind),
    route.sidebar && !route.sidebar.items && route.sidebar.src ? fetchJson(route.sidebar.src) : undefined,
  ]);
  if (route.sidebar && sidebarItems) route.sidebar = { ...route.sidebar, items: sidebarItems as SidebarItem[] };
  hydrateRoot(root, <ClientApp site={site} initialRoute={route} initialPages={{ [route.page.kind]: component }} storage={storage} />);
}

void start();
