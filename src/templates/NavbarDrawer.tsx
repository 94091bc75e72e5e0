// The mobile menu drawer: the primary menu (navbar items) and, on pages with a sidebar, the
// secondary menu (that sidebar) with a "Back to main menu" button. It traps focus while open,
// closes on Escape, the backdrop or the close button, and gives focus back to the menu button.
import { useEffect, useRef, useState } from 'react';
import type { NavItemData, SiteData, SidebarItem } from '../shared/types.ts';
import { CloseIcon } from './icons.tsx';
import { NavbarItem, type NavContext } from './NavbarItem.tsx';
import { SidebarItems } from './DocSidebar.tsx';
import { Brand } from './Brand.tsx';

interface DrawerProps {
  site: SiteData;
  items: NavItemData[];
  ctx: NavContext;
  sidebar?: SidebarItem[];
  open: boolean;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

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

  useEffect(() => {
    if (!open) return;
    const el = drawer.current!;
    (el.querySelector('.navbar-drawer-close') as HTMLElement | null)?.focus();
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      } else if (e.key === 'Tab') {
        const focusable = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((f) => f.offsetParent !== null && !f.closest('[hidden]'));
        if (focusable.length === 0) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!el.contains(document.activeElement)) {
          e.preventDefault();
          (e.shiftKey ? last : first).focus();
        } else if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

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
                  <NavbarItem item={item} ctx={ctx} />
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
                <SidebarItems items={sidebar} path={ctx.path} level={1} idPrefix="drawer" />
              </ul>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
