// The page component of every kind, for the server render (the browser loads them one by one:
// client/pages.ts). Each takes { site, route } (PageProps of App.tsx).
import type { PageComponents } from '../App.tsx';
import DocPage from '../DocPage.tsx';
import HomePage from '../HomePage.tsx';
import VideosPage from '../VideosPage.tsx';
import SitePage from '../SitePage.tsx';
import BlogPage from '../BlogPage.tsx';
import { IndexPage, NotFoundPage, SearchPage } from '../SimplePages.tsx';

export const allPages: PageComponents = { doc: DocPage, home: HomePage, search: SearchPage, notFound: NotFoundPage, videos: VideosPage, index: IndexPage, page: SitePage, blog: BlogPage };
