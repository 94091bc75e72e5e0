// Search results grouped by page, the messages for failures and empty results, and highlighted
// text. Everything from the query or the index is rendered as text, never as markup.
import type { Segment, SearchHit } from './engine.ts';

export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
    </>
  );
}

export interface HitGroup {
  page: string;
  title: string;
  category?: string;
  hits: { hit: SearchHit; index: number }[];
}

/** Hits grouped by page, in the order of each page's best hit. */
export function groupHits(hits: SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  hits.forEach((hit, index) => {
    const page = hit.url.split('#')[0];
    let g = groups.get(page);
    if (!g) {
      const [category, title] = hit.kind === 'api' ? [hit.hierarchy[0], hit.hierarchy[1]] : hit.hierarchy.length > 1 && hit.hierarchy[0] !== hit.title ? [hit.hierarchy[0], hit.title] : [undefined, hit.title];
      groups.set(page, (g = { page, title: title ?? hit.title, category, hits: [] }));
    }
    g.hits.push({ hit, index });
  });
  return [...groups.values()];
}

/** Where a hit sits inside its page: "Section › Subsection", or the page itself. */
export function sectionPath(hit: SearchHit): string {
  const inner = hit.kind === 'api' ? hit.hierarchy.slice(2) : hit.hierarchy.slice(hit.hierarchy.indexOf(hit.title) + 1);
  return inner.join(' › ');
}

export function HitList({ hits, active, onSelect, idPrefix }: { hits: SearchHit[]; active: number; onSelect: (hit: SearchHit, e: { preventDefault(): void }) => void; idPrefix: string }) {
  // Hits arrive in display order (grouped by page); indexes are positions in that order.
  let position = 0;
  const groups = groupHits(hits).map((g) => ({ ...g, hits: g.hits.map(({ hit }) => ({ hit, index: position++ })) }));
  return (
    <div className="search-groups">
      {groups.map((g) => (
        <section key={g.page} className="search-group">
          <h3 className="search-group-title">{g.category ? `${g.category} › ${g.title}` : g.title}</h3>
          <ul role="listbox" aria-label={`Results in ${g.title}`} className="search-hits">
            {g.hits.map(({ hit, index }) => (
              // The link itself is the option (an option holding a link would nest interactive controls).
              <li key={hit.url} role="presentation" className={`search-hit${index === active ? ' active' : ''}`}>
                <a href={hit.url} id={`${idPrefix}-${index}`} role="option" aria-selected={index === active} onClick={(e) => onSelect(hit, e)} tabIndex={-1}>
                  <span className={`search-hit-icon search-hit-icon-${hit.kind}`} aria-hidden="true" />
                  <span className="search-hit-body">
                    <span className="search-hit-title">
                      {hit.kind === 'section' ? sectionPath(hit) || hit.title : <Highlighted segments={hit.titleSegments} />}
                    </span>
                    {hit.kind !== 'section' && sectionPath(hit) && !hit.title.endsWith(sectionPath(hit)) && <span className="search-hit-path">{sectionPath(hit)}</span>}
                    <span className="search-hit-excerpt">
                      <Highlighted segments={hit.excerpt} />
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function SearchFailed() {
  return (
    <div className="search-message" role="alert">
      <p className="search-message-title">Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
    </div>
  );
}

export function NoResults({ query, suggestions, issuesUrl, onSuggest }: { query: string; suggestions: string[]; issuesUrl?: string; onSuggest: (q: string) => void }) {
  return (
    <div className="search-message" role="status">
      <p className="search-message-title">{`No results for "${query}"`}</p>
      {suggestions.length > 0 && (
        <>
          <p>Try searching for</p>
          <ul className="search-suggestions">
            {suggestions.map((s) => (
              <li key={s}>
                <button type="button" className="search-suggestion" onClick={() => onSuggest(s)}>
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {issuesUrl && (
        <p>
          {'Believe this query should return results? '}
          <a href={`${issuesUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`} target="_blank" rel="noopener noreferrer">
            Let us know.
          </a>
        </p>
      )}
    </div>
  );
}
