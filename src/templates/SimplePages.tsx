// Pages without Markdown: not found, the search page's shell, index pages of cards (a docs
// section's, a sidebar category's).
import type { ReactNode } from 'react';
import type { SiteData } from '../shared/types.ts';
import { SearchIcon } from './icons.tsx';
import type { PageProps } from './App.tsx';
import { Breadcrumbs, Paginator, VersionBanner } from './DocPageParts.tsx';

export function NotFoundPage({ site }: { site: SiteData }) {
  return (
    <main id="main-content" className="page-narrow not-found" tabIndex={-1}>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link you followed may be mistyped.</p>
      <p>
        {'Try the '}
        <a href={site.baseUrl}>home page</a>
        {', the '}
        <a href={`${site.baseUrl}search`}>search</a>
        {', or the documentation of another language edition from the menu.'}
      </p>
    </main>
  );
}

export interface SearchPageProps {
  site: SiteData;
  query?: string;
  scope?: string;
  onQuery?: (q: string) => void;
  onScope?: (scope: string) => void;
  children?: ReactNode;
}

/** The search page. The server renders the empty form; the browser fills in query and results. */
export function SearchPage({ site, query = '', scope = site.lastVersion, onQuery, onScope, children }: SearchPageProps) {
  return (
    <main id="main-content" className="page-narrow search-page" tabIndex={-1}>
      <h1>{query ? `Search results for "${query}"` : 'Search the documentation'}</h1>
      <form className="search-page-form" role="search" action={`${site.baseUrl}search`} method="get" onSubmit={(e) => onQuery && e.preventDefault()}>
        <label className="search-page-input">
          <SearchIcon />
          <span className="visually-hidden">Search query</span>
          <input type="search" name="q" placeholder={site.search.placeholder} maxLength={64} autoComplete="off" value={query} onInput={(e) => onQuery?.((e.target as HTMLInputElement).value)} />
        </label>
        {site.search.versions.length > 1 && (
          <label className="search-page-version">
            <span>Docs version</span>
            <select name="version" value={scope} onChange={(e) => onScope?.(e.target.value)}>
              {site.search.versions.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" className="btn btn-primary search-page-submit">
          Search
        </button>
      </form>
      <div className="search-page-results" aria-live="polite">
        {children}
      </div>
    </main>
  );
}

/** Title and lead paragraph of a page without Markdown content. */
export function PageHeader({ title, description }: { title: string; description: string }) {
  return (
    <>
      <h1 className="doc-title">{title}</h1>
      {description && <p className="index-description">{description}</p>}
    </>
  );
}

/** A docs section's index page, or a category's generated index page (with breadcrumbs and previous/next like a doc). */
export function IndexPage({ site, route }: PageProps<'index'>) {
  const { title, description, cards, breadcrumbs } = route.page;
  const list = (
    <ul className="card-grid">
      {cards.map((c) => (
        <li key={c.href}>
          <a className="link-card" href={c.href} {...(c.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            <span className="card-title">{c.label}</span>
            {c.description && <span className="card-description">{c.description}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
  if (breadcrumbs) {
    return (
      <main id="main-content" className="doc-main index-page category-index" tabIndex={-1}>
        <div className="doc-column">
          {route.version && <VersionBanner version={route.version} siteTitle={site.title} />}
          {route.version?.badge && <span className="version-badge">{`Version: ${route.version.label}`}</span>}
          {route.version?.breadcrumbs !== false && <Breadcrumbs items={breadcrumbs} homeHref={site.baseUrl} />}
          <article className="doc-article">
            <PageHeader title={title} description={description} />
            {list}
          </article>
          <Paginator doc={route.page} />
        </div>
      </main>
    );
  }
  return (
    <main id="main-content" className="doc-main index-page" tabIndex={-1}>
      <div className="doc-column">
        <PageHeader title={title} description={description} />
        {list}
      </div>
    </main>
  );
}
