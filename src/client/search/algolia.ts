// The hosted alternative: the same interface as the local engine, answered by Algolia's search
// REST API, filtered to the site's language and docs version (contextual search).
import type { SearchHit, SearchResults } from './engine.ts';
import { highlight, excerpt } from './engine.ts';
import { MAX_HITS, queryTerms } from '../../shared/search-terms.ts';

export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  language: string;
  host?: string;
}

interface AlgoliaHit {
  url: string;
  content?: string | null;
  hierarchy: Record<string, string | null>;
  type?: string;
}

/** Facet filters of contextual search: the language, and the docs version or version-less pages. */
export function contextFilters(language: string, version: string | undefined): string[][] {
  return [[`language:${language}`], ['docusaurus_tag:default', ...(version ? [`docusaurus_tag:docs-default-${version}`] : [])]];
}

export class AlgoliaEngine {
  constructor(
    private readonly settings: AlgoliaSettings,
    private readonly version: string | undefined,
  ) {}

  async search(query: string, options: { limit?: number; offset?: number } = {}): Promise<SearchResults> {
    const host = this.settings.host ?? `https://${this.settings.appId}-dsn.algolia.net`;
    const limit = options.limit ?? MAX_HITS;
    const body: Record<string, unknown> = { query, hitsPerPage: limit, page: Math.floor((options.offset ?? 0) / limit), attributesToRetrieve: ['hierarchy', 'content', 'url', 'type'] };
    if (this.settings.contextualSearch) body.facetFilters = contextFilters(this.settings.language, this.version);
    const response = await fetch(`${host}/1/indexes/${encodeURIComponent(this.settings.indexName)}/query`, {
      method: 'POST',
      headers: { 'X-Algolia-Application-Id': this.settings.appId, 'X-Algolia-API-Key': this.settings.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`search service answered HTTP ${response.status}`);
    const data = (await response.json()) as { hits: AlgoliaHit[]; nbHits: number };
    const terms = queryTerms(query);
    const hits: SearchHit[] = data.hits.map((h) => {
      const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4'].map((l) => h.hierarchy[l]).filter((x): x is string => !!x);
      const title = levels[1] ?? levels[0] ?? h.url;
      return { url: new URL(h.url, location.href).pathname + new URL(h.url, location.href).hash, title, hierarchy: levels, kind: h.type === 'content' ? 'section' : 'page', titleSegments: highlight(title, terms), excerpt: excerpt(h.content ?? '', terms) };
    });
    return { hits, total: data.nbHits, terms };
  }
}
