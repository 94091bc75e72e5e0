// The language switcher's rule: the same page in another edition of the site (prefix swapped,
// hash kept); a doc the target edition lacks (its missingDocs) goes to the fallback doc the
// navbar item names. Shared by the server render and the client.
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
  const id = rest.startsWith('docs/') ? rest.slice('docs/'.length) : undefined;
  if (id && target.missingDocs.includes(id)) return `${target.prefix}docs/${fallbackDocId}`;
  return `${target.prefix}${rest}${hash}`;
}
