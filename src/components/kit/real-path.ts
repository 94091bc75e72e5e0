// Where a file really is (symbolic links followed), and whether that lies inside a folder: the one
// rule for every file docgen reads into a site from its project (content files, data files, the
// files links lead to). A symbolic link in the content that leads elsewhere on the machine
// (/proc/self/environ, /etc/passwd, a secrets folder) is not read through.
import fs from 'node:fs';
import path from 'node:path';

/** A path's real path (every symbolic link on the way followed); undefined when it does not exist or a link leads nowhere. */
export function realPath(p: string): string | undefined {
  try {
    return fs.realpathSync.native(p);
  } catch {
    return undefined;
  }
}

/** Whether `file` is `folder` or lies under it, the paths compared as they are (nothing is read). */
export function isWithin(file: string, folder: string): boolean {
  return file === folder || file.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep);
}

/**
 * Where a file really lies compared with a folder (the project's, usually): 'inside' or 'outside'
 * it by their real paths, or 'missing' when the file does not exist (its absence is reported as
 * such by whoever reads it). `folderReal`: the folder's real path, when the caller has it already.
 */
export function realPlace(file: string, folder: string, folderReal?: string): { place: 'inside' | 'outside' | 'missing'; real?: string } {
  const real = realPath(file);
  if (!real) return { place: 'missing' };
  const within = folderReal ?? realPath(folder) ?? path.resolve(folder);
  return { place: isWithin(real, within) ? 'inside' : 'outside', real };
}

// The folder each project's content may be read from, by the project's root (see setProjectArea).
const areas = new Map<string, string>();

/**
 * Says which folders a project's config names as content (relative to its root): the project's
 * area is its root, widened to the nearest folder that holds them all too (a Docusaurus site in
 * `website/` whose docs are `../docs`). The paths are taken as written, symbolic links not
 * followed: a content folder that is a link to elsewhere does not widen it.
 */
export function setProjectArea(root: string, contentPaths: string[]): void {
  let area = path.resolve(root);
  for (const p of contentPaths) {
    const abs = path.resolve(root, p);
    while (!isWithin(abs, area)) area = path.dirname(area);
  }
  areas.set(path.resolve(root), area);
}

/** The real path of the folder a project's content may be read from (its root, unless setProjectArea widened it). */
export function projectArea(root: string): string {
  const area = projectAreaAsWritten(root);
  return realPath(area) ?? area;
}

/** The same folder as the config's paths name it (symbolic links not followed). */
export function projectAreaAsWritten(root: string): string {
  return areas.get(path.resolve(root)) ?? path.resolve(root);
}

/** What a message says of a file read from outside the project: what is accepted. */
export const CONTENT_INSIDE_PROJECT = "content is read only from files inside the project's folder (and the content folders its config names)";
