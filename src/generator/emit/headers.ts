// The HTTP headers of a built site, shared by `docgen serve`, `docgen dev` and the generated
// nginx.conf so all answer alike: a strict Content-Security-Policy (the one inline script, which
// sets the colour mode before first paint, is allowed by its hash), a few hardening headers, and
// the caching rule (hashed files in assets/ are kept for a year, everything else is revalidated on
// every use). Every page also carries the policy in a <meta> (metaPolicy), for hosts that send no
// headers of a site's (GitHub Pages, S3).
import { scriptHash } from './script-hash.ts';
import { headTagSources } from './head-tags.ts';
import { headScript } from '../../shared/document-scripts.ts';
import type { SiteData } from '../../shared/types.ts';
import type { SiteConfig } from '../config/schema.ts';
import { components } from '../../components/registry.ts';
import { analyticsSources } from './analytics.ts';

/** Frames the content components may load (e.g. a video player once clicked). */
const frameSources = () => [...new Set(components.flatMap((c) => c.contentSources?.frame ?? []))];

export { scriptHash };

type PolicyConfig = Pick<SiteConfig, 'baseUrl' | 'colorMode' | 'announcementBar' | 'search'> & Partial<Pick<SiteConfig, 'stylesheets' | 'analytics' | 'contentSecurityPolicy' | 'scripts' | 'headTags'>>;

/** The origins of the config's stylesheets on other sites (their fonts come from there too). */
function stylesheetOrigins(config: PolicyConfig): string[] {
  const origins = (config.stylesheets ?? []).flatMap((s) => {
    const href = typeof s === 'string' ? s : s.href;
    try {
      return /^https?:\/\//i.test(href) ? [new URL(href).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/** The head script exactly as the build inlines it into every page. */
export function siteHeadScript(config: PolicyConfig): string {
  const site = { baseUrl: config.baseUrl, colorMode: config.colorMode, announcementBar: config.announcementBar } as SiteData;
  return headScript(site);
}

/** The style attribute React writes on the announcement bar for its configured colours (the one
 * inline style of the site), so the policy can allow exactly that value by its hash. */
export function announcementStyle(bar: PolicyConfig['announcementBar']): string | undefined {
  const parts = [bar?.backgroundColor && `background-color:${bar.backgroundColor.trim()}`, bar?.textColor && `color:${bar.textColor.trim()}`].filter(Boolean);
  return parts.length ? parts.join(';') : undefined;
}

export function contentSecurityPolicy(config: PolicyConfig): string {
  const style = announcementStyle(config.announcementBar);
  const sheets = stylesheetOrigins(config).map((o) => ` ${o}`).join('');
  const connect = ["'self'"];
  if (config.search.provider === 'algolia') connect.push(config.search.host ?? `https://${config.search.appId}-dsn.algolia.net`);
  const analytics = analyticsSources(config);
  const more = (list: string[] | undefined) => (list ?? []).map((s) => ` ${s}`).join('');
  connect.push(...(analytics?.connect ?? []));
  const tags = headTagSources(config);
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHash(siteHeadScript(config))}${more(analytics?.script)}${more(tags.script)}`,
    style ? `style-src 'self'${sheets}${more(tags.style)} 'unsafe-hashes' ${scriptHash(style)}` : `style-src 'self'${sheets}${more(tags.style)}`,
    `img-src 'self' data:${more(analytics?.img)}${more(config.contentSecurityPolicy?.img)}`,
    `font-src 'self'${sheets}`,
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frameSources().join(' ') || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Directives a policy in a <meta> element cannot have: browsers ignore them there (and warn). */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/** A header policy as a page's <meta http-equiv="Content-Security-Policy"> carries it: the same, less what a meta cannot have. */
export function metaPolicy(policy: string): string {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !HEADER_ONLY_DIRECTIVES.has(d.split(/\s+/)[0].toLowerCase()))
    .join('; ');
}

/** Powerful browser features no docs page uses, turned off for the site and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), midi=(), browsing-topics=()';

/** HTTPS only from now on (a year): browsers take it from HTTPS answers and ignore it over HTTP. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Headers sent with every response. `https`: the site's production server (nginx.conf), which
 * also sends Strict-Transport-Security; the local servers (docgen serve and dev) do not.
 */
export function securityHeaders(config: PolicyConfig, { https = false }: { https?: boolean } = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Caching of a file of the output folder (path relative to it, with `/`). Every name under
 * assets/ carries a content hash, so those files never change. */
export function cacheControlFor(rel: string): string {
  return rel.startsWith('assets/') ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}
