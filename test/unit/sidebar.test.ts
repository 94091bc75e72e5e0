import { describe, it, expect } from 'vitest';
import { activeCategories } from '../../src/templates/DocSidebar.tsx';
import type { SidebarItem } from '../../src/shared/types.ts';

const doc = (href: string): SidebarItem => ({ type: 'doc', id: href, label: href, href });
const category = (label: string, items: SidebarItem[], href?: string): Extract<SidebarItem, { type: 'category' }> => ({ type: 'category', label, collapsed: true, collapsible: true, href, items });

describe('sidebar: categories holding the page', () => {
  const inner = category('Inner', [doc('/a/deep'), doc('/shared')]);
  const outer = category('Outer', [doc('/a'), inner], '/outer');
  const other = category('Other', [doc('/b'), doc('/shared')]);
  const empty = category('Empty', []);
  const items: SidebarItem[] = [doc('/intro'), outer, other, empty];

  it('names every category above the page, at any depth, and no other', () => {
    expect(activeCategories(items, '/a/deep')).toEqual(new Set([outer, inner]));
    expect(activeCategories(items, '/a')).toEqual(new Set([outer]));
    expect(activeCategories(items, '/b')).toEqual(new Set([other]));
    expect(activeCategories(items, '/intro').size).toBe(0);
    expect(activeCategories(items, '/nowhere').size).toBe(0);
  });

  it('holds a page listed twice in both places, and a category whose own link is the page', () => {
    expect(activeCategories(items, '/shared')).toEqual(new Set([outer, inner, other]));
    expect(activeCategories(items, '/outer')).toEqual(new Set([outer]));
  });

  it('works on part of a sidebar (a category’s items) as on the whole', () => {
    expect(activeCategories(outer.items, '/a/deep')).toEqual(new Set([inner]));
  });
});
