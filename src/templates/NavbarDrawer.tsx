// The mobile menu drawer: the primary menu (navbar items) and, on pages with a sidebar, the
// secondary menu (that sidebar) with a "Back to main menu" button. It traps focus while open,
// closes on Escape, the backdrop or the close button, and gives focus back to the menu button.
import { useEffect, useRef, useState } from 'react';
import type { NavItemData, SiteData, SidebarItem } from '../shared/types.ts';
import { CloseIcon } from './icons.tsx';
import { NavbarItem, ThemedNavbarItem, type NavContext } from './NavbarItem.tsx';
import { SidebarItems } from './DocSidebar.tsx';
import { Brand } from './Brand.tsx';
import { useFocusTrap } from './focus-trap.ts';

interface DrawerProps {
  site: SiteData;
  items: NavItemData[];
  ctx: NavContext;
  sidebar?: SidebarItem[];
  open: boolean;
  onClose: () => void;
}

export function NavbarDrawer({ site, items, ctx, sidebar, open, onClose }: DrawerProps) {
  // With a sidebar, the drawer opens on the secondary menu (the page's own sidebar).
  const [panel, setPanel] = useState<'primary' | 'secondary'>(sidebar ? 'secondary' : 'primary');
  const drawer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) setPanel(sidebar ? 'secondary' : 'primary');
  }, [open, !!sidebar]);

  // Switching panels moves focus into the panel now shown.
  const switchPanel = (next: 'primary' | 'secondary') => {
    setPanel(next);
    requestAnimationFrame(() => drawer.current?.querySelector<HTMLElement>(`.navbar-drawer-${next} a[href], .navbar-drawer-${next} button`)?.focus());
  };

  useFocusTrap(drawer, open, onClose, { initialFocus: '.navbar-drawer-close' });

  // The drawer needs the script to open, so it is rendered only while open: every page would
  // otherwise carry a second copy of its sidebar.
  if (!open) return null;
  return (
    <>
      <div className="navbar-backdrop" onClick={onClose} />
      <div ref={drawer} className="navbar-drawer" id="navbar-drawer" role="dialog" aria-modal="true" aria-label="Navigation menu" data-panel={panel}>
        <div className="navbar-drawer-header">
          <Brand site={site} />
          <button type="button" className="navbar-drawer-close" aria-label="Close navigation menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="navbar-drawer-panels">
          <div className="navbar-drawer-panel navbar-drawer-primary" hidden={panel !== 'primary'}>
            <ul className="menu-list">
              {items.map((item, i) => (
                <li key={i} className={`menu-list-item navbar-item-${item.type}`}>
                  {process.env.DOCGEN_CLIENT_SITE_THEME !== 'none' ? <ThemedNavbarItem item={item} ctx={ctx} /> : <NavbarItem item={item} ctx={ctx} />}
                </li>
              ))}
            </ul>
          </div>
          {sidebar && (
            <div className="navbar-drawer-panel navbar-drawer-secondary" hidden={panel !== 'secondary'}>
              <button type="button" className="navbar-drawer-back" onClick={() => switchPanel('primary')}>
                ← Back to main menu
              </button>
              <ul className="menu-list">
                <SidebarItems items={sidebar} path={ctx.path} level={1} idPrefix="drawer" autoCollapse={site.sidebar?.autoCollapseCategories} />
              </ul>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
