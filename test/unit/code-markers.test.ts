// Comment markers of code lines ([!code ++], [!code --], [!code focus], [!code highlight]): the
// marker leaves the line, the line gets its class, the block says it has focused or changed lines.
import { describe, it, expect } from 'vitest';
import { parse } from 'node-html-parser';
import { createMarkdownRenderer } from '../../src/generator/markdown/pipeline.ts';
import { codeMarkers } from '../../src/generator/markdown/code-markers.ts';

const render = createMarkdownRenderer({ baseUrl: '/docs/' });
const block = (source: string) => parse(render({ source, file: 'a.md', firstLine: 1, docPath: 'a.md' }).html, { blockTextElements: { script: true, style: true } });
const lines = (html: ReturnType<typeof block>) => html.querySelectorAll('.code-line').map((l) => ({ text: l.text.replace(/\n$/, ''), classes: l.classList.value.filter((c) => c !== 'code-line') }));

describe('code markers', () => {
  it('mark lines added, removed, focused and highlighted, and leave the code without them', () => {
    const html = block('```java\nclass A {\n  int a = 1; // [!code --]\n  int a = 2; // [!code ++]\n  void run() {} // [!code focus]\n  int b; // [!code highlight]\n}\n```\n');
    expect(lines(html)).toEqual([
      { text: 'class A {', classes: [] },
      { text: '  int a = 1;', classes: ['code-line-removed'] },
      { text: '  int a = 2;', classes: ['code-line-added'] },
      { text: '  void run() {}', classes: ['code-line-focused'] },
      { text: '  int b;', classes: ['highlight-line'] },
      { text: '}', classes: [] },
    ]);
    expect(html.querySelector('pre')!.classList.value).toEqual(expect.arrayContaining(['has-focused-lines', 'has-diff']));
    expect(html.text).not.toContain('[!code');
    // Highlighting still runs on the code.
    expect(html.querySelector('.code-line-added .token.keyword')!.text).toBe('int');
  });

  it('read every comment form, and keep a comment that says more than the marker', () => {
    const { source, classes } = codeMarkers(['echo hi # [!code ++]', '<p>x</p> <!-- [!code --] -->', 'a(); /* [!code focus] */', '{/* [!code hl] */}', 'SELECT 1; -- [!code ++]', 'b(); // keep this [!code ++]', 'c(); /* note [!code --] */'].join('\n'));
    expect(source.split('\n')).toEqual(['echo hi', '<p>x</p>', 'a();', '', 'SELECT 1;', 'b(); // keep this', 'c(); /* note */']);
    expect([...classes]).toEqual([
      [1, ['code-line-added']],
      [2, ['code-line-removed']],
      [3, ['code-line-focused']],
      [4, ['highlight-line']],
      [5, ['code-line-added']],
      [6, ['code-line-added']],
      [7, ['code-line-removed']],
    ]);
  });

  it('mark a number of lines with [!code ++:n], and leave text that is no comment alone', () => {
    const { source, classes } = codeMarkers('a(); // [!code ++:2]\nb();\nc();\nprint("[!code ++]")');
    expect(source).toBe('a();\nb();\nc();\nprint("[!code ++]")');
    expect([...classes.keys()]).toEqual([1, 2]);
  });

  it('leave a block without markers as it was', () => {
    const html = block('```bash\nnpm i # not a marker\n```\n');
    expect(lines(html)).toEqual([{ text: 'npm i # not a marker', classes: [] }]);
    expect(html.querySelector('pre')!.classList.value).not.toContain('has-diff');
  });
});
