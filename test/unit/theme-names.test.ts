// The one list of Docusaurus' theme names (src/generator/markdown/mdx/theme-names.ts): it holds every
// name docgen knew in its three former lists, and says of each what the code does with it.
import { describe, it, expect } from 'vitest';
import { THEME_NAMES, themeModules, unappliedPart, isMarkdownPart } from '../../src/generator/markdown/mdx/theme-names.ts';
import { shimmedModules } from '../../src/generator/markdown/mdx/site-shims.ts';
import { components } from '../../src/components/registry.ts';
import { forSettings } from '../../src/components/kit/component.ts';

/** The names docgen's layout and Markdown rendered with components of their own (the former LAYOUT_PARTS). */
const FORMER_LAYOUT_PARTS = ['AnnouncementBar', 'Admonition', 'BackToTopButton', 'CodeBlock', 'ColorModeToggle', 'Details', 'DocBreadcrumbs', 'DocCard', 'DocCategoryGeneratedIndexPage', 'DocItem', 'DocPaginator', 'DocRoot', 'DocSidebar', 'DocSidebarItem', 'DocSidebarItems', 'DocTagDocListPage', 'DocTagsListPage', 'DocVersionBadge', 'DocVersionBanner', 'DocVersionRoot', 'DocsRoot', 'EditThisPage', 'Footer', 'Heading', 'IdealImage', 'LastUpdated', 'Logo', 'MDXComponents', 'MDXContent', 'MDXPage', 'Navbar', 'NavbarItem', 'PaginatorNavLink', 'ProgressiveImage', 'Root', 'SearchBar', 'SearchPage', 'SkipToContent', 'TOC', 'TOCCollapsible', 'TOCInline', 'TOCItems', 'Tag', 'TagsListInline'];

const slots = components.flatMap((c) => Object.keys(forSettings(c.jsx, undefined) ?? {}));
const standIns = shimmedModules([]).filter((m) => m.startsWith('@theme/'));

describe('theme names', () => {
  it('has every content component of docgen that is a theme module as a slot, and no slot without one', () => {
    expect(slots.length).toBeGreaterThan(5);
    expect(themeModules('slot').sort()).toEqual([...new Set(slots)].sort());
  });

  it('has every stand-in module as a stand-in, and a stand-in module for each', () => {
    expect(standIns).toContain('@theme/Layout');
    expect(themeModules('stand-in').sort()).toEqual(standIns.sort());
  });

  it('holds every name the layout rendered itself, as applied (in Markdown, or in the layout) or named as not applied', () => {
    for (const name of FORMER_LAYOUT_PARTS) {
      expect(name in THEME_NAMES, name).toBe(true);
      expect(isMarkdownPart(name) || THEME_NAMES[name as keyof typeof THEME_NAMES].applied === 'layout' || unappliedPart(name) === name, name).toBe(true);
    }
    expect(Object.entries(THEME_NAMES).filter(([, n]) => n.applied === 'layout').map(([name]) => name)).toEqual(['Footer', 'NavbarItem', 'SearchBar']);
  });

  it('names the part a nested swizzled file belongs to, and none for a name docgen renders nowhere itself', () => {
    // (A file inside the folder of a part the layout applies: docgen's own has no such part.)
    expect(unappliedPart('NavbarItem/NavbarNavLink')).toBe('NavbarItem/NavbarNavLink');
    expect(unappliedPart('Footer/Links')).toBe('Footer/Links');
    expect(unappliedPart('ProgressiveImage')).toBe('ProgressiveImage');
    expect(unappliedPart('TOCInline')).toBe('TOCInline');
    // (A file of a Markdown part that is not the part itself is named as it is.)
    expect(unappliedPart('Admonition/Types')).toBe('Admonition/Types');
    for (const name of ['Details', 'Admonition', 'CodeBlock', 'Heading', 'MDXComponents', 'Footer', 'NavbarItem', 'SearchBar', 'Tabs', 'Layout', 'NotFound', 'Badge', 'MDXComponents/A']) expect(unappliedPart(name), name).toBeUndefined();
  });
});
