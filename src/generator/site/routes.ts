// The route table: every page of the site with its URL path, in the order pages are written (and
// their search records indexed): home, search, the docs of each version, each docs section (its
// index page, docs and video pages), the blogs' posts and pages, the site's own pages, the not-found page.
import type { CategoryIndex, DocRecord, DocsSection, DocsVersion, SiteModel, VideoPage } from '../content/model.ts';
import { joinUrl } from '../../shared/urls.ts';
import { blogRoutes } from '../plugins/blog/routes.ts';
import type { BlogView } from '../plugins/blog/types.ts';

export type RouteEntry =
  | { kind: 'doc'; path: string; version: DocsVersion; doc: DocRecord }
  | { kind: 'home'; path: string }
  | { kind: 'search'; path: string }
  | { kind: 'notFound'; path: string }
  | { kind: 'videos'; path: string; page: VideoPage; section: DocsSection }
  /** A docs section's index page (`section`, no `category`), or a sidebar category's generated index page. */
  | { kind: 'index'; path: string; version: DocsVersion; section?: DocsSection; category?: CategoryIndex }
  /** A blog's page besides its posts (plugins/blog): a list of posts, its tags, authors or archive. */
  | { kind: 'blog'; path: string; version: DocsVersion; view: BlogView };

export type DocRoute = Extract<RouteEntry, { kind: 'doc' }>;

export function buildRoutes(model: SiteModel): RouteEntry[] {
  const base = model.config.baseUrl;
  // Docs served at the site's root with a doc at it (Docusaurus' docs-only sites): that doc is the home page.
  const docAtRoot = [...model.versions, ...model.sections.flatMap((s) => s.versions), ...model.pages, ...model.blogs].some((v) => v.docs.some((d) => d.permalink === base || d.permalink === joinUrl(base)));
  // (So is a blog served at the root: its list is the home page.)
  const blogAtRoot = model.blogs.some((v) => v.path === base || v.path === joinUrl(base));
  const routes: RouteEntry[] = docAtRoot || blogAtRoot ? [] : [{ kind: 'home', path: base }];
  routes.push({ kind: 'search', path: joinUrl(base, 'search') });
  const categoryIndexes = (version: DocsVersion, section?: DocsSection) => {
    for (const category of version.categoryIndexes ?? []) routes.push({ kind: 'index', path: category.path, version, section, category });
  };
  for (const version of model.versions) {
    for (const doc of version.docs) routes.push({ kind: 'doc', path: doc.permalink, version, doc });
    categoryIndexes(version);
  }
  for (const section of model.sections) {
    const version = section.version;
    if (section.index) routes.push({ kind: 'index', path: section.index.path, version, section });
    // (Its main version, then the others.)
    for (const v of section.versions) {
      for (const doc of v.docs) routes.push({ kind: 'doc', path: doc.permalink, version: v, doc });
      categoryIndexes(v, section);
    }
    for (const page of section.videoPages) routes.push({ kind: 'videos', path: joinUrl(version.path, page.id), page, section });
  }
  // The blogs (plugins/blog): their posts (rendered as docs are), then their lists and other pages.
  for (const version of model.blogs) {
    for (const doc of version.docs) routes.push({ kind: 'doc', path: doc.permalink, version, doc });
    for (const r of blogRoutes(version)) routes.push({ kind: 'blog', path: r.path, version, view: r.view });
  }
  // The site's own pages (plugins/pages): rendered as docs are, shown as pages.
  // (The theme's own not-found page, when it has one, is the last of them, in place of docgen's.)
  const own = model.pages.flatMap((version) => version.docs.map((doc) => ({ kind: 'doc' as const, path: doc.permalink, version, doc })));
  routes.push(...own.filter((r) => !r.doc.notFound), ...own.filter((r) => r.doc.notFound));
  if (!own.some((r) => r.doc.notFound)) routes.push({ kind: 'notFound', path: joinUrl(base, '404') });
  return routes;
}

/** The site's not-found page: docgen's, or the theme's own (a page of the site's). */
export const isNotFoundRoute = (r: RouteEntry): boolean => r.kind === 'notFound' || (r.kind === 'doc' && !!r.doc.notFound);
