// `@docusaurus/router` for a site's theme components that docgen's layout renders (the site's
// NavbarItem, SearchBar): the location is the route's (runtime.tsx), the same on the
// server and in the browser; elsewhere the browser's. Navigation loads the page.
import { useContext } from 'react';
import { LocationContext, type DocusaurusLocation } from '../runtime.tsx';

function browserLocation(): DocusaurusLocation {
  if (typeof window === 'undefined') return { pathname: '/', search: '', hash: '', state: undefined };
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: window.history.state as unknown };
}

/** The navbar item's location, or null outside one (the server's stand-in of the router falls back to the page's). */
export const useScopedLocation = (): DocusaurusLocation | null => useContext(LocationContext);

export function useLocation(): DocusaurusLocation {
  return useContext(LocationContext) ?? browserLocation();
}

export function useHistory() {
  const location = useLocation();
  return {
    location,
    push: (to: string) => window.location.assign(to),
    replace: (to: string) => window.location.replace(to),
    go: (n: number) => window.history.go(n),
    goBack: () => window.history.back(),
    listen: () => () => {},
  };
}

export const Redirect = () => null;
export const matchPath = () => null;
export function withRouter<T>(component: T): T {
  return component;
}
