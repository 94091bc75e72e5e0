// The site's redirects (the config's `redirects`, Docusaurus' plugin-client-redirects): old paths
// that lead to a page, collected as Docusaurus collects them (fromExtensions, toExtensions, the
// redirects list, then createRedirects called with each page's path), checked (a path of the
// site, a target that exists), without a redirect over a page or twice from one path. Paths are
// written from the base URL ('/docs/old'), as in Docusaurus; the result carries full paths.
import { problem, type Problem } from '../errors.ts';
import type { RedirectsConfig } from '../config/plugins-schema.ts';
import { suggestion } from '../../shared/suggest.ts';
import { isExternal, routePathProblem } from '../../shared/urls.ts';

export interface Redirect {
  /** The old path, base URL included. */
  from: string;
  /** Where it leads: a path of the site (base URL included), or a URL. */
  to: string;
}

/** A path from the base URL with the base URL ('/docs/a' under '/java/' → '/java/docs/a'). */
const full = (baseUrl: string, p: string) => `${baseUrl.replace(/\/$/, '')}${p}`;
const relative = (baseUrl: string, p: string) => (p.startsWith(baseUrl) ? `/${p.slice(baseUrl.length)}` : p === baseUrl.replace(/\/$/, '') ? '/' : p);

/** Docgen's pages have no trailing slash: '/docs/a/' is '/docs/a' (the servers redirect it so). */
const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

export interface RedirectSite {
  baseUrl: string;
  configFile: string;
  /** Whether a file of the site (its static folder) is at an old path already ('/docs/old', base URL included). */
  taken?: (from: string) => boolean;
}

export function collectRedirects(options: RedirectsConfig, routePaths: string[], { baseUrl, configFile, taken }: RedirectSite): { redirects: Redirect[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const report = (message: string, severity: 'error' | 'warning' = 'error') => problems.push({ ...problem(configFile, `redirects: ${message}`), severity });
  const paths = routePaths.map((p) => relative(baseUrl, p));
  const exists = new Set(paths);
  const wanted: { from: string; to: string }[] = [];
  for (const ext of options.fromExtensions) {
    // (X.html already leads to X by docgen's own URL rules.)
    if (ext === 'html') continue;
    for (const p of paths) if (p !== '/' && !p.endsWith(`.${ext}`)) wanted.push({ from: `${p}.${ext}`, to: p });
  }
  for (const ext of options.toExtensions) for (const p of paths) if (p.endsWith(`.${ext}`)) wanted.push({ from: p.slice(0, -ext.length - 1), to: p });
  for (const r of options.redirects) for (const from of Array.isArray(r.from) ? r.from : [r.from]) wanted.push({ from, to: r.to });
  if (options.createRedirects) {
    for (const p of paths) {
      let made: unknown;
      try {
        made = options.createRedirects(p);
      } catch (err) {
        report(`createRedirects threw an error for the path ${p}: ${err instanceof Error ? err.message : String(err)}`);
        continue;
      }
      const froms = made === undefined || made === null ? [] : Array.isArray(made) ? made : [made];
      for (const from of froms) {
        if (typeof from === 'string') wanted.push({ from, to: p });
        else report(`createRedirects gave ${JSON.stringify(from)} for the path ${p}; it gives old paths: a string, a list of strings, or nothing`);
      }
    }
  }

  const redirects: Redirect[] = [];
  const byFrom = new Map<string, string>();
  for (const { from: rawFrom, to } of wanted) {
    const from = clean(rawFrom);
    const why = !from.startsWith('/') ? "it does not start with '/'" : /[?#]/.test(from) ? 'it has a query or a hash' : routePathProblem(full(baseUrl, from), baseUrl);
    if (why) {
      report(`the old path "${rawFrom}" (to ${to}) is not accepted: ${why}; old paths are paths of the site from its base URL, e.g. '/docs/old-page'`);
      continue;
    }
    let target = to;
    if (to.startsWith('/') && !to.startsWith('//')) {
      const { pathname, rest } = splitPath(to);
      const page = clean(decodeSafe(pathname));
      if (!exists.has(page)) {
        report(`"${rawFrom}" leads to ${to}, which is no page of the site; ${suggestion(page, paths, 'page paths')}`);
        continue;
      }
      target = `${full(baseUrl, page === '/' ? '/' : pathname.replace(/\/+$/, ''))}${rest}`;
    } else if (!isExternal(to)) {
      report(`"${rawFrom}" leads to "${to}": a redirect leads to a path of the site ('/docs/page') or a URL ('https://…')`);
      continue;
    }
    if (exists.has(from) || taken?.(full(baseUrl, from))) {
      report(`"${from}" is a ${exists.has(from) ? 'page' : 'file'} of the site: its redirect (to ${to}) is left out`, 'warning');
      continue;
    }
    const earlier = byFrom.get(from);
    if (earlier !== undefined) {
      if (earlier !== target) report(`"${from}" is redirected twice (to ${earlier} and to ${target}): the first is kept`, 'warning');
      continue;
    }
    byFrom.set(from, target);
    redirects.push({ from: full(baseUrl, from), to: target });
  }
  return { redirects, problems };
}

function splitPath(to: string): { pathname: string; rest: string } {
  const i = to.search(/[?#]/);
  return i < 0 ? { pathname: to, rest: '' } : { pathname: to.slice(0, i), rest: to.slice(i) };
}

function decodeSafe(p: string): string {
  try {
    return decodeURI(p);
  } catch {
    return p;
  }
}
