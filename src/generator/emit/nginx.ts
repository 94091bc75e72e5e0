// nginx.conf: the site's URL rules for nginx, written next to the pages by every build. The file
// belongs in nginx's `http` context (for example /etc/nginx/conf.d/docs.conf); set `root` to the
// folder the build was deployed to. The rules are those of `docgen serve`:
//   <base>X serves X.html; <base>X.html, <base>X/index.html and <base>X/ redirect (301) to <base>X
//   (shared/urls.ts, cleanRelative, as regular expressions);
//   anything else answers 404 with the not-found page; hashed files in assets/ are cached for a
//   year, everything else is revalidated; every response carries the security headers; text is
//   sent gzipped to clients that accept it.
// Redirect targets are taken from the raw request line ($request_uri), never from the decoded
// path, so an encoded line break cannot end up in a Location header; and never start with "//"
// or "/\" (another host to a browser).
import { cacheControlFor, CACHE_REVALIDATE, securityHeaders } from './headers.ts';
import type { EmitterDefinition } from './emitter.ts';
import { UNSERVED_PATHS } from '../../shared/urls.ts';
import type { Redirect } from '../site/redirects.ts';

export interface NginxOptions {
  /** The site's base path, with leading and trailing slash ("/java/"). */
  baseUrl: string;
  /** The site's public URL (its host becomes server_name). */
  url: string;
  /** Headers sent with every response (security headers). */
  headers: Record<string, string>;
  /** Folder the output is served from; the file says to change it when deploying elsewhere. */
  root?: string;
  /** Port to listen on (default 80). */
  port?: number;
  /** The config's redirects (full paths): each a 301 to its page. */
  redirects?: Redirect[];
}

/** An old path nginx can match exactly (decoded, as nginx matches): nothing nginx's syntax would read. */
const PLAIN_PATH = /^\/[^\s"'\\$;{}#?\x00-\x1f\x7f]*$/;

/**
 * The location blocks of the redirects to pages of the site (a redirect to another site is left to
 * its HTML page: nginx.conf sends no one to another host), the query string carried along unless
 * the target has its own.
 */
function redirectLocations(redirects: Redirect[]): string[] {
  return redirects.flatMap((r) => {
    let from: string;
    try {
      from = decodeURI(r.from);
    } catch {
      return [];
    }
    if (!PLAIN_PATH.test(from) || !r.to.startsWith('/') || r.to.startsWith('//') || r.to.startsWith('/\\')) return [];
    const to = encodeURI(safeDecode(r.to)).replace(/\$/g, '%24');
    return [`    location = "${from}" {`, `        return 301 "${to}${/[?#]/.test(to) ? '' : '$is_args$args'}";`, '    }'];
  });
}

function safeDecode(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}

/** The placeholder folder written into `root` (the deployed copy of the output folder). */
export const NGINX_DEFAULT_ROOT = '/var/www/docgen-site';

/**
 * The first character of a path after the base URL in a redirect: not "/" nor "\\" (a location
 * starting "//" or "/\\" would take the browser to another host; see isSameSiteLocation), nor a
 * control character. (PCRE's \x5c is "\\", written so because nginx reads backslashes in strings.)
 */
const FIRST = '[^/\\x5c?\\x00-\\x20\\x7f]';

const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An nginx string in double quotes (nginx would read a "$" as a variable: none is allowed). */
function quote(s: string): string {
  if (s.includes('$')) throw new Error(`nginx.conf: a header value cannot contain "$": ${s}`);
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function nginxConf(options: NginxOptions): string {
  const base = options.baseUrl;
  const b = regexEscape(base);
  const host = hostOf(options.url);
  const port = options.port ?? 80;
  const headerLines = (cache?: string) => [...Object.entries(options.headers), ...(cache ? [['Cache-Control', cache] as const] : [])].map(([k, v]) => `        add_header ${k} ${quote(v)} always;`);
  const lines: string[] = [];
  const out = (...l: string[]) => lines.push(...l);
  out(
    `# nginx configuration of this site, written by docgen build. Include it in nginx's http context`,
    `# (for example as /etc/nginx/conf.d/site.conf) and set "root" to the folder holding this file.`,
    '',
    '# The clean URL of a request for X.html, X/index.html or X/ (with its query string), from the raw',
    '# request line so that nothing decoded ends up in the Location header.',
    'map $request_uri $docgen_clean_url {',
    '    default "";',
  );
  if (base !== '/') out(`    "~^${regexEscape(base.slice(0, -1))}(?<docgen_q>\\?.*)?$" ${base}$docgen_q;`);
  out(
    `    "~^${b}index\\.html(?<docgen_q>\\?.*)?$" ${base}$docgen_q;`,
    `    "~^(?<docgen_p>${b}${FIRST}[^?]*?)/index\\.html(?<docgen_q>\\?.*)?$" $docgen_p$docgen_q;`,
    `    "~^(?<docgen_p>${b}${FIRST}[^?]*?)\\.html(?<docgen_q>\\?.*)?$" $docgen_p$docgen_q;`,
    `    "~^(?<docgen_p>${b}${FIRST}[^?]*?)/(?<docgen_q>\\?.*)?$" $docgen_p$docgen_q;`,
    '}',
    '',
    'server {',
    `    listen ${port};`,
    `    server_name ${host};`,
    `    root ${options.root ?? NGINX_DEFAULT_ROOT};`,
    '',
    '    charset utf-8;',
    '    charset_types text/css text/plain text/xml text/markdown application/javascript application/json image/svg+xml;',
    '    # Text goes out gzipped to clients that accept it (HTML always is, the other types listed).',
    '    gzip on;',
    '    gzip_vary on;',
    '    gzip_types text/css text/plain text/xml text/markdown application/javascript application/json image/svg+xml;',
    '    # Redirects keep the host and port the visitor used.',
    '    absolute_redirect off;',
    '    server_tokens off;',
    '    error_page 404 /404.html;',
    '',
    ...headerLines(CACHE_REVALIDATE).map((l) => l.slice(4)),
    '',
    '    if ($docgen_clean_url) {',
    '        return 301 $docgen_clean_url;',
    '    }',
    '',
  );
  if (base !== '/') out(`    location = / {`, `        return 302 ${base};`, '    }');
  out(
    `    location = ${base} {`,
    '        try_files /index.html =404;',
    '    }',
    ...(options.redirects?.length ? ["    # The config's redirects: old paths that lead to pages.", ...redirectLocations(options.redirects)] : []),
    '    # The not-found page, answered with status 404; it has no URL of its own.',
    '    location = /404.html {',
    '        internal;',
    '    }',
    ...UNSERVED_PATHS.flatMap((rel) => [`    location = ${base}${rel} {`, '        return 404;', '    }']),
    '    # Hashed client assets never change.',
    `    location ~ ^${b}(?<docgen_file>assets/.+)$ {`,
    ...headerLines(cacheControlFor('assets/')),
    '        try_files /$docgen_file =404;',
    '    }',
    '    # The Markdown of each page.',
    `    location ~ ^${b}(?<docgen_file>.+\\.md)$ {`,
    '        default_type text/markdown;',
    '        try_files /$docgen_file =404;',
    '    }',
    `    location ~ ^${b}(?<docgen_file>.+)$ {`,
    '        try_files /$docgen_file /$docgen_file.html =404;',
    '    }',
  );
  if (base !== '/') out('    location / {', '        return 404;', '    }');
  out('}', '');
  return lines.join('\n');
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || '_';
  } catch {
    return '_';
  }
}

export const nginxEmitter: EmitterDefinition = {
  name: 'nginx',
  create: ({ out, site }) => ({
    finish: () => out.write('nginx.conf', nginxConf({ baseUrl: site.config.baseUrl, url: site.config.url, headers: securityHeaders(site.config, { https: true }), redirects: site.redirects })),
  }),
};
