// The client router: internal links load the next page's data (the previous page stays shown),
// then the page re-renders in place. History, scroll, focus, title and prefetching are handled
// here; any failure to load falls back to a full page load.
import { matchesRoute } from './route-patterns.ts';
import { dataUrl, normalizePath } from '../shared/urls.ts';
import { ProgressBar } from './progress.ts';
import { forEachYielding } from './scheduler.ts';

export interface Prepared {
  path: string;
  title: string;
}

export interface RouterOptions<P extends Prepared> {
  baseUrl: string;
  patterns: string[];
  /** Loads everything a route needs (data, page code); rejects on failure. */
  load(path: string): Promise<P>;
  /** Renders a loaded route; resolves when it is on screen. */
  commit(prepared: P): Promise<void>;
  /** Prefetches a route's data and code. */
  prefetch(path: string): void;
}

interface HistoryState {
  scroll?: number;
  docgen?: true;
}

/** Prefetching is skipped on 2g connections and when the reader asked to save data. */
export function canPrefetch(): boolean {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !(c?.saveData || (c?.effectiveType ?? '').includes('2g'));
}

export class Router<P extends Prepared> {
  private path: string;
  private token = 0;
  private readonly progress = new ProgressBar();
  private readonly prefetched = new Set<string>();
  private observer: IntersectionObserver | undefined;

  constructor(private readonly options: RouterOptions<P>) {
    this.path = normalizePath(location.pathname, options.baseUrl);
  }

  start(): void {
    history.scrollRestoration = 'manual';
    history.replaceState({ ...(history.state as HistoryState), docgen: true }, '');
    document.addEventListener('click', (e) => this.onClick(e));
    window.addEventListener('popstate', (e) => void this.onPopState(e.state as HistoryState | null));
    window.addEventListener('pagehide', () => this.saveScroll());
    const hover = (e: Event) => {
      const url = this.routeUrl((e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null);
      if (url) this.prefetch(url.pathname);
    };
    document.addEventListener('mouseover', hover, { passive: true });
    document.addEventListener('focusin', hover);
    document.addEventListener('touchstart', hover, { passive: true });
    if ('IntersectionObserver' in window) {
      this.observer = new IntersectionObserver((entries) => {
        const visible = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLAnchorElement);
        for (const a of visible) this.observer!.unobserve(a);
        void forEachYielding(visible, (a) => {
          const url = this.routeUrl(a);
          if (url) this.prefetch(url.pathname);
        });
      });
    }
    this.observeLinks();
  }

  /** Watches the links of the main content and the pagination for prefetching. */
  observeLinks(): void {
    if (!this.observer) return;
    const links = document.querySelectorAll<HTMLAnchorElement>('#main-content .markdown a[href], #main-content .pagination a[href], #main-content .card-grid a[href]');
    let n = 0;
    for (const a of links) {
      if (n >= 12) break;
      if (this.routeUrl(a)) {
        this.observer.observe(a);
        n++;
      }
    }
  }

  /** The URL of a link the router handles, or null. */
  routeUrl(a: HTMLAnchorElement | null): URL | null {
    if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download') || a.dataset.noRouter !== undefined) return null;
    let url: URL;
    try {
      url = new URL(a.href, location.href);
    } catch {
      return null;
    }
    if (url.origin !== location.origin || !url.pathname.startsWith(this.options.baseUrl.replace(/\/$/, ''))) return null;
    const path = normalizePath(url.pathname, this.options.baseUrl);
    if (!matchesRoute(path, this.options.patterns)) return null;
    url.pathname = path;
    return url;
  }

  prefetch(path: string): void {
    const p = normalizePath(path, this.options.baseUrl);
    if (p === this.path || this.prefetched.has(p) || !canPrefetch()) return;
    this.prefetched.add(p);
    this.options.prefetch(p);
  }

  private onClick(e: MouseEvent): void {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    const url = this.routeUrl(a);
    if (!url) return;
    e.preventDefault();
    void this.navigate(url);
  }

  private saveScroll(): void {
    history.replaceState({ ...(history.state as HistoryState), docgen: true, scroll: window.scrollY }, '');
  }

  async navigate(input: URL | string, options: { replace?: boolean } = {}): Promise<void> {
    const url = typeof input === 'string' ? new URL(input, location.href) : input;
    url.pathname = normalizePath(url.pathname, this.options.baseUrl);
    if (url.pathname === this.path) {
      // Same page: a hash jumps to its target; a change of the query string only is ignored.
      if (url.href !== location.href) history.pushState({ docgen: true }, '', url.href);
      if (url.hash) scrollToHash(url.hash, { focus: true });
      return;
    }
    this.saveScroll();
    const ok = await this.show(url.pathname, url.href, () => {
      if (options.replace) history.replaceState({ docgen: true, scroll: 0 }, '', url.href);
      else history.pushState({ docgen: true, scroll: 0 }, '', url.href);
    });
    if (!ok) return;
    if (!url.hash || !scrollToHash(url.hash)) window.scrollTo(0, 0);
  }

  private async onPopState(state: HistoryState | null): Promise<void> {
    const path = normalizePath(location.pathname, this.options.baseUrl);
    if (path === this.path) {
      if (location.hash) scrollToHash(location.hash);
      return;
    }
    const ok = await this.show(path, location.href, () => {});
    if (!ok) return;
    if (typeof state?.scroll === 'number') {
      renderAll();
      window.scrollTo(0, state.scroll);
    }
    else if (!location.hash || !scrollToHash(location.hash)) window.scrollTo(0, 0);
  }

  /** Loads and renders a route; on failure the browser loads the page itself. */
  private async show(path: string, href: string, updateHistory: () => void): Promise<boolean> {
    const token = ++this.token;
    this.progress.start();
    let prepared: P;
    try {
      prepared = await this.options.load(path);
    } catch {
      this.progress.stop(false);
      if (token === this.token) location.assign(href);
      return false;
    }
    if (token !== this.token) return false;
    updateHistory();
    this.path = path;
    // The title first: a page that crashes while rendering replaces it with its own.
    document.title = prepared.title;
    await this.options.commit(prepared);
    focusMain();
    this.progress.stop();
    this.observeLinks();
    return true;
  }
}

/**
 * Scrolls to the element a hash names. With `focus` (a link on the page was followed, e.g. the
 * skip link) the target takes the focus too, as the browser's own fragment navigation would make
 * it the place where Tab continues from.
 */
export function scrollToHash(hash: string, options: { focus?: boolean } = {}): boolean {
  const id = decodeURIComponent(hash.slice(1));
  const el = id ? document.getElementById(id) : null;
  if (!el) return false;
  renderAll();
  el.scrollIntoView();
  if (options.focus) {
    if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  }
  return true;
}

/**
 * Parts of a page the theme lets the browser skip until they come near the screen (long API
 * pages) are rendered in full, so a jump to an anchor or a restored scroll offset is exact.
 */
function renderAll(): void {
  document.documentElement.setAttribute('data-render-all', '');
}

function focusMain(): void {
  // A dialog opened while the page was loading (search, the drawer) keeps the focus.
  if (document.activeElement?.closest('[aria-modal="true"]')) return;
  const main = document.getElementById('main-content');
  main?.focus({ preventScroll: true });
}

export { dataUrl };
