// Theme options of the config besides the navbar and footer, as Docusaurus' themeConfig has them:
// the docs sidebar, the table of contents' heading levels, the code blocks' colours (a Prism theme
// object, as prism-react-renderer's themes are) and further <meta> tags of every page.
import * as z from 'zod';

const tocLevel = z.number().int().min(2).max(6);

export const sidebarSchema = z.strictObject({
  /** A button at the foot of the docs sidebar hides it (and one beside the page shows it again). */
  hideable: z.boolean().default(false),
  /** Opening a category closes the other categories at its level. */
  autoCollapseCategories: z.boolean().default(false),
});

export const tableOfContentsSchema = z
  .strictObject({
    /** The heading levels a docs page's table of contents lists (a page's front matter may say otherwise). */
    minHeadingLevel: tocLevel.default(2),
    maxHeadingLevel: tocLevel.default(3),
  })
  .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, { message: 'minHeadingLevel must not be above maxHeadingLevel', path: ['minHeadingLevel'] });

/** A style of a Prism theme: CSS properties in React's spelling ({ color: '#f00', fontStyle: 'italic' }). */
const styleObject = z.record(z.string(), z.union([z.string(), z.number()]));

/** A Prism theme object, as prism-react-renderer's: the plain colours, and the colours of token types. */
export const prismThemeSchema = z.looseObject({
  plain: styleObject,
  styles: z.array(z.looseObject({ types: z.array(z.string()), style: styleObject, languages: z.array(z.string()).optional() })),
});
export type PrismTheme = z.output<typeof prismThemeSchema>;

export const prismSchema = z.strictObject({
  /** The colours of code blocks (in dark mode too, unless darkTheme is given); default: docgen's own. */
  theme: prismThemeSchema.optional(),
  darkTheme: prismThemeSchema.optional(),
});

/** A <meta> tag every page carries ({ name, content } or { property, content }, …). */
export const metadataSchema = z.array(z.record(z.string().regex(/^[a-z][a-z0-9:_-]*$/i, 'an attribute name'), z.string()));

/**
 * The site's own styles, as Docusaurus' theme-classic takes them: `customCss`, one stylesheet or a
 * list (paths relative to the project root, inside it), linked after docgen's theme on every page;
 * `infima`: Docusaurus' CSS framework loaded under the theme (its class names and `--ifm-*`
 * variables for the site's CSS and pages; `--ifm-color-primary` and a few more recolour the theme).
 * A Docusaurus config turns Infima on.
 */
export const themeStylesSchema = z.strictObject({
  customCss: z
    .union([z.string().min(1), z.array(z.string().min(1))])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .default([]),
  infima: z.boolean().default(false),
});
