// Writes a build so that a failed build leaves the previous output untouched, in one of two ways:
// - a first build (no manifest of the output folder) writes a temporary folder next to the output
//   folder and swaps it in when everything was written;
// - a rebuild (the manifest of the previous build is kept) updates the output folder in place:
//   files that changed are written to the temporary folder and moved into the output folder only
//   when everything was written, files no longer made are deleted, and the rest is not touched at
//   all — an edit costs only the files that depend on it, however large the site.
// A page whose inputs did not change is not even rendered (its input key is in the manifest).
import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, fsReason, problem } from '../errors.ts';
import { writeContent } from './write-file.ts';
import { isTextParts, type OutputParts } from '../large-text.ts';
import { WriteThread } from './write-thread.ts';
import { checkOutputPath, removeInBackground } from './output-folder.ts';
import { insideOutput, isOutputPath } from './output-path.ts';
import { applyJournal, clearJournal, writeJournal, type Journal } from './commit-journal.ts';
import { hash, readSealed, seal, writeAtomically } from '../cache.ts';
import { utf8 } from '../utf8.ts';
import { faultPoint } from '../fault.ts';


interface ManifestEntry {
  hash: string;
  input?: string;
  /** Size and modification time of the file in the output folder (in-place updates check them). */
  size?: number;
  mtime?: number;
}
interface Manifest {
  /** 2: entries carry the size and modification time of their file. */
  format?: number;
  files: Record<string, ManifestEntry>;
}
const FORMAT = 2;

export class OutputWriter {
  readonly tmp: string;
  private readonly dirs = new Set<string>();
  private readonly previous: Manifest;
  private readonly next: Manifest = { files: {} };
  written = 0;
  reused = 0;
  /** Update the output folder in place (it holds the build the manifest describes). */
  readonly inPlace: boolean;
  /** Files written to the temporary folder, moved into the output folder on commit (in place). */
  private readonly staged = new Set<string>();
  /** Takes the writes once a build has written enough files for a thread to pay (see write-thread.ts). */
  private thread: WriteThread | undefined;
  private threadTried = false;
  /** The commit's journal is written: the temporary folder is the next build's to finish with. */
  private committing = false;

  /** `manifestFile`: where the manifest of this output folder is kept (no file: no reuse). */
  constructor(
    readonly outDir: string,
    private readonly manifestFile?: string,
    /** The project root, for the paths in messages. */
    private readonly root?: string,
  ) {
    this.tmp = `${outDir.replace(/[\\/]$/, '')}.tmp-${process.pid}`;
    let previous: Manifest = { files: {} };
    if (manifestFile && fs.existsSync(outDir)) {
      try {
        const text = readSealed(manifestFile, path.dirname(manifestFile));
        if (text) previous = JSON.parse(text.toString('utf8')) as Manifest;
      } catch {
        // no usable manifest: write everything
      }
    }
    // (Files outside the output folder were never a build's to keep or delete: an older docgen's
    // manifest may name one, written for a page whose URL climbed out of the site.)
    if (!previous.files || typeof previous.files !== 'object') previous = { files: {} };
    for (const rel of Object.keys(previous.files)) if (!isOutputPath(rel)) delete previous.files[rel];
    this.previous = previous;
    this.inPlace = previous.format === FORMAT && Object.keys(previous.files).length > 0;
  }

  /** A path as the user knows it: relative to the project root when inside it. */
  private show(p: string): string {
    const rel = path.relative(this.root ?? '', p);
    return this.root && rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : p;
  }

  /** The output folder as the user knows it. */
  private get display(): string {
    return this.show(this.outDir);
  }

  /** Creates the temporary folder; an output path that is a file, or lies under one, is an error. */
  start(): void {
    checkOutputPath(this.outDir, this.display, (p) => this.show(p));
    try {
      fs.rmSync(this.tmp, { recursive: true, force: true });
      fs.mkdirSync(this.tmp, { recursive: true });
    } catch (err) {
      throw new DocgenError(problem(this.display, `cannot create the output folder: ${fsReason(err)} (${(err as NodeJS.ErrnoException).path ?? this.tmp})`));
    }
  }

  private ensureDir(dir: string): void {
    if (this.dirs.has(dir)) return;
    fs.mkdirSync(dir, { recursive: true });
    this.dirs.add(dir);
  }

  /** Runs a write into the temporary folder; a failure names the output file (and its source). */
  private writing(rel: string, what: () => void, from?: string): void {
    try {
      what();
    } catch (err) {
      // (A failure said already: an earlier write that failed, found while a file in parts was made.)
      if (err instanceof DocgenError) throw err;
      // A failure reported by the write thread names its own file.
      const failed = err as NodeJS.ErrnoException & { rel?: string; from?: string };
      throw this.failure(failed.rel ?? rel, err, failed.rel === undefined ? from : failed.from);
    }
  }

  private failure(rel: string, err: unknown, from?: string): DocgenError {
    const e = err as NodeJS.ErrnoException;
    const reason = e.code === 'EISDIR' ? 'a folder of that name is already in the output' : e.code === 'ENOTDIR' ? 'a file of that name is already in the output where a folder is needed' : fsReason(err);
    const target = `${this.display}/${rel.split(path.sep).join('/')}`;
    return new DocgenError(problem(from ?? target, `cannot write ${from ? `it to the output as ${target}` : 'this output file'}: ${reason}`));
  }

  /** Waits for the write thread's writes (a failed one is reported as the build's failure). */
  private settle(): void {
    if (this.thread) this.writing('', () => this.thread!.settle());
  }

  /**
   * Keeps the previous build's copy of `rel` in the new output; false if there is none. In place,
   * the file must still be as the previous build left it (same size and modification time);
   * otherwise it is hard-linked into the temporary folder.
   */
  private link(rel: string): boolean {
    const old = insideOutput(this.outDir, rel);
    if (this.inPlace) return this.intact(rel);
    const file = insideOutput(this.tmp, rel);
    // (Only a regular file: a symbolic link put in the output folder is not carried over.)
    if (!fs.lstatSync(old, { throwIfNoEntry: false })?.isFile()) return false;
    this.ensureDir(path.dirname(file));
    try {
      fs.linkSync(old, file);
      return true;
    } catch {
      return false;
    }
  }

  /** Keeps a file of the previous build whatever its inputs (the caller knows they are unchanged). */
  keep(rel: string): boolean {
    const prev = this.previous.files[rel];
    if (!prev) return false;
    let linked = false;
    this.writing(rel, () => (linked = this.link(rel)));
    if (!linked) return false;
    this.next.files[rel] = prev;
    this.reused++;
    return true;
  }

  /**
   * Where the previous build's copy of a file lies, if the manifest says it had this content hash
   * and it is still as that build left it (to be read before the build is put in place).
   */
  previousFile(rel: string, contentHash: string): string | undefined {
    return this.previous.files[rel]?.hash === contentHash && this.intact(rel) ? insideOutput(this.outDir, rel) : undefined;
  }

  /** Whether the previous build's copy of a file is still as it left it (by size and modification time). */
  private intact(rel: string): boolean {
    const prev = this.previous.files[rel];
    // (lstat: a symbolic link put in the output folder is no file of a build.)
    const stat = fs.lstatSync(insideOutput(this.outDir, rel), { throwIfNoEntry: false });
    return !!prev && !!stat?.isFile() && stat.size === prev.size && stat.mtimeMs === prev.mtime;
  }

  /** A file of this build as text (written now, or kept from the previous build). */
  read(rel: string): string {
    this.settle();
    const here = !this.inPlace || this.staged.has(rel) ? this.tmp : this.outDir;
    return fs.readFileSync(insideOutput(here, rel), 'utf8');
  }

  /** Reuses a file whose inputs are unchanged since the previous build; false if it must be made. */
  reuse(rel: string, input: string): boolean {
    return this.previous.files[rel]?.input === input && this.keep(rel);
  }

  /**
   * Takes a file from the previous output when it had exactly this content (by hash); false if it
   * did not, and then nothing was done.
   */
  reuseContent(rel: string, contentHash: string): boolean {
    return this.previous.files[rel]?.hash === contentHash && this.keep(rel);
  }

  /**
   * Takes files from the previous output, given with their content hashes (as a cache entry lists
   * what it made). False when any is missing or different.
   */
  reuseListed(listed: [string, string][]): boolean {
    return listed.every(([rel, h]) => this.reuseContent(rel, h));
  }

  /** The content hash of a file of this build (tracked builds only). */
  hashOf(rel: string): string | undefined {
    return Object.hasOwn(this.next.files, rel) ? this.next.files[rel].hash : undefined;
  }

  /** Whether files are tracked in a manifest (and so reused by the next build). */
  get tracking(): boolean {
    return this.manifestFile !== undefined;
  }

  /**
   * `content` may come in parts (a large file is then written as it is, not joined in memory);
   * `contentHash`: a hash of the content, when the caller has one already.
   */
  write(rel: string, content: string | Uint8Array | Uint8Array[] | OutputParts, input?: string, contentHash?: string): void {
    this.put(rel, content, input, undefined, contentHash);
  }

  /** `from`: the source file of a copy, named in messages. */
  private put(rel: string, content: string | Uint8Array | Uint8Array[] | OutputParts, input?: string, from?: string, contentHash?: string): void {
    // Proven inside the output folder before anything is recorded or written.
    const file = insideOutput(this.tmp, rel);
    // Without a manifest nothing is compared, so nothing is hashed.
    let unchanged = false;
    let again = false;
    if (this.manifestFile) {
      // Encoded once, for the hash and the write.
      if (typeof content === 'string' && contentHash === undefined) content = utf8(content);
      const h = contentHash ?? hash(content);
      // The same file made twice (an image two docs versions share): once is enough.
      again = Object.hasOwn(this.next.files, rel);
      if (again && this.next.files[rel].hash === h) return;
      const prev = this.previous.files[rel];
      unchanged = !again && prev?.hash === h;
      this.next.files[rel] = unchanged ? { ...prev, hash: h, input } : input ? { hash: h, input } : { hash: h };
    }
    this.writing(rel, () => {
      if (unchanged && this.link(rel)) {
        this.reused++;
        return;
      }
      // A file linked from the previous output is replaced, never written through.
      if (again) fs.rmSync(file, { force: true });
      else if (!this.staged.has(rel)) this.written++;
      // A file in parts (a large one) is written here: sent to the thread, it would be copied.
      const thread = this.writeThread();
      if (thread && !Array.isArray(content) && !isTextParts(content)) thread.write({ file, content, rel, from });
      else {
        this.settle(); // (an earlier write of the same file must not land after this one)
        this.ensureDir(path.dirname(file));
        writeContent(file, content);
      }
      this.staged.add(rel);
      faultPoint('write');
      if (unchanged) this.next.files[rel] = { ...this.next.files[rel], size: undefined, mtime: undefined };
    }, from);
  }

  copy(from: string, rel: string): void {
    const display = this.show(from);
    let content: Buffer;
    try {
      content = fs.readFileSync(from);
    } catch (err) {
      throw new DocgenError(problem(display, `cannot read file: ${fsReason(err)}`));
    }
    this.put(rel, content, undefined, display);
  }

  /** Files written before the writes move to a thread (a small rebuild never starts one). */
  private static readonly THREAD_AFTER = 64;

  private writeThread(): WriteThread | undefined {
    if (!this.threadTried && this.written > OutputWriter.THREAD_AFTER) {
      this.threadTried = true;
      this.thread = WriteThread.start();
    }
    return this.thread;
  }

  /**
   * Puts the finished build in place (see commit-journal.ts: a killed commit is finished by the
   * next build) and records its manifest. The manifest is removed first: until the commit is done,
   * no build trusts the folder to be the one it describes.
   */
  commit(): void {
    this.settle();
    void this.thread?.close();
    if (this.manifestFile) fs.rmSync(this.manifestFile, { force: true });
    const old = `${this.outDir.replace(/[\\/]$/, '')}.old-${process.pid}`;
    const journal: Journal = this.inPlace
      ? { kind: 'in-place', tmp: this.tmp, moves: [...this.staged], deletes: Object.keys(this.previous.files).filter((rel) => !Object.hasOwn(this.next.files, rel)) }
      : { kind: 'swap', tmp: this.tmp, old };
    try {
      writeJournal(this.outDir, journal);
      this.committing = true;
      faultPoint('journal');
      applyJournal(this.outDir, journal);
    } catch (err) {
      // A swap that failed half way is undone now; files already moved in place stay, for the
      // next build to finish (the journal says what is left).
      if (journal.kind === 'swap' && !fs.existsSync(this.outDir) && fs.existsSync(old)) fs.renameSync(old, this.outDir);
      if (journal.kind === 'swap') clearJournal(this.outDir);
      throw new DocgenError(problem(this.display, `cannot ${this.inPlace ? 'update' : 'replace'} the output folder: ${fsReason(err)}`));
    }
    this.recordStats(this.outDir);
    if (this.manifestFile) writeAtomically(this.manifestFile, seal(JSON.stringify({ format: FORMAT, files: this.next.files })));
    clearJournal(this.outDir);
    // The previous output is deleted by a process of its own: the new one is in place already, and
    // unlinking thousands of files would only keep the build waiting.
    if (fs.existsSync(old)) removeInBackground([old]);
  }

  /** Notes the size and modification time of each file this build wrote, as it lies in `dir`. */
  private recordStats(dir: string): void {
    if (!this.manifestFile) return;
    for (const [rel, entry] of Object.entries(this.next.files)) {
      if (entry.mtime !== undefined) continue;
      const stat = fs.statSync(insideOutput(dir, rel), { throwIfNoEntry: false });
      if (stat) this.next.files[rel] = { ...entry, size: stat.size, mtime: stat.mtimeMs };
    }
  }

  /** Removes the temporary folder (cleanup after a failure: it never throws over that failure). */
  abort(): void {
    // A commit under way is the next build's to finish (its journal says how).
    if (this.committing) return;
    // Nothing may still be writing into the folder being removed.
    try {
      this.thread?.settle();
    } catch {
      // the failure being cleaned up after, or another: the folder goes either way
    }
    void this.thread?.close();
    try {
      fs.rmSync(this.tmp, { recursive: true, force: true });
    } catch {
      // nothing was made there (the folder could not be created) or it is gone already
    }
  }
}
