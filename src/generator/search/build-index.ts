// Builds the search index of one scope (a docs version with the version-less pages) as files:
// MiniSearch indexes sharded by the first two letters of their terms, and the documents in small
// chunks. A query downloads the manifest, the shards of its own terms and the chunks of its top
// hits — a bounded amount however large the site grows.
import MiniSearch from 'minisearch';
import { createHash } from 'node:crypto';
import { SEARCH_FIELDS, indexTerms, shardOf, type SearchManifest, type SearchDocument } from '../../client/search/terms.ts';
import type { SearchRecord } from './records.ts';

export const CHUNK_SIZE = 50;
const EXCERPT_SOURCE = 1200;

/**
 * MiniSearch options of the builder: fields arrive as arrays of finished terms (the browser's
 * options split a query on spaces instead; the index is the same).
 */
const NO_TERMS: string[] = [];
const builderOptions = {
  fields: [...SEARCH_FIELDS],
  idField: 'id',
  stringifyField: (terms: unknown) => terms as string,
  tokenize: (terms: string) => terms as unknown as string[],
  processTerm: (t: string) => t,
};

const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 10);
const shardFileName = (prefix: string) => [...prefix].map((c) => c.codePointAt(0)!.toString(16)).join('-');

export interface BuiltSearchIndex {
  /** Files relative to the output root. */
  files: Map<string, string>;
  documents: number;
  shards: number;
}

export function buildSearchIndex(input: SearchRecord[], scope: string): BuiltSearchIndex {
  const files = new Map<string, string>();
  // Prose first, API members after: the engine weighs them by id range.
  const records = [...input.filter((r) => r.kind !== 'api'), ...input.filter((r) => r.kind === 'api')];
  const apiStart = records.findIndex((r) => r.kind === 'api');
  const dir = `search/${scope}`;
  // Terms of every record, grouped by shard.
  // (A record's terms of one shard. Most have text terms only: the other fields share one empty
  // array until they get a term of their own.)
  type ShardDoc = { id: number } & Record<(typeof SEARCH_FIELDS)[number], string[]>;
  const shards = new Map<string, ShardDoc[]>();
  records.forEach((r, id) => {
    const byShard = new Map<string, ShardDoc>();
    for (const field of SEARCH_FIELDS) {
      const terms = field === 'exact' ? r.exact.split(' ').filter(Boolean) : indexTerms(r[field]);
      for (const term of terms) {
        const key = shardOf(term);
        let doc = byShard.get(key);
        if (!doc) byShard.set(key, (doc = { id, title: NO_TERMS, aliases: NO_TERMS, headings: NO_TERMS, text: NO_TERMS, exact: NO_TERMS }));
        if (doc[field] === NO_TERMS) doc[field] = [term];
        else doc[field].push(term);
      }
    }
    for (const [key, doc] of byShard) {
      let list = shards.get(key);
      if (!list) shards.set(key, (list = []));
      list.push(doc);
    }
  });
  const manifest: SearchManifest = { shards: {}, chunks: [], chunkSize: CHUNK_SIZE, documents: records.length, apiStart: apiStart < 0 ? records.length : apiStart };
  for (const key of [...shards.keys()].sort()) {
    const ms = new MiniSearch(builderOptions);
    ms.addAll(shards.get(key)!);
    const body = JSON.stringify(ms);
    const name = `${dir}/${shardFileName(key)}-${digest(body)}.json`;
    files.set(name, body);
    manifest.shards[key] = name.slice(dir.length + 1);
  }
  for (let start = 0; start < records.length; start += CHUNK_SIZE) {
    const docs: SearchDocument[] = records.slice(start, start + CHUNK_SIZE).map((r) => ({ url: r.url, title: r.title, hierarchy: r.hierarchy, text: r.text.slice(0, EXCERPT_SOURCE), kind: r.kind }));
    const body = JSON.stringify(docs);
    const name = `${dir}/docs-${start / CHUNK_SIZE}-${digest(body)}.json`;
    files.set(name, body);
    manifest.chunks.push(name.slice(dir.length + 1));
  }
  files.set(`search/${scope}.json`, JSON.stringify(manifest));
  return { files, documents: records.length, shards: shards.size };
}
