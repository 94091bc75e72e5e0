// A blog's pages, the server's side: each one's route data (what the `blog` template shows) and
// search records. A post shows its whole HTML; a list shows each of its posts' excerpts (what is
// above the truncate marker, or the whole post without one), which the caller gives (`excerpts`:
// the build and dev each know where a post's rendered content is).
import type { BlogAuthorData, BlogPageData, BlogPostData, BlogSidebarData, LinkData, RouteData } from '../../../shared/types.ts';
import type { DocRecord, DocsVersion, SiteModel } from '../../content/model.ts';
import type { DocRoute, RouteEntry } from '../../site/routes.ts';
import { lastUpdateData, type DocContent } from '../../pages/doc.ts';
import { mainVersionName } from '../../pages/common.ts';
import { markdownText } from '../../markdown/plain-text.ts';
import { absoluteUrl, joinUrl } from '../../../shared/urls.ts';
import { pageRecords, type SearchRecord } from '../../search/records.ts';
import { listedPosts } from './routes.ts';
import type { BlogAuthor, BlogInfo, BlogPostFacts } from './types.ts';
import { minutesFor } from './post-text.ts';

/** A post's excerpt as a list shows it: its HTML (links resolved), whether the post goes on, and the post's words (for its reading time). */
export type Excerpts = (version: DocsVersion, post: DocRecord) => { html: string; truncated: boolean; words?: number };

export type BlogRoute = Extract<RouteEntry, { kind: 'blog' }>;

/** A date as a post shows it: "March 3, 2024" (in UTC, as Docusaurus shows the date of a post). */
function dateLabel(iso: string, lang: string): string {
  const key = `${lang}\0${iso}`;
  let label = dateLabels.get(key);
  if (label === undefined) {
    try {
      label = dateFormat(lang).format(new Date(iso));
    } catch {
      label = iso.slice(0, 10);
    }
    dateLabels.set(key, label);
  }
  return label;
}
// (A post's date is shown on its page and in every list it is in: formatted once.)
const dateLabels = new Map<string, string>();

// (Making a format is slow, and every list shows many dates: one per language.)
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (lang: string): Intl.DateTimeFormat => {
  let format = dateFormats.get(lang);
  if (!format) dateFormats.set(lang, (format = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return format;
};

const authorData = ({ key: _key, email: _email, ...author }: BlogAuthor): BlogAuthorData => author;

/** A post's reading time: the config's function's (as the blog loaded), else docgen's, from the post's words as its content counted them. */
export const readingTimeOf = (blog: BlogInfo, post: BlogPostFacts, words: number | undefined): number | undefined => post.readingTime ?? (words !== undefined ? minutesFor(words, blog.options.wordsPerMinute) : undefined);

function postData(model: SiteModel, blog: BlogInfo, doc: DocRecord, html: string, words: number | undefined): BlogPostData {
  const post = doc.post!;
  const readingTime = readingTimeOf(blog, post, words);
  return {
    dateLabel: dateLabel(post.date, model.locale.htmlLang),
    title: doc.title,
    permalink: doc.permalink,
    date: post.date,
    authors: post.authors.map(authorData),
    tags: post.tags.map((t) => ({ label: t.label, href: t.permalink })),
    ...(readingTime !== undefined ? { readingTime } : {}),
    html,
    ...(doc.editUrl ? { editUrl: doc.editUrl } : {}),
    ...(doc.lastUpdate ? { lastUpdate: lastUpdateData(doc.lastUpdate, model.locale.htmlLang) } : {}),
  };
}

/** The blog's sidebar: its title and its most recent posts (blogSidebarCount; 0: none). Made once per blog. */
const sidebars = new WeakMap<DocsVersion, { sidebar?: BlogSidebarData }>();
function sidebarOf(version: DocsVersion, blog: BlogInfo): BlogSidebarData | undefined {
  let made = sidebars.get(version);
  if (!made) {
    const { blogSidebarCount: count, blogSidebarTitle: title } = blog.options;
    const posts = count === 0 ? [] : listedPosts(version);
    sidebars.set(version, (made = count === 0 ? {} : { sidebar: { title, items: (count === 'ALL' ? posts : posts.slice(0, count)).map((d) => ({ label: d.title, href: d.permalink })) } }));
  }
  return made.sidebar;
}

const common = (model: SiteModel) => ({ navVersion: mainVersionName(model) });

/** A post's own page. */
export function postRouteData(model: SiteModel, { version, doc }: DocRoute, content: DocContent): RouteData {
  const blog = version.blog!;
  const fm = doc.frontMatter;
  const post = doc.post!;
  const link = (l?: { title: string; permalink: string }): LinkData | undefined => l && { label: l.title, href: l.permalink };
  const page: BlogPageData = {
    view: 'post',
    post: postData(model, blog, doc, content.html, content.words),
    toc: content.toc,
    tocMinLevel: fm.toc_min_heading_level ?? model.config.tableOfContents.minHeadingLevel,
    tocMaxLevel: fm.toc_max_heading_level ?? model.config.tableOfContents.maxHeadingLevel,
    hideToc: !!fm.hide_table_of_contents,
    ...(post.next ? { previous: link(post.next) } : {}),
    ...(post.prev ? { next: link(post.prev) } : {}),
    ...withSidebar(version, blog),
  };
  return {
    path: doc.permalink,
    title: doc.title,
    description: doc.description !== undefined ? markdownText(doc.description) : content.summary,
    ...common(model),
    page: { kind: 'blog', blog: page },
    noIndex: post.unlisted,
    ...(fm.keywords?.length ? { keywords: fm.keywords } : {}),
    ...(fm.image ? { image: absoluteUrl(model.config.url, model.config.baseUrl, fm.image) } : {}),
  };
}

const withSidebar = (version: DocsVersion, blog: BlogInfo) => {
  const sidebar = sidebarOf(version, blog);
  return sidebar ? { sidebar } : {};
};

/** A blog's posts by permalink (made once per blog: every list page asks). */
const postMaps = new WeakMap<DocsVersion, Map<string, DocRecord>>();
function postsByPermalink(version: DocsVersion): Map<string, DocRecord> {
  let map = postMaps.get(version);
  if (!map) postMaps.set(version, (map = new Map(version.docs.map((d) => [d.permalink, d]))));
  return map;
}

/** A blog page besides a post: a list of posts, the tags, the authors, the archive. */
export function blogRouteData(model: SiteModel, route: BlogRoute, excerpts: Excerpts): RouteData {
  const { version, view } = route;
  const blog = version.blog!;
  const { options } = blog;
  const byPermalink = postsByPermalink(version);
  const base = { path: route.path, ...common(model) };
  switch (view.type) {
    case 'list': {
      const posts = view.posts.flatMap((p) => {
        const doc = byPermalink.get(p);
        if (!doc) return [];
        const excerpt = excerpts(version, doc);
        return [{ ...postData(model, blog, doc, excerpt.html, excerpt.words), truncated: excerpt.truncated }];
      });
      const paging = { page: view.page, pages: view.pages, ...(view.previous ? { previous: { label: 'Newer entries', href: view.previous } } : {}), ...(view.next ? { next: { label: 'Older entries', href: view.next } } : {}) };
      const of = view.of;
      if (of && 'tag' in of) {
        const count = blog.tags.find((t) => t.tag.permalink === of.tag.permalink)?.posts.length ?? posts.length;
        const heading = `${count} ${count === 1 ? 'post' : 'posts'} tagged with "${of.tag.label}"`;
        return { ...base, title: `Posts tagged "${of.tag.label}"`, description: of.tag.description ?? heading, page: { kind: 'blog', blog: { view: 'list', heading, ...(of.tag.description ? { intro: of.tag.description } : {}), allLink: { label: 'View all tags', href: tagsPath(blog) }, posts, ...paging, ...withSidebar(version, blog) } } };
      }
      if (of && 'author' in of) {
        const name = of.author.name ?? of.author.key ?? '';
        return { ...base, title: name, description: of.author.description ?? `${name}'s posts`, page: { kind: 'blog', blog: { view: 'list', author: authorData(of.author), allLink: { label: 'View all authors', href: authorsPath(blog) }, posts, ...paging, ...withSidebar(version, blog) } } };
      }
      const title = view.page > 1 ? `${options.blogTitle} – page ${view.page}` : options.blogTitle;
      return { ...base, title, description: options.blogDescription, page: { kind: 'blog', blog: { view: 'list', posts, ...paging, ...withSidebar(version, blog) } } };
    }
    case 'tags':
      return { ...base, title: 'Tags', description: `The tags of ${options.blogTitle}`, page: { kind: 'blog', blog: { view: 'tags', tags: blog.tags.map(({ tag, posts }) => ({ label: tag.label, href: tag.permalink, count: posts.length })), ...withSidebar(version, blog) } } };
    case 'authors':
      return { ...base, title: 'Authors', description: `The authors of ${options.blogTitle}`, page: { kind: 'blog', blog: { view: 'authors', authors: blog.authors.map(({ author, posts }) => ({ ...authorData(author), count: posts.length })), ...withSidebar(version, blog) } } };
    case 'archive': {
      const years = new Map<string, { title: string; permalink: string; date: string; dateLabel: string }[]>();
      for (const doc of listedPosts(version)) {
        const year = doc.post!.date.slice(0, 4);
        if (!years.has(year)) years.set(year, []);
        years.get(year)!.push({ title: doc.title, permalink: doc.permalink, date: doc.post!.date, dateLabel: dateLabel(doc.post!.date, model.locale.htmlLang) });
      }
      return { ...base, title: 'Archive', description: 'Archive', page: { kind: 'blog', blog: { view: 'archive', years: [...years].map(([year, posts]) => ({ year, posts })) } } };
    }
  }
}

const tagsPath = (blog: BlogInfo) => joinUrl(blog.path, blog.options.tagsBasePath);
const authorsPath = (blog: BlogInfo) => joinUrl(blog.path, blog.options.authorsBasePath);

/** A post is searched as a doc is, under the blog's title ("Blog › <post>"); the blog's other pages are not searched. */
export function postSearchRecords(route: DocRoute, data: RouteData): SearchRecord[] {
  if (data.page.kind !== 'blog' || data.page.blog.view !== 'post') return [];
  return pageRecords({ url: data.path, title: data.title, category: route.version.blog?.options.blogTitle || 'Blog', html: data.page.blog.post.html, description: data.description, names: [data.title, ...(route.doc.frontMatter.keywords ?? [])] });
}

type Excerpt = ReturnType<Excerpts>;
const NO_EXCERPT: Excerpt = { html: '', truncated: false };

/**
 * The excerpts of the posts a blog page lists, each asked of `excerptOf` in turn (docgen dev renders
 * a post's content when a list first needs it).
 */
export async function listExcerpts(route: BlogRoute, excerptOf: (post: DocRoute) => Promise<Excerpt | undefined>): Promise<Excerpts> {
  const found = new Map<DocRecord, Excerpt>();
  if (route.view.type === 'list') {
    const byPermalink = postsByPermalink(route.version);
    for (const permalink of route.view.posts) {
      const doc = byPermalink.get(permalink);
      if (doc) found.set(doc, (await excerptOf({ kind: 'doc', path: doc.permalink, version: route.version, doc })) ?? NO_EXCERPT);
    }
  }
  return (_version, doc) => found.get(doc) ?? NO_EXCERPT;
}
