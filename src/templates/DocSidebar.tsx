// The docs sidebar: links and collapsible categories. The category holding the current page is
// open; a category the reader opened or closed keeps that state across client navigations.
import type { SidebarItem } from './types.ts';
import { useEffect, useState } from 'react';
import { ChevronIcon, ExternalIcon } from './icons.tsx';
import { Collapsible } from './Collapsible.tsx';
import { useRuntime } from './runtime.tsx';

export function containsPath(item: SidebarItem, path: string): boolean {
  if (item.type === 'doc' || item.type === 'link') return item.href === path;
  if (item.type === 'category') return item.href === path || item.items.some((i) => containsPath(i, path));
  return false;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function Category({ item, path, level, keyPath, idPrefix }: { item: Extract<SidebarItem, { type: 'category' }>; path: string; level: number; keyPath: string; idPrefix: string }) {
  const rt = useRuntime();
  const active = containsPath(item, path);
  const stored = item.collapsible ? rt.categoryOpen(keyPath) : undefined;
  const open = !item.collapsible || (stored ?? (active || !item.collapsed));
  const listId = `${idPrefix}-${slug(keyPath)}`;
  // A collapsed category renders its items only once opened: sidebars of large sites stay small.
  const [rendered, setRendered] = useState(open);
  useEffect(() => {
    if (open) setRendered(true);
  }, [open]);
  const toggle = () => rt.setCategoryOpen(keyPath, !open);
  // Arriving on a page inside a closed category opens it.
  useEffect(() => {
    if (active && stored === false) rt.setCategoryOpen(keyPath, true);
  }, [path]);
  const labelClass = `menu-link menu-category-label${item.href === path ? ' active' : ''}`;
  return (
    <li className={`menu-item menu-category level-${level}${open ? '' : ' collapsed'}`}>
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
        {(open || rendered) && <SidebarItems items={item.items} path={path} level={level + 1} parentKey={keyPath} idPrefix={idPrefix} />}
      </Collapsible>
    </li>
  );
}

export function SidebarItems({ items, path, level, parentKey = '', idPrefix = 'sidebar' }: { items: SidebarItem[]; path: string; level: number; parentKey?: string; idPrefix?: string }) {
  return (
    <>
      {items.map((item, i) => {
        switch (item.type) {
          case 'category':
            return <Category key={i} item={item} path={path} level={level} keyPath={`${parentKey}/${item.label}`} idPrefix={idPrefix} />;
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
              <li key={i} className={`menu-item level-${level}`}>
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
            return <li key={i} className={`menu-item level-${level}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
        }
      })}
    </>
  );
}

export function DocSidebar({ items, path, sidebarId }: { items: SidebarItem[]; path: string; sidebarId?: string }) {
  return (
    <aside className="doc-sidebar" aria-label="Docs sidebar">
      <nav className="menu" aria-label="Docs pages">
        <ul className="menu-list">
          <SidebarItems items={items} path={path} level={1} parentKey={sidebarId ?? ''} />
        </ul>
      </nav>
    </aside>
  );
}
