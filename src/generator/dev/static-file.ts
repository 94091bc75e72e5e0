// The file of the static folder that a request to docgen dev names, as a build copies it: a regular
// file reached through real folders of the static folder (a build copies no symbolic link, and
// none that leads elsewhere on the machine is served), its path free of hidden names.
import fs from 'node:fs';
import path from 'node:path';
import { isWithin, realPath } from '../../components/kit/real-path.ts';

/** The static file for `rel` (a path inside the site, relative to the base URL), or undefined. */
export function staticFileOf(staticDir: string, rel: string): string | undefined {
  const file = path.resolve(staticDir, rel);
  if (file === staticDir || !isWithin(file, staticDir) || rel.split('/').some((s) => s.startsWith('.'))) return undefined;
  const realDir = realPath(staticDir);
  const real = realPath(file);
  if (!realDir || real !== path.join(realDir, path.relative(staticDir, file))) return undefined;
  return fs.statSync(real, { throwIfNoEntry: false })?.isFile() ? real : undefined;
}
