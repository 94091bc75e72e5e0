// The persistent build cache (.docgen/cache): rendered Markdown by content hash, the client bundle
// by the hash of its sources, and the manifest of the last output. Every key includes the
// generator's own version (a hash of its bundled code), so a new docgen never reuses stale results.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

/** A short hash of text or bytes (given in parts or not). */
export function hash(data: string | Uint8Array | Uint8Array[]): string {
  const h = crypto.createHash('sha256');
  for (const part of Array.isArray(data) ? data : [data]) h.update(part);
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
    root: string,
    readonly enabled: boolean,
    private readonly writeNow = false,
    dir = path.join(root, '.docgen/cache'),
  ) {
    this.dir = dir;
  }

  private file(kind: string, key: string): string {
    return path.join(this.dir, kind, `${key}.json`);
  }

  get<T>(kind: string, key: string): T | undefined {
    if (!this.enabled) return undefined;
    this.used.add(`${kind}/${key}`);
    try {
      return JSON.parse(fs.readFileSync(this.file(kind, key), 'utf8')) as T;
    } catch {
      return undefined;
    }
  }

  /** Marks an entry ("kind/key") as used by this build, so that flush() keeps it. */
  keep(entry: string): void {
    this.used.add(entry);
  }

  set(kind: string, key: string, value: unknown): void {
    if (!this.enabled) return;
    this.used.add(`${kind}/${key}`);
    const file = this.file(kind, key);
    if (this.writeNow) {
      writeAtomically(file, JSON.stringify(value));
      return;
    }
    this.writes.push(
      fs.promises
        .mkdir(path.dirname(file), { recursive: true })
        .then(() => fs.promises.writeFile(`${file}.tmp-${process.pid}`, JSON.stringify(value)))
        .then(() => fs.promises.rename(`${file}.tmp-${process.pid}`, file))
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
