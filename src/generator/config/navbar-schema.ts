// The navbar and the footer of the config, as Docusaurus' theme has them: zod schemas of each
// navbar item type, of the entries of a dropdown, of footer links and of the logos. Items and
// dropdown entries are dispatched on their `type` by hand (navbar-items.ts), so that an error
// names the item.
import * as z from 'zod';
import { onceIssues } from './zod-problems.ts';

/**
 * HTML attributes a link may carry besides its own keys, as Docusaurus passes a link item's other
 * keys to its `<a>`: `data-*`, `aria-*`, `title`, `lang`, `hreflang`, `download`, `id`.
 */
export const LINK_ATTRIBUTE = /^(data-[a-zA-Z0-9_.:-]+|aria-[a-z]+|title|lang|hreflang|download|id)$/;
const attributes = z.record(z.string().regex(LINK_ATTRIBUTE, 'a data-*, aria-*, title, lang, hreflang, download or id attribute'), z.string()).optional();

const position = z.enum(['left', 'right']).default('left');

/**
 * A Docusaurus site with its own NavbarItem: the other keys its config wrote on the item, which its
 * component is given as Docusaurus gives them (templates/docusaurus/navbar-item-props.ts).
 */
const siteProps = z.record(z.string(), z.unknown()).optional();

/**
 * Where a link leads and how: `to` a page of the site (the base URL is added), or `href` a URL
 * ('https://…'; '/x' is a path of the site; 'pathname:///x' a file of the site that is not a page:
 * the base URL is added and the browser loads it, no client routing). `html` is shown instead of
 * the label.
 */
const linkKeys = {
  label: z.string().optional(),
  html: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  /** `href` gets the base URL even when it does not start with "/" (Docusaurus' option). */
  prependBaseUrlToHref: z.boolean().optional(),
  target: z.string().optional(),
  rel: z.string().optional(),
  className: z.string().optional(),
  ariaLabel: z.string().optional(),
  attributes,
  siteProps,
};
/** When a link is shown as the page's: the pages under this path, or whose path matches this regular expression. */
const activeKeys = { activeBasePath: z.string().optional(), activeBaseRegex: z.string().optional() };
const docKeys = { label: z.string().optional(), html: z.string().optional(), className: z.string().optional(), ariaLabel: z.string().optional(), docsPluginId: z.string().default('default'), siteProps };

/** The entries of a dropdown (and of the version and language dropdowns, before and after their own). */
export const dropdownEntrySchemas = {
  default: z.strictObject({ type: z.literal('default').default('default'), ...linkKeys, ...activeKeys }),
  doc: z.strictObject({ type: z.literal('doc'), ...docKeys, docId: z.string() }),
  docSidebar: z.strictObject({ type: z.literal('docSidebar'), ...docKeys, sidebarId: z.string() }),
  docsVersion: z.strictObject({ type: z.literal('docsVersion'), ...docKeys, to: z.string().optional() }),
  html: z.strictObject({ type: z.literal('html'), value: z.string(), className: z.string().optional(), siteProps }),
} as const;
export type DropdownEntryType = keyof typeof dropdownEntrySchemas;
export type DropdownEntry = { [K in DropdownEntryType]: z.output<(typeof dropdownEntrySchemas)[K]> }[DropdownEntryType];

/** An edition of the same site in another language, for the language switcher. */
const editionSchema = z.strictObject({
  label: z.string(),
  /** Path prefix of the edition, e.g. '/java/' or '/'. */
  prefix: z.string(),
  /** Doc ids this edition lacks, used to redirect `test-*` pages to its test-runners page. */
  missingDocs: z.array(z.string()).default([]),
});
export type Edition = z.output<typeof editionSchema>;

/** Entries of a dropdown, each checked by navbar-items.ts (so that an error names the entry). */
const entries = z.array(z.unknown());
const base = { position, className: z.string().optional(), ariaLabel: z.string().optional(), siteProps };

export const navbarItemSchemas = {
  default: z.strictObject({ type: z.literal('default').default('default'), position, ...linkKeys, ...activeKeys, icon: z.enum(['github', 'discord']).optional() }),
  doc: z.strictObject({ type: z.literal('doc'), position, ...docKeys, docId: z.string() }),
  docSidebar: z.strictObject({ type: z.literal('docSidebar'), position, ...docKeys, sidebarId: z.string() }),
  /** A menu of links; `to` or `href` makes its own label a link too. (An item with `items` and no type is one.) */
  dropdown: z.strictObject({ type: z.literal('dropdown'), position, ...linkKeys, ...activeKeys, items: entries }),
  editions: z.strictObject({ type: z.literal('editions'), ...base, label: z.string().optional(), editions: z.array(editionSchema).min(1), fallbackDocId: z.string().optional(), fallbackPrefix: z.string().optional() }),
  /** The site's languages (with one, it is shown only when it has entries of its own before or after). */
  localeDropdown: z.strictObject({ type: z.literal('localeDropdown'), ...base, label: z.string().optional(), dropdownItemsBefore: entries.default([]), dropdownItemsAfter: entries.default([]), queryString: z.string().optional() }),
  search: z.strictObject({ type: z.literal('search'), ...base, label: z.string().optional() }),
  colorModeToggle: z.strictObject({ type: z.literal('colorModeToggle'), ...base, label: z.string().optional() }),
  html: z.strictObject({ type: z.literal('html'), position, className: z.string().optional(), value: z.string(), siteProps }),
  /** The docs versions of a docs plugin: each entry leads to the page being read in that version (else to its main doc). */
  docsVersionDropdown: z.strictObject({
    type: z.literal('docsVersionDropdown'),
    ...base,
    label: z.string().optional(),
    docsPluginId: z.string().default('default'),
    /** Entries listed before and after the versions. */
    dropdownItemsBefore: entries.default([]),
    dropdownItemsAfter: entries.default([]),
    /** The dropdown's own link is not highlighted on the plugin's pages. */
    dropdownActiveClassDisabled: z.boolean().default(false),
    /** Which versions it lists (by name, in this order), and their labels: ['current', '2.0'] or { current: { label: 'Next' } }. */
    versions: z.union([z.array(z.string()), z.record(z.string(), z.strictObject({ label: z.string().optional() }))]).optional(),
  }),
  /** A link to a docs version's main doc (default: the main version's), labelled with the version. */
  docsVersion: z.strictObject({ type: z.literal('docsVersion'), position, ...docKeys, to: z.string().optional() }),
} as const;
export type NavbarItemType = keyof typeof navbarItemSchemas;
type Parsed<K extends NavbarItemType> = z.output<(typeof navbarItemSchemas)[K]>;
/** A navbar item as docgen uses it: its dropdown entries checked. */
export type NavbarItem = {
  [K in NavbarItemType]: K extends 'dropdown'
    ? Omit<Parsed<K>, 'items'> & { items: DropdownEntry[] }
    : K extends 'docsVersionDropdown' | 'localeDropdown'
      ? Omit<Parsed<K>, 'dropdownItemsBefore' | 'dropdownItemsAfter'> & { dropdownItemsBefore: DropdownEntry[]; dropdownItemsAfter: DropdownEntry[] }
      : Parsed<K>;
}[NavbarItemType];

/** A logo: `srcDark` is shown in dark mode; `href` where it leads (default: the site's home). */
export const logoSchema = z.strictObject({
  alt: z.string().default(''),
  src: z.string(),
  srcDark: z.string().optional(),
  width: z.union([z.string(), z.number()]).optional(),
  height: z.union([z.string(), z.number()]).optional(),
  href: z.string().optional(),
  target: z.string().optional(),
  className: z.string().optional(),
});

export const navbarSchema = z.strictObject({
  title: z.string().default(''),
  logo: logoSchema.optional(),
  /** The navbar's colours whatever the colour mode: 'dark', or 'primary' (the primary colour). */
  style: z.enum(['dark', 'primary']).optional(),
  /** The navbar slides away while the reader scrolls down and returns on scroll up. */
  hideOnScroll: z.boolean().default(false),
  items: z.array(z.unknown()).default([]),
});

/** A footer link (`label` with `to` or `href`, as navbar links), or a piece of HTML (`html`). */
export const footerLinkSchema = z.strictObject({ label: z.string().optional(), to: z.string().optional(), href: z.string().optional(), html: z.string().optional(), prependBaseUrlToHref: z.boolean().optional(), target: z.string().optional(), rel: z.string().optional(), className: z.string().optional(), ariaLabel: z.string().optional(), attributes });
export type FooterLink = z.output<typeof footerLinkSchema>;
const footerColumnSchema = z.strictObject({ title: z.string().nullable().default(''), className: z.string().optional(), items: z.array(footerLinkSchema).default([]) });
export type FooterColumn = z.output<typeof footerColumnSchema>;

/**
 * The footer's links are columns ({ title, items }) or one row of links, not a mix (as Docusaurus
 * has it): an entry with `items` makes them columns.
 */
const footerLinks = z.array(z.unknown()).transform((list, ctx): { columns: FooterColumn[] } | { links: FooterLink[] } => {
  const isColumn = (e: unknown) => typeof e === 'object' && e !== null && 'items' in e;
  const columns = list.length > 0 && list.every(isColumn);
  if (!columns && list.some(isColumn)) {
    ctx.addIssue({ code: 'custom', message: 'the footer has columns ({ title, items }) or one row of links ({ label, to | href } or { html }), not a mix of the two' });
    return { links: [] };
  }
  const schema = columns ? footerColumnSchema : footerLinkSchema;
  const out: unknown[] = [];
  list.forEach((entry, i) => {
    const r = schema.safeParse(entry, onceIssues);
    if (r.success) out.push(r.data);
    else for (const issue of r.error.issues) ctx.addIssue({ ...issue, path: [i, ...issue.path] } as z.core.$ZodRawIssue);
  });
  return columns ? { columns: out as FooterColumn[] } : { links: out as FooterLink[] };
});

export const footerSchema = z.strictObject({
  /** Docusaurus' default is 'light'; docgen's own sites have a dark footer. */
  style: z.enum(['dark', 'light']).default('dark'),
  logo: logoSchema.optional(),
  links: footerLinks.prefault([]),
  /** HTML. */
  copyright: z.string().default(''),
});
