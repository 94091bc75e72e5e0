// Analytics the config asks for (Docusaurus' plugin-google-gtag and plugin-google-tag-manager):
// Google's script from its own host, and a small script of the site's (assets/analytics/<hash>.js)
// that sets up the data layer, configures each tracking id, starts Tag Manager, and counts a page
// view on every client navigation (a new history entry, or a move through them), as Docusaurus'
// gtag client module does, a tick later so that the new page's title is read. No inline script: the Content-Security-Policy allows these hosts and files only.
// As in Docusaurus, only builds carry them (not docgen dev).
import type { SiteConfig } from '../config/schema.ts';
import type { EmitterDefinition } from './emitter.ts';
import { hashedFile } from '../hashed-files.ts';

const TAG_HOST = 'https://www.googletagmanager.com';

/** What the policy must allow for Google's scripts (Google's guide to gtag.js under a CSP). */
export function analyticsSources(config: Pick<SiteConfig, 'analytics'>): { script: string[]; connect: string[]; img: string[] } | undefined {
  if (!config.analytics?.gtag && !config.analytics?.gtm) return undefined;
  return {
    script: [TAG_HOST],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  };
}

const ids = (id: string | string[]) => (Array.isArray(id) ? id : [id]);

/** The site's analytics script; undefined without analytics. */
export function analyticsScript(config: Pick<SiteConfig, 'analytics'>): string | undefined {
  const { gtag, gtm } = config.analytics ?? {};
  if (!gtag && !gtm) return undefined;
  const lines = ['window.dataLayer=window.dataLayer||[];'];
  if (gtag) {
    lines.push('function gtag(){dataLayer.push(arguments)}window.gtag=gtag;', "gtag('js',new Date());");
    for (const id of ids(gtag.trackingID)) lines.push(`gtag('config',${JSON.stringify(id)},${gtag.anonymizeIP ? '{anonymize_ip:true}' : '{}'});`);
    lines.push(
      "(function(){var last=location.href;function view(){setTimeout(function(){if(location.href===last)return;last=location.href;window.gtag('set','page_path',location.pathname+location.search+location.hash);window.gtag('event','page_view')})}",
      "['pushState','replaceState'].forEach(function(k){var f=history[k];history[k]=function(){var r=f.apply(this,arguments);view();return r}});addEventListener('popstate',view)})();",
    );
  }
  if (gtm) {
    lines.push(
      `dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});(function(){var j=document.createElement('script');j.async=true;j.src=${JSON.stringify(`${TAG_HOST}/gtm.js?id=${encodeURIComponent(gtm.containerId)}`)};document.head.appendChild(j)})();`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The scripts every page of a build loads for analytics. */
export function analyticsScripts(config: Pick<SiteConfig, 'analytics' | 'baseUrl'>): string[] {
  const script = analyticsScript(config);
  if (!script) return [];
  const gtag = config.analytics?.gtag;
  // (One gtag.js for every tracking id, as Google asks: the first one's.)
  return [...(gtag ? [`${TAG_HOST}/gtag/js?id=${encodeURIComponent(ids(gtag.trackingID)[0])}`] : []), `${config.baseUrl}${hashedFile('assets/analytics', script, 'js')}`];
}

export const analyticsEmitter: EmitterDefinition = {
  name: 'analytics',
  create: ({ out, site }) => ({
    finish() {
      const script = analyticsScript(site.config);
      if (script) out.write(hashedFile('assets/analytics', script, 'js'), script);
    },
  }),
};
