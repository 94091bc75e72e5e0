// A text's UTF-8 bytes, in a buffer of their own (one that can be handed to another thread whole).
// Buffer.from(text) measures the bytes in a first pass over the text and writes them in a second;
// TextEncoder's encodeInto writes them in one pass into room made once for the thread, and the
// bytes are then copied out: about twice as fast on a page (a build encodes every page, its data
// and its Markdown copy; that was several percent of a build's time). The same bytes either way:
// a lone surrogate becomes U+FFFD in both.

const encoder = new TextEncoder();
/** Room for the bytes of texts up to this size (characters × 3, the most a UTF-16 code unit takes): larger ones are measured first. */
const ROOM_MAX = 24 * 1024 * 1024;
let room = new Uint8Array(0);

export function utf8(text: string): Buffer<ArrayBuffer> {
  const most = text.length * 3;
  if (most > ROOM_MAX) {
    const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
    bytes.write(text);
    return bytes;
  }
  if (most > room.length) room = new Uint8Array(Math.min(ROOM_MAX, Math.max(most, room.length * 2, 64 * 1024)));
  const { written } = encoder.encodeInto(text, room);
  const bytes = Buffer.allocUnsafeSlow(written);
  bytes.set(room.subarray(0, written));
  return bytes;
}
