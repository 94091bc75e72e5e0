import { describe, it, expect } from 'vitest';
import { createMarkdownRenderer, type MarkdownInput } from '../../src/generator/markdown/pipeline.ts';
import type { ApiRefResolver } from '../../src/generator/markdown/api-refs.ts';
import { resolveLinks } from '../../src/generator/site/links.ts';

const api: ApiRefResolver = {
  isClass: (name) => name === 'Locator' || name === 'Page',
  resolve: (kind, ref, member) => {
    if (kind === 'method' && ref === 'Page.goto') return { href: '/java/docs/api/class-page#page-goto', label: 'Page.navigate()' };
    if (kind === 'class') return { href: `/java/docs/api/class-${ref.toLowerCase()}`, label: ref };
    if (kind === 'option' && ref === 'timeout' && member) return { href: '/java/docs/api/class-page#page-goto-option-timeout', label: 'setTimeout' };
    return { error: `unknown API reference "${kind}: ${ref}"` };
  },
};
const render = createMarkdownRenderer({ baseUrl: '/java/', isApiClass: api.isClass, tabLabels: { bash: 'Bash' } });
const md = (source: string, extra: Partial<MarkdownInput> = {}) =>
  render({ source, file: 'content/docs/guide.md', firstLine: 5, docPath: 'guides/guide.md', ...extra });

describe('markdown pipeline', () => {
  it('renders GFM tables, task lists, strikethrough and footnotes', () => {
    const r = md('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ text[^1]\n\n[^1]: A note.\n');
    expect(r.html).toContain('<table class="table">');
    expect(r.html).toContain('type="checkbox"');
    expect(r.html).toContain('<del>old</del>');
    expect(r.html).toContain('data-footnote-ref');
    expect(r.problems).toEqual([]);
  });

  it('gives headings GitHub-style ids, explicit ids and hash links, and builds the toc', () => {
    const r = md('## Back/Forward Cache (BFCache)\n\n### Setup {#custom}\n\n## Setup\n\n## Setup\n\n### 🖼️ WebP screenshots\n\n### Breaking Changes ⚠️\n\n### Breaking Changes ⚠️\n');
    expect(r.toc.map((t) => t.id)).toEqual(['backforward-cache-bfcache', 'custom', 'setup', 'setup-1', '-webp-screenshots', 'breaking-changes-', 'breaking-changes--1']);
    expect(r.html).toContain('<h3 id="custom">Setup<a class="hash-link" href="#custom" aria-label="Direct link to Setup">#</a></h3>');
    expect(r.ids).toContain('setup-1');
  });

  it("gives a heading's table-of-contents entry its links' text, not the links (the entry is a link)", () => {
    const r = md('## Using [Page.goto](./page.md) and **[x](#y)**\n');
    expect(r.toc[0].html).toBe('Using Page.goto and <strong>x</strong>');
    expect(r.html).toContain('<a href="docgen-link:0">Page.goto</a>');
  });

  it("gives an image the text of its description as alt, its code's text kept and its markup left out", () => {
    expect(md('![`createStore`: the *store* & more](./i.png)\n').html).toContain('alt="createStore: the store &#x26; more"');
  });

  it('counts the ids of raw HTML as the browser reads them, character references decoded', () => {
    const r = md('<div id="&#xFE0F;-webp-screenshots"></div>\n\n<span id=\'a&amp;b\'></span>\n');
    expect(r.ids).toEqual(['\ufe0f-webp-screenshots', 'a&b']);
  });

  it('renders admonitions with default and custom titles', () => {
    const r = md(':::warning[Careful now]\nBody **text**.\n:::\n\n:::tip\nA tip.\n:::\n');
    expect(r.html).toContain('<div class="admonition admonition-warning"><p class="admonition-title">Careful now</p>');
    expect(r.html).toContain('<p class="admonition-title">Tip</p>');
    expect(r.html).toContain('<strong>text</strong>');
  });

  it('reports unknown block directives with their line, and keeps stray :words as text', () => {
    const r = md('Time is 10:30 and key:value stays.\n\n:::notes\nx\n:::\n');
    expect(r.html).toContain('key:value stays');
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({ file: 'content/docs/guide.md', line: 7 });
    expect(r.problems[0].message).toMatch(/unknown directive :::notes; did you mean "note"\?/);
  });

  it('nests containers (the outer with more colons), ignores ::: inside fenced code and reads the older ":::note Title" form', () => {
    const r = md('::::note Outer title\nBefore.\n\n:::tip\nInner.\n:::\n\n```text\n:::\n```\n\nAfter.\n::::\n\nOutside.\n');
    expect(r.problems).toEqual([]);
    expect(r.html).toContain('<p class="admonition-title">Outer title</p>');
    expect(r.html).toMatch(/admonition-note[\s\S]*admonition-tip[\s\S]*Inner[\s\S]*<\/div>[\s\S]*:::[\s\S]*After\.<\/p>\s*<\/div>\s*<p>Outside\.<\/p>/);
  });

  it('closes a container at the first line of as many colons, one inside a nested container too (as remark-directive reads it)', () => {
    const r = md(':::note\nBefore.\n\n:::tip\nInner.\n:::\n\nAfter.\n:::\n');
    expect(r.html).toMatch(/admonition-note[\s\S]*admonition-tip[\s\S]*Inner\.<\/p>\s*<\/div>\s*<\/div>\s*<p>After\.\s*:::<\/p>/);
  });

  it('closes an unclosed container at the end of the page, and gives links their own line', () => {
    const r = md(':::warning\nNever closed.\n\nSee [a](./missing.md) and\nthen [b](./other.md#x).\n');
    expect(r.html).toContain('admonition-warning');
    expect(r.html).toContain('Never closed.');
    expect(r.links.map((l) => [l.target, l.line])).toEqual([['guides/missing.md', 8], ['guides/other.md', 9]]);
  });

  it('highlights code with titles, line highlights and line numbers', () => {
    const r = md('```java title="App.java" {2} showLineNumbers\nclass A {\n  int x;\n}\n```\n');
    expect(r.html).toContain('<div class="code-block" data-language="java"><div class="code-block-title">App.java</div>');
    expect(r.html).toContain('class="code-line line-number highlight-line"');
    expect(r.html).toContain('<span class="token keyword">class</span>');
    expect(r.html).toContain('tabindex="0"');
  });

  it('writes each code line as its own element would be written: its number, its classes escaped, an empty line only its line break', () => {
    const marking = createMarkdownRenderer({ baseUrl: '/', magicComments: [{ className: 'highlight-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }, { className: 'odd"one', line: 'odd-next', block: { start: 'odd-start', end: 'odd-end' } }] });
    const source = '```java showLineNumbers=7\nint a = 1;\n// highlight-next-line\nint b = 2;\n\n// odd-next\nint c = 3;\n```\n';
    const html = marking({ source, file: 'a.md', firstLine: 1, docPath: 'a.md' }).html;
    const code = /<code class="language-java code-highlight">([\s\S]*?)<\/code>/.exec(html)![1];
    const tags = [...code.matchAll(/<span class="(code-line[^"]*)"( line="\d+")?>/g)].map((m) => `${m[1]}${m[2] ?? ''}`);
    expect(tags).toEqual(['code-line line-number line="7"', 'code-line line-number highlight-line line="8"', 'code-line line-number line="9"', 'code-line line-number odd&#x22;one line="10"']);
    expect(code).toContain('<span class="code-line line-number" line="9">\n</span>');
    // A line marked twice with one class has it once.
    const twice = marking({ source: '```java\n// highlight-next-line\n// highlight-start\nint a = 1;\n// highlight-end\n```\n', file: 'a.md', firstLine: 1, docPath: 'a.md' }).html;
    expect(twice).toContain('<span class="code-line highlight-line"><span class="token keyword">int</span>');
    expect(twice).not.toContain('highlight-line highlight-line');
  });

  it('takes the ids written in code lines as the page\'s, line by line, as it takes those of raw HTML', () => {
    const r = md('```text\n<a id="from-code">\nan id="left open\nthen closed" here\n```\n\n```java\nvoid run() {}\n```\n');
    expect(r.ids).toContain('from-code');
    // (A quote left open on its line closes nothing on the next.)
    expect(r.ids.filter((id) => id.includes('\n') || id.includes('<'))).toEqual([]);
  });

  it('highlights a code block seen before the same way, whatever is done with the first', () => {
    const block = '```java\nint first = 1;\nint last = 2;\n```\n';
    const once = md(block).html;
    expect(once.match(/class="code-line"/g)).toHaveLength(2);
    // Seen again (in the same page and in another), with other line options: all its lines, its own marks.
    const twice = md(`${block}\n${block.replace('```java', '```java {2}')}`).html;
    expect(twice.match(/class="code-line( highlight-line)?"/g)).toEqual(['class="code-line"', 'class="code-line"', 'class="code-line"', 'class="code-line highlight-line"']);
    expect(twice.match(/<span class="token keyword">int<\/span> last/g)).toHaveLength(2);
    expect(md(block).html).toBe(once);
    // Lines of every length (empty, shorter and longer than a few characters) are kept whole.
    const mixed = '```java\nx;\n\nString message = "a line long enough to be kept as a piece of the block";\n}\n```\n';
    const first = md(mixed).html;
    expect(first.match(/class="code-line"/g)).toHaveLength(4);
    expect(md(mixed).html).toBe(first);
    // The same code in another language is that language's.
    const script = md(block.replace('```java', '```javascript')).html;
    expect(script).not.toContain('<span class="token keyword">int</span>');
    expect(script).toContain('<span class="token number">1</span>');
  });

  it('groups adjacent tab code blocks into a synced tab set', () => {
    const r = md('```bash tab=bash\nls\n```\n\n```powershell tab="PowerShell"\ndir\n```\n');
    expect(r.html).toContain('<div class="tabs" data-group="bash-powershell">');
    expect(r.html).toContain('role="tab"');
    expect(r.html).toMatch(/<button[^>]*>Bash<\/button>/);
    expect(r.html).toMatch(/role="tabpanel"[^>]*hidden/);
  });

  it('reports a lone tab block', () => {
    const r = md('```bash tab=Bash\nls\n```\n');
    expect(r.problems[0].message).toMatch(/needs at least one adjacent tab block/);
  });

  it('renders ::::tabs containers', () => {
    const r = md('::::tabs{group="build"}\n:::tab[Maven]\nUse Maven.\n:::\n:::tab[Gradle]\nUse Gradle.\n:::\n::::\n');
    expect(r.html).toContain('data-group="build"');
    expect(r.html).toMatch(/>Maven<\/button>.*>Gradle<\/button>/s);
    expect(r.problems).toEqual([]);
  });

  it('substitutes site variables and reports unknown ones with their line', () => {
    const r = md('Version {{vars.v}}.\n\n```xml\n<version>{{ vars.v }}</version>\n```\n\n{{vars.nope}}\n', { variables: { v: '1.2.3' } });
    expect(r.html).toContain('Version 1.2.3.');
    expect(r.html).toContain('1.2.3');
    expect(r.problems.map((p) => [p.line, p.message])).toEqual([[11, 'unknown site variable {{vars.nope}}; accepted site variables: v']]);
  });

  it('collects links with placeholders and keeps external links safe', () => {
    const r = md('[a](./other.md#x) [b](/api/class-page.md) [c](/community/welcome) [d](#local) [e](https://example.com) [f](/java/docs/intro)\n');
    expect(r.links.map((l) => [l.kind, l.target, l.hash, l.line])).toEqual([
      ['doc', 'guides/other.md', 'x', 5],
      ['doc', 'api/class-page.md', '', 5],
      ['path', '/community/welcome', '', 5],
      ['anchor', '', 'local', 5],
      ['path', '/docs/intro', '', 5],
    ]);
    expect(r.html).toContain('href="docgen-link:0"');
    expect(r.html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">e</a>');
  });

  it('turns API references, both spellings, into late-bound links and resolves them per version', () => {
    const r = md('Use [method: Page.goto] or [`method: Page.goto`] on a [Locator], not [Other].\n\n[method: Page.nope]\n');
    expect(r.links.map((l) => [l.kind, l.apiKind, l.target, l.line])).toEqual([
      ['api', 'method', 'Page.goto', 5],
      ['api', 'method', 'Page.goto', 5],
      ['api', 'class', 'Locator', 5],
      ['api', 'method', 'Page.nope', 7],
    ]);
    expect(r.html).toContain('not [Other]');
    const index = { baseUrl: '/java/', root: '/', staticDir: '/', linkable: { folders: [], accepted: '' }, routes: new Set<string>(), idsByPath: new Map(), docsByVersion: new Map(), apiResolverFor: () => api };
    const out = resolveLinks(r.html, r.links, { permalink: '/java/docs/guide', source: 'content/docs/guide.md', assetBase: '/' }, index, new Map());
    expect(out.html).toContain('<a href="/java/docs/api/class-page#page-goto">Page.navigate()</a> or <a href="/java/docs/api/class-page#page-goto">Page.navigate()</a>');
    expect(out.html).toContain('<a href="/java/docs/api/class-locator">Locator</a>, not [Other]');
    expect(out.problems).toHaveLength(1);
    expect(out.problems[0]).toMatchObject({ file: 'content/docs/guide.md', line: 7 });
    expect(out.problems[0].message).toContain('unknown API reference "method: Page.nope"');
  });

  it('passes raw HTML such as details through', () => {
    const r = md('<details>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n');
    expect(r.html).toContain('<details>');
    expect(r.html).toContain('<strong>text</strong>');
  });

  it('renders a click-to-play video facade', () => {
    const r = md('::youtube{id="abcdefghijk" title="Intro"}\n');
    expect(r.html).toContain('data-youtube-id="abcdefghijk"');
    expect(r.html).not.toContain('<iframe');
  });

  it('uses the first paragraph as summary', () => {
    expect(md('Hello *world*.\n\nSecond.').summary).toBe('Hello world.');
  });
});

describe('bare URLs', () => {
  it('links https:// and www. URLs in text, leaving trailing punctuation and code alone', () => {
    const r = md('See https://example.com/a_(b). Or www.example.org, and `https://not.linked` too.\n');
    expect(r.html).toContain('<a href="https://example.com/a_(b)" target="_blank" rel="noopener noreferrer">https://example.com/a_(b)</a>.');
    expect(r.html).toContain('<a href="http://www.example.org" target="_blank" rel="noopener noreferrer">www.example.org</a>,');
    expect(r.html).toContain('<code>https://not.linked</code>');
  });
  it('does not link inside links', () => {
    expect(md('[https://a.example.com](https://b.example.com)').html.match(/<a /g)).toHaveLength(1);
  });
});
