// One navbar item, rendered from its resolved data. Each item renders inside its own error
// boundary on the client, so one broken item cannot take the navbar down.
import type { MenuEntryData, NavItemData, NavLink } from '../shared/types.ts';
import { BrandIcon } from './icons.tsx';
import { Dropdown, type DropdownEntry } from './Dropdown.tsx';
import { NavAnchor } from './NavAnchor.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { SearchButton } from './SearchButton.tsx';
import { editionHref, currentEditionPrefix } from './editions.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LocationContext, SearchBarScopeContext, routeLocation, useRuntime, useSiteTheme } from './runtime.tsx';
import type { NavContext } from './nav-context.ts';

export type { NavContext };

/** Storage key of the language edition the reader chose last (the root edition clears it). */
export const EDITION_KEY = 'previousLanguagePrefix';

export function isNavLinkActive(item: NavLink, ctx: NavContext): boolean {
  if (item.external) return false;
  // (Case-insensitive, as Docusaurus' isRegexpStringMatch.)
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex, 'i').test(ctx.path);
  // A doc or sidebar item: its page, and the pages of its docs that show its sidebar.
  if (item.activeDocs !== undefined) return ctx.path === item.href || (!!item.activeSidebar && item.activeSidebar === ctx.sidebarId && item.activeDocs === ctx.pluginId);
  if (item.activeSidebar) return item.activeSidebar === ctx.sidebarId;
  const base = item.activeBasePath ?? item.href;
  return ctx.path === base || ctx.path.startsWith(`${base}/`);
}

/**
 * A navbar item as the navbar renders it: through the site's own NavbarItem when it has one
 * (site-theme.tsx), else docgen's. (A client bundle without one has the navbar render docgen's
 * directly: this is left out of it, see runtime.tsx.)
 */
export function ThemedNavbarItem(props: { item: NavItemData; ctx: NavContext }) {
  const Site = useSiteTheme().NavbarItem;
  return Site ? <Site {...props} /> : <NavbarItem {...props} />;
}

/** The search button, or the site's own SearchBar in its place (site-theme.tsx; left out of a client bundle without one, as above). */
function ThemedSearchButton({ path, ...props }: { baseUrl: string; placeholder: string; className?: string; path: string }) {
  const rt = useRuntime();
  const Site = useSiteTheme().SearchBar;
  if (!Site) return <SearchButton {...props} />;
  return (
    <SearchBarScopeContext.Provider value={props}>
      <LocationContext.Provider value={routeLocation(path, rt.hydrated)}>{props.className ? <div className={props.className}><Site /></div> : <Site />}</LocationContext.Provider>
    </SearchBarScopeContext.Provider>
  );
}

/** A navbar item inside its own error boundary: a failing item is reported and left out. */
export function NavbarItem({ item, ctx }: { item: NavItemData; ctx: NavContext }) {
  const rt = useRuntime();
  return (
    <ErrorBoundary fallback={() => null} onError={(error) => rt.reportError(`A navbar item failed to render; its config: ${JSON.stringify(item)}`, error)}>
      <NavbarItemContent item={item} ctx={ctx} />
    </ErrorBoundary>
  );
}

/** Dropdown entries of the config (links, HTML), marked active on their own page. */
function menuEntries(list: MenuEntryData[], ctx: NavContext): DropdownEntry[] {
  return list.map((e) => (e.type === 'html' ? { rawHtml: e.value, className: e.className } : { ...e, active: !e.external && isNavLinkActive(e, ctx) }));
}

/** An item's own markup, without the error boundary (docusaurus/OriginalNavbarItem.tsx renders it too). */
export function NavbarItemContent({ item, ctx }: { item: NavItemData; ctx: NavContext }) {
  const rt = useRuntime();
  switch (item.type) {
    case 'link': {
      if (item.icon) {
        return (
          <NavAnchor link={{ ...item, ariaLabel: item.ariaLabel ?? item.label }} className="navbar-link navbar-icon-link">
            <BrandIcon name={item.icon} />
            {ctx.mobile && <span className="navbar-icon-label">{item.label}</span>}
          </NavAnchor>
        );
      }
      const active = isNavLinkActive(item, ctx);
      return <NavAnchor link={item} className="navbar-link" active={active} current={active && ctx.path === item.href} />;
    }
    case 'dropdown':
      return (
        <Dropdown
          label={item.html !== undefined ? <span dangerouslySetInnerHTML={{ __html: item.html }} /> : item.label}
          mobile={ctx.mobile}
          align={item.position}
          className={item.className}
          link={item.link}
          toggleActive={!!item.link && isNavLinkActive(item.link, ctx)}
          entries={menuEntries(item.items, ctx)}
        />
      );
    case 'editions': {
      const current = currentEditionPrefix(ctx.path, item.editions);
      return (
        <Dropdown
          label={item.label}
          ariaLabel={`Language: ${item.label}`}
          mobile={ctx.mobile}
          className="editions-dropdown"
          entries={item.editions.map((e) => ({
            label: e.label,
            href: editionHref(ctx.path, '', e, item.editions, item.fallbackDocId),
            active: e.prefix === current,
            noRouter: true,
            attributes: { 'data-edition-prefix': e.prefix },
          }))}
          onSelect={(entry, event) => {
            // Keep the hash, remember the choice (the root edition forgets it), load the edition.
            const target = item.editions.find((e) => e.prefix === entry.attributes?.['data-edition-prefix'])!;
            rt.storage.set(EDITION_KEY, target.prefix === '/' ? null : target.prefix);
            event.preventDefault();
            window.location.assign(editionHref(window.location.pathname, window.location.hash, target, item.editions, item.fallbackDocId));
          }}
        />
      );
    }
    case 'docsVersionDropdown': {
      // The page's version when it is of these docs (else, for the versioned docs, the navbar's).
      const ofPlugin = ctx.pluginId === item.pluginId;
      const shown = ofPlugin ? ctx.versionName : item.pluginId === 'default' ? ctx.navVersion : undefined;
      const current = item.versions.find((v) => v.name === shown) ?? item.versions[0];
      if (!current) return null;
      const entries: DropdownEntry[] = [
        ...menuEntries(item.before, ctx),
        ...item.versions.map((v) => ({ label: v.label, href: (ofPlugin && ctx.versionLinks?.[v.name]) || v.href, active: ofPlugin && v === current, attributes: { 'data-version': v.name } })),
        ...menuEntries(item.after, ctx),
      ];
      return (
        <Dropdown
          label={ctx.mobile ? 'Versions' : current.label}
          ariaLabel={`Docs version: ${current.label}`}
          mobile={ctx.mobile}
          align={item.position}
          className={`docs-version-dropdown${item.className ? ` ${item.className}` : ''}`}
          toggleActive={ofPlugin && !item.activeClassDisabled}
          entries={entries}
        />
      );
    }
    case 'localeDropdown': {
      // The page itself in the site's one language (its query string and hash kept, and the config's).
      const query = item.queryString ? `?${item.queryString.replace(/^\?/, '')}` : '';
      return (
        <Dropdown
          label={<span className="locale-label">{ctx.mobile ? 'Languages' : ctx.localeLabel}</span>}
          ariaLabel={`Site language: ${ctx.localeLabel}`}
          mobile={ctx.mobile}
          align="right"
          className={item.className}
          entries={[...menuEntries(item.before, ctx), { label: ctx.localeLabel, href: `${ctx.path}${query}`, active: true, attributes: { lang: ctx.htmlLang } }, ...menuEntries(item.after, ctx)]}
        />
      );
    }
    case 'search':
      return process.env.DOCGEN_CLIENT_SITE_THEME !== 'none' ? <ThemedSearchButton baseUrl={ctx.baseUrl} placeholder={ctx.searchPlaceholder} className={item.className} path={ctx.path} /> : <SearchButton baseUrl={ctx.baseUrl} placeholder={ctx.searchPlaceholder} className={item.className} />;
    case 'colorModeToggle':
      return <ColorModeToggle className={item.className} />;
    case 'html':
      return <span className={`navbar-html${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
  }
}
