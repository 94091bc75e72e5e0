// The URL rules of a site, in one place. Trailing slash off: the route /java/docs/intro is the file
// docs/intro.html of the output folder (whose root is the base URL), its page data is
// _data/docs/intro.json, and /java/docs/intro.html, /java/docs/intro/index.html and
// /java/docs/intro/ are other spellings that redirect to it. The route table, the preview and dev
// servers, the nginx.conf emitter and the browser's router all take their rules from here.

/** Joins URL path parts with single slashes; the result starts with '/' and has no trailing slash. */
export function joinUrl(...parts: string[]): string {
  const joined = parts.join('/').replace(/\/+/g, '/').replace(/\/$/, '');
  return joined.startsWith('/') ? joined || '/' : `/${joined}`;
}

/** A link that leaves the site: it has a scheme (https:, mailto:) or is protocol-relative (//host). */
export function isExternal(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/**
 * A `pathname://` link (Docusaurus' way to link a path the site serves but did not make, such as a
 * playground copied in after the build), as the plain link it stands for: the path after the
 * protocol, with the base URL before it when it starts with '/' (and does not already); undefined
 * for any other link. Nothing checks that the path exists.
 */
export function pathnameHref(href: string, baseUrl: string): string | undefined {
  if (!/^pathname:\/\//i.test(href)) return undefined;
  const target = href.slice('pathname://'.length);
  return target.startsWith('/') ? withBaseUrl(baseUrl, target) : target;
}

/** A site path ('/community/welcome' or 'docs/intro') as a URL path with the base URL. */
export function withBase(baseUrl: string, to: string): string {
  return to.startsWith(baseUrl) ? to : joinUrl(baseUrl, to);
}

/**
 * A path of the site with the base URL, as Docusaurus' useBaseUrl adds it: never twice, the base
 * URL without its slash is the base URL, and a trailing slash (a folder of static files) is kept.
 */
export function withBaseUrl(baseUrl: string, path: string): string {
  if (path === baseUrl.replace(/\/$/, '')) return baseUrl;
  if (path.startsWith(baseUrl)) return path;
  const joined = joinUrl(baseUrl, path);
  return path.endsWith('/') && !joined.endsWith('/') ? `${joined}/` : joined;
}

/**
 * A URL for other sites (a social card's image, a canonical link): a path of the site (with or
 * without the base URL) after the site's origin (config url); a URL with a scheme stays as it is.
 */
export function absoluteUrl(siteUrl: string, baseUrl: string, to: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(to)) return to;
  if (to.startsWith('//')) return `https:${to}`;
  return `${siteUrl.replace(/\/+$/, '')}${withBase(baseUrl, to)}`;
}

/** A `.` or `..` segment of a path. */
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

/**
 * Why a route path cannot be a page under `root` (the base URL, or a docs version's path), if it
 * cannot: it must lie under it, and none of its segments may be "." or ".." (as written or
 * percent-encoded) or hold a backslash or a control character. A server takes such a path as one
 * that leaves the site, and its output file would not be the page's.
 */
export function routePathProblem(routePath: string, root: string): string | undefined {
  let decoded = routePath;
  try {
    // (Only a '%' encodes anything: most paths are checked once, as written.)
    if (routePath.includes('%')) decoded = decodeURIComponent(routePath);
  } catch {
    // (a '%' that encodes nothing: the path as written is checked)
  }
  for (const [p, how] of decoded === routePath ? ([[routePath, '']] as const) : ([[routePath, ''], [decoded, ' (percent-encoded)']] as const)) {
    if (/[\\\0-\x1f\x7f]/.test(p)) return `it holds a backslash or a control character${how}`;
    if (DOT_SEGMENT.test(p)) return `it holds a "." or ".." segment${how}`;
  }
  const base = root.replace(/\/$/, '');
  if (routePath !== root && routePath !== base && !routePath.startsWith(`${base}/`)) return `it is not under ${root}`;
  return undefined;
}

/** Output file of a route, relative to the output folder (whose root is the base URL). */
export function outputFileOf(routePath: string, baseUrl: string): string {
  const rel = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath === baseUrl.slice(0, -1) ? '' : routePath.replace(/^\//, '');
  return rel === '' ? 'index.html' : `${rel.replace(/\/$/, '')}.html`;
}

/** The page data file of a route (what the browser loads on a client navigation), relative to the output folder. */
export function dataFileOf(routePath: string, baseUrl: string): string {
  return `_data/${outputFileOf(routePath, baseUrl).replace(/\.html$/, '.json')}`;
}

/** The Markdown copy of a route's page, relative to the output folder (served at the page's URL + .md). */
export function markdownFileOf(routePath: string, baseUrl: string): string {
  return outputFileOf(routePath, baseUrl).replace(/\.html$/, '.md');
}

/** The URL of a route's page data. */
export function dataUrl(routePath: string, baseUrl: string): string {
  return `${baseUrl}${dataFileOf(routePath, baseUrl)}`;
}

/** /java/docs/intro.html, /java/docs/index.html and /java/docs/ all mean /java/docs. */
export function normalizePath(path: string, baseUrl: string): string {
  let p = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1 && p.endsWith('/') && p !== baseUrl) p = p.slice(0, -1);
  if (p === baseUrl.replace(/\/$/, '')) p = baseUrl;
  return p;
}

/**
 * The other spellings of a route, inside the base URL, and the clean path each redirects to:
 * `index.html` → '' (the base URL itself), `X/index.html` → X, `X.html` → X, `X/` → X.
 * (The nginx.conf emitter writes the same rules as regular expressions.)
 */
export function cleanRelative(rel: string): string | undefined {
  if (rel === 'index.html') return '';
  if (rel.endsWith('/index.html')) return rel.slice(0, -'/index.html'.length);
  if (rel.endsWith('.html')) return rel.slice(0, -'.html'.length);
  if (rel.endsWith('/') && rel !== '') return rel.slice(0, -1);
  return undefined;
}

/**
 * Files of the output folder that have no URL: the not-found page (answered with status 404 for
 * any unknown path) and the server configuration written beside the pages.
 */
export const UNSERVED_PATHS = ['404', 'nginx.conf'];

/** What a request path means to a server of the site (before it looks for a file). */
export type SiteRequest =
  /** Not a path of this site, or one that tries to leave it ('..', NUL, a redirect to another host): answered with the not-found page. */
  | { kind: 'outside' }
  /** A path that cannot be decoded. */
  | { kind: 'bad' }
  /** Another spelling of a page: redirect (with the request's query string) to its clean URL. */
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** A path inside the site, relative to the base URL ('' is the home page). */
  | { kind: 'inside'; rel: string };

/** A redirect's location, with the query string of the request's URL (`/x?q=1`) kept. */
export function keepQuery(location: string, requestUrl: string): string {
  const at = requestUrl.indexOf('?');
  return at < 0 ? location : location + requestUrl.slice(at);
}

/**
 * Whether a redirect's location is a path of the same site. A browser takes `//host/x` and `/\host/x`
 * (and the same after removing tabs and line breaks, which it ignores in URLs) as another host: a
 * server of the site never redirects there, whatever the request path decoded to.
 */
export function isSameSiteLocation(location: string): boolean {
  return location.startsWith('/') && !/^.[\\/]/.test(location.replace(/[\t\n\r]/g, '')) && !/[\0-\x1f\x7f]/.test(location);
}

/** A redirect of a request, or the not-found page when its location would leave the site. */
function redirectTo(status: 301 | 302, location: string): SiteRequest {
  return isSameSiteLocation(location) ? { kind: 'redirect', status, location } : { kind: 'outside' };
}

/** Classifies a request path (as it came, percent-encoded, without the query string). */
export function siteRequest(baseUrl: string, urlPath: string): SiteRequest {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'bad' };
  }
  // Nothing outside the site: no "..", no NUL, nothing but the base URL's own paths.
  if (decoded.includes('\0') || decoded.split(/[\\/]/).includes('..')) return { kind: 'outside' };
  if (decoded === '/' && baseUrl !== '/') return redirectTo(302, baseUrl);
  if (decoded === baseUrl.replace(/\/$/, '') && baseUrl !== '/') return redirectTo(301, baseUrl);
  if (!decoded.startsWith(baseUrl)) return { kind: 'outside' };
  const rel = decoded.slice(baseUrl.length);
  const clean = cleanRelative(rel);
  if (clean !== undefined) return redirectTo(301, baseUrl + clean);
  return { kind: 'inside', rel };
}
