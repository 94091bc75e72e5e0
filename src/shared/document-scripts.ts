// What every page's document carries besides the rendered app: JSON embedded in script elements,
// and the script run in <head> before first paint. The page template writes them, and the
// Content-Security-Policy allows the head script by its hash, so both take them from here.
import type { SiteData } from './types.ts';

/** The route data the browser hydrates from (JSON, safe inside a script element). */
export function embeddedJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The head script: applies the stored or system colour mode, hides a dismissed announcement, and
 * warns when the page is served outside the configured base URL (where nothing else would load). */
export function headScript(site: SiteData): string {
  const cfg = JSON.stringify({ d: site.colorMode.defaultMode, r: site.colorMode.respectPrefersColorScheme, a: site.announcementBar?.id ?? null, b: site.baseUrl });
  return `(function(c){if(location.pathname.indexOf(c.b)!==0&&location.pathname+'/'!==c.b){document.addEventListener('DOMContentLoaded',function(){var d=document.createElement('div');d.className='base-url-banner';d.setAttribute('role','alert');d.textContent='This site did not load properly: it is built for the base URL '+c.b+' but was opened at '+location.pathname+'. Check the baseUrl setting of the site config, or open the site under '+c.b+'.';document.body.insertBefore(d,document.body.firstChild)})}var e=document.documentElement,s=null;try{s=localStorage.getItem('theme')}catch(x){}var m=s==='light'||s==='dark'?s:c.d;if(!(s==='light'||s==='dark')&&c.r&&window.matchMedia){if(matchMedia('(prefers-color-scheme: dark)').matches)m='dark';else if(matchMedia('(prefers-color-scheme: light)').matches)m='light'}e.setAttribute('data-theme',m);e.setAttribute('data-theme-choice',s==='light'||s==='dark'?s:'system');try{if(c.a&&localStorage.getItem('docgen.announcement.dismissed')===c.a)e.setAttribute('data-announcement-dismissed','')}catch(x){}})(${cfg})`;
}
