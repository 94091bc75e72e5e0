// A blog's routes, as Docusaurus' blog plugin makes them: each post at its permalink, the list of
// posts in pages (`/blog`, `/blog/page/2`, …), the tags page and each tag's list, the authors page
// and each author's list (authors with a page), the archive. Lists show listed posts only (not
// unlisted ones), in the blog's order.
import type { DocRecord, DocsVersion } from '../../content/model.ts';
import { joinUrl } from '../../../shared/urls.ts';
import type { BlogView } from './types.ts';

export interface BlogRoute {
  path: string;
  view: BlogView;
}

/** The listed posts of a blog (in its order). */
export const listedPosts = (version: DocsVersion): DocRecord[] => version.docs.filter((d) => d.post && !d.post.unlisted);

/** The pages of a list of posts at `base`: `base`, then `base/<pageBasePath>/2`, … */
function paginate(base: string, posts: string[], perPage: number | 'ALL', pageBasePath: string, of?: Extract<BlogView, { type: 'list' }>['of']): BlogRoute[] {
  const size = perPage === 'ALL' ? Math.max(posts.length, 1) : perPage;
  const pages = Math.max(1, Math.ceil(posts.length / size));
  const pathOf = (n: number) => (n === 1 ? base : joinUrl(base, pageBasePath, String(n)));
  return Array.from({ length: pages }, (_, i) => ({
    path: pathOf(i + 1),
    view: { type: 'list', ...(of ? { of } : {}), posts: posts.slice(i * size, (i + 1) * size), page: i + 1, pages, ...(i > 0 ? { previous: pathOf(i) } : {}), ...(i < pages - 1 ? { next: pathOf(i + 2) } : {}) },
  }));
}

/** Every page of a blog besides its posts. */
export function blogRoutes(version: DocsVersion): BlogRoute[] {
  const blog = version.blog;
  if (!blog) return [];
  const { options } = blog;
  const listed = listedPosts(version).map((d) => d.permalink);
  const routes = paginate(blog.path, listed, options.postsPerPage, options.pageBasePath);
  if (blog.tags.length) {
    routes.push({ path: joinUrl(blog.path, options.tagsBasePath), view: { type: 'tags' } });
    for (const { tag, posts } of blog.tags) routes.push(...paginate(tag.permalink, posts, options.postsPerPage, options.pageBasePath, { tag }));
  }
  // (The authors page lists every author of the authors file; those with a page of their own have their list.)
  if (blog.authors.length) {
    routes.push({ path: joinUrl(blog.path, options.authorsBasePath), view: { type: 'authors' } });
    for (const { author, posts } of blog.authors) if (author.page) routes.push(...paginate(author.page, posts, options.postsPerPage, options.pageBasePath, { author }));
  }
  if (options.archiveBasePath !== null && listed.length) routes.push({ path: joinUrl(blog.path, options.archiveBasePath), view: { type: 'archive' } });
  return routes;
}
