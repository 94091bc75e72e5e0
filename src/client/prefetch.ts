// Prefetching the next page's data and code, on signs the reader is about to follow a link: the
// pointer resting on it for a moment, the focus on it, a touch starting on it; and, on a connection
// known to be fast only, the content's links coming into view. Nothing is prefetched when the
// reader asked to save data, and no page twice (the navigation then reuses what was fetched).
import { forEachYielding } from './scheduler.ts';

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** How long the pointer rests on a link before its page is prefetched (a pass over it is not enough). */
export const HOVER_DELAY_MS = 65;
/** At most this many links of a page are watched for coming into view. */
const VISIBLE_LINKS = 12;

const connection = (): Connection | undefined => (navigator as Navigator & { connection?: Connection }).connection;

/** Prefetching on the reader's intent: not when they save data, nor on 2g. */
export function canPrefetch(): boolean {
  const c = connection();
  return !(c?.saveData || (c?.effectiveType ?? '').includes('2g'));
}

/** Prefetching what merely comes into view: only on a connection the browser says is fast. */
export function fastConnection(): boolean {
  const c = connection();
  return !!c && !c.saveData && c.effectiveType === '4g';
}

export class Prefetcher {
  private readonly fetched = new Set<string>();
  private observer: IntersectionObserver | undefined;
  private hovered: Element | null = null;
  private timer: number | undefined;

  /**
   * `pathOf`: the route path a link leads to, or null for links the router does not handle;
   * `load`: prefetches a route; `current`: the route on screen.
   */
  constructor(
    private readonly pathOf: (a: HTMLAnchorElement | null) => string | null,
    private readonly load: (path: string) => void,
    private readonly current: () => string,
  ) {}

  start(): void {
    const linkOf = (e: Event) => (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    const now = (e: Event) => this.prefetch(this.pathOf(linkOf(e)));
    // Moving onto anything else (another link, or not a link) cancels a pending hover.
    document.addEventListener(
      'mouseover',
      (e) => {
        const a = linkOf(e);
        if (a === this.hovered) return;
        window.clearTimeout(this.timer);
        this.hovered = a;
        if (a) this.timer = window.setTimeout(() => this.prefetch(this.pathOf(a)), HOVER_DELAY_MS);
      },
      { passive: true },
    );
    document.addEventListener('focusin', now);
    document.addEventListener('touchstart', now, { passive: true });
    if ('IntersectionObserver' in window) {
      this.observer = new IntersectionObserver((entries) => {
        const visible = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLAnchorElement);
        for (const a of visible) this.observer!.unobserve(a);
        if (fastConnection()) void forEachYielding(visible, (a) => this.prefetch(this.pathOf(a)));
      });
    }
    this.observeLinks();
  }

  /** Watches the first links to other pages of the main content and the pagination, on a fast connection. */
  observeLinks(): void {
    if (!this.observer) return;
    this.observer.disconnect();
    if (!fastConnection()) return;
    const links = document.querySelectorAll<HTMLAnchorElement>('#main-content .markdown a[href], #main-content .pagination a[href], #main-content .card-grid a[href]');
    let n = 0;
    for (const a of links) {
      if (n >= VISIBLE_LINKS) break;
      const path = this.pathOf(a);
      if (path && path !== this.current()) {
        this.observer.observe(a);
        n++;
      }
    }
  }

  prefetch(path: string | null): void {
    if (!path || path === this.current() || this.fetched.has(path) || !canPrefetch()) return;
    this.fetched.add(path);
    this.load(path);
  }
}
