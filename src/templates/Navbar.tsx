// The top navbar: brand and items left and right; below 996px a menu button opens the drawer.
import type { NavItemData, SiteData, SidebarItem } from './types.ts';
import { MenuIcon } from './icons.tsx';
import { NavbarItem, type NavContext } from './NavbarItem.tsx';
import { NavbarDrawer } from './NavbarDrawer.tsx';

interface NavbarProps {
  site: SiteData;
  items: NavItemData[];
  ctx: NavContext;
  sidebar?: SidebarItem[];
}

export function Brand({ site }: { site: SiteData }) {
  return (
    <a className="navbar-brand" href={site.baseUrl}>
      {site.navbar.logo && <img className="navbar-logo" src={site.navbar.logo.src} alt={site.navbar.logo.alt} width={32} height={32} />}
      {site.navbar.title && <b className="navbar-title">{site.navbar.title}</b>}
    </a>
  );
}

export function Navbar({ site, items, ctx, sidebar }: NavbarProps) {
  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position === 'right');
  // On small screens the search button and colour toggle stay in the bar; the rest go in the drawer.
  const keepOnMobile = (i: NavItemData) => i.type === 'search' || i.type === 'colorModeToggle';
  return (
    <nav className={`navbar${site.navbar.hideOnScroll ? ' navbar-hideable' : ''}`} aria-label="Main" data-navbar="">
      <div className="navbar-inner">
        <div className="navbar-items navbar-items-left">
          <button type="button" className="navbar-toggle" aria-label="Toggle navigation menu" aria-expanded="false" aria-controls="navbar-drawer" data-drawer-toggle="">
            <MenuIcon />
          </button>
          <Brand site={site} />
          {left.map((item, i) => (
            <div key={i} className={`navbar-item navbar-item-${item.type}${keepOnMobile(item) ? ' navbar-item-keep' : ''}`}>
              <NavbarItem item={item} ctx={ctx} />
            </div>
          ))}
        </div>
        <div className="navbar-items navbar-items-right">
          {right.map((item, i) => (
            <div key={i} className={`navbar-item navbar-item-${item.type}${keepOnMobile(item) ? ' navbar-item-keep' : ''}`}>
              <NavbarItem item={item} ctx={ctx} />
            </div>
          ))}
        </div>
      </div>
      <NavbarDrawer site={site} items={items.filter((i) => !keepOnMobile(i))} ctx={{ ...ctx, mobile: true }} sidebar={sidebar} />
    </nav>
  );
}
