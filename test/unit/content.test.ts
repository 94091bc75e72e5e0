import { describe, it, expect } from 'vitest';
import { keepPendingHeads, loadDocs, readPendingBody } from '../../src/generator/content/docs.ts';
import { headsFile } from '../../src/generator/content/doc-files.ts';
import fs from 'node:fs';
import { checkedSimple, frontMatterSchema, parseSource, simpleYamlMap } from '../../src/generator/content/frontmatter.ts';
import fc from 'fast-check';
import matter from 'gray-matter';
import { makeProject } from '../helpers/fixture.ts';
import path from 'node:path';

describe('front matter', () => {
  it('parses YAML and reports where the body starts', () => {
    const r = parseSource('---\nid: a\ntitle: A title\nsidebar_position: 2\n---\nBody\n', 'a.md');
    expect(r.frontMatter).toEqual({ id: 'a', title: 'A title', sidebar_position: 2 });
    expect(r.body).toBe('Body\n');
    expect(r.bodyLine).toBe(6);
    expect(r.problems).toEqual([]);
  });

  it('normalises CRLF and a byte-order mark', () => {
    const r = parseSource('\uFEFF---\r\ntitle: T\r\n---\r\nLine one\r\nLine two\r\n', 'a.md');
    expect(r.frontMatter.title).toBe('T');
    expect(r.body).toBe('Line one\nLine two\n');
  });

  it('keeps keys it does not know and reports known keys of the wrong type with their line', () => {
    const r = parseSource('---\ntitle: T\nauthor: Someone\nauthorURL: https://example.com\nsidebar_position: first\n---\n', 'docs/a.md');
    expect(r.problems.map((p) => [p.line, p.message])).toEqual([[5, 'front matter: sidebar_position must be a number; got "first"']]);
    const ok = parseSource('---\ntitle: T\nauthor: Someone\nextra:\n  nested: [1, 2]\n---\n', 'docs/a.md');
    expect(ok.problems).toEqual([]);
    expect(ok.frontMatter).toEqual({ title: 'T', author: 'Someone', extra: { nested: [1, 2] } });
  });

  it("accepts every key of Docusaurus' docs with its types, and names a wrong one's key and line", () => {
    const text = [
      'id: intro',
      'sidebar_custom_props:',
      '  emoji: "x"',
      'displayed_sidebar: null',
      'custom_edit_url: null',
      'tags: [a, {label: B, permalink: /b}]',
      'last_update:',
      '  date: 2024-01-31',
      '  author: Someone',
      'parse_number_prefixes: false',
      'pagination_next: null',
      'pagination_label: Start',
      'keywords: [k]',
      'image: /img/card.png',
      'unlisted: true',
    ].join('\n');
    const r = parseSource(`---\n${text}\n---\n`, 'docs/a.md');
    expect(r.problems).toEqual([]);
    expect(r.frontMatter).toMatchObject({ sidebar_custom_props: { emoji: 'x' }, displayed_sidebar: null, custom_edit_url: null, tags: ['a', { label: 'B', permalink: '/b' }], last_update: { author: 'Someone' }, parse_number_prefixes: false, pagination_next: null });
    const bad = parseSource('---\ntitle: T\ntags: [{label: B}]\nparse_number_prefixes: "no"\ncustom_edit_url: 3\n---\n', 'docs/a.md');
    expect(bad.problems.map((p) => [p.line, p.message])).toEqual([
      [3, 'front matter: tags[0]: permalink is required (a string)'],
      [4, 'front matter: parse_number_prefixes must be true or false; got "no"'],
      [5, 'front matter: custom_edit_url must be a string; got 3'],
    ]);
  });

  it('reports invalid YAML with its line', () => {
    const r = parseSource('---\ntitle: T\nkeywords: [a, b\n---\n', 'docs/a.md');
    expect(r.problems[0].file).toBe('docs/a.md');
    expect(r.problems[0].message).toMatch(/^invalid front matter YAML/);
    expect(r.problems[0].line).toBeGreaterThanOrEqual(3);
  });

  it('reads simple front matter without the YAML parser exactly as the YAML parser would', () => {
    // Values built from pieces that matter to YAML: quotes, colons, hashes, escapes, reserved
    // words, numbers in several notations, dates, indicators and odd whitespace.
    const piece = fc.constantFrom('a', 'Z', ' ', '  ', ':', ': ', ' #', '#', '"', "'", "''", '\\', '\\n', '-', '0', '7', '12', '1.5', '0x1F', '1e3', '1_000', '-3', '.inf', 'null', 'True', 'false', 'yes', '~', '2024-01-02', '[', ']', '{', '}', ',', '&x', '*x', '!', '|', '>', '%', '@', '`', '?', '\t', 'é', '\u2028', 'ü', '=');
    const scalar = fc.oneof(fc.array(piece, { minLength: 1, maxLength: 6 }).map((p) => p.join('')), fc.stringMatching(/^[-+]?[0-9_.]{1,5}$/));
    const key = fc.constantFrom('id', 'title', 'sidebar_label', 'slug', 'description', 'True', 'null', 'a-b', '_x', 'draft');
    const line = fc.oneof(
      fc.tuple(key, fc.constantFrom(': ', ':  ', ':', ' : '), scalar).map(([k, sep, v]) => `${k}${sep}${v}`),
      fc.tuple(key, scalar).map(([k, v]) => `${k}: "${v}"`),
      fc.tuple(key, scalar).map(([k, v]) => `${k}: '${v}'`),
      fc.constantFrom('', '  ', '# a comment', '  - item', '...'),
      // One-line lists (tags: [a, b c]), their items from the same pieces, spaced this way or that.
      fc.tuple(key, fc.array(fc.oneof(scalar, fc.constantFrom('a', 'b c', 'topic-1', 'x y z')), { maxLength: 4 }), fc.constantFrom(', ', ',', ' , ', ',  ')).map(([k, items, sep]) => `${k}: [${items.join(sep)}]`),
      fc.constantFrom('tags: []', 'tags: [ ]', 'tags: [a,]', 'tags: [a, b', 'tags: [a]]', 'tags: [[a]]', 'tags: [a, {b: c}]', 'tags: [\ta]'),
    );
    let fast = 0;
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), (lines) => {
        const text = lines.map((l) => `${l}\n`).join('');
        const simple = simpleYamlMap(text);
        if (simple === undefined) return;
        fast++;
        let parsed: unknown;
        try {
          parsed = matter(`---\n${text}---\n`, { excerpt: false }).data;
        } catch {
          expect.unreachable(`read without the YAML parser, but YAML rejects it:\n${text}`);
        }
        expect(simple).toEqual(parsed ?? {});
      }),
      // Cases found before: Unicode spaces at a line's end are part of a YAML value.
      { numRuns: Number(process.env.FM_RUNS ?? 10_000), examples: [[['id: a\u2028']], [['title: b\u00A0']], [['slug: c\uFEFF']]] },
    );
    // The property is not empty: many inputs take the fast way.
    expect(fast).toBeGreaterThan(300);
  });

  it('checks simple front matter without zod exactly as zod would', () => {
    // Values of the kinds simpleYamlMap reads (text, whole numbers, true/false) under every key of
    // the schema and a few it does not have.
    const key = fc.constantFrom(...Object.keys(frontMatterSchema.shape), 'titel', 'author', 'authorURL', 'constructor', 'toString', 'hasOwnProperty');
    const value = fc.oneof(fc.constantFrom('', 'a', 'Intro', 'a/b', 'c\\d', ' '), fc.integer({ min: -3, max: 8 }), fc.boolean());
    let fast = 0;
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 6 }), (data) => {
        const checked = checkedSimple(data);
        const parsed = frontMatterSchema.safeParse(data);
        // Same verdict, same result, keys in the same order.
        expect(checked !== undefined).toBe(parsed.success);
        if (checked) {
          fast++;
          expect(JSON.stringify(checked)).toBe(JSON.stringify(parsed.data));
        }
      }),
      { numRuns: 5_000 },
    );
    expect(fast).toBeGreaterThan(300);
  });

  it('reports front matter that is never closed', () => {
    expect(parseSource('---\ntitle: T\n', 'a.md').problems[0].message).toContain('no closing ---');
  });
});

describe('docs loading', () => {
  const dir = makeProject({
    'docs/intro.md': '---\ntitle: Introduction\n---\nHello\n',
    'docs/threading-java.md': '---\nid: multithreading\ntitle: Multithreading\n---\n',
    'docs/01-basics/index.md': '# Basics\n\nThe basics.\n',
    'docs/01-basics/02-first.md': '---\nsidebar_label: First!\n---\n# First steps\n',
    'docs/guides/custom.md': '---\ntitle: Custom\nslug: /elsewhere/custom\n---\n',
    'docs/_partial.md': 'ignored',
  });
  const load = () => loadDocs({ root: dir, contentDir: path.join(dir, 'docs'), versionPath: '/java/docs' });

  it('derives ids, titles and permalinks the Docusaurus way', async () => {
    const { docs, problems } = await load();
    expect(problems).toEqual([]);
    const by = Object.fromEntries(docs.map((d) => [d.id, d]));
    expect(Object.keys(by).sort()).toEqual(['basics/first', 'basics/index', 'guides/custom', 'intro', 'multithreading']);
    expect(by.intro.permalink).toBe('/java/docs/intro');
    expect(by.multithreading.permalink).toBe('/java/docs/multithreading');
    expect(by['basics/index'].permalink).toBe('/java/docs/basics');
    expect(by['basics/index'].title).toBe('Basics');
    expect(by['basics/first']).toMatchObject({ title: 'First steps', sidebarLabel: 'First!', sidebarPosition: 2, permalink: '/java/docs/basics/first' });
    expect(by['basics/first'].body.trim()).toBe('');
    expect(by['guides/custom'].permalink).toBe('/java/docs/elsewhere/custom');
  });

  it('loads by heads the same docs as by whole files, whatever the head holds', async () => {
    const filler = 'Filler text for a long body line. '.repeat(8);
    const d3 = makeProject({
      // Front matter longer than the head: the whole file is read.
      'docs/long-front.md': `---\ntitle: Long front\ndescription: "${'d'.repeat(200)}"\n---\n\nBody of long front.\n`,
      // A byte-order mark before the front matter.
      'docs/bom.md': '\uFEFF---\ntitle: With a mark\n---\n\nMarked body.\n',
      // The first body line ends past the head: the whole file is read, the heading still found.
      'docs/late.md': `---\nid: late\n---\n\n\n\n# Late heading ${filler}\n\nRest.\n`,
      // A heading within the head and a body longer than it: the body is read on use.
      'docs/pending.md': `---\nsidebar_position: 3\n---\n# Early heading\n\n${filler}\n\n${filler}\n\nThe end.\n`,
      'docs/short.md': '# Short\n',
    });
    const options = { root: d3, contentDir: path.join(d3, 'docs'), versionPath: '/v' };
    const whole = await loadDocs(options);
    const heads = await loadDocs({ ...options, headBytes: 64 });
    expect(heads.problems).toEqual([]);
    const byId = (docs: typeof whole.docs) => Object.fromEntries(docs.map((d) => [d.id, d]));
    const w = byId(whole.docs);
    const h = byId(heads.docs);
    expect(Object.keys(h).sort()).toEqual(Object.keys(w).sort());
    // Which were read whole and which by their head only.
    expect(Object.fromEntries(Object.entries(h).map(([id, d]) => [id, d.bodyPending === true]))).toEqual({ 'long-front': false, bom: false, late: false, pending: true, short: false });
    for (const id of Object.keys(w)) {
      expect({ ...h[id], body: undefined, bodyLine: undefined, bodyPending: undefined, sourceStamp: undefined }).toEqual({ ...w[id], body: undefined, bodyLine: undefined, bodyPending: undefined, sourceStamp: undefined });
      // A body the head did not hold is read when asked for, and is the same.
      expect(readPendingBody(d3, h[id])).toEqual([]);
      expect([h[id].body, h[id].bodyLine]).toEqual([w[id].body, w[id].bodyLine]);
    }
    expect(h.late.title.startsWith('Late heading')).toBe(true);
    expect(h['bom'].title).toBe('With a mark');
  });

  it('keeps the heads a load by heads read, with their files\' times, only for files changed well before it', async () => {
    const d4 = makeProject({ 'docs/old.md': '---\ntitle: Old\n---\n\nOld body.\n', 'docs/new.md': '# New\n\nNew body.\n' });
    const docsDir = path.join(d4, 'docs');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(path.join(docsDir, 'old.md'), anHourAgo, anHourAgo);
    await loadDocs({ root: d4, contentDir: docsDir, versionPath: '/v', headBytes: 1024, knownHeads: true, stampLater: true });
    const file = headsFile(d4, docsDir);
    // Kept when docgen dev says so, not before.
    expect(fs.existsSync(file)).toBe(false);
    keepPendingHeads();
    const kept = JSON.parse(fs.readFileSync(file, 'utf8'));
    // new.md was written a moment ago: it could change unseen within its time's precision.
    expect(Object.keys(kept)).toEqual(['old.md']);
    const stat = fs.statSync(path.join(docsDir, 'old.md'));
    expect(kept['old.md']).toMatchObject({ mtime: stat.mtimeMs, size: stat.size, frontMatter: { title: 'Old' } });
    // The next load takes old.md from its kept head, unread.
    const again = await loadDocs({ root: d4, contentDir: docsDir, versionPath: '/v', headBytes: 1024, knownHeads: true, stampLater: true });
    expect(again.docs.find((d) => d.id === 'old')).toMatchObject({ title: 'Old', bodyPending: true });
    expect(again.docs.find((d) => d.id === 'new')).toMatchObject({ title: 'New', body: '\n\nNew body.\n' });
  });

  it('rejects duplicate ids naming both files', async () => {
    const d2 = makeProject({ 'docs/a.md': '---\nid: same\n---\n', 'docs/b.md': '---\nid: same\n---\n' });
    const { problems } = await loadDocs({ root: d2, contentDir: path.join(d2, 'docs'), versionPath: '/x' });
    expect(problems[0].message).toBe('duplicate doc id "same": also used by docs/a.md:2');
    expect(problems[0].file).toBe('docs/b.md');
    expect(problems[0].line).toBe(2);
  });
});
