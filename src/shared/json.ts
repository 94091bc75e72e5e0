// JSON texts parsed with the place of a syntax error as a line and column (V8 says "position N",
// or names no place at all).
import type { Problem } from './problem.ts';

/** The line and column (from 1) of an offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: Math.min(offset, text.length) - start + 1 };
}

/** Where JSON.parse failed in a text: from its message, else the first prefix that cannot begin a JSON text. */
function errorOffset(text: string, message: string): number | undefined {
  const at = /at position (\d+)/.exec(message);
  if (at) return Number(at[1]);
  if (/end of (JSON )?input/i.test(message)) return text.length;
  // ("Unexpected token" names no place.) A prefix fails at its end while it can still begin a JSON text.
  const failsBefore = (k: number) => {
    try {
      JSON.parse(text.slice(0, k));
      return false;
    } catch (err) {
      const m = (err as Error).message;
      const pos = /at position (\d+)/.exec(m);
      return !/end of (JSON )?input/i.test(m) && !(pos && Number(pos[1]) >= k);
    }
  };
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (failsBefore(mid + 1)) hi = mid;
    else lo = mid + 1;
  }
  return lo < text.length ? lo : undefined;
}

/** A JSON text's value, or the problem with its syntax (`display`: the file as the user knows it). */
export function parseJson(text: string, display: string): { value: unknown } | { problem: Problem } {
  try {
    return { value: JSON.parse(text) };
  } catch (err) {
    const message = (err as Error).message;
    const offset = errorOffset(text, message);
    // (The reason without V8's position and its quote of the text.)
    const where = offset === undefined ? undefined : lineAndColumn(text, offset);
    const reason = message.replace(/\s+(in|after) JSON at position \d+.*$/s, '').replace(/,\s*(\.\.\.)?".*$/s, '').trim() || 'not valid JSON';
    return { problem: { severity: 'error', file: display, message: `invalid JSON: ${reason}`, line: where?.line, column: where?.column } };
  }
}
