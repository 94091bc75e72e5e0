// The script every `docgen dev` page loads: it listens to the server's change events, reloads the
// page (on every change, or on one that names this page) keeping its scroll position, and styles
// (with a stylesheet of the server's: the page's Content-Security-Policy allows no inline style)
// and closes the problems overlay.

/** The URL of the problems overlay's stylesheet. */
export const DEV_OVERLAY_CSS_PATH = '/__docgen/overlay.css';

/** The overlay's colours, light and dark (every text and button at least 7:1 against its background; the red edge and markers, 5:1). */
const LIGHT = '--o-bg:#fff;--o-fg:#1c1e21;--o-muted:#525860;--o-code:#0a4ab0;--o-warn:#8a4b00;--o-edge:#d0222b;--o-btn-bg:#1c1e21;--o-btn-fg:#fff;--o-btn-hover:#444950;color-scheme:light';
const DARK = '--o-bg:#242526;--o-fg:#f5f6f7;--o-muted:#c4c8ce;--o-code:#9ecbff;--o-warn:#ffd47a;--o-edge:#ff6b70;--o-btn-bg:#f5f6f7;--o-btn-fg:#242526;--o-btn-hover:#dadde1;color-scheme:dark';

/**
 * The overlay follows the page's colour mode (`data-theme`); the page served while the site has
 * never loaded has none, and follows the system's. On that page the overlay is the page itself.
 */
export const DEV_OVERLAY_CSS = [
  `#docgen-overlay,.docgen-load-error{${LIGHT}}`,
  `html[data-theme=dark] #docgen-overlay{${DARK}}`,
  `@media (prefers-color-scheme:dark){html:not([data-theme]) #docgen-overlay,html:not([data-theme]) .docgen-load-error{${DARK}}}`,
  '#docgen-overlay{position:fixed;left:0;right:0;bottom:0;max-height:50vh;overflow:auto;z-index:10000;box-sizing:border-box;background:var(--o-bg);color:var(--o-fg);font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;text-align:left;padding:12px 16px;border-top:4px solid var(--o-edge);box-shadow:0 -4px 16px rgba(0,0,0,.3)}',
  '#docgen-overlay ul{margin:8px 0;padding-left:20px}',
  '.docgen-overlay-part{display:block;margin-top:16px}',
  '#docgen-overlay li{overflow-wrap:anywhere}',
  '#docgen-overlay li::marker{color:var(--o-edge)}',
  '#docgen-overlay li[data-severity=warning],#docgen-overlay li[data-severity=warning]::marker{color:var(--o-warn)}',
  '#docgen-overlay em{font-style:normal;font-weight:700}',
  '#docgen-overlay code{font:inherit;color:var(--o-code);background:none;padding:0}',
  '#docgen-overlay p{margin:8px 0 0;color:var(--o-muted)}',
  '.docgen-overlay-head{display:flex;justify-content:space-between;gap:16px;align-items:center}',
  '#docgen-overlay button{flex:none;font:inherit;font-weight:700;cursor:pointer;background:var(--o-btn-bg);color:var(--o-btn-fg);border:1px solid var(--o-btn-bg);border-radius:4px;padding:4px 12px}',
  '#docgen-overlay button:hover{background:var(--o-btn-hover);border-color:var(--o-btn-hover)}',
  '#docgen-overlay button:focus-visible{outline:2px solid var(--o-code);outline-offset:2px}',
  'body.docgen-load-error{margin:0;background:var(--o-bg)}',
  '.docgen-load-error #docgen-overlay{position:static;max-height:none;min-height:100vh;box-shadow:none;padding:24px max(16px,calc(50vw - 440px))}',
  '.docgen-load-error #docgen-overlay-title{margin:0;font-size:18px;line-height:1.4}',
  '.docgen-load-error .docgen-overlay-close{display:none}',
].join('');

export const DEV_CLIENT_SCRIPT = `
const KEY = 'docgen-dev-scroll';
try {
  const saved = JSON.parse(sessionStorage.getItem(KEY) || 'null');
  sessionStorage.removeItem(KEY);
  if (saved && saved.path === location.pathname) {
    const restore = () => window.scrollTo(0, saved.y);
    if (document.readyState === 'complete') restore(); else addEventListener('load', restore, { once: true });
  }
} catch {}
const events = new EventSource('/__docgen/events');
events.addEventListener('reload', (event) => {
  // An event names the page it concerns, or "*" for every page.
  let here = location.pathname;
  try { here = decodeURIComponent(here); } catch {}
  if (event.data !== '*' && event.data !== here) return;
  try { sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, y: window.scrollY })); } catch {}
  location.reload();
});
const overlay = document.getElementById('docgen-overlay');
if (overlay && !document.querySelector('link[href="${DEV_OVERLAY_CSS_PATH}"]')) {
  const style = document.createElement('link');
  style.rel = 'stylesheet';
  style.href = '${DEV_OVERLAY_CSS_PATH}';
  document.head.append(style);
}
if (overlay) {
  overlay.querySelector('.docgen-overlay-close')?.addEventListener('click', () => overlay.remove());
}
`;
