// The root component: the layout around the page of the route. Page components come in as a
// registry by page kind, so the browser can load the rarer ones (home, videos, search…) on demand;
// each takes the site and the route and renders what its kind shows.
import type { ComponentType } from 'react';
import type { PageData, RouteData, SiteData } from '../shared/types.ts';
import { Layout } from './Layout.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { PageCrash } from './PageCrash.tsx';

/** The kinds of page (the PageData union of shared/types.ts). */
export type PageKind = PageData['kind'];

/** What a page component of a kind gets: the site, and the route whose page is of that kind. */
export interface PageProps<K extends PageKind = PageKind> {
  site: SiteData;
  route: RouteData & { page: Extract<PageData, { kind: K }> };
}

/** The page component of every kind (the server has them all; the browser loads them on demand). */
export type PageComponents = { [K in PageKind]: ComponentType<PageProps<K>> };

function Page({ site, route, pages }: { site: SiteData; route: RouteData; pages: Partial<PageComponents> }) {
  const Component = pages[route.page.kind] as ComponentType<PageProps> | undefined;
  if (!Component) throw new Error(`No page component is loaded for pages of kind "${route.page.kind}"`);
  const body = <Component site={site} route={route} />;
  // A docs page lays out its sidebar itself; other pages of a docs section (its index, its video
  // pages) are shown beside it.
  if (!route.sidebar || route.page.kind === 'doc') return body;
  return (
    <div className="doc-layout with-sidebar">
      <DocSidebar items={route.sidebar.items} path={route.path} sidebarId={route.sidebar.id} options={site.sidebar} />
      {body}
    </div>
  );
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
