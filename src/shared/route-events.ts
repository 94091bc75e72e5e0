// The events the client router sends on window around a client navigation (the site's client
// modules hear them: generator/site-code/client-modules.ts). Their detail: { location, previousLocation },
// each { pathname, search, hash }.
export const ROUTE_UPDATE = 'docgen:route-update';
export const ROUTE_DID_UPDATE = 'docgen:route-did-update';

export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}
