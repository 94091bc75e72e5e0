// Which files a page's links and images may lead to: files inside the site's content folders (the
// docs, their versions, the other docs sections, the API data, the home page's folder) and its
// static folder, nothing else. A link that climbs out (`../../../home/me/.npmrc`, `%2e%2e/`, a
// '/'-rooted `/../..`) or a symlink inside those folders that points outside would otherwise copy a
// file of the machine into the output and publish it.
import fs from 'node:fs';
import path from 'node:path';
import { contentPaths, type SiteConfig } from '../config/schema.ts';
import { toPosix } from '../content/docs.ts';
import { isWithin, realPath } from '../../components/kit/real-path.ts';

export interface LinkableFolders {
  /** Each folder as configured (absolute) and as it really is (symlinks followed). */
  folders: { path: string; real: string }[];
  /** What a message says is accepted: the folders, relative to the project root. */
  accepted: string;
}


/** The folders of a site that links may lead into (those that exist; never one holding the project itself). */
export function linkableFolders(root: string, config: SiteConfig): LinkableFolders {
  const rootReal = realPath(root) ?? path.resolve(root);
  const folders: LinkableFolders['folders'] = [];
  for (const { path: p } of contentPaths(config)) {
    const abs = path.resolve(root, p);
    const real = realPath(abs);
    if (!real || !fs.statSync(real).isDirectory() || isWithin(rootReal, real) || folders.some((f) => f.path === abs)) continue;
    folders.push({ path: abs, real });
  }
  const shown = folders.map((f) => `${toPosix(path.relative(root, f.path)) || '.'}/`);
  return { folders, accepted: `links and images may point to files inside the content and static folders only (${shown.join(', ') || 'none exist'})` };
}

/**
 * Where a file a link names is: 'inside' a linkable folder (by its path and by its real path),
 * 'outside' them (by either), or 'missing'.
 */
export function fileScope(file: string, linkable: LinkableFolders): 'inside' | 'outside' | 'missing' {
  const abs = path.resolve(file);
  if (!linkable.folders.some((f) => isWithin(abs, f.path))) return 'outside';
  const real = realPath(abs);
  if (!real) return 'missing';
  if (!linkable.folders.some((f) => isWithin(real, f.real))) return 'outside';
  return fs.statSync(real).isFile() ? 'inside' : 'missing';
}
