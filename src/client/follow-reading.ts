// What follows the reader on a page (loaded after hydration, not part of the first load): the
// table of contents marks the heading being read, and the docs sidebar shows the current page's
// item. Both move only their own scroll boxes, never the page. And a printed page shows its
// collapsed sections (print.css shows every tab panel).

/** Scrolls `box` (not the page) so `item` is in view, centred, when it is not already. */
function revealIn(box: Element, item: Element): void {
  const b = box.getBoundingClientRect();
  const r = item.getBoundingClientRect();
  if (box.scrollHeight <= box.clientHeight || (r.top >= b.top && r.bottom <= b.bottom)) return;
  box.scrollTop += r.top - b.top - (b.height - r.height) / 2;
}

/** The sidebar's link to the page on screen is scrolled into the sidebar's view. */
export function revealSidebarItem(): void {
  const item = document.querySelector('.doc-sidebar a[aria-current="page"]');
  const box = item?.closest('.menu');
  if (item && box) revealIn(box, item);
}

/**
 * Marks (aria-current) the table of contents' links to the heading being read: the last one whose
 * top has passed a line a fifth of the way down below the navbar, or, at the end of the page, the
 * last one on screen. Runs at most once a frame while the page scrolls; the headings are in page
 * order, so a binary search reads few of their positions. Returns what stops it.
 */
export function followHeadings(): () => void {
  const links = new Map<string, HTMLAnchorElement[]>();
  for (const a of document.querySelectorAll<HTMLAnchorElement>('#main-content .toc-link[href^="#"]')) {
    let id = a.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: the id as written.
    }
    links.set(id, [...(links.get(id) ?? []), a]);
  }
  const headings = [...links.keys()].map((id) => document.getElementById(id)).filter((h): h is HTMLElement => !!h);
  let current: string | undefined;
  let frame = 0;
  const update = () => {
    frame = 0;
    const pad = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const end = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    const line = end ? window.innerHeight - 1 : pad + (window.innerHeight - pad) / 5;
    let lo = 0;
    let hi = headings.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (headings[mid].getBoundingClientRect().top <= line) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    const id = found < 0 ? undefined : headings[found].id;
    if (id === current) return;
    for (const a of links.get(current ?? '') ?? []) a.removeAttribute('aria-current');
    current = id;
    for (const a of links.get(id ?? '') ?? []) {
      a.setAttribute('aria-current', 'true');
      const box = a.closest('.toc');
      if (box) revealIn(box, a);
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  schedule();
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
    for (const a of links.get(current ?? '') ?? []) a.removeAttribute('aria-current');
  };
}
