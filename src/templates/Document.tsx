// The HTML document around the rendered app: head metadata, the theme script that runs before
// first paint, styles and the client entry.
import type { RouteData, SiteData } from '../shared/types.ts';
import { pageTitle } from './title.ts';

export { pageTitle };

export interface DocumentAssets {
  css: string[];
  js: string[];
  favicon?: string;
  /** Inline script run in <head> before first paint (colour mode, dismissed announcement). */
  headScript: string;
  /** URLs of the chunks loaded on demand (for retrying a failed load with a fresh URL). */
  chunks: Record<string, string>;
  /**
   * The site data as embedded JSON, for a client bundle that reads it from the page instead of
   * carrying it (docgen dev's: its bundle is made before the site is loaded, once for every load).
   */
  siteData?: string;
}


/** The route data the browser hydrates from (JSON, safe inside a script element). */
export function embeddedJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** `preload`: a JSON file the page needs before it hydrates (a large sidebar not embedded in it). */
export function Document({ site, route, assets, appHtml, image, hydrationData, preload }: { site: SiteData; route: RouteData; assets: DocumentAssets; appHtml: string; image?: string; hydrationData: string; preload?: string }) {
  const title = pageTitle(site, route);
  const canonical = `${site.url}${route.path}`;
  return (
    <html lang={site.locale.htmlLang} dir={site.locale.direction} data-theme={site.colorMode.defaultMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {route.description && <meta name="description" content={route.description} />}
        <meta name="generator" content="docgen" />
        {route.noIndex && <meta name="robots" content="noindex" />}
        {route.version && <meta name="docgen:version" content={route.version.name} />}
        <meta name="docgen:plugin" content={route.version?.pluginId ?? 'pages'} />
        <link rel="canonical" href={canonical} />
        <meta property="og:type" content={route.page.kind === 'doc' ? 'article' : 'website'} />
        <meta property="og:title" content={title} />
        {route.description && <meta property="og:description" content={route.description} />}
        <meta property="og:url" content={canonical} />
        <meta property="og:site_name" content={site.title} />
        {image && <meta property="og:image" content={image} />}
        <meta name="twitter:card" content="summary_large_image" />
        {/* Without a configured icon, an empty one stops browsers asking for /favicon.ico. */}
        {assets.favicon ? <link rel="icon" href={assets.favicon} type="image/svg+xml" /> : <link rel="icon" href="data:," />}
        <script dangerouslySetInnerHTML={{ __html: assets.headScript }} />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.js.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        {preload && <link rel="preload" href={preload} as="fetch" crossOrigin="anonymous" />}
      </head>
      <body>
        <div id="__docgen" dangerouslySetInnerHTML={{ __html: appHtml }} />
        <script type="application/json" id="__docgen-data" dangerouslySetInnerHTML={{ __html: hydrationData }} />
        <script type="application/json" id="__docgen-chunks" dangerouslySetInnerHTML={{ __html: embeddedJson(assets.chunks) }} />
        {assets.siteData && <script type="application/json" id="__docgen-site" dangerouslySetInnerHTML={{ __html: assets.siteData }} />}
      </body>
    </html>
  );
}

/** The head script: applies the stored or system colour mode, hides a dismissed announcement, and
 * warns when the page is served outside the configured base URL (where nothing else would load). */
export function headScript(site: SiteData): string {
  const cfg = JSON.stringify({ d: site.colorMode.defaultMode, r: site.colorMode.respectPrefersColorScheme, a: site.announcementBar?.id ?? null, b: site.baseUrl });
  return `(function(c){if(location.pathname.indexOf(c.b)!==0&&location.pathname+'/'!==c.b){document.addEventListener('DOMContentLoaded',function(){var d=document.createElement('div');d.className='base-url-banner';d.setAttribute('role','alert');d.textContent='This site did not load properly: it is built for the base URL '+c.b+' but was opened at '+location.pathname+'. Check the baseUrl setting of the site config, or open the site under '+c.b+'.';document.body.insertBefore(d,document.body.firstChild)})}var e=document.documentElement,s=null;try{s=localStorage.getItem('theme')}catch(x){}var m=s==='light'||s==='dark'?s:c.d;if(!(s==='light'||s==='dark')&&c.r&&window.matchMedia){if(matchMedia('(prefers-color-scheme: dark)').matches)m='dark';else if(matchMedia('(prefers-color-scheme: light)').matches)m='light'}e.setAttribute('data-theme',m);e.setAttribute('data-theme-choice',s==='light'||s==='dark'?s:'system');try{if(c.a&&localStorage.getItem('docgen.announcement.dismissed')===c.a)e.setAttribute('data-announcement-dismissed','')}catch(x){}})(${cfg})`;
}
