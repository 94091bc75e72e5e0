// The language switcher's rule: the same page in another edition of the site (prefix swapped,
// hash kept). Switching to an edition other than the root one, a `test-*` doc it lacks goes to
// its fallback doc (test-runners). Shared by the server render and the client.
export interface EditionLink {
  label: string;
  prefix: string;
  missingDocs: string[];
}

export function currentEditionPrefix(pathname: string, editions: EditionLink[]): string {
  const nested = editions.filter((e) => e.prefix !== '/').sort((a, b) => b.prefix.length - a.prefix.length);
  return nested.find((e) => pathname === e.prefix.slice(0, -1) || pathname.startsWith(e.prefix))?.prefix ?? '/';
}

export function editionHref(pathname: string, hash: string, target: EditionLink, editions: EditionLink[], fallbackDocId = 'test-runners'): string {
  const from = currentEditionPrefix(pathname, editions);
  const rest = pathname.startsWith(from) ? pathname.slice(from.length) : pathname.replace(/^\//, '');
  if (target.prefix !== '/' && rest.startsWith('docs/test-')) {
    const id = rest.slice('docs/'.length);
    if (target.missingDocs.includes(id)) return `${target.prefix}docs/${fallbackDocId}`;
  }
  return `${target.prefix}${rest}${hash}`;
}
