// The top navbar: brand and items left and right; below 996px a menu button opens the drawer.
import { useEffect, useRef, useState } from 'react';
import type { NavItemData, SiteData, SidebarItem } from '../shared/types.ts';
import { MenuIcon } from './icons.tsx';
import { NavbarItem, ThemedNavbarItem, type NavContext } from './NavbarItem.tsx';
import { NavbarDrawer } from './NavbarDrawer.tsx';
import { Brand } from './Brand.tsx';
import { useRuntime } from './runtime.tsx';

interface NavbarProps {
  site: SiteData;
  items: NavItemData[];
  ctx: NavContext;
  sidebar?: SidebarItem[];
}

/** navbar.hideOnScroll: the navbar slides away while scrolling down and returns on scroll up. */
function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > last && y > 80);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

export function Navbar({ site, items, ctx, sidebar }: NavbarProps) {
  const rt = useRuntime();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const hidden = useHideOnScroll(site.navbar.hideOnScroll);
  // The drawer closes when the viewport becomes desktop and when the page changes.
  useEffect(() => {
    if (!rt.mobile) setDrawerOpen(false);
  }, [rt.mobile]);
  useEffect(() => {
    setDrawerOpen(false);
  }, [ctx.path]);

  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position === 'right');
  // On small screens the search button and colour toggle stay in the bar; the rest go in the drawer.
  const keepOnMobile = (i: NavItemData) => i.type === 'search' || i.type === 'colorModeToggle';
  const close = () => {
    setDrawerOpen(false);
    toggle.current?.focus();
  };
  return (
    <nav className={`navbar${site.navbar.style ? ` navbar-${site.navbar.style}` : ''}${site.navbar.hideOnScroll ? ' navbar-hideable' : ''}${hidden && !drawerOpen ? ' navbar-hidden' : ''}`} aria-label="Main">
      <div className="navbar-inner">
        <div className="navbar-items navbar-items-left">
          <button ref={toggle} type="button" className="navbar-toggle" aria-label="Toggle navigation menu" aria-expanded={drawerOpen ? 'true' : 'false'} aria-controls="navbar-drawer" onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </button>
          <Brand site={site} />
          {left.map((item, i) => (
            <div key={i} className={`navbar-item navbar-item-${item.type}${keepOnMobile(item) ? ' navbar-item-keep' : ''}`}>
              {process.env.DOCGEN_CLIENT_SITE_THEME !== 'none' ? <ThemedNavbarItem item={item} ctx={ctx} /> : <NavbarItem item={item} ctx={ctx} />}
            </div>
          ))}
        </div>
        <div className="navbar-items navbar-items-right">
          {right.map((item, i) => (
            <div key={i} className={`navbar-item navbar-item-${item.type}${keepOnMobile(item) ? ' navbar-item-keep' : ''}`}>
              {process.env.DOCGEN_CLIENT_SITE_THEME !== 'none' ? <ThemedNavbarItem item={item} ctx={ctx} /> : <NavbarItem item={item} ctx={ctx} />}
            </div>
          ))}
        </div>
      </div>
      <NavbarDrawer site={site} items={items.filter((i) => !keepOnMobile(i))} ctx={{ ...ctx, mobile: true }} sidebar={sidebar} open={drawerOpen} onClose={close} />
    </nav>
  );
}
