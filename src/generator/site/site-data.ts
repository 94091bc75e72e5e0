// SiteData: what every page's shell needs, derived once per build from the config and the model.
// Navbar doc links are resolved per docs version; unknown doc ids are errors naming the item.
import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, problem, type Problem } from '../errors.ts';
import type { SiteModel, DocsVersion } from '../content/model.ts';
import type { NavItemData, SiteData, LinkData } from '../../shared/types.ts';
import { describeAvailable, sidebarPageHrefs } from '../content/sidebars.ts';
import { docLookup } from '../content/doc-refs.ts';
import { isExternal, joinUrl, pathnameHref } from '../../shared/urls.ts';
import { realPlace } from '../../components/kit/real-path.ts';

/** A small SVG logo is inlined as a data URI: no request, and nothing to preload. */
function logoSrc(src: string, staticDir: string, withBase: (to: string) => string, root: string): string {
  if (isExternal(src)) return src;
  const file = path.join(staticDir, src);
  // (Read only from inside the project, as every content file: see content/content-file.ts.)
  if (src.endsWith('.svg') && realPlace(file, root).place === 'inside' && fs.statSync(file).size <= 4096) {
    return `data:image/svg+xml;base64,${fs.readFileSync(file).toString('base64')}`;
  }
  return withBase(src);
}

export function buildSiteData(model: SiteModel): SiteData {
  const { config } = model;
  const CONFIG = model.configFile;
  const problems: Problem[] = [];
  const withBase = (to: string) => (to.startsWith(config.baseUrl) ? to : joinUrl(config.baseUrl, to));
  const link = (l: { label: string; to?: string; href?: string }, where: string): LinkData => {
    const pathname = l.href ? pathnameHref(l.href, config.baseUrl) : undefined;
    if (pathname !== undefined) return { label: l.label, href: pathname, external: false };
    if (l.href) return { label: l.label, href: l.href, external: isExternal(l.href) };
    if (l.to) return { label: l.label, href: withBase(l.to), external: false };
    problems.push(problem(CONFIG, `${where}: a link needs "to" (a site path) or "href" (a URL)`));
    return { label: l.label, href: '#', external: false };
  };

  // A language menu offering one language is noise: with a single locale it is left out.
  const singleLocale = Object.keys(config.i18n.locales).length < 2;
  const itemsFor = (version: DocsVersion): NavItemData[] =>
    config.navbar.items.flatMap((item, i): NavItemData | [] => {
      const where = `navbar.items[${i}] (${JSON.stringify(item).slice(0, 80)})`;
      switch (item.type) {
        case 'doc': {
          const section = item.docsPluginId === 'default' ? undefined : model.sections.find((s) => s.version.pluginId === item.docsPluginId);
          if (item.docsPluginId !== 'default' && !section) {
            problems.push(problem(CONFIG, `${where}: unknown docsPluginId "${item.docsPluginId}"; docs sections: default${model.sections.map((s) => `, ${s.version.pluginId}`).join('')}`));
            return { type: 'link', label: item.label ?? item.docId, href: '#', external: false, position: item.position };
          }
          const docs = section ? section.version.docs : version.docs;
          // A doc the version lacks: the main version's, else another version's (as Docusaurus does).
          const doc = docs.find((d) => d.id === item.docId) ?? (section ? undefined : model.versions.map((v) => v.docs.find((d) => d.id === item.docId)).find(Boolean));
          if (!doc) {
            problems.push(problem(CONFIG, `${where}: unknown doc id "${item.docId}" in docs version "${version.name}"${section || model.versions.length < 2 ? '' : ' or any other'}; ${describeAvailable(item.docId, docs.map((d) => d.id), 'doc ids')}`));
            return { type: 'link', label: item.label ?? item.docId, href: '#', external: false, position: item.position };
          }
          return { type: 'link', label: item.label ?? doc.title, href: doc.permalink, external: false, position: item.position, activeSidebar: doc.sidebar, activeDocs: item.docsPluginId, className: item.className };
        }
        case 'docSidebar': {
          const section = item.docsPluginId === 'default' ? undefined : model.sections.find((s) => s.version.pluginId === item.docsPluginId);
          if (item.docsPluginId !== 'default' && !section) {
            problems.push(problem(CONFIG, `${where}: unknown docsPluginId "${item.docsPluginId}"; docs sections: default${model.sections.map((s) => `, ${s.version.pluginId}`).join('')}`));
            return { type: 'link', label: item.label ?? item.sidebarId, href: '#', external: false, position: item.position };
          }
          const sidebars = (section?.version ?? version).sidebars;
          const items = sidebars[item.sidebarId];
          if (!items) {
            problems.push(problem(CONFIG, `${where}: unknown sidebar id "${item.sidebarId}"; ${describeAvailable(item.sidebarId, Object.keys(sidebars), 'sidebar ids')}`));
            return { type: 'link', label: item.label ?? item.sidebarId, href: '#', external: false, position: item.position };
          }
          const first = items.flatMap(function flat(x): string[] {
            return x.type === 'doc' || (x.type === 'category' && x.href) ? [x.href as string] : x.type === 'category' ? x.items.flatMap(flat) : [];
          })[0];
          return { type: 'link', label: item.label ?? item.sidebarId, href: first ?? (section?.version ?? version).path, external: false, position: item.position, activeSidebar: item.sidebarId, activeDocs: item.docsPluginId, className: item.className };
        }
        case 'default': {
          const l = link({ label: item.label ?? '', to: item.to, href: item.href }, where);
          return { type: 'link', label: l.label, href: l.href, external: !!l.external, position: item.position, icon: item.icon, ariaLabel: item.ariaLabel, className: item.className, activeBaseRegex: item.activeBaseRegex, activeBasePath: item.activeBasePath ? withBase(item.activeBasePath) : undefined };
        }
        case 'dropdown':
          return { type: 'dropdown', label: item.label ?? '', position: item.position, items: item.items.map((l, j) => link(l, `${where}.items[${j}]`)), className: item.className };
        case 'editions':
          return { type: 'editions', label: item.label ?? '', position: item.position, editions: item.editions, fallbackDocId: item.fallbackDocId };
        case 'localeDropdown':
          return singleLocale ? [] : { type: 'localeDropdown', label: item.label ?? '', position: item.position };
        case 'search':
          return { type: 'search', position: item.position };
        case 'colorModeToggle':
          return { type: 'colorModeToggle', position: item.position };
        case 'html':
          return { type: 'html', position: item.position, value: item.value };
        case 'docsVersionDropdown': {
          const versions = pluginVersions(item.docsPluginId, where);
          const pick = item.versions && (Array.isArray(item.versions) ? item.versions : Object.keys(item.versions));
          for (const name of pick ?? []) if (!versions.some((v) => v.name === name)) problems.push(problem(CONFIG, `${where}: no docs version named "${name}"; versions: ${versions.map((v) => v.name).join(', ')}`));
          const listed = pick ? pick.flatMap((name) => versions.filter((v) => v.name === name)) : versions;
          const labels = item.versions && !Array.isArray(item.versions) ? item.versions : {};
          return {
            type: 'docsVersionDropdown',
            position: item.position,
            pluginId: item.docsPluginId,
            versions: listed.map((v) => ({ name: v.name, label: labels[v.name]?.label ?? v.label, href: mainDocOf(v) })),
            before: item.dropdownItemsBefore.map((l, j) => link(l, `${where}.dropdownItemsBefore[${j}]`)),
            after: item.dropdownItemsAfter.map((l, j) => link(l, `${where}.dropdownItemsAfter[${j}]`)),
            ...(item.dropdownActiveClassDisabled ? { activeClassDisabled: true } : {}),
            ...(item.className ? { className: item.className } : {}),
          };
        }
        case 'docsVersion': {
          // The version being read (pages outside the plugin: its main version).
          const v = item.docsPluginId === 'default' ? version : pluginVersions(item.docsPluginId, where)[0];
          if (!v) return { type: 'link', label: item.label ?? '', href: '#', external: false, position: item.position };
          return { type: 'link', label: item.label ?? v.label, href: item.to ? withBase(item.to) : mainDocOf(v), external: false, position: item.position, className: item.className };
        }
      }
    });
  // The versions of a docs plugin as a version dropdown lists them: the unversioned docs first, then versions.json's order.
  const pluginVersions = (pluginId: string, where: string): DocsVersion[] => {
    if (pluginId === 'default') return [...model.versions.filter((v) => v.name === 'current'), ...model.versions.filter((v) => v.name !== 'current')];
    const section = model.sections.find((s) => s.version.pluginId === pluginId);
    if (!section) problems.push(problem(CONFIG, `${where}: unknown docsPluginId "${pluginId}"; docs sections: default${model.sections.map((s) => `, ${s.version.pluginId}`).join('')}`));
    return section ? [...section.versions.filter((v) => v.name === 'current'), ...section.versions.filter((v) => v.name !== 'current')] : [];
  };
  // A version's main doc, else (as Docusaurus) the first doc of its first sidebar, else its first doc.
  const mainDocOf = (v: DocsVersion) => {
    const [firstSidebar] = Object.values(v.sidebars);
    return docLookup(v).byId.get(v.mainDocId)?.permalink ?? (firstSidebar && sidebarPageHrefs(firstSidebar).next().value) ?? v.docs[0]?.permalink ?? v.path;
  };

  const itemsByVersion: Record<string, NavItemData[]> = {};
  for (const v of model.versions) itemsByVersion[v.name] = itemsFor(v);

  const site: SiteData = {
    title: config.title,
    tagline: config.tagline,
    url: config.url.replace(/\/$/, ''),
    baseUrl: config.baseUrl,
    titleDelimiter: config.titleDelimiter,
    locale: { label: model.locale.label, htmlLang: model.locale.htmlLang, direction: model.locale.direction },
    navbar: {
      title: config.navbar.title,
      logo: config.navbar.logo ? { alt: config.navbar.logo.alt, src: logoSrc(config.navbar.logo.src, path.resolve(model.root, config.staticDir), withBase, model.root) } : undefined,
      hideOnScroll: config.navbar.hideOnScroll,
      itemsByVersion,
    },
    footer: {
      style: config.footer.style,
      columns: config.footer.links.map((col, i) => ({ title: col.title, items: col.items.map((l, j) => link(l, `footer.links[${i}].items[${j}]`)) })),
      copyright: config.footer.copyright,
    },
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    search: {
      placeholder: config.search.placeholder,
      provider: config.search.provider,
      algolia: config.search.provider === 'algolia' ? { appId: config.search.appId, apiKey: config.search.apiKey, indexName: config.search.indexName, contextualSearch: config.search.contextualSearch, language: config.search.language, host: config.search.host } : undefined,
      suggestions: config.search.suggestions,
      versions: model.versions.map((v) => ({ name: v.name, label: v.label })),
    },
    lastVersion: model.versions[0]?.name ?? 'current',
    routePatterns: [
      config.baseUrl,
      joinUrl(config.baseUrl, 'search'),
      ...[config.docs.routeBasePath, ...config.docsPlugins.map((p) => p.routeBasePath)].flatMap((b) => [joinUrl(config.baseUrl, b), `${joinUrl(config.baseUrl, b)}/*`]),
    ],
    issuesUrl: config.issuesUrl,
  };
  // (An item is resolved once per docs version: a problem that is not the version's is said once.)
  if (problems.length) throw new DocgenError([...new Map(problems.map((p) => [p.message, p])).values()]);
  return site;
}
