// What search shows is plain text: headings, section paths and excerpts read from rendered HTML
// have their character references decoded exactly once, inline markup (code, links, emphasis)
// leaves no space behind, and separate blocks stay apart by a space.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { decodeHTML, escapeText } from 'entities';
import { htmlText } from '../../src/generator/search/html-text.ts';
import { pageRecords } from '../../src/generator/search/records.ts';

/** A heading as the Markdown pipeline renders it: text, then the hash link. */
const heading = (level: 2 | 3, id: string, html: string) => `<h${level} id="${id}">${html}<a class="hash-link" href="#${id}" aria-label="Direct link to ${html}">#</a></h${level}>`;

describe('htmlText', () => {
  it('decodes character references once, after the tags are gone', () => {
    expect(htmlText('Locale &#x26; Timezone')).toBe('Locale & Timezone');
    expect(htmlText('New APIs &amp; changes')).toBe('New APIs & changes');
    expect(htmlText('<code>&#x3C;input></code> and &lt;textarea&gt;')).toBe('<input> and <textarea>');
    // Text that reads "&amp;" on the page is encoded as "&#x26;amp;": it stays "&amp;".
    expect(htmlText('write &#x26;amp; for &#x26;')).toBe('write &amp; for &');
    expect(htmlText('&#x26;lt;b&#x26;gt;')).toBe('&lt;b&gt;');
  });

  it('joins inline elements to the text around them without a space', () => {
    expect(htmlText('<p>Pass a <code>locator</code>. Use it, or <a href="/x">the <em>page</em></a>; then <strong>click</strong>!</p>')).toBe('Pass a locator. Use it, or the page; then click!');
    expect(htmlText('<p>(see <a href="#a"><code>Page.route()</code></a>)</p>')).toBe('(see Page.route())');
    expect(htmlText('<strong>Play</strong>wright')).toBe('Playwright');
    expect(htmlText('<a href="/x" title="a > b">link</a>.')).toBe('link.');
  });

  it('keeps blocks, list items, cells and line breaks apart', () => {
    expect(htmlText('<p>First.</p><p>Second.</p>')).toBe('First. Second.');
    expect(htmlText('<ul><li>one</li><li>two</li></ul>')).toBe('one two');
    expect(htmlText('<table><tr><td>a</td><td>b</td></tr></table>')).toBe('a b');
    expect(htmlText('line<br>break')).toBe('line break');
  });

  it('leaves out code blocks, hash links, comments and a tag cut off at the end', () => {
    expect(htmlText('<p>Before.</p><pre><code>int x = 1;</code></pre><p>After.</p>')).toBe('Before. After.');
    expect(htmlText(heading(2, 'a', 'Title'))).toBe('Title');
    expect(htmlText('a<!-- note -->b <a href="/cut')).toBe('ab');
  });

  it('gives back any text, whatever inline markup wraps its parts', () => {
    const piece = fc.constantFrom('word', 'Page.click()', '.', ',', ';', ':', '!', '?', ')', '(', '&', '&amp;', '<', '>', '"', "'", '&#x26;', ' ', '  ', '\n', '\t', '\u00a0', ' \u2003 ');
    const tag = fc.constantFrom('code', 'a', 'em', 'strong', 'span', 'kbd');
    const part = fc.record({ text: fc.array(piece, { minLength: 1, maxLength: 4 }).map((p) => p.join('')), tag: fc.option(tag, { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), (parts) => {
        const html = parts.map(({ text, tag }) => (tag ? `<${tag}${tag === 'a' ? ' href="/x"' : ''}>${escapeText(text)}</${tag}>` : escapeText(text))).join('');
        const text = parts.map((p) => p.text).join('');
        expect(htmlText(`<p>${html}</p>`)).toBe(text.replace(/\s+/g, ' ').trim());
      }),
      { numRuns: 300 },
    );
  });
  it('reads any HTML as the plain chain of replacements it stands for does', () => {
    // The rule htmlText implements faster: every tag replaced by a function of its name.
    const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'img', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);
    const reference = (html: string) =>
      decodeHTML(
        html
          .replace(/<pre[\s>][\s\S]*?<\/pre>/g, ' ')
          .replace(/<(script|style)[\s>][\s\S]*?<\/\1>/g, ' ')
          .replace(/<a class="hash-link"[\s\S]*?<\/a>/g, '')
          .replace(/<!--[\s\S]*?-->/g, '')
          .replace(/<[^>]*$/, '')
          .replace(/<\/?([a-zA-Z][\w:-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g, (_tag, name: string) => (INLINE.has(name.toLowerCase()) ? '' : ' ')),
      )
        .replace(/\s+/g, ' ')
        .trim();
    // Fragments where tags meet: quotes holding "<" and ">", tags inside attribute values, names
    // that start like inline ones, upper case, unclosed quotes and tags, a tag cut off at the end.
    const piece = fc.constantFrom('<pre>', '</pre>', '<a class="hash-link" href="#h">', '<a href="/x">', '</a>', '<!--', '-->', '<script>', '</script>', '<p>', '</p>', '<code>', '</CODE>', '<br/>', '<td title="a > b">', '<i title=\'<b>\'>', '<div title="<em>x</em>">', "<div title='<a href=\"y\">'>", '<b title="x', '"', "'", '<', '>', '</', '<1', 'text', ' ', '\n', '\u00a0', '&amp;', '<span:x-y>', '<abbrev>', '<a-b>', '<sub_x>', '<Strong class=a>', '<img alt="List<String>">', '<h2 id="a">', '</h2>', '<a');
    fc.assert(fc.property(fc.array(piece, { maxLength: 16 }).map((p) => p.join('')), (html) => {
      expect(htmlText(html)).toBe(reference(html));
    }), { numRuns: 20000 });
  });
});

describe('page records', () => {
  it('take headings and section text as plain text', () => {
    const html = [
      '<p>Emulate the <code>locale</code>, timezone &#x26; more.</p>',
      heading(2, 'locale--timezone', 'Locale &#x26; Timezone'),
      '<p>Set it with <a href="/api#locale"><code>setLocale</code></a>. The <code>&#x3C;html lang></code> follows.</p>',
      heading(3, 'new-apis--changes', 'New APIs &#x26; <code>changes</code>'),
      '<ul><li>one</li><li>two</li></ul>',
    ].join('\n');
    const [page, h2, h3] = pageRecords({ url: '/docs/emulation', title: 'Emulation', html });
    expect(page.text).toBe('Emulate the locale, timezone & more.');
    expect(h2.hierarchy).toEqual(['Emulation', 'Locale & Timezone']);
    expect(h2.headings).toBe('Locale & Timezone');
    expect(h2.text).toBe('Set it with setLocale. The <html lang> follows.');
    expect(h3.hierarchy).toEqual(['Emulation', 'Locale & Timezone', 'New APIs & changes']);
    expect(h3.exact).toBe('newapischanges');
    expect(h3.text).toBe('one two');
  });
});
