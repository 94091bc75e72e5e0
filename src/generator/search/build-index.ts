// Builds the search index of one scope (a docs version with the version-less pages) as files:
// MiniSearch indexes sharded by the first two letters of their terms, and the documents in small
// chunks. A query downloads the manifest, the shards of its own terms and the chunks of its top
// hits — a bounded amount however large the site grows. A large site's index is split into
// segments, each holding the pages of a share of the site (see segments.ts), so that an edit makes
// one segment again rather than the whole index.
//
// Records arrive page by page (SearchIndexBuilder.add) and are counted into postings at once, so
// the builder never holds a site's text. The shards are written packed (shared/search-shard.ts),
// which the browser unpacks into MiniSearch's serialized form for `MiniSearch.loadJS`: building
// MiniSearch's own radix trees only to serialize them took most of a large build's time.
import { createHash } from 'node:crypto';
import { SEARCH_FIELDS, shardOf, termsOfWord, type SearchDocument, type SearchSegment } from '../../shared/search-terms.ts';
import type { SearchRecord } from './records.ts';
import { WordTable } from './index-words.ts';
import { packPosting } from '../../shared/search-shard.ts';
import { CHUNK_SIZE, scopeManifest, type SearchWeights } from './segments.ts';

const EXCERPT_SOURCE = 1200;
const FIELDS = SEARCH_FIELDS.length;

const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 10);
const shardFileName = (prefix: string) => [...prefix].map((c) => c.codePointAt(0)!.toString(16)).join('-');

export interface BuiltSearchIndex {
  /** Files relative to the output root. */
  files: Map<string, string>;
  documents: number;
  shards: number;
}

/** Term frequencies are kept up to this (a field holds at most a few thousand characters). */
const MAX_FREQ = 4095;
/** A posting in one number: the document (within the shard), the field and the frequency. */
const posting = (doc: number, field: number, freq: number) => (doc * 8 + field) * (MAX_FREQ + 1) + Math.min(freq, MAX_FREQ);

/** Postings of one shard for one kind of record; documents are numbered within the shard. */
interface ShardPart {
  /** Record numbers (within the kind) of the shard's documents, ascending. */
  records: number[];
  /** Per term, its postings (see posting()) in document order. */
  postings: Map<string, number[]>;
  /** The record last given a document number in the shard, and that number. */
  lastRecord: number;
  lastDoc: number;
}

/** A term of a kind's records: its shard, its postings, and where the record being added counts it. */
interface TermEntry {
  part: ShardPart;
  postings: number[];
  /** The record that last had the term, and the term's place among that record's terms. */
  record: number;
  slot: number;
}

/** Records of one kind: prose (guides and pages) or API members, which take the ids after prose. */
class KindStore {
  readonly shards = new Map<string, ShardPart>();
  count = 0;
  /** Documents not yet in a finished chunk (prose chunks close as they fill: its ids start at 0). */
  readonly docs: SearchDocument[] = [];
  /** Record number ranges [group, from, to) of the records that name a group (an API class). */
  readonly groups: [string, number, number][] = [];
  /** Each term seen, and each word seen with its terms (see termsOfWord): one lookup a word. */
  private readonly terms = new Map<string, TermEntry>();
  private readonly words = new WordTable<TermEntry | TermEntry[]>((word) => {
    const terms = termsOfWord(word);
    return typeof terms === 'string' ? this.entry(terms) : terms.map((t) => this.entry(t));
  });
  /** The record being added: its distinct terms in the order first seen, and their counts per field (counts[slot * FIELDS + field]). */
  private readonly seen: TermEntry[] = [];
  private readonly counts: number[] = [];

  add(record: SearchRecord): void {
    const n = this.count++;
    if (record.group) {
      const last = this.groups.at(-1);
      if (last && last[0] === record.group && last[2] === n) last[2] = n + 1;
      else this.groups.push([record.group, n, n + 1]);
    }
    const { seen, counts } = this;
    seen.length = 0;
    const count = (entry: TermEntry, f: number) => {
      if (entry.record !== n) {
        entry.record = n;
        entry.slot = seen.length;
        seen.push(entry);
        for (let g = 0; g < FIELDS; g++) counts[entry.slot * FIELDS + g] = 0;
      }
      counts[entry.slot * FIELDS + f]++;
    };
    for (let f = 0; f < FIELDS; f++) {
      const field = SEARCH_FIELDS[f];
      if (field === 'exact' || field === 'name') {
        for (const term of (record[field] ?? '').split(' ')) if (term) count(this.entry(term), f);
        continue;
      }
      this.words.eachValue(record[field], (entries) => {
        if (Array.isArray(entries)) for (const e of entries) count(e, f);
        else count(entries, f);
      });
    }
    for (let slot = 0; slot < seen.length; slot++) {
      const { part, postings } = seen[slot];
      // (The record's document number in the shard: given when its first term there comes.)
      if (part.lastRecord !== n) {
        part.lastRecord = n;
        part.lastDoc = part.records.length;
        part.records.push(n);
      }
      const doc = part.lastDoc;
      for (let f = 0; f < FIELDS; f++) {
        const c = counts[slot * FIELDS + f];
        if (c) postings.push(posting(doc, f, c));
      }
    }
  }

  /**
   * Takes in the records of `last` after this store's own, as if they had been added after them:
   * their numbers, documents and postings follow, a term new to a shard comes after its terms.
   */
  append(last: KindStore): void {
    const offset = this.count;
    const unit = 8 * (MAX_FREQ + 1);
    for (const [key, from] of last.shards) {
      let part = this.shards.get(key);
      if (!part) this.shards.set(key, (part = { records: [], postings: new Map(), lastRecord: -1, lastDoc: 0 }));
      const docs = part.records.length;
      for (const r of from.records) part.records.push(r + offset);
      for (const [term, list] of from.postings) {
        let postings = part.postings.get(term);
        if (!postings) part.postings.set(term, (postings = []));
        for (const p of list) postings.push(p + docs * unit);
      }
    }
    for (const [group, from, to] of last.groups) {
      const previous = this.groups.at(-1);
      if (previous && previous[0] === group && previous[2] === from + offset) previous[2] = to + offset;
      else this.groups.push([group, from + offset, to + offset]);
    }
    for (const doc of last.docs) this.docs.push(doc);
    this.count += last.count;
  }

  /** The entry of a term (made, with its postings in its shard, when first seen). */
  private entry(term: string): TermEntry {
    let entry = this.terms.get(term);
    if (!entry) {
      const key = shardOf(term);
      let part = this.shards.get(key);
      if (!part) this.shards.set(key, (part = { records: [], postings: new Map(), lastRecord: -1, lastDoc: 0 }));
      // (The shard's terms are in the order first seen: its postings map keeps that order.)
      const postings: number[] = [];
      part.postings.set(term, postings);
      this.terms.set(term, (entry = { part, postings, record: -1, slot: 0 }));
    }
    return entry;
  }
}

/** Builds one segment of a scope's index from records added in any order of kinds. */
export class SearchIndexBuilder {
  private readonly prose = new KindStore();
  private readonly api = new KindStore();
  private readonly proseChunks: string[] = [];
  private readonly apiDocs: SearchDocument[] = [];
  /** Records that go after every other, counted as they come (see add). */
  private readonly last = { prose: new KindStore(), api: new KindStore(), apiDocs: [] as SearchDocument[] };

  constructor(
    private readonly scope: string,
    private readonly segment = 0,
  ) {}

  /**
   * Adds a page's records. `last`: records that go after every other of the segment, whenever the
   * others come (the pages outside the docs versions, which a segment's index lists after its
   * own): counted now all the same, and put in place when the segment is written.
   */
  add(records: SearchRecord[], last = false): void {
    for (const r of records) {
      const doc: SearchDocument = { url: r.url, title: r.title, hierarchy: r.hierarchy, text: r.text.slice(0, EXCERPT_SOURCE), kind: r.kind };
      if (r.kind === 'api') {
        (last ? this.last.api : this.api).add(r);
        (last ? this.last.apiDocs : this.apiDocs).push(doc);
      } else if (last) {
        this.last.prose.add(r);
        this.last.prose.docs.push(doc);
      } else {
        this.prose.add(r);
        this.prose.docs.push(doc);
        if (this.prose.docs.length === CHUNK_SIZE) this.proseChunks.push(JSON.stringify(this.prose.docs.splice(0)));
      }
    }
  }

  /**
   * Writes the index, file by file (`emit` gets each as it is made, and the builder lets go of
   * each shard once written). The builder is spent afterwards.
   */
  finish(emit: (rel: string, body: string) => void): SearchSegment {
    const dir = `search/${this.scope}`;
    this.prose.append(this.last.prose);
    this.api.append(this.last.api);
    for (const doc of this.last.apiDocs) this.apiDocs.push(doc);
    while (this.prose.docs.length >= CHUNK_SIZE) this.proseChunks.push(JSON.stringify(this.prose.docs.splice(0, CHUNK_SIZE)));
    const proseCount = this.prose.count;
    const documents = proseCount + this.api.count;
    const manifest: SearchSegment = { shards: {}, chunks: [], documents, apiStart: proseCount };
    const groups = [...this.prose.groups, ...this.api.groups.map(([group, from, to]): [string, number, number] => [group, from + proseCount, to + proseCount])];
    if (groups.length) manifest.groups = groups;
    const keys = [...new Set([...this.prose.shards.keys(), ...this.api.shards.keys()])].sort();
    for (const key of keys) {
      const body = serializeShard(this.prose.shards.get(key), this.api.shards.get(key), proseCount);
      this.prose.shards.delete(key);
      this.api.shards.delete(key);
      const name = `${dir}/${this.segment}-${shardFileName(key)}-${digest(body)}.json`;
      emit(name, body);
      manifest.shards[key] = name.slice(dir.length + 1);
    }
    // Document chunks: prose from 0, then API members (the last prose chunk may share theirs).
    const bodies = this.proseChunks.splice(0);
    const rest = [...this.prose.docs, ...this.apiDocs];
    for (let start = 0; start < rest.length; start += CHUNK_SIZE) bodies.push(JSON.stringify(rest.slice(start, start + CHUNK_SIZE)));
    bodies.forEach((body, i) => {
      const name = `${dir}/${this.segment}-docs-${i}-${digest(body)}.json`;
      emit(name, body);
      manifest.chunks.push(name.slice(dir.length + 1));
    });
    return manifest;
  }
}

/** One shard, packed (see shared/search-shard.ts): prose documents, then API members. */
function serializeShard(prose: ShardPart | undefined, api: ShardPart | undefined, apiOffset: number): string {
  const proseDocs = prose?.records.length ?? 0;
  const ids: number[] = [];
  let previous = 0;
  for (const [part, offset] of [[prose, 0], [api, apiOffset]] as const) {
    for (const record of part?.records ?? []) {
      ids.push(record + offset - previous);
      previous = record + offset;
    }
  }
  const terms = [...new Set([...(prose?.postings.keys() ?? []), ...(api?.postings.keys() ?? [])])];
  const unit = 8 * (MAX_FREQ + 1);
  const byField: number[][] = Array.from({ length: FIELDS }, () => []);
  const postings = terms.map((term) => {
    // Per field, its documents and frequencies in document order (prose first, then API).
    for (const [list, base] of [[prose?.postings.get(term), 0], [api?.postings.get(term), proseDocs]] as const) {
      if (!list) continue;
      for (const p of list) byField[Math.floor(p / (MAX_FREQ + 1)) % 8].push(Math.floor(p / unit) + base, p % (MAX_FREQ + 1));
    }
    const out: number[] = [];
    for (let f = 0; f < FIELDS; f++) {
      const pairs = byField[f];
      if (!pairs.length) continue;
      out.push(f, pairs.length / 2);
      let doc = -1;
      for (let i = 0; i < pairs.length; i += 2) {
        packPosting(out, pairs[i] - doc, pairs[i + 1]);
        doc = pairs[i];
      }
      pairs.length = 0;
    }
    return `[${out.join(',')}]`;
  });
  return `{"ids":[${ids.join(',')}],"terms":${JSON.stringify(terms)},"postings":[${postings.join(',')}]}`;
}

/** The index of a scope from all its records at once, in one segment (`search`: the config's, for its weights). */
export function buildSearchIndex(records: SearchRecord[], scope: string, search?: SearchWeights): BuiltSearchIndex {
  const builder = new SearchIndexBuilder(scope);
  builder.add(records);
  const files = new Map<string, string>();
  const segment = builder.finish((rel, body) => files.set(rel, body));
  files.set(`search/${scope}.json`, JSON.stringify(scopeManifest([segment], search)));
  return { files, documents: segment.documents, shards: Object.keys(segment.shards).length };
}
