// Docusaurus' own reading of a site, for comparison with docgen's: its config validation
// (@docusaurus/core), the classic preset's plugin list (@docusaurus/preset-classic) and each docs
// plugin's options validation and content loading (@docusaurus/plugin-content-docs: versions,
// docs, sidebars, main docs), as `docusaurus build` runs them (NODE_ENV=production: drafts left
// out). The config is the site's docusaurus.config.*, loaded by Docusaurus' own loader.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const docsPluginPath = require.resolve('@docusaurus/plugin-content-docs');
const fromDocsPlugin = createRequire(docsPluginPath);
type Fn = (...args: never[]) => unknown;
const docsPlugin = require('@docusaurus/plugin-content-docs') as { default: Fn; validateOptions: Fn };
const { normalizePluginOptions } = fromDocsPlugin('@docusaurus/utils-validation') as { normalizePluginOptions: Fn };
const { toFullVersion } = require('@docusaurus/plugin-content-docs/lib/versions/version.js') as { toFullVersion: Fn };
const { toGlobalDataVersion } = require('@docusaurus/plugin-content-docs/lib/globalData.js') as { toGlobalDataVersion: Fn };
const { loadSiteConfig } = require('@docusaurus/core/lib/server/config') as { loadSiteConfig: (o: { siteDir: string }) => Promise<{ siteConfig: Record<string, unknown>; siteConfigPath: string }> };
const classicPreset = (require('@docusaurus/preset-classic') as { default: (context: unknown, options: unknown) => { plugins: unknown[] } }).default;

type Obj = Record<string, unknown>;

/** A sidebar item as both sides are compared: docs by id, categories with their open state and items. */
export type OracleItem = { doc: string } | { category: string; collapsed: boolean; collapsible: boolean; items: OracleItem[] } | { link: string };

export interface OracleVersion {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  noIndex: boolean;
  mainDocId: string;
  /** id → [permalink (no trailing slash), edit URL]. */
  docs: Record<string, [string, string | null]>;
  sidebars: Record<string, OracleItem[]>;
}

/** A docs plugin as Docusaurus reads it: its id, normalized options, and versions. */
export interface OraclePlugin {
  id: string;
  options: Obj;
  versions: OracleVersion[];
}

const noTrailingSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

function items(list: Obj[]): OracleItem[] {
  return list.flatMap((item): OracleItem[] => {
    if (item.type === 'doc' || item.type === 'ref') return item.type === 'doc' ? [{ doc: String(item.id) }] : [];
    if (item.type === 'category') return [{ category: String(item.label), collapsed: Boolean(item.collapsed), collapsible: Boolean(item.collapsible), items: items(item.items as Obj[]) }];
    if (item.type === 'link') return [{ link: String(item.label) }];
    return [];
  });
}

const isClassicPreset = (name: unknown) => name === 'classic' || (typeof name === 'string' && /(^|[\\/])(@docusaurus[\\/])?preset-classic([\\/]|$)/.test(name));
const isDocsPlugin = (name: unknown) => name === 'content-docs' || (typeof name === 'string' && /(^|[\\/])(@docusaurus[\\/])?plugin-content-docs([\\/]|$)/.test(name));

/** The docs plugins' options of a validated config: the classic preset's, then plugin-content-docs instances' (other presets and plugins are not the oracle's). */
function docsPluginOptions(siteConfig: Obj, context: Obj): Obj[] {
  const entries = [
    ...((siteConfig.presets as unknown[]) ?? []).flatMap((preset) => {
      const [name, options] = Array.isArray(preset) ? preset : [preset, {}];
      return isClassicPreset(name) ? classicPreset(context, options).plugins : [];
    }),
    ...((siteConfig.plugins as unknown[]) ?? []),
  ];
  return entries.flatMap((entry) => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    return isDocsPlugin(name) ? [{ ...((options as Obj | undefined) ?? {}) }] : [];
  });
}

/** Docusaurus' reading of the site in `siteDir` (its docusaurus.config.*). */
export async function docusaurusReading(siteDir: string): Promise<OraclePlugin[]> {
  const { siteConfig, siteConfigPath: file } = await loadSiteConfig({ siteDir });
  const context = {
    siteDir,
    siteConfig,
    siteConfigPath: file,
    baseUrl: siteConfig.baseUrl,
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    outDir: path.join(siteDir, 'build'),
    localizationDir: path.join(siteDir, 'i18n/en'),
    i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en', translate: false } } },
  };
  const plugins: OraclePlugin[] = [];
  for (const raw of docsPluginOptions(siteConfig, context)) {
    const options = docsPlugin.validateOptions({ validate: normalizePluginOptions, options: raw } as never) as Obj;
    // (Last updates are not compared, and a production build reads them from Git, which a copy of a site may not have.)
    Object.assign(options, { showLastUpdateTime: false, showLastUpdateAuthor: false });
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let loadedVersions: Obj[];
    try {
      const plugin = (await docsPlugin.default(context as never, options as never)) as { loadContent: () => Promise<{ loadedVersions: Obj[] }> };
      ({ loadedVersions } = await plugin.loadContent());
    } finally {
      process.env.NODE_ENV = env;
    }
    const versions = loadedVersions.map((loaded) => {
      const full = toFullVersion(loaded as never) as Obj;
      const global = toGlobalDataVersion(full as never) as { mainDocId: string };
      const docs = Object.fromEntries((full.docs as Obj[]).map((d) => [String(d.id), [noTrailingSlash(String(d.permalink)), (d.editUrl as string | undefined) ?? null] as [string, string | null]]));
      return {
        name: String(full.versionName),
        label: String(full.label),
        path: noTrailingSlash(String(full.path)),
        isLast: Boolean(full.isLast),
        banner: (full.banner as OracleVersion['banner'] | null) ?? 'none',
        badge: Boolean(full.badge),
        noIndex: Boolean(full.noIndex),
        mainDocId: global.mainDocId,
        docs,
        sidebars: Object.fromEntries(Object.entries(full.sidebars as Record<string, Obj[]>).map(([id, list]) => [id, items(list)])),
      };
    });
    plugins.push({ id: String(options.id), options, versions });
  }
  return plugins;
}

/** A site's context as Docusaurus' content plugins get it, and its plugin entries: the classic preset's, then the config's. */
async function contentPluginEntries(siteDir: string): Promise<{ context: Record<string, unknown>; entries: unknown[] }> {
  const { siteConfig } = await loadSiteConfig({ siteDir });
  const context = { siteDir, siteConfig, baseUrl: siteConfig.baseUrl, generatedFilesDir: path.join(siteDir, '.docusaurus'), localizationDir: path.join(siteDir, 'i18n/en'), i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en', translate: false } } } };
  const entries = [
    ...((siteConfig.presets as unknown[]) ?? []).flatMap((preset) => {
      const [name, options] = Array.isArray(preset) ? preset : [preset, {}];
      return isClassicPreset(name) ? classicPreset(context, options).plugins : [];
    }),
    ...((siteConfig.plugins as unknown[]) ?? []),
  ];
  return { context, entries };
}

const pagesPlugin = require('@docusaurus/plugin-content-pages') as { default: (context: unknown, options: unknown) => Promise<{ loadContent: () => Promise<{ type: string; permalink: string }[]> }>; validateOptions: Fn };
const isPagesPlugin = (name: unknown) => name === 'content-pages' || (typeof name === 'string' && /(^|[\\/])(@docusaurus[\\/])?plugin-content-pages([\\/]|$)/.test(name));

/** The site's own pages as Docusaurus' pages plugin finds them: [kind ('jsx' or 'mdx'), URL without a trailing slash], in its order. */
export async function docusaurusPages(siteDir: string): Promise<[string, string][]> {
  const { context, entries } = await contentPluginEntries(siteDir);
  const out: [string, string][] = [];
  for (const entry of entries) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (!isPagesPlugin(name)) continue;
    const validated = pagesPlugin.validateOptions({ validate: normalizePluginOptions, options: { ...((options as Obj | undefined) ?? {}) } } as never);
    const plugin = await pagesPlugin.default(context, validated);
    for (const page of await plugin.loadContent()) out.push([page.type, noTrailingSlash(page.permalink)]);
  }
  return out;
}

const blogPlugin = require('@docusaurus/plugin-content-blog') as { default: (context: unknown, options: unknown) => Promise<{ loadContent: () => Promise<Obj> }>; validateOptions: Fn };
const isBlogPlugin = (name: unknown) => name === 'content-blog' || (typeof name === 'string' && /(^|[\\/])(@docusaurus[\\/])?plugin-content-blog([\\/]|$)/.test(name));

/** An author as both sides are compared (fields left out when absent; socials only when it has some). */
export interface OracleAuthor {
  key: string | null;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  page: string | null;
  socials?: Record<string, string>;
}

/** A post as both sides are compared. */
export interface OraclePost {
  permalink: string;
  date: string;
  title: string;
  description: string;
  tags: { label: string; permalink: string }[];
  authors: OracleAuthor[];
  readingTime?: number;
  hasTruncateMarker: boolean;
  unlisted: boolean;
  /** Docusaurus' prevItem ("Newer post" when newest first) and nextItem ("Older post"). */
  prevItem: string | null;
  nextItem: string | null;
  editUrl: string | null;
}

export interface OracleBlog {
  id: string;
  posts: OraclePost[];
  /** Tags with listed posts: permalink → [label, listed posts' permalinks]. */
  tags: Record<string, [string, string[]]>;
  /** Authors with a page: [key, page, listed posts' permalinks], in the authors file's order. */
  authors: [string, string, string[]][];
}

/** An author as the oracle compares it, from either side's fields. */
export function oracleAuthor(a: { key?: string | null; name?: string; title?: string; url?: string; imageURL?: string; page?: string | { permalink: string } | null; socials?: Record<string, string> }): OracleAuthor {
  const out: OracleAuthor = { key: a.key ?? null, page: a.page ? (typeof a.page === 'string' ? a.page : a.page.permalink) : null };
  for (const k of ['name', 'title', 'url', 'imageURL'] as const) if (a[k] !== undefined) out[k] = a[k];
  if (a.socials && Object.keys(a.socials).length) out.socials = a.socials;
  return out;
}

/** The site's blogs as Docusaurus' blog plugin reads them (a production build: drafts left out), each instance in the config's order. */
export async function docusaurusBlog(siteDir: string): Promise<OracleBlog[]> {
  const { context, entries } = await contentPluginEntries(siteDir);
  const out: OracleBlog[] = [];
  for (const entry of entries) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (!isBlogPlugin(name)) continue;
    const validated = blogPlugin.validateOptions({ validate: normalizePluginOptions, options: { ...((options as Obj | undefined) ?? {}) } } as never) as Obj;
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let content: Obj;
    try {
      content = await (await blogPlugin.default(context, validated)).loadContent();
    } finally {
      process.env.NODE_ENV = env;
    }
    type Meta = { permalink: string; date: Date; title: string; description: string; tags: { label: string; permalink: string }[]; authors: Obj[]; readingTime?: number; hasTruncateMarker: boolean; unlisted: boolean; prevItem?: { permalink: string }; nextItem?: { permalink: string }; editUrl?: string };
    const posts = (content.blogPosts as { metadata: Meta }[]).map(({ metadata: m }): OraclePost => ({
      permalink: noTrailingSlash(m.permalink),
      date: m.date.toISOString(),
      title: m.title,
      description: m.description,
      tags: m.tags.map((t) => ({ label: t.label, permalink: noTrailingSlash(t.permalink) })),
      authors: m.authors.map((a) => oracleAuthor(a as never)),
      ...(m.readingTime !== undefined ? { readingTime: m.readingTime } : {}),
      hasTruncateMarker: m.hasTruncateMarker,
      unlisted: m.unlisted,
      prevItem: m.prevItem ? noTrailingSlash(m.prevItem.permalink) : null,
      nextItem: m.nextItem ? noTrailingSlash(m.nextItem.permalink) : null,
      editUrl: m.editUrl ?? null,
    }));
    const byId = new Map((content.blogPosts as { id: string; metadata: Meta }[]).map((p) => [p.id, noTrailingSlash(p.metadata.permalink)]));
    const tags = Object.fromEntries(
      Object.values(content.blogTags as Record<string, { label: string; permalink: string; items: string[]; unlisted: boolean }>)
        .filter((t) => !t.unlisted)
        .map((t) => [noTrailingSlash(t.permalink), [t.label, t.items.map((id) => byId.get(id)!)] as [string, string[]]]),
    );
    const listed = (content.blogPosts as { metadata: Meta }[]).filter((p) => !p.metadata.unlisted);
    const authors = Object.values((content.authorsMap as Record<string, { key: string; page: { permalink: string } | null }> | undefined) ?? {})
      .filter((a) => a.page)
      .map((a): [string, string, string[]] => [a.key, noTrailingSlash(a.page!.permalink), listed.filter((p) => p.metadata.authors.some((x) => x.key === a.key)).map((p) => noTrailingSlash(p.metadata.permalink))]);
    out.push({ id: String(validated.id), posts, tags, authors });
  }
  return out;
}
