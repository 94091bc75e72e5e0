// The redirect pages of the config's redirects, as Docusaurus' plugin-client-redirects writes them:
// for each old path, an HTML file at its place (docs/old.html for /docs/old) whose meta refresh
// and canonical link name the new place; a script of the site (no inline script: the
// Content-Security-Policy allows none) carries the query and hash along, when the target has
// none of its own. nginx.conf answers the same paths with a 301 (nginx.ts).
import type { EmitterDefinition } from './emitter.ts';
import type { Redirect } from '../site/redirects.ts';
import { hashedFile } from '../hashed-files.ts';
import { outputFileOf } from '../../shared/urls.ts';
import { contentSecurityPolicy, metaPolicy } from './headers.ts';

/** Reads the target from the page's canonical link; keeps the query and hash when it has none. */
export const REDIRECT_SCRIPT = "(function(){var t=document.querySelector('link[rel=canonical]').getAttribute('href');location.replace(/[?#]/.test(t)?t:t+location.search+location.hash)})();\n";

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function redirectPage(to: string, scriptSrc: string, csp?: string): string {
  const url = attr(encodeURI(decodeSafe(to)));
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">${csp ? `\n    <meta http-equiv="Content-Security-Policy" content="${attr(csp)}">` : ''}
    <meta http-equiv="refresh" content="0; url=${url}">
    <link rel="canonical" href="${url}" />
    <script src="${attr(scriptSrc)}"></script>
  </head>
  <body><a href="${url}">${url}</a></body>
</html>
`;
}

function decodeSafe(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}

/** The output file of a redirect (relative to the output folder). */
export const redirectFile = (r: Redirect, baseUrl: string) => outputFileOf(r.from, baseUrl);

export const redirectsEmitter: EmitterDefinition = {
  name: 'redirects',
  create: ({ out, site }) => ({
    finish() {
      if (!site.redirects.length) return;
      const { baseUrl } = site.config;
      const script = hashedFile('assets/redirect', REDIRECT_SCRIPT, 'js');
      out.write(script, REDIRECT_SCRIPT);
      const csp = metaPolicy(contentSecurityPolicy(site.config));
      // (A redirect over a file of the static folder is left out, with a warning: site/redirects.ts.)
      for (const r of site.redirects) out.write(redirectFile(r, baseUrl), redirectPage(r.to, `${baseUrl}${script}`, csp));
    },
  }),
};
