// The site configuration: its zod schema (the single source of truth for config types) and the
// navbar item validation, which names the offending item in its error.
import * as z from 'zod';
import { communitySchema, docsPluginSchema, docsSchema, type DocsPluginConfig, type DocsVersionConfig } from './docs-schema.ts';
import { footerSchema, navbarSchema, type NavbarItem } from './navbar-schema.ts';
import { metadataSchema, prismSchema, sidebarSchema, tableOfContentsSchema } from './theme-schema.ts';
import { analyticsSchema, imagesSchema, redirectsSchema, sitemapSchema } from './plugins-schema.ts';

export { navbarItemSchemas, type NavbarItem, type NavbarItemType, type DropdownEntry, type Edition, type FooterLink, type FooterColumn } from './navbar-schema.ts';

export type { DocsPluginConfig, DocsVersionConfig };

const localeSchema = z.strictObject({
  label: z.string(),
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  htmlLang: z.string(),
  calendar: z.string().default('gregory'),
  path: z.string(),
});

/** unified plugins: a function, or [function, options]. */
const pluginList = z
  .array(
    z.union([
      z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', 'expected a plugin function'),
      z.tuple([z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', 'expected a plugin function'), z.unknown()]),
    ]),
  )
  .optional();

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
  /** Social card image URL. */
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
  docs: docsSchema.default(docsSchema.parse({})),
  community: communitySchema.optional(),
  /** Docs sections beside the versioned docs, each with its own route and sidebars. */
  docsPlugins: z.array(docsPluginSchema).default([]),
  api: apiSchema.optional(),
  /**
   * Markdown options: labels of code tabs whose info string gives only a value; and the format of
   * docs, as Docusaurus has it: 'mdx' (every page is MDX, the default), 'md' (every page is
   * Markdown) or 'detect' (.mdx files are MDX, .md files Markdown).
   */
  markdown: z
    .strictObject({
      tabLabels: z.record(z.string(), z.string()).default({}),
      format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
      /**
       * Raw HTML in Markdown pages: 'allow' (the default) keeps it as written; 'sanitize' keeps only
       * harmless HTML (text formatting, lists, tables, details, images and http(s)/mailto/relative
       * links, ids) and drops the rest: scripts, event handlers, javascript: URLs, frames, objects,
       * forms, styles, SVG; 'error' makes any raw HTML an error at its file and line (comments are
       * left out quietly). For sites whose content is not fully trusted and whose host may not send
       * the Content-Security-Policy. In MDX pages tags are JSX, code that runs when the site is
       * built: the option does not apply to them (read untrusted content as Markdown, format 'md').
       */
      rawHtml: z.enum(['allow', 'sanitize', 'error']).default('allow'),
      /**
       * The site's own admonition keywords (`:::my-box`), as Docusaurus' docs option `admonitions`:
       * with extendDefaults (the default), besides note, tip, info, warning, danger, caution,
       * important, success and secondary; without, instead of them.
       */
      admonitions: z
        .strictObject({
          keywords: z.array(z.string().regex(/^[a-zA-Z][\w-]*$/, 'a keyword is a letter, then letters, digits, "_" and "-"')).default([]),
          extendDefaults: z.boolean().default(true),
        })
        .optional(),
      /** Code block comment lines that mark lines with a class, as Docusaurus' prism.magicComments (default: highlight-next-line, highlight-start/-end). */
      magicComments: z.array(z.strictObject({ className: z.string().min(1), line: z.string().optional(), block: z.strictObject({ start: z.string(), end: z.string() }).optional() })).optional(),
      /**
       * The site's own unified plugins, as in Docusaurus: a plugin function or [plugin, options].
       * Remark plugins (beforeDefault… first) run on the tree as parsed, before docgen's own
       * transforms, so MDX elements they add are rendered; rehype plugins (beforeDefault… first)
       * on the HTML tree as remark-rehype makes it, before docgen highlights code.
       */
      beforeDefaultRemarkPlugins: pluginList,
      remarkPlugins: pluginList,
      beforeDefaultRehypePlugins: pluginList,
      rehypePlugins: pluginList,
      /**
       * Components every MDX page may use without importing them, as Docusaurus' MDXComponents:
       * name → the module whose default export it is ('@theme/Tabs', '@site/src/components/Chip',
       * './src/components/Chip' from the project root, a package), or { from, export } for a named export.
       */
      mdxComponents: z
        .record(z.string(), z.union([z.string().min(1), z.strictObject({ from: z.string().min(1), export: z.string().min(1) })]))
        .superRefine((components, ctx) => {
          for (const name of Object.keys(components)) {
            if (!/^[A-Z][A-Za-z0-9_]*$/.test(name)) ctx.addIssue({ code: 'custom', path: [name], message: `"${name}" is not a component name: one starts with a capital letter (Highlight)` });
          }
        })
        .optional(),
    })
    .default({ tabLabels: {}, format: 'mdx', rawHtml: 'allow' }),
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
  metadata: metadataSchema.default([]),
  redirects: redirectsSchema.optional(),
  /** Responsive images: the widths raster images are offered in (default: 4 from 640 px to their own). */
  images: imagesSchema.prefault({}),
  analytics: analyticsSchema.optional(),
  /** sitemap.xml's name and entries (without it: every page's URL, nothing more). */
  sitemap: sitemapSchema.optional(),
  announcementBar: announcementSchema.optional(),
  colorMode: colorModeSchema.default(colorModeSchema.parse({})),
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
    { path: config.staticDir, what: 'the static files' },
    { path: config.homePage.data.replace(/[\\/][^\\/]*$/, '') || '.', what: 'the home page data' },
  ];
}
