// What dev adds to its pages: the script of live reload and the problems overlay (served at
// DEV_CLIENT_PATH, see client-script.ts), and the overlay itself, listing the page's problems.
import type { DocgenError, Problem } from '../errors.ts';

/** The URL of the script that every dev page loads: live reload and the problems overlay. */
export const DEV_CLIENT_PATH = '/__docgen/client.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The problems overlay, added to a dev page (styled and closed by the dev client script). */
export function overlayHtml(problems: Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const items = problems.map((p) => `<li data-severity="${p.severity}"><code>${escapeHtml(`${p.file}${p.line ? `:${p.line}` : ''}`)}</code> ${escapeHtml(p.message)}</li>`).join('');
  const title = `${errors} error${errors === 1 ? '' : 's'}${problems.length - errors ? `, ${problems.length - errors} warning${problems.length - errors === 1 ? '' : 's'}` : ''}`;
  return `<div id="docgen-overlay" role="alert"><div class="docgen-overlay-head"><strong>docgen: ${title}</strong><button type="button" class="docgen-overlay-close">Close</button></div><ul>${items}</ul><p>Fix the file and save: the page reloads by itself.</p></div>`;
}

/** A page's HTML with the overlay of its problems (if it has any) at the end of its body. */
export function withOverlay(html: string, problems: Problem[]): string {
  if (!problems.length) return html;
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + overlayHtml(problems) : html.slice(0, at) + overlayHtml(problems) + html.slice(at);
}

/** The page shown for every URL while the site cannot be loaded at all. */
export function loadErrorPage(error: DocgenError): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>docgen: the site cannot be loaded</title><script type="module" src="${DEV_CLIENT_PATH}"></script></head><body>${overlayHtml(error.problems)}</body></html>`;
}
