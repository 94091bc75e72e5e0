// A post's word count (its reading time) is counted piece by piece between ASCII spaces, plain
// pieces without the segmenter: it must equal Intl.Segmenter's count of the whole text, for any
// text. Random texts of letters, digits, punctuation that joins words (apostrophes, periods, commas,
// colons, underscores), accented and combining letters, CJK, emoji and odd spaces, in three locales.
import { describe, it, expect } from 'vitest';
import { segmentedWordCount, wordCount } from '../../src/generator/plugins/blog/post-text.ts';

const PIECES = ['word', 'Word', 'x', '42', '3.14', '1,000', "don't", "'quoted'", '"q"', 'e.g.', 'a:b', 'snake_case', 'kebab-case', '(paren)', '[link]', 'end.', 'why?', 'wow!', 'semi;', 'café', 'naïve', 'e\u0301', '日本語', '中文字', 'テスト', '한국어', '😀', '👩‍💻', 'über', '—', '…', '#', '`code`', '**bold**', '\u00a0', '\u200b', 'a\u00adb', '1st', 'v2.0.1', 'http://x.y/z', '|', '---', '->', '1.', '[x](y)', '_', '__init__', '_a', 'b_', '#heading', '$var', '50%', 'a+b', '<div>', '&amp;', '@user', '~', 'x=1', '*', '_-a', '(_)', 'a_-', '.5', "'s", 'a(b)', 'x-y', 'f(x)=y', 'a/b/c', '<a>b</a>', 'foo.bar()', '"key":', 'a--b', '#1', '1#2', 'x*y', 'a:b:c', 'x.y-z', 'a.a', 'v2.0', 'a.1', '1.a', "a'b", "1'000", 'a,b', '1;2', 'a..b', 'a.b.c', 'x.y()', '"a"b', '1,000.5', 'a.(b', '.a.', 'a;b', '1.2.3', 'A.B', "''a", 'a.', 'a—b', 'x–y', '1—2', 'Note:', ':::', 'ab:cd', 'a1:b2', '1:a', 'a:1', ':a', 'a:', 'a.b:c', "a:'b", 'a:.b', '_.5', 'a_.b', '_1.5', 'a._b', '__', 'a:_b', "_'a", '1_,2', 'a__b', '_._', '1_2.3', 'x_y:z'];
const SPACES = [' ', '  ', '\n', '\n\n', '\t', ' \n ', '\r\n'];

/** A seeded random number generator (the same texts on every run). */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

describe('wordCount', () => {
  it.each(['en', 'ja', 'sv'])('counts as Intl.Segmenter counts the whole text (%s)', (locale) => {
    const next = random(locale.charCodeAt(0));
    for (let n = 0; n < 1500; n++) {
      let text = '';
      const length = 1 + Math.floor(next() * 30);
      for (let i = 0; i < length; i++) {
        text += PIECES[Math.floor(next() * PIECES.length)];
        // (Sometimes two pieces touch: the segmenter then decides where the words are.)
        if (next() < 0.8) text += SPACES[Math.floor(next() * SPACES.length)];
      }
      expect(wordCount(text, locale), JSON.stringify(text)).toBe(segmentedWordCount(text, locale));
    }
  });

  it('counts plain English text a word a piece', () => {
    expect(wordCount('Jest 30 is out: faster, leaner (and better).', 'en')).toBe(8);
    expect(wordCount('', 'en')).toBe(0);
  });
});
