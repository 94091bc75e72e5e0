// The pages plugin's options, as Docusaurus' plugin-content-pages has them: the folder of the
// site's pages, the URL they are served under, which files are pages.
import * as z from 'zod';

/** Files Docusaurus leaves out of the pages by default: `_`-prefixed files and folders, tests. */
export const DEFAULT_PAGES_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

export const pagesPluginSchema = z.strictObject({
  /** Several instances are told apart by their id. */
  id: z.string().default('default'),
  /** The folder of the pages, relative to the project root. */
  path: z.string().default('src/pages'),
  /** The URL path the pages are served under, inside the base URL. */
  routeBasePath: z.string().default('/'),
  /** Globs (relative to `path`) of the files that are pages. */
  include: z.array(z.string()).default(['**/*.{js,jsx,ts,tsx,md,mdx}']),
  /** Globs of the files left out. */
  exclude: z.array(z.string()).default(DEFAULT_PAGES_EXCLUDE),
});

export type PagesPluginConfig = z.output<typeof pagesPluginSchema>;
