// The search state of the modal and the search page: one engine per scope (local index or the
// hosted service), debounced queries, stale answers dropped, and recent and favourite hits.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SiteData } from '../../shared/types.ts';
import type { SafeStorage } from '../storage.ts';
import { SearchEngine, type SearchResults } from './engine.ts';
import { AlgoliaEngine } from './algolia.ts';
import { MAX_HITS, MAX_QUERY_LENGTH } from '../../shared/search-terms.ts';

export interface Engine {
  search(query: string, options?: { limit?: number; offset?: number }): Promise<SearchResults>;
}

const engines = new Map<string, Engine>();

async function fetchJson(url: string): Promise<unknown> {
  const r = await fetch(url, { credentials: 'same-origin' });
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return r.json();
}

export function engineFor(site: SiteData, scope: string): Engine {
  const key = `${site.search.provider}:${scope}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = site.search.provider === 'algolia' && site.search.algolia ? new AlgoliaEngine(site.search.algolia, scope) : new SearchEngine(`${site.baseUrl}search/${scope}.json`, fetchJson);
    engines.set(key, engine);
  }
  return engine;
}

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export function useSearch(site: SiteData, scope: string, query: string, limit = MAX_HITS) {
  const [state, setState] = useState<{ status: SearchStatus; results?: SearchResults; query: string; error?: string }>({ status: 'idle', query: '' });
  const seq = useRef(0);
  const trimmed = query.slice(0, MAX_QUERY_LENGTH).trim();
  useEffect(() => {
    const n = ++seq.current;
    if (!trimmed) {
      setState({ status: 'idle', query: '' });
      return;
    }
    setState((s) => ({ ...s, status: 'loading' }));
    const timer = window.setTimeout(() => {
      engineFor(site, scope)
        .search(trimmed, { limit })
        .then(
          (results) => n === seq.current && setState({ status: 'done', results, query: trimmed }),
          (e: unknown) => n === seq.current && setState({ status: 'error', query: trimmed, error: e instanceof Error ? e.message : String(e) }),
        );
    }, 60);
    return () => window.clearTimeout(timer);
  }, [trimmed, scope, limit]);
  return state;
}

export interface SavedHit {
  url: string;
  title: string;
  hierarchy: string[];
}

export const RECENT_KEY = 'docgen.search.recent';
export const FAVORITES_KEY = 'docgen.search.favorites';
export const MAX_RECENT = 7;

function read(storage: SafeStorage, key: string): SavedHit[] {
  try {
    const v = JSON.parse(storage.get(key) ?? '[]') as SavedHit[];
    return Array.isArray(v) ? v.filter((h) => h && typeof h.url === 'string') : [];
  } catch {
    return [];
  }
}

/** Recent hits (the last 7 chosen) and favourites (recent hits the reader starred). */
export function useSavedHits(storage: SafeStorage) {
  const [recent, setRecent] = useState(() => read(storage, RECENT_KEY));
  const [favorites, setFavorites] = useState(() => read(storage, FAVORITES_KEY));
  return useMemo(() => {
    const save = (key: string, list: SavedHit[], set: (l: SavedHit[]) => void) => {
      storage.set(key, JSON.stringify(list));
      set(list);
    };
    return {
      recent,
      favorites,
      remember(hit: SavedHit) {
        if (favorites.some((f) => f.url === hit.url)) return;
        save(RECENT_KEY, [hit, ...recent.filter((r) => r.url !== hit.url)].slice(0, MAX_RECENT), setRecent);
      },
      favorite(hit: SavedHit) {
        save(FAVORITES_KEY, [hit, ...favorites.filter((f) => f.url !== hit.url)], setFavorites);
        save(RECENT_KEY, recent.filter((r) => r.url !== hit.url), setRecent);
      },
      removeRecent(hit: SavedHit) {
        save(RECENT_KEY, recent.filter((r) => r.url !== hit.url), setRecent);
      },
      removeFavorite(hit: SavedHit) {
        save(FAVORITES_KEY, favorites.filter((f) => f.url !== hit.url), setFavorites);
      },
    };
  }, [recent, favorites]);
}
