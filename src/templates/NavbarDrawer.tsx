// The mobile menu drawer: the primary menu (navbar items) and, on pages with a sidebar, the
// secondary menu (that sidebar) with a "Back to main menu" button. Closed by default.
import type { NavItemData, SiteData, SidebarItem } from './types.ts';
import { CloseIcon } from './icons.tsx';
import { NavbarItem, type NavContext } from './NavbarItem.tsx';
import { SidebarItems } from './DocSidebar.tsx';
import { Brand } from './Navbar.tsx';

interface DrawerProps {
  site: SiteData;
  items: NavItemData[];
  ctx: NavContext;
  sidebar?: SidebarItem[];
}

export function NavbarDrawer({ site, items, ctx, sidebar }: DrawerProps) {
  // With a sidebar, the drawer opens on the secondary menu (like Docusaurus).
  const panel = sidebar ? 'secondary' : 'primary';
  return (
    <>
      <div className="navbar-backdrop" data-drawer-close="" hidden />
      <div className="navbar-drawer" id="navbar-drawer" role="dialog" aria-modal="true" aria-label="Navigation menu" data-panel={panel} hidden>
        <div className="navbar-drawer-header">
          <Brand site={site} />
          <button type="button" className="navbar-drawer-close" aria-label="Close navigation menu" data-drawer-close="">
            <CloseIcon />
          </button>
        </div>
        <div className="navbar-drawer-panels">
          <div className="navbar-drawer-panel navbar-drawer-primary">
            <ul className="menu-list">
              {items.map((item, i) => (
                <li key={i} className={`menu-list-item navbar-item-${item.type}`}>
                  <NavbarItem item={item} ctx={ctx} />
                </li>
              ))}
            </ul>
          </div>
          {sidebar && (
            <div className="navbar-drawer-panel navbar-drawer-secondary">
              <button type="button" className="navbar-drawer-back" data-drawer-back="">
                ← Back to main menu
              </button>
              <SidebarItems items={sidebar} path={ctx.path} level={1} />
            </div>
          )}
        </div>
      </div>
    </>
  );
}
