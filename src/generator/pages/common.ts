// What every page kind's route data shares: a version as the browser sees it, the navbar's docs
// version of pages outside the versioned docs, a section's sidebar.
import type { DocsSection, DocsVersion, SiteModel } from '../content/model.ts';
import type { RouteData, VersionData } from '../../shared/types.ts';

export function versionData(v: DocsVersion): VersionData {
  return { name: v.name, label: v.label, isLast: v.isLast, path: v.path, banner: v.banner, badge: v.badge, pluginId: v.pluginId, ...(v.breadcrumbs === false ? { breadcrumbs: false as const } : {}) };
}

/** The docs version whose navbar links pages outside the versioned docs show: the main one. */
export const mainVersionName = (model: SiteModel): string => model.versions[0]?.name ?? 'current';

/** A section's first sidebar, which its index and video pages show. */
export function sectionSidebar(section: DocsSection): RouteData['sidebar'] {
  const first = Object.entries(section.version.sidebars)[0];
  return first ? { id: first[0], items: first[1] } : undefined;
}
