// What every page kind's route data shares: a version as the browser sees it, the navbar's docs
// version of pages outside the versioned docs, a section's sidebar, short descriptions.
import type { DocsSection, DocsVersion, SiteModel } from '../content/model.ts';
import type { RouteData, VersionData } from '../../shared/types.ts';

export function versionData(v: DocsVersion): VersionData {
  return { name: v.name, label: v.label, isLast: v.isLast, path: v.path, banner: v.banner, badge: v.badge, pluginId: v.pluginId };
}

/** The docs version whose navbar links pages outside the versioned docs show: the main one. */
export const mainVersionName = (model: SiteModel): string => model.versions[0]?.name ?? 'current';

/** A section's first sidebar, which its index and video pages show. */
export function sectionSidebar(section: DocsSection): RouteData['sidebar'] {
  const first = Object.entries(section.version.sidebars)[0];
  return first ? { id: first[0], items: first[1] } : undefined;
}

/** Text cut to a meta description's length, at a word boundary. */
export function summarize(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
