// The persistent build cache (.docgen/cache): rendered Markdown by content hash, the client bundle
// by the hash of its sources, and the manifest of the last output. Every key includes the
// generator's own version (a hash of its bundled code), so a new docgen never reuses stale results.
// Every entry is written whole (a temporary file renamed into place) and sealed with a hash of its
// content: an entry that is cut short or damaged is dropped when read, noted (see cacheDamage),
// and made again.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { DocgenError, problem } from './errors.ts';
import { isTextParts, type OutputParts, type TextParts } from './large-text.ts';
import { TextStore } from './text-store.ts';

/** A short hash of text or bytes (given in parts or not; text as UTF-8). */
export function hash(data: string | Uint8Array | Uint8Array[] | OutputParts): string {
  const h = crypto.createHash('sha256');
  for (const part of isTextParts(data) ? data.parts() : Array.isArray(data) ? data : [data]) h.update(part);
  return h.digest('base64url').slice(0, 32);
}

/**
 * Writes a cache file through a temporary file, so that a reader never sees half of it. False when
 * it could not be written (whoever reads it next then does the work again).
 */
export function writeAtomically(file: string, data: string | Uint8Array): boolean {
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, file);
    return true;
  } catch {
    fs.rmSync(tmp, { force: true });
    return false;
  }
}

const SEAL = 'docgen-sealed ';
const SEAL_LENGTH = SEAL.length + 32 + 1;

/** Data with a header holding a hash of it (see unseal); text stays text (written as UTF-8), not copied into a buffer. */
export function seal(data: string): string;
export function seal(data: Uint8Array): Buffer;
export function seal(data: string | Uint8Array): string | Buffer {
  const header = `${SEAL}${hash(data)}\n`;
  return typeof data === 'string' ? header + data : Buffer.concat([Buffer.from(header), data]);
}

/** The data of a sealed file; undefined when it is not whole (cut short, damaged, or not sealed). */
export function unseal(file: Buffer): Buffer | undefined {
  if (file.length < SEAL_LENGTH || file.toString('latin1', 0, SEAL.length) !== SEAL) return undefined;
  const data = file.subarray(SEAL_LENGTH);
  return file.toString('latin1', SEAL.length, SEAL_LENGTH - 1) === hash(data) ? data : undefined;
}

/** Cache files found damaged (and removed) by this process, for one warning at the end of a build. */
export const cacheDamage: string[] = [];

/**
 * A cache file's data, checked: undefined when there is none; a damaged one is removed and noted.
 * `cacheDir`: the cache folder, for the name noted.
 */
export function readSealed(file: string, cacheDir?: string): Buffer | undefined {
  let raw: Buffer;
  try {
    raw = fs.readFileSync(file);
  } catch {
    return undefined;
  }
  const data = unseal(raw);
  // (A file of an older docgen, not sealed at all, is not damage: it is dropped without a word.)
  const older = raw.length > 0 && !raw.subarray(0, SEAL.length).equals(Buffer.from(SEAL).subarray(0, Math.min(raw.length, SEAL.length)));
  if (!data && older) fs.rmSync(file, { force: true });
  else if (!data) {
    cacheDamage.push(cacheDir ? path.relative(cacheDir, file).split(path.sep).join('/') : path.basename(file));
    fs.rmSync(file, { force: true });
  }
  return data;
}

/** A kept build state that turned out damaged while a build used it: the build starts again without it. */
export class DamagedCache extends Error {
  constructor(readonly file: string) {
    super(`damaged cache file ${file}`);
  }
}

let cachedVersion: string | undefined;

/**
 * The running generator's version: the hash its bundle folder is named by (dist/b-<hash>/, see
 * scripts/bundle-cli.mjs), or undefined when it runs from sources (tests).
 */
export function generatorVersion(): string | undefined {
  if (cachedVersion !== undefined) return cachedVersion || undefined;
  let here = path.dirname(fileURLToPath(import.meta.url));
  if (path.basename(here) === 'chunks') here = path.dirname(here);
  const name = path.basename(here);
  cachedVersion = path.basename(path.dirname(here)) === 'dist' && name.startsWith('b-') ? name.slice(2) : '';
  return cachedVersion || undefined;
}

/** A file of the running bundle (dist/b-…/), e.g. a worker entry; undefined when running from sources. */
export function bundledFile(name: string): string | undefined {
  let here = path.dirname(fileURLToPath(import.meta.url));
  if (path.basename(here) === 'chunks') here = path.dirname(here);
  const file = path.join(here, name);
  return fs.existsSync(file) ? file : undefined;
}

export class BuildCache {
  readonly dir: string;
  private readonly used = new Set<string>();
  private readonly writes: Promise<void>[] = [];

  /**
   * `writeNow`: entries are written before set() returns (docgen dev, whose writes would otherwise
   * wait behind the file watcher's start-up, and be lost when it is stopped).
   */
  /** `dir`: where it lives, when not in the project's .docgen/cache (docgen dev's client bundle). */
  constructor(
    readonly root: string,
    readonly enabled: boolean,
    private readonly writeNow = false,
    dir = path.join(root, '.docgen/cache'),
  ) {
    this.dir = dir;
  }

  private file(kind: string, key: string): string {
    return path.join(this.dir, kind, `${key}.json`);
  }

  /** Fails clearly when the cache folder cannot be one (a file stands where it, or a folder above it, goes). */
  check(): void {
    if (!this.enabled) return;
    for (let p = this.dir; ; p = path.dirname(p)) {
      const stat = fs.statSync(p, { throwIfNoEntry: false });
      if (stat && !stat.isDirectory()) {
        const show = (f: string) => path.relative(this.root, f).split(path.sep).join('/') || f;
        throw new DocgenError(problem(show(p), `the build cache cannot be kept in ${show(this.dir)}: ${show(p)} is a file, not a folder; remove it, or build with --no-cache`));
      }
      if (stat || path.dirname(p) === p) return;
    }
  }

  /** Whether the cache holds any entry of a kind (kept by an earlier run: not necessarily of this generator). */
  holds(kind: string): boolean {
    if (!this.enabled) return false;
    let dir: fs.Dir | undefined;
    try {
      dir = fs.opendirSync(path.join(this.dir, kind));
      for (let e = dir.readSync(); e; e = dir.readSync()) if (e.name.endsWith('.json')) return true;
      return false;
    } catch {
      return false;
    } finally {
      dir?.closeSync();
    }
  }

  get<T>(kind: string, key: string): T | undefined {
    if (!this.enabled) return undefined;
    this.used.add(`${kind}/${key}`);
    const data = readSealed(this.file(kind, key), this.dir);
    return data && (JSON.parse(data.toString('utf8')) as T);
  }

  /** Marks an entry ("kind/key") as used by this build, so that flush() keeps it. */
  keep(entry: string): void {
    this.used.add(entry);
  }

  set(kind: string, key: string, value: unknown): void {
    // (Without a cache nothing is kept: the value is not even serialized.)
    if (this.enabled) this.setJson(kind, key, JSON.stringify(value));
  }

  /** An entry given as its JSON text, or in parts (a large one, not joined in memory: see large-text.ts). */
  setJson(kind: string, key: string, json: string | TextParts): void {
    if (!this.enabled) return;
    this.used.add(`${kind}/${key}`);
    const file = this.file(kind, key);
    const data = typeof json === 'string' ? seal(json) : json;
    const header = typeof json === 'string' ? '' : `${SEAL}${hash(json)}\n`;
    if (this.writeNow) {
      writeAtomically(file, typeof data === 'string' ? data : header + [...data.parts()].join(''));
      return;
    }
    const tmp = `${file}.tmp-${process.pid}`;
    const write = async () => {
      if (typeof data === 'string') return fs.promises.writeFile(tmp, data);
      const handle = await fs.promises.open(tmp, 'w');
      try {
        await handle.write(header);
        for (const part of data.parts()) await handle.write(part);
      } finally {
        await handle.close();
      }
    };
    this.writes.push(
      fs.promises
        .mkdir(path.dirname(file), { recursive: true })
        .then(write)
        .then(() => fs.promises.rename(tmp, file))
        .catch(() => {}),
    );
  }

  /** Waits for pending writes and removes entries of `kinds` this build did not use. */
  async flush(pruneKinds: string[] = []): Promise<void> {
    await Promise.all(this.writes);
    if (!this.enabled) return;
    for (const kind of pruneKinds) {
      const dir = path.join(this.dir, kind);
      if (!fs.existsSync(dir)) continue;
      for (const name of fs.readdirSync(dir)) {
        // (Also half-written files left by a process that was stopped.)
        const stale = name.endsWith('.json') ? !this.used.has(`${kind}/${name.slice(0, -5)}`) : name.includes('.json.tmp');
        if (stale) fs.rmSync(path.join(dir, name), { force: true });
      }
    }
  }
}

/**
 * Text kept for every page (JSON, by page key) in files of many pages each ("buckets"): the search
 * records of each segment of the search index, or each page's rendered-content summary. A rebuild
 * reads a bucket only when one of its pages is asked for, and writes it only when some of its
 * pages changed. The text given in a build waits for the save in a TextStore (on the disk past a
 * budget: a large site's records would otherwise all be in memory at the end); a store with no
 * folder (a build without a cache) keeps nothing.
 */
export class BucketStore {
  private readonly loaded = new Map<string, Map<string, string>>();
  /** Each bucket's pages: true for text given now (in `given`), or null (kept: read from `from`). */
  private readonly next = new Map<string, Map<string, true | null>>();
  private readonly given = new TextStore(BUCKET_TEXT_IN_MEMORY);
  private readonly from = new Map<string, string>();
  private readonly dirty = new Set<string>();
  private readonly counts: Record<string, number>;

  constructor(private readonly dir: string) {
    const index = dir ? readSealed(path.join(dir, 'buckets.json'), path.dirname(dir)) : undefined;
    this.counts = index ? (JSON.parse(index.toString('utf8')) as Record<string, number>) : {};
  }

  private file(bucket: string): string {
    return path.join(this.dir, `${encodeURIComponent(bucket)}.bin`);
  }

  /** Whether a bucket was kept by the previous build (a page's records can be read from it). */
  has(bucket: string): boolean {
    return Object.hasOwn(this.counts, bucket);
  }

  /** Text kept from the previous build, read (with its whole bucket) when first asked for. */
  get(bucket: string, key: string): string {
    let entries = this.loaded.get(bucket);
    if (!entries) {
      const file = this.file(bucket);
      const existed = fs.existsSync(file);
      const data = readSealed(file, path.dirname(this.dir));
      if (!data) {
        // (A bucket file that is gone is damage too; one that was there is noted by readSealed.)
        if (!existed) cacheDamage.push(`${path.relative(path.dirname(this.dir), file).split(path.sep).join('/')} (missing)`);
        throw new DamagedCache(file);
      }
      entries = new Map(v8.deserialize(data) as [string, string][]);
      this.loaded.set(bucket, entries);
    }
    const json = entries.get(key);
    if (json === undefined) throw new DamagedCache(this.file(bucket));
    return json;
  }

  private bucket(name: string): Map<string, true | null> {
    let entries = this.next.get(name);
    if (!entries) this.next.set(name, (entries = new Map()));
    return entries;
  }

  /** The page's text is the previous build's (kept in bucket `from`); it goes in bucket `to`. */
  keep(key: string, from: string, to: string): void {
    if (!this.dir) return;
    this.bucket(to).set(key, null);
    this.from.set(key, from);
    if (from !== to) this.dirty.add(to);
  }

  put(key: string, to: string, json: string): void {
    if (!this.dir) return;
    this.bucket(to).set(key, true);
    this.given.put(`${to}\0${key}`, json);
    this.dirty.add(to);
  }

  /** Writes the buckets that changed and deletes those no longer used; a failure only costs the next build time. */
  save(): void {
    const index = path.join(this.dir, 'buckets.json');
    let saved = true;
    try {
      for (const [name, entries] of this.next) {
        if (!this.dirty.has(name) && entries.size === this.counts[name] && fs.existsSync(this.file(name))) continue;
        const list: [string, string][] = [];
        for (const [key, given] of entries) list.push([key, given ? this.given.take(`${name}\0${key}`) : this.get(this.from.get(key)!, key)]);
        saved &&= writeAtomically(this.file(name), seal(v8.serialize(list)));
      }
      for (const name of Object.keys(this.counts)) if (!this.next.has(name)) fs.rmSync(this.file(name), { force: true });
    } catch {
      saved = false;
    }
    const counts = Object.fromEntries([...this.next].map(([name, entries]) => [name, entries.size]));
    // Without its index the store is not used: the next build starts afresh rather than miss a bucket.
    if (!saved || !writeAtomically(index, seal(JSON.stringify(counts)))) fs.rmSync(index, { force: true });
    this.dispose();
  }

  /** Lets go of the text given in this build (saved or not): its temporary file is removed. */
  dispose(): void {
    this.given.dispose();
  }
}

/** Text given to a BucketStore kept in memory until it is saved (characters); the rest waits on the disk. */
const BUCKET_TEXT_IN_MEMORY = 16 * 1024 * 1024;
