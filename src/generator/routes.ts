// The route table: every page of the site with its URL path and output file.
import type { DocRecord, DocsVersion, SiteModel, VideoPage } from './model.ts';
import { joinUrl } from '../shared/urls.ts';

export type RouteEntry =
  | { kind: 'doc'; path: string; version: DocsVersion; doc: DocRecord }
  | { kind: 'home'; path: string }
  | { kind: 'search'; path: string }
  | { kind: 'notFound'; path: string }
  | { kind: 'videos'; path: string; page: VideoPage }
  | { kind: 'communityIndex'; path: string };

export function buildRoutes(model: SiteModel): RouteEntry[] {
  const base = model.config.baseUrl;
  const routes: RouteEntry[] = [
    { kind: 'home', path: base },
    { kind: 'search', path: joinUrl(base, 'search') },
  ];
  for (const version of model.versions) for (const doc of version.docs) routes.push({ kind: 'doc', path: doc.permalink, version, doc });
  if (model.community) {
    const c = model.community;
    if (!c.docs.some((d) => d.permalink === c.path)) routes.push({ kind: 'communityIndex', path: c.path });
    for (const doc of c.docs) routes.push({ kind: 'doc', path: doc.permalink, version: c, doc });
    for (const page of model.videoPages) routes.push({ kind: 'videos', path: joinUrl(c.path, page.id), page });
  }
  routes.push({ kind: 'notFound', path: joinUrl(base, '404') });
  return routes;
}
