// The blog plugin's options, as Docusaurus' plugin-content-blog has them (its defaults): the folder
// of the posts, the URLs of its pages, its lists, feeds and files of authors and tags. Options that
// name React components of Docusaurus' theme (blogListComponent, …) are not docgen's: they are said
// when a Docusaurus config is mapped (config/docusaurus/plugins.ts) and not in this schema.
import * as z from 'zod';

const onProblem = z.enum(['ignore', 'log', 'warn', 'throw']);
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
  /** Reading speed for the reading time (Docusaurus' readingTime function is given this as its default). */
  wordsPerMinute: z.number().positive().default(300),
  /** What separates a post's excerpt from the rest (a regular expression's source, or a RegExp). */
  truncateMarker: z.union([z.instanceof(RegExp), z.string()]).default(() => /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/),
  /** Where "Edit this page" leads: a URL the post's path is added to. */
  editUrl: z.string().optional(),
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  /** The authors file and the tags file, relative to `path` (tags: null for none, undefined for tags.yml when it exists). */
  authorsMapPath: z.string().default('authors.yml'),
  tags: z.string().nullable().optional(),
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  feedOptions: blogFeedSchema.default({ type: ['rss', 'atom'], copyright: '', limit: 20, xslt: null }),
  onInlineTags: onProblem.default('warn'),
  onInlineAuthors: onProblem.default('warn'),
  onUntruncatedBlogPosts: onProblem.default('warn'),
});

export type BlogPluginConfig = z.output<typeof blogPluginSchema>;
export type BlogPluginInput = z.input<typeof blogPluginSchema>;
