// The search page in the browser: the query comes from ?q= and stays in the URL as it changes;
// results show their count and excerpts, twenty at a time; the docs version can be chosen.
import { useEffect, useState } from 'react';
import type { SiteData } from '../../shared/types.ts';
import { SearchPage } from '../../templates/SimplePages.tsx';
import { useRuntime } from '../../templates/runtime.tsx';
import { PREFERRED_VERSION_KEY } from '../keys.ts';
import { MAX_HITS, MAX_QUERY_LENGTH } from '../../shared/search-terms.ts';
import { useSearch } from './use-search.ts';
import { Highlighted, NoResults, SearchFailed, sectionPath } from './Results.tsx';

export default function SearchPageClient({ site }: { site: SiteData }) {
  const rt = useRuntime();
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState(site.lastVersion);
  const [limit, setLimit] = useState(MAX_HITS);
  useEffect(() => {
    setQuery((new URLSearchParams(location.search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH));
    const v = new URLSearchParams(location.search).get('version') ?? rt.storage.get(PREFERRED_VERSION_KEY);
    if (v && site.search.versions.some((x) => x.name === v)) setScope(v);
  }, []);
  useEffect(() => {
    if (!rt.hydrated) return;
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href !== location.href) history.replaceState(history.state, '', url.href);
    setLimit(MAX_HITS);
  }, [query]);
  const search = useSearch(site, scope, query, limit);
  const results = search.results;
  return (
    <SearchPage site={site} query={query} scope={scope} onQuery={(q) => setQuery(q.slice(0, MAX_QUERY_LENGTH))} onScope={setScope}>
      {search.status === 'error' && <SearchFailed />}
      {search.status === 'done' && results && results.total === 0 && <NoResults query={search.query} suggestions={site.search.suggestions} issuesUrl={site.issuesUrl} onSuggest={setQuery} />}
      {results && results.total > 0 && search.status !== 'error' && (
        <>
          <p className="search-page-count">{`${results.total} ${results.total === 1 ? 'result' : 'results'} for "${search.query}"`}</p>
          <ol className="search-page-list">
            {results.hits.map((hit) => (
              <li key={hit.url} className="search-page-hit">
                <a className="search-page-hit-title" href={hit.url}>
                  <Highlighted segments={hit.titleSegments} />
                </a>
                <p className="search-page-hit-path">{[...hit.hierarchy.slice(0, hit.kind === 'api' ? 2 : 1), sectionPath(hit)].filter(Boolean).join(' › ')}</p>
                <p className="search-page-hit-excerpt">
                  <Highlighted segments={hit.excerpt} />
                </p>
              </li>
            ))}
          </ol>
          {results.hits.length < results.total && (
            <button type="button" className="btn btn-outline search-page-more" onClick={() => setLimit(limit + MAX_HITS)}>
              Load more results
            </button>
          )}
        </>
      )}
    </SearchPage>
  );
}
