// Data the templates render: plain, serializable, shared by the server render and the browser.

/** An entry of a sidebar, resolved: its links carry their URLs. */
export type SidebarItem =
  /** `ref`: a doc listed without belonging to the sidebar (its pages do not show it, nor page through it). */
  | { type: 'doc'; id: string; label: string; href: string; className?: string; ref?: true }
  | { type: 'link'; label: string; href: string; external: boolean; className?: string; description?: string }
  /** `href`: the category's page (one of its docs, or its generated index page). */
  | { type: 'category'; label: string; collapsed: boolean; collapsible: boolean; href?: string; items: SidebarItem[]; className?: string; description?: string }
  /** `defaultStyle`: spaced like the links around it. */
  | { type: 'html'; value: string; className?: string; defaultStyle?: true };

/** A heading of a page, for its table of contents. */
export interface TocEntry {
  level: number;
  id: string;
  /** Inner HTML of the heading (inline code kept). */
  html: string;
  text: string;
}

export interface LinkData {
  label: string;
  href: string;
  external?: boolean;
}

/**
 * A link of the navbar, a dropdown or the footer, resolved. `html` is shown instead of the label;
 * `noRouter`: the browser loads it (a `pathname://` link: a file of the site that is not a page);
 * `activeDocs`: a doc or sidebar link of that docs plugin: active on its own page and on the
 * plugin's pages that show `activeSidebar` (never by URL prefix: docs may be at the site's root).
 */
export interface NavLink extends LinkData {
  html?: string;
  target?: string;
  rel?: string;
  noRouter?: true;
  className?: string;
  ariaLabel?: string;
  /** Further HTML attributes of the <a> (data-*, aria-*, title…). */
  attributes?: Record<string, string>;
  activeBaseRegex?: string;
  activeBasePath?: string;
  activeSidebar?: string;
  activeDocs?: string;
}

/** The keys a Docusaurus site's config wrote on a navbar item that only its own NavbarItem uses (config/navbar-schema.ts). */
type SiteProps = { siteProps?: Record<string, unknown> };

/** An entry of a dropdown or the footer: a link, or a piece of HTML. */
export type MenuEntryData = (({ type: 'link' } & NavLink) | { type: 'html'; value: string; className?: string }) & SiteProps;

type Position = 'left' | 'right';

export type NavItemData = (
  | ({ type: 'link'; position: Position; icon?: 'github' | 'discord' } & NavLink)
  /** The versions of a docs plugin, each leading to its main doc (the page being read, where the route's versionLinks has it). */
  | { type: 'docsVersionDropdown'; position: Position; pluginId: string; versions: { name: string; label: string; href: string }[]; before: MenuEntryData[]; after: MenuEntryData[]; activeClassDisabled?: true; className?: string }
  /** `link`: where its own label leads, when it is a link too. */
  | { type: 'dropdown'; label: string; html?: string; position: Position; items: MenuEntryData[]; className?: string; link?: NavLink }
  | { type: 'editions'; label: string; position: Position; editions: { label: string; prefix: string; missingDocs: string[] }[]; fallbackDocId?: string }
  | { type: 'localeDropdown'; label: string; position: Position; before: MenuEntryData[]; after: MenuEntryData[]; queryString?: string; className?: string }
  | { type: 'search'; position: Position; className?: string }
  | { type: 'colorModeToggle'; position: Position; className?: string }
  | { type: 'html'; position: Position; value: string; className?: string }) & SiteProps;

/** A logo, light and dark (`srcDark`), with where it leads. */
export interface LogoData {
  alt: string;
  src: string;
  srcDark?: string;
  width?: string | number;
  height?: string | number;
  href?: string;
  target?: string;
  className?: string;
}

/** Site-wide data: the same for every page of a build. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  titleDelimiter: string;
  locale: { label: string; htmlLang: string; direction: 'ltr' | 'rtl' };
  navbar: {
    title: string;
    logo?: LogoData;
    /** Colours whatever the colour mode: 'dark', or 'primary'. */
    style?: 'dark' | 'primary';
    hideOnScroll: boolean;
    /** Navbar items per docs version name (doc links point into the version being read). */
    itemsByVersion: Record<string, NavItemData[]>;
  };
  /**
   * Link columns, or one row of links (`links`); `copyright` is HTML. Only the server renders the
   * footer (it is the same on every page): the browser's copy of the site data has none.
   */
  footer?: { style: 'dark' | 'light'; columns: { title: string | null; className?: string; items: MenuEntryData[] }[]; links?: MenuEntryData[]; logo?: LogoData; copyright: string };
  /** The site's own Footer (`src/theme/Footer`) as the server rendered it, with its CSS (site/site-theme.ts); server only too. */
  siteFooter?: { html: string; css: string };
  /** The docs sidebar: a button hides it (desktop); opening a category closes its siblings. */
  sidebar?: { hideable?: true; autoCollapseCategories?: true };
  /** `text`: the content (HTML) as plain text, the bar's tooltip where a narrow screen cuts it short. */
  announcementBar?: { id: string; content: string; text: string; backgroundColor?: string; textColor?: string; isCloseable: boolean };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  search: {
    placeholder: string;
    provider: 'local' | 'algolia';
    algolia?: { appId: string; apiKey: string; indexName: string; contextualSearch: boolean; language: string; host?: string };
    /** Suggested queries when a search finds nothing. */
    suggestions: string[];
    /** Docs versions a reader can search (the search page offers them). */
    versions: { name: string; label: string }[];
  };
  /** Name of the docs version served at the docs root. */
  lastVersion: string;
  /** URL patterns ('/java/docs/*') of the pages the client router can show. */
  routePatterns: string[];
  issuesUrl?: string;
}

export interface VersionData {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  /** 'default' for the versioned docs, else the id of the docs section. */
  pluginId: string;
  /** Its pages show no breadcrumbs (the docs plugin's breadcrumbs: false). */
  breadcrumbs?: false;
}

export interface DocData {
  id: string;
  title: string;
  /** Rendered content HTML. */
  html: string;
  toc: TocEntry[];
  tocMinLevel: number;
  tocMaxLevel: number;
  hideToc: boolean;
  hideTitle: boolean;
  breadcrumbs: LinkData[];
  previous?: LinkData;
  next?: LinkData;
  /** The same page in the main version (for the "unreleased version" banner). */
  latestVersionLink?: string;
  kind: 'markdown' | 'api';
  /** Where the page's source is edited (config docs.editUrl, or its front matter's custom_edit_url). */
  editUrl?: string;
  /** Its tags' labels (front matter tags), shown under the content. */
  tags?: string[];
  /** When its source was last changed (`date`: ISO 8601, `label`: as shown) and by whom, when the site shows it. */
  lastUpdate?: { date?: string; label?: string; author?: string };
}

export interface VideoData {
  title: string;
  url: string;
  youtubeId?: string;
  speakers: string[];
  event?: string;
  year?: string;
  description?: string;
  /** URL of the poster image, served by the site itself. */
  thumbnail?: string;
}

export interface SitePageData {
  /** The page's title (its document title's; the page shows its own heading). */
  title: string;
  /** The whole document title, when the page gives it (Docusaurus' `<Head><title>`). */
  documentTitle?: string;
  html: string;
  /** A Markdown page (shown as prose, with its table of contents), not a React page. */
  markdown: boolean;
  toc: TocEntry[];
  tocMinLevel: number;
  tocMaxLevel: number;
  hideToc: boolean;
  /** A class for the page's wrapper (Layout's wrapperClassName, front matter wrapperClassName). */
  wrapperClassName?: string;
}

export interface HomeData {
  heading: string;
  /** A word of the heading shown in the accent colour. */
  highlight?: string;
  tagline: string;
  actions: { label: string; href: string; kind: 'primary' | 'secondary' | 'github' }[];
  install?: { title: string; captionHtml: string; codeHtml: string };
  sections: { title: string; columns: number; items: { title: string; html: string }[] }[];
  closing?: { title: string; html: string };
}

export type PageData =
  | { kind: 'doc'; doc: DocData }
  | { kind: 'home'; home: HomeData }
  | { kind: 'search' }
  | { kind: 'notFound' }
  | { kind: 'videos'; title: string; description: string; videos: VideoData[] }
  /** A page of the site's own (plugins/pages): a React page's HTML as its component rendered it, or a Markdown page. */
  | { kind: 'page'; page: SitePageData }
  /** A blog's page (plugins/blog): a post, a list of posts (the blog's, a tag's, an author's), its tags, authors or archive. */
  | { kind: 'blog'; blog: BlogPageData }
  /** A docs section's index, or a sidebar category's generated index (which has breadcrumbs and previous/next like a doc). */
  | { kind: 'index'; title: string; description: string; cards: (LinkData & { description?: string })[]; breadcrumbs?: LinkData[]; previous?: LinkData; next?: LinkData };

/** An author of blog posts, as its pages show it. */
export interface BlogAuthorData {
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  socials?: Record<string, string>;
  /** Its page on the blog (URL path), when it has one. */
  page?: string;
  description?: string;
}

/** A post as a list or its own page shows it: its head, and its HTML (the excerpt in a list). */
export interface BlogPostData {
  title: string;
  permalink: string;
  /** ISO date-time. */
  date: string;
  authors: BlogAuthorData[];
  tags: LinkData[];
  readingTime?: number;
  /** Its HTML: the whole post on its page, what is above the truncate marker in a list. */
  html: string;
  /** In a list: the post goes on past its excerpt ("Read more"). */
  truncated?: boolean;
  editUrl?: string;
  lastUpdate?: { date?: string; label?: string; author?: string };
  /** Its date as readers read it ("March 3, 2024", in the site's language). */
  dateLabel: string;
}

/** The blog's sidebar: its title and its most recent posts. */
export interface BlogSidebarData {
  title: string;
  items: LinkData[];
}

export type BlogPageData =
  | { view: 'post'; post: BlogPostData; toc: TocEntry[]; tocMinLevel: number; tocMaxLevel: number; hideToc: boolean; previous?: LinkData; next?: LinkData; sidebar?: BlogSidebarData }
  /** A list of posts: the blog's (title: its title), a tag's or an author's; `pages`: the list's page N of M with its neighbours. */
  | { view: 'list'; heading?: string; intro?: string; author?: BlogAuthorData; allLink?: LinkData; posts: BlogPostData[]; page: number; pages: number; previous?: LinkData; next?: LinkData; sidebar?: BlogSidebarData }
  | { view: 'tags'; tags: (LinkData & { count: number })[]; sidebar?: BlogSidebarData }
  | { view: 'authors'; authors: (BlogAuthorData & { count: number })[]; sidebar?: BlogSidebarData }
  | { view: 'archive'; years: { year: string; posts: { title: string; permalink: string; date: string; dateLabel: string }[] }[] };

/** Everything one route renders from. */
export interface RouteData {
  /** URL path, base included. */
  path: string;
  title: string;
  description: string;
  /** Version of the page, if it belongs to a docs plugin. */
  version?: VersionData;
  /** The docs version whose navbar links to use. */
  navVersion: string;
  /** The same page in the other versions of its docs, by version name (for a navbar version dropdown). */
  versionLinks?: Record<string, string>;
  /** The page's sidebar; `src` is its JSON file, shared by every page that shows it. */
  sidebar?: { id: string; items: SidebarItem[]; src?: string };
  page: PageData;
  noIndex?: boolean;
  /** <meta name="keywords"> (a doc's front matter keywords). */
  keywords?: string[];
  /** The page's social card image, an absolute URL (a doc's front matter image); default: the site's. */
  image?: string;
  /** Stylesheets the page's content needs besides the site's (URLs, base included). */
  styles?: string[];
}

/** A piece of a Java type string; identifiers of known types carry a link. */
export interface TypeToken {
  text: string;
  href?: string;
}

export interface ApiArgView {
  name: string;
  type: TypeToken[];
  optional: boolean;
  anchor?: string;
  since?: string;
  html: string;
  children: ApiArgView[];
}

export interface ApiMemberView {
  heading: string;
  anchor: string;
  since: string;
  notice?: { kind: 'Deprecated' | 'Discouraged'; html: string };
  html: string;
  usageHtml: string;
  args: ApiArgView[];
  returns?: { label: 'Returns' | 'Event data'; type: TypeToken[]; anchor: string; html: string; children: ApiArgView[] };
}

export interface ApiClassView {
  name: string;
  introHtml: string;
  extendsType?: TypeToken[];
  sections: { title: string; id: string; members: ApiMemberView[] }[];
}

/** What every page's document links to and carries besides the rendered app. */
/** A tag of a page's <head> the site's config asks for: its name, attributes and (a script's) text. */
export interface HeadTag {
  tagName: 'link' | 'meta' | 'script';
  attributes: Record<string, string | boolean>;
  innerHTML?: string;
}

export interface DocumentAssets {
  css: string[];
  js: string[];
  favicon?: string;
  /** Stylesheets of the site's config (a CDN's KaTeX CSS), after the theme's. */
  stylesheets?: { href: string; integrity?: string; crossOrigin?: string }[];
  /** Further <meta> tags of every page (the config's metadata). */
  meta?: Record<string, string>[];
  /** Scripts of other sites the config asks for (analytics), and docgen's own that start them (deferred). */
  scripts?: string[];
  /** The config's own scripts and head tags (Docusaurus' `scripts` and `headTags`), in its order. */
  headTags?: HeadTag[];
  /** Inline script run in <head> before first paint (colour mode, dismissed announcement). */
  headScript: string;
  /** The site's Content-Security-Policy as a <meta> carries it (for hosts that send no headers of the site's). */
  csp?: string;
  /** URLs of the chunks loaded on demand (for retrying a failed load with a fresh URL). */
  chunks: Record<string, string>;
  /**
   * The site data as embedded JSON, for a client bundle that reads it from the page instead of
   * carrying it (docgen dev's: its bundle is made before the site is loaded, once for every load).
   */
  siteData?: string;
}
