// sitemap.xml (every indexable page) and robots.txt. The config's `sitemap` (Docusaurus'
// plugin-sitemap options) names the file and adds each page's change frequency, priority and last
// update, and leaves out the pages its patterns match.
import type { EmitterDefinition } from './emitter.ts';
import type { SitemapConfig } from '../config/plugins-schema.ts';
import type { RouteData } from '../../shared/types.ts';

export interface SitemapEntry {
  path: string;
  /** When the page last changed (ISO 8601), when the docs show it. */
  lastmod?: string;
}

export function sitemapXml(siteUrl: string, entries: (string | SitemapEntry)[], options?: SitemapConfig): string {
  const list = entries.map((e) => (typeof e === 'string' ? { path: e } : e)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const urls = list.map((e) => {
    const parts = [`<loc>${escapeXml(siteUrl + e.path)}</loc>`];
    if (options?.lastmod && e.lastmod) parts.push(`<lastmod>${options.lastmod === 'date' ? e.lastmod.slice(0, 10) : e.lastmod}</lastmod>`);
    if (options?.changefreq) parts.push(`<changefreq>${options.changefreq}</changefreq>`);
    if (options?.priority !== undefined && options.priority !== null) parts.push(`<priority>${options.priority}</priority>`);
    return `<url>${parts.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string, baseUrl: string, filename = 'sitemap.xml'): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${baseUrl}${filename}\n`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A glob of paths ('/tags/**', '/docs/*.html') as a regular expression: `**` any path, `*` and `?` within a segment. */
export function globPattern(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** What the sitemap keeps of a page: its entry, or false when it is not listed. */
export function sitemapEntry(data: RouteData, options: SitemapConfig | undefined, ignored = (options?.ignorePatterns ?? []).map(globPattern)): SitemapEntry | false {
  if (data.noIndex || ignored.some((p) => p.test(data.path))) return false;
  const date = data.page.kind === 'doc' ? data.page.doc.lastUpdate?.date : undefined;
  return date ? { path: data.path, lastmod: date } : { path: data.path };
}

export const sitemapEmitter: EmitterDefinition = {
  name: 'sitemap',
  gathers: true,
  create({ out, site }) {
    const options = site.config.sitemap;
    const ignored = (options?.ignorePatterns ?? []).map(globPattern);
    const listed: SitemapEntry[] = [];
    return {
      page({ data }) {
        const entry = sitemapEntry(data, options, ignored);
        if (entry) listed.push(entry);
        return { state: entry };
      },
      kept(route, state: unknown) {
        // (State of an earlier build: true for a listed page.)
        if (state === true) listed.push({ path: route.path });
        else if (state && typeof state === 'object') listed.push(state as SitemapEntry);
      },
      finish() {
        const filename = options?.filename ?? 'sitemap.xml';
        out.write(filename, sitemapXml(site.data.url, listed, options));
        out.write('robots.txt', robotsTxt(site.data.url, site.config.baseUrl, filename));
      },
    };
  },
};
