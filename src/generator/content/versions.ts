// A docs plugin's versions, as Docusaurus' docs plugin has them: the unversioned folder ("current")
// and versions.json's, filtered by includeCurrentVersion, onlyIncludeVersions and disableVersioning;
// which is the last (served at the plugin's root), and each one's label, path, banner, badge and
// noIndex, by its settings or Docusaurus' defaults.
import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, problem, type Problem } from '../errors.ts';
import type { DocsVersionConfig } from '../config/schema.ts';
import { readJsonFile } from './json-file.ts';
import { suggestion } from '../../shared/suggest.ts';

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

/** A version of a docs plugin: where its docs and sidebars are, and how it is shown. */
export interface VersionPlan {
  name: string;
  contentDir: string;
  sidebarBase: string;
  label: string;
  /** Its URL path under the plugin's route ('' at the route itself). */
  pathSegment: string;
  isLast: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  noIndex: boolean;
}

/** The options of a docs plugin that choose its versions and say how they are shown. */
export interface VersionOptions {
  lastVersion?: string;
  versions: Record<string, Partial<DocsVersionConfig>>;
  includeCurrentVersion: boolean;
  onlyIncludeVersions?: string[];
  disableVersioning: boolean;
}

export const CURRENT_VERSION = 'current';

/** A docs version as messages name it: by the label readers see ("Next", "1.49"), not its internal name ("current"). */
export const versionInWords = (version: { label: string }): string => `docs version ${JSON.stringify(version.label)}`;

/**
 * The versions of a docs plugin in Docusaurus' order (the unversioned folder first, then
 * versions.json's), and where their docs and sidebars are. Options that name a version it does not
 * have are errors at `where` ("docs") of the config file.
 */
export function versionPlans(root: string, folders: VersionedFolders, options: VersionOptions, where: string, configFile: string): VersionPlan[] {
  const abs = (p: string) => path.resolve(root, p);
  const fileNames = folders.versionsFile && folders.versionedPath ? readVersionNames(abs(folders.versionsFile), folders.versionsFile, root) : [];
  const problems: Problem[] = [];
  const fail = (key: string, message: string) => problems.push(problem(configFile, `${where}.${key}: ${message}`));
  if (options.disableVersioning && !(folders.versionsFile && fs.existsSync(abs(folders.versionsFile)))) fail('disableVersioning', 'the docs have no versions file to disable (versions.json); leave the option out');
  const available = [...(options.includeCurrentVersion ? [CURRENT_VERSION] : []), ...(options.disableVersioning ? [] : fileNames)];
  if (!available.length) {
    fail('includeCurrentVersion', `no docs version is left to build: the unversioned docs are left out (includeCurrentVersion: false) and ${options.disableVersioning ? 'versioning is disabled (disableVersioning: true)' : `there is no versioned one (${folders.versionsFile ?? 'versions.json'} is empty or missing)`}`);
    throw new DocgenError(problems);
  }
  // (The config names versions by their names: "current", "1.49".)
  const known = (name: string) => suggestion(name, available, 'version names');
  if (options.lastVersion !== undefined && !available.includes(options.lastVersion)) fail('lastVersion', `no docs version named "${options.lastVersion}"; ${known(options.lastVersion)}`);
  for (const name of Object.keys(options.versions)) if (!available.includes(name)) fail(`versions.${name}`, `no such docs version; ${known(name)}`);
  const only = options.onlyIncludeVersions;
  if (only) {
    for (const name of only) if (!available.includes(name)) fail('onlyIncludeVersions', `no docs version named "${name}"; ${known(name)}`);
    if (options.lastVersion !== undefined && !only.includes(options.lastVersion)) fail('lastVersion', `"${options.lastVersion}" is not in onlyIncludeVersions (${only.join(', ')}): the last version must be one of the versions built`);
  }
  if (problems.length) throw new DocgenError(problems);
  // (onlyIncludeVersions filters; the order stays Docusaurus'.)
  const names = only ? available.filter((n) => only.includes(n)) : available;
  const lastName = options.lastVersion ?? names.find((n) => n !== CURRENT_VERSION) ?? CURRENT_VERSION;
  return names.map((name) => {
    const own = options.versions[name] ?? {};
    const isLast = name === lastName;
    const newer = names.indexOf(name) < names.indexOf(lastName);
    return {
      name,
      contentDir: name === CURRENT_VERSION ? abs(folders.path) : path.join(abs(folders.versionedPath!), `version-${name}`),
      sidebarBase: name === CURRENT_VERSION ? (folders.sidebarPath ? abs(folders.sidebarPath) : '') : folders.versionedSidebarsPath ? path.join(abs(folders.versionedSidebarsPath), `version-${name}-sidebars.json`) : '',
      label: own.label ?? (name === CURRENT_VERSION ? 'Next' : name),
      pathSegment: own.path ?? (isLast ? '' : name === CURRENT_VERSION ? 'next' : name),
      isLast,
      banner: own.banner ?? (isLast ? 'none' : newer ? 'unreleased' : 'unmaintained'),
      badge: own.badge ?? names.length !== 1,
      noIndex: own.noIndex ?? false,
    };
  });
}
