// The navbar search button: a link to the search page that the client turns into the modal opener.
import { SearchIcon } from './icons.tsx';

export function SearchButton({ baseUrl, placeholder }: { baseUrl: string; placeholder: string }) {
  return (
    <a href={`${baseUrl}search`} className="search-button" role="button" aria-label="Search" data-search-button="" data-placeholder={placeholder}>
      <SearchIcon />
      <span className="search-button-label">Search</span>
      <span className="search-button-keys" aria-hidden="true">
        <kbd>Ctrl</kbd>
        <kbd>K</kbd>
      </span>
    </a>
  );
}
