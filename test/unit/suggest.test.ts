import { describe, it, expect } from 'vitest';
import { closestNames, didYouMean, editDistance, quotedList, suggestion } from '../../src/shared/suggest.ts';

describe('editDistance (Damerau–Levenshtein, optimal string alignment)', () => {
  it('counts insertions, deletions and replacements', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('', 'ab')).toBe(2);
    expect(editDistance('my-new-pag', 'my-new-page')).toBe(1);
    expect(editDistance('guide', 'gide')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('flaw', 'lawn')).toBe(2);
  });

  it('counts a swap of two neighbouring characters as one edit', () => {
    expect(editDistance('titel', 'title')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('categroy', 'category')).toBe(1);
    // (Optimal string alignment: a swapped pair is not edited again.)
    expect(editDistance('ca', 'abc')).toBe(3);
  });

  it('is symmetric', () => {
    const words = ['', 'a', 'intro', 'introduction', 'guides/intro', 'ntiro', 'my-new-page'];
    for (const a of words) for (const b of words) expect(editDistance(a, b)).toBe(editDistance(b, a));
  });
});

describe('closestNames', () => {
  const ids = ['intro', 'my-new-page', 'guides/installation', 'guides/intro', 'api/page', 'release-notes'];

  it('gives the close names, nearest first, at most three', () => {
    expect(closestNames('my-new-pag', ids)).toEqual(['my-new-page']);
    expect(closestNames('ntiro', ids)).toEqual(['intro']);
    expect(closestNames('page-1x', ['page-1', 'page-10', 'page-11', 'page-12', 'other'])).toEqual(['page-1', 'page-10', 'page-11']);
  });

  it('gives nothing when no name is close enough', () => {
    expect(closestNames('zzzz', ids)).toEqual([]);
    // Short names need a close match: one edit for up to three characters, two up to six.
    expect(closestNames('ab', ['cd', 'xy'])).toEqual([]);
    expect(closestNames('abc', ['abd', 'xyc'])).toEqual(['abd']);
    expect(closestNames('abcd', ['abxy', 'wxyz'])).toEqual(['abxy']);
  });

  it('ignores case and finds the same name in another folder', () => {
    expect(closestNames('Intro', ['outro', 'intro'])).toEqual(['intro', 'outro']);
    expect(closestNames('INTRO', ['extra', 'intro'])).toEqual(['intro']);
    expect(closestNames('installation', ids)).toEqual(['guides/installation']);
    expect(closestNames('docs/intro', ['intro', 'guides/intro'])).toEqual(['guides/intro', 'intro']);
  });

  it('never suggests the name itself, and counts each known name once', () => {
    expect(closestNames('intro', ['intro', 'intra', 'intra'])).toEqual(['intra']);
  });
});

describe('suggestion', () => {
  it('asks "did you mean" with up to three close names', () => {
    expect(suggestion('my-new-pag', ['intro', 'my-new-page'], 'doc ids')).toBe('did you mean "my-new-page"?');
    expect(suggestion('page-1x', ['page-1', 'page-10', 'page-11', 'page-12'], 'doc ids')).toBe('did you mean "page-1", "page-10" or "page-11"?');
  });

  it('lists every accepted name when there are few and none is close', () => {
    expect(suggestion('zzz', ['b', 'a', 'c'], 'types')).toBe('accepted types: a, b, c');
  });

  it('keeps long lists out: the count and the five nearest', () => {
    const ids = Array.from({ length: 97 }, (_, i) => `page-${i}`);
    const text = suggestion('completely-different', ids, 'doc ids');
    expect(text).toMatch(/^none of the 97 doc ids is close; the nearest: [^,]+(, [^,]+){4}$/);
    expect(text.length).toBeLessThan(120);
  });

  it('says when there is nothing to choose from', () => {
    expect(suggestion('x', [], 'sidebar ids')).toBe('there are no sidebar ids');
  });

  it('didYouMean adds a hint only when a name is close', () => {
    expect(didYouMean('gide', ['guide', 'intro'])).toBe('; did you mean "guide"?');
    expect(didYouMean('zzzz', ['guide', 'intro'])).toBe('');
  });

  it('quotes lists for sentences', () => {
    expect(quotedList([])).toBe('');
    expect(quotedList(['a'])).toBe('"a"');
    expect(quotedList(['a', 'b', 'c'])).toBe('"a", "b" or "c"');
  });
});
