// docgen's SearchBar for a site's own (`@theme-original/SearchBar`, `@theme-init/SearchBar`): the
// navbar's search button, as the navbar would have rendered it there. (Props Docusaurus' Algolia
// SearchBar takes, such as `transformItems`, mean nothing to docgen's search: not used.)
import { useContext } from 'react';
import { SearchButton } from '../SearchButton.tsx';
import { SearchBarScopeContext } from '../runtime.tsx';

export default function OriginalSearchBar() {
  const scope = useContext(SearchBarScopeContext);
  return <SearchButton baseUrl={scope?.baseUrl ?? '/'} placeholder={scope?.placeholder ?? 'Search'} className={scope?.className} />;
}
