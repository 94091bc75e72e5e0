// Under a doc's content: its tags (labels only: the site has no tag pages), its edit link, and when
// it was last updated and by whom (when the site shows it).
import type { DocData } from '../shared/types.ts';

export function DocFooter({ tags, editUrl, lastUpdate }: { tags?: string[]; editUrl?: string; lastUpdate?: DocData['lastUpdate'] }) {
  if (!tags?.length && !editUrl && !lastUpdate) return null;
  return (
    <footer className="doc-footer">
      {tags && tags.length > 0 && (
        <ul className="doc-tags" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="doc-tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      {editUrl && (
        <a className="doc-edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      )}
      {lastUpdate && <LastUpdated {...lastUpdate} />}
    </footer>
  );
}

/** "Last updated on <date> by <author>", either part alone when only it is known. */
function LastUpdated({ date, label, author }: NonNullable<DocData['lastUpdate']>) {
  return (
    <p className="doc-last-update">
      Last updated
      {date && (
        <>
          {' on '}
          <time dateTime={date}>{label}</time>
        </>
      )}
      {author && (
        <>
          {' by '}
          <b>{author}</b>
        </>
      )}
    </p>
  );
}
