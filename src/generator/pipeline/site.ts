// The first steps of the page pipeline, the same for build, dev and check: load the config and the
// content (the site model), then resolve what every page needs of the site: the route table, the
// navbar and footer (site data), the docs each link can point to and the API references.
import { siteTheme, type SiteComponents, type SiteThemeUse } from '../site/site-theme.ts';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.ts';
import type { SiteConfig } from '../config/schema.ts';
import { allDocsVersions, loadModel } from '../content/load-model.ts';
import type { DocRecord, DocsVersion, SiteModel } from '../content/model.ts';
import type { HeadReading } from '../content/doc-files.ts';
import { toPosix } from '../content/docs.ts';
import { buildRoutes, isNotFoundRoute, type RouteEntry } from '../site/routes.ts';
import { buildSiteData } from '../site/site-data.ts';
import { buildDocIndex, type LinkIndex } from '../site/links.ts';
import { linkableFolders } from '../site/linkable-files.ts';
import { createApiResolvers } from '../render/content.ts';
import { DocgenError, problem, type Problem } from '../errors.ts';
import { loadSanitizer } from '../markdown/raw-html.ts';
import type { SiteData } from '../../shared/types.ts';
import { outputFileOf, routePathProblem } from '../../shared/urls.ts';
import { collectRedirects, type Redirect } from '../site/redirects.ts';
import { runSiteCode } from '../guard/main-thread.ts';

export interface Site {
  root: string;
  /** The config file as the user named it (relative to the root), for messages. */
  configFile: string;
  config: SiteConfig;
  model: SiteModel;
  /** What every page's shell shows: navbar, footer, search settings. */
  data: SiteData;
  /** Every page, in the order they are written. */
  routes: RouteEntry[];
  byPath: Map<string, RouteEntry>;
  /** Problems of the site as a whole that do not stop it loading: warnings, pages sharing a URL. */
  problems: Problem[];
  /** Old paths that lead to pages (the config's redirects), base URL included. */
  redirects: Redirect[];
  /** Docs of each version by their path inside the version root, and the API resolvers. */
  docsByVersion: Map<DocsVersion, Map<string, DocRecord>>;
  apiResolverFor: LinkIndex['apiResolverFor'];
  /** The site's own theme components docgen's layout renders (site/site-theme.ts), for the server's documents. */
  components: SiteComponents;
  /** Their files, for the browser's bundle (client-bundle.ts). */
  componentFiles: SiteThemeUse['componentFiles'];
}

/** `headBytes`, `knownHeads`, `stampLater`: how docs files are read (see HeadReading, content/doc-files.ts). */
export interface OpenSiteOptions extends HeadReading {
  root: string;
  /** The config file, relative to the root. */
  configFile: string;
  /** Called once the config is loaded, before the content: work that can start early starts here. */
  configLoaded?: (config: SiteConfig) => void;
}

export async function openSite(options: OpenSiteOptions): Promise<Site> {
  const { root } = options;
  const { config, notices } = await loadConfig(options.configFile, root);
  const configFile = toPosix(path.relative(root, path.resolve(root, options.configFile))) || options.configFile;
  // (What the config asks for must be there before any page renders.)
  if (config.markdown.rawHtml === 'sanitize') await loadSanitizer();
  options.configLoaded?.(config);
  const model = await loadModel({ root, config, configFile, headBytes: options.headBytes, knownHeads: options.knownHeads, stampLater: options.stampLater });
  // (The site's own Footer, when it has one, in place of docgen's; the theme parts its Markdown can use: site/site-theme.ts.)
  const own = await siteTheme(model, configFile);
  model.themeParts = own.themeParts;
  const data = own.footer ? { ...buildSiteData(model), siteFooter: own.footer } : buildSiteData(model);
  const routes = buildRoutes(model);
  const problems: Problem[] = [...notices, ...(model.warnings ?? []), ...own.problems];
  const byPath = new Map<string, RouteEntry>();
  problems.push(...routeProblems(routes, config.baseUrl, configFile));
  for (const r of routes) {
    if (byPath.has(r.path)) problems.push(problem(r.kind === 'doc' ? r.doc.source : 'content', `two pages have the URL ${r.path}`));
    byPath.set(r.path, r);
  }
  const docsByVersion = new Map(allDocsVersions(model).map((v) => [v, buildDocIndex(v.docs)]));
  const redirects = config.redirects ? await runSiteCode(configFile, 'the redirects (createRedirects)', () => collectRedirects(config.redirects!, routes.filter((r) => !isNotFoundRoute(r)).map((r) => r.path), { baseUrl: config.baseUrl, configFile, taken: (from) => fs.existsSync(path.join(root, config.staticDir, outputFileOf(from, config.baseUrl))) })) : undefined;
  problems.push(...(redirects?.problems ?? []));
  return { root, configFile, config, model, data, routes, byPath, problems, redirects: redirects?.redirects ?? [], docsByVersion, apiResolverFor: createApiResolvers(model), components: own.components, componentFiles: own.componentFiles };
}

/**
 * Pages whose URL would leave the site (a "." or ".." segment, a backslash, a control character):
 * each an error naming where its URL came from. (Docs are checked as they load, with the line of
 * their slug; this holds for every page, whatever made its URL.)
 */
function routeProblems(routes: RouteEntry[], baseUrl: string, configFile: string): Problem[] {
  const base = routePathProblem(baseUrl, '/');
  if (base) return [problem(configFile, `baseUrl "${baseUrl}" is not accepted: ${base}; it is the URL path the site is served at, e.g. '/java/'`)];
  const sourceOf = (r: RouteEntry) => (r.kind === 'doc' ? r.doc.source : r.kind === 'videos' ? r.page.source : r.kind === 'index' && r.category ? r.category.source : configFile);
  return routes.flatMap((r) => {
    const why = routePathProblem(r.path, baseUrl);
    return why ? [problem(sourceOf(r), `the page at ${r.path} is not accepted: ${why}; a page's URL must lie inside the site`)] : [];
  });
}

/** The index links are resolved against; `idsByPath`: each page's element ids, as far as known. */
export function linkIndexOf(site: Site, idsByPath: LinkIndex['idsByPath']): LinkIndex {
  return {
    baseUrl: site.config.baseUrl,
    root: site.root,
    staticDir: path.resolve(site.root, site.config.staticDir),
    linkable: linkableFolders(site.root),
    routes: new Set(site.byPath.keys()),
    idsByPath,
    docsByVersion: site.docsByVersion,
    docsBySource: new Map([...site.docsByVersion.values()].flatMap((docs) => [...docs.values()].filter((d) => d.kind === 'markdown' && d.page !== 'react').map((d) => [d.source.replace(/\.mdx?$/i, ''), d] as const))),
    apiResolverFor: site.apiResolverFor,
    images: site.config.images,
  };
}
