// A big page rendered in parts (markdown/page-parts.ts) gives what the whole page gives: the same
// HTML, headings, ids, links, summary and problems with their lines. The tests make parts tiny, so
// that every page of the site, and random pages, are cut at every place a cut may be made.
import { describe, it, expect, beforeAll } from 'vitest';
import fc from 'fast-check';
import { createMarkdownRenderer, loadMdxSupport, type MarkdownInput, type MarkdownResult } from '../../src/generator/markdown/pipeline.ts';
import { pageParts } from '../../src/generator/markdown/page-parts.ts';
import { siteMarkdown } from '../helpers/site-markdown.ts';

beforeAll(() => loadMdxSupport());
const settings = { baseUrl: '/java/', tabLabels: { bash: 'Bash', java: 'Java' }, isApiClass: (n: string) => /^[A-Z]\w+$/.test(n) };
const whole = createMarkdownRenderer(settings);
const inParts = createMarkdownRenderer({ ...settings, parts: { from: 0, size: 1 } });
const input = (source: string, mdx = false): MarkdownInput => ({ source, file: 'content/docs/page.md', firstLine: 4, docPath: 'page.md', variables: { v: '1.0' }, sourceDir: 'content/docs', mdx });
/**
 * A result with its links and problems in a stable order, and each placeholder (in its HTML and
 * its headings) replaced by its link:
 * links are numbered in the order the transforms meet them (API references before other links, a
 * part at a time), and placeholders are filled in by number once every page is known.
 */
function settled(result: MarkdownResult): string {
  const key = (l: MarkdownResult['links'][number]) => JSON.stringify([l.line, l.raw, l.kind, l.target, l.hash]);
  // (Problems too are found a part at a time; a build lists them by line.)
  const problems = [...result.problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const text = JSON.stringify({ ...result, links: result.links.map(key).sort(), problems });
  // (Tab sets are numbered in the order the transforms meet them too: admonition-style tabs before
  // code tabs. Each keeps a number of its own in the page, in the order they are met.)
  const sets = new Map<string, number>();
  return text
    .replace(/docgen-(link|label):(\d+)/g, (_m, what: string, n: string) => `${what}(${key(result.links[Number(n)])})`)
    .replace(/tabs-(\d+)-/g, (_m, n: string) => `tabs-${sets.get(n) ?? sets.set(n, sets.size + 1).size}-`);
}

function same(source: string, mdx = false): void {
  expect(settled(inParts(input(source, mdx)))).toBe(settled(whole(input(source, mdx))));
}

describe('a page rendered in parts', () => {
  it('is cut between top-level blocks, never between adjacent code fences, and not at all with definitions or footnotes', () => {
    const page = '# A\n\nText one\nstill one.\n\n- a\n\n- b\n\n```java tab="x"\na\n```\n\n```java tab="y"\nb\n```\n\n> quote\n\n## B\n';
    expect(pageParts(page, 'markdown', 0, 1)?.map((p) => [p.line, p.text])).toEqual([
      [1, '# A\n\n'],
      [3, 'Text one\nstill one.\n\n'],
      [6, '- a\n\n- b\n\n'],
      [10, '```java tab="x"\na\n```\n\n```java tab="y"\nb\n```\n\n'],
      [18, '> quote\n\n'],
      [20, '## B\n'],
    ]);
    expect(pageParts(`${page}\n[ref]: ./a.md\n`, 'markdown', 0, 1)).toBeUndefined();
    expect(pageParts(`${page}\nA note[^1].\n\n[^1]: The note.\n`, 'markdown', 0, 1)).toBeUndefined();
    expect(pageParts(page, 'markdown')).toBeUndefined();
  });

  it('gives every Markdown page of the site what the whole page gives, as Markdown and as MDX without MDX syntax', () => {
    const pages = siteMarkdown();
    expect(pages.length).toBeGreaterThan(100);
    let cut = 0;
    for (const page of pages) {
      if (pageParts(page.body, 'markdown', 0, 1)) cut++;
      same(page.body);
      same(page.body, true);
    }
    expect(cut).toBeGreaterThan(100);
  });

  it('gives random pages what the whole page gives', () => {
    const block = fc.constantFrom(
      '# Title', '## Same', '## Same', '### Deeper {#custom}', 'Para *one* with [a link](./other.md) and `code`.', 'Second line\nof a paragraph.',
      '- item\n- item two\n  - nested', '1. first\n2. second', '- loose\n\n- list', '> quote\n> more', '> quote\n\n> another', '| a | b |\n| - | - |\n| 1 | 2 |',
      '```java tab="Maven"\nint a = 1;\n```', '```java tab="Gradle"\nint b;\n```', '```bash\nnpm i\n```', '    indented code', ':::note\nInside.\n\n## Heading inside\n:::',
      '::::tabs\n:::tab[A]\nx\n:::\n::::', '<div>\nraw html\n</div>', '<!--\ncomment\n\n# not a heading\n-->', '---', 'Setext\n===', '[method: Page.goto]', '{{vars.v}}', '<details>\n<summary>S</summary>\n\nBody\n</details>',
      '- unfinished\n\n  continued item', '```\nunclosed fence', '***bold italic***', 'Text ~~strike~~ x', '![image](./img.png)',
      '| a | b |\n|:-|-:|\n| [x](./y.md) | `c\\|d` |\n| only one |\n| 1 | 2 | 3 |\n| *e* | <b>f</b> |', '| h |\n| --- |\n| r1 |\n| r2 |\n| r3 |',
      '<pre>\n\n# not a heading\n\n</pre>', '- item\n\n  ```java\n  code\n\n  more\n  ```', ':::tip[Title]\n```\ncode\n\n:::\n```\n:::', 'Lazy\n> continuation', '2) two\n3) three',
    );
    const page = fc.array(fc.tuple(block, fc.constantFrom('\n\n', '\n', '\n\n\n')), { maxLength: 14 }).map((bs) => bs.map(([b, sep]) => b + sep).join(''));
    fc.assert(
      fc.property(page, fc.boolean(), (source, mdx) => same(source, mdx)),
      { numRuns: 300 },
    );
  });

  it('cuts a large table between its rows, each share under a header of empty cells, and joins them again', () => {
    const table = '| Name | Link |\n|:--|--:|\n| a | [one](./one.md) |\n| b | `x` |\n| c | three |\n\nAfter.\n';
    expect(pageParts(`Intro.\n\n${table}`, 'markdown', 0, 1)).toEqual([
      { text: 'Intro.\n\n', line: 1 },
      { text: '| Name | Link |\n|:--|--:|\n| a | [one](./one.md) |\n', line: 3 },
      // (A share's rows are on their lines of the page: `| b |` on line 6.)
      { text: '| | |\n|:--|--:|\n| b | `x` |\n', line: 4, rows: true },
      { text: '| | |\n|:--|--:|\n| c | three |\n', line: 5, rows: true },
      { text: 'After.\n', line: 9 },
    ]);
    same(`Intro.\n\n${table}`);
    const rows = Array.from({ length: 300 }, (_, i) => `| row ${i} | [link ${i}](./page-${i}.md#part) | \`code ${i}\` |`).join('\n');
    same(`# Big table\n\n| A | B | C |\n| - | :-: | -: |\n${rows}\n\n## After\n`);
  });

  it('stops at content nested too deep in one of its parts as the whole page does', () => {
    same(`# Top\n\nText.\n\n${'> '.repeat(300)}deep\n\n## After\n\nMore.\n`);
  });
});
