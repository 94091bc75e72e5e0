// Names made URL parts as Docusaurus makes a tag's or an author's (lodash's kebabCase): accents
// taken off Latin letters, apostrophes dropped, the text cut into words (at spaces and punctuation,
// between a small and a capital letter, between letters and digits), in small letters joined by "-".
// "Docusaurus v2" → "docusaurus-v-2", "fooBar" → "foo-bar", "Café" → "cafe".

// Latin letters that do not come apart into a letter and an accent.
const LATIN: Record<string, string> = {
  Æ: 'Ae', æ: 'ae', Ð: 'D', ð: 'd', Ø: 'O', ø: 'o', Þ: 'Th', þ: 'th', ß: 'ss', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h',
  ı: 'i', Ĳ: 'IJ', ĳ: 'ij', ĸ: 'k', Ŀ: 'L', ŀ: 'l', Ł: 'L', ł: 'l', ŉ: "'n", Ŋ: 'N', ŋ: 'n', Œ: 'Oe', œ: 'oe', Ŧ: 'T', ŧ: 't', ſ: 's', '×': '×', '÷': '÷',
};
const COMBINING = /[\u0300-\u036f\ufe20-\ufe2f\u20d0-\u20ff]/g;

/** Latin-1 and Latin Extended-A letters without their accents; combining accents taken off. */
function withoutAccents(text: string): string {
  return text.replace(/[\xc0-\xd6\xd8-\xf6\xf8-\u017f]/g, (c) => LATIN[c] ?? c.normalize('NFD')).replace(COMBINING, '');
}

// What separates words: ASCII and Latin-1 punctuation and symbols, spaces, general punctuation.
const SEP = '\\x00-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\xbf\\xd7\\xf7\\u2000-\\u206f\\u1680\\u180e\\u3000\\ufeff\\u2028\\u2029';
const UP = 'A-Z\\xc0-\\xd6\\xd8-\\xde';
const LOW = 'a-z\\xdf-\\xf6\\xf8-\\xff';
// Other letters (no case as lodash sees it): anything else but digits, dingbats and surrogates.
const OTHER = `[^\\ud800-\\udfff${SEP}\\d\\u2700-\\u27bf${LOW}${UP}]`;
const U = `[${UP}]`;
const L = `[${LOW}]`;
const S = `[${SEP}]`;
const SYMBOL = '(?:[\\u2700-\\u27bf]|[\\ud800-\\udbff][\\udc00-\\udfff])';
const WORD = new RegExp(
  [
    `${U}?${L}+(?=${S}|${U}|$)`,
    `(?:${U}|${OTHER})+(?=${S}|${U}(?:${L}|${OTHER})|$)`,
    `${U}?(?:${L}|${OTHER})+`,
    `${U}+`,
    '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])',
    '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])',
    '\\d+',
    // (Emoji and other symbols beyond the first plane, joined ones kept together.)
    `${SYMBOL}[\\ufe0e\\ufe0f]?(?:\\u200d${SYMBOL}[\\ufe0e\\ufe0f]?)*`,
  ].join('|'),
  'g',
);
// Text whose words are runs between separators: no case change, no letter beside a digit, ASCII only.
const PLAIN = /[a-z][A-Z]|[A-Z]{2}[a-z]|[0-9][a-zA-Z]|[a-zA-Z][0-9]|[^a-zA-Z0-9 ]/;

/** The words of a text, as kebabCase cuts them. */
export function words(text: string): string[] {
  if (!PLAIN.test(text)) return text.match(/[^\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/g) ?? [];
  return text.match(WORD) ?? [];
}

/** The text as a URL part: its words in small letters, joined by "-". */
export function kebabCase(text: string): string {
  return words(withoutAccents(text).replace(/['\u2019]/g, ''))
    .map((w) => w.toLowerCase())
    .join('-');
}
