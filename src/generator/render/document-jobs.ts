// Page documents rendered on a Markdown thread that has no Markdown left to render (phase 3 of a
// build, when the build's thread has every page's data, links, records and writes to make while
// the render threads would sit idle). The document is the same React render whichever thread makes
// it (renderDocument, from the same route data); what is the same for every page (the site's data,
// the document's assets, each sidebar's items) goes to a thread once; the page's route data goes
// as it is (its sidebar by its file: a copy of it costs half of the copy and parse of its JSON), and
// its HTML comes back as bytes, handed over rather than copied. The site's own theme components that
// docgen's layout renders (its NavbarItem, SearchBar) are loaded by the thread as the build's thread
// loads them; their code runs in the time the render pool allows a job.
import type { DocumentAssets, RouteData, SiteData } from '../../shared/types.ts';
import type { SiteLayout } from '../markdown/mdx/site-layout.ts';
import { utf8 } from '../utf8.ts';

/** What is the same for every page of the build. */
export interface DocumentSetting {
  site: SiteData;
  assets: DocumentAssets;
  image?: string;
  /** The site's own theme components docgen's layout renders (markdown/mdx/site-layout.ts). */
  layout?: SiteLayout;
}

/** A page's document to render on a thread: its route data, its sidebar's items given by their file where the thread has them. */
export interface DocumentMessage {
  document: {
    /** The build's setting, the first time a thread is given one. */
    setting?: DocumentSetting;
    /** The page's sidebar's items, the first time a thread is given that sidebar (by its file). */
    sidebar?: { src: string; items: NonNullable<RouteData['sidebar']>['items'] };
    /** The route data, its sidebar by its file where it has one (sidebarByFile). */
    route: RouteData;
  };
}

/** A thread's answer: the document's bytes (UTF-8), or why it could not be rendered. */
export type DocumentReply = { document: ArrayBuffer } | { document?: undefined; documentError: string };

/** What the build's thread knows a render thread has been given. */
export interface DocumentLine {
  setting?: DocumentSetting;
  sidebars: Set<string>;
}

/** The route data with its sidebar by its file where it has one (its items are that file's): as a thread gets it, and as the browser loads it on a client navigation. */
export function sidebarByFile(route: RouteData): RouteData {
  return route.sidebar?.src ? { ...route, sidebar: { id: route.sidebar.id, src: route.sidebar.src } as NonNullable<RouteData['sidebar']> } : route;
}

/** The message that has a thread render a page's document (`line`: what that thread was given before, updated). */
export function documentMessage(line: DocumentLine, setting: DocumentSetting, route: RouteData): DocumentMessage {
  const first = line.setting !== setting;
  line.setting = setting;
  if (first) line.sidebars.clear();
  // (A sidebar with a file is in the JSON by its file: see routeJson.)
  const src = route.sidebar?.src || undefined;
  const newSidebar = src !== undefined && !line.sidebars.has(src);
  if (src !== undefined) line.sidebars.add(src);
  return {
    document: {
      ...(first ? { setting } : {}),
      ...(newSidebar ? { sidebar: { src, items: route.sidebar!.items } } : {}),
      route: sidebarByFile(route),
    },
  };
}

/** The render thread's side: what it was given, and each page's document from it (`render`: with the setting). */
export function documentRenderer(render: (setting: DocumentSetting, route: RouteData) => string): (message: DocumentMessage['document']) => DocumentReply {
  let setting: DocumentSetting | undefined;
  const sidebars = new Map<string, NonNullable<RouteData['sidebar']>['items']>();
  return ({ setting: given, sidebar, route }) => {
    if (given) {
      setting = given;
      sidebars.clear();
    }
    if (sidebar) sidebars.set(sidebar.src, sidebar.items);
    try {
      const src = route.sidebar?.src || undefined;
      const items = src !== undefined ? sidebars.get(src) : undefined;
      if (!setting || (src !== undefined && !items)) throw new Error('the page came before what it is rendered with');
      // (Its items back where pipeline/page.ts has them, after its id: the page embeds its route data as JSON.)
      const withItems = (sidebar: NonNullable<RouteData['sidebar']>) => {
        const { id, items: _none, ...rest } = sidebar;
        return { id, items: items!, ...rest };
      };
      const html = render(setting, items ? { ...route, sidebar: withItems(route.sidebar!) } : route);
      // (A buffer of its own, handed over whole.)
      return { document: utf8(html).buffer as ArrayBuffer };
    } catch (err) {
      return { documentError: err instanceof Error ? err.message : String(err) };
    }
  };
}
