// docgen merge OUT SHARD…: the outputs of `docgen build --shard i/n` joined into the site a single
// build makes (shard.ts says what a shard writes). The shards are checked first: all of one build
// of the same site, each once, none missing. Then, as a build writes its output folder (a temporary
// folder swapped in at the end: a failed merge leaves OUT as it was), every shard's files are
// copied (a file two shards both write must be the same in both), and the emitters that gather
// from every page are given each page's state in route order (their kept(), as a rebuild gives
// them a page it keeps) before their finish() writes the search index, sitemap, llms files, feeds.
import fs from 'node:fs';
import path from 'node:path';
import { BuildCache, generatorVersion } from '../cache.ts';
import { DocgenError, fsReason, problem, type Problem } from '../errors.ts';
import { OutputWriter } from '../emit/output.ts';
import { insideOutput } from '../emit/output-path.ts';
import { checkOutputPath, outputFolderConflict } from '../emit/output-folder.ts';
import { lockOutput } from '../emit/output-lock.ts';
import { recoverOutput } from '../emit/commit-journal.ts';
import { emitters } from '../emit/emitters.ts';
import type { EmitContext } from '../emit/emitter.ts';
import { contentPaths } from '../config/schema.ts';
import { openSite, type Site } from '../pipeline/site.ts';
import type { DocumentAssets } from '../../shared/types.ts';
import { LineReader, posixRel, SHARD_DIR, SHARD_FORMAT, SHARD_MANIFEST, SHARD_PAGES, shardOfRoute, siteKey, type ShardManifest } from './shard.ts';

export interface MergeOptions {
  root: string;
  configFile: string;
  /** The output folder, as given (relative to the root). */
  outDir: string;
  /** The shards' output folders, as given. */
  shards: string[];
}

export interface MergeResult {
  outDir: string;
  routes: number;
  files: number;
  shards: number;
}

interface Shard {
  /** As the user named it. */
  name: string;
  dir: string;
  manifest: ShardManifest;
}

const ACCEPTED = 'pass the --out folder of every `docgen build --shard i/n` of one build, each once';
const within = (inner: string, outer: string) => inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : outer + path.sep);

/** A shard's manifest, or why the folder is not a shard. */
function readShard(root: string, name: string): Shard {
  const dir = path.resolve(root, name);
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new DocgenError(problem(name, `no such folder; ${ACCEPTED}`));
  const file = path.join(dir, SHARD_MANIFEST);
  if (!fs.existsSync(file)) throw new DocgenError(problem(name, `not the output of a sharded build: it has no ${SHARD_MANIFEST}; ${ACCEPTED}`));
  let manifest: ShardManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ShardManifest;
  } catch {
    throw new DocgenError(problem(`${name}/${SHARD_MANIFEST}`, `cannot be read as a shard's manifest (damaged?); build the shard again`));
  }
  const fields = ['format', 'shard', 'of', 'pages'] as const;
  if (!manifest || typeof manifest !== 'object' || fields.some((f) => !Number.isInteger(manifest[f])) || typeof manifest.build !== 'string' || typeof manifest.site !== 'string' || manifest.format !== SHARD_FORMAT) {
    throw new DocgenError(problem(`${name}/${SHARD_MANIFEST}`, `is not a shard's manifest this docgen reads; build the shard again with this docgen`));
  }
  if (!fs.statSync(path.join(dir, SHARD_PAGES), { throwIfNoEntry: false })?.isFile()) {
    throw new DocgenError(problem(name, `is missing ${SHARD_PAGES}, which every shard writes beside its manifest; build the shard again`));
  }
  return { name, dir, manifest };
}

/** The shards in order, 1 to n; refuses shards of different builds, repeated or missing ones, and an OUT inside one. */
export function checkShards(root: string, outDir: string, outName: string, names: string[]): Shard[] {
  if (!names.length) throw new DocgenError(problem(outName, `no shards given; ${ACCEPTED}`));
  const shards = names.map((n) => readShard(root, n));
  const problems: Problem[] = [];
  const first = shards[0];
  const version = generatorVersion() ?? '';
  // (A shard of another docgen is said alone: its keys differ from the others' for that reason.)
  for (const s of shards) {
    const m = s.manifest;
    if (m.generator !== version) problems.push(problem(s.name, `shard ${m.shard}/${m.of} was built by another version of docgen (${m.generator || 'unknown'}, this one is ${version || 'unknown'}); build every shard and merge with the same docgen`));
  }
  if (problems.length) throw new DocgenError(problems);
  for (const s of shards) {
    const m = s.manifest;
    const where = `shard ${m.shard}/${m.of}`;
    if (m.of !== first.manifest.of) problems.push(problem(s.name, `${where} is of a build in ${m.of} shards, but ${first.name} is of one in ${first.manifest.of}; ${ACCEPTED}`));
    else if (m.build !== first.manifest.build) problems.push(problem(s.name, `${where} was built from another state of the site than ${first.name} (its config, pages or anchors differ); build every shard from the same sources`));
    if (within(outDir, s.dir) || within(s.dir, outDir)) problems.push(problem(outName, `cannot merge into this folder: ${within(outDir, s.dir) ? 'it is inside' : 'it holds'} the shard ${s.name}, and a merge replaces its output folder; use a folder of its own`));
  }
  if (problems.length) throw new DocgenError(problems);
  const count = first.manifest.of;
  const byIndex = new Map<number, Shard>();
  for (const s of shards) {
    const other = byIndex.get(s.manifest.shard);
    if (other) problems.push(problem(s.name, `shard ${s.manifest.shard}/${count} is given twice (${other.name} is that shard too); ${ACCEPTED}`));
    else byIndex.set(s.manifest.shard, s);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length) problems.push(problem(outName, `shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} missing; ${ACCEPTED}`));
  if (problems.length) throw new DocgenError(problems);
  return Array.from({ length: count }, (_, i) => byIndex.get(i + 1)!);
}

export async function merge(options: MergeOptions): Promise<MergeResult> {
  const { root } = options;
  const outDir = path.resolve(root, options.outDir);
  const shards = checkShards(root, outDir, options.outDir, options.shards);
  const version = generatorVersion() ?? '';
  let release: (() => void) | undefined;
  let writer: OutputWriter | undefined;
  try {
    const site = await openSite({
      root,
      configFile: options.configFile,
      configLoaded(config) {
        const sources = [{ path: path.resolve(root, options.configFile), what: 'the config file' }, ...contentPaths(config).map((p) => ({ path: path.resolve(root, p.path), what: p.what }))];
        const conflict = outputFolderConflict(outDir, root, sources);
        if (conflict) throw new DocgenError(problem(options.outDir, `cannot merge into this folder: ${conflict}`));
        checkOutputPath(outDir, options.outDir, (p) => posixRel(root, p));
        release = lockOutput(outDir, options.outDir);
        recoverOutput(outDir);
      },
    });
    if (siteKey(site, version) !== shards[0].manifest.site) {
      throw new DocgenError(problem(site.configFile, `the site is not the one the shards were built from (its config or pages changed since): merge with the sources the shards were built from`));
    }
    writer = new OutputWriter(outDir, undefined, root);
    writer.start();
    const files = copyShards(writer, shards);
    await gather(site, writer, shards, version, outDir);
    writer.commit();
    return { outDir: posixRel(root, outDir) || '.', routes: site.routes.length, files, shards: shards.length };
  } catch (err) {
    writer?.abort();
    throw err;
  } finally {
    release?.();
  }
}

/**
 * Copies every shard's files but its SHARD_DIR into the writer's temporary folder (swapped in on
 * commit), file to file: none passes through memory. A file of several shards must be the same in each.
 */
function copyShards(out: OutputWriter, shards: Shard[]): number {
  const seen = new Map<string, Shard>();
  const dirs = new Set<string>();
  const copy = (shard: Shard, from: string, rel: string) => {
    const to = insideOutput(out.tmp, rel);
    try {
      if (!dirs.has(path.dirname(to))) fs.mkdirSync(path.dirname(to), { recursive: true });
      dirs.add(path.dirname(to));
      fs.copyFileSync(from, to);
    } catch (err) {
      throw new DocgenError(problem(`${shard.name}/${rel}`, `cannot copy it to the output: ${fsReason(err)}`));
    }
  };
  const walk = (shard: Shard, dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      const rel = posixRel(shard.dir, file);
      if (rel === SHARD_DIR) continue;
      if (e.isDirectory()) walk(shard, file);
      else if (e.isFile()) {
        const other = seen.get(rel);
        if (!other) {
          seen.set(rel, shard);
          copy(shard, file, rel);
        } else if (!fs.readFileSync(file).equals(fs.readFileSync(path.join(other.dir, rel)))) {
          throw new DocgenError(problem(`${shard.name}/${rel}`, `differs from ${other.name}/${rel}: every shard writes this file, and writes it the same in one build; build every shard from the same sources`));
        }
      }
    }
  };
  for (const s of shards) walk(s, s.dir);
  return seen.size;
}

/** Hands every page's state, in route order, to the emitters that gather from every page, then lets them write. */
async function gather(site: Site, out: OutputWriter, shards: Shard[], version: string, outDir: string): Promise<void> {
  const ctx: EmitContext = {
    site,
    out,
    cache: new BuildCache(site.root, false),
    version,
    outDir,
    rebuild: false,
    // (The gathering emitters write no page and link to no asset.)
    client: { files: new Map(), js: [], css: [], chunks: {} },
    document: { assets: { css: [], js: [], headScript: '', chunks: {} } satisfies DocumentAssets, key: '' },
    linked: new Map(),
    stats: { rendered: 0 },
  };
  const gathering = emitters.filter((d) => d.gathers).map((d) => ({ name: d.name, emitter: d.create(ctx) }));
  const readers = shards.map((s) => new LineReader(path.join(s.dir, SHARD_PAGES)));
  const pagesFile = (i: number) => `${shards[i].name}/${SHARD_PAGES}`;
  try {
    for (const [place, route] of site.routes.entries()) {
      const i = shardOfRoute(shards.length, route.path) - 1;
      const line = readers[i].next();
      let entry: [number, Record<string, unknown>] | undefined;
      try {
        entry = line === undefined ? undefined : (JSON.parse(line) as [number, Record<string, unknown>]);
      } catch {
        entry = undefined;
      }
      if (!Array.isArray(entry) || entry[0] !== place || !entry[1] || typeof entry[1] !== 'object') {
        throw new DocgenError(problem(pagesFile(i), `does not list the page ${route.path} where the site has it (the file is damaged, or of another site); build the shard again`));
      }
      for (const { name, emitter } of gathering) if (name in entry[1] && emitter.kept) emitter.kept(route, entry[1][name]);
    }
    readers.forEach((r, i) => {
      if (r.next() !== undefined) throw new DocgenError(problem(pagesFile(i), `lists more pages than the site gives its shard; build the shard again`));
    });
    for (const { emitter } of gathering) await emitter.finish?.();
  } finally {
    readers.forEach((r) => r.close());
    await Promise.all(gathering.map(({ emitter }) => emitter.close?.()));
  }
}
