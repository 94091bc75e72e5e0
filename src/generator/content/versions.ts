// Where a site's docs versions are: versions.json and the folders it names.
import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, problem } from '../errors.ts';
import { readJsonFile } from './json-file.ts';

export interface VersionPlan {
  name: string;
  contentDir: string;
  sidebarBase: string;
}

/** Reads versions.json: a JSON array of version names. A missing or empty name is an error. */
export function readVersionNames(file: string, display: string, root?: string): string[] {
  if (!fs.existsSync(file)) return [];
  const names = readJsonFile(file, display, root);
  if (!Array.isArray(names)) throw new DocgenError(problem(display, 'expected a JSON array of version names, e.g. ["stable"]'));
  names.forEach((n, i) => {
    if (typeof n !== 'string' || !n.trim()) throw new DocgenError(problem(display, `entry ${i}: a docs version has no name (got ${JSON.stringify(n)}); each entry must be a non-empty string`));
    if (n === 'current') throw new DocgenError(problem(display, `entry ${i}: "current" is reserved for the unversioned docs folder`));
    // (A name is part of folder, file and URL names: versioned_docs/version-<name>/, search/<name>.json.)
    if (n === '.' || n === '..' || /[/\\\0-\x1f\x7f]/.test(n)) throw new DocgenError(problem(display, `entry ${i}: invalid version name ${JSON.stringify(n)}: a version name may not hold "/" or "\\", control characters, or be "." or ".."`));
  });
  return names as string[];
}

/** Where a docs plugin's files are: its docs folder and sidebars, and, when it has versions, theirs. */
export interface VersionedFolders {
  path: string;
  /** '' (or none) for no sidebars file. */
  sidebarPath?: string;
  versionsFile?: string;
  versionedPath?: string;
  versionedSidebarsPath?: string;
}

/** The docs versions of a docs plugin, the unversioned folder ("current") first, and where their docs and sidebars are. */
export function versionPlans(root: string, docs: VersionedFolders): VersionPlan[] {
  const abs = (p: string) => path.resolve(root, p);
  const names = docs.versionsFile && docs.versionedPath ? readVersionNames(abs(docs.versionsFile), docs.versionsFile, root) : [];
  return [
    { name: 'current', contentDir: abs(docs.path), sidebarBase: docs.sidebarPath ? abs(docs.sidebarPath) : '' },
    ...names.map((n) => ({
      name: n,
      contentDir: path.join(abs(docs.versionedPath!), `version-${n}`),
      sidebarBase: docs.versionedSidebarsPath ? path.join(abs(docs.versionedSidebarsPath), `version-${n}-sidebars.json`) : '',
    })),
  ];
}
