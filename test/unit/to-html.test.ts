// Our hast → HTML writer must give exactly what hast-util-to-html gives (with allowDangerousHtml):
// on every Markdown page of the site, on the generated benchmark corpus's kinds of content, and on
// random trees.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { toHtml as reference } from 'hast-util-to-html';
import type { Nodes, Element, ElementContent, Properties } from 'hast';
import { toHtml } from '../../src/generator/markdown/to-html.ts';
import { createMarkdownTransformer } from '../../src/generator/markdown/pipeline.ts';
import { highlightedLineHtml } from '../../src/generator/markdown/highlight.ts';
import { refractor } from 'refractor/core';

const same = (tree: Nodes | Nodes[]) => expect(toHtml(tree)).toBe(reference(tree as Nodes, { allowDangerousHtml: true }));

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? markdownFiles(p) : /\.mdx?$/.test(e.name) ? [p] : [];
  });
}

describe('hast → HTML', () => {
  it('writes every Markdown page of the site as hast-util-to-html does', () => {
    const transform = createMarkdownTransformer({ baseUrl: '/java/', isApiClass: (n) => /^[A-Z]\w+$/.test(n), tabLabels: { bash: 'Bash' } });
    const files = ['content/docs', 'content/versioned_docs', 'content/community', 'content/api'].flatMap((d) => markdownFiles(path.resolve(d)));
    expect(files.length).toBeGreaterThan(120);
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      const out = transform({ source, file, firstLine: 1, docPath: path.basename(file), sourceDir: path.dirname(file) });
      // (Synchronous: only a site's own plugins make it a promise.)
      if (out instanceof Promise) throw new Error('expected a synchronous transform');
      if (!('tree' in out)) throw new Error('expected a tree (pages this small are not rendered in parts)');
      const { tree } = out;
      expect(tree.children.length, file).toBeGreaterThan(0);
      same(tree);
    }
  });

  it('writes the special cases as hast-util-to-html does', () => {
    const el = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children });
    same(el('p', {}, [{ type: 'text', value: 'a < b && c > d "q" \'s\'' }]));
    same(el('a', { href: 'x?a=1&b="2"', title: "it's `x`", className: ['a', 'b'], ariaLabel: 'L', dataFooBar: 3 }, [{ type: 'text', value: 't' }]));
    same(el('input', { type: 'checkbox', checked: true, disabled: false, value: '' }));
    same(el('img', { src: 'a.png', alt: '', width: 10, loading: 'lazy' }));
    same(el('br', {}, [{ type: 'text', value: 'content in a void element' }]));
    same(el('script', {}, [{ type: 'text', value: 'if (a < b && c) {}' }]));
    same(el('style', {}, [{ type: 'text', value: 'a > b { x: "&" }' }]));
    same(el('div', { hidden: true, download: '', accept: ['a', 'b', ''], coords: [1, 2] }));
    same(el('svg', { viewBox: '0 0 1 1' }, [el('path', { d: 'M0 0', strokeWidth: '2' })]));
    same(el('template', {}, []));
    same([{ type: 'comment', value: 'a -- b' }, { type: 'raw', value: '<b>&amp;</b>' }, { type: 'text', value: '&' }] as Nodes[]);
    same(el('p', { tabIndex: 0, id: 'x\0y', className: [] }));
  });

  it('writes random trees as hast-util-to-html does', () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', '<', '>', '&', '"', "'", '`', '\0', 'é', '\n', '=') , maxLength: 8 });
    const value = fc.oneof(text, fc.integer({ min: -3, max: 300 }), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 3 }), fc.constant(Number.NaN));
    const key = fc.constantFrom('id', 'className', 'href', 'title', 'hidden', 'checked', 'download', 'ariaLabel', 'ariaHidden', 'dataLine', 'tabIndex', 'accept', 'style', 'value', 'open', 'rel', 'target', 'srcSet', 'lang');
    const tag = fc.constantFrom('div', 'span', 'p', 'a', 'code', 'pre', 'img', 'br', 'hr', 'input', 'table', 'td', 'li', 'h2', 'script', 'details', 'summary');
    const { node } = fc.letrec<{ node: ElementContent }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        text.map((value) => ({ type: 'text', value }) as ElementContent),
        text.map((value) => ({ type: 'raw', value }) as unknown as ElementContent),
        fc.record({ tagName: tag, properties: fc.dictionary(key, value, { maxKeys: 4 }), children: fc.array(tie('node'), { maxLength: 4 }) }).map((e) => ({ type: 'element', ...e }) as ElementContent),
      ),
    }));
    fc.assert(fc.property(fc.array(node, { maxLength: 4 }), (children) => {
      same({ type: 'root', children });
    }), { numRuns: 3000 });
  });
});

describe('highlighted code, line by line', () => {
  const tokenize = (source: string, lang: string) => (refractor as unknown as { tokenize(s: string, g: unknown): never }).tokenize(source, refractor.languages[lang]);
  /** Plain text (a language not known) goes in as it is. */
  const linesOf = (source: string, lang: string) => highlightedLineHtml(refractor.registered(lang) ? tokenize(source, lang) : source, lang);
  const whole = (source: string, lang: string) => reference(refractor.highlight(source, lang), { allowDangerousHtml: true });

  it('writes code whose tokens stay on their lines as refractor and hast-util-to-html do', () => {
    const samples: [string, string][] = [
      ['java', 'Page page = browser.newPage();\npage.navigate("https://example.com?a=1&b=<2>");\nint n = 42; // done'],
      ['xml', '<dependency>\n  <artifactId>playwright</artifactId>\n  <!-- a &amp; b -->\n  <x a="&lt;">&nbsp;&#169;</x>\n</dependency>'],
      ['bash', 'mvn exec:java -e -D exec.args="install --with-deps"\necho "$HOME" && ls'],
      ['json', '{ "a": [1, true, null], "b": "x\\"y" }'],
    ];
    for (const [lang, source] of samples) {
      const lines = linesOf(source, lang);
      expect(lines).toHaveLength(source.split('\n').length);
      expect(lines.join(''), lang).toBe(whole(source, lang));
    }
  });

  it('cuts a token that spans lines at each break and reopens it on the next line', () => {
    expect(linesOf('/* one\n   two */ int x;', 'java')).toEqual([
      '<span class="token comment">/* one</span>\n',
      '<span class="token comment">   two */</span> <span class="token keyword">int</span> x<span class="token punctuation">;</span>',
    ]);
    expect(linesOf('String s = """\n  a < b\n  """;', 'java')).toEqual([
      '<span class="token class-name">String</span> s <span class="token operator">=</span> <span class="token triple-quoted-string string">"""</span>\n',
      '<span class="token triple-quoted-string string">  a &#x3C; b</span>\n',
      '<span class="token triple-quoted-string string">  """</span><span class="token punctuation">;</span>',
    ]);
    expect(linesOf('a\n\n<b>&</b>', 'txt-unknown')).toEqual(['a\n', '\n', '&#x3C;b>&#x26;&#x3C;/b>']);
  });
});
