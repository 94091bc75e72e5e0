// Long client work is split into slices of at most 5 ms, yielding to the browser between them.
export const FRAME_BUDGET_MS = 5;

const nextTick = (): Promise<void> =>
  new Promise((resolve) => {
    const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (s?.yield) s.yield().then(resolve);
    else setTimeout(resolve, 0);
  });

/** Runs fn over items, yielding whenever a slice has used up the frame budget. */
export async function forEachYielding<T>(items: Iterable<T>, fn: (item: T) => void, budget = FRAME_BUDGET_MS, now = () => performance.now()): Promise<number> {
  let sliceStart = now();
  let slices = 1;
  for (const item of items) {
    if (now() - sliceStart >= budget) {
      await nextTick();
      sliceStart = now();
      slices++;
    }
    fn(item);
  }
  return slices;
}
