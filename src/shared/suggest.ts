// What a message says after an unknown name (a doc id, a sidebar, a version, a key, a type): the
// closest known names when some are close enough ("did you mean …?"), else a short hint of what is
// accepted: every name when there are few, a handful of the nearest when there are many. Every
// message about an unknown name says it through here.

/**
 * Damerau–Levenshtein distance (optimal string alignment): the edits that turn `a` into `b`, each
 * an insertion, a deletion, a replacement or a swap of two neighbouring characters.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  // Three rows: the one before the previous (for swaps), the previous, the current.
  let before = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row[j] = d;
    }
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length];
}

/** How far a known name may be from the one written and still be suggested: a third of it, at most three edits. */
const closeEnough = (wanted: string) => Math.min(3, Math.max(1, Math.ceil(wanted.length / 3)));

/** The last part of a path-like name ("guides/intro" → "intro"). */
const lastPart = (name: string) => name.slice(name.lastIndexOf('/') + 1);

/** How near a known name is to the one written (lower is nearer); case is not counted. */
function nearness(wanted: string, known: string): number {
  const w = wanted.toLowerCase();
  const k = known.toLowerCase();
  // "intro" for "guides/intro", "guides/intro" for "intro": the same doc in another folder.
  if (k.includes('/') || w.includes('/')) {
    if (lastPart(k) === lastPart(w)) return 0.5;
  }
  return editDistance(w, k);
}

/** Up to `max` known names close to the one written, nearest first. */
export function closestNames(wanted: string, known: Iterable<string>, max = 3): string[] {
  const limit = closeEnough(wanted);
  const scored: { name: string; d: number }[] = [];
  for (const name of new Set(known)) {
    if (name === wanted) continue;
    const d = nearness(wanted, name);
    if (d <= limit) scored.push({ name, d });
  }
  scored.sort((x, y) => x.d - y.d || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  return scored.slice(0, max).map((s) => s.name);
}

/** Names quoted and joined for a sentence: "a", "b" or "c". */
export function quotedList(names: string[], last = 'or'): string {
  const q = names.map((n) => JSON.stringify(n));
  return q.length <= 1 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} ${last} ${q.at(-1)}`;
}

/** The most names a hint lists. */
const MAX_LISTED = 5;

/**
 * What to say after an unknown name: `did you mean "my-new-page"?` when known names are close;
 * else every known name when there are at most five (`accepted doc ids: a, b, c`), else how many
 * there are and the five nearest. `noun` names the kind in the plural ("doc ids").
 */
export function suggestion(wanted: string, known: Iterable<string>, noun: string): string {
  const names = [...new Set(known)];
  if (!names.length) return `there are no ${noun}`;
  const close = closestNames(wanted, names);
  if (close.length) return `did you mean ${quotedList(close)}?`;
  if (names.length <= MAX_LISTED) return `accepted ${noun}: ${[...names].sort().join(', ')}`;
  const nearest = names
    .map((name) => ({ name, d: nearness(wanted, name) }))
    .sort((x, y) => x.d - y.d || (x.name < y.name ? -1 : 1))
    .slice(0, MAX_LISTED)
    .map((s) => s.name);
  return `none of the ${names.length} ${noun} is close; the nearest: ${nearest.join(', ')}`;
}

/** `; did you mean "x"?` when known names are close to the one written, else '' (for messages that need no list). */
export function didYouMean(wanted: string, known: Iterable<string>): string {
  const close = closestNames(wanted, known);
  return close.length ? `; did you mean ${quotedList(close)}?` : '';
}
