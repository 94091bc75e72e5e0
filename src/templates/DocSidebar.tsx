// The docs sidebar: links and collapsible categories; the category holding the current page is
// open and the current link is marked.
import type { SidebarItem } from './types.ts';
import { ChevronIcon, ExternalIcon } from './icons.tsx';

export function containsPath(item: SidebarItem, path: string): boolean {
  if (item.type === 'doc' || item.type === 'link') return item.href === path;
  if (item.type === 'category') return item.href === path || item.items.some((i) => containsPath(i, path));
  return false;
}

function Category({ item, path, level }: { item: Extract<SidebarItem, { type: 'category' }>; path: string; level: number }) {
  const active = containsPath(item, path);
  const open = active || !item.collapsed || !item.collapsible;
  const labelClass = `menu-link menu-category-label${item.href === path ? ' active' : ''}`;
  return (
    <li className={`menu-item menu-category level-${level}${open ? '' : ' collapsed'}`} data-category="">
      <div className="menu-category-header">
        {item.href ? (
          <a className={labelClass} href={item.href} aria-current={item.href === path ? 'page' : undefined}>
            {item.label}
          </a>
        ) : (
          <button type="button" className={labelClass} aria-expanded={open} data-category-toggle="">
            {item.label}
          </button>
        )}
        {item.collapsible && item.href && (
          <button type="button" className="menu-category-caret" aria-label={`Toggle the ${item.label} category`} aria-expanded={open} data-category-toggle="">
            <ChevronIcon />
          </button>
        )}
        {item.collapsible && !item.href && <ChevronIcon className="menu-category-chevron" />}
      </div>
      <ul className="menu-list" hidden={!open}>
        <SidebarItems items={item.items} path={path} level={level + 1} />
      </ul>
    </li>
  );
}

export function SidebarItems({ items, path, level }: { items: SidebarItem[]; path: string; level: number }) {
  return (
    <>
      {items.map((item, i) => {
        switch (item.type) {
          case 'category':
            return <Category key={i} item={item} path={path} level={level} />;
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

export function DocSidebar({ items, path }: { items: SidebarItem[]; path: string }) {
  return (
    <aside className="doc-sidebar" aria-label="Docs sidebar">
      <nav className="menu" aria-label="Docs pages">
        <ul className="menu-list">
          <SidebarItems items={items} path={path} level={1} />
        </ul>
      </nav>
    </aside>
  );
}
