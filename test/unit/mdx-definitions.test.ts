// Link reference definitions read without micromark (mdx/definitions.ts) are the nodes micromark
// makes of them, and a piece read with the page's labels known resolves its references as the
// whole page does.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseMdx, readMdxPiece } from '../../src/generator/markdown/mdx/parse.ts';
import { definedIdentifier, plainDefinitions } from '../../src/generator/markdown/mdx/definitions.ts';

const micromark = (text: string) => JSON.stringify(parseMdx(text, true).children);

describe('link reference definitions', () => {
  it('reads plain definitions as micromark does, and leaves the others to it', () => {
    const plain = ['[Browser]: /api/class-browser.mdx "Browser"', '[byte&#91;&#93;]: https://a.b/types.html "byte[]"', '[a&amp;b]: ./x&amp;y.md "&lt;T&gt; &#x5D;"', '[&nosuch;]: ./n.md', '[a b]: ./x.md', '[Dé]: https://a.b/c?d=e#f "x y"', '[1]: ./one.md ""', '[API.Page]: ../p.md "The page"'];
    for (const line of plain) expect(JSON.stringify(plainDefinitions(line)), line).toBe(micromark(line));
    expect(JSON.stringify(plainDefinitions(plain.join('\n')))).toBe(micromark(plain.join('\n')));
    for (const line of ['[a\\]b]: ./x.md', '[a  b]: ./x.md', "[a]: ./x.md 'T'", '[a]: <./x y.md>', '[a]: ./x(1).md', '[a]: ./x.md "T" ', ' [a]: ./x.md', '[a]: ./x.md (T)', '[a & b]: ./x.md', '[a]: ./x&y.md', '[a]: ./x.md "&"', '[a]:\n./x.md', '[ a]: ./x.md']) {
      expect(plainDefinitions(line), line).toBeUndefined();
    }
  });

  it('reads generated definitions as micromark does whenever it reads them', () => {
    // (Mostly characters a plain definition may have, now and then one it may not; character references.)
    const pieces = (set: string[], minLength = 1) => fc.array(fc.constantFrom(...set), { minLength, maxLength: 12 }).map((a) => a.join(''));
    const refs = ['&amp;', '&#91;', '&#x5D;', '&nosuch;', '&#0;', '&lt', '&'];
    const part = (safe: string, other: string, minLength = 1) => fc.oneof({ arbitrary: pieces(safe.split(''), minLength), weight: 4 }, { arbitrary: pieces([...safe.split(''), ...refs], minLength), weight: 2 }, { arbitrary: pieces([...(safe + other).split(''), ...refs], minLength), weight: 1 });
    const line = fc
      .tuple(part('aZ9 .-_/:#é', '\\[]{}<>"\'('), part('az/.:#?=', '()\\"<>{}'), fc.option(part('ab .', '"\\{}\'', 0), { nil: undefined }))
      .map(([label, url, title]) => `[${label}]: ${url}${title === undefined ? '' : ` "${title}"`}`);
    let plain = 0;
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 4 }), (lines) => {
        const text = lines.join('\n');
        const read = plainDefinitions(text);
        if (read) expect(JSON.stringify(read)).toBe(micromark(text));
        if (read) plain++;
      }),
      { numRuns: 3000 },
    );
    // (Not only the lines it leaves to micromark.)
    expect(plain).toBeGreaterThan(100);
  });

  it('keeps the identifier micromark keeps of a label', () => {
    expect(definedIdentifier('[Browser]: /b.md')).toBe('BROWSER');
    expect(definedIdentifier('[a\\]b  C]: /b.md')).toBe('A\\]B C');
    expect(definedIdentifier('  [two\nlines]: /b.md')).toBe('TWO LINES');
  });

  it('resolves the references of a piece read with the page\'s labels known as the page read whole does', () => {
    const labels = ['Browser', 'Page', 'Pic', 'collapsed', 'Two Words'];
    const definitions = labels.map((l) => `[${l}]: ./${l.toLowerCase().replace(/\W/g, '')}.md "${l}"`).join('\n');
    for (const text of ['<B>See [Browser] and [the page][Page] or ![x][Pic].</B>', 'A [collapsed][] and [Not Defined].', '| a |\n|---|\n| [browser] and [two\nwords] |', '# Heading with [Browser] {/* x */}']) {
      const whole = readMdxPiece(`${text}\n\n${definitions}`).children[0];
      const known = readMdxPiece(text, labels.map((l) => definedIdentifier(`[${l}]:`))).children[0];
      expect(JSON.stringify(known), text).toBe(JSON.stringify(whole));
      // (Alone, without them, it reads no references: the labels given are what makes the difference.)
      expect(JSON.stringify(readMdxPiece(text).children[0]), text).not.toBe(JSON.stringify(whole));
    }
  });
});
