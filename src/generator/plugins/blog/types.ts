// The blog plugin's records: what loading a blog folder gives (load.ts) and every later stage reads
// (routes, route data, feeds). Plain data, no behaviour. The posts themselves are DocRecords of a
// DocsVersion marked `blog` (so the page pipeline renders them as it renders docs), each with its
// `post` facts; the version's docs are in the blog's order (newest first).
import type { BlogPluginConfig } from './schema.ts';

/** An author of posts: from the authors file (by key) or written inline in a post's front matter. */
export interface BlogAuthor {
  /** Its key in the authors file (none for an inline author). */
  key?: string;
  name?: string;
  title?: string;
  /** Its link (url, or `mailto:` of its email). */
  url?: string;
  email?: string;
  /** Its picture (a URL, or a path made a URL of the site's). */
  imageURL?: string;
  /** Social links by platform name (x, github, linkedin, …) as full URLs. */
  socials?: Record<string, string>;
  /** Its own page (authors file `page: true` and the plugin's authors pages on), URL path with base. */
  page?: string;
  /** Its description (authors file), shown on its page. */
  description?: string;
}

/** A tag of posts: from the tags file (by key) or written inline. */
export interface BlogTag {
  label: string;
  /** URL path of its page, base included: /blog/tags/release */
  permalink: string;
  description?: string;
  /** Written in a post only (not in the tags file). */
  inline?: boolean;
}

/** What a post is, beyond a doc's record. */
export interface BlogPostFacts {
  /** ISO date-time (UTC): from the front matter, else the file name, else the file's last commit or change. */
  date: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /**
   * Minutes to read (showReadingTime), by the config's readingTime function. docgen's own count, as
   * Docusaurus makes it, comes with the post's rendered content (its `words`, render/content.ts).
   */
  readingTime?: number;
  /** The body has the truncate marker: the list shows what is above it, with "Read more". */
  truncated: boolean;
  /** Built, but in no list, feed, sitemap or search. */
  unlisted: boolean;
  /**
   * Its neighbours among the listed posts, as links of its page: `next` is the post before it in the
   * blog's order (Docusaurus' prevItem, its "Newer post" link), `prev` the one after it (nextItem,
   * "Older post"). With sortPosts 'ascending' the order is oldest first, so `next` is then the older one.
   */
  prev?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
}

/** One blog (one plugin instance), loaded. */
export interface BlogInfo {
  options: BlogPluginConfig;
  /** URL path of its first list page, base included: /blog */
  path: string;
  /** Every tag used by a listed post, with the posts' permalinks, sorted by label. */
  tags: { tag: BlogTag; posts: string[] }[];
  /** Every author of the authors file, in its order, with its listed posts' permalinks (its list page when it has `page`). */
  authors: { author: BlogAuthor; posts: string[] }[];
}

/** One of a blog's pages besides its posts (routes.ts makes them): what it shows. */
export type BlogView =
  /** A page of a list of posts: the blog's, a tag's or an author's (`of`), page `page` (1-based) of `pages`. */
  | { type: 'list'; of?: { tag: BlogTag } | { author: BlogAuthor }; posts: string[]; page: number; pages: number; previous?: string; next?: string }
  | { type: 'tags' }
  | { type: 'authors' }
  | { type: 'archive' };
