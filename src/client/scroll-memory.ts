// Where the reader was on each history entry: the scroll offset by an entry key kept in the
// entry's state. Offsets are kept in sessionStorage, so they outlive a reload and can be written
// for the entry being left even after the browser has moved to another one (popstate).
const PREFIX = 'docgen.scroll.';
const memory = new Map<string, number>();

export function newEntryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function saveOffset(key: string, y: number): void {
  const value = Math.round(y);
  memory.set(key, value);
  try {
    sessionStorage.setItem(PREFIX + key, String(value));
  } catch {
    // Storage blocked or full: the offset lasts as long as the page.
  }
}

export function savedOffset(key: string): number | undefined {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(PREFIX + key);
  } catch {
    // As above.
  }
  const y = stored === null ? memory.get(key) : Number(stored);
  return typeof y === 'number' && Number.isFinite(y) ? y : undefined;
}
