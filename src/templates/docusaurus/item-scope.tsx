// What docgen's side of a site's NavbarItem knows of the item being rendered: the item as docgen
// resolved it (a doc item's page, a dropdown's entries), the navbar's context, and the site's
// component (a dropdown renders its entries through it, as Docusaurus does); and the location the
// site's code reads with `useLocation` (docusaurus/router.ts), the route's (runtime.tsx).
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { MenuEntryData, NavItemData } from '../../shared/types.ts';
import type { NavContext } from '../NavbarItem.tsx';
import { LocationContext, routeLocation, useRuntime } from '../runtime.tsx';
import type { ItemProps } from './navbar-item-props.ts';

export interface ItemScope {
  /** The item docgen resolved, when the props are of one (not for an item the site's code made up). */
  item?: NavItemData | MenuEntryData;
  ctx: NavContext;
  Site: ComponentType<ItemProps>;
}

export const ItemScopeContext = createContext<ItemScope | null>(null);

export const useItemScope = (): ItemScope | null => useContext(ItemScopeContext);

/** The scope of one item. The hash is the page's once hydrated (the server has none: the first render matches its HTML). */
export function ItemScopeProvider({ scope, children }: { scope: ItemScope; children: ReactNode }) {
  const rt = useRuntime();
  return (
    <ItemScopeContext.Provider value={scope}>
      <LocationContext.Provider value={routeLocation(scope.ctx.path, rt.hydrated)}>{children}</LocationContext.Provider>
    </ItemScopeContext.Provider>
  );
}
