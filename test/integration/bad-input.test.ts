// Bad input never crashes docgen without a clear message and never leaves half an output.
//
// 1. Property tests (fast-check) feed random and malformed Markdown, front matter, sidebars and
//    config through the loaders and the renderer the build uses, in this process, and a few random
//    bad pages through whole `docgen build` runs.
// 2. Specific inputs, each a whole `docgen build` of a temporary project: a 5 MB page, CRLF line
//    endings, invalid UTF-8, files that cannot be read, a symbolic link loop in content/, and an
//    output folder that cannot be written (the previous output stays byte-identical).
import { describe, it, expect, beforeAll } from 'vitest';
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { parse } from 'node-html-parser';
import { runCli, repoRoot, withoutProgress } from '../helpers/cli.ts';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { createRendererFromSettings, type MarkdownInput } from '../../src/generator/markdown/pipeline.ts';
import { docBody } from '../../src/generator/content/docs.ts';
import { frontMatterSchema, parseSource } from '../../src/generator/content/frontmatter.ts';
import { loadSidebarFile, resolveSidebars, type SidebarSource } from '../../src/generator/content/sidebars.ts';
import { loadConfig, validateConfig } from '../../src/generator/config/load.ts';
import { createApiResolver, loadApiData } from '../../src/generator/content/api-data.ts';
import { buildDocIndex, resolveLinks, type LinkIndex } from '../../src/generator/site/links.ts';
import { DocgenError, type Problem } from '../../src/generator/errors.ts';
import type { DocRecord, DocsVersion } from '../../src/generator/content/model.ts';
import type { SidebarItem } from '../../src/shared/types.ts';

// ---------------------------------------------------------------------------------------------
// Shared checks

/** What a crash looks like in a message: a JavaScript error name or a stack frame. */
const CRASH = /TypeError|ReferenceError|RangeError|SyntaxError: Unexpected|Cannot read propert|is not a function|is not iterable|undefined is not|Maximum call stack|\n\s+at /;

/** Problems a user can act on: the file named, a message, a line inside the file where given. */
function expectReadable(problems: Problem[], file: string | RegExp, lines = Infinity): void {
  for (const p of problems) {
    if (typeof file === 'string') expect(p.file).toBe(file);
    else expect(p.file).toMatch(file);
    expect(['error', 'warning']).toContain(p.severity);
    expect(p.message.trim()).not.toBe('');
    expect(p.message).not.toMatch(CRASH);
    if (p.line !== undefined) {
      expect(Number.isInteger(p.line) && p.line >= 1).toBe(true);
      expect(p.line).toBeLessThanOrEqual(lines + 1);
    }
  }
}

const lineCount = (text: string) => text.split(/\r\n?|\n/).length;

/** Every file of a folder by relative path, with its content hash (folders and links marked). */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const abs = path.join(d, e.name);
      const rel = path.relative(dir, abs);
      if (e.isDirectory()) {
        out.set(rel, 'dir');
        walk(abs);
      } else if (e.isSymbolicLink()) out.set(rel, `link:${fs.readlinkSync(abs)}`);
      else out.set(rel, crypto.createHash('sha256').update(fs.readFileSync(abs)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

/** Temporary folders a build leaves next to its output when it does not clean up. */
const leftoverNames = (dir: string) => fs.readdirSync(dir).filter((f) => /\.(tmp|old)-\d+$/.test(f));

/**
 * Temporary and previous output folders left next to `dir`'s entries. A replaced output folder is
 * deleted by a background process: it is given ten seconds to finish.
 */
async function leftovers(dir: string): Promise<string[]> {
  for (let i = 0; i < 100 && leftoverNames(dir).some((f) => /\.old-\d+$/.test(f)); i++) await new Promise((r) => setTimeout(r, 100));
  return leftoverNames(dir);
}

/** A failed build: status 1, problem lines naming a file, no stack trace, no "bug" report. */
function expectCleanFailure(r: { code: number | null; stderr: string }, fileLine: RegExp): void {
  expect(r.code, r.stderr).toBe(1);
  expect(r.stderr).toMatch(fileLine);
  expect(r.stderr).not.toMatch(/^\s+at /m);
  expect(r.stderr).not.toMatch(/bug in docgen/);
  expect(r.stderr).toMatch(/✖ \d+ errors?/);
}

// ---------------------------------------------------------------------------------------------
// Generators

const FRAGMENTS = [
  // fences, unclosed or with odd meta
  '```', '````', '~~~', '```java title="Example.java" {2,4-5} showLineNumbers', '```xml tab="Maven"', '```groovy tab="Gradle" group="build"', '```js {', '```unknown-lang',
  // directives
  ':::note', ':::warning[Careful', ':::tip[Title]{#id .cls}', ':::', '::::', '::::tabs{group="x"}', ':::tab[Maven]', ':::tab', ':::sparkles', '::youtube{id="abc"}', '::youtube{id="dQw4w9WgXcQ" title="x"}', '::people{data="./nope.json"}', '::people', ':::note Old title',
  // headings and ids
  '# Title', '## Heading {#id}', '## {#}', '### Heading {#a b}', '## Heading {#id}', '###### deep', '####### seven', 'Setext\n===', '## `code` heading', '## [link](./guide.md) heading',
  // tables, some ragged
  '| a | b |', '|---|---|', '|---|', '| 1 | 2 | 3 | 4 |', '|:-:|--:|:--|', '| x |', '| a \\| b |',
  // raw HTML
  '<details>', '<summary>More</summary>', '</details>', '</div>', '<div>', '<script>alert(1)</script>', '<!--', '-->', '<img src=x onerror=y>', '<a href="./missing.md">x</a>', '<br/>', '<?php', '<![CDATA[',
  // API references
  '[method: Page.goto]', '[method: X.y]', '[option: Page.goto.timeout]', '[option: timeout]', '[param: url]', '[property: Page.keyboard]', '[event: Page.console]', '[event: ]', '[Locator]', '[NoSuchClass]', '[method: ]', '[method:Page.goto]',
  // links and images
  '[a](./missing.md)', '[b](./guide.md#nope)', '[c](/nowhere)', '[d](./a%zz.md)', '[e](#%E0%A4%A)', '[f](./guide.md#%zz)', '[g](<>)', '[h]()', '![img](./missing.png)', '![img](/missing.png)', '<http://x>', '[i](https://example.com)', '[j](../../../../etc/passwd)', '[k](./intro.md)', '[l](#)', '[^1]', '[^1]: a note', '[^]', '[ref]', '[ref]: ./missing.md', '[m](mailto:a@b)', '[n](javascript:alert(1))', '[o](//host/x)', '[p](./folder/)', '[q](?x=1)',
  // variables
  '{{vars.missing}}', '{{vars.', '{{ vars.x }}', '{{vars.__proto__}}', '{{vars.constructor}}',
  // odd characters
  '\u0000', '\ud800', '\udfff', '\udc00\ud800', '\uFEFF', '\uFFFD', '\r', '\r\n', '\t', '\u2028', '\u200B', '\\', '&amp;', '&#0;', '&#xD800;', '&bogus;',
  // lists, quotes, emphasis
  '- item', '  - nested', '1. one', '1) one', '- [ ] task', '- [x] done', '> quote', '>', '* * *', '***', '**bold', '_under', '~~strike', '`code', '    indented code',
];

/** Very deep nesting of one construct. */
const deepNesting = fc
  .tuple(fc.constantFrom('> ', '- ', '1. ', '  - ', '[', '*', '_', '<div>', ':::note\n', '::::tabs\n:::tab[A]\n', '`', '| ', '    ', '![', '(', '{{'), fc.integer({ min: 50, max: 3000 }))
  .map(([unit, n]) => `${unit.repeat(n)}x`);

const fragment = fc.oneof(
  { arbitrary: fc.constantFrom(...FRAGMENTS), weight: 8 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
  {
    arbitrary: fc.tuple(fc.constantFrom('[method: ', '[property: ', '[event: ', '[option: ', '[param: ', '[', '[t](', '![i](', '[t](./', '[t](/', '[t](#'), fc.string({ maxLength: 20 }), fc.constantFrom(']', ')', '.md)', '')).map((p) => p.join('')),
    weight: 2,
  },
);

/** Markdown made of Markdown-ish fragments, joined by line breaks or nothing. */
const markdownish = fc.array(fc.tuple(fragment, fc.constantFrom('\n', '\n\n', ' ', '')), { maxLength: 30 }).map((parts) => parts.map(([a, b]) => a + b).join(''));

const FRONT_MATTER_KEYS = [...Object.keys(frontMatterSchema.shape), 'titel', 'tags', 'sidebar_positon', '__proto__', 'constructor', 'toString', ''];
const YAML_VALUES = [
  '', '~', 'null', 'true', 'no', '0', '-1', '1.5', '1e999', '.nan', '.inf', '0x1F', '0o17', '2024-01-01', '12:30', '[1', '[a, b]', '[1, 2]', '{a: 1}', '{', '}', '"unclosed', "'unclosed", '"\\u00"', '|', '>', '|\n  block\n  text',
  '\n  - a\n  - b', '&a x', '*a', '*undefined', '!!binary aGk=', '!!js/function "x"', '!!str 1', '!!int x', '!custom x', '? x', ': x', '@x', '`x', '%YAML 1.2', '\t1', 'a: b: c', '[[[[[[[[[[[[', '- x', '"title"', 'x # comment', 'ü', '\u0000',
];
const yamlLine = fc.oneof(
  { arbitrary: fc.tuple(fc.constantFrom(...FRONT_MATTER_KEYS), fc.oneof(fc.constantFrom(...YAML_VALUES), fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? ''))).map(([k, v]) => `${k}: ${v}`), weight: 6 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
  { arbitrary: fc.constantFrom('---', '...', '  indented: x', '- list', '#comment', '', ' ', 'title: A\ntitle: B', '<<: *a', 'a: &a {title: x}'), weight: 1 },
);
/** A page: front matter of random lines (sometimes none, sometimes unclosed), then a body. */
const frontMatterText = fc
  .tuple(fc.array(yamlLine, { maxLength: 8 }), fc.constantFrom('---\n', '---\r\n', '--- \n', '...\n', ''), fc.constantFrom('\nBody\n', '', '# Heading\n\nText\n'))
  .map(([lines, close, body]) => `---\n${lines.join('\n')}\n${close}${body}`);
const pageText = fc.tuple(fc.option(frontMatterText, { nil: '' }), markdownish).map(([fm, body]) => (fm ? `${fm}\n${body}` : body));

// ---------------------------------------------------------------------------------------------
// 1. Property tests in this process

describe('random and malformed input through the pipeline (fast-check)', () => {
  // The renderer the build uses (createRendererFromSettings runs in its worker threads), with the
  // real API data so that [method: …] references resolve or fail as they do in a build.
  const api = loadApiData(path.join(repoRoot, 'content/api/next.json'), 'content/api/next.json');
  const render = createRendererFromSettings({ baseUrl: '/java/', tabLabels: { bash: 'Bash' }, apiClasses: api.classes.map((c) => c.name) });
  const fixture = makeProject({ 'docs/intro.md': '# Intro\n', 'docs/guide.md': '# Guide\n', 'docs/img.png': 'not really a png' });
  const doc = (id: string): DocRecord => ({ id, permalink: `/java/docs/${id}`, source: `content/docs/${id}.md`, docPath: `${id}.md`, title: id, sidebarLabel: id, frontMatter: {}, kind: 'markdown', body: '', bodyLine: 1 });
  const docs = [doc('intro'), doc('guide')];
  const version = { pluginId: 'default', name: 'current', label: 'Next', isLast: true, path: '/java/docs', mainDocId: 'intro', banner: 'none', badge: true, variables: { v: '1.0' }, contentDir: path.join(fixture, 'docs'), docs, sidebars: {}, api } satisfies DocsVersion;
  const resolver = createApiResolver(api, '/java/docs/api');
  const index: LinkIndex = {
    baseUrl: '/java/',
    root: fixture,
    staticDir: path.join(fixture, 'static'),
    linkable: { folders: [{ path: path.join(fixture, 'docs'), real: fs.realpathSync(path.join(fixture, 'docs')) }], accepted: 'docs/' },
    routes: new Set(['/java/', '/java/docs/intro', '/java/docs/guide']),
    idsByPath: new Map([['/java/docs/intro', new Set<string>()], ['/java/docs/guide', new Set(['setup'])]]),
    docsByVersion: new Map([[version, buildDocIndex(docs)]]),
    apiResolverFor: () => resolver,
  };

  /** A whole page through the build's phase 1 and 2: split, render, resolve links. */
  function buildPage(text: string, file = 'content/docs/page.md') {
    const { body, bodyLine, problems } = docBody(Buffer.from(text), file);
    const input: MarkdownInput = { source: body, file, firstLine: bodyLine, docPath: 'page.md', variables: version.variables, sourceDir: path.join(fixture, 'docs') };
    const rendered = render(input);
    const linked = resolveLinks(rendered.html, rendered.links, { version, permalink: '/java/docs/page', source: file, assetBase: path.join(fixture, 'docs') }, index, new Map());
    return { rendered, linked, problems: [...problems, ...rendered.problems, ...linked.problems] };
  }

  const checkPage = (text: string) => {
    const { rendered, linked, problems } = buildPage(text);
    expect(typeof rendered.html).toBe('string');
    expect(typeof linked.html).toBe('string');
    expect(linked.html).not.toMatch(/docgen-(link|label):/); // every placeholder filled in
    expectReadable(problems, 'content/docs/page.md', lineCount(text));
  };

  it('renders arbitrary strings or reports problems, never throws', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), checkPage), { numRuns: 200 });
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'#*_`[]()<>!:{}|-\\\n \t~=+.1'.split('')), maxLength: 300 }), checkPage), { numRuns: 200 });
  });

  it('renders Markdown-ish pages (unclosed fences and admonitions, ragged tables, HTML, API references, missing links, NUL, lone surrogates, deep nesting) or reports problems', () => {
    const started = performance.now();
    fc.assert(fc.property(pageText, checkPage), { numRuns: 200 });
    expect(performance.now() - started).toBeLessThan(30_000); // no near-hang
  });

  it('reports broken links, unknown references and malformed escapes with the file and line', () => {
    const text = '---\ntitle: T\n---\n\n[a](./missing.md)\n\n[d](./a%zz.md) [f](./guide.md#%zz)\n\n[method: X.y] {{vars.nope}}\n';
    const { problems } = buildPage(text);
    expectReadable(problems, 'content/docs/page.md', lineCount(text));
    const at = (line: number) => problems.filter((p) => p.line === line).map((p) => p.message);
    expect(at(5)).toEqual(['broken link: no page missing.md in docs version "Next" (link "./missing.md")']);
    expect(at(7)).toEqual(['broken link: no page a%zz.md in docs version "Next" (link "./a%zz.md")', 'broken anchor: /java/docs/guide has no heading or anchor "#%zz" (link "./guide.md#%zz")']);
    expect(at(9).join('\n')).toMatch(/unknown site variable \{\{vars\.nope\}\}; accepted site variables: v/);
    expect(at(9).join('\n')).toMatch(/X\.y/);
  });

  it('loads random front matter as valid data or a readable error naming the file and line', () => {
    fc.assert(
      fc.property(fc.oneof(frontMatterText, fc.string({ maxLength: 100 }).map((s) => `---\n${s}\n---\n`), fc.string({ unit: 'binary', maxLength: 60 }).map((s) => `---${s}`)), (text) => {
        const parsed = parseSource(text, 'content/docs/fm.md');
        expectReadable(parsed.problems, 'content/docs/fm.md', lineCount(text));
        if (parsed.problems.length === 0) expect(frontMatterSchema.safeParse(parsed.frontMatter).success).toBe(true);
        else {
          expect(parsed.frontMatter).toEqual({});
          for (const p of parsed.problems) expect(p.message).toMatch(/front matter/);
        }
        expect(parsed.bodyLine).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('names the key, the line and the type expected for front matter of the wrong type', () => {
    const text = '---\ntitle: [1, 2]\nsidebar_position: first\nslug: 5\nkeywords: locator\ntitel: Typo\n---\n\nBody\n';
    const { problems } = parseSource(text, 'content/docs/fm.md');
    expect(problems.map((p) => [p.line, p.message.split(';')[0]])).toEqual([
      [2, 'front matter: title must be a string'],
      [3, 'front matter: sidebar_position must be a number'],
      [4, 'front matter: slug must be a string'],
      [5, 'front matter: keywords must be a list'],
    ]);
    // (A key docgen does not know is kept, as Docusaurus keeps it: not a problem.)
    expect(parseSource('---\ntitel: Typo\n---\n', 'content/docs/fm.md')).toMatchObject({ problems: [], frontMatter: { titel: 'Typo' } });
  });

  // Sidebars: JSON files through the loader, and objects a sidebars.ts can export (undefined,
  // BigInt, functions, items that contain themselves) through the resolver.
  const sidebarDocs = [doc('intro'), doc('guide'), { ...doc('nested/page'), docPath: 'nested/page.md' }];
  const sidebarDir = makeProject({ 'docs/nested/_category_.json': 'null', 'docs/other/_category_.json': '{"label": 5, "position": "first"}', 'docs/broken/_category_.json': '{' });
  const ITEM_TYPES = ['doc', 'ref', 'category', 'link', 'autogenerated', 'html', 'bogus', '__proto__', 'toString', 'constructor', '', 5, null, undefined];
  const anyValue = fc.anything({ maxDepth: 2, withBigInt: true, withNullPrototype: true, withMap: true, withDate: true, withBoxedValues: true });
  const { item: sidebarItem } = fc.letrec<{ item: unknown }>((tie) => ({
    item: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom('intro', 'guide', 'nested/page', 'missing', '', 'nested'),
      anyValue,
      fc.record(
        {
          type: fc.constantFrom(...ITEM_TYPES),
          id: fc.oneof(fc.constantFrom('intro', 'missing', 'nested/page'), anyValue),
          label: fc.oneof(fc.string({ maxLength: 10 }), anyValue),
          items: fc.oneof(fc.array(tie('item'), { maxLength: 4 }), anyValue),
          href: fc.oneof(fc.constantFrom('/x', 'https://x.dev', 'mailto:a@b', '', '//x', 'javascript:x'), anyValue),
          dirName: fc.oneof(fc.constantFrom('.', './', 'nested', 'other', 'broken', '../..', '/', 'missing'), anyValue),
          value: anyValue,
          className: anyValue,
          link: fc.oneof(fc.record({ type: fc.constantFrom('doc', 'generated-index'), id: fc.oneof(fc.constantFrom('intro', 'missing'), anyValue) }), anyValue),
          collapsed: anyValue,
        },
        { requiredKeys: [] },
      ),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.array(tie('item'), { maxLength: 3 }), { maxKeys: 2 }),
    ),
  }));
  const sidebarsValue = fc.oneof(
    { arbitrary: fc.dictionary(fc.constantFrom('docs', 'api', 'x', '__proto__', 'toString'), fc.oneof(fc.array(sidebarItem, { maxLength: 6 }), sidebarItem)), weight: 5 },
    { arbitrary: anyValue, weight: 1 },
  );
  const cyclic = (): Record<string, unknown> => {
    const category: Record<string, unknown> = { type: 'category', label: 'Loop', items: [] };
    (category.items as unknown[]).push(category);
    const shorthand: Record<string, unknown[]> = { Self: [] };
    shorthand.Self.push(shorthand);
    return { docs: ['intro', category, shorthand] };
  };

  /** A resolved sidebar has only items of the shapes the templates read. */
  function expectWellFormed(items: SidebarItem[]): void {
    expect(Array.isArray(items)).toBe(true);
    for (const item of items) {
      expect(typeof item.type).toBe('string');
      if (item.type === 'doc') expect([typeof item.id, typeof item.label, typeof item.href]).toEqual(['string', 'string', 'string']);
      else if (item.type === 'link') expect([typeof item.label, typeof item.href, typeof item.external]).toEqual(['string', 'string', 'boolean']);
      else if (item.type === 'html') expect(typeof item.value).toBe('string');
      else if (item.type === 'category') {
        expect([typeof item.label, typeof item.collapsed, typeof item.collapsible]).toEqual(['string', 'boolean', 'boolean']);
        expectWellFormed(item.items);
      } else throw new Error(`unexpected sidebar item ${JSON.stringify(item)}`);
    }
  }

  const resolveRandom = (raw: unknown, display = 'content/sidebars.ts') => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return; // the loader rejects these (below)
    const source: SidebarSource = { raw: raw as Record<string, unknown>, file: 'sidebars.ts', display, text: '' };
    const { sidebars, problems } = resolveSidebars(source, { docs: sidebarDocs, contentDir: path.join(sidebarDir, 'docs'), withBase: (h) => `/java${h}` });
    expectReadable(problems, new RegExp(`^(${display.replace(/\./g, '\\.')}|docs/(nested|other|broken)/_category_\\.json)$`));
    for (const p of problems.filter((x) => x.file === display)) expect(p.message).toMatch(/^sidebar "/);
    for (const items of Object.values(sidebars)) expectWellFormed(items);
  };

  it('accepts random sidebars or rejects them with a message naming the file and the item', () => {
    fc.assert(fc.property(sidebarsValue, (raw) => resolveRandom(raw)), { numRuns: 200, examples: [[cyclic()], [{ docs: [10n, () => 1, Symbol('s'), undefined, NaN] }]] });
  });

  it('loads random sidebar JSON files or reports them with the file', async () => {
    const file = path.join(sidebarDir, 'sidebars.json');
    const texts = fc.oneof(
      sidebarsValue.map((v) => {
        try {
          return JSON.stringify(v) ?? 'undefined';
        } catch {
          return '{'; // BigInt: not JSON
        }
      }),
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', 'null', '[]', '"docs"', '{"docs": }', '{"docs": [', '\uFEFF{"docs": []}', '{"docs": "intro"}'),
    );
    await fc.assert(
      fc.asyncProperty(texts, async (text) => {
        fs.writeFileSync(file, text);
        const loaded = await loadSidebarFile(file, sidebarDir);
        if ('severity' in loaded) {
          expectReadable([loaded], 'sidebars.json');
          expect(loaded.message).toMatch(/^(cannot load sidebars|a sidebar file must export an object)/);
        } else resolveRandom(loaded.raw, 'sidebars.json');
      }),
      { numRuns: 150 },
    );
  });

  // Config: a valid config with one value replaced by anything, and arbitrary values.
  const baseConfig = () => ({
    title: 'T',
    url: 'https://example.com',
    baseUrl: '/java/',
    navbar: { title: 'N', items: [{ type: 'doc', docId: 'intro', label: 'Docs' }, { label: 'GitHub', href: 'https://github.com', position: 'right' }] },
    docs: { lastVersion: 'current', versions: { current: { label: 'Next' } } },
    footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }] },
    search: { provider: 'local' },
  });
  const CONFIG_PATHS = [
    'title', 'url', 'baseUrl', 'tagline', 'onBrokenLinks', 'staticDir', 'trailingSlash', 'favicon', 'titel',
    'navbar', 'navbar.items', 'navbar.items.0', 'navbar.items.0.type', 'navbar.items.1', 'navbar.items.1.position', 'navbar.items.2', 'navbar.logo', 'navbar.hideOnScroll',
    'docs', 'docs.versions', 'docs.versions.current', 'docs.versions.current.label', 'docs.versions.current.variables', 'docs.versions.', 'docs.lastVersion', 'docs.routeBasePath',
    'footer', 'footer.links', 'footer.links.0.items', 'search', 'search.provider', 'i18n', 'i18n.locales', 'colorMode.defaultMode', 'announcementBar', 'markdown.tabLabels', 'api', 'api.externalTypes', 'community', 'homePage',
  ];
  const weird = fc.oneof(anyValue, fc.constantFrom('toString', '__proto__', 'constructor', 'sparkles', '', 'java', '/java', 'not a url', -1, 1e309, NaN, null));

  function setPath(obj: Record<string, unknown>, dotted: string, value: unknown): void {
    const keys = dotted.split('.');
    let o = obj as Record<string, unknown>;
    for (const k of keys.slice(0, -1)) {
      if (!o[k] || typeof o[k] !== 'object') o[k] = {};
      o = o[k] as Record<string, unknown>;
    }
    Object.defineProperty(o, keys[keys.length - 1], { value, enumerable: true, writable: true, configurable: true });
  }

  it('accepts random config values or rejects them naming the file and the field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONFIG_PATHS), weird, (where, value) => {
        const raw = baseConfig();
        setPath(raw, where, value);
        let problems: Problem[] = [];
        try {
          const config = validateConfig(raw, 'config/site.config.ts');
          expect(config.baseUrl).toMatch(/^\/(.*\/)?$/);
          expect(Array.isArray(config.navbar.items)).toBe(true);
        } catch (err) {
          if (!(err instanceof DocgenError)) throw err; // a crash, not a message
          problems = err.problems;
        }
        expectReadable(problems, 'config/site.config.ts');
        // The message names the field that was replaced (or its first part).
        const top = where.split('.')[0];
        if (problems.length) expect(problems.map((p) => p.message).join('\n')).toContain(top);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(anyValue, (raw) => {
        try {
          validateConfig(raw, 'config/site.config.ts');
        } catch (err) {
          if (!(err instanceof DocgenError)) throw err;
          expectReadable(err.problems, 'config/site.config.ts');
        }
      }),
      { numRuns: 100 },
    );
  });

  it('names the config file for configs that do not load (syntax error, an exception, no default export)', async () => {
    const cases: [string, RegExp][] = [
      ['export default {\n  title: "T",\n  url: ,\n};\n', /^config\/site\.config\.ts:3:\d+  Unexpected ","/],
      ['throw new Error("boom");\nexport default {};\n', /^config\/site\.config\.ts  the module threw an error while loading: Error: boom$/],
      ['const x = undefined;\nexport default { title: x.y };\n', /^config\/site\.config\.ts  the module threw an error while loading: TypeError: Cannot read properties of undefined/],
      ['import x from "./missing.ts";\nexport default x;\n', /^config\/site\.config\.ts:1:\d+  Could not resolve "\.\/missing\.ts"/],
      ['export default null;\n', /^config\/site\.config\.ts  the config file has no default export; write `export default \{ title: …/],
      ['export const title = "T";\n', /^config\/site\.config\.ts  the config file has no default export/],
      ['export default 5;\n', /^config\/site\.config\.ts  the config must be an object; got 5$/],
      ['export default { title: "T", url: "https://x.dev", baseUrl: "/", navbar: { items: [{ type: "toString" }, 10n] } };\n', /^config\/site\.config\.ts  navbar\.items\[0\]: unknown navbar item type "toString" in \{"type":"toString"\}; none of the \d+ types is close; the nearest: /],
    ];
    for (const [text, expected] of cases) {
      const dir = makeProject({ 'config/site.config.ts': text });
      const err = await loadConfig('config/site.config.ts', dir).then(() => undefined, (e: unknown) => e);
      expect(err, text).toBeInstanceOf(DocgenError);
      expect((err as DocgenError).message, text).toMatch(expected);
    }
  });

  // A few whole builds with random bad pages: exit 0 with the complete new output, or exit 1 with
  // file references, no stack trace, and the previous output untouched.
  describe('whole builds', () => {
    let baseline: string;
    let basePages: number;
    beforeAll(async () => {
      baseline = makeProject(minimalSite());
      const r = await runCli(['--root', baseline, 'build']);
      expect(r.code, r.stderr).toBe(0);
      basePages = Number(/built (\d+) pages/.exec(r.stdout)![1]);
    });

    it('builds random bad pages completely or fails cleanly, leaving the previous output', async () => {
      // Pages that build are found by their URL, so the random front matter leaves out id, slug
      // and draft (which move or drop the page).
      const page = pageText.filter((t) => !/^(id|slug|draft):/m.test(t));
      await fc.assert(
        fc.asyncProperty(page, page, async (bad, other) => {
          const dir = fs.mkdtempSync(`${baseline}-run-`);
          fs.cpSync(baseline, dir, { recursive: true });
          const before = snapshot(path.join(dir, 'build'));
          fs.writeFileSync(path.join(dir, 'content/docs/bad.md'), bad);
          fs.writeFileSync(path.join(dir, 'content/docs/other.md'), other);
          const r = await runCli(['--root', dir, 'build'], { timeoutMs: 60_000 });
          expect([0, 1], r.stderr).toContain(r.code);
          expect(r.stderr).not.toMatch(/^\s+at /m);
          expect(r.stderr).not.toMatch(/bug in docgen/);
          expect(await leftovers(dir)).toEqual([]);
          if (r.code === 1) {
            expect(r.stderr).toMatch(/^content\/docs\/(bad|other)\.md(:\d+){0,2}  \S/m);
            expect(snapshot(path.join(dir, 'build'))).toEqual(before);
          } else {
            expect(r.stdout).toContain(`built ${basePages + 2} pages`);
            for (const f of ['index.html', '404.html', 'sitemap.xml', 'docs/intro.html', 'docs/bad.html', 'docs/other.html', 'docs/bad.md']) expect(fs.existsSync(path.join(dir, 'build', f)), f).toBe(true);
            const sitemap = fs.readFileSync(path.join(dir, 'build/sitemap.xml'), 'utf8');
            for (const [, url] of sitemap.matchAll(/<loc>https:\/\/example\.com\/base\/([^<]*)<\/loc>/g)) expect(fs.existsSync(path.join(dir, 'build', url ? `${url}.html` : 'index.html')), url).toBe(true);
          }
          fs.rmSync(dir, { recursive: true, force: true });
        }),
        { numRuns: 5 },
      );
    });
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Specific inputs, each a whole build

describe('docgen build on specific bad input', () => {
  async function build(dir: string, ...args: string[]) {
    return runCli(['--root', dir, 'build', ...args], { timeoutMs: 60_000 });
  }

  /** A project built once (so that it has a previous output), then `change` applied to it. */
  async function builtProject(extra: Record<string, string> = {}) {
    const dir = makeProject(minimalSite(extra));
    const first = await build(dir);
    expect(first.code, first.stderr).toBe(0);
    return { dir, before: snapshot(path.join(dir, 'build')) };
  }

  it('builds a 5 MB page', async () => {
    const sections: string[] = [];
    let size = 0;
    for (let i = 1; size < 5 * 1024 * 1024; i++) {
      const s = `## Section ${i}\n\nParagraph ${i} with **bold**, \`code\` and [a link](./guide.md#setup). ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(10)}\n\n- one\n- two\n\n\`\`\`java\nSystem.out.println(${i});\n\`\`\`\n\n`;
      sections.push(s);
      size += s.length;
    }
    const dir = makeProject(minimalSite({ 'content/docs/big.md': `---\ntitle: Big\n---\n\n${sections.join('')}` }));
    const r = await build(dir, '--no-cache');
    expect(r.code, r.stderr).toBe(0);
    const html = fs.readFileSync(path.join(dir, 'build/docs/big.html'), 'utf8');
    expect(html.length).toBeGreaterThan(5 * 1024 * 1024);
    // (not toContain: a failure would print 12 MB)
    expect(html.includes(`<h2 id="section-${sections.length}">Section ${sections.length}<`)).toBe(true);
    expect(html.includes(`<span class="token number">${sections.length}</span>`)).toBe(true);
    expect(html.endsWith('</html>')).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true }); // 20 MB of page and output
  });

  it('renders CRLF files exactly like LF files', async () => {
    const page = [
      '---',
      'title: Line endings',
      'description: One page, two line endings.',
      'keywords: [crlf, lf]',
      '---',
      '',
      'Intro with **bold** and [a link](./guide.md#setup).',
      '',
      '## First heading {#first}',
      '',
      ':::note[Careful]',
      'Inside the *note*.',
      '',
      '- a',
      '- b',
      ':::',
      '',
      '```java title="Example.java" {2}',
      'class A {',
      '  int x;',
      '}',
      '```',
      '',
      '```bash tab="Bash"',
      'mvn test',
      '```',
      '',
      '```powershell tab="PowerShell"',
      'mvn test',
      '```',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      '> quote',
      '> continued',
      '',
      '### Sub heading',
      '',
      'A hard  ',
      'break, and [a broken link](./nope.md) on line 42.',
      '',
    ];
    const lf = page.join('\n');
    const crlf = page.join('\r\n');
    expect(crlf).toContain('\r\n');
    // The broken link first: the same line in both.
    const failing = await Promise.all([lf, crlf].map((text) => build(makeProject(minimalSite({ 'content/docs/page.md': text })))));
    for (const r of failing) expectCleanFailure(r, /^content\/docs\/page\.md:42  broken link: no page nope\.md/m);
    expect(withoutProgress(failing[0].stderr)).toBe(withoutProgress(failing[1].stderr));

    const fixed = (text: string) => text.replace('[a broken link](./nope.md)', '[a link](./intro.md)');
    const dirs = [fixed(lf), fixed(crlf)].map((text) => makeProject(minimalSite({ 'content/docs/page.md': text })));
    const results = await Promise.all(dirs.map((d) => build(d)));
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    const [a, b] = dirs.map((d) => fs.readFileSync(path.join(d, 'build/docs/page.html'), 'utf8'));
    const article = (html: string) => parse(html).querySelector('article')!.outerHTML;
    expect(article(a)).toContain('<h2 id="first">');
    expect(article(a)).not.toContain('\r');
    expect(article(b)).toBe(article(a));
    expect(b).toBe(a);
    const md = dirs.map((d) => fs.readFileSync(path.join(d, 'build/docs/page.md'), 'utf8'));
    expect(md[1]).toBe(md[0]);
  });

  it('rejects invalid UTF-8 naming the file, line, column and byte offset, and keeps the previous output', async () => {
    const { dir, before } = await builtProject();
    const head = Buffer.from('---\ntitle: Bad\n---\n\nFirst line.\nCaf');
    fs.writeFileSync(path.join(dir, 'content/docs/bad.md'), Buffer.concat([head, Buffer.from([0xe9]), Buffer.from(' au lait (Latin-1).\n')]));
    fs.writeFileSync(path.join(dir, 'content/docs/utf16.md'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# Hi\n', 'utf16le')]));
    // U+FFFD written as UTF-8 is valid text, not an encoding error.
    fs.writeFileSync(path.join(dir, 'content/docs/replacement.md'), '---\ntitle: The replacement character\n---\n\nIt looks like this: \uFFFD.\n');
    const r = await build(dir);
    expectCleanFailure(r, new RegExp(`^content/docs/bad\\.md:6:4  not valid UTF-8 at byte offset ${head.length} \\(0xE9\\); save the file as UTF-8$`, 'm'));
    expect(r.stderr).toMatch(/^content\/docs\/utf16\.md:1  not valid UTF-8: the file is UTF-16 \(it starts with a UTF-16 byte-order mark\); save it as UTF-8$/m);
    expect(r.stderr).not.toContain('replacement.md');
    expect(r.stderr).toContain('✖ 2 errors');
    expect(snapshot(path.join(dir, 'build'))).toEqual(before);

    fs.rmSync(path.join(dir, 'content/docs/bad.md'));
    fs.rmSync(path.join(dir, 'content/docs/utf16.md'));
    const ok = await build(dir);
    expect(ok.code, ok.stderr).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'build/docs/replacement.html'), 'utf8')).toContain('It looks like this: \uFFFD.');
  });

  it('reports pages that cannot be read (broken link, link loop, named pipe) without hanging', async () => {
    // chmod 000 does not stop root (the tests may run as root), so the page cannot be read for
    // reasons that hold for everyone: a symbolic link to nothing, a link to itself, and a FIFO
    // (reading one would block for ever).
    const { dir, before } = await builtProject();
    const docs = path.join(dir, 'content/docs');
    fs.symlinkSync('gone.md', path.join(docs, 'ghost.md'));
    fs.symlinkSync('knot.md', path.join(docs, 'knot.md'));
    execFileSync('mkfifo', [path.join(docs, 'pipe.md')]);
    // Links to readable pages are followed.
    fs.mkdirSync(path.join(dir, 'shared'));
    fs.writeFileSync(path.join(dir, 'shared/linked.md'), '---\ntitle: Linked\n---\n\nShared page.\n');
    fs.symlinkSync('../../shared/linked.md', path.join(docs, 'linked.md'));
    const started = Date.now();
    const r = await build(dir);
    expect(Date.now() - started).toBeLessThan(30_000);
    expectCleanFailure(r, /^content\/docs\/ghost\.md  cannot read file: a broken symbolic link \(→ gone\.md\)$/m);
    expect(r.stderr).toMatch(/^content\/docs\/knot\.md  cannot read file: a symbolic link loop \(→ knot\.md\)$/m);
    expect(r.stderr).toMatch(/^content\/docs\/pipe\.md  cannot read file: it is not a regular file \(a named pipe\); a page must be a regular file$/m);
    expect(r.stderr).toContain('✖ 3 errors');
    expect(snapshot(path.join(dir, 'build'))).toEqual(before);

    for (const f of ['ghost.md', 'knot.md', 'pipe.md']) fs.rmSync(path.join(docs, f));
    const ok = await build(dir);
    expect(ok.code, ok.stderr).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'build/docs/linked.html'), 'utf8')).toContain('Shared page.');
  });

  it('does not follow a symbolic link loop in content/, and says so', async () => {
    const dir = makeProject(minimalSite());
    const docs = path.join(dir, 'content/docs');
    fs.symlinkSync('..', path.join(docs, 'loop'));
    fs.symlinkSync('.', path.join(docs, 'self'));
    fs.mkdirSync(path.join(docs, 'sub'));
    fs.writeFileSync(path.join(docs, 'sub/page.md'), '---\ntitle: Sub\n---\n\nText.\n');
    fs.symlinkSync('../..', path.join(docs, 'sub/back'));
    const started = Date.now();
    const r = await build(dir);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stderr).toMatch(/^content\/docs\/loop  warning: symbolic link to a folder \(→ \.\.\) is not followed; pages are read from real folders only$/m);
    expect(r.stderr).toMatch(/^content\/docs\/self  warning: symbolic link to a folder \(→ \.\) is not followed/m);
    expect(r.stderr).toMatch(/^content\/docs\/sub\/back  warning: symbolic link to a folder \(→ \.\.\/\.\.\) is not followed/m);
    expect(r.stdout).toMatch(/built \d+ pages/);
    expect(fs.existsSync(path.join(dir, 'build/docs/sub/page.html'))).toBe(true);
    expect(fs.readdirSync(path.join(dir, 'build/docs')).filter((f) => /^(loop|self)/.test(f))).toEqual([]);
    expect(fs.existsSync(path.join(dir, 'build/docs/sub/back'))).toBe(false);
  });

  describe('an output folder that cannot be written', () => {
    it('fails with a clear message when the output path lies under a file, and touches nothing', async () => {
      // Root ignores permission bits, so the folder cannot be created because its parent is a file.
      const { dir, before } = await builtProject();
      fs.writeFileSync(path.join(dir, 'blocker'), 'a file, not a folder');
      const r = await build(dir, '--out', 'blocker/site');
      expectCleanFailure(r, /^blocker\/site  cannot create the output folder: .*blocker is a file, not a folder$/m);
      expect(fs.readFileSync(path.join(dir, 'blocker'), 'utf8')).toBe('a file, not a folder');
      expect(snapshot(path.join(dir, 'build'))).toEqual(before);
      expect(await leftovers(dir)).toEqual([]);
    });

    it('refuses an output path that is an existing file instead of replacing it', async () => {
      const { dir } = await builtProject();
      fs.writeFileSync(path.join(dir, 'notes.txt'), 'keep me');
      const r = await build(dir, '--out', 'notes.txt');
      expectCleanFailure(r, /^notes\.txt  cannot write the output here: it is a file, not a folder/m);
      expect(fs.readFileSync(path.join(dir, 'notes.txt'), 'utf8')).toBe('keep me');
      expect(await leftovers(dir)).toEqual([]);
    });

    it('keeps the previous output byte-identical when writing fails half-way', async () => {
      // A static file named like the folder of the pages: the pages are written, then copying the
      // static file fails. The half-written new output must go, the previous one stay.
      const { dir, before } = await builtProject();
      fs.mkdirSync(path.join(dir, 'content/static'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'content/static/docs'), 'a file where the output has a folder');
      fs.writeFileSync(path.join(dir, 'content/docs/guide.md'), '---\ntitle: Guide v2\n---\n\n## Setup\n\nChanged.\n');
      const r = await build(dir);
      expectCleanFailure(r, /^content\/static\/docs  cannot write it to the output as build\/docs: a folder of that name is already in the output$/m);
      expect(snapshot(path.join(dir, 'build'))).toEqual(before);
      expect(await leftovers(dir)).toEqual([]);
    });

    it('reports a failed write the same way when a large build writes on its own thread', async () => {
      // Past a few dozen files the writes go to a thread of their own; its failure must still name
      // the file, fail the build and leave the previous output as it was.
      const pages = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`content/docs/extra/page-${i}.md`, `---\ntitle: Extra ${i}\n---\n\nPage ${i}.\n`]));
      const { dir, before } = await builtProject(pages);
      expect(fs.readdirSync(path.join(dir, 'build/docs/extra')).length).toBeGreaterThanOrEqual(80);
      fs.mkdirSync(path.join(dir, 'content/static'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'content/static/docs'), 'a file where the output has a folder');
      fs.writeFileSync(path.join(dir, 'content/docs/extra/page-0.md'), '---\ntitle: Extra 0 v2\n---\n\nChanged.\n');
      for (const args of [[], ['--no-cache']]) {
        const r = await build(dir, ...args);
        expectCleanFailure(r, /^content\/static\/docs  cannot write it to the output as build\/docs: a folder of that name is already in the output$/m);
        expect(snapshot(path.join(dir, 'build'))).toEqual(before);
        expect(await leftovers(dir)).toEqual([]);
      }
    });

    it('refuses to build into the project root or a source folder', async () => {
      const { dir } = await builtProject();
      const project = snapshot(path.join(dir, 'content'));
      for (const [out, expected] of [
        ['.', /^\.  cannot build into this folder: it holds the whole project/m],
        ['content', /^content  cannot build into this folder: it holds the docs \(content\/docs\)/m],
        ['config', /^config  cannot build into this folder: it holds the config file \(config\/site\.config\.ts\)/m],
        ['content/docs/build', /^content\/docs\/build  cannot build into this folder: it is inside the docs \(content\/docs\)/m],
      ] as const) {
        const r = await build(dir, '--out', out);
        expectCleanFailure(r, expected);
        expect(snapshot(path.join(dir, 'content'))).toEqual(project);
        expect(fs.existsSync(path.join(dir, 'config/site.config.ts'))).toBe(true);
      }
      expect(await leftovers(dir)).toEqual([]);
      expect((await leftovers(path.dirname(dir))).filter((f) => f.startsWith(path.basename(dir)))).toEqual([]);
    });
  });
});
