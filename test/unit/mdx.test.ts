// MDX pages: the constructs Docusaurus sites are written with, each rendered as Docusaurus means it.
import { describe, it, expect, beforeAll } from 'vitest';
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { createMarkdownRenderer, loadMdxSupport, type MarkdownResult } from '../../src/generator/markdown/pipeline.ts';
import { mdxCompat } from '../../src/generator/markdown/mdx/compat.ts';
import { styleText, elementProperties } from '../../src/components/kit/jsx-props.ts';
import { makeProject } from '../helpers/fixture.ts';

beforeAll(() => loadMdxSupport());
const render = createMarkdownRenderer({ baseUrl: '/docs/' });
const mdx = (source: string, sourceDir = '/tmp'): MarkdownResult => render({ source, file: 'docs/page.mdx', firstLine: 1, docPath: 'page.mdx', sourceDir, mdx: true });
const imports = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";

describe('MDX syntax', () => {
  it('runs the page ESM and leaves none of it in the page', () => {
    const r = mdx("import Tabs from '@theme/Tabs';\nexport const product = 'Widget';\nexport const price = 2 * 21;\n\n{product} costs {price} and {`${product}s`.length} letters.");
    expect(r.html).toBe('<p>Widget costs 42 and 7 letters.</p>');
    expect(r.problems).toEqual([]);
  });

  it('drops comments, shows nothing for null and booleans, and renders JSX in expressions', () => {
    expect(mdx('A {/* note to self */} b {null}{false} c {<em>d</em>}\n\n{/* a whole line */}').html).toBe('<p>A  b  c <em>d</em></p>');
  });

  it('takes heading ids from {#id} and {/* #id */}, and from the text of JSX inside a heading', () => {
    const r = mdx('## Install it {#setup}\n\n### click {/* #locator-click */}\n\n### AlertButtonStyle <Badge>iOS</Badge>\n');
    expect(r.toc.map((t) => [t.id, t.text])).toEqual([
      ['setup', 'Install it'],
      ['locator-click', 'click'],
      ['alertbuttonstyle-ios', 'AlertButtonStyle iOS'],
    ]);
    expect(r.problems.map((p) => [p.severity, p.line, p.message.split(':')[0]])).toEqual([['warning', 5, 'unknown component <Badge> (imported from "undefined")'.split(':')[0].replace(' (imported from "undefined")', '')]]);
  });

  it("gives the page's Markdown copy as written: heading ids as {#id}, HTML elements kept, components' tags and ESM taken out", () => {
    const r = mdx(`${imports}## Install it {#setup}\n\n<span id="why"></span>Because. <div className="x">a</div>\n\n<Tabs>\n<TabItem value="a">\n\nText.\n\n</TabItem>\n</Tabs>\n`);
    expect(r.markdown).toBe('\n\n## Install it {#setup}\n\n<span id="why"></span>Because. a\n\nText.\n');
  });

  it('writes HTML elements with their attributes as React would', () => {
    const r = mdx('<div className="row wide" style={{marginTop: 8, lineHeight: 1.5, position: "relative"}} tabIndex={0} data-kind="x" hidden>\n\n<label htmlFor="q">Query</label>\n\n</div>\n\nText <font size="2">small</font> and <x-search query="q"></x-search>.');
    // (The style is a class of the page's stylesheet: the site's CSP lets no style attribute apply.)
    const styleClass = /class="row wide (docgen-s-[0-9a-f]{8})"/.exec(r.html)![1];
    expect(r.html).toContain(`<div class="row wide ${styleClass}" tabindex="0" data-kind="x" hidden>`);
    expect(r.styles).toEqual([`.${styleClass}{margin-top:8px !important;line-height:1.5 !important;position:relative !important}`]);
    expect(r.html).toContain('<label for="q">Query</label>');
    expect(r.html).toContain('<font size="2">small</font> and <x-search query="q"></x-search>');
    expect(styleText({ fontSize: 12, zIndex: 3, '--accent': 'red', opacity: 0 })).toBe('font-size:12px;z-index:3;--accent:red;opacity:0');
    expect(elementProperties({ className: 'a b', onClick: () => {}, disabled: false, checked: true })).toEqual({ className: ['a', 'b'], checked: true });
  });

  it('shows the children of an unknown component, with a warning naming it and its line', () => {
    const r = mdx("import Fancy from '@site/src/components/Fancy';\n\nBefore.\n\n<Fancy kind=\"x\">\n\nInside **it**.\n\n</Fancy>\n");
    expect(r.html).toBe('<p>Before.</p>\n<p>Inside <strong>it</strong>.</p>');
    expect(r.problems).toEqual([expect.objectContaining({ severity: 'warning', file: 'docs/page.mdx', line: 5, message: expect.stringContaining('unknown component <Fancy> (imported from "@site/src/components/Fancy")') })]);
  });

  it('renders a component the page defines, with its props', () => {
    const r = mdx('export const Badge = ({ text, color }) => <span className={`badge badge-${color}`}>{text}</span>;\n\nNew: <Badge text="beta" color="blue" />');
    expect(r.html).toBe('<p>New: <span class="badge badge-blue">beta</span></p>');
  });

  it('turns text directives no one handles back into their text', () => {
    expect(mdx('Meet at 10:30 {"and"} :smile').html).toBe('<p>Meet at 10:30 and :smile</p>');
  });

  it('reads the admonition title written after its name, and leaves code fences alone', () => {
    // (As Docusaurus: the title as written, so a link in it stays a link; brackets that do not pair up are escaped.)
    expect(mdxCompat(':::tip Read [this] first\nBody\n:::')).toBe(':::tip[Read [this] first]\nBody\n:::');
    expect(mdxCompat(':::tip See [the guide](./g.md)\nBody\n:::')).toBe(':::tip[See [the guide](./g.md)]\nBody\n:::');
    expect(mdxCompat(':::tip Index a[0\nBody\n:::')).toBe(':::tip[Index a\\[0]\nBody\n:::');
    expect(mdxCompat('```md\n## A {#b}\n:::tip Title\n```')).toBe('```md\n## A {#b}\n:::tip Title\n```');
    expect(mdx(':::tip Read this\nCareful {1 + 1}.\n:::').html).toBe('<div class="admonition admonition-tip"><p class="admonition-title">Read this</p><p>Careful 2.</p></div>');
  });
});

describe('MDX problems', () => {
  it('reports a syntax error with its line and column and what was expected', () => {
    const r = mdx('Fine.\n\nThen <b>broken</i> here.\n');
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({ severity: 'error', file: 'docs/page.mdx', line: 3 });
    expect(r.problems[0].column).toBeGreaterThan(0);
    expect(r.problems[0].message).toMatch(/^MDX: .*(closing tag|expected)/i);
  });

  it('reports an expression that throws, and a value that cannot be shown', () => {
    const r = mdx('One {missing.field}.\n\nTwo {({a: 1})}.');
    expect(r.problems.map((p) => [p.line, p.message.replace(/:.*$/, '')])).toEqual([
      [1, 'expression failed'],
      [3, 'an expression gave [object Object], which cannot be shown (expected text, a number or JSX)'.replace(/:.*$/, '')],
    ]);
  });

  it('reports ESM that throws, and goes on with the rest of the page', () => {
    const r = mdx("export const x = (() => { throw new Error('no data') })();\n\nStill here.");
    expect(r.html).toBe('<p>Still here.</p>');
    expect(r.problems[0].message).toContain('no data');
  });
});

describe('MDX components', () => {
  it('makes Tabs and TabItem a tab set: labels, values, the default tab and the group', () => {
    const r = mdx(`${imports}<Tabs groupId="build" defaultValue="gradle" values={[{label: 'Maven', value: 'maven'}, {label: 'Gradle', value: 'gradle'}]}>\n<TabItem value="maven">\n\nUse **Maven**.\n\n</TabItem>\n<TabItem value="gradle">\n\nUse Gradle.\n\n</TabItem>\n<TabItem value="ant" label="Ant" attributes={{className: 'old'}}>\n\nAnt.\n\n</TabItem>\n</Tabs>`);
    expect(r.problems).toEqual([]);
    expect(r.html).toContain('<div class="tabs" data-group="build">');
    const tabs = [...r.html.matchAll(/<button[^>]*aria-selected="(true|false)"[^>]*class="([^"]+)" data-value="([^"]+)">([^<]+)</g)].map((m) => [m[4], m[3], m[1], m[2]]);
    expect(tabs).toEqual([
      ['Maven', 'maven', 'false', 'tabs-tab'],
      ['Gradle', 'gradle', 'true', 'tabs-tab'],
      ['Ant', 'ant', 'false', 'tabs-tab old'],
    ]);
    expect(r.html).toMatch(/data-value="maven" hidden><p>Use <strong>Maven<\/strong>.<\/p><\/div>/);
  });

  it('lets a TabItem marked default win, keeps a set without a group on its own, and keeps the query key', () => {
    const r = mdx(`${imports}<Tabs queryString="lang">\n<TabItem value="java">J</TabItem>\n<TabItem value="py" default>P</TabItem>\n</Tabs>`);
    expect(r.html).toContain('<div class="tabs" data-query="lang">');
    expect(r.html).toMatch(/aria-selected="true"[^>]*data-value="py"/);
  });

  it('reports what a Tabs cannot use', () => {
    const r = mdx(`${imports}<Tabs defaultValue="x">\n<TabItem>no value</TabItem>\n\nStray text.\n\n</Tabs>`);
    expect(r.problems.map((p) => p.message)).toEqual([
      'a <TabItem> needs a value: <TabItem value="maven">',
      'only <TabItem> elements may stand inside <Tabs>, found paragraph',
      '<Tabs defaultValue="x">: no <TabItem> has that value; there are no values',
    ]);
  });

  it('renders Admonition, Details, CodeBlock and TOCInline', () => {
    const r = mdx(`import Admonition from '@theme/Admonition';\nimport Details from '@theme/Details';\nimport CodeBlock from '@theme/CodeBlock';\nimport TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} maxHeadingLevel={2} />\n\n## First\n\n### Deeper\n\n## Second\n\n<Admonition type="warning" title="Mind this">\nText.\n</Admonition>\n\n<Details summary="More">\nHidden.\n</Details>\n\n<CodeBlock language="java" title="App.java">{\`class App {}\n\`}</CodeBlock>`);
    expect(r.problems).toEqual([]);
    expect(r.html).toContain('<div class="toc-inline"><ul><li><a href="#first">First</a></li><li><a href="#second">Second</a></li></ul></div>');
    expect(r.html).toContain('<div class="admonition admonition-warning"><p class="admonition-title">Mind this</p><p>Text.</p></div>');
    expect(r.html).toContain('<details><summary>More</summary><p>Hidden.</p></details>');
    expect(r.html).toContain('<div class="code-block" data-language="java"><div class="code-block-title">App.java</div>');
    expect(r.html).toContain('<span class="token keyword">class</span>');
  });

  it('renders an imported Markdown partial in place, its headings in the page, the file an input', () => {
    const dir = makeProject({
      'docs/_setup.mdx': "import Tabs from '@theme/Tabs';\n\n## Setup steps\n\nInstall the {what}.\n\nexport const what = 'tool';\n",
      'docs/_loop.mdx': "import Loop from './_loop.mdx';\n\n<Loop />\n",
    });
    const r = mdx("import Setup from './_setup.mdx';\nimport Loop from './_loop.mdx';\n\n# Page\n\n<Setup />\n\n<Loop />\n", path.join(dir, 'docs'));
    expect(r.html).toContain('<h2 id="setup-steps">Setup steps');
    expect(r.html).toContain('<p>Install the tool.</p>');
    expect(r.toc.map((t) => t.id)).toEqual(['page', 'setup-steps']);
    expect(r.reads).toEqual(expect.arrayContaining([path.join(dir, 'docs/_setup.mdx'), path.join(dir, 'docs/_loop.mdx')]));
    expect(r.problems.map((p) => p.message)).toEqual([expect.stringContaining('the partial "./_loop.mdx" imports itself')]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('JSON imports', () => {
  it('bind the data (default, named, namespace) in the page and its partials; the files are inputs', () => {
    const dir = makeProject({
      'docs/team.json': JSON.stringify({ lead: 'Ana', size: 4, members: ['Ana', 'Bea'] }),
      'data/site.json': JSON.stringify({ product: 'Lumen' }),
      'docs/_part.mdx': "import t from './team.json';\n\nThe partial knows {t.lead}.\n",
    });
    const source = "import team from './team.json';\nimport { size } from './team.json';\nimport * as all from './team.json';\nimport Part from './_part.mdx';\n\nLed by {team.lead}, {size} people ({all.members.join(' and ')}).\n\n<Part />\n";
    const r = render({ source, file: 'docs/page.mdx', firstLine: 1, docPath: 'page.mdx', sourceDir: path.join(dir, 'docs'), mdx: true });
    expect(r.problems).toEqual([]);
    expect(r.html).toContain('<p>Led by Ana, 4 people (Ana and Bea).</p>');
    expect(r.html).toContain('<p>The partial knows Ana.</p>');
    expect(r.reads).toEqual(expect.arrayContaining([path.join(dir, 'docs/team.json')]));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a broken or missing JSON file is one problem each, at the import, with the place of the syntax error', () => {
    const dir = makeProject({ 'docs/bad.json': '{\n  "a": 1,\n}\n' });
    const r = mdx("import bad from './bad.json';\nimport { a } from './bad.json';\nimport gone from './gone.json';\n\nValue {bad.a} {a} {gone.x}.\n", path.join(dir, 'docs'));
    expect(r.problems.map((p) => [p.line, p.message])).toEqual([
      [1, 'cannot import "./bad.json": invalid JSON: Expected double-quoted property name (its line 3, column 1)'],
      [1, 'cannot import "./gone.json": no such file'],
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('MDX partials', () => {
  it("report their problems at the partial's own lines (front matter counted)", () => {
    const dir = makeProject({ 'docs/_note.mdx': '---\ntitle: ignored\n---\n\nSome text.\n\n<Nope>x</Nope>\n\n{missing}\n', 'docs/_broken.mdx': 'Fine.\n\n<div>\n' });
    const r = mdx("import Note from './_note.mdx';\nimport Broken from './_broken.mdx';\n\n<Note />\n\n<Broken />\n", path.join(dir, 'docs'));
    const shown = (f: string) => path.relative(process.cwd(), path.join(dir, 'docs', f)).split(path.sep).join('/');
    expect(r.problems.map((p) => [p.file, p.line, p.severity])).toEqual([
      [shown('_note.mdx'), 7, 'warning'],
      [shown('_note.mdx'), 9, 'error'],
      [shown('_broken.mdx'), 3, 'error'],
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('any MDX', () => {
  const fragments = [
    "import Tabs from '@theme/Tabs';\n", "import TabItem from '@theme/TabItem';\n", "import P from './_missing.mdx';\n", "import X from '@site/src/x';\n",
    'export const a = 1;\n', 'export const b = () => { throw new Error("x") };\n', '{a}', '{b()}', '{/* c */}', '{', '}', '{(', '<Tabs>', '</Tabs>', '<TabItem value="a">', '</TabItem>',
    '<div className="x">', '</div>', '<P />', '<X y={1} />', '<Unknown>', '</Unknown>', '<>', '</>', '## H {#id}', '## H {/* #i */}', ':::tip T\n', ':::\n', ':x', '<br>', '<!-- -->',
    '```js\n', '`', '*', '[t](./a.md)', '| a |\n|---|\n', '- ', '> ', '\\', '{...{a: 1}}', '<Tabs values={[{label: "L", value: "a"}]} defaultValue="zz">', '{toc.length}',
  ];
  it('renders every generated page or reports its problems, never crashes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 12 })), fc.constantFrom('', ' ', '\n', '\n\n')), { maxLength: 24 }), (parts) => {
        const source = parts.map(([a, b]) => a + b).join('');
        const r = mdx(source);
        expect(typeof r.html).toBe('string');
        for (const p of r.problems) {
          expect(p.file).toBe('docs/page.mdx');
          expect(p.message).toBeTruthy();
          // (A syntax error has its place, but for the parser's own consistency checks, which
          // its development build runs in tests.)
          if (/^MDX: .*\(\d+:\d+/.test(p.message)) expect(p.line).toBeGreaterThan(0);
        }
      }),
      { numRuns: Number(process.env.MDX_RUNS ?? 400) },
    );
  });
});
