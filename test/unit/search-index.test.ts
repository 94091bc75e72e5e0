// The search index builder writes shards in MiniSearch's serialized form without building
// MiniSearch's own index: each shard must be what MiniSearch itself would serialize for the same
// documents (scores included), records may arrive page by page with API members interleaved, and
// MiniSearch must load the result and find documents in it.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import MiniSearch from 'minisearch';
import { SearchIndexBuilder, buildSearchIndex, CHUNK_SIZE } from '../../src/generator/search/build-index.ts';
import { SEARCH_FIELDS, indexTerms, shardOf, type SearchManifest, type SearchSegment } from '../../src/shared/search-terms.ts';
import type { SearchRecord } from '../../src/generator/search/records.ts';
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
      const terms = field === 'exact' ? r.exact.split(' ').filter(Boolean) : indexTerms(r[field]);
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
  return new Map(Object.entries(segment.shards).map(([key, file]) => [key, comparable(JSON.parse(files.get(`search/${scope}/${file}`)!))]));
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
    const shard = MiniSearch.loadJSON(files.get(`search/v1/${manifest.segments[0].shards.na}`)!, { fields: [...SEARCH_FIELDS], idField: 'id' });
    expect(shard.search('navig', { prefix: true }).map((r) => r.id)).toEqual(expect.arrayContaining([0, 1]));
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
