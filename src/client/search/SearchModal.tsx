// The search modal (its code loads on first use): query field, results grouped by page with
// keyboard navigation, recent and favourite hits, the spec's messages, and a link to all results.
import { useEffect, useRef, useState } from 'react';
import type { SiteData } from '../../shared/types.ts';
import type { SafeStorage } from '../storage.ts';
import { SearchIcon, CloseIcon } from '../../templates/icons.tsx';
import { MAX_QUERY_LENGTH } from '../../shared/search-terms.ts';
import { useSavedHits, useSearch, type SavedHit } from './use-search.ts';
import { HitList, NoResults, SearchFailed, groupHits } from './Results.tsx';

export { MAX_QUERY_LENGTH };

export interface SearchModalProps {
  site: SiteData;
  scope: string;
  storage: SafeStorage;
  onClose: () => void;
  navigate: (url: string) => void;
  initialQuery?: string;
}

function SavedList({ title, hits, onOpen, actions }: { title: string; hits: SavedHit[]; onOpen: (h: SavedHit) => void; actions: (h: SavedHit) => React.ReactNode }) {
  if (!hits.length) return null;
  return (
    <section className="search-group search-saved">
      <h3 className="search-group-title">{title}</h3>
      <ul className="search-hits">
        {hits.map((h) => (
          <li key={h.url} className="search-hit">
            <a
              href={h.url}
              onClick={(e) => {
                e.preventDefault();
                onOpen(h);
              }}
            >
              <span className="search-hit-body">
                <span className="search-hit-title">{h.title}</span>
                <span className="search-hit-path">{h.hierarchy.join(' › ')}</span>
              </span>
            </a>
            <span className="search-hit-actions">{actions(h)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SearchModal({ site, scope, storage, onClose, navigate, initialQuery = '' }: SearchModalProps) {
  const [query, setQuery] = useState(initialQuery.slice(0, MAX_QUERY_LENGTH));
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const search = useSearch(site, scope, query);
  const saved = useSavedHits(storage);
  // Arrow keys walk the hits in the order they are shown: grouped by page.
  const hits = groupHits(search.results?.hits ?? []).flatMap((g) => g.hits.map((h) => h.hit));
  useEffect(() => {
    input.current?.focus();
  }, []);
  useEffect(() => setActive(0), [search.results]);
  useEffect(() => {
    document.getElementById(`search-hit-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const open = (hit: SavedHit) => {
    saved.remember({ url: hit.url, title: hit.title, hierarchy: hit.hierarchy });
    onClose();
    navigate(hit.url);
  };
  const allResults = `${site.baseUrl}search?q=${encodeURIComponent(query.trim())}`;
  const showSaved = !query.trim();

  return (
    <div className="search-modal-body">
      <form
        className="search-modal-form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (hits[active]) open(hits[active]);
        }}
      >
        <label className="search-modal-input">
          <SearchIcon />
          <span className="visually-hidden">Search the documentation</span>
          <input
            ref={input}
            type="search"
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={site.search.placeholder}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            role="combobox"
            aria-expanded={hits.length > 0}
            aria-controls="search-results"
            aria-activedescendant={hits.length ? `search-hit-${active}` : undefined}
            onInput={(e) => setQuery((e.target as HTMLInputElement).value.slice(0, MAX_QUERY_LENGTH))}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' && hits.length) {
                e.preventDefault();
                setActive((a) => (a + 1) % hits.length);
              } else if (e.key === 'ArrowUp' && hits.length) {
                e.preventDefault();
                setActive((a) => (a - 1 + hits.length) % hits.length);
              }
            }}
          />
          {query && (
            <button type="button" className="search-modal-clear" aria-label="Clear the query" onClick={() => { setQuery(''); input.current?.focus(); }}>
              <CloseIcon size={16} />
            </button>
          )}
        </label>
        <button type="button" className="search-modal-cancel" onClick={onClose}>
          Cancel
        </button>
      </form>
      <div className="search-modal-results" id="search-results" aria-live="polite">
        {showSaved ? (
          saved.recent.length || saved.favorites.length ? (
            <>
              <SavedList
                title="Recent"
                hits={saved.recent}
                onOpen={open}
                actions={(h) => (
                  <>
                    <button type="button" className="search-action" aria-label={`Save "${h.title}" as a favourite`} title="Save this search" onClick={() => saved.favorite(h)}>
                      ☆
                    </button>
                    <button type="button" className="search-action" aria-label={`Remove "${h.title}" from recent searches`} title="Remove" onClick={() => saved.removeRecent(h)}>
                      ×
                    </button>
                  </>
                )}
              />
              <SavedList
                title="Favorites"
                hits={saved.favorites}
                onOpen={open}
                actions={(h) => (
                  <button type="button" className="search-action" aria-label={`Remove "${h.title}" from favourites`} title="Remove" onClick={() => saved.removeFavorite(h)}>
                    ×
                  </button>
                )}
              />
            </>
          ) : (
            <p className="search-modal-hint">No recent searches</p>
          )
        ) : search.status === 'error' ? (
          <SearchFailed />
        ) : search.status === 'done' && hits.length === 0 ? (
          <NoResults query={search.query} suggestions={site.search.suggestions} issuesUrl={site.issuesUrl} onSuggest={(q) => setQuery(q)} />
        ) : (
          <HitList hits={hits} active={active} idPrefix="search-hit" onSelect={(hit, e) => { e.preventDefault(); open(hit); }} />
        )}
      </div>
      <div className="search-modal-footer">
        {search.results && search.results.total > 0 && query.trim() ? (
          <a
            className="search-see-all"
            href={allResults}
            onClick={(e) => {
              e.preventDefault();
              onClose();
              navigate(allResults);
            }}
          >
            {`See all ${search.results.total} results`}
          </a>
        ) : (
          <span />
        )}
        <ul className="search-keys" aria-label="Keyboard shortcuts">
          <li>
            <kbd>↵</kbd> to select
          </li>
          <li>
            <kbd>↑</kbd>
            <kbd>↓</kbd> to navigate
          </li>
          <li>
            <kbd>esc</kbd> to close
          </li>
        </ul>
      </div>
    </div>
  );
}
