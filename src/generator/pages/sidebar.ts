// What pages need of a sidebar: the categories leading to a page, the pages in reading order (for
// previous/next links) and every link (for generated index pages), worked out once per sidebar.
import type { LinkData, SidebarItem } from '../../shared/types.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** The categories leading to a page in a sidebar, outermost first (null if not in it). */
export function sidebarTrail(items: SidebarItem[], href: string): Category[] | null {
  for (const item of items) {
    if ((item.type === 'doc' || item.type === 'link') && item.href === href) return [];
    if (item.type === 'category') {
      if (item.href === href) return [];
      const inner = sidebarTrail(item.items, href);
      if (inner) return [item, ...inner];
    }
  }
  return null;
}

/** Pages of a sidebar in reading order, for previous/next links (a doc listed by `ref` is not one). */
export function sidebarPages(items: SidebarItem[]): LinkData[] {
  const out: LinkData[] = [];
  for (const item of items) {
    if (item.type === 'doc' && !item.ref) out.push({ label: item.label, href: item.href });
    else if (item.type === 'category') {
      if (item.href) out.push({ label: item.label, href: item.href });
      out.push(...sidebarPages(item.items));
    }
  }
  return out;
}

/** Every doc and link of a sidebar, in order (for generated index pages). */
export function sidebarLinks(items: SidebarItem[]): LinkData[] {
  return items.flatMap((i): LinkData[] =>
    i.type === 'doc' ? [{ label: i.label, href: i.href }] : i.type === 'link' ? [{ label: i.label, href: i.href, external: i.external }] : i.type === 'category' ? sidebarLinks(i.items) : [],
  );
}

export interface SidebarIndex {
  /** sidebarPages() of the sidebar, and the first position of each href in it. */
  pages: LinkData[];
  positions: Map<string, number>;
  /** sidebarTrail() of each href of the sidebar. */
  trails: Map<string, Category[]>;
}
const sidebarIndexes = new WeakMap<SidebarItem[], SidebarIndex>();

/** What every page of a sidebar needs of it, worked out once per sidebar (not once per page). */
export function sidebarIndex(items: SidebarItem[]): SidebarIndex {
  let index = sidebarIndexes.get(items);
  if (index) return index;
  const pages = sidebarPages(items);
  const positions = new Map<string, number>();
  pages.forEach((p, i) => {
    if (!positions.has(p.href)) positions.set(p.href, i);
  });
  const trails = new Map<string, Category[]>();
  const walk = (list: SidebarItem[], trail: Category[]) => {
    for (const item of list) {
      if ((item.type === 'doc' || item.type === 'link' || item.type === 'category') && item.href && !trails.has(item.href)) trails.set(item.href, trail);
      if (item.type === 'category') walk(item.items, [...trail, item]);
    }
  };
  walk(items, []);
  index = { pages, positions, trails };
  sidebarIndexes.set(items, index);
  return index;
}
