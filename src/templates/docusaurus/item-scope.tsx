// What docgen's side of a site's NavbarItem knows of the item being rendered: the item as docgen
// resolved it (a doc item's page, a dropdown's entries), the navbar's context, and the site's
// component (a dropdown renders its entries through it, as Docusaurus does); and the location the
// site's code reads with `useLocation` (docusaurus/router.ts), the route's as the server had it.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { MenuEntryData, NavItemData } from '../../shared/types.ts';
import type { NavContext } from '../NavbarItem.tsx';
import { useRuntime } from '../runtime.tsx';
import type { ItemProps } from './navbar-item-props.ts';

export interface ItemScope {
  /** The item docgen resolved, when the props are of one (not for an item the site's code made up). */
  item?: NavItemData | MenuEntryData;
  ctx: NavContext;
  Site: ComponentType<ItemProps>;
}

/** A location as Docusaurus' router has it. */
export interface DocusaurusLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export const ItemScopeContext = createContext<ItemScope | null>(null);
export const LocationContext = createContext<DocusaurusLocation | null>(null);

export const useItemScope = (): ItemScope | null => useContext(ItemScopeContext);

/** The scope of one item. The hash is the page's once hydrated (the server has none: the first render matches its HTML). */
export function ItemScopeProvider({ scope, children }: { scope: ItemScope; children: ReactNode }) {
  const rt = useRuntime();
  const hash = rt.hydrated && typeof window !== 'undefined' ? window.location.hash : '';
  return (
    <ItemScopeContext.Provider value={scope}>
      <LocationContext.Provider value={{ pathname: scope.ctx.path, search: '', hash, state: undefined }}>{children}</LocationContext.Provider>
    </ItemScopeContext.Provider>
  );
}
