// The blog plugin's options, as Docusaurus' plugin-content-blog has them (its defaults): the folder
// of the posts, the URLs of its pages, its lists, feeds and files of authors and tags. Options that
// name React components of Docusaurus' theme (blogListComponent, …) are not docgen's: they are said
// when a Docusaurus config is mapped (config/docusaurus/plugins.ts) and not in this schema.
import * as z from 'zod';

const onProblem = z.enum(['ignore', 'log', 'warn', 'throw']);

/** What the config's readingTime function is given (Docusaurus' signature); it returns minutes, or undefined for none. */
export interface ReadingTimeParams {
  content: string;
  frontMatter: Record<string, unknown>;
  /** docgen's own count (words at the plugin's wordsPerMinute, or `options.wordsPerMinute`). */
  defaultReadingTime: (o: { content: string; locale?: string; options?: { wordsPerMinute?: number } }) => number;
  locale: string;
}
export type ReadingTimeFunction = (params: ReadingTimeParams) => number | undefined;

/** What the config's editUrl function is given (Docusaurus' signature): it returns the post's edit URL. */
export interface BlogEditUrlParams {
  blogDirPath: string;
  blogPath: string;
  permalink: string;
  locale: string;
}
export type BlogEditUrlFunction = (params: BlogEditUrlParams) => string | undefined;

const fn = <T>(what: string) => z.custom<T>((v) => typeof v === 'function', { message: `must be a function (${what})` });
const feedType = z.enum(['rss', 'atom', 'json']);

export const blogFeedSchema = z.strictObject({
  /** Which feeds to write (`all`: the three; null: none). */
  type: z.union([z.array(feedType), z.enum(['all', 'rss', 'atom', 'json']), z.null()]).default(['rss', 'atom'])
    .transform((t) => (t === null ? [] : t === 'all' ? (['rss', 'atom', 'json'] as const) : typeof t === 'string' ? [t] : t)),
  /** The feeds' title and description (both default to "<site title> Blog"; the pages' feed links are titled by the title, else the site's title). */
  title: z.string().optional(),
  description: z.string().optional(),
  copyright: z.string().default(''),
  language: z.string().optional(),
  /** How many of the newest posts a feed holds (null or false: all). */
  limit: z.union([z.number().int().min(1), z.null(), z.literal(false)]).default(20),
  /** A stylesheet that makes the feed readable in a browser: true for docgen's own, or a file of the site's. */
  xslt: z.union([z.boolean(), z.null(), z.strictObject({ rss: z.union([z.string(), z.boolean(), z.null()]).optional(), atom: z.union([z.string(), z.boolean(), z.null()]).optional() })]).default(null),
});

export const blogPluginSchema = z.strictObject({
  /** Several instances are told apart by their id. */
  id: z.string().default('default'),
  /** The folder of the posts, relative to the project root. */
  path: z.string().default('blog'),
  /** The URL path the blog is served under, inside the base URL ('/': a blog-only site). */
  routeBasePath: z.string().default('blog'),
  tagsBasePath: z.string().default('tags'),
  /** The archive page's path (null: none). */
  archiveBasePath: z.string().nullable().default('archive'),
  authorsBasePath: z.string().default('authors'),
  pageBasePath: z.string().default('page'),
  /** Globs (relative to `path`) of the files that are posts, and of those left out. */
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  exclude: z.array(z.string()).default(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']),
  postsPerPage: z.union([z.literal('ALL'), z.number().int().min(1)]).default(10),
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  /** Posts in the blog's sidebar ('ALL': every one; 0: no sidebar). */
  blogSidebarCount: z.union([z.literal('ALL'), z.number().int().min(0)]).default(5),
  blogSidebarTitle: z.string().default('Recent posts'),
  showReadingTime: z.boolean().default(true),
  /** Reading speed for the reading time (Docusaurus' own count reads 200 words a minute). */
  wordsPerMinute: z.number().positive().default(200),
  /** What separates a post's excerpt from the rest (a regular expression's source, or a RegExp). */
  truncateMarker: z.union([z.instanceof(RegExp), z.string()]).default(() => /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/),
  /** Where "Edit this page" leads: a URL the post's path (from the project root) is added to, or a function of the post. */
  editUrl: z.union([z.string(), fn<BlogEditUrlFunction>('({ blogDirPath, blogPath, permalink, locale }) => URL')]).optional(),
  /** A post's reading time in minutes, in place of docgen's count (undefined: none shown). */
  readingTime: fn<ReadingTimeFunction>('({ content, frontMatter, defaultReadingTime, locale }) => minutes').optional(),
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  /** The authors file and the tags file, relative to `path` (tags: null for none, undefined for tags.yml when it exists). */
  authorsMapPath: z.string().default('authors.yml'),
  tags: z.union([z.string().min(1), z.null(), z.literal(false)]).optional(),
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  feedOptions: blogFeedSchema.default({ type: ['rss', 'atom'], copyright: '', limit: 20, xslt: null }),
  onInlineTags: onProblem.default('warn'),
  onInlineAuthors: onProblem.default('warn'),
  onUntruncatedBlogPosts: onProblem.default('warn'),
});

export type BlogPluginConfig = z.output<typeof blogPluginSchema>;
export type BlogPluginInput = z.input<typeof blogPluginSchema>;
