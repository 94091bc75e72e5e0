// Docusaurus plugins other than the docs (and the classic preset's options for them) as docgen's
// config keys: the pages, the blog, client redirects, ideal images, Google's gtag and Tag Manager, the sitemap. Any
// other plugin, preset part or theme is one notice naming it and what of the site is not made.
import { isDocusaurusPackage, isObject, type Notices } from './notices.ts';

type Out = Record<string, unknown>;

/** What a known plugin adds to a Docusaurus site, that a docgen build does not have. */
const SKIPPED: [string, string][] = [
  ['plugin-pwa', 'no service worker: the site does not work offline nor install as an app'],
  ['plugin-google-analytics', 'no Universal Analytics script (Google retired it; plugin-google-gtag is honoured)'],
  ['plugin-debug', 'no debug pages'],
  ['plugin-svgr', 'SVG files are not imported as React components'],
  ['plugin-rsdoctor', 'no bundle analysis'],
  ['plugin-vercel-analytics', 'no Vercel Analytics script'],
  ['theme-mermaid', 'mermaid code blocks are shown as code, not as diagrams'],
  ['theme-live-codeblock', 'live code blocks are shown as plain code blocks'],
];

/** A plugin's name as its author wrote it: a path into node_modules (require.resolve) is its package's name. */
export function pluginDisplayName(name: string): string {
  const m = /^.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(name);
  return m ? m[1].replace(/\\/g, '/') : name;
}

/** What a plugin named `name` (its package, a path to it, or a function's name) would have made. */
export function skippedPluginPart(name: string): string {
  const known = SKIPPED.find(([short]) => isDocusaurusPackage(name, short));
  return known ? known[1] : 'its pages, routes, scripts, styles and build steps are not made';
}

export interface PluginsContext {
  out: Out;
  notices: Notices;
}

/**
 * A plugin of `plugins` docgen honours, mapped into `out`; false when docgen does not know it
 * (the caller says so once).
 */
export function mapPlugin(name: string, options: Out, where: string, ctx: PluginsContext): boolean {
  if (isDocusaurusPackage(name, 'plugin-client-redirects') || name === 'client-redirects') redirects(options, where, ctx);
  else if (isDocusaurusPackage(name, 'plugin-ideal-image') || name === 'ideal-image') images(options, where, ctx);
  else if (isDocusaurusPackage(name, 'plugin-google-gtag') || name === 'google-gtag') gtag(options, where, ctx);
  else if (isDocusaurusPackage(name, 'plugin-google-tag-manager') || name === 'google-tag-manager') gtm(options, where, ctx);
  else if (isDocusaurusPackage(name, 'plugin-sitemap') || name === 'sitemap') sitemap(options, where, ctx);
  else if (isDocusaurusPackage(name, 'plugin-content-pages') || name === 'content-pages') pages(options, where, ctx);
  else if (isDocusaurusPackage(name, 'plugin-content-blog') || name === 'content-blog') blog(options, where, ctx);
  else return false;
  return true;
}

/**
 * A part of the classic preset other than the docs: its sitemap (on unless turned off), gtag and
 * Tag Manager, the pages and the blog are honoured (its `theme`: custom-css.ts).
 */
export function mapPresetPart(key: string, value: unknown, where: string, ctx: PluginsContext): void {
  if (value === false || value === undefined) return;
  const options = isObject(value) ? value : {};
  if (key === 'sitemap') sitemap(options, where, ctx);
  else if (key === 'gtag') gtag(options, where, ctx);
  else if (key === 'googleTagManager') gtm(options, where, ctx);
  else if (key === 'debug' || key === 'svgr') return; // (development pages; SVG imports docgen's MDX reads itself)
  else if (key === 'blog') blog(options, where, ctx);
  else if (key === 'pages') pages(options, where, ctx);
  else if (key === 'googleAnalytics') ctx.notices.skip(where, skippedPluginPart('plugin-google-analytics'));
  else ctx.notices.skip(where, 'not supported by docgen; skipped');
}

/** The options docgen takes as they are; every other key is said once. */
function take(options: Out, keys: string[], where: string, ctx: PluginsContext, why = 'not supported by docgen; ignored'): Out {
  const out: Out = {};
  for (const [k, v] of Object.entries(options)) {
    if (keys.includes(k)) out[k] = v;
    else if (k !== 'id') ctx.notices.skip(`${where}.${k}`, why);
  }
  return out;
}

function redirects(options: Out, where: string, ctx: PluginsContext): void {
  ctx.out.redirects = take(options, ['redirects', 'createRedirects', 'fromExtensions', 'toExtensions'], where, ctx);
}

function images(options: Out, where: string, ctx: PluginsContext): void {
  const out: Out = {};
  for (const [k, v] of Object.entries(options)) {
    // (Docusaurus' playwright-style "no upper bound": the image's own width.)
    if (k === 'max' && typeof v === 'number' && v >= Number.MAX_SAFE_INTEGER) continue;
    if (['min', 'max', 'steps', 'sizes', 'quality'].includes(k)) out[k] = v;
    else if (k === 'disableInDev' && v === false) continue; // (docgen dev makes them too)
    else if (k === 'id' || k === 'name') continue; // (file names of the copies: docgen names its own)
    else ctx.notices.skip(`${where}.${k}`, k === 'disableInDev' ? 'docgen dev makes the smaller copies too' : 'not supported by docgen; ignored');
  }
  ctx.out.images = out;
}

function gtag(options: Out, where: string, ctx: PluginsContext): void {
  const analytics = (ctx.out.analytics ??= {}) as Out;
  analytics.gtag = take(options, ['trackingID', 'anonymizeIP'], where, ctx);
}

function gtm(options: Out, where: string, ctx: PluginsContext): void {
  const analytics = (ctx.out.analytics ??= {}) as Out;
  analytics.gtm = take(options, ['containerId'], where, ctx);
}

/** The pages plugin (src/pages): its folder, route and globs; its Markdown options are the docs'. */
function pages(options: Out, where: string, ctx: PluginsContext): void {
  const list = (ctx.out.pages ??= []) as Out[];
  list.push(take(options, ['id', 'path', 'routeBasePath', 'include', 'exclude'], where, ctx, "not supported by docgen's pages; ignored"));
}

/** The blog options docgen's blog takes as they are (plugins/blog/schema.ts). */
const BLOG_KEYS = ['id', 'path', 'routeBasePath', 'tagsBasePath', 'archiveBasePath', 'authorsBasePath', 'pageBasePath', 'include', 'exclude', 'postsPerPage', 'blogTitle', 'blogDescription', 'blogSidebarCount', 'blogSidebarTitle', 'showReadingTime', 'readingTime', 'truncateMarker', 'editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor', 'authorsMapPath', 'tags', 'sortPosts', 'feedOptions', 'onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts'];

/** Why a Docusaurus blog option docgen does not take is left out. */
function blogSkipReason(key: string): string {
  if (/^blog\w*Component$/.test(key)) return "docgen's blog pages are its own (a component of the site's is not used in their place); ignored";
  if (/^(?:beforeDefault)?(?:remark|rehype|recma)Plugins$/.test(key)) return "the blog's own Markdown plugins are not run: docgen renders posts with the site's Markdown options; ignored";
  if (key === 'processBlogPosts') return 'the posts are not passed to a function of the site (they are built as their files say); ignored';
  if (key === 'editLocalizedFiles') return 'docgen builds one locale: edit links lead to the blog folder\'s files; ignored';
  return "not supported by docgen's blog; ignored";
}

/** The blog plugin (or the classic preset's blog): one entry of docgen's blog list. */
function blog(options: Out, where: string, ctx: PluginsContext): void {
  const list = (ctx.out.blog ??= []) as Out[];
  const out: Out = {};
  for (const [k, v] of Object.entries(options)) {
    if (!BLOG_KEYS.includes(k)) ctx.notices.skip(`${where}.${k}`, blogSkipReason(k));
    else if (k === 'feedOptions' && isObject(v) && 'createFeedItems' in v) {
      const { createFeedItems, ...feed } = v;
      void createFeedItems;
      ctx.notices.skip(`${where}.feedOptions.createFeedItems`, "the feeds' items are docgen's own (not made by a function of the site); ignored");
      out[k] = feed;
    } else out[k] = v;
  }
  list.push(out);
}

function sitemap(options: Out, where: string, ctx: PluginsContext): void {
  ctx.out.sitemap = take(options, ['changefreq', 'priority', 'ignorePatterns', 'filename', 'lastmod'], where, ctx);
}
