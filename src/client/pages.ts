// Page components by kind. Docs pages are in the entry bundle; the others load on demand.
import type { PageComponents, PageKind } from '../templates/App.tsx';
import { pageComponentOf, type PageModule } from './page-module.ts';
import DocPage from '../templates/DocPage.tsx';
import eager from 'virtual:docgen-eager-pages';

const loaders: Record<PageKind, () => Promise<PageModule>> = {
  doc: async () => ({ default: DocPage }),
  home: () => import('../templates/HomePage.tsx'),
  search: () => import('./search/SearchPageClient.tsx'),
  notFound: () => import('../templates/pages/NotFoundPage.tsx'),
  videos: () => import('../templates/VideosPage.tsx'),
  index: () => import('../templates/pages/IndexPage.tsx'),
  page: () => import('../templates/SitePage.tsx'),
  // (A site with a blog has its template in the entry: its pages load no more than a doc's.)
  blog: eager.blog ? async () => ({ default: eager.blog }) : () => import('../templates/BlogPage.tsx'),
};

export async function loadPageComponent<K extends PageKind>(kind: K): Promise<PageComponents[K]> {
  const loader = loaders[kind];
  if (!loader) throw new Error(`Unknown page kind "${kind}"`);
  return pageComponentOf(kind, await loader()) as unknown as PageComponents[K];
}
