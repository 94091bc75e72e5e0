// Under a doc's content: its tags (labels only: the site has no tag pages) and its edit link.
export function DocFooter({ tags, editUrl }: { tags?: string[]; editUrl?: string }) {
  if (!tags?.length && !editUrl) return null;
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
    </footer>
  );
}
