// The search modal (loaded on first use). A dialog with the query field; Escape, the backdrop and
// the close button close it; focus stays inside while it is open.
import { useEffect, useRef, useState } from 'react';
import type { SiteData } from '../../templates/types.ts';

export const MAX_QUERY_LENGTH = 64;

export interface SearchModalProps {
  site: SiteData;
  onClose: () => void;
  initialQuery?: string;
}

export default function SearchModal({ site, onClose, initialQuery = '' }: SearchModalProps) {
  const [query, setQuery] = useState(initialQuery.slice(0, MAX_QUERY_LENGTH));
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);
  const searchPage = `${site.baseUrl}search?q=${encodeURIComponent(query)}`;
  return (
    <div className="search-modal-body">
      <form
        className="search-modal-form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (query.trim()) {
            onClose();
            window.location.assign(searchPage);
          }
        }}
      >
        <label className="search-modal-input">
          <span className="visually-hidden">Search the documentation</span>
          <input ref={input} type="search" value={query} maxLength={MAX_QUERY_LENGTH} placeholder={site.search.placeholder} autoComplete="off" spellCheck={false} onInput={(e) => setQuery((e.target as HTMLInputElement).value.slice(0, MAX_QUERY_LENGTH))} />
        </label>
        <button type="button" className="search-modal-cancel" onClick={onClose}>
          Cancel
        </button>
      </form>
      <div className="search-modal-results">{query.trim() ? <a href={searchPage}>{`See results for "${query}" on the search page`}</a> : <p className="search-modal-hint">Type to search the documentation.</p>}</div>
    </div>
  );
}
