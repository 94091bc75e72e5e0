// The HTTP headers of a built site, shared by `docgen serve` and the generated nginx.conf so both
// answer alike: a strict Content-Security-Policy (the one inline script, which sets the colour mode
// before first paint, is allowed by its hash), a few hardening headers, and the caching rule
// (hashed files in assets/ are kept for a year, everything else is revalidated on every use).
import { createHash } from 'node:crypto';
import { headScript } from '../../shared/document-scripts.ts';
import type { SiteData } from '../../shared/types.ts';
import type { SiteConfig } from '../config/schema.ts';
import { components } from '../../components/registry.ts';

/** Frames the content components may load (e.g. a video player once clicked). */
const frameSources = () => [...new Set(components.flatMap((c) => c.contentSources?.frame ?? []))];

/** The CSP source expression of an inline script: `'sha256-…'`. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

type PolicyConfig = Pick<SiteConfig, 'baseUrl' | 'colorMode' | 'announcementBar' | 'search'> & Partial<Pick<SiteConfig, 'stylesheets'>>;

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
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHash(siteHeadScript(config))}`,
    style ? `style-src 'self'${sheets} 'unsafe-hashes' ${scriptHash(style)}` : `style-src 'self'${sheets}`,
    "img-src 'self' data:",
    `font-src 'self'${sheets}`,
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frameSources().join(' ') || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Headers sent with every response. */
export function securityHeaders(config: PolicyConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Caching of a file of the output folder (path relative to it, with `/`). Every name under
 * assets/ carries a content hash, so those files never change. */
export function cacheControlFor(rel: string): string {
  return rel.startsWith('assets/') ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}
