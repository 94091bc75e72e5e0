// How search text becomes terms, shared by the index builder (Node) and the query (browser), so
// both sides agree. Terms are lower-cased words; camelCase API names also yield their parts
// ("getByRole" → getbyrole, get, by, role). Each term lives in the shard of its first two letters.
// `name` holds the name keys of a page (see nameKey): it is not searched by term, only by the
// whole query, and a page it finds ranks first.
export const SEARCH_FIELDS = ['title', 'aliases', 'headings', 'text', 'exact', 'name'] as const;
/** The fields a query's terms are looked up in. */
export const TERM_FIELDS = ['title', 'aliases', 'headings', 'text', 'exact'];
export const FIELD_BOOST: Record<string, number> = { title: 4, aliases: 5, headings: 2, text: 1, exact: 12 };

/** A name with everything but letters and digits removed: "Page.navigate" → "pagenavigate". */
export function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
export const MAX_QUERY_LENGTH = 64;
export const MAX_HITS = 20;

const WORD = /[\p{L}\p{N}_]+/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * A light English stemmer, the same on both sides: "reusing", "reused", "reuses" and "reuse" all
 * become "reus"; "snapshots" becomes "snapshot". Short words and words with digits stay as they are.
 */
export function stem(term: string): string {
  if (term.length <= 3 || /\d/.test(term)) return term;
  let t = term;
  if (t.endsWith('ies') && t.length > 4) t = `${t.slice(0, -3)}y`;
  else if (t.endsWith('sses')) t = t.slice(0, -2);
  else if (t.endsWith('s') && !t.endsWith('ss') && !t.endsWith('us') && !t.endsWith('is')) t = t.slice(0, -1);
  if (t.endsWith('ing') && t.length > 5) t = t.slice(0, -3);
  else if (t.endsWith('ed') && t.length > 4) t = t.slice(0, -2);
  if (t.endsWith('e') && t.length > 4) t = t.slice(0, -1);
  return t;
}

// The index terms of each word seen: its stem, or its stem and its camelCase parts' stems (a site
// has far fewer distinct words than words).
const wordTerms = new Map<string, string | string[]>();
const COMPOUND = /[a-z0-9][A-Z]|_/;
/** A word's index terms: its stem, then its camelCase parts' stems (one string when it has no parts). */
export function termsOfWord(word: string): string | string[] {
  let terms = wordTerms.get(word);
  if (terms === undefined) {
    terms = stem(word.toLowerCase());
    if (COMPOUND.test(word)) {
      const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])|_/).filter(Boolean);
      if (parts.length > 1) terms = [terms, ...parts.map((p) => stem(p.toLowerCase()))];
    }
    if (wordTerms.size < 200_000) wordTerms.set(word, terms);
  }
  return terms;
}

/** Index terms of a text: stemmed lower-case words, plus the parts of camelCase words. */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    const terms = termsOfWord(w);
    if (typeof terms === 'string') out.push(terms);
    else for (const t of terms) out.push(t);
  }
  return out;
}

/** Terms of a query: stemmed lower-case words ("getbyrole" stays one term). */
export function queryTerms(query: string): string[] {
  return words(query.slice(0, MAX_QUERY_LENGTH)).map((w) => stem(w.toLowerCase()));
}

/** The query's words as typed (lower-cased), for highlighting. */
export function queryWords(query: string): string[] {
  return words(query.slice(0, MAX_QUERY_LENGTH)).map((w) => w.toLowerCase());
}

/**
 * The key a page is known by: the stemmed words of a name run together ("Aria snapshots" and
 * "aria snapshot" → "ariasnapshot"). A page record holds the keys of its title, sidebar label and
 * front-matter keywords; a query with the same key names that page, which then ranks first.
 */
export function nameKey(text: string): string {
  return compact(words(text.slice(0, MAX_QUERY_LENGTH)).map((w) => stem(w.toLowerCase())).join(' '));
}

export function shardOf(term: string): string {
  return term.length >= 2 ? term.slice(0, 2) : term;
}

/**
 * One segment of a scope's index: the documents of a share of its pages, with their own shards and
 * chunks. Large sites are split into segments so that an edit rebuilds one segment, not the whole
 * index; a small site has one.
 */
export interface SearchSegment {
  /** Shard files by two-letter prefix, relative to the manifest. */
  shards: Record<string, string>;
  /** Document chunk files; document n is in chunk floor(n / chunkSize). */
  chunks: string[];
  documents: number;
  /** Documents from this id on are API members (they rank below prose for the same score). */
  apiStart: number;
  /**
   * As built: the documents of each API class (the class page and its members), as id ranges
   * [class, from, to) within the segment. The manifest keeps only the weighted ones (`weights`).
   */
  groups?: [group: string, from: number, to: number][];
  /** In the manifest: score factors of document id ranges [from, to) (config search.apiClassWeights). */
  weights?: [from: number, to: number, factor: number][];
}

/** What the index serves for one scope (a docs version, with the version-less pages). */
export interface SearchManifest {
  chunkSize: number;
  segments: SearchSegment[];
}

/** Document ids across segments: segment * SEGMENT_SPAN + the id within the segment. */
export const SEGMENT_SPAN = 2 ** 24;

/** How much an API member's score counts against a guide section's. */
export const API_WEIGHT = 0.55;

/** What a result shows. */
export interface SearchDocument {
  url: string;
  title: string;
  /** Category, page, sections: where the hit sits. */
  hierarchy: string[];
  /** The text around which excerpts are cut. */
  text: string;
  kind: 'page' | 'section' | 'api';
}
