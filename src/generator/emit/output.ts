// Writes a build into a temporary folder next to the output folder and swaps it in only when
// everything was written, so a failed build leaves the previous output untouched. Files that are
// the same as in the previous output are hard-linked from it rather than written again, so an
// edit changes only the files that depend on it; a page whose inputs did not change is not even
// rendered (its input key is in the manifest of the previous build).
import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, problem } from '../errors.ts';
import { hash } from '../cache.ts';

interface ManifestEntry {
  hash: string;
  input?: string;
}
interface Manifest {
  files: Record<string, ManifestEntry>;
}

export class OutputWriter {
  readonly tmp: string;
  private readonly dirs = new Set<string>();
  private readonly previous: Manifest;
  private readonly next: Manifest = { files: {} };
  written = 0;
  reused = 0;

  /** `manifestFile`: where the manifest of this output folder is kept (no file: no reuse). */
  constructor(
    readonly outDir: string,
    private readonly manifestFile?: string,
  ) {
    this.tmp = `${outDir.replace(/[\\/]$/, '')}.tmp-${process.pid}`;
    let previous: Manifest = { files: {} };
    if (manifestFile && fs.existsSync(outDir)) {
      try {
        previous = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
      } catch {
        // no usable manifest: write everything
      }
    }
    this.previous = previous;
  }

  start(): void {
    fs.rmSync(this.tmp, { recursive: true, force: true });
    try {
      fs.mkdirSync(this.tmp, { recursive: true });
    } catch (err) {
      throw new DocgenError(problem(this.outDir, `cannot create the output folder: ${(err as Error).message}`));
    }
  }

  private ensureDir(dir: string): void {
    if (this.dirs.has(dir)) return;
    fs.mkdirSync(dir, { recursive: true });
    this.dirs.add(dir);
  }

  /** Links the previous build's copy of `rel` into the new output; false if there is none. */
  private link(rel: string): boolean {
    const old = path.join(this.outDir, rel);
    const file = path.join(this.tmp, rel);
    this.ensureDir(path.dirname(file));
    try {
      fs.linkSync(old, file);
      return true;
    } catch {
      return false;
    }
  }

  /** Reuses a file whose inputs are unchanged since the previous build; false if it must be made. */
  reuse(rel: string, input: string): boolean {
    const prev = this.previous.files[rel];
    if (!prev || prev.input !== input || !this.link(rel)) return false;
    this.next.files[rel] = prev;
    this.reused++;
    return true;
  }

  write(rel: string, content: string | Uint8Array, input?: string): void {
    const h = hash(content);
    const prev = this.previous.files[rel];
    this.next.files[rel] = input ? { hash: h, input } : { hash: h };
    if (prev?.hash === h && this.link(rel)) {
      this.reused++;
      return;
    }
    const file = path.join(this.tmp, rel);
    this.ensureDir(path.dirname(file));
    fs.writeFileSync(file, content);
    this.written++;
  }

  copy(from: string, rel: string): void {
    this.write(rel, fs.readFileSync(from));
  }

  /** Copies a folder's files (not symlinks) into the output. */
  copyDir(from: string, relBase = ''): void {
    if (!fs.existsSync(from)) return;
    for (const e of fs.readdirSync(from, { withFileTypes: true })) {
      const src = path.join(from, e.name);
      const rel = path.join(relBase, e.name);
      if (e.isDirectory()) this.copyDir(src, rel);
      else if (e.isFile()) this.copy(src, rel);
    }
  }

  /** Replaces the output folder with the finished build and records its manifest. */
  commit(): void {
    const old = `${this.outDir.replace(/[\\/]$/, '')}.old-${process.pid}`;
    const hadOld = fs.existsSync(this.outDir);
    try {
      if (hadOld) fs.renameSync(this.outDir, old);
      fs.renameSync(this.tmp, this.outDir);
    } catch (err) {
      if (hadOld && !fs.existsSync(this.outDir) && fs.existsSync(old)) fs.renameSync(old, this.outDir);
      throw new DocgenError(problem(this.outDir, `cannot replace the output folder: ${(err as Error).message}`));
    }
    if (hadOld) fs.rmSync(old, { recursive: true, force: true });
    if (this.manifestFile) {
      try {
        fs.mkdirSync(path.dirname(this.manifestFile), { recursive: true });
        fs.writeFileSync(this.manifestFile, JSON.stringify(this.next));
      } catch {
        // the next build then simply writes everything
      }
    }
  }

  abort(): void {
    fs.rmSync(this.tmp, { recursive: true, force: true });
  }
}
