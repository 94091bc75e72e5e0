// The persistent build cache (.docgen/cache): rendered Markdown by content hash, the client bundle
// by the hash of its sources, and the manifest of the last output. Every key includes the
// generator's own version (a hash of its bundled code), so a new docgen never reuses stale results.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const hash = (data: string | Uint8Array): string => crypto.createHash('sha256').update(data).digest('base64url').slice(0, 32);

let cachedVersion: string | undefined;

/** A hash of the running generator's code, or undefined when it runs from sources (tests). */
export function generatorVersion(): string | undefined {
  if (cachedVersion !== undefined) return cachedVersion || undefined;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dist = path.basename(here) === 'chunks' ? path.dirname(here) : here;
  if (path.basename(dist) !== 'dist') {
    cachedVersion = '';
    return undefined;
  }
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.js')) files.push(p);
    }
  };
  walk(dist);
  const h = crypto.createHash('sha256');
  for (const f of files) h.update(fs.readFileSync(f));
  cachedVersion = h.digest('base64url').slice(0, 16);
  return cachedVersion;
}

export class BuildCache {
  readonly dir: string;
  private readonly used = new Set<string>();
  private readonly writes: Promise<void>[] = [];

  constructor(root: string, readonly enabled: boolean) {
    this.dir = path.join(root, '.docgen/cache');
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

  set(kind: string, key: string, value: unknown): void {
    if (!this.enabled) return;
    this.used.add(`${kind}/${key}`);
    const file = this.file(kind, key);
    this.writes.push(
      fs.promises
        .mkdir(path.dirname(file), { recursive: true })
        .then(() => fs.promises.writeFile(`${file}.tmp`, JSON.stringify(value)))
        .then(() => fs.promises.rename(`${file}.tmp`, file))
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
        if (name.endsWith('.json') && !this.used.has(`${kind}/${name.slice(0, -5)}`)) fs.rmSync(path.join(dir, name), { force: true });
      }
    }
  }
}
