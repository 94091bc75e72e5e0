// Writes a build into a temporary folder next to the output folder and swaps it in only when
// everything was written, so a failed build leaves the previous output untouched.
import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, problem } from '../errors.ts';

export class OutputWriter {
  readonly tmp: string;
  private readonly dirs = new Set<string>();

  constructor(readonly outDir: string) {
    this.tmp = `${outDir.replace(/[\\/]$/, '')}.tmp-${process.pid}`;
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

  write(rel: string, content: string | Uint8Array): void {
    const file = path.join(this.tmp, rel);
    this.ensureDir(path.dirname(file));
    fs.writeFileSync(file, content);
  }

  copy(from: string, rel: string): void {
    const file = path.join(this.tmp, rel);
    this.ensureDir(path.dirname(file));
    fs.copyFileSync(from, file);
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

  /** Replaces the output folder with the finished build. */
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
  }

  abort(): void {
    fs.rmSync(this.tmp, { recursive: true, force: true });
  }
}
