// The script every `docgen dev` page loads: it listens to the server's change events, reloads the
// page (on every change, or on one that names this page) keeping its scroll position, and styles
// (with a stylesheet of the server's: the page's Content-Security-Policy allows no inline style)
// and closes the problems overlay.

/** The URL of the problems overlay's stylesheet. */
export const DEV_OVERLAY_CSS_PATH = '/__docgen/overlay.css';

export const DEV_OVERLAY_CSS =
  '#docgen-overlay{position:fixed;left:0;right:0;bottom:0;max-height:50vh;overflow:auto;z-index:10000;background:#1b1b1d;color:#f5f6f7;font:14px/1.5 ui-monospace,monospace;padding:12px 16px;border-top:4px solid #e13238;box-shadow:0 -4px 16px rgba(0,0,0,.3)}#docgen-overlay ul{margin:8px 0;padding-left:20px}#docgen-overlay li[data-severity=warning]{color:#ffd47a}#docgen-overlay code{color:#9ecbff}.docgen-overlay-head{display:flex;justify-content:space-between;gap:16px;align-items:center}#docgen-overlay button{font:inherit;cursor:pointer}';

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
if (overlay) {
  const style = document.createElement('link');
  style.rel = 'stylesheet';
  style.href = '${DEV_OVERLAY_CSS_PATH}';
  document.head.append(style);
  overlay.querySelector('.docgen-overlay-close')?.addEventListener('click', () => overlay.remove());
}
`;
