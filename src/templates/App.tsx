// The root component: the layout around the page of the route. Page components come in as a
// registry, so the browser can load the rarer ones (home, videos, search…) on demand.
import type { ComponentType } from 'react';
import type { DocData, HomeData, RouteData, SiteData, VideoData, LinkData } from '../shared/types.ts';
import { Layout } from './Layout.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { PageCrash } from './PageCrash.tsx';

export interface PageComponents {
  doc: ComponentType<{ site: SiteData; route: RouteData; doc: DocData }>;
  home: ComponentType<{ site: SiteData; home: HomeData }>;
  search: ComponentType<{ site: SiteData }>;
  notFound: ComponentType<{ site: SiteData }>;
  videos: ComponentType<{ title: string; description: string; videos: VideoData[] }>;
  index: ComponentType<{ title: string; description: string; cards: (LinkData & { description?: string })[] }>;
}
export type PageKind = keyof PageComponents;

function Page({ site, route, pages }: { site: SiteData; route: RouteData; pages: Partial<PageComponents> }) {
  const page = route.page;
  const Component = pages[page.kind] as ComponentType<Record<string, unknown>> | undefined;
  if (!Component) throw new Error(`No page component is loaded for pages of kind "${page.kind}"`);
  switch (page.kind) {
    case 'doc':
      return <Component site={site} route={route} doc={page.doc} />;
    case 'home':
      return <Component site={site} home={page.home} />;
    case 'search':
    case 'notFound':
      return <Component site={site} />;
    case 'videos':
    case 'index': {
      const body = page.kind === 'videos' ? <Component title={page.title} description={page.description} videos={page.videos} /> : <Component title={page.title} description={page.description} cards={page.cards} />;
      return route.sidebar ? (
        <div className="doc-layout with-sidebar">
          <DocSidebar items={route.sidebar.items} path={route.path} sidebarId={route.sidebar.id} />
          {body}
        </div>
      ) : (
        body
      );
    }
  }
}

export function App({ site, route, pages }: { site: SiteData; route: RouteData; pages: Partial<PageComponents> }) {
  return (
    <Layout site={site} route={route}>
      <ErrorBoundary key={route.path} fallback={(error, retry) => <PageCrash error={error} retry={retry} />} onError={(error) => console.error('This page crashed:', error)}>
        <Page site={site} route={route} pages={pages} />
      </ErrorBoundary>
    </Layout>
  );
}
