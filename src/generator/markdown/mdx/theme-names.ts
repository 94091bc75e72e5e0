// Docusaurus' theme components by name (`@theme/<Name>`), and how docgen provides each: the one list
// the stand-ins (mdx/site-shims.ts), the slots (components' `jsx`), the swizzles applied in Markdown
// (mdx/theme-content.ts) and the "not applied" warning (content/load-model.ts) are read from. A name
// added here without its stand-in, or a stand-in without its name, does not compile.

/**
 * What `@theme/<Name>` is in docgen when the site has no version of its own:
 * - `slot`: a content component of docgen's renders it (components/registry.ts, by its `jsx`): a page
 *   or site component that imports it gets docgen's component in its place;
 * - `stand-in`: a React module of docgen's with Docusaurus' props (mdx/site-shims.ts);
 * - `layout`: docgen's layout renders a component of its own there; nothing to import.
 */
export type Provision = 'slot' | 'stand-in' | 'layout';

/**
 * Where a site's own version (its `src/theme/<Name>`) is used:
 * - `markdown`: also where docgen renders the Markdown construct Docusaurus renders with it (a
 *   heading, an admonition, `<details>`, the elements MDXComponents maps);
 * - `page`: as a page of its own (NotFound: the 404 page);
 * - `layout`: also in place of docgen's layout's own: its Footer (rendered on the server), its
 *   NavbarItem (every navbar item) and SearchBar (where docgen's search button is), server and
 *   browser (templates/docusaurus/); a file inside its
 *   folder (`NavbarItem/NavbarNavLink`) is not applied, docgen's own having no such part;
 * - `imports`: where the site's pages, components and MDX import it, which is everywhere it is used
 *   (docgen renders it nowhere on its own);
 * - `not-applied`: only where the site's code imports it; docgen's layout (or its Markdown) renders
 *   a component of its own elsewhere, which stays (said once per build).
 */
export type Applied = 'markdown' | 'page' | 'layout' | 'imports' | 'not-applied';

interface ThemeName {
  provided: Provision;
  applied: Applied;
  /** Why a name that is not applied cannot be, when there is more to say than that docgen's layout has its own (said in the warning). */
  why?: string;
}

const slot = <A extends Applied = 'imports'>(applied?: A) => ({ provided: 'slot' as const, applied: (applied ?? 'imports') as A });
const standIn = <A extends Applied = 'imports'>(applied?: A) => ({ provided: 'stand-in' as const, applied: (applied ?? 'imports') as A });
const layout = <A extends Applied = 'not-applied'>(applied?: A) => ({ provided: 'layout' as const, applied: (applied ?? 'not-applied') as A });
const notApplied = (why: string) => ({ provided: 'layout' as const, applied: 'not-applied' as const, why });

export const THEME_NAMES = {
  Admonition: slot('markdown'),
  AnnouncementBar: layout(),
  BackToTopButton: layout(),
  CodeBlock: slot('markdown'),
  ColorModeToggle: layout(),
  Details: slot('markdown'),
  DocBreadcrumbs: layout(),
  DocCard: layout(),
  DocCardList: slot(),
  DocCategoryGeneratedIndexPage: layout(),
  DocItem: layout(),
  DocPaginator: layout(),
  DocRoot: layout(),
  DocSidebar: layout(),
  DocSidebarItem: layout(),
  DocSidebarItems: layout(),
  DocTagDocListPage: layout(),
  DocTagsListPage: layout(),
  DocVersionBadge: layout(),
  DocVersionBanner: layout(),
  DocVersionRoot: layout(),
  DocsRoot: layout(),
  EditThisPage: layout(),
  Footer: standIn('layout'),
  Heading: standIn('markdown'),
  IdealImage: layout(),
  LastUpdated: layout(),
  Layout: standIn(),
  Logo: layout(),
  MDXComponents: standIn('markdown'),
  'MDXComponents/A': standIn('markdown'),
  'MDXComponents/Code': standIn('markdown'),
  'MDXComponents/Details': standIn('markdown'),
  'MDXComponents/Heading': standIn('markdown'),
  'MDXComponents/Img': standIn('markdown'),
  'MDXComponents/Li': standIn('markdown'),
  'MDXComponents/Pre': standIn('markdown'),
  'MDXComponents/Ul': standIn('markdown'),
  MDXContent: layout(),
  MDXPage: layout(),
  Navbar: layout(),
  NavbarItem: standIn('layout'),
  NotFound: layout('page'),
  PaginatorNavLink: layout(),
  ProgressiveImage: notApplied("docgen writes a page's images itself (ideal-image's widths as the <img>'s srcset), with no IdealImage component that the site's ProgressiveImage could render for"),
  Root: layout(),
  SearchBar: standIn('layout'),
  SearchPage: layout(),
  SkipToContent: layout(),
  TOC: layout(),
  TOCCollapsible: layout(),
  TOCInline: slot('not-applied'),
  TOCItems: layout(),
  TabItem: slot(),
  Tabs: slot(),
  Tag: layout(),
  TagsListInline: layout(),
  ThemedImage: standIn(),
} as const satisfies Record<string, ThemeName>;

export type ThemeComponent = keyof typeof THEME_NAMES;

type Where<K extends 'provided' | 'applied', V> = { [N in ThemeComponent]: (typeof THEME_NAMES)[N][K] extends V ? N : never }[ThemeComponent];

/** The names docgen has a React stand-in module for (mdx/site-shims.ts keeps one for each). */
export type StandInName = Where<'provided', 'stand-in'>;
/** The names a content component of docgen's renders (its `jsx` keys are `@theme/<Name>`). */
export type SlotName = Where<'provided', 'slot'>;
/** The names whose swizzle docgen applies where it renders Markdown. */
export type MarkdownPart = Where<'applied', 'markdown'>;

const names = Object.keys(THEME_NAMES) as ThemeComponent[];
const isName = (name: string): name is ThemeComponent => Object.hasOwn(THEME_NAMES, name);

/** The names a way of providing holds, as `@theme/<Name>` modules. */
export const themeModules = (provided: Provision): string[] => names.filter((n) => THEME_NAMES[n].provided === provided).map((n) => `@theme/${n}`);

/**
 * The theme name a swizzled file is part of (`NavbarItem/NavbarNavLink` → `NavbarItem`; `Admonition/Types` itself) when docgen
 * renders a component of its own there that the site's version does not replace.
 */
export function unappliedPart(name: string): string | undefined {
  const top = name.split('/')[0];
  if (!isName(top)) return undefined;
  if (THEME_NAMES[top].applied === 'not-applied') return top;
  // (A file inside a layout part's folder: docgen's own has no such part to take it.)
  if (THEME_NAMES[top].applied === 'layout' && name !== top) return name;
  // (A file of a component used in Markdown that is not that component, such as Admonition/Types: itself.)
  return THEME_NAMES[top].applied === 'markdown' && top !== 'MDXComponents' && name !== top ? name : undefined;
}

/** Why a theme name's swizzle is not applied, when the list says more than that docgen's layout has its own. */
export const notAppliedBecause = (name: string): string | undefined => (isName(name) ? (THEME_NAMES[name] as ThemeName).why : undefined);

/** Whether a theme name's swizzle is applied where docgen renders Markdown. */
export const isMarkdownPart = (name: string): name is MarkdownPart => isName(name) && THEME_NAMES[name].applied === 'markdown';
