// The docs parts of the config (zod): a docs plugin's options, as Docusaurus' docs plugin has them
// (the same names and meanings), for the versioned docs (`docs`) and the docs sections beside them
// (`docsPlugins`, `community`).
import * as z from 'zod';

const versionSchema = z.strictObject({
  /** Label shown in banners, badges and the version dropdown (default: "Next" for current, else the name). */
  label: z.string().min(1),
  /** URL path segment under the docs route ('' for the main version). */
  path: z.string(),
  /**
   * Banner on every page of the version: none, unreleased (newer than the last version, the default
   * for those) or unmaintained (older, the default for those).
   */
  banner: z.enum(['none', 'unreleased', 'unmaintained']),
  /** "Version: <label>" on its pages (default: when the plugin has more than one version). */
  badge: z.boolean(),
  /** Its pages ask search engines not to index them (robots noindex) and are left out of the sitemap and search. */
  noIndex: z.boolean(),
  /** Values for `{{vars.name}}` in this version's Markdown. */
  variables: z.record(z.string(), z.string()).default({}),
  /** File of the API reference data for this version, relative to `api.path` (default: `<version name>.json` there, when it exists). */
  apiData: z.string().optional(),
});

const isFunction = (v: unknown) => typeof v === 'function';

/** What a docs plugin's editUrl function is given (Docusaurus' EditUrlFunction). */
export interface EditUrlParams {
  version: string;
  versionDocsDirPath: string;
  docPath: string;
  permalink: string;
  locale: string;
}
export type EditUrlFunction = (params: EditUrlParams) => string | undefined;
/** Docusaurus' NumberPrefixParser: a file or folder name without its number prefix, and the number. */
export type NumberPrefixParserFunction = (name: string) => { filename: string; numberPrefix?: number };

/** Files of a docs folder that are docs, and those that are not (Docusaurus' defaults). */
export const DEFAULT_DOCS_INCLUDE = ['**/*.{md,mdx}'];
export const DEFAULT_DOCS_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

/** The options every docs plugin has, as Docusaurus' docs plugin names them. */
const docsPluginOptions = {
  /**
   * The doc a version's links fall back to (docsVersion items, the version dropdown). Default: as
   * Docusaurus finds it, the doc at the version's root (slug "/"), else the first doc of the first
   * sidebar, else the first doc by id.
   */
  mainDocId: z.string().optional(),
  /** The version served at the docs root; default: the newest of versions.json, else the current docs. */
  lastVersion: z.string().optional(),
  /** Per-version settings keyed by version name ('current' is the unversioned docs folder). */
  versions: z.record(z.string(), versionSchema.partial()).default({}),
  /** Whether the unversioned docs folder ("current") is built. */
  includeCurrentVersion: z.boolean().default(true),
  /** Only these versions are built (by name; 'current' for the unversioned folder). */
  onlyIncludeVersions: z.array(z.string().min(1)).min(1, 'at least one version is needed').optional(),
  /** Builds the unversioned folder only, whatever versions.json says. */
  disableVersioning: z.boolean().default(false),
  /**
   * Where "Edit this page" leads: a URL the file's path (from the project root) is added to, or a
   * function of { version, versionDocsDirPath, docPath, permalink, locale } that returns the URL.
   */
  editUrl: z.union([z.string().min(1), z.custom<EditUrlFunction>(isFunction, 'expected a URL or a function')]).optional(),
  /** Edit links of every version lead to the unversioned folder's file. */
  editCurrentVersion: z.boolean().default(false),
  /** Sidebar categories can be opened and closed (a category's own `collapsible` comes first). */
  sidebarCollapsible: z.boolean().default(true),
  /** Sidebar categories start closed (default: when they are collapsible; a category's own `collapsed` comes first). */
  sidebarCollapsed: z.boolean().optional(),
  /** Docs pages show their breadcrumbs. */
  breadcrumbs: z.boolean().default(true),
  /** Globs (inside a version's folder) of the files that are docs, and of those that are not. */
  include: z.array(z.string()).default(DEFAULT_DOCS_INCLUDE),
  exclude: z.array(z.string()).default(DEFAULT_DOCS_EXCLUDE),
  /** Number prefixes of file and folder names ("01-intro"): true (Docusaurus' rule), false (none), or a function. */
  numberPrefixParser: z.union([z.boolean(), z.custom<NumberPrefixParserFunction>(isFunction, 'expected true, false or a function')]).default(true),
  /**
   * Whether docs pages show when their source was last changed and by whom (its last Git commit, or
   * its front matter's last_update).
   */
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
};

export const docsSchema = z.strictObject({
  /** false: the site has no versioned docs (a blog-only site, Docusaurus' `docs: false`). */
  enabled: z.boolean().default(true),
  path: z.string().default('content/docs'),
  versionedPath: z.string().default('content/versioned_docs'),
  /** The sidebars file of the current docs ('' for none). */
  sidebarPath: z.string().default('content/sidebars.ts'),
  /** Without a sidebars file: one sidebar ("defaultSidebar") of every doc, by folder, as Docusaurus has it. */
  autogeneratedSidebar: z.boolean().default(false),
  versionedSidebarsPath: z.string().default('content/versioned_sidebars'),
  versionsFile: z.string().default('content/versions.json'),
  routeBasePath: z.string().default('docs'),
  ...docsPluginOptions,
});

/** A docs section beside the versioned docs (a Docusaurus docs plugin instance). */
export const docsPluginSchema = z.strictObject({
  /** Its plugin id (navbar doc items name it as docsPluginId). */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'lowercase letters, digits and dashes, e.g. "community"').refine((id) => id !== 'default', 'the id "default" is the versioned docs'),
  /** Its name where pages are grouped by section (llms.txt); default: the id. */
  label: z.string().optional(),
  path: z.string(),
  routeBasePath: z.string(),
  sidebarPath: z.string().optional(),
  /** Without a sidebars file: one sidebar ("defaultSidebar") of every doc, by folder. */
  autogeneratedSidebar: z.boolean().default(false),
  /** A page at the section's root that lists its sidebar, when no doc is there. */
  index: z.strictObject({ title: z.string().min(1), description: z.string().default('') }).optional(),
  /** A folder (inside `path`) of video list pages, one JSON file each, shown under the section's route. */
  videos: z.string().optional(),
  /**
   * Its versions, as the main docs have them (a Docusaurus instance's <id>_versions.json,
   * <id>_versioned_docs/ and <id>_versioned_sidebars/): none without a versions file.
   */
  versionsFile: z.string().optional(),
  versionedPath: z.string().optional(),
  versionedSidebarsPath: z.string().optional(),
  ...docsPluginOptions,
});

/** Shorthand for the docs section `community` with its usual folders, an index page and video pages. */
export const communitySchema = z.strictObject({
  path: z.string().default('content/community'),
  routeBasePath: z.string().default('community'),
  sidebarPath: z.string().default('content/community/sidebars.ts'),
  mainDocId: z.string().default('welcome'),
});

export type DocsVersionConfig = z.output<typeof versionSchema>;
export type DocsConfig = z.output<typeof docsSchema>;
export type DocsPluginConfig = z.output<typeof docsPluginSchema>;
/** What the versioned docs and a docs section share: a docs plugin's options. */
export type DocsPluginOptions = Pick<DocsConfig, keyof typeof docsPluginOptions>;
