// The search index builder writes shards packed, without building MiniSearch's own index: each
// shard, unpacked as the browser does, must be what MiniSearch itself would serialize for the same
// documents (scores included), records may arrive page by page with API members interleaved, and
// MiniSearch must load the result and find documents in it.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import MiniSearch from 'minisearch';
import { SearchIndexBuilder, buildSearchIndex } from '../../src/generator/search/build-index.ts';
import { scopeManifest, CHUNK_SIZE } from '../../src/generator/search/segments.ts';
import { SEARCH_FIELDS, indexTerms, nameKey, shardOf, words as listedWords, type SearchManifest, type SearchSegment } from '../../src/shared/search-terms.ts';
import { pageNames, type SearchRecord } from '../../src/generator/search/records.ts';
import { WordTable } from '../../src/generator/search/index-words.ts';
import { shardToMiniSearch } from '../../src/shared/search-shard.ts';
import { SearchEngine } from '../../src/client/search/engine.ts';
import { workerBackend } from '../../src/generator/search/parallel.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The reference: MiniSearch's own index of each shard's documents, serialized. */
function referenceShards(input: SearchRecord[]): Map<string, unknown> {
  const records = [...input.filter((r) => r.kind !== 'api'), ...input.filter((r) => r.kind === 'api')];
  const docs = new Map<string, Record<string, unknown>[]>();
  records.forEach((r, id) => {
    const byShard = new Map<string, Record<string, unknown>>();
    for (const field of SEARCH_FIELDS) {
      const terms = field === 'exact' || field === 'name' ? (r[field] ?? '').split(' ').filter(Boolean) : indexTerms(r[field]);
      for (const term of terms) {
        const key = shardOf(term);
        let doc = byShard.get(key);
        if (!doc) byShard.set(key, (doc = { id, ...Object.fromEntries(SEARCH_FIELDS.map((f) => [f, []])) }));
        (doc[field] as string[]).push(term);
      }
    }
    for (const [key, doc] of byShard) docs.set(key, [...(docs.get(key) ?? []), doc]);
  });
  const out = new Map<string, unknown>();
  for (const [key, list] of docs) {
    const ms = new MiniSearch({ fields: [...SEARCH_FIELDS], idField: 'id', stringifyField: (t: unknown) => t as string, tokenize: (t: string) => t as unknown as string[], processTerm: (t: string) => t });
    ms.addAll(list);
    out.set(key, comparable(JSON.parse(JSON.stringify(ms))));
  }
  return out;
}

/** A serialized index with its terms as a map (their order does not matter to MiniSearch). */
function comparable(json: { index: [string, unknown][] }): unknown {
  return { ...json, index: new Map(json.index) };
}

function builtShards(files: Map<string, string>, scope: string, segment: SearchSegment): Map<string, unknown> {
  return new Map(Object.entries(segment.shards).map(([key, file]) => [key, comparable(shardToMiniSearch(JSON.parse(files.get(`search/${scope}/${file}`)!)) as never)]));
}

const words = ['page', 'navigate', 'getByRole', 'locator', 'click', 'clicks', 'wait_for', 'Frame', 'réseau', 'über', 'a', 'x1', 'tracing', 'trace', 'snapshot', 'snapshots'];
const text = fc.array(fc.constantFrom(...words), { maxLength: 12 }).map((w) => w.join(' '));
const record = fc.record({
  url: fc.string({ minLength: 1, maxLength: 8 }),
  title: text,
  hierarchy: fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }),
  text,
  headings: text,
  aliases: text,
  exact: fc.array(fc.constantFrom('pagegoto', 'locatorclick', 'x'), { maxLength: 3 }).map((w) => w.join(' ')),
  name: fc.option(fc.array(fc.constantFrom('junit', 'ariasnapshot', 'pagegoto'), { maxLength: 2 }).map((w) => w.join(' ')), { nil: undefined }),
  kind: fc.constantFrom('page' as const, 'section' as const, 'api' as const),
});

describe('search index builder', () => {
  it('writes each shard as MiniSearch itself serializes it, whatever order pages arrive in', () => {
    fc.assert(
      fc.property(fc.array(fc.array(record, { maxLength: 8 }), { maxLength: 20 }), (pages) => {
        const builder = new SearchIndexBuilder('v1');
        for (const page of pages) builder.add(page);
        const files = new Map<string, string>();
        const segment = builder.finish((rel, body) => files.set(rel, body));
        expect(builtShards(files, 'v1', segment)).toEqual(referenceShards(pages.flat()));
      }),
      { numRuns: 60 },
    );
  });

  it('puts records added as last after all the others, whenever they come: the same files as added after them', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ records: fc.array(record, { maxLength: 6 }), last: fc.boolean() }), { maxLength: 24 }), (pages) => {
        const files = (order: typeof pages) => {
          const builder = new SearchIndexBuilder('v1');
          for (const page of order) builder.add(page.records, page.last);
          const out = new Map<string, string>();
          const segment = builder.finish((rel, body) => out.set(rel, body));
          return { out, segment };
        };
        const together = files(pages);
        const inTurn = files([...pages.filter((p) => !p.last), ...pages.filter((p) => p.last)].map((p) => ({ ...p, last: false })));
        expect(together.segment).toEqual(inTurn.segment);
        expect(together.out).toEqual(inTurn.out);
      }),
      { numRuns: 150 },
    );
    // Past a chunk of documents: 120 records before, 80 after, each a page of its own.
    const many = Array.from({ length: 200 }, (_, i) => ({ url: `/p${i}`, title: `Page ${i}`, hierarchy: [], text: `word${i % 7} text`, headings: '', aliases: '', exact: '', kind: (i % 9 === 0 ? 'api' : 'section') as SearchRecord['kind'], ...(i % 9 === 0 ? { group: `G${i % 2}` } : {}) }));
    const a = new SearchIndexBuilder('v1');
    many.forEach((r, i) => a.add([r], i % 5 < 2));
    const b = new SearchIndexBuilder('v1');
    for (const r of many.filter((_, i) => i % 5 >= 2)) b.add([r]);
    for (const r of many.filter((_, i) => i % 5 < 2)) b.add([r]);
    const fa = new Map<string, string>();
    const fb = new Map<string, string>();
    expect(a.finish((rel, body) => fa.set(rel, body))).toEqual(b.finish((rel, body) => fb.set(rel, body)));
    expect(fa).toEqual(fb);
  });

  it('chunks the documents prose first, then API members, and the manifest says where API starts', () => {
    const prose = Array.from({ length: CHUNK_SIZE + 7 }, (_, i) => ({ url: `/p${i}`, title: `Guide ${i}`, hierarchy: ['Guides'], text: 'x'.repeat(2000), headings: '', aliases: '', exact: '', kind: 'section' as const }));
    const api = Array.from({ length: 5 }, (_, i) => ({ url: `/api#m${i}`, title: `Page.m${i}`, hierarchy: ['API'], text: 'calls', headings: '', aliases: '', exact: `pagem${i}`, kind: 'api' as const }));
    const builder = new SearchIndexBuilder('v1');
    builder.add([api[0], ...prose.slice(0, 30)]);
    builder.add([...api.slice(1), ...prose.slice(30)]);
    const files = new Map<string, string>();
    const manifest = builder.finish((rel, body) => files.set(rel, body));
    expect(manifest).toMatchObject({ documents: prose.length + api.length, apiStart: prose.length });
    const docs = manifest.chunks.flatMap((c) => JSON.parse(files.get(`search/v1/${c}`)!) as { url: string; text: string }[]);
    expect(docs.map((d) => d.url)).toEqual([...prose, ...api].map((r) => r.url));
    expect(Math.max(...docs.map((d) => d.text.length))).toBeLessThanOrEqual(1200);
  });

  it('gives shards that MiniSearch loads and searches', () => {
    const files = buildSearchIndex(
      [
        { url: '/a', title: 'Navigations', hierarchy: [], text: 'How a page navigates between addresses', headings: '', aliases: '', exact: 'navigations', kind: 'page' },
        { url: '/b#goto', title: 'page.navigate', hierarchy: [], text: 'Goes to an address', headings: '', aliases: 'goto', exact: 'pagenavigate', kind: 'api' },
      ],
      'v1',
    ).files;
    const manifest = JSON.parse(files.get('search/v1.json')!) as SearchManifest;
    expect(manifest.chunkSize).toBe(CHUNK_SIZE);
    const shard = MiniSearch.loadJS(shardToMiniSearch(JSON.parse(files.get(`search/v1/${manifest.segments[0].shards.na}`)!)), { fields: [...SEARCH_FIELDS], idField: 'id' });
    expect(shard.search('navig', { prefix: true }).map((r) => r.id)).toEqual(expect.arrayContaining([0, 1]));
  });
});

describe('words of a text', () => {
  it('are read one by one (the index) exactly as the query side lists them, in any script, astral or broken surrogates included', () => {
    const table = new WordTable((word: string) => word);
    const listed = (text: string) => {
      const out: string[] = [];
      table.eachValue(text, (w) => out.push(w));
      return out;
    };
    const pieces = fc.constantFrom('getByRole', 'snake_case', 'Ünïcödé', 'naïve', '日本語', 'ёлка', '١٢٣', '𝒳𝒴', '😀', '\ud835', '\udc00', ' ', '—', '.', '-', '_', 'a1', '٣', '\u00a0', 'x');
    fc.assert(fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.array(pieces, { maxLength: 12 }).map((p) => p.join(''))), (text) => {
      expect(listed(text)).toEqual(listedWords(text));
    }), { numRuns: 3000 });
  });

  it('finds each of thousands of words by its characters, the table grown many times over', () => {
    const made: string[] = [];
    const table = new WordTable((word: string) => (made.push(word), made.length - 1));
    const vocabulary = Array.from({ length: 6000 }, (_, i) => (i % 3 ? `w${i.toString(36)}` : `Ünï${i}`));
    const text = Array.from({ length: 30000 }, (_, i) => vocabulary[(i * 7919) % vocabulary.length]).join(' — ');
    const found: string[] = [];
    table.eachValue(text, (n) => found.push(made[n]));
    expect(found).toEqual(listedWords(text));
    expect(made.length).toBe(new Set(listedWords(text)).size);
  });
});

describe('page names and class weights', () => {
  const record = (r: Partial<SearchRecord> & { url: string; title: string }): SearchRecord => ({ hierarchy: [], text: '', headings: '', aliases: '', exact: '', kind: 'api', ...r });
  const engineOf = (files: Map<string, string>) => new SearchEngine('/s/v1.json', async (url) => JSON.parse(files.get(url.replace(/^\/s\//, 'search/'))!));
  const titles = async (files: Map<string, string>, q: string) => (await engineOf(files).search(q)).hits.map((h) => h.title);

  it('keys a name by its stemmed words: the same for singular and plural, case and spacing', () => {
    expect(nameKey('Aria snapshots')).toBe('ariasnapshot');
    expect(nameKey('  aria   SNAPSHOT ')).toBe('ariasnapshot');
    expect(nameKey('Parallel threads')).toBe(nameKey('parallel thread'));
    expect(pageNames(['JUnit (experimental)', 'JUnit (experimental)', undefined, 'junit runner'])).toBe('junitexperimental junit junitrunner');
  });

  it('records the id ranges of each class, API ids after prose, and the manifest keeps only weighted ones', () => {
    const builder = new SearchIndexBuilder('v1');
    builder.add([record({ url: '/g', title: 'Guide', kind: 'page' }), record({ url: '/a', title: 'A', group: 'Alpha' }), record({ url: '/a#1', title: 'A.one', group: 'Alpha' })]);
    builder.add([record({ url: '/b', title: 'B', group: 'Beta' }), record({ url: '/g2', title: 'Guide 2', kind: 'section' }), record({ url: '/c', title: 'C', group: 'Alpha' })]);
    const segment = builder.finish(() => {});
    // Prose: 2 documents (ids 0, 1); API from 2: Alpha 2–3, Beta 4, Alpha again 5.
    expect(segment.groups).toEqual([['Alpha', 2, 4], ['Beta', 4, 5], ['Alpha', 5, 6]]);
    const manifest = scopeManifest([segment], { provider: 'local', apiClassWeights: { Alpha: 2, Beta: 1, Gamma: 3 } });
    expect(manifest.segments[0].weights).toEqual([[2, 4, 2], [5, 6, 2]]);
    expect(manifest.segments[0]).not.toHaveProperty('groups');
    expect(scopeManifest([segment], { provider: 'local' }).segments[0]).not.toHaveProperty('weights');
  });

  it("orders the same member of two classes by the config's class weights, not by anything in the engine", async () => {
    const records = [
      record({ url: '/alpha', title: 'Alpha', group: 'Alpha', exact: 'alpha' }),
      record({ url: '/alpha#run', title: 'Alpha.run', group: 'Alpha', text: 'Runs the job.', exact: 'alpharun run' }),
      record({ url: '/beta', title: 'Beta', group: 'Beta', exact: 'beta' }),
      record({ url: '/beta#run', title: 'Beta.run', group: 'Beta', text: 'Runs the job.', exact: 'betarun run' }),
    ];
    const run = async (weights?: Record<string, number>) => (await titles(buildSearchIndex(records, 'v1', { provider: 'local', apiClassWeights: weights }).files, 'run')).filter((t) => t.endsWith('.run'));
    expect(await run()).toEqual(['Alpha.run', 'Beta.run']);
    expect(await run({ Beta: 1.5 })).toEqual(['Beta.run', 'Alpha.run']);
    expect(await run({ Alpha: 0.5 })).toEqual(['Beta.run', 'Alpha.run']);
    expect(await run({ Beta: 0.5 })).toEqual(['Alpha.run', 'Beta.run']);
  });

  it('ranks a page named like the query first, above members that match the words more often', async () => {
    const records = [
      record({ url: '/snap#api', title: 'Page.ariaSnapshot', text: 'aria snapshot aria snapshot of the page', aliases: 'ariaSnapshot', exact: 'pageariasnapshot ariasnapshot' }),
      record({ url: '/guide#s', title: 'Snapshot testing', kind: 'section', headings: 'Aria snapshots', text: 'aria snapshot' }),
      record({ url: '/guide', title: 'Snapshot testing', kind: 'page', text: 'Describe the accessibility tree as YAML.', exact: 'snapshottesting', name: pageNames(['Snapshot testing', 'Aria snapshots']) }),
    ];
    const files = buildSearchIndex(records, 'v1').files;
    expect((await titles(files, 'aria snapshot'))[0]).toBe('Snapshot testing');
    expect((await engineOf(files).search('aria snapshots')).hits[0].url).toBe('/guide');
    expect((await engineOf(files).search('snapshot testing')).hits[0].url).toBe('/guide');
    // Not named by a part of its name: the member that matches best stays first.
    expect((await engineOf(files).search('aria')).hits[0].url).toBe('/snap#api');
  });
});

describe('segments built on the worker thread', () => {
  it('fail their build, not the process, when a file cannot be taken; the next build goes on', async () => {
    // A stand-in for search-worker.js that speaks its protocol: two files, then done.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-search-worker-'));
    const file = path.join(dir, 'worker.mjs');
    fs.writeFileSync(
      file,
      `import { parentPort } from 'node:worker_threads';
parentPort.on('message', (m) => {
  if (m.op !== 'build') return;
  parentPort.postMessage({ file: [m.scope + '/a.json', '1'] });
  parentPort.postMessage({ file: [m.scope + '/b.json', '2'] });
  parentPort.postMessage({ done: { shards: {}, chunks: [], documents: 0, apiStart: 0 } });
});
`,
    );
    const backend = workerBackend(file);
    try {
      const refused = new Error('the output writer failed');
      const taken: string[] = [];
      const failing = backend.build('v1', 0, (rel) => {
        taken.push(rel);
        throw refused;
      });
      const next = backend.build('v2', 0, (rel) => void taken.push(rel));
      await expect(failing).rejects.toBe(refused);
      await expect(next).resolves.toMatchObject({ documents: 0 });
      // The failed build's other file was not taken; the next build's were.
      expect(taken).toEqual(['v1/a.json', 'v2/a.json', 'v2/b.json']);
    } finally {
      await backend.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
