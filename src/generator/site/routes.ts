// The route table: every page of the site with its URL path, in the order pages are written (and
// their search records indexed): home, search, the docs of each version, each docs section (its
// index page, docs and video pages), the not-found page.
import type { DocRecord, DocsSection, DocsVersion, SiteModel, VideoPage } from '../content/model.ts';
import { joinUrl } from '../../shared/urls.ts';

export type RouteEntry =
  | { kind: 'doc'; path: string; version: DocsVersion; doc: DocRecord }
  | { kind: 'home'; path: string }
  | { kind: 'search'; path: string }
  | { kind: 'notFound'; path: string }
  | { kind: 'videos'; path: string; page: VideoPage; section: DocsSection }
  | { kind: 'index'; path: string; section: DocsSection };

export type DocRoute = Extract<RouteEntry, { kind: 'doc' }>;

export function buildRoutes(model: SiteModel): RouteEntry[] {
  const base = model.config.baseUrl;
  const routes: RouteEntry[] = [
    { kind: 'home', path: base },
    { kind: 'search', path: joinUrl(base, 'search') },
  ];
  for (const version of model.versions) for (const doc of version.docs) routes.push({ kind: 'doc', path: doc.permalink, version, doc });
  for (const section of model.sections) {
    const version = section.version;
    if (section.index) routes.push({ kind: 'index', path: section.index.path, section });
    for (const doc of version.docs) routes.push({ kind: 'doc', path: doc.permalink, version, doc });
    for (const page of section.videoPages) routes.push({ kind: 'videos', path: joinUrl(version.path, page.id), page, section });
  }
  routes.push({ kind: 'notFound', path: joinUrl(base, '404') });
  return routes;
}
