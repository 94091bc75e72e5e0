// Small parts of a doc page: breadcrumbs, the version banner and the previous/next links.
import type { DocData, LinkData, VersionData } from '../shared/types.ts';

export function Breadcrumbs({ items, homeHref }: { items: LinkData[]; homeHref: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href={homeHref} aria-label="Home page" className="breadcrumbs-home">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 3.2 2.5 11.5h2.8V20h5.2v-5.5h3V20h5.2v-8.5h2.8Z" />
            </svg>
          </a>
        </li>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={i} aria-current={last ? 'page' : undefined}>
              {item.href && !last ? <a href={item.href}>{item.label}</a> : <span>{item.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function VersionBanner({ version, latestLink, siteTitle }: { version: VersionData; latestLink?: string; siteTitle: string }) {
  if (version.banner === 'none') return null;
  const text =
    version.banner === 'unreleased'
      ? `You are reading the ${version.label} docs of ${siteTitle}: they describe changes that are not released yet.`
      : `You are reading the ${version.label} docs of ${siteTitle}, a version that no longer gets updates.`;
  return (
    <div className="version-banner" role="note">
      <p>
        {latestLink ? `${text} ` : text}
        {latestLink && (
          <>
            <a href={latestLink} data-version-link="">
              Read this page in the current release
            </a>
            .
          </>
        )}
      </p>
    </div>
  );
}

/** Previous and next pages of a doc (or of a category's index page). */
export function Paginator({ doc, labels = ['Previous', 'Next'], label = 'Previous and next page' }: { doc: Pick<DocData, 'previous' | 'next'>; labels?: [string, string]; label?: string }) {
  if (!doc.previous && !doc.next) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {doc.previous ? (
        <a className="pagination-link pagination-prev" href={doc.previous.href} rel="prev">
          <span className="pagination-sublabel">{labels[0]}</span>
          <span className="pagination-label">{`« ${doc.previous.label}`}</span>
        </a>
      ) : (
        <span />
      )}
      {doc.next && (
        <a className="pagination-link pagination-next" href={doc.next.href} rel="next">
          <span className="pagination-sublabel">{labels[1]}</span>
          <span className="pagination-label">{`${doc.next.label} »`}</span>
        </a>
      )}
    </nav>
  );
}
