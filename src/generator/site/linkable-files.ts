// Which files a page's links and images may lead to: any file inside the site's folder (the
// project's area: its folder, widened to hold the content folders its config names, see
// components/kit/real-path.ts), as Docusaurus takes any file of the site (images in an `images/`
// folder beside the docs), and nothing outside it. A link that climbs out
// (`../../../home/me/.npmrc`, `%2e%2e/`, a '/'-rooted `/../..`) or a symlink that points outside
// would otherwise copy a file of the machine into the output and publish it: a file counts as
// inside when both its path as written and its real path (symbolic links followed) are.
import fs from 'node:fs';
import path from 'node:path';
import { toPosix } from '../content/docs.ts';
import { isWithin, projectArea, projectAreaAsWritten, realPath } from '../../components/kit/real-path.ts';

export interface LinkableFolders {
  /** Each folder as configured (absolute) and as it really is (symlinks followed). */
  folders: { path: string; real: string }[];
  /** What a message says is accepted: the folder, relative to the project root. */
  accepted: string;
}

/** The folder of a site that links may lead into: the project's area. */
export function linkableFolders(root: string): LinkableFolders {
  const area = projectAreaAsWritten(root);
  const shown = `${toPosix(path.relative(root, area)) || '.'}/`;
  return { folders: [{ path: area, real: realPath(area) ?? projectArea(root) }], accepted: `links and images may point to files inside the site's folder only (${shown})` };
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
