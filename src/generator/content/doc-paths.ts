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

/** How number prefixes are read: Docusaurus' rule (parseNumberPrefix), none, or a site's own numberPrefixParser. */
export type PrefixParser = (name: string) => { name: string; number?: number };

/** No number prefixes: names are taken as written (numberPrefixParser: false). */
export const noNumberPrefix: PrefixParser = (name) => ({ name });

/**
 * The parser a docs plugin's numberPrefixParser option stands for: true (Docusaurus' rule), false
 * (none) or the site's function (Docusaurus' NumberPrefixParser: name → { filename, numberPrefix }),
 * whose answer is checked (an answer that is not one is thrown as an error naming the name).
 */
export function prefixParserOf(option: boolean | ((name: string) => unknown)): PrefixParser {
  if (option === true) return parseNumberPrefix;
  if (option === false) return noNumberPrefix;
  return (name) => {
    const parsed = option(name) as { filename?: unknown; numberPrefix?: unknown } | undefined;
    if (!parsed || typeof parsed.filename !== 'string' || (parsed.numberPrefix !== undefined && typeof parsed.numberPrefix !== 'number')) {
      throw new Error(`numberPrefixParser("${name}") returned ${JSON.stringify(parsed) ?? String(parsed)}; it must return { filename: string, numberPrefix?: number }`);
    }
    return { name: parsed.filename, ...(parsed.numberPrefix !== undefined ? { number: parsed.numberPrefix } : {}) };
  };
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

export function docFolder(dirPath: string, parser: PrefixParser = parseNumberPrefix): DocFolder {
  const segments = dirPath ? dirPath.split('/') : [];
  return { segments, stripped: segments.map((s) => parser(s).name) };
}

/** Why a doc's URL cannot be made from its front matter or file name: the key at fault ('file': its name) and what is wrong. */
export interface AddressProblem {
  key: 'id' | 'slug' | 'file';
  message: string;
}

const SLUG_ACCEPTED = 'a slug is a URL path inside the version, from its root ("/guide") or from the doc\'s folder ("guide", "../guide")';

/** Whether an id (front matter `id`, or a file name without its extension) can name a doc inside its folder. */
const isPlainName = (id: string) => id !== '' && id !== '.' && id !== '..' && !/[/\\\0-\x1f\x7f]/.test(id);

/**
 * A doc's id, its URL path inside its version ('/guides/intro', '/' for the version's root) and
 * its number prefix, from its path and front matter, as Docusaurus computes them:
 * - the id is the folder's path and the front matter's `id` or the file's name (number prefixes
 *   left out, unless `parse_number_prefixes: false`);
 * - `slug` starting with "/" is the path from the version's root; another is relative to the doc's
 *   folder ("../x" works); without one, an index doc (see isIndexDocName) is at its folder's path,
 *   whatever its id, and another at its folder's path and its own id.
 * "." and ".." in a slug are resolved as in a URL; a slug that climbs above the version's root, or
 * holds a backslash or a control character, and an id that is not a plain name, are a `problem`
 * (`versionPath`: the version's URL path, for its message).
 */
export function docAddress(folder: DocFolder, fileName: string, fm: { id?: string; slug?: string; parse_number_prefixes?: boolean }, versionPath = '', parser: PrefixParser = parseNumberPrefix): { id: string; slug: string; number?: number; problem?: AddressProblem } {
  const stem = fileName.replace(/\.mdx?$/i, '');
  const parse = fm.parse_number_prefixes !== false;
  const own = parse ? parser(stem) : { name: stem };
  const dirs = parse ? folder.stripped : folder.segments;
  const baseId = fm.id ?? own.name;
  const id = dirs.length ? `${dirs.join('/')}/${baseId}` : baseId;
  const dirSlug = `/${dirs.map((d) => `${d}/`).join('')}`;
  const number = own.number !== undefined ? { number: own.number } : {};
  if (!isPlainName(baseId)) {
    const message = `id ${JSON.stringify(baseId)} is not accepted: an id names the doc inside its folder, without "/" or "\\", control characters, "." or ".."`;
    return { id, slug: dirSlug, ...number, problem: fm.id !== undefined ? { key: 'id', message } : { key: 'file', message: `the file name gives the ${message}` } };
  }
  if (fm.slug !== undefined && /[\\\0-\x1f\x7f]/.test(fm.slug)) {
    return { id, slug: dirSlug, ...number, problem: { key: 'slug', message: `slug ${JSON.stringify(fm.slug)} is not accepted: a slug may not hold a backslash or a control character; ${SLUG_ACCEPTED}` } };
  }
  let resolved: { path: string; climbed: boolean };
  if (fm.slug?.startsWith('/')) resolved = resolvePath(fm.slug, '/');
  else if (!fm.slug && isIndexDocName(stem, folder.segments[folder.segments.length - 1] ?? '')) resolved = { path: dirSlug, climbed: false };
  else resolved = resolvePath(fm.slug || baseId, dirSlug);
  const slug = resolved.path.length > 1 ? resolved.path.replace(/\/+$/, '') || '/' : resolved.path;
  if (resolved.climbed) return { id, slug, ...number, problem: { key: 'slug', message: `slug ${JSON.stringify(fm.slug)} leads out of its docs version${versionPath ? ` (${versionPath})` : ''}: ${SLUG_ACCEPTED}` } };
  return { id, slug, ...number };
}

/**
 * A path resolved against a folder's path ('/a/b/'), as a browser resolves a link: "." and ".."
 * segments taken away (an absolute `relative` starts from the root). `climbed`: a ".." went above
 * the root.
 */
function resolvePath(relative: string, dir: string): { path: string; climbed: boolean } {
  const out: string[] = [];
  let climbed = false;
  const parts = (relative.startsWith('/') ? relative : `${dir}${relative}`).split('/');
  parts.forEach((part, i) => {
    if (part === '..') climbed = out.pop() === undefined || climbed;
    else if (part !== '.' && (part !== '' || i === parts.length - 1)) out.push(part);
  });
  return { path: `/${out.join('/')}`, climbed };
}
