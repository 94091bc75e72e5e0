// The blogs' feeds (plugins/blog/feeds.ts): what each listed post's page gives them is kept as the
// page is written (and kept for the next build, for the pages it keeps), and each blog's RSS, Atom
// and JSON feeds are written once every page is done. Only the newest posts a feed holds are kept
// in memory when its options limit it.
import type { DocsVersion } from '../content/model.ts';
import type { RouteEntry } from '../site/routes.ts';
import type { RouteData } from '../../shared/types.ts';
import { blogFeedFiles, type FeedPost } from '../plugins/blog/feeds.ts';
import { resolveFeedStyles } from '../plugins/blog/feed-style.ts';
import type { EmitterDefinition } from './emitter.ts';

/** What a feed keeps of a post's page (its state), with the blog it belongs to (its URL path). */
export interface FeedRecord {
  blog: string;
  post: FeedPost;
}

/** A listed post's record, from its route and its page's data; undefined for any other page. */
export function feedRecord(route: RouteEntry, data: RouteData): FeedRecord | undefined {
  if (route.kind !== 'doc' || !route.version.blog || !route.doc.post || route.doc.post.unlisted) return undefined;
  if (data.page.kind !== 'blog' || data.page.blog.view !== 'post') return undefined;
  const facts = route.doc.post;
  const post: FeedPost = { permalink: route.doc.permalink, title: route.doc.title, date: facts.date, html: data.page.blog.post.html, authors: facts.authors, tags: facts.tags };
  if (data.description) post.description = data.description;
  return { blog: route.version.path, post };
}

const newestFirst = (a: FeedPost, b: FeedPost) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0);

/** The posts of one blog's feeds: every one, or (a limit) the newest few, trimmed as they come. */
class FeedPosts {
  private posts: FeedPost[] = [];
  constructor(private readonly limit: number | undefined) {}
  add(post: FeedPost): void {
    this.posts.push(post);
    if (this.limit !== undefined && this.posts.length >= 2 * this.limit) this.posts = this.sorted();
  }
  /** Newest first (at most `limit` of them). */
  sorted(): FeedPost[] {
    const all = [...this.posts].sort(newestFirst);
    return this.limit === undefined ? all : all.slice(0, this.limit);
  }
}

export const blogFeedsEmitter: EmitterDefinition = {
  name: 'blog-feeds',
  gathers: true,
  create({ site, out }) {
    const blogs = site.model.blogs.filter((v): v is DocsVersion & { blog: NonNullable<DocsVersion['blog']> } => !!v.blog && v.blog.options.feedOptions.type.length > 0);
    const posts = new Map(blogs.map((v) => {
      const { limit } = v.blog.options.feedOptions;
      return [v.path, new FeedPosts(typeof limit === 'number' ? limit : undefined)];
    }));
    const add = (record: FeedRecord) => posts.get(record.blog)?.add(record.post);
    return {
      page({ route, data }) {
        const record = feedRecord(route, data);
        if (!record) return;
        add(record);
        return { state: record };
      },
      kept(route, state: unknown) {
        // (The blog is the route's now: the record's might be from a build with another config.)
        if (route.kind !== 'doc' || !route.version.blog || !state || typeof state !== 'object' || !('post' in state)) return;
        add({ blog: route.version.path, post: (state as FeedRecord).post });
      },
      finish() {
        const { config } = site;
        const feedSite = { title: config.title, url: site.data.url, baseUrl: config.baseUrl, favicon: config.favicon, locale: config.i18n.defaultLocale };
        for (const v of blogs) {
          const styles = resolveFeedStyles(v.blog.options.feedOptions.xslt, v.contentDir, site);
          for (const f of blogFeedFiles(feedSite, { options: v.blog.options, path: v.blog.path }, posts.get(v.path)?.sorted() ?? [], styles)) out.write(f.file, f.text);
        }
      },
    };
  },
};
