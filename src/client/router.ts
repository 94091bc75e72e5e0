// The client router: internal links load the next page's data (the previous page stays shown),
// then the page re-renders in place. History, scroll, focus, title and prefetching are handled
// here; any failure to load falls back to a full page load.
import { matchesRoute } from './route-patterns.ts';
import { dataUrl, normalizePath } from '../shared/urls.ts';
import { ProgressBar } from './progress.ts';
import { Prefetcher } from './prefetch.ts';
import { scrollToHash, scrollToOffset } from './scroll.ts';
import { newEntryKey, saveOffset, savedOffset } from './scroll-memory.ts';
import { ROUTE_DID_UPDATE, ROUTE_UPDATE, type RouteLocation } from '../shared/route-events.ts';

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
  /** The entry's key for its saved scroll offset (scroll-memory.ts). */
  key?: string;
  docgen?: true;
}

/**
 * Where a loaded page starts (called as soon as the document is parsed, before hydration): a
 * reload comes back to where the reader was, a first visit goes to its hash target.
 */
export function placeLoadedPage(): void {
  history.scrollRestoration = 'manual';
  const key = (history.state as HistoryState | null)?.key;
  const y = key ? savedOffset(key) : undefined;
  if (y !== undefined) scrollToOffset(y);
  else if (location.hash) scrollToHash(location.hash);
}

export class Router<P extends Prepared> {
  private path: string;
  private token = 0;
  /** From the start of a route change until the new page is placed: its offset is not saved. */
  private changing = false;
  private readonly progress = new ProgressBar();
  private readonly prefetcher: Prefetcher;
  /** The history entry on screen, and its last scroll offset the page reported. */
  private key = '';
  private y = 0;

  constructor(private readonly options: RouterOptions<P>) {
    this.path = normalizePath(location.pathname, options.baseUrl);
    this.prefetcher = new Prefetcher((a) => this.routeUrl(a)?.pathname ?? null, options.prefetch, () => this.path);
  }

  start(): void {
    history.scrollRestoration = 'manual';
    const state = history.state as HistoryState | null;
    this.key = state?.key ?? newEntryKey();
    history.replaceState({ ...state, docgen: true, key: this.key }, '');
    this.y = window.scrollY;
    document.addEventListener('click', (e) => this.onClick(e));
    window.addEventListener('popstate', (e) => void this.onPopState(e.state as HistoryState | null));
    window.addEventListener('scroll', () => (this.y = window.scrollY), { passive: true });
    window.addEventListener('pagehide', () => saveOffset(this.key, window.scrollY));
    this.prefetcher.start();
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

  private onClick(e: MouseEvent): void {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    const url = this.routeUrl(a);
    if (!url) return;
    e.preventDefault();
    void this.navigate(url);
  }

  /** A new history entry for `href`; the scroll offset of the one left is saved first. */
  private pushEntry(href: string): void {
    saveOffset(this.key, window.scrollY);
    this.key = newEntryKey();
    history.pushState({ docgen: true, key: this.key }, '', href);
  }

  async navigate(input: URL | string, options: { replace?: boolean } = {}): Promise<void> {
    const url = typeof input === 'string' ? new URL(input, location.href) : input;
    url.pathname = normalizePath(url.pathname, this.options.baseUrl);
    if (url.pathname === this.path) {
      // Same page: a hash jumps to its target; a change of the query string only is ignored.
      if (this.changing) this.cancel();
      if (url.href !== location.href) this.pushEntry(url.href);
      if (url.hash) scrollToHash(url.hash, { focus: true });
      return this.placed();
    }
    const ok = await this.show(url.pathname, url.href, () => {
      if (!options.replace) return this.pushEntry(url.href);
      this.key = newEntryKey();
      history.replaceState({ docgen: true, key: this.key }, '', url.href);
    });
    if (!ok) return;
    if (!url.hash || !scrollToHash(url.hash)) window.scrollTo(0, 0);
    this.placed();
  }

  private async onPopState(state: HistoryState | null): Promise<void> {
    // The offset of the entry left is the last the page reported: a fragment navigation has
    // already moved the page when its popstate comes.
    if (!this.changing) saveOffset(this.key, this.y);
    this.key = state?.key ?? newEntryKey();
    if (!state?.key) history.replaceState({ ...state, docgen: true, key: this.key }, '');
    const y = savedOffset(this.key);
    const path = normalizePath(location.pathname, this.options.baseUrl);
    const other = path !== this.path;
    if (other && !(await this.show(path, location.href, () => {}))) return;
    // Back to the page on screen while another was loading: that one is not shown.
    if (!other && this.changing) this.cancel();
    if (y !== undefined) scrollToOffset(y);
    else if (location.hash) scrollToHash(location.hash);
    else if (other) window.scrollTo(0, 0);
    this.placed();
  }

  /** The route change is done: the page's offset is its entry's from now on. */
  private placed(): void {
    this.changing = false;
    this.y = window.scrollY;
  }

  private cancel(): void {
    this.token++;
    this.progress.stop(false);
  }

  /** Loads and renders a route; on failure the browser loads the page itself. */
  private async show(path: string, href: string, updateHistory: () => void): Promise<boolean> {
    const token = ++this.token;
    const previousLocation = here();
    const next = placeOf(href);
    dispatchEvent(new CustomEvent(ROUTE_UPDATE, { detail: { location: next, previousLocation } }));
    this.changing = true;
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
    this.prefetcher.observeLinks();
    dispatchEvent(new CustomEvent(ROUTE_DID_UPDATE, { detail: { location: next, previousLocation } }));
    return true;
  }
}

/** The page's location, as the route events carry it. */
const here = (): RouteLocation => ({ pathname: location.pathname, search: location.search, hash: location.hash });
const placeOf = (href: string): RouteLocation => {
  const url = new URL(href, location.href);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

function focusMain(): void {
  // A dialog opened while the page was loading (search, the drawer) keeps the focus.
  if (document.activeElement?.closest('[aria-modal="true"]')) return;
  const main = document.getElementById('main-content');
  main?.focus({ preventScroll: true });
}

export { dataUrl };
