// The words of a record's text, read one by one for the index (build-index.ts) without making
// their list: the same words as words() of shared/search-terms.ts, which the query side uses (a
// test holds them together). ASCII is read by a table; any other character is asked of the same
// Unicode classes.

/** ASCII letters, digits and `_`: what words() takes of the first 128 code points. */
const ASCII_WORD = (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) table[c] = /[\p{L}\p{N}_]/u.test(String.fromCharCode(c)) ? 1 : 0;
  return table;
})();
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** Calls `fn` with each of words(text), in order. */
export function eachWord(text: string, fn: (word: string) => void): void {
  let start = -1;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    let width = 1;
    let inWord: boolean;
    if (c < 128) inWord = ASCII_WORD[c] === 1;
    else {
      // (A surrogate pair is one code point: a letter or digit beyond the first plane is one too.)
      width = c >= 0xd800 && c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
      inWord = LETTER_OR_DIGIT.test(text.slice(i, i + width));
    }
    if (inWord) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      fn(text.slice(start, i));
      start = -1;
    }
    i += width - 1;
  }
  if (start >= 0) fn(text.slice(start));
}
