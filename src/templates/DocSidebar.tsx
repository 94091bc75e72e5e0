// The docs sidebar: links and collapsible categories. The category holding the current page is
// open; a category the reader opened or closed keeps that state across client navigations.
import type { SidebarItem, SiteData } from '../shared/types.ts';
import { useEffect, useState } from 'react';
import { ChevronIcon, ExternalIcon } from './icons.tsx';
import { Collapsible } from './Collapsible.tsx';
import { useRuntime } from './runtime.tsx';

type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/** For each link target of a sidebar, the categories that hold it (made once per sidebar). */
const holders = new WeakMap<SidebarItem[], Map<string, CategoryItem[]>>();

function holdersOf(items: SidebarItem[]): Map<string, CategoryItem[]> {
  let index = holders.get(items);
  if (index) return index;
  const found = new Map<string, CategoryItem[]>();
  const note = (href: string | undefined, chain: CategoryItem[]) => {
    if (href === undefined) return;
    const known = found.get(href);
    if (known) known.push(...chain);
    else found.set(href, [...chain]);
  };
  const visit = (list: SidebarItem[], chain: CategoryItem[]) => {
    for (const item of list) {
      if (item.type === 'doc' || item.type === 'link') note(item.href, chain);
      else if (item.type === 'category') {
        const inner = [...chain, item];
        note(item.href, inner);
        visit(item.items, inner);
      }
    }
  };
  visit(items, []);
  holders.set(items, (index = found));
  return index;
}

/** The categories of a sidebar that hold the page at `path` (at any depth), or link to it. */
export function activeCategories(items: SidebarItem[], path: string): ReadonlySet<SidebarItem> {
  return new Set(holdersOf(items).get(path));
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

interface CategoryProps {
  item: CategoryItem;
  path: string;
  active: ReadonlySet<SidebarItem>;
  level: number;
  keyPath: string;
  idPrefix: string;
  /** The items at its level, whose other categories close when it opens (autoCollapseCategories). */
  siblings?: SidebarItem[];
  parentKey: string;
}

function Category({ item, path, active: activeSet, level, keyPath, idPrefix, siblings, parentKey }: CategoryProps) {
  const rt = useRuntime();
  const active = activeSet.has(item);
  const stored = item.collapsible ? rt.categoryOpen(keyPath) : undefined;
  const open = !item.collapsible || (stored ?? (active || !item.collapsed));
  const listId = `${idPrefix}-${slug(keyPath)}`;
  // A collapsed category renders its items only once opened: sidebars of large sites stay small.
  const [rendered, setRendered] = useState(open);
  useEffect(() => {
    if (open) setRendered(true);
  }, [open]);
  const toggle = () => {
    if (!open) for (const other of siblings ?? []) if (other !== item && other.type === 'category') rt.setCategoryOpen(`${parentKey}/${other.label}`, false);
    rt.setCategoryOpen(keyPath, !open);
  };
  // Arriving on a page inside a closed category opens it.
  useEffect(() => {
    if (active && stored === false) rt.setCategoryOpen(keyPath, true);
  }, [path]);
  const labelClass = `menu-link menu-category-label${item.href === path ? ' active' : ''}`;
  return (
    <li className={`menu-item menu-category level-${level}${open ? '' : ' collapsed'}${item.className ? ` ${item.className}` : ''}`}>
      <div className="menu-category-header">
        {item.href ? (
          <a className={labelClass} href={item.href} aria-current={item.href === path ? 'page' : undefined}>
            {item.label}
          </a>
        ) : (
          <button type="button" className={labelClass} aria-expanded={open} aria-controls={listId} disabled={!item.collapsible} onClick={toggle}>
            {item.label}
          </button>
        )}
        {item.collapsible && item.href && (
          <button type="button" className="menu-category-caret" aria-label={`${open ? 'Collapse' : 'Expand'} the ${item.label} category`} aria-expanded={open} aria-controls={listId} onClick={toggle}>
            <ChevronIcon />
          </button>
        )}
        {item.collapsible && !item.href && <ChevronIcon className="menu-category-chevron" />}
      </div>
      <Collapsible open={open} className="menu-list" id={listId}>
        {(open || rendered) && <SidebarItems items={item.items} path={path} active={activeSet} level={level + 1} parentKey={keyPath} idPrefix={idPrefix} autoCollapse={!!siblings} />}
      </Collapsible>
    </li>
  );
}

interface SidebarItemsProps {
  items: SidebarItem[];
  path: string;
  /** The categories holding the page (worked out from `items` when they are the whole sidebar). */
  active?: ReadonlySet<SidebarItem>;
  level: number;
  parentKey?: string;
  idPrefix?: string;
  /** Opening a category closes the others at its level. */
  autoCollapse?: boolean;
}

export function SidebarItems({ items, path, active = activeCategories(items, path), level, parentKey = '', idPrefix = 'sidebar', autoCollapse }: SidebarItemsProps) {
  return (
    <>
      {items.map((item, i) => {
        switch (item.type) {
          case 'category':
            return <Category key={i} item={item} path={path} active={active} level={level} keyPath={`${parentKey}/${item.label}`} parentKey={parentKey} idPrefix={idPrefix} siblings={autoCollapse ? items : undefined} />;
          case 'doc':
            return (
              <li key={i} className={`menu-item level-${level}${item.className ? ` ${item.className}` : ''}`}>
                <a className={`menu-link${item.href === path ? ' active' : ''}`} href={item.href} aria-current={item.href === path ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            );
          case 'link':
            return (
              <li key={i} className={`menu-item level-${level}${item.className ? ` ${item.className}` : ''}`}>
                <a
                  className={`menu-link${item.href === path ? ' active' : ''}`}
                  href={item.href}
                  aria-current={item.href === path ? 'page' : undefined}
                  {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {item.label}
                  {item.external && <ExternalIcon />}
                </a>
              </li>
            );
          case 'html':
            return <li key={i} className={`menu-item level-${level}${item.defaultStyle ? ' menu-html' : ''}${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
        }
      })}
    </>
  );
}

/** A button that hides the desktop sidebar or shows it again: a state of the page, so client navigations keep it. */
function SidebarToggle({ hide }: { hide: boolean }) {
  const label = `${hide ? 'Collapse' : 'Expand'} sidebar`;
  const onClick = () => {
    document.documentElement.toggleAttribute('data-sidebar-hidden', hide);
    document.querySelector<HTMLElement>(hide ? '.sidebar-expand' : '.sidebar-collapse')?.focus();
  };
  return (
    <button type="button" className={hide ? 'sidebar-collapse' : 'sidebar-expand'} title={label} aria-label={label} onClick={onClick}>
      <ChevronIcon className="sidebar-toggle-icon" />
    </button>
  );
}

/**
 * The desktop docs sidebar. `options.hideable`: a button at its foot hides it, leaving a narrow
 * button that shows it again (CSS shows the one that applies).
 */
export function DocSidebar({ items, path, sidebarId, options }: { items: SidebarItem[]; path: string; sidebarId?: string; options?: SiteData['sidebar'] }) {
  const hideable = options?.hideable;
  return (
    <aside className="doc-sidebar" aria-label="Docs sidebar">
      {hideable && <SidebarToggle hide={false} />}
      <nav className="menu" aria-label="Docs pages">
        <ul className="menu-list">
          <SidebarItems items={items} path={path} level={1} parentKey={sidebarId ?? ''} autoCollapse={options?.autoCollapseCategories} />
        </ul>
      </nav>
      {hideable && <SidebarToggle hide />}
    </aside>
  );
}
