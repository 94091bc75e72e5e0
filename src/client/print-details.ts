/** Closed <details> of the content open while the page prints, and close again after. */
export function openDetailsForPrint(): void {
  let opened: HTMLDetailsElement[] = [];
  addEventListener('beforeprint', () => {
    opened = [...document.querySelectorAll<HTMLDetailsElement>('#main-content details:not([open])')];
    for (const d of opened) d.open = true;
  });
  addEventListener('afterprint', () => {
    for (const d of opened) d.open = false;
    opened = [];
  });
}
