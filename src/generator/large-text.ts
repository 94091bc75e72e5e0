// Large text (a big page's content HTML) written as parts of its own rather than copied into one
// string with what surrounds it: the surrounding text is made with a placeholder in its place and
// cut there, the large text is given a slice at a time (escaped for JSON slice by slice), and each
// part is encoded only as it is hashed or written. So no second copy of it (in a document, in
// JSON, as UTF-8 bytes, as a two-byte string when one character needs it) is made in memory.
import { randomUUID } from 'node:crypto';

/** Text of this many characters or more is written as parts of its own. */
export const LARGE_TEXT = 1024 * 1024;
/** The slice of large text given at a time. */
const SLICE = 1024 * 1024;

/** Text in parts, made again each time they are read (to hash them, then to write them). */
export interface TextParts {
  parts: () => Iterable<string>;
}

/** An output file's content in parts, text or bytes (bytes copied from a file are written as they are). */
export interface OutputParts {
  parts: () => Iterable<string | Uint8Array>;
}

/** A placeholder for the large text: letters and digits only (HTML and JSON write it as it is), unique. */
export const PLACEHOLDER = `docgenlarge${randomUUID().replace(/-/g, '')}`;

/** The end of a slice of `text` from `at`: not between the two halves of a surrogate pair. */
function sliceEnd(text: string, at: number): number {
  const end = Math.min(at + SLICE, text.length);
  const last = text.charCodeAt(end - 1);
  return end < text.length && last >= 0xd800 && last <= 0xdbff ? end - 1 : end;
}

/** `text` a slice at a time. */
export function slices(text: string): TextParts {
  return {
    *parts() {
      for (let at = 0, end = 0; at < text.length; at = end) yield text.slice(at, (end = sliceEnd(text, at)));
    },
  };
}

/** `text` as JSON writes it inside a string's quotes, a slice at a time (JSON would escape each half of a pair cut apart). */
export function jsonEscaped(text: string): TextParts {
  return {
    *parts() {
      for (let at = 0, end = 0; at < text.length; at = end) yield JSON.stringify(text.slice(at, (end = sliceEnd(text, at)))).slice(1, -1);
    },
  };
}

/** `text` with `inner` in the place of the placeholder, which it must hold once. */
export function around(text: string, inner: TextParts): TextParts {
  const at = text.indexOf(PLACEHOLDER);
  if (at < 0 || text.indexOf(PLACEHOLDER, at + 1) >= 0) throw new Error('the placeholder of large text is not in the text once');
  const before = text.slice(0, at);
  const after = text.slice(at + PLACEHOLDER.length);
  return {
    *parts() {
      yield before;
      yield* inner.parts();
      yield after;
    },
  };
}

/** Whether output content is in parts (text, or text and bytes). */
export const isTextParts = (content: unknown): content is OutputParts => typeof content === 'object' && content !== null && 'parts' in content;
