// A blog's feeds (feedOptions.type): RSS 2.0 (rss.xml), Atom 1.0 (atom.xml) and JSON Feed
// (feed.json), in the blog's output folder, made with the `feed` package as Docusaurus makes
// them: the blog's URL as id and link, its newest posts (feedOptions.limit) each with its absolute
// URL, date, description, authors, tags and whole HTML (its links and pictures made absolute).
// Pure: the posts and the stylesheets (feed-style.ts) are given; the files are returned.
import { Feed, type Author, type FeedOptions, type Item } from 'feed';
import type { BlogAuthor, BlogTag } from './types.ts';
import type { BlogPluginConfig } from './schema.ts';
import { absoluteUrls } from './feed-html.ts';
import type { FeedStyles } from './feed-style.ts';
import type { HeadTag } from '../../../shared/types.ts';

export type FeedType = 'rss' | 'atom' | 'json';

/** What the feeds need of the site. */
export interface FeedSite {
  title: string;
  /** The site's origin, no trailing slash: https://example.com */
  url: string;
  baseUrl: string;
  /** The config's favicon (a path inside the base URL, or a URL). */
  favicon?: string;
  /** The site's locale (the feeds' language unless feedOptions.language says otherwise). */
  locale: string;
}

/** One blog: its options and the URL path of its first page (base included). */
export interface FeedBlog {
  options: Pick<BlogPluginConfig, 'routeBasePath' | 'feedOptions'>;
  path: string;
}

/** A listed post as the feeds carry it. */
export interface FeedPost {
  /** URL path, base included. */
  permalink: string;
  title: string;
  /** ISO date-time. */
  date: string;
  description?: string;
  /** Its whole HTML, with links as the site's pages have them. */
  html: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
}

export interface FeedFile {
  /** Relative to the output folder: blog/rss.xml */
  file: string;
  text: string;
}

const FILE_NAMES: Record<FeedType, string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };

/** The posts a feed holds: the newest `limit` (null or false: all). Posts are given newest first. */
export function feedPosts<T>(posts: T[], limit: number | null | false): T[] {
  return limit === null || limit === false ? posts : posts.slice(0, limit);
}

/** The output folder of a blog's feeds, relative to the output folder ('' for a blog at the root). */
export function feedFolder(routeBasePath: string): string {
  return routeBasePath.split('/').filter(Boolean).join('/');
}

/**
 * The feed files of one blog, for each type its options ask for, with their stylesheets (RSS and
 * Atom) beside them. `posts`: its listed posts, newest first. None without posts (as Docusaurus).
 */
export function blogFeedFiles(site: FeedSite, blog: FeedBlog, posts: FeedPost[], styles: FeedStyles = {}): FeedFile[] {
  const { feedOptions } = blog.options;
  const listed = feedPosts(posts, feedOptions.limit);
  if (!listed.length || !feedOptions.type.length) return [];
  const blogUrl = `${site.url}${blog.path}`;
  const options: FeedOptions = {
    id: blogUrl,
    link: blogUrl,
    title: feedOptions.title ?? `${site.title} Blog`,
    description: feedOptions.description ?? `${site.title} Blog`,
    updated: new Date(listed[0].date),
    language: feedOptions.language ?? site.locale,
    favicon: site.favicon ? absoluteSiteUrl(site, site.favicon) : undefined,
    copyright: feedOptions.copyright,
  };
  const items = listed.map((post) => feedItem(site, post));
  const folder = feedFolder(blog.options.routeBasePath);
  const at = (name: string) => (folder ? `${folder}/${name}` : name);
  const files = new Map<string, string>();
  for (const type of new Set(feedOptions.type)) {
    const feed = new Feed(type === 'atom' ? atomOptions(options, site, items) : options);
    for (const item of items) feed.addItem(item);
    const style = type === 'json' ? undefined : styles[type];
    let text = type === 'rss' ? feed.rss2() : type === 'atom' ? feed.atom1() : feed.json1();
    if (style) {
      text = withStylesheet(text, style.href);
      for (const f of style.files) files.set(at(f.name), f.text);
    }
    files.set(at(FILE_NAMES[type]), text);
  }
  return [...files].map(([file, text]) => ({ file, text }));
}

function feedItem(site: FeedSite, post: FeedPost): Item {
  const url = `${site.url}${post.permalink}`;
  const date = new Date(post.date);
  const authors = post.authors.filter((a) => a.name).map(feedAuthor);
  return {
    title: post.title,
    id: url,
    link: url,
    date,
    // (JSON Feed's date_published and Atom's <published>: the post's date too.)
    published: date,
    description: post.description,
    // (Atom names a category by its term, the others by its name.)
    category: post.tags.map((tag) => ({ name: tag.label, term: tag.label })),
    content: absoluteUrls(post.html, url),
    ...(authors.length ? { author: authors } : {}),
  };
}

function feedAuthor(author: BlogAuthor): Author {
  const link = author.url && !author.url.startsWith('mailto:') ? author.url : undefined;
  return { name: author.name, ...(link ? { link } : {}), ...(author.email ? { email: author.email } : {}) };
}

/**
 * Atom wants an author for every entry: when a post has none, the blog's site stands as the
 * feed's author (the entries that name theirs keep them).
 */
function atomOptions(options: FeedOptions, site: FeedSite, items: Item[]): FeedOptions {
  return items.some((i) => !i.author) ? { ...options, author: { name: site.title, link: `${site.url}${site.baseUrl}` } } : options;
}

/** The feed's text with the instruction that makes a browser show it through `href`. */
export function withStylesheet(xml: string, href: string): string {
  const instruction = `<?xml-stylesheet type="text/xsl" href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"?>`;
  const declaration = /^<\?xml [^?]*\?>/.exec(xml);
  return declaration ? `${declaration[0]}${instruction}${xml.slice(declaration[0].length)}` : `${instruction}\n${xml}`;
}

/** A path of the site's (inside its base URL) as an absolute URL; a URL stays as it is. */
function absoluteSiteUrl(site: FeedSite, file: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(file)) return file;
  return `${site.url}${site.baseUrl}${file.replace(/^\/+/, '')}`;
}

const FEED_LINKS: Record<FeedType, { type: string; label: string }> = { rss: { type: 'application/rss+xml', label: 'RSS Feed' }, atom: { type: 'application/atom+xml', label: 'Atom Feed' }, json: { type: 'application/json', label: 'JSON Feed' } };

/**
 * The `<link rel="alternate">` tags of a site's feeds, in every page's head (as Docusaurus adds
 * them), so that readers' feed apps find them: for each blog with listed posts, each feed it writes.
 */
export function feedLinkTags(site: { title: string; baseUrl: string }, blogs: { options: BlogPluginConfig; hasPosts: boolean }[]): HeadTag[] {
  return blogs.flatMap(({ options, hasPosts }) => {
    if (!hasPosts) return [];
    const folder = feedFolder(options.routeBasePath);
    const title = options.feedOptions.title ?? site.title;
    return options.feedOptions.type.map((type): HeadTag => ({ tagName: 'link', attributes: { rel: 'alternate', type: FEED_LINKS[type].type, href: `${site.baseUrl}${folder ? `${folder}/` : ''}${FILE_NAMES[type]}`, title: `${title} ${FEED_LINKS[type].label}` } }));
  });
}
