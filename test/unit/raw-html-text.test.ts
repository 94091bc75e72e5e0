// markdown.rawHtml outside the page's HTML: the Markdown copy of a page and a title taken from its
// "# heading" follow the same policy as the page (sanitize: what the sanitizer keeps of each piece
// of raw HTML; error: nothing of it, and a title's is an error), code left as written.
import { describe, it, expect, beforeAll } from 'vitest';
import { loadSanitizer } from '../../src/generator/markdown/raw-html.ts';
import { markdownUnderPolicy, titleUnderPolicy } from '../../src/generator/markdown/raw-html-text.ts';

beforeAll(() => loadSanitizer());

describe('Markdown text under markdown.rawHtml', () => {
  const text = [
    '# Top <img src="x" onerror="alert(1)">',
    '',
    'Press <kbd onclick="alert(2)">Ctrl</kbd> and `<script>code</script>` stays code.',
    '',
    'Inline <script>alert(3)</script> goes whole, <b style="color:red">bold</b> stays.',
    '',
    '<details>',
    '<summary onclick="alert(4)">More</summary>',
    '',
    'Hidden.',
    '',
    '</details>',
    '',
    '> <div onmouseover="alert(5)"',
    '> title="t">quoted</div>',
    '',
    '```html',
    '<iframe src="https://evil.example/"></iframe>',
    '```',
    '',
  ].join('\n');

  it("'sanitize' keeps what the sanitizer keeps of each piece, and code as written", () => {
    const { text: out } = markdownUnderPolicy(text, 'sanitize');
    expect(out.split('\n').slice(0, 13)).toEqual(['# Top <img src="x">', '', 'Press <kbd>Ctrl</kbd> and `<script>code</script>` stays code.', '', 'Inline  goes whole, <b>bold</b> stays.', '', '<details>', '<summary>More</summary>', '', 'Hidden.', '', '</details>', '']);
    expect(out).not.toMatch(/onerror|onclick|onmouseover|alert\(3\)|style=/);
    expect(out).toContain('<iframe src="https://evil.example/"></iframe>\n```');
  });

  it("'error' leaves raw HTML out, and 'allow' leaves the text alone", () => {
    const { text: out, pieces } = markdownUnderPolicy(text, 'error');
    expect(out).not.toMatch(/<img|<kbd|<b>|<details|onmouseover/);
    expect(out).toContain('`<script>code</script>` stays code.');
    expect(pieces.map((p) => p.line)).toContain(1);
    expect(markdownUnderPolicy(text, 'allow').text).toBe(text);
  });

  it('a title from a heading: sanitized, or an error per piece; code spans are not HTML', () => {
    expect(titleUnderPolicy('Top <img src="x" onerror="alert(1)"> <meta http-equiv="refresh" content="0">', 'sanitize')).toEqual({ title: 'Top <img src="x">', errors: [] });
    expect(titleUnderPolicy('Top <b onclick="x()">bold</b>', 'error')).toEqual({ title: 'Top bold', errors: [expect.stringMatching(/^raw HTML "<b onclick="x\(\)">" is not accepted/), expect.stringMatching(/^raw HTML "<\/b>" is not accepted/)] });
    expect(titleUnderPolicy('The `<div>` element', 'error')).toEqual({ title: 'The `<div>` element', errors: [] });
    expect(titleUnderPolicy('Top <img onerror="x">', 'allow').title).toBe('Top <img onerror="x">');
  });
});
