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

/** What a message says of a file read from outside the project: what is accepted. */
export const CONTENT_INSIDE_PROJECT = "content is read only from files inside the project's folder";
