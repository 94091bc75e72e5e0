// docgen's reading of a Docusaurus site (its docusaurus.config.*), in the shape the Docusaurus
// oracle gives (docusaurus-oracle.ts): each docs plugin's versions, docs, edit URLs, sidebars and
// main docs, and the notices of what docgen does not honour. (The navbar's items are left out: they
// are no part of what is compared.)
import path from 'node:path';
import { resolveConfigFile, validateConfig } from '../../src/generator/config/load.ts';
import { readDocusaurusConfig } from '../../src/generator/config/docusaurus/load.ts';
import { loadModel } from '../../src/generator/content/load-model.ts';
import type { DocRecord, DocsVersion, SiteModel } from '../../src/generator/content/model.ts';
import { postWords } from '../../src/generator/render/content.ts';
import { readingTimeOf } from '../../src/generator/plugins/blog/route-data.ts';
import type { SidebarItem } from '../../src/shared/types.ts';
import type { Problem } from '../../src/generator/errors.ts';
import { oracleAuthor, type OracleBlog, type OracleItem, type OracleVersion } from './docusaurus-oracle.ts';

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

/** docgen's reading: its docs plugins by id ('default' first), and its notices and warnings. */
/** A blog as the oracle compares it (docusaurus-oracle.ts docusaurusBlog). */
function blog(model: SiteModel, v: DocsVersion): OracleBlog {
  const readingTime = (d: DocRecord) => readingTimeOf(v.blog!, d.post!, postWords(model, v, d));
  const posts = v.docs.map((d) => {
    const p = d.post!;
    return {
      permalink: d.permalink,
      date: p.date,
      title: d.title,
      description: d.description ?? '',
      tags: p.tags.map((t) => ({ label: t.label, permalink: t.permalink })),
      authors: p.authors.map((a) => oracleAuthor({ ...a, key: a.key ?? null, page: a.page ?? null })),
      // (docgen's own reading time comes with the post's rendered content: its words.)
      ...(readingTime(d) !== undefined ? { readingTime: readingTime(d) } : {}),
      hasTruncateMarker: p.truncated,
      unlisted: p.unlisted,
      // (docgen's `next` is Docusaurus' prevItem, its `prev` the nextItem: types.ts.)
      prevItem: p.next?.permalink ?? null,
      nextItem: p.prev?.permalink ?? null,
      editUrl: d.editUrl ?? null,
    };
  });
  const info = v.blog!;
  return {
    id: info.options.id,
    posts,
    tags: Object.fromEntries(info.tags.map(({ tag, posts }) => [tag.permalink, [tag.label, posts] as [string, string[]]])),
    authors: info.authors.filter(({ author }) => author.page).map(({ author, posts }) => [author.key!, author.page!, posts] as [string, string, string[]]),
  };
}

export async function docgenReading(siteDir: string): Promise<{ plugins: { id: string; versions: OracleVersion[] }[]; pages: [string, string][]; blogs: OracleBlog[]; problems: Problem[]; notices: Problem[] }> {
  const configFile = resolveConfigFile(siteDir);
  const { input, notices } = await readDocusaurusConfig(path.join(siteDir, configFile), siteDir, configFile);
  const config = validateConfig({ ...input, navbar: { ...(input.navbar as object), items: [] } }, configFile);
  const model = await loadModel({ root: siteDir, config, configFile });
  const byOrder = (vs: DocsVersion[]) => [...vs.filter((v) => v.name === 'current'), ...vs.filter((v) => v.name !== 'current')].map(version);
  return {
    plugins: [{ id: 'default', versions: byOrder(model.versions) }, ...model.sections.map((s) => ({ id: s.version.pluginId, versions: byOrder(s.versions) }))],
    // The site's own pages, as [kind, URL] (the theme's not-found page is not one of Docusaurus' pages).
    pages: model.pages.flatMap((v) => v.docs.filter((d) => !d.notFound).map((d): [string, string] => [d.page === 'react' ? 'jsx' : 'mdx', d.permalink])),
    blogs: model.blogs.map((v) => blog(model, v)),
    problems: model.warnings ?? [],
    notices: [...notices, ...(model.warnings ?? [])],
  };
}
