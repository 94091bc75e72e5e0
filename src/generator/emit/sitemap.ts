// sitemap.xml (every indexable page) and robots.txt.
import type { EmitterDefinition } from './emitter.ts';

export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = [...paths].sort().map((p) => `<url><loc>${escapeXml(siteUrl + p)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${baseUrl}sitemap.xml\n`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const sitemapEmitter: EmitterDefinition = {
  name: 'sitemap',
  create({ out, site }) {
    const indexable: string[] = [];
    return {
      page({ data }) {
        if (!data.noIndex) indexable.push(data.path);
        return { state: !data.noIndex };
      },
      kept(route, listed: unknown) {
        if (listed) indexable.push(route.path);
      },
      finish() {
        out.write('sitemap.xml', sitemapXml(site.data.url, indexable));
        out.write('robots.txt', robotsTxt(site.data.url, site.config.baseUrl));
      },
    };
  },
};
