// Docusaurus' conventions for docs' files, written once: number prefixes ("01-intro.md" is the
// doc "intro", placed first), index docs (a folder's index.md, README.md or <folder>.md is served at
// the folder's URL), and from them and the front matter, a doc's id and URL path.

/** Names that only look prefixed: versions and dates ("8.0-notes", "2024-01-31-news"). */
const NOT_A_PREFIX = /^\d+[-_.]\d+/;
/** A number, separators ("-", "_", "."), maybe spaces, then the name proper (which starts with none of them). */
const PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

/**
 * A file or folder name without its number prefix, and the prefix's number: "01-intro" is "intro"
 * (1), "02 - Guides" is "Guides" (2). A name that is only a number ("2024") or a version or date
 * ("8.0-notes", "2024-01-31") has none.
 */
export function parseNumberPrefix(name: string): { name: string; number?: number } {
  if (NOT_A_PREFIX.test(name)) return { name };
  const m = PREFIX.exec(name);
  return m ? { name: m[2], number: parseInt(m[1], 10) } : { name };
}

/** A name without its number prefix ("01-intro" → "intro"). */
export const stripNumberPrefix = (name: string): string => parseNumberPrefix(name).name;

/** Every segment of a '/'-separated path without its number prefix ("01-guides/02-advanced" → "guides/advanced"). */
export const stripPathNumberPrefixes = (p: string): string => p.split('/').map(stripNumberPrefix).join('/');

/**
 * Whether a doc is its folder's index doc: its file name (without extension, as written, number
 * prefix included) is "index", "readme" or the name of its folder, in any case. `folder`: the name of
 * the folder it is in ('' at the docs root).
 */
export function isIndexDocName(fileStem: string, folder: string): boolean {
  const name = fileStem.toLowerCase();
  return name === 'index' || name === 'readme' || (folder !== '' && name === folder.toLowerCase());
}

/** A docs folder as doc ids and URLs use it: its path's segments as written, and without number prefixes. */
export interface DocFolder {
  segments: string[];
  stripped: string[];
}

export function docFolder(dirPath: string): DocFolder {
  const segments = dirPath ? dirPath.split('/') : [];
  return { segments, stripped: segments.map(stripNumberPrefix) };
}

/**
 * A doc's id, its URL path inside its version ('/guides/intro', '/' for the version's root) and
 * its number prefix, from its path and front matter, as Docusaurus computes them:
 * - the id is the folder's path and the front matter's `id` or the file's name (number prefixes
 *   left out, unless `parse_number_prefixes: false`);
 * - `slug` starting with "/" is the path from the version's root; another is relative to the doc's
 *   folder ("../x" works); without one, an index doc (see isIndexDocName) is at its folder's path,
 *   whatever its id, and another at its folder's path and its own id.
 */
export function docAddress(folder: DocFolder, fileName: string, fm: { id?: string; slug?: string; parse_number_prefixes?: boolean }): { id: string; slug: string; number?: number } {
  const stem = fileName.replace(/\.mdx?$/i, '');
  const parse = fm.parse_number_prefixes !== false;
  const own = parse ? parseNumberPrefix(stem) : { name: stem };
  const dirs = parse ? folder.stripped : folder.segments;
  const baseId = fm.id ?? own.name;
  const id = dirs.length ? `${dirs.join('/')}/${baseId}` : baseId;
  const dirSlug = `/${dirs.map((d) => `${d}/`).join('')}`;
  let slug: string;
  if (fm.slug?.startsWith('/')) slug = fm.slug;
  else if (!fm.slug && isIndexDocName(stem, folder.segments[folder.segments.length - 1] ?? '')) slug = dirSlug;
  else slug = resolvePath(fm.slug || baseId, dirSlug);
  return { id, slug: slug.length > 1 ? slug.replace(/\/+$/, '') || '/' : slug, ...(own.number !== undefined ? { number: own.number } : {}) };
}

/** A relative path resolved against a folder's path ('/a/b/'), as a browser resolves a link: "." and ".." segments taken away. */
function resolvePath(relative: string, dir: string): string {
  const out: string[] = [];
  const parts = `${dir}${relative}`.split('/');
  parts.forEach((part, i) => {
    if (part === '..') out.pop();
    else if (part !== '.' && (part !== '' || i === parts.length - 1)) out.push(part);
  });
  return `/${out.join('/')}`;
}
