// A list that animates open and closed: the height transition lasts longer for taller content,
// and 1 ms when the reader prefers reduced motion.
import { useLayoutEffect, useEffect, useRef, type ReactNode } from 'react';

// useLayoutEffect warns during server rendering; it only matters in the browser.
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  return Math.min(500, Math.max(150, Math.round(120 + height / 2.5)));
}

export function Collapsible({ open, className, id, children }: { open: boolean; className?: string; id?: string; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);
  const first = useRef(true);
  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (first.current || !el) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    el.hidden = false;
    const full = el.scrollHeight;
    const duration = collapseDuration(full, reduced);
    el.style.overflow = 'hidden';
    el.style.height = open ? '0px' : `${full}px`;
    void el.getBoundingClientRect();
    el.style.transition = `height ${duration}ms ease-in-out`;
    el.style.height = open ? `${full}px` : '0px';
    el.dataset.animating = String(duration);
    const done = () => {
      el.style.height = '';
      el.style.transition = '';
      el.style.overflow = '';
      delete el.dataset.animating;
      if (!open) el.hidden = true;
    };
    const timer = window.setTimeout(done, duration + 20);
    return () => {
      window.clearTimeout(timer);
      done();
    };
  }, [open]);
  return (
    <ul ref={ref} id={id} className={className} hidden={!open}>
      {children}
    </ul>
  );
}
