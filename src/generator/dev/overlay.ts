// What dev adds to its pages: the script of live reload and the problems overlay (served at
// DEV_CLIENT_PATH, see client-script.ts), and the overlay itself, listing the problems of the site
// (a config, sidebar or front matter that stopped the last load) and of the page.
import { problemPlace, type Problem } from '../errors.ts';
import { DEV_OVERLAY_CSS_PATH } from './client-script.ts';

/** The URL of the script that every dev page loads: live reload and the problems overlay. */
export const DEV_CLIENT_PATH = '/__docgen/client.js';

/** What the overlay lists. */
export interface OverlayProblems {
  /** Why the site could not be loaded again (the page is from the last load that worked). */
  load?: Problem[];
  /** The page's own problems. */
  page: Problem[];
  /** Whether the site has ever loaded: false on the page served while it never has. */
  loaded?: boolean;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function counted(problems: Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  return [errors || !warnings ? count(errors, 'error') : '', warnings ? count(warnings, 'warning') : ''].filter(Boolean).join(', ');
}

function list(problems: Problem[]): string {
  const items = problems.map((p) => `<li data-severity="${p.severity}"><code>${escapeHtml(problemPlace(p))}</code> ${p.severity === 'warning' ? '<em>warning:</em> ' : ''}${escapeHtml(p.message)}</li>`);
  return `<ul>${items.join('')}</ul>`;
}

/** The problems overlay, added to a dev page (styled and closed by the dev client script). */
export function overlayHtml({ load = [], page, loaded = true }: OverlayProblems): string {
  const title = load.length ? `the site ${loaded ? 'could not be reloaded' : 'cannot be loaded'} (${counted(load)})` : counted(page);
  // (The page served while the site has never loaded is the overlay alone: its title is the page's heading.)
  const heading = loaded ? 'strong' : 'h1';
  const parts = [
    `<div class="docgen-overlay-head"><${heading} id="docgen-overlay-title">docgen: ${title}</${heading}><button type="button" class="docgen-overlay-close">Close</button></div>`,
    load.length ? `${list(load)}<p>${loaded ? 'Until this is fixed, every page shows the site as it last loaded.' : 'There is no page to show until this is fixed.'}</p>` : '',
    load.length && page.length ? `<strong class="docgen-overlay-part">This page: ${counted(page)}</strong>` : '',
    page.length ? list(page) : '',
    '<p>Fix the file and save: the page reloads by itself.</p>',
  ];
  return `<div id="docgen-overlay" role="alert" aria-labelledby="docgen-overlay-title">${parts.join('')}</div>`;
}

/** A page's HTML with the overlay of its problems (if there are any) at the end of its body. */
export function withOverlay(html: string, problems: OverlayProblems): string {
  if (!problems.page.length && !problems.load?.length) return html;
  const overlay = overlayHtml(problems);
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + overlay : html.slice(0, at) + overlay + html.slice(at);
}

/**
 * The page shown for every URL while the site has never loaded (broken from the start): the overlay
 * is the page, with live reload, so that the fix shows without a restart.
 */
export function loadErrorPage(problems: Problem[]): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>docgen: the site cannot be loaded</title><link rel="stylesheet" href="${DEV_OVERLAY_CSS_PATH}"><script type="module" src="${DEV_CLIENT_PATH}"></script></head>` +
    `<body class="docgen-load-error"><main>${overlayHtml({ load: problems, page: [], loaded: false })}</main></body></html>`
  );
}
