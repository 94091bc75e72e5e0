// The focus trap of the site's dialogs (the mobile menu drawer, the search modal): while open, Tab
// and Shift+Tab cycle through the dialog's visible controls (focus outside it is brought back),
// Escape closes it, and the page behind does not scroll. `restoreFocus`: give focus back to what
// had it when the dialog opened, once it closes.
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The controls of a container that Tab can reach now: not hidden, not in a hidden panel. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((f) => f.offsetParent !== null && !f.closest('[hidden]'));
}

export function useFocusTrap(container: RefObject<HTMLElement | null>, open: boolean, onClose: () => void, options: { initialFocus?: string; restoreFocus?: boolean } = {}): void {
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    if (options.initialFocus) container.current?.querySelector<HTMLElement>(options.initialFocus)?.focus();
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      const el = container.current;
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      } else if (e.key === 'Tab' && el) {
        const focusable = focusableIn(el);
        if (focusable.length === 0) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!el.contains(document.activeElement)) {
          e.preventDefault();
          (e.shiftKey ? last : first).focus();
        } else if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      if (options.restoreFocus) (opener as HTMLElement | null)?.focus?.();
    };
  }, [open]);
}
