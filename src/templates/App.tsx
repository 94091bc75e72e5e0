// The root component: the layout around the page of the route.
import type { RouteData, SiteData } from './types.ts';
import { Layout } from './Layout.tsx';
import { DocPage } from './DocPage.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { HomePage } from './HomePage.tsx';
import { IndexPage, NotFoundPage, SearchPage } from './SimplePages.tsx';
import { VideosPage } from './VideosPage.tsx';

function Page({ site, route }: { site: SiteData; route: RouteData }) {
  const page = route.page;
  switch (page.kind) {
    case 'doc':
      return <DocPage site={site} route={route} doc={page.doc} />;
    case 'home':
      return <HomePage site={site} home={page.home} />;
    case 'search':
      return <SearchPage site={site} />;
    case 'notFound':
      return <NotFoundPage site={site} />;
    case 'videos':
    case 'index': {
      const body = page.kind === 'videos' ? <VideosPage title={page.title} description={page.description} videos={page.videos} /> : <IndexPage title={page.title} description={page.description} cards={page.cards} />;
      return route.sidebar ? (
        <div className="doc-layout with-sidebar">
          <DocSidebar items={route.sidebar.items} path={route.path} />
          {body}
        </div>
      ) : (
        body
      );
    }
  }
}

export function App({ site, route }: { site: SiteData; route: RouteData }) {
  return (
    <Layout site={site} route={route}>
      <Page site={site} route={route} />
    </Layout>
  );
}
