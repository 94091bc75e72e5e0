// The navbar's items as the templates render them, once per docs version (doc links point into
// the version being read): links resolved (nav-links.ts), docs and sidebars looked up, version
// dropdowns listed. Unknown doc ids, sidebar ids, docs plugins and versions are problems naming
// the item.
import { problem, type Problem } from '../errors.ts';
import type { SiteModel, DocsVersion } from '../content/model.ts';
import type { DropdownEntry, NavbarItem } from '../config/schema.ts';
import type { MenuEntryData, NavItemData, NavLink } from '../../shared/types.ts';
import { sidebarPageHrefs } from '../content/sidebars.ts';
import { suggestion } from '../../shared/suggest.ts';
import { versionInWords } from '../content/versions.ts';
import { docLookup } from '../content/doc-refs.ts';
import { navLink, withBaseUrl, type LinkKeys } from './nav-links.ts';

export class NavbarData {
  readonly problems: Problem[] = [];
  private readonly baseUrl: string;

  constructor(private readonly model: SiteModel) {
    this.baseUrl = model.config.baseUrl;
  }

  private report(message: string): void {
    this.problems.push(problem(this.model.configFile, message));
  }

  /** A link of the config; without `to` or `href`, a problem (and a dead link). */
  link(l: LinkKeys, where: string): NavLink {
    const out = navLink(this.baseUrl, l);
    if (out) return out;
    this.report(`${where}: a link needs "to" (a site path) or "href" (a URL)`);
    return { label: l.label ?? '', href: '#', external: false };
  }

  /** A footer or dropdown entry: HTML as it is, else a link. */
  entry(e: DropdownEntry | (LinkKeys & { type?: undefined }), version: DocsVersion, where: string): MenuEntryData {
    const made = this.entryOf(e, version, where);
    return 'siteProps' in e && e.siteProps ? { ...made, siteProps: e.siteProps } : made;
  }

  private entryOf(e: DropdownEntry | (LinkKeys & { type?: undefined }), version: DocsVersion, where: string): MenuEntryData {
    switch (e.type) {
      case 'html':
        return { type: 'html', value: e.value, ...(e.className ? { className: e.className } : {}) };
      case 'doc':
      case 'docSidebar':
      case 'docsVersion':
        return { type: 'link', ...this.docLink(e, version, where) };
      default:
        if (e.html !== undefined && e.to === undefined && e.href === undefined) return { type: 'html', value: e.html, ...(e.className ? { className: e.className } : {}) };
        return { type: 'link', ...this.link(e, where) };
    }
  }

  private section(pluginId: string, where: string) {
    const section = pluginId === 'default' ? undefined : this.model.sections.find((s) => s.version.pluginId === pluginId);
    if (pluginId !== 'default' && !section) this.report(`${where}: unknown docsPluginId "${pluginId}"; ${suggestion(pluginId, ['default', ...this.model.sections.map((s) => s.version.pluginId)], 'docs plugin ids')}`);
    return section;
  }

  /** A doc, a sidebar's first page or a docs version's main doc, in the version being read. */
  docLink(item: Extract<NavbarItem | DropdownEntry, { type: 'doc' | 'docSidebar' | 'docsVersion' }>, version: DocsVersion, where: string): NavLink {
    const own = { ...(item.html !== undefined ? { html: item.html } : {}), ...(item.className ? { className: item.className } : {}), ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}) };
    const dead = (label: string): NavLink => ({ label, href: '#', external: false });
    const section = this.section(item.docsPluginId, where);
    if (item.docsPluginId !== 'default' && !section) return dead(item.label ?? '');
    switch (item.type) {
      case 'doc': {
        const docs = section ? section.version.docs : version.docs;
        // A doc the version lacks: the main version's, else another version's (as Docusaurus does).
        const doc = docs.find((d) => d.id === item.docId) ?? (section ? undefined : this.model.versions.map((v) => v.docs.find((d) => d.id === item.docId)).find(Boolean));
        if (!doc) {
          this.report(`${where}: unknown doc id "${item.docId}" in ${versionInWords(section?.version ?? version)}${section || this.model.versions.length < 2 ? '' : ' or any other'}; ${suggestion(item.docId, docs.map((d) => d.id), 'doc ids')}`);
          return dead(item.label ?? item.docId);
        }
        return { label: item.label ?? doc.title, href: doc.permalink, external: false, activeSidebar: doc.sidebar, activeDocs: item.docsPluginId, ...own };
      }
      case 'docSidebar': {
        const sidebars = (section?.version ?? version).sidebars;
        const items = sidebars[item.sidebarId];
        if (!items) {
          this.report(`${where}: unknown sidebar id "${item.sidebarId}"; ${suggestion(item.sidebarId, Object.keys(sidebars), 'sidebar ids')}`);
          return dead(item.label ?? item.sidebarId);
        }
        const first = items.flatMap(function flat(x): string[] {
          return x.type === 'doc' || (x.type === 'category' && x.href) ? [x.href as string] : x.type === 'category' ? x.items.flatMap(flat) : [];
        })[0];
        return { label: item.label ?? item.sidebarId, href: first ?? (section?.version ?? version).path, external: false, activeSidebar: item.sidebarId, activeDocs: item.docsPluginId, ...own };
      }
      case 'docsVersion': {
        // The version being read (pages outside the plugin: its main version).
        const v = item.docsPluginId === 'default' ? version : this.pluginVersions(item.docsPluginId, where)[0];
        if (!v) return dead(item.label ?? '');
        return { label: item.label ?? v.label, href: item.to ? withBaseUrl(this.baseUrl, item.to) : this.mainDocOf(v), external: false, ...own };
      }
    }
  }

  /** The versions of a docs plugin as a version dropdown lists them: the unversioned docs first, then versions.json's order. */
  pluginVersions(pluginId: string, where: string): DocsVersion[] {
    const versions = pluginId === 'default' ? this.model.versions : this.section(pluginId, where)?.versions;
    return versions ? [...versions.filter((v) => v.name === 'current'), ...versions.filter((v) => v.name !== 'current')] : [];
  }

  /** A version's main doc, else (as Docusaurus) the first doc of its first sidebar, else its first doc. */
  mainDocOf(v: DocsVersion): string {
    const [firstSidebar] = Object.values(v.sidebars);
    return docLookup(v).byId.get(v.mainDocId)?.permalink ?? (firstSidebar && sidebarPageHrefs(firstSidebar).next().value) ?? v.docs[0]?.permalink ?? v.path;
  }

  /** The navbar of a docs version's pages. */
  itemsFor(version: DocsVersion): NavItemData[] {
    const { config } = this.model;
    // A language menu offering one language is noise: with a single locale it is left out, unless it has entries of its own.
    const singleLocale = Object.keys(config.i18n.locales).length < 2;
    // (The keys only a site's own NavbarItem uses go with the item: templates/docusaurus/navbar-item-props.ts.)
    const withSiteProps = (made: NavItemData | [], item: { siteProps?: Record<string, unknown> }): NavItemData | [] => (item.siteProps && !Array.isArray(made) ? { ...made, siteProps: item.siteProps } : made);
    return config.navbar.items.flatMap((item, i): NavItemData | [] => withSiteProps(this.itemOf(item, i, version, singleLocale), item));
  }

  private itemOf(item: NavbarItem, i: number, version: DocsVersion, singleLocale: boolean): NavItemData | [] {
    const { config } = this.model;
    const where = `navbar.items[${i}] (${JSON.stringify(item).slice(0, 80)})`;
    const entries = (list: DropdownEntry[], key: string) => list.map((e, j) => this.entry(e, version, `navbar.items[${i}].${key}[${j}]`));
    const { position } = item;
    switch (item.type) {
      case 'doc':
      case 'docSidebar':
      case 'docsVersion':
        return { type: 'link', position, ...this.docLink(item, version, where) };
      case 'default':
        if (item.to === undefined && item.href === undefined && item.html !== undefined) return { type: 'html', position, value: item.html, ...(item.className ? { className: item.className } : {}) };
        return { type: 'link', position, ...this.link(item, where), ...(item.icon ? { icon: item.icon } : {}) };
      case 'dropdown': {
        const link = item.to !== undefined || item.href !== undefined ? this.link(item, where) : undefined;
        return { type: 'dropdown', label: item.label ?? '', position, items: entries(item.items, 'items'), ...(item.html !== undefined ? { html: item.html } : {}), ...(item.className ? { className: item.className } : {}), ...(link ? { link } : {}) };
      }
      case 'editions':
        return { type: 'editions', label: item.label ?? '', position, editions: item.editions, fallbackDocId: item.fallbackDocId };
      case 'localeDropdown': {
        const before = entries(item.dropdownItemsBefore, 'dropdownItemsBefore');
        const after = entries(item.dropdownItemsAfter, 'dropdownItemsAfter');
        if (singleLocale && !before.length && !after.length) return [];
        return { type: 'localeDropdown', label: item.label ?? '', position, before, after, ...(item.queryString ? { queryString: item.queryString } : {}), ...(item.className ? { className: item.className } : {}) };
      }
      case 'search':
        return { type: 'search', position, ...(item.className ? { className: item.className } : {}) };
      case 'colorModeToggle':
        // (No switch, no toggle: the colour mode is the default one.)
        return config.colorMode.disableSwitch ? [] : { type: 'colorModeToggle', position, ...(item.className ? { className: item.className } : {}) };
      case 'html':
        return { type: 'html', position, value: item.value, ...(item.className ? { className: item.className } : {}) };
      case 'docsVersionDropdown': {
        const versions = this.pluginVersions(item.docsPluginId, where);
        const pick = item.versions && (Array.isArray(item.versions) ? item.versions : Object.keys(item.versions));
        for (const name of pick ?? []) if (!versions.some((v) => v.name === name)) this.report(`${where}: no docs version named "${name}"; ${suggestion(name, versions.map((v) => v.name), 'version names')}`);
        const listed = pick ? pick.flatMap((name) => versions.filter((v) => v.name === name)) : versions;
        const labels = item.versions && !Array.isArray(item.versions) ? item.versions : {};
        return {
          type: 'docsVersionDropdown',
          position,
          pluginId: item.docsPluginId,
          versions: listed.map((v) => ({ name: v.name, label: labels[v.name]?.label ?? v.label, href: this.mainDocOf(v) })),
          before: entries(item.dropdownItemsBefore, 'dropdownItemsBefore'),
          after: entries(item.dropdownItemsAfter, 'dropdownItemsAfter'),
          ...(item.dropdownActiveClassDisabled ? { activeClassDisabled: true } : {}),
          ...(item.className ? { className: item.className } : {}),
        };
      }
    }
  }
}
