// The files of a dev site that are made from every page (the search index, sitemap.xml): made on
// first request, by rendering the whole site once, as the build does.
import type { Site } from '../pipeline/site.ts';
import type { SearchRecord } from '../search/records.ts';
import { buildSearchIndex } from '../search/build-index.ts';
import { robotsTxt, sitemapXml, type SitemapEntry } from '../emit/sitemap.ts';

/** What these files need of a page. */
export interface SitePage {
  /** Search records of the page, and the docs version whose index they belong to (none: all). */
  records: SearchRecord[];
  scope?: string;
  /** Its sitemap entry (false: not listed, a page marked noIndex or left out by the config). */
  indexed: SitemapEntry | false;
}

/** Every page of the site, rendered (`waitForAnchors`: with every anchor checked). */
type AllPages = (waitForAnchors: boolean) => Promise<(SitePage | undefined)[]>;

/** The search index files (`search/…` → body). */
export async function searchFiles(site: Site, allPages: AllPages): Promise<Map<string, string>> {
  const pages = await allPages(true);
  const byScope = new Map<string, SearchRecord[]>(site.model.versions.filter((v) => v.pluginId === 'default').map((v) => [v.name, []]));
  const everywhere = pages.flatMap((p) => (p && p.scope === undefined ? p.records : []));
  for (const p of pages) if (p?.scope !== undefined) byScope.get(p.scope)?.push(...p.records);
  const files = new Map<string, string>();
  for (const [scope, records] of byScope) for (const [f, body] of buildSearchIndex([...records, ...everywhere], scope, site.config.search).files) files.set(f, body);
  return files;
}

/** sitemap.xml (or the config's name for it): every page not marked noIndex nor left out by the config; robots.txt. */
export async function sitemapFile(site: Site, rel: string, allPages: AllPages): Promise<string | undefined> {
  const filename = site.config.sitemap?.filename ?? 'sitemap.xml';
  if (rel === 'robots.txt') return robotsTxt(site.data.url, site.config.baseUrl, filename);
  if (rel !== filename) return undefined;
  const pages = await allPages(false);
  return sitemapXml(site.data.url, pages.flatMap((p) => (p?.indexed ? [p.indexed] : [])), site.config.sitemap);
}
