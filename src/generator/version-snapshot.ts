// docgen version <name>: freezes the current docs into a new docs version, as Docusaurus'
// docs:version does — the docs folder is copied to versioned_docs/version-<name>/, the evaluated
// sidebars are written to versioned_sidebars/version-<name>-sidebars.json, and the name goes first
// in versions.json (so it becomes the version served at the docs root unless lastVersion says
// otherwise); the current docs' API data and site variables are frozen with it, so the new version
// builds and checks as the current docs do with nothing added to the config. Nothing is written
// when any step would fail.
import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, fsReason, problem } from './errors.ts';
import { loadConfig } from './config/load.ts';
import type { SiteConfig } from './config/schema.ts';
import { readVersionNames } from './content/versions.ts';
import { findSidebarFile, loadSidebarFile } from './content/sidebars.ts';
import { writeVersionVariables } from './content/version-variables.ts';
import { CONTENT_INSIDE_PROJECT, projectArea, realPlace } from '../components/kit/real-path.ts';

const VALID_NAME = /^[A-Za-z0-9][\w.-]*$/;

export async function snapshotVersion(options: { root: string; configFile: string; name: string }) {
  const { root, name } = options;
  const { config } = await loadConfig(options.configFile, root);
  const docs = config.docs;
  const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
  const abs = (p: string) => path.resolve(root, p);

  if (!VALID_NAME.test(name) || name === 'current') {
    throw new DocgenError(problem('docgen version', `invalid version name "${name}": use letters, digits, ".", "_" and "-" (e.g. 1.63); "current" is reserved`));
  }
  const versionsFile = abs(docs.versionsFile);
  const names = readVersionNames(versionsFile, docs.versionsFile, root);
  if (names.includes(name)) throw new DocgenError(problem(docs.versionsFile, `docs version "${name}" already exists; known versions: ${names.join(', ')}`));
  const source = abs(docs.path);
  if (!fs.existsSync(source)) throw new DocgenError(problem(docs.path, 'docs folder not found: there is nothing to snapshot'));
  const target = path.join(abs(docs.versionedPath), `version-${name}`);
  if (fs.existsSync(target)) throw new DocgenError(problem(rel(target), 'this folder already exists; remove it or choose another name'));

  // Sidebars are stored evaluated (JSON), so a later edit of sidebars.ts leaves the snapshot alone.
  const sidebarFile = findSidebarFile(abs(docs.sidebarPath));
  let sidebars: Record<string, unknown> = {};
  if (sidebarFile) {
    const loaded = await loadSidebarFile(sidebarFile, root);
    if ('message' in loaded) throw new DocgenError(loaded);
    sidebars = loaded.raw;
  }
  const sidebarsOut = path.join(abs(docs.versionedSidebarsPath), `version-${name}-sidebars.json`);

  // A snapshot holds copies: a symbolic link is copied as the file it leads to, so one that leads
  // nowhere, or outside the project (content is read only from inside it), stops the snapshot
  // before anything is written.
  const refused = refusedLinks(source, root);
  if (refused.length) {
    throw new DocgenError(refused.map((b) => problem(rel(b.file), b.broken ? `a broken symbolic link (→ ${b.target}): a version holds copies of the docs; remove the link or make it lead to a file` : `a symbolic link to a file outside the project (→ ${b.target}): a version holds copies of the docs, and ${CONTENT_INSIDE_PROJECT}; remove the link`)));
  }

  // Copy into temporary files first, then move them in place: no half-copied version.
  const tmp = `${target}.tmp-${process.pid}`;
  const tmpSidebars = `${sidebarsOut}.tmp-${process.pid}`;
  let files = 0;
  try {
    fs.cpSync(source, tmp, { recursive: true, dereference: true, filter: (src) => (fs.statSync(src).isFile() ? (files++, true) : true) });
    fs.mkdirSync(path.dirname(sidebarsOut), { recursive: true });
    fs.writeFileSync(tmpSidebars, `${JSON.stringify(sidebars, null, 2)}\n`);
    fs.renameSync(tmp, target);
    fs.renameSync(tmpSidebars, sidebarsOut);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(tmpSidebars, { force: true });
    const where = (err as NodeJS.ErrnoException).path;
    throw new DocgenError(problem(where ? rel(where) : rel(target), `cannot create the version: ${fsReason(err)}`));
  }
  // The current docs' variables, which the snapshot's pages use, frozen with it (the config needs no new entry).
  const variablesFile = writeVersionVariables(target, docs.versions.current?.variables);
  fs.writeFileSync(versionsFile, `${JSON.stringify([name, ...names], null, 2)}\n`);
  const apiData = snapshotApiData(config, root, name);
  return { docsDir: rel(target), files, sidebarsFile: rel(sidebarsOut), versionsFile: rel(versionsFile), apiData: apiData && rel(apiData), variablesFile: variablesFile && rel(variablesFile) };
}

/**
 * The current docs' API data frozen with them, as `<version>.json` in the API folder (the file a
 * version reads when the config names none); undefined when the current docs have none.
 */
function snapshotApiData(config: SiteConfig, root: string, name: string): string | undefined {
  const current = config.docs.versions.current?.apiData ?? 'current.json';
  if (!config.api) return undefined;
  const from = path.resolve(root, config.api.path, current);
  const to = path.resolve(root, config.api.path, `${name}.json`);
  if (!fs.existsSync(from) || fs.existsSync(to)) return undefined;
  fs.copyFileSync(from, to);
  return to;
}

/** Symbolic links under a folder that lead nowhere (or loop) or outside the project, with what they say they lead to. */
function refusedLinks(dir: string, root: string): { file: string; target: string; broken: boolean }[] {
  const found: { file: string; target: string; broken: boolean }[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...refusedLinks(file, root));
    else if (!entry.isSymbolicLink()) continue;
    else if (!fs.existsSync(file)) found.push({ file, target: fs.readlinkSync(file), broken: true });
    else if (realPlace(file, projectArea(root)).place === 'outside') found.push({ file, target: fs.readlinkSync(file), broken: false });
  }
  return found;
}
