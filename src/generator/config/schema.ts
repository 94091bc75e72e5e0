// The site configuration: its zod schema (the single source of truth for config types) and the
// navbar item validation, which names the offending item in its error.
import * as z from 'zod';
import { communitySchema, docsPluginSchema, docsSchema, type DocsPluginConfig, type DocsVersionConfig } from './docs-schema.ts';
import { footerSchema, navbarSchema, type NavbarItem } from './navbar-schema.ts';
import { metadataSchema, prismSchema, sidebarSchema, tableOfContentsSchema, themeStylesSchema } from './theme-schema.ts';
import { analyticsSchema, imagesSchema, redirectsSchema, sitemapSchema } from './plugins-schema.ts';

export { navbarItemSchemas, type NavbarItem, type NavbarItemType, type DropdownEntry, type Edition, type FooterLink, type FooterColumn } from './navbar-schema.ts';

export type { DocsPluginConfig, DocsVersionConfig };
import { markdownSchema } from './markdown-schema.ts';
import { pagesPluginSchema } from '../plugins/pages/schema.ts';
import { blogPluginSchema } from '../plugins/blog/schema.ts';
export type { ParseFrontMatter } from './markdown-schema.ts';

const localeSchema = z.strictObject({
  label: z.string(),
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  htmlLang: z.string(),
  calendar: z.string().default('gregory'),
  path: z.string(),
});


const apiSchema = z.strictObject({
  /** Folder with the API data (`<version data>.json`) and prose (`<class>.md`). */
  path: z.string().default('content/api'),
  /** Route path inside each docs version. */
  routeBasePath: z.string().default('api'),
  /** Link targets for JDK and other external types, e.g. { String: 'https://docs.oracle.com/…' }. */
  externalTypes: z.record(z.string(), z.url()).default({}),
  /** The language of the generated usage lines (their code blocks' fence). */
  language: z.string().default('text'),
  /**
   * What a class's members are called on in usage lines and link texts, by class name, when not
   * its variable (`page.`): e.g. { LocatorAssertions: 'assertThat(locator)', Helpers: '' }.
   */
  receivers: z.record(z.string(), z.string()).default({}),
});

const announcementSchema = z.strictObject({
  id: z.string().min(1),
  content: z.string(),
  backgroundColor: z.string().optional(),
  textColor: z.string().optional(),
  isCloseable: z.boolean().default(true),
});

const colorModeSchema = z.strictObject({
  defaultMode: z.enum(['light', 'dark']).default('light'),
  respectPrefersColorScheme: z.boolean().default(false),
  disableSwitch: z.boolean().default(false),
});

const searchSchema = z.discriminatedUnion('provider', [
  z.strictObject({
    provider: z.literal('local'),
    placeholder: z.string().default('Search docs'),
    suggestions: z.array(z.string()).default([]),
    /**
     * A score factor per API class (by class name) for the class page and its members: above 1 ranks
     * them before other classes' members of the same name, below 1 after. Classes not listed count 1.
     */
    apiClassWeights: z.record(z.string().regex(/^[A-Za-z_$][\w$]*$/, 'expected an API class name'), z.number().positive().max(100)).optional(),
  }),
  z.strictObject({
    provider: z.literal('algolia'),
    placeholder: z.string().default('Search docs'),
    suggestions: z.array(z.string()).default([]),
    appId: z.string(),
    apiKey: z.string(),
    indexName: z.string(),
    contextualSearch: z.boolean().default(true),
    /** The language facet of the index (contextual search). */
    language: z.string().default('en'),
    host: z.string().optional(),
  }),
]);

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  /** Origin of the production site, e.g. https://playwright.dev */
  url: z.url(),
  /** Path the site is served under; starts and ends with '/'. */
  baseUrl: z.string().regex(/^\/(.*\/)?$/, "must start and end with '/', e.g. '/java/'"),
  trailingSlash: z.literal(false).default(false),
  /** Broken links, anchors and API references: fail the build ('throw') or only report them ('warn'). */
  onBrokenLinks: z.enum(['throw', 'warn']).default('throw'),
  /** Broken anchors (a link's #fragment that the page lacks): by default as onBrokenLinks says. */
  onBrokenAnchors: z.enum(['throw', 'warn']).optional(),
  favicon: z.string().optional(),
  /**
   * The social card image (og:image, twitter:image) of every page: a path of the static folder or a
   * URL, written as an absolute URL; a page's front matter `image` replaces it.
   */
  image: z.string().optional(),
  titleDelimiter: z.string().default('|'),
  staticDir: z.string().default('content/static'),
  /**
   * Stylesheets every page links after the theme's (a URL, or { href, integrity, crossorigin }),
   * as Docusaurus' stylesheets: e.g. KaTeX's CSS from a CDN. Their origins join the
   * Content-Security-Policy's style and font sources.
   */
  stylesheets: z.array(z.union([z.string().min(1), z.object({ href: z.string().min(1), integrity: z.string().optional(), crossorigin: z.string().optional() })])).default([]),
  i18n: z.strictObject({ defaultLocale: z.string(), locales: z.record(z.string(), localeSchema) }).default({
    defaultLocale: 'en',
    locales: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
  }),
  docs: docsSchema.default(docsSchema.parse({}, { jitless: true })),
  community: communitySchema.optional(),
  /** Docs sections beside the versioned docs, each with its own route and sidebars. */
  docsPlugins: z.array(docsPluginSchema).default([]),
  api: apiSchema.optional(),
  /** The site's own pages (React components and Markdown files in src/pages), as Docusaurus' pages plugin makes them; none by default. */
  pages: z.array(pagesPluginSchema).default([]),
  /** The site's blogs (posts in a folder, their lists, tags, authors and feeds), as Docusaurus' blog plugin makes them; none by default. */
  blog: z.array(blogPluginSchema).default([]),
  /**
   * A folder of theme components (Docusaurus' swizzled components, src/theme): `<Name>.js` or
   * `<Name>/index.js` replaces docgen's `@theme/<Name>` where the site's code and pages use it.
   */
  themeDir: z.string().optional(),
  /**
   * Sources the Content-Security-Policy allows besides the site's own: `img`, where images may come
   * from (origins, or `https:` for any; a Docusaurus site's pages and docs show images from anywhere).
   */
  contentSecurityPolicy: z.strictObject({ img: z.array(z.string().regex(/^(https?:|https?:\/\/[^\s;,'"]+)$/, "expected an origin (https://images.example.com) or 'https:'")).default([]) }).prefault({}),
  /**
   * Scripts every page loads in its <head>, as Docusaurus' `scripts`: a URL, or { src, async, defer }.
   * Their hosts join the Content-Security-Policy's script sources.
   */
  scripts: z.array(z.union([z.string().min(1), z.looseObject({ src: z.string().min(1), async: z.boolean().optional(), defer: z.boolean().optional() })])).default([]),
  /**
   * Tags every page has in its <head>, as Docusaurus' `headTags`: links, metas and scripts, with their
   * attributes (a script's own text, `innerHTML`, is allowed by its hash in the policy).
   */
  headTags: z.array(z.strictObject({ tagName: z.enum(['link', 'meta', 'script']), attributes: z.record(z.string(), z.union([z.string(), z.boolean()])).default({}), innerHTML: z.string().optional() })).default([]),
  /**
   * Modules every page loads in the browser, as Docusaurus' `clientModules` (paths relative to the
   * project root): bundled into one script of the site's; their onRouteUpdate/onRouteDidUpdate exports are called.
   */
  clientModules: z.array(z.string().min(1)).default([]),
  /** Values of the site's own that its pages and components read (useDocusaurusContext().siteConfig.customFields). */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /**
   * Markdown options: labels of code tabs whose info string gives only a value; and the format of
   * docs, as Docusaurus has it: 'mdx' (every page is MDX, the default), 'md' (every page is
   * Markdown) or 'detect' (.mdx files are MDX, .md files Markdown); and the rest of
   * config/markdown-schema.ts.
   */
  markdown: markdownSchema,
  /**
   * The browser runtime: 'react' (React itself, the default) or 'preact' (preact/compat in its
   * place: the same theme in a third of the JavaScript; a site's own React components may need React).
   */
  client: z.strictObject({ runtime: z.enum(['react', 'preact']).default('react') }).default({ runtime: 'react' }),
  navbar: navbarSchema,
  footer: footerSchema.prefault({}),
  sidebar: sidebarSchema.prefault({}),
  tableOfContents: tableOfContentsSchema.prefault({}),
  prism: prismSchema.optional(),
  /** The site's own stylesheets (customCss) and Infima: config/theme-schema.ts. */
  theme: themeStylesSchema.prefault({}),
  metadata: metadataSchema.default([]),
  redirects: redirectsSchema.optional(),
  /** Responsive images: the widths raster images are offered in (default: 4 from 640 px to their own). */
  images: imagesSchema.prefault({}),
  analytics: analyticsSchema.optional(),
  /** sitemap.xml's name and entries (without it: every page's URL, nothing more). */
  sitemap: sitemapSchema.optional(),
  announcementBar: announcementSchema.optional(),
  colorMode: colorModeSchema.default(colorModeSchema.parse({}, { jitless: true })),
  search: searchSchema.default({ provider: 'local', placeholder: 'Search docs', suggestions: [] }),
  /** Home page: its title and description, and its content (a JSON file, relative to the project root). */
  homePage: z.strictObject({ title: z.string().optional(), description: z.string().optional(), data: z.string().default('content/pages/home.json') }).default({ data: 'content/pages/home.json' }),
  /** Links for the "Let us know." and edit buttons. */
  issuesUrl: z.string().optional(),
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The config as docgen uses it: navbar items validated, the `community` shorthand in `docsPlugins`. */
export type SiteConfig = Omit<z.output<typeof siteConfigSchema>, 'navbar' | 'community'> & {
  navbar: Omit<z.output<typeof siteConfigSchema>['navbar'], 'items'> & { items: NavbarItem[] };
};

/**
 * Every file and folder of the project that the site is made from but the config (relative to the
 * root), with what it holds: what docgen dev watches, and what an output folder must keep clear of.
 */
export function contentPaths(config: SiteConfig): { path: string; what: string }[] {
  const d = config.docs;
  return [
    // (An empty path is none: `sidebarPath: false`.)
    ...[d.path, d.versionedPath, d.versionedSidebarsPath, d.sidebarPath, d.versionsFile].filter((p) => p !== '').map((p) => ({ path: p, what: 'the docs' })),
    ...config.docsPlugins.flatMap((p) => [p.path, p.sidebarPath, p.versionsFile, p.versionedPath, p.versionedSidebarsPath].filter((f): f is string => !!f).map((f) => ({ path: f, what: `the ${p.id} pages` }))),
    ...(config.api ? [{ path: config.api.path, what: 'the API data' }] : []),
    ...config.pages.map((p) => ({ path: p.path, what: 'the site\'s pages' })),
    ...config.blog.map((p) => ({ path: p.path, what: 'the blog\'s posts' })),
    ...(config.themeDir ? [{ path: config.themeDir, what: 'the theme components' }] : []),
    { path: config.staticDir, what: 'the static files' },
    { path: config.homePage.data.replace(/[\\/][^\\/]*$/, '') || '.', what: 'the home page data' },
  ];
}
