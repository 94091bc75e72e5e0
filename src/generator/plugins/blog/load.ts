// Loading a blog plugin instance's posts, as Docusaurus' plugin-content-blog reads them: the files
// its globs take in its folder, each with its date and URL (from its front matter, else its file
// name: post-files.ts), title and description (front matter, else its content: post-text.ts),
// authors (authors.ts), tags (tags.ts), reading time, excerpt marker and neighbours, in the blog's
// order (newest first unless sortPosts is 'ascending'). Drafts are left out; unlisted posts are
// built but listed nowhere. What the blog's other pages list (tags, authors) is its BlogInfo.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fsReason, problem, type Problem } from '../../errors.ts';
import type { SiteConfig } from '../../config/schema.ts';
import type { DocRecord, DocsVersion } from '../../content/model.ts';
import { decodeSource, toPosix } from '../../content/docs.ts';
import { parseSource } from '../../content/frontmatter.ts';
import { joinUrlParts } from '../../content/edit-url.ts';
import { lastCommits } from '../../content/git-history.ts';
import { applyLastUpdates } from '../../content/last-update.ts';
import { describeValue } from '../../config/load.ts';
import { joinUrl, routePathProblem } from '../../../shared/urls.ts';
import { pageFiles } from '../pages/load.ts';
import type { BlogPluginConfig } from './schema.ts';
import type { BlogInfo, BlogPostFacts } from './types.ts';
import { blogFrontMatterParser, type BlogFrontMatter } from './front-matter.ts';
import { frontMatterDate, postAddress } from './post-files.ts';
import { contentTitle, firstTextLine, readingMinutes } from './post-text.ts';
import { postAuthors, readAuthorsFile, type AuthorsFile } from './authors.ts';
import { postTags, readTagsFile, type TagsFile } from './tags.ts';

/** The plugin id of a blog plugin instance, as its docs-like version names it. */
export const blogPluginId = (id: string): string => (id === 'default' ? 'blog' : `blog-${id}`);

interface BlogContext {
  root: string;
  dir: string;
  baseUrl: string;
  locale: string;
  options: BlogPluginConfig;
  blogPath: string;
  tagsPath: string;
  authorsFile?: AuthorsFile;
  tagsFile: TagsFile | null;
  marker: RegExp;
}

/** The posts of one instance of the plugin, in the blog's order, as a version of records (none when its folder does not exist). */
export function loadBlog(root: string, config: SiteConfig, options: BlogPluginConfig, problems: Problem[]): DocsVersion | undefined {
  const dir = path.resolve(root, options.path);
  if (!fs.existsSync(dir)) return undefined;
  const baseUrl = config.baseUrl;
  const blogPath = joinUrl(baseUrl, options.routeBasePath);
  const ctx: BlogContext = {
    root,
    dir,
    baseUrl,
    locale: config.i18n.defaultLocale,
    options,
    blogPath,
    tagsPath: joinUrl(blogPath, options.tagsBasePath),
    authorsFile: readAuthorsFile(root, dir, options.authorsMapPath, joinUrl(blogPath, options.authorsBasePath), baseUrl, problems),
    tagsFile: readTagsFile(root, dir, options.tags, problems),
    marker: typeof options.truncateMarker === 'string' ? new RegExp(options.truncateMarker) : options.truncateMarker,
  };
  const posts: { doc: DocRecord; post: BlogPostFacts; time: number }[] = [];
  const byPermalink = new Map<string, string>();
  for (const rel of pageFiles(root, dir, options, problems)) {
    const read = readPost(ctx, rel, problems);
    if (!read) continue;
    const other = byPermalink.get(read.doc.permalink);
    if (other) {
      problems.push(problem(read.doc.source, `the post's URL ${read.doc.permalink} is also ${other}'s; give one a different slug (front matter) or file name`));
      continue;
    }
    byPermalink.set(read.doc.permalink, read.doc.source);
    posts.push(read);
  }
  // Newest first (posts of the same time in the order of their files), or oldest first.
  posts.sort((a, b) => b.time - a.time);
  if (options.sortPosts === 'ascending') posts.reverse();

  untruncatedProblem(posts.map((p) => ({ source: p.doc.source, truncated: p.post.truncated })), options, root, dir, problems);
  const listed = posts.filter((p) => !p.post.unlisted);
  // Each listed post's neighbours among the listed: `next` is the one before it in the blog's order
  // (Docusaurus' prevItem: the "Newer post" link), `prev` the one after it (nextItem: "Older post").
  listed.forEach((p, i) => {
    const link = (q: (typeof listed)[number]) => ({ title: q.doc.title, permalink: q.doc.permalink });
    if (i > 0) p.post.next = link(listed[i - 1]);
    if (i < listed.length - 1) p.post.prev = link(listed[i + 1]);
  });
  const docs = posts.map(({ doc, post }) => Object.assign(doc, { post }));
  return {
    pluginId: blogPluginId(options.id),
    name: 'current',
    label: '',
    isLast: true,
    path: blogPath,
    mainDocId: '',
    banner: 'none',
    badge: false,
    variables: {},
    contentDir: dir,
    docs,
    sidebars: {},
    blog: blogInfo(ctx, docs),
  };
}

/** One post's record and facts (undefined for a draft, or a file with errors: said in `problems`). */
function readPost(ctx: BlogContext, rel: string, problems: Problem[]): { doc: DocRecord; post: BlogPostFacts; time: number } | undefined {
  const { root, dir, options } = ctx;
  const file = path.join(dir, rel);
  const source = toPosix(path.relative(root, file));
  let bytes: Buffer;
  let stat: fs.Stats;
  try {
    // (One open for both: a thousand posts' paths are looked up once each.)
    const fd = fs.openSync(file, 'r');
    try {
      stat = fs.fstatSync(fd);
      bytes = fs.readFileSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch (err) {
    problems.push(problem(source, `cannot read file: ${fsReason(err)}`));
    return undefined;
  }
  const decoded = decodeSource(bytes, source);
  const parsed = parseSource(decoded.text, source, blogFrontMatterParser);
  problems.push(...decoded.problems, ...parsed.problems);
  if (parsed.problems.some((p) => p.severity === 'error')) return undefined;
  const fm = parsed.frontMatter as BlogFrontMatter;
  if (fm.draft) return undefined;

  const address = postAddress(rel);
  const date = frontMatterDate(fm.date) ?? address.date ?? creationDate(file) ?? stat.birthtime;
  // The title: front matter, else the content's own (then taken out of the body), else the file name.
  const own = contentTitle(parsed.body);
  const body = own ? own.body : parsed.body;
  const title = fm.title ?? own?.title ?? address.text;
  const permalink = joinUrl(ctx.blogPath, fm.slug ?? address.slug);
  const bad = routePathProblem(permalink, ctx.baseUrl);
  if (bad) {
    problems.push(problem(source, `the post's URL ${permalink} cannot be served: ${bad}`));
    return undefined;
  }
  const authors = postAuthors(fm, { source, authorsFile: ctx.authorsFile, mapPath: options.authorsMapPath, baseUrl: ctx.baseUrl, onInlineAuthors: options.onInlineAuthors }, problems);
  const tags = postTags(fm.tags, { source, tagsFile: ctx.tagsFile, tagsPath: ctx.tagsPath, option: options.tags, onInlineTags: options.onInlineTags }, problems);
  ctx.marker.lastIndex = 0;
  const post: BlogPostFacts = { date: date.toISOString(), authors, tags, truncated: ctx.marker.test(body), unlisted: !!fm.unlisted };
  if (options.showReadingTime && options.readingTime) {
    const minutes = readingTime(ctx, options.readingTime, body, fm, source, problems);
    if (minutes !== undefined) post.readingTime = minutes;
  }
  const doc: DocRecord = {
    id: permalink.slice(ctx.blogPath.length).replace(/^\/+/, '') || rel,
    permalink,
    source,
    docPath: rel,
    title,
    sidebarLabel: fm.sidebar_label || title,
    description: fm.description ?? firstTextLine(body) ?? '',
    frontMatter: parsed.frontMatter,
    kind: 'markdown',
    body,
    bodyLine: parsed.bodyLine,
    sourceStamp: `${stat.mtimeMs}:${stat.size}`,
  };
  const editUrl = editUrlOf(ctx, rel, permalink, source, problems);
  if (editUrl) doc.editUrl = editUrl;
  return { doc, post, time: date.getTime() };
}

/** When the file was first committed (its creation, as Docusaurus dates a post without a date), if Git knows it. */
function creationDate(file: string): Date | undefined {
  try {
    const out = execFileSync('git', ['-c', 'log.showSignature=false', 'log', '--format=%ct', '--max-count=1', '--follow', '--diff-filter=A', '--', path.basename(file)], { cwd: path.dirname(file), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], windowsHide: true });
    const seconds = Number(out.trim());
    return out.trim() && Number.isFinite(seconds) ? new Date(seconds * 1000) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The post's reading time by the config's function (docgen's own count is made where the post is
 * rendered: see countedLocale in post-text.ts).
 */
function readingTime(ctx: BlogContext, fn: NonNullable<BlogPluginConfig['readingTime']>, content: string, fm: BlogFrontMatter, source: string, problems: Problem[]): number | undefined {
  const { options, locale } = ctx;
  const defaultReadingTime = (o: { content: string; locale?: string; options?: { wordsPerMinute?: number } }) => readingMinutes(o.content, o.locale ?? locale, o.options?.wordsPerMinute ?? options.wordsPerMinute);
  try {
    const minutes: unknown = fn({ content, frontMatter: fm, defaultReadingTime, locale });
    if (minutes === undefined || (typeof minutes === 'number' && Number.isFinite(minutes))) return minutes;
    problems.push(problem(source, `the blog's readingTime function returned ${describeValue(minutes, 60)}; it must return a number of minutes, or undefined for none`));
  } catch (err) {
    problems.push(problem(source, `the blog's readingTime function threw an error: ${err instanceof Error ? err.message : String(err)}`));
  }
  return undefined;
}

/** Where the post's "Edit this page" leads: the editUrl and the post's path from the project root, or the editUrl function's answer. */
function editUrlOf(ctx: BlogContext, rel: string, permalink: string, source: string, problems: Problem[]): string | undefined {
  const { editUrl } = ctx.options;
  if (!editUrl) return undefined;
  const blogDirPath = toPosix(path.relative(ctx.root, ctx.dir));
  if (typeof editUrl === 'string') return joinUrlParts([editUrl, blogDirPath, rel]);
  try {
    const url: unknown = editUrl({ blogDirPath, blogPath: rel, permalink, locale: ctx.locale });
    if (url === undefined || url === null || url === '') return undefined;
    if (typeof url === 'string') return url;
    problems.push(problem(source, `the blog's editUrl function returned ${describeValue(url, 60)}; it must return a URL (a string), or undefined for no edit link`));
  } catch (err) {
    problems.push(problem(source, `the blog's editUrl function threw an error: ${err instanceof Error ? err.message : String(err)}`));
  }
  return undefined;
}

/** One problem listing the posts without the truncate marker (their whole text is in the lists), as onUntruncatedBlogPosts asks. */
function untruncatedProblem(posts: { source: string; truncated: boolean }[], options: BlogPluginConfig, root: string, dir: string, problems: Problem[]): void {
  if (options.onUntruncatedBlogPosts === 'ignore') return;
  const whole = posts.filter((p) => !p.truncated);
  if (!whole.length) return;
  const message = `blog posts without a truncate marker (<!-- truncate --> in Markdown, {/* truncate */} in MDX) are shown whole in the blog's lists: ${whole.map((p) => p.source).join(', ')}; add the marker where the preview ends, or set the blog's onUntruncatedBlogPosts to 'ignore'`;
  const file = toPosix(path.relative(root, dir)) || '.';
  problems.push(options.onUntruncatedBlogPosts === 'throw' ? problem(file, message) : { severity: 'warning', file, message });
}

/** What the blog's other pages list: the tags of its listed posts (by label) and the authors of the authors file (in its order; those with a page have their list). */
function blogInfo(ctx: BlogContext, docs: DocRecord[]): BlogInfo {
  const listed = docs.filter((d) => !d.post!.unlisted);
  const tags = new Map<string, BlogInfo['tags'][number]>();
  for (const d of docs) {
    for (const tag of d.post!.tags) {
      // (Tags of the same page are one: the first met, in the blog's order, gives its label.)
      const entry = tags.get(tag.permalink) ?? tags.set(tag.permalink, { tag, posts: [] }).get(tag.permalink)!;
      if (!d.post!.unlisted && !entry.posts.includes(d.permalink)) entry.posts.push(d.permalink);
    }
  }
  const authors = [...(ctx.authorsFile?.authors.values() ?? [])].map((author) => ({ author, posts: listed.filter((d) => d.post!.authors.some((a) => a.key === author.key)).map((d) => d.permalink) }));
  return { options: ctx.options, path: ctx.blogPath, tags: [...tags.values()].filter((t) => t.posts.length).sort((a, b) => a.tag.label.localeCompare(b.tag.label)), authors };
}

/** Gives the posts of the blogs that show it their last update: front matter last_update, else the file's last commit. */
export async function applyBlogLastUpdates(root: string, config: SiteConfig, blogs: DocsVersion[]): Promise<void> {
  const shown = new Map(config.blog.filter((b) => b.showLastUpdateTime || b.showLastUpdateAuthor).map((b) => [blogPluginId(b.id), { time: b.showLastUpdateTime, author: b.showLastUpdateAuthor }]));
  const folders = blogs.filter((v) => shown.has(v.pluginId)).map((v) => toPosix(path.relative(root, v.contentDir)) || '.');
  if (!folders.length) return;
  applyLastUpdates(blogs, shown, await lastCommits(root, folders));
}
