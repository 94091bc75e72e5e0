// The site model: plain typed records (SPEC §3) that every later stage reads. No behaviour here.
import type { SiteConfig } from '../config/schema.ts';
import type { FrontMatter } from './frontmatter.ts';
import type { ApiVersionData } from './api-data.ts';
import type { Problem } from '../errors.ts';
import type { SidebarItem } from '../../shared/types.ts';
import type { BlogInfo, BlogPostFacts } from '../plugins/blog/types.ts';

export interface DocRecord {
  id: string;
  /** URL path of the page, base included: /java/docs/next/intro */
  permalink: string;
  /** The sidebar the doc appears in (docs, api, community), if any. */
  sidebar?: string;
  /** Source file relative to the project root, '/' separated. */
  source: string;
  /** Path inside its version's root ('guides/foo.md'); API pages are 'api/class-page.md'. */
  docPath: string;
  title: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  description?: string;
  frontMatter: FrontMatter;
  kind: 'markdown' | 'api';
  /** Markdown body and the file line it starts at. */
  body: string;
  /** The body is not read yet (docgen dev loads the start of each file only; see docBody). */
  bodyPending?: boolean;
  /** The source file's modification time and size when it was loaded ("mtime:size"), if known. */
  sourceStamp?: string;
  bodyLine: number;
  /** For API pages: the class name. */
  apiClass?: string;
  /**
   * When its source was last changed (ms since the epoch) and by whom, when its docs show it
   * (config showLastUpdateTime, showLastUpdateAuthor): its last commit or its front matter's last_update.
   */
  lastUpdate?: { time?: number; author?: string };
  /** Where "Edit this page" leads (its front matter's custom_edit_url, else its docs plugin's editUrl). */
  editUrl?: string;
  /** A page of the pages plugin (plugins/pages): a React page (its body renders the module's component) or a Markdown page. */
  page?: 'react' | 'markdown';
  /** The site's not-found page (its theme's own NotFound, a React page at /404). */
  notFound?: true;
  /** A blog post (plugins/blog): its date, authors, tags, excerpt and neighbours. */
  post?: BlogPostFacts;
}


export type Sidebars = Record<string, SidebarItem[]>;

/** A sidebar category's generated index page: a card for each of its items. */
export interface CategoryIndex {
  /** URL path, base included. */
  path: string;
  title: string;
  description?: string;
  keywords?: string[];
  image?: string;
  /** The sidebar the category is in (the page shows it), and the category. */
  sidebar: string;
  category: Extract<SidebarItem, { type: 'category' }>;
  /** The file that asked for the page (a category file or the sidebar file), for messages. */
  source: string;
}

export interface DocsVersion {
  /** Which docs plugin instance the version belongs to: 'default' (the versioned docs) or a section's id. */
  pluginId: string;
  /** 'current' for the unversioned folder, else the name in versions.json. */
  name: string;
  label: string;
  isLast: boolean;
  /** URL path of the version's root, base included: /java/docs or /java/docs/next */
  path: string;
  /** Its entry point: the config's mainDocId, else as Docusaurus finds it (content/main-doc.ts); '' without docs. */
  mainDocId: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  /** Its pages are not to be indexed (robots noindex; left out of the sitemap and search). */
  noIndex?: boolean;
  /** Its docs pages show breadcrumbs (the docs plugin's breadcrumbs option; default true). */
  breadcrumbs?: boolean;
  variables: Record<string, string>;
  /** Absolute folder of the version's Markdown. */
  contentDir: string;
  /** Sidebar file (absolute), if any. */
  sidebarFile?: string;
  docs: DocRecord[];
  sidebars: Sidebars;
  /** Generated index pages of its sidebars' categories. */
  categoryIndexes?: CategoryIndex[];
  api?: ApiVersionData;
  /** The pages of a pages plugin instance (plugins/pages), not docs: no sidebars, versions nor docs chrome. */
  pages?: true;
  /** The posts of a blog plugin instance (plugins/blog), newest first, and what its other pages list. */
  blog?: BlogInfo;
}

export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
}

export interface VideoEntry {
  title: string;
  youtubeId?: string;
  url: string;
  speakers: string[];
  event?: string;
  year?: string;
  description?: string;
  /** Our own poster, written to the output as `file`. */
  thumbnail?: { file: string; svg: string };
}

export interface VideoPage {
  id: string;
  title: string;
  description: string;
  source: string;
  videos: VideoEntry[];
}

/** A docs section beside the versioned docs (config.docsPlugins): one version, and its own pages. */
export interface DocsSection {
  /** Its main (last) version. */
  version: DocsVersion;
  /** Every version, the main one first (only it when the section has no versions). */
  versions: DocsVersion[];
  /** Its name where pages are grouped by section (llms.txt). */
  label: string;
  /** The page at its root that lists its sidebar (none when a doc is there, or none is configured). */
  index?: { path: string; title: string; description: string };
  videoPages: VideoPage[];
}

export interface SiteModel {
  config: SiteConfig;
  /** The config file as the user named it (relative to the root), for messages. */
  configFile: string;
  root: string;
  locale: LocaleConfig;
  /** Docs versions of the default docs plugin, the last (main) version first. */
  versions: DocsVersion[];
  /** Docs sections beside them, in the order of the config. */
  sections: DocsSection[];
  /** The site's own pages (src/pages), one entry per pages plugin instance. */
  pages: DocsVersion[];
  /** The site's blogs (plugins/blog), one entry per blog plugin instance: their posts. */
  blogs: DocsVersion[];
  /** The site's theme components its Markdown is rendered with, those that can be used (site/site-theme.ts; found again when not set). */
  themeParts?: string[];
  /** Problems found while loading that do not stop a build (e.g. a symbolic link not followed). */
  warnings?: Problem[];
}
