// The local search engine in the browser: loads the scope's manifest, then only the shards of the
// query's terms and the document chunks of the best hits. Query terms are matched exactly, by
// prefix (the last, still being typed) and with typos (longer words). Results rank in tiers, then
// by score: a page whose name is the query (its title, sidebar label or a keyword: see nameKey);
// a record whose title or API name is the query, or whose title (or section heading) has every
// query word; records matching every term; records matching more terms without a typo. The config
// can weigh the documents of an API class (apiClassWeights).
import MiniSearch from 'minisearch';
import { shardToMiniSearch, type PackedShard } from '../../shared/search-shard.ts';
import { API_WEIGHT, FIELD_BOOST, MAX_HITS, SEARCH_FIELDS, SEGMENT_SPAN, TERM_FIELDS, compact, nameKey, queryTerms, queryWords, shardOf, type SearchDocument, type SearchManifest } from '../../shared/search-terms.ts';

export interface Segment {
  text: string;
  match: boolean;
}

export interface SearchHit {
  url: string;
  title: string;
  hierarchy: string[];
  kind: SearchDocument['kind'];
  titleSegments: Segment[];
  excerpt: Segment[];
}

export interface SearchResults {
  hits: SearchHit[];
  total: number;
  /** The matched index terms, for highlighting. */
  terms: string[];
}

export type JsonFetcher = (url: string) => Promise<unknown>;

const shardOptions = { fields: [...SEARCH_FIELDS], idField: 'id', tokenize: (s: string) => (s ? s.split(' ') : []), processTerm: (t: string) => t };

const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'how', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with']);

/** Splits text into plain and highlighted parts for the given terms (word starts, any case). */
export function highlight(text: string, terms: string[]): Segment[] {
  const wanted = terms.filter((t) => t.length > 1 && !STOP_WORDS.has(t)).sort((a, b) => b.length - a.length);
  if (!wanted.length || !text) return text ? [{ text, match: false }] : [];
  const escaped = wanted.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(${escaped.join('|')})`, 'giu');
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index! > last) out.push({ text: text.slice(last, m.index), match: false });
    out.push({ text: m[0], match: true });
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), match: false });
  return out;
}

/** A window of the text around the first highlighted term. */
export function excerpt(text: string, terms: string[], width = 180): Segment[] {
  const lower = text.toLowerCase();
  let at = -1;
  for (const t of terms) {
    const i = lower.indexOf(t);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  let start = Math.max(0, at - Math.floor(width / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + width);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return highlight(cut, terms);
}

/** What a document's rank is made of (see the tiers above). Sets hold query term numbers. */
interface Ranking {
  score: number;
  matched: Set<number>;
  /** Terms matched as typed or as a prefix (the last term), not with a typo. */
  plain: Set<number>;
  /** Terms that are a word of the title, or of the section's headings, as typed (stemmed). */
  inTitle: Set<number>;
  inHeadings: Set<number>;
  /** The query is the record's name, or every term is in its title or in its headings. */
  titled: boolean;
  named: boolean;
}

/** Notes how query term `i` matched a document: as typed, by prefix, in its title or headings. */
function noteMatch(entry: Ranking, i: number, term: string, last: boolean, result: { terms: string[]; match: Record<string, string[]> }): void {
  if (result.terms.some((t) => t === term || (last && t.startsWith(term)))) entry.plain.add(i);
  const fields = result.match[term];
  if (fields?.includes('title')) entry.inTitle.add(i);
  if (fields?.includes('headings')) entry.inHeadings.add(i);
}

export class SearchEngine {
  private manifest: Promise<SearchManifest> | undefined;
  /** Loaded shards by "segment:prefix", and document chunks by "segment:chunk". */
  private readonly shards = new Map<string, Promise<MiniSearch>>();
  private readonly chunks = new Map<string, Promise<SearchDocument[]>>();

  constructor(
    private readonly manifestUrl: string,
    private readonly fetchJson: JsonFetcher,
  ) {}

  private base(): string {
    return this.manifestUrl.replace(/\.json$/, '/');
  }

  private loadManifest(): Promise<SearchManifest> {
    return (this.manifest ??= (this.fetchJson(this.manifestUrl) as Promise<SearchManifest>).catch((e) => {
      this.manifest = undefined;
      throw e;
    }));
  }

  /** The shard of a prefix in each segment (undefined where a segment has no such terms). */
  private shard(key: string, manifest: SearchManifest): Promise<(MiniSearch | undefined)[]> {
    return Promise.all(
      manifest.segments.map((segment, n) => {
        const file = segment.shards[key];
        if (!file) return undefined;
        const id = `${n}:${key}`;
        let p = this.shards.get(id);
        if (!p) {
          p = this.fetchJson(this.base() + file).then((json) => MiniSearch.loadJS(shardToMiniSearch(json as PackedShard), shardOptions));
          p.catch(() => this.shards.delete(id));
          this.shards.set(id, p);
        }
        return p;
      }),
    );
  }

  /** Documents by id (segment * SEGMENT_SPAN + id within the segment), from their chunks. */
  private async documents(ids: number[], manifest: SearchManifest): Promise<Map<number, SearchDocument>> {
    const chunkOf = (id: number) => {
      const n = Math.floor(id / SEGMENT_SPAN);
      const local = id % SEGMENT_SPAN;
      return { key: `${n}:${Math.floor(local / manifest.chunkSize)}`, file: manifest.segments[n].chunks[Math.floor(local / manifest.chunkSize)], at: local % manifest.chunkSize };
    };
    await Promise.all(
      ids.map((id) => {
        const { key, file } = chunkOf(id);
        let p = this.chunks.get(key);
        if (!p) {
          p = this.fetchJson(this.base() + file) as Promise<SearchDocument[]>;
          p.catch(() => this.chunks.delete(key));
          this.chunks.set(key, p);
        }
        return p;
      }),
    );
    const out = new Map<number, SearchDocument>();
    for (const id of ids) {
      const { key, at } = chunkOf(id);
      out.set(id, (await this.chunks.get(key)!)[at]);
    }
    return out;
  }

  async search(query: string, options: { limit?: number; offset?: number } = {}): Promise<SearchResults> {
    const terms = queryTerms(query).filter((t) => t.length > 1 || queryTerms(query).length === 1);
    if (!terms.length) return { hits: [], total: 0, terms: [] };
    const manifest = await this.loadManifest();
    const scores = new Map<number, Ranking>();
    const scoreOf = (id: number) => {
      let entry = scores.get(id);
      if (!entry) scores.set(id, (entry = { score: 0, matched: new Set(), plain: new Set(), inTitle: new Set(), inHeadings: new Set(), titled: false, named: false }));
      return entry;
    };
    // The config's weight of a document's API class (1 for the others).
    const weightOf = (n: number, id: number) => {
      for (const [from, to, factor] of manifest.segments[n].weights ?? []) if (id >= from && id < to) return factor;
      return 1;
    };
    const matchedTerms = new Set<string>();
    // The whole query as one compact word ("page.navigate" → "pagenavigate") finds exact names,
    // and its stemmed form ("Aria snapshots" → "ariasnapshot") the pages of that name.
    const whole = compact(query.slice(0, 64));
    const named = nameKey(query);
    const shardFor = (key: string) => (key.length > 1 ? this.shard(shardOf(key), manifest) : Promise.resolve(undefined));
    const [shards, wholeShard, nameShard] = await Promise.all([Promise.all(terms.map((t) => this.shard(shardOf(t), manifest))), shardFor(whole), shardOf(named) === shardOf(whole) ? undefined : shardFor(named)]);
    terms.forEach((term, i) => {
      const last = i === terms.length - 1;
      shards[i].forEach((ms, n) => {
        const results = ms?.search(term, { fields: TERM_FIELDS, prefix: last && term.length >= 2, fuzzy: term.length >= 5 ? 0.25 : term.length >= 4 ? 1 : false, boost: FIELD_BOOST, combineWith: 'OR' }) ?? [];
        for (const r of results) {
          const id = r.id as number;
          const entry = scoreOf(n * SEGMENT_SPAN + id);
          entry.score += r.score * (id >= manifest.segments[n].apiStart ? API_WEIGHT : 1) * weightOf(n, id);
          entry.matched.add(i);
          noteMatch(entry, i, term, last, r);
          for (const t of r.terms) matchedTerms.add(t);
        }
      });
    });
    (wholeShard ?? []).forEach((ms, n) => {
      for (const r of ms?.search(whole, { fields: ['exact'], prefix: false, fuzzy: false }) ?? []) {
        const entry = scoreOf(n * SEGMENT_SPAN + (r.id as number));
        entry.score += r.score * FIELD_BOOST.exact * weightOf(n, r.id as number);
        entry.titled = true;
        terms.forEach((_t, i) => (entry.matched.add(i), entry.plain.add(i)));
      }
    });
    // A page named like the query comes first (of several, the better scored).
    ((nameShard ?? wholeShard) ?? []).forEach((ms, n) => {
      if (named.length < 2) return;
      for (const r of ms?.search(named, { fields: ['name'], prefix: false, fuzzy: false }) ?? []) {
        const entry = scoreOf(n * SEGMENT_SPAN + (r.id as number));
        entry.named = true;
        terms.forEach((_t, i) => entry.matched.add(i));
      }
    });
    let ranked = [...scores.entries()];
    const all = ranked.filter(([, e]) => e.matched.size === terms.length);
    if (all.length) ranked = all;
    for (const [, e] of ranked) e.titled ||= e.inTitle.size === terms.length || e.inHeadings.size === terms.length;
    ranked.sort((a, b) => Number(b[1].named) - Number(a[1].named) || Number(b[1].titled) - Number(a[1].titled) || b[1].matched.size - a[1].matched.size || b[1].plain.size - a[1].plain.size || b[1].score - a[1].score || a[0] - b[0]);
    const offset = options.offset ?? 0;
    const page = ranked.slice(offset, offset + (options.limit ?? MAX_HITS));
    const docs = await this.documents(page.map(([id]) => id), manifest);
    const hl = [...new Set([...queryWords(query), ...matchedTerms, ...terms])];
    const hits = page.map(([id]) => {
      const d = docs.get(id)!;
      return { url: d.url, title: d.title, hierarchy: d.hierarchy, kind: d.kind, titleSegments: highlight(d.title, hl), excerpt: excerpt(d.text, hl) };
    });
    return { hits, total: ranked.length, terms: hl };
  }
}
