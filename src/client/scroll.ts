// Scrolling the page to a place: a hash target or a saved offset. Long pages let the browser skip
// parts far from the screen (`content-visibility: auto` with estimated sizes, e.g. API members),
// so a position worked out from the estimates is wrong. Placing renders every part for one frame:
// positions are exact, and each part keeps its real size once skipped again
// (`contain-intrinsic-size: auto`), so the place holds; the parts off screen are skipped again.

let placing = 0;

function renderAllWhile(place: () => void): void {
  const root = document.documentElement;
  root.setAttribute('data-render-all', '');
  place();
  const token = ++placing;
  // The sizes are remembered when the frame is rendered; then the skipping may start again.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (token === placing) root.removeAttribute('data-render-all');
    }),
  );
}

/**
 * Scrolls to the element a hash names, its top below the sticky navbar (the CSS scroll padding).
 * With `focus` (a link on the page was followed, e.g. the skip link) the target takes the focus
 * too, as the browser's own fragment navigation would make it the place where Tab continues from.
 */
export function scrollToHash(hash: string, options: { focus?: boolean } = {}): boolean {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: the id as written.
  }
  const el = id ? document.getElementById(id) : null;
  if (!el) return false;
  renderAllWhile(() => el.scrollIntoView());
  if (options.focus) {
    if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  }
  return true;
}

/** Scrolls to a vertical offset saved earlier. */
export function scrollToOffset(y: number): void {
  renderAllWhile(() => window.scrollTo(0, y));
}
