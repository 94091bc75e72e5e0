// What the common Docusaurus plugins do, as options of the config: redirects (plugin-client-
// redirects), responsive image widths (plugin-ideal-image), analytics scripts (plugin-google-gtag,
// plugin-google-tag-manager) and the sitemap (plugin-sitemap).
import * as z from 'zod';

/** A path of the site, from its base URL: '/docs/old-page'. */
const sitePath = z.string().regex(/^\/[^?#\s]*$/, "a path of the site from its base URL, starting with '/' (no query, hash or spaces)");

export const redirectsSchema = z.strictObject({
  /** Old paths that lead to a page: { from: '/old' | ['/a', '/b'], to: '/new' } (`to` may be a URL). */
  redirects: z.array(z.strictObject({ from: z.union([sitePath, z.array(sitePath)]), to: z.string().min(1) })).default([]),
  /** Called with each page's path (from the base URL): the old paths that lead to it (a path, a list, or nothing). */
  createRedirects: z.custom<(path: string) => string | string[] | null | undefined | void>((v) => typeof v === 'function', 'expected a function (path) => old paths').optional(),
  /** `/page.<ext>` leads to `/page`, for each extension ('php'). */
  fromExtensions: z.array(z.string().regex(/^[a-z0-9]+$/i, 'an extension without its dot')).default([]),
  /** `/page` leads to `/page.<ext>`, for each page whose path ends so. */
  toExtensions: z.array(z.string().regex(/^[a-z0-9]+$/i, 'an extension without its dot')).default([]),
});
export type RedirectsConfig = z.output<typeof redirectsSchema>;

export const imagesSchema = z.strictObject({
  /** The narrowest copy made of a raster image (px). */
  min: z.number().int().positive().default(640),
  /** The widest (px; an image is never made wider than it is). */
  max: z.number().positive().optional(),
  /** How many widths from min to max (the image's own width at most). */
  steps: z.number().int().min(1).default(4),
  /** These widths instead of min, max and steps. */
  sizes: z.array(z.number().int().positive()).min(1).optional(),
  /** JPEG and WebP quality of the copies (1–100). */
  quality: z.number().int().min(1).max(100).optional(),
});
export type ImagesConfig = z.output<typeof imagesSchema>;

export const analyticsSchema = z.strictObject({
  /** Google's gtag.js (Analytics 4, Ads): one or more tracking ids; anonymizeIP sends anonymize_ip. */
  gtag: z.strictObject({ trackingID: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]), anonymizeIP: z.boolean().default(false) }).optional(),
  /** Google Tag Manager: its container id ('GTM-XXXX'). */
  gtm: z.strictObject({ containerId: z.string().regex(/^[A-Z0-9-]+$/i, 'a container id such as GTM-ABC123') }).optional(),
});
export type AnalyticsConfig = z.output<typeof analyticsSchema>;

export const sitemapSchema = z.strictObject({
  /** Written beside the pages under this name. */
  filename: z.string().regex(/^[\w.-]+\.xml$/, 'a file name ending in .xml').default('sitemap.xml'),
  changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).nullable().default('weekly'),
  priority: z.number().min(0).max(1).nullable().default(0.5),
  /** Pages left out: glob patterns of their paths ('/tags/**'). */
  ignorePatterns: z.array(z.string()).default([]),
  /** A page's last update (when docs show it): 'date' (2024-05-01), 'datetime' (ISO 8601) or none. */
  lastmod: z.enum(['date', 'datetime']).nullable().default(null),
});
export type SitemapConfig = z.output<typeof sitemapSchema>;
