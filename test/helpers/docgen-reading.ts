// docgen's reading of a Docusaurus site (its docusaurus.config.js), in the shape the Docusaurus
// oracle gives (docusaurus-oracle.ts): each docs plugin's versions, docs, edit URLs, sidebars and
// main docs, and the notices of what docgen does not honour.
import { openSite } from '../../src/generator/pipeline/site.ts';
import type { DocsVersion } from '../../src/generator/content/model.ts';
import type { SidebarItem } from '../../src/shared/types.ts';
import type { Problem } from '../../src/generator/errors.ts';
import type { OracleItem, OracleVersion } from './docusaurus-oracle.ts';

function items(list: SidebarItem[]): OracleItem[] {
  return list.flatMap((item): OracleItem[] => {
    if (item.type === 'doc') return item.ref ? [] : [{ doc: item.id }];
    if (item.type === 'category') return [{ category: item.label, collapsed: item.collapsed, collapsible: item.collapsible, items: items(item.items) }];
    if (item.type === 'link') return [{ link: item.label }];
    return [];
  });
}

function version(v: DocsVersion): OracleVersion {
  return {
    name: v.name,
    label: v.label,
    path: v.path,
    isLast: v.isLast,
    banner: v.banner,
    badge: v.badge,
    noIndex: !!v.noIndex,
    mainDocId: v.mainDocId,
    docs: Object.fromEntries(v.docs.map((d) => [d.id, [d.permalink, d.editUrl ?? null] as [string, string | null]])),
    sidebars: Object.fromEntries(Object.entries(v.sidebars).map(([id, list]) => [id, items(list)])),
  };
}

/** docgen's reading: its docs plugins by id ('default' first), and its notices. */
export async function docgenReading(siteDir: string): Promise<{ plugins: { id: string; versions: OracleVersion[] }[]; notices: Problem[] }> {
  const site = await openSite({ root: siteDir, configFile: 'docusaurus.config.js' });
  const byOrder = (vs: DocsVersion[]) => [...vs.filter((v) => v.name === 'current'), ...vs.filter((v) => v.name !== 'current')].map(version);
  return {
    plugins: [{ id: 'default', versions: byOrder(site.model.versions) }, ...site.model.sections.map((s) => ({ id: s.version.pluginId, versions: byOrder(s.versions) }))],
    notices: site.problems,
  };
}
