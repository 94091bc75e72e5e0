// A docs version's main doc, found as Docusaurus' docs plugin finds it (its getMainDocId): the
// version's entry point, where docsVersion navbar items and the version dropdown lead when the
// page being read is not in that version.
import type { SidebarItem } from '../../shared/types.ts';
import type { DocRecord, Sidebars } from './model.ts';

/** The ids of a sidebar's docs in reading order: doc items (not refs) and the docs categories link to. */
function* sidebarDocHrefs(items: SidebarItem[]): Generator<string> {
  for (const item of items) {
    if (item.type === 'doc' && !item.ref) yield item.href;
    else if (item.type === 'category') {
      if (item.href) yield item.href;
      yield* sidebarDocHrefs(item.items);
    }
  }
}

/**
 * The doc at the version's root (slug "/"), else the first doc of its first sidebar, else its first
 * doc by id; '' when it has no docs.
 */
export function findMainDocId(docs: DocRecord[], sidebars: Sidebars, versionPath: string): string {
  const home = docs.find((d) => d.kind === 'markdown' && d.permalink === versionPath);
  if (home) return home.id;
  const byPermalink = new Map(docs.map((d) => [d.permalink, d]));
  const [firstSidebar] = Object.values(sidebars);
  if (firstSidebar) {
    // (A category's page may be a generated index, which is no doc: it is passed over.)
    for (const href of sidebarDocHrefs(firstSidebar)) {
      const doc = byPermalink.get(href);
      if (doc) return doc.id;
    }
  }
  const ids = docs.filter((d) => d.kind === 'markdown').map((d) => d.id);
  return ids.sort((a, b) => a.localeCompare(b))[0] ?? docs[0]?.id ?? '';
}
