// A navbar item rendered through the site's own NavbarItem (its `src/theme/NavbarItem`), given the
// item's props as Docusaurus gives them (navbar-item-props.ts); what it shows of docgen's
// (`@theme-original/NavbarItem`) is OriginalNavbarItem.tsx. Each item has its own error boundary,
// as docgen's own items have.
import type { ComponentType } from 'react';
import { NavbarItem } from '../NavbarItem.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { useRuntime } from '../runtime.tsx';
import type { NavbarItemSlot } from '../site-theme.tsx';
import { ItemScopeProvider } from './item-scope.tsx';
import { itemProps, type ItemProps } from './navbar-item-props.ts';

const made = new WeakMap<ComponentType<ItemProps>, NavbarItemSlot>();

/** The navbar's item component for a site's NavbarItem (one per component: React sees the same type on every render). */
export function siteNavbarItem(Site: ComponentType<ItemProps>): NavbarItemSlot {
  const had = made.get(Site);
  if (had) return had;
  const slot: NavbarItemSlot = function SiteNavbarItem({ item, ctx }) {
    const rt = useRuntime();
    // (Docusaurus renders the colour-mode toggle beside its items, not as one; docgen's language editions are docgen's.)
    if (item.type === 'colorModeToggle' || item.type === 'editions') return <NavbarItem item={item} ctx={ctx} />;
    return (
      <ErrorBoundary fallback={() => null} onError={(error) => rt.reportError(`The site's NavbarItem failed to render a navbar item; its config: ${JSON.stringify(item)}`, error)}>
        <ItemScopeProvider scope={{ item, ctx, Site }}>
          <Site {...itemProps(item, ctx)} />
        </ItemScopeProvider>
      </ErrorBoundary>
    );
  };
  made.set(Site, slot);
  return slot;
}
