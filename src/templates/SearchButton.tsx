// The navbar search button: a link to the search page that opens the search modal once the page
// has hydrated (Ctrl/Cmd+K and "/" open it too). It stays a link, so it works before hydration.
// Its accessible name is its visible label (hidden visually on mobile, never from the reader).
import { SearchIcon } from './icons.tsx';
import { useRuntime } from './runtime.tsx';

export function SearchButton({ baseUrl, placeholder, className }: { baseUrl: string; placeholder: string; className?: string }) {
  const rt = useRuntime();
  return (
    <a
      href={`${baseUrl}search`}
      className={`search-button${className ? ` ${className}` : ''}`}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K"
      data-placeholder={placeholder}
      onClick={(e) => {
        if (!rt.hydrated) return;
        e.preventDefault();
        rt.openSearch();
      }}
    >
      <SearchIcon />
      <span className="search-button-label">Search</span>
      <span className="search-button-keys" aria-hidden="true">
        <kbd>Ctrl</kbd>
        <kbd>K</kbd>
      </span>
    </a>
  );
}
