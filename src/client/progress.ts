// The navigation progress bar: it appears only when loading takes longer than 200 ms and ends
// when the new route has rendered. While a route loads, the page is marked `aria-busy` (assistive
// technology waits for the new content; tests wait for it too).
export const PROGRESS_DELAY_MS = 200;

export class ProgressBar {
  private timer: number | undefined;
  private el: HTMLDivElement | undefined;

  start(): void {
    this.stop(false);
    document.body.setAttribute('aria-busy', 'true');
    this.timer = window.setTimeout(() => {
      const el = (this.el = document.createElement('div'));
      el.className = 'progress-bar';
      el.setAttribute('role', 'progressbar');
      el.setAttribute('aria-label', 'Loading the page');
      document.body.appendChild(el);
      requestAnimationFrame(() => el.classList.add('progress-bar-running'));
    }, PROGRESS_DELAY_MS);
  }

  stop(completed = true): void {
    window.clearTimeout(this.timer);
    document.body.removeAttribute('aria-busy');
    const el = this.el;
    this.el = undefined;
    if (!el) return;
    if (!completed) return el.remove();
    el.classList.add('progress-bar-done');
    window.setTimeout(() => el.remove(), 250);
  }
}
