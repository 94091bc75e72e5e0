// The files of a dev site that are made from every page (the search index, sitemap.xml): made on
// first request, by rendering the whole site once, as the build does.
import type { Site } from '../pipeline/site.ts';
import type { SearchRecord } from '../search/records.ts';
import { buildSearchIndex } from '../search/build-index.ts';
import { sitemapXml } from '../emit/sitemap.ts';

/** What these files need of a page. */
export interface SitePage {
  /** Search records of the page, and the docs version whose index they belong to (none: all). */
  records: SearchRecord[];
  scope?: string;
  /** Listed in the sitemap (not a page marked noIndex). */
  indexed: boolean;
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

/** sitemap.xml: every page not marked noIndex. */
export async function sitemapOf(site: Site, allPages: AllPages): Promise<string> {
  const paths = [...site.byPath.keys()];
  const pages = await allPages(false);
  return sitemapXml(site.data.url, paths.filter((_, i) => pages[i]?.indexed));
}
