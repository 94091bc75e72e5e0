// A search index shard as it is stored: MiniSearch's serialized index, packed. MiniSearch's own
// form spells each posting `"document":frequency` inside an object per term and field (about
// nine characters a posting, most of a large site's index); here the postings are runs of small
// numbers, and the builder (generator/search/build-index.ts) writes them without making
// MiniSearch's objects. The browser unpacks a shard (shardToMiniSearch) into what
// `MiniSearch.loadJS` reads: the same index, the same scores. A document's length in a field (its
// number of distinct terms there, of the shard's terms) is the number of postings it has there,
// so it is not stored: the browser counts it as it unpacks (it was most of a shard's numbers).
import type { AsPlainObject } from 'minisearch';
import { SEARCH_FIELDS } from './search-terms.ts';

export interface PackedShard {
  /** The record number of each of the shard's documents, as the difference from the one before (the first: itself). */
  ids: number[];
  terms: string[];
  /**
   * Per term, its postings field by field: the field's number, how many documents have the term
   * there, then per document (in order) its number's difference from the one before (the first:
   * from -1) times two, plus one when the frequency is not 1 — and then the frequency follows.
   */
  postings: number[][];
}

/** One posting's numbers (see PackedShard.postings), appended to `out`. */
export function packPosting(out: number[], step: number, frequency: number): void {
  if (frequency === 1) out.push(step * 2);
  else out.push(step * 2 + 1, frequency);
}

/** The shard as `JSON.stringify(miniSearch)` gives it (serializationVersion 2). */
export function shardToMiniSearch(shard: PackedShard): AsPlainObject {
  const fields = SEARCH_FIELDS.length;
  const count = shard.ids.length;
  const lengths = new Array<number>(count * fields).fill(0);
  const index: [string, Record<string, Record<string, number>>][] = [];
  shard.terms.forEach((term, t) => {
    const list = shard.postings[t];
    const byField: Record<string, Record<string, number>> = {};
    for (let i = 0; i < list.length; ) {
      const field = list[i++];
      let n = list[i++];
      const docs: Record<string, number> = {};
      let doc = -1;
      while (n-- > 0) {
        const v = list[i++];
        doc += v >> 1;
        docs[doc] = v & 1 ? list[i++] : 1;
        lengths[doc * fields + field]++;
      }
      byField[field] = docs;
    }
    index.push([term, byField]);
  });
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  // (MiniSearch keeps a running average per field as documents are added: the same sums in the same order.)
  const average = new Array<number>(fields).fill(0);
  let id = 0;
  for (let doc = 0; doc < count; doc++) {
    id += shard.ids[doc];
    documentIds[doc] = id;
    const own = lengths.slice(doc * fields, doc * fields + fields);
    fieldLength[doc] = own;
    for (let f = 0; f < fields; f++) average[f] = (average[f] * doc + own[f]) / (doc + 1);
  }
  return {
    documentCount: count,
    nextId: count,
    documentIds,
    fieldIds: Object.fromEntries(SEARCH_FIELDS.map((f, i) => [f, i])),
    fieldLength,
    averageFieldLength: average,
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
}
