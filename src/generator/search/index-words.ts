// The words of a record's text, read one by one for the index (build-index.ts) without making
// their list: the same words as words() of shared/search-terms.ts, which the query side uses (a
// test holds them together). ASCII is read by a table; any other character is asked of the same
// Unicode classes. WordTable finds each word's value by the word's characters where it stands in
// the text: a site has a few thousand distinct words and millions of words, and a string made
// and hashed for each of them was most of the index's time.

/** ASCII letters, digits and `_`: what words() takes of the first 128 code points. */
const ASCII_WORD = (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) table[c] = /[\p{L}\p{N}_]/u.test(String.fromCharCode(c)) ? 1 : 0;
  return table;
})();
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
/** A hash is kept to 30 bits, a small integer to V8 (a larger one would be boxed on each call). */
const SMI_BITS = 0x3fffffff;

/** Each distinct word of the texts read, with a value made once per word (`make`). */
export class WordTable<V> {
  /** Open addressing: a word's number plus one, 0 where free; the size a power of two, at most half full. */
  private slots = new Int32Array(1024);
  /** Per word: its hash, and where its characters start in `chars` (the next word's start: where they end). */
  private hashes = new Int32Array(512);
  private starts = new Int32Array(513);
  private chars = new Uint16Array(4096);
  private readonly values: V[] = [];

  constructor(private readonly make: (word: string) => V) {}

  /** Calls `fn` with the value of each of words(text), in order. */
  eachValue(text: string, fn: (value: V) => void): void {
    let start = -1;
    let hash = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      let width = 1;
      let inWord: boolean;
      if (c < 128) inWord = ASCII_WORD[c] === 1;
      else {
        // (A surrogate pair is one code point: a letter or digit beyond the first plane is one too.)
        width = c >= 0xd800 && c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
        inWord = LETTER_OR_DIGIT.test(width === 1 ? text[i] : text.slice(i, i + 2));
      }
      if (inWord) {
        if (start < 0) {
          start = i;
          hash = FNV_OFFSET;
        }
        hash = Math.imul(hash ^ c, FNV_PRIME);
        if (width === 2) hash = Math.imul(hash ^ text.charCodeAt(i + 1), FNV_PRIME);
      } else if (start >= 0) {
        fn(this.valueAt(text, start, i, hash & SMI_BITS));
        start = -1;
      }
      i += width - 1;
    }
    if (start >= 0) fn(this.valueAt(text, start, n, hash & SMI_BITS));
  }

  private valueAt(text: string, start: number, end: number, hash: number): V {
    const { slots, hashes, starts, chars } = this;
    const mask = slots.length - 1;
    const length = end - start;
    let slot = hash & mask;
    for (let k = slots[slot]; k !== 0; slot = (slot + 1) & mask, k = slots[slot]) {
      const word = k - 1;
      const from = starts[word];
      if (hashes[word] !== hash || starts[word + 1] - from !== length) continue;
      let j = 0;
      while (j < length && chars[from + j] === text.charCodeAt(start + j)) j++;
      if (j === length) return this.values[word];
    }
    return this.add(text.slice(start, end), hash, slot);
  }

  /** Takes in a word not seen before, at a free `slot`. */
  private add(word: string, hash: number, slot: number): V {
    const value = this.make(word);
    const n = this.values.length;
    this.values.push(value);
    if (n + 1 >= this.hashes.length) {
      this.hashes = grown(this.hashes, this.hashes.length * 2);
      this.starts = grown(this.starts, this.starts.length * 2);
    }
    const from = this.starts[n];
    if (from + word.length > this.chars.length) this.chars = grown(this.chars, Math.max(this.chars.length * 2, from + word.length));
    for (let j = 0; j < word.length; j++) this.chars[from + j] = word.charCodeAt(j);
    this.starts[n + 1] = from + word.length;
    this.hashes[n] = hash;
    this.slots[slot] = n + 1;
    if ((n + 1) * 2 > this.slots.length) {
      const slots = new Int32Array(this.slots.length * 2);
      const mask = slots.length - 1;
      for (let k = 0; k <= n; k++) {
        let s = this.hashes[k] & mask;
        while (slots[s] !== 0) s = (s + 1) & mask;
        slots[s] = k + 1;
      }
      this.slots = slots;
    }
    return value;
  }
}

function grown<T extends Int32Array | Uint16Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(length);
  bigger.set(array);
  return bigger;
}
