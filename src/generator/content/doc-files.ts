// The file-system side of loading docs: which Markdown files a docs folder has, and the bytes of
// those that must be read (see docs.ts for what is made of them).
import { closeSync, fstatSync, openSync, readdirSync, readFileSync, readlinkSync, readSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fsReason, problem, type Problem } from '../errors.ts';
import type { FrontMatter } from './frontmatter.ts';

/** A path with forward slashes. */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

export interface DocFilesOptions {
  root: string;
  contentDir: string;
  /**
   * Read only this many bytes of each file (front matter and title); bodies are read on use. (docgen
   * dev's way: the heads learned are kept when it says, see keepPendingHeads in docs.ts.)
   */
  headBytes?: number;
  /**
   * Keep what was learned of each file's head in .docgen/cache/heads between runs, and do not read
   * a file whose modification time and size are unchanged: its body is read on use (see
   * readPendingBody in docs.ts). Implied by headBytes.
   */
  knownHeads?: boolean;
}

/** What loading a doc by its head learns of it, kept between runs by file (.docgen/cache/heads). */
export interface KnownHead {
  /** The file's modification time and size when it was read. */
  mtime: number;
  size: number;
  frontMatter: FrontMatter;
  /** The title of a leading "# Heading". */
  h1?: string;
  problems: Problem[];
}

/** One Markdown file of a docs folder. */
export interface DocFile {
  /** Path inside the folder (POSIX). */
  rel: string;
  /** Modification time and size (when heads are kept). */
  mtime?: number;
  size?: number;
  /** Its bytes: its head, or the whole file when `whole`. None: unchanged since its kept head. */
  bytes?: Uint8Array;
  whole?: boolean;
  /** Why it could not be read. */
  error?: string;
}

/** A docs folder's Markdown files in path order, the problems of listing them, and the kept heads. */
export interface DocFiles {
  /** Read one by one, as they are taken. */
  files: Iterable<DocFile>;
  problems: Problem[];
  /** The heads kept by the last run (file: headsFile), by path inside the folder. */
  known: Map<string, KnownHead>;
}

/** Where the heads of a docs folder are kept. */
export const headsFile = (root: string, contentDir: string): string => path.join(root, '.docgen/cache/heads', `${createHash('sha256').update(contentDir).digest('hex').slice(0, 16)}.json`);

function readKnownHeads(file: string): Map<string, KnownHead> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, KnownHead>));
  } catch {
    return new Map();
  }
}

/**
 * Every entry under a folder (relative POSIX paths), leaving out names that start with "_" or "." and
 * node_modules folders; symbolic links are listed, not followed. (Synchronous: a few hundred
 * folders are read in milliseconds this way.)
 */
function walk(dir: string, rel = ''): { path: string; dirent: Dirent }[] {
  const out: { path: string; dirent: Dirent }[] = [];
  for (const dirent of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    if (dirent.name.startsWith('_') || dirent.name.startsWith('.') || (dirent.name === 'node_modules' && dirent.isDirectory())) continue;
    const p = rel ? `${rel}/${dirent.name}` : dirent.name;
    out.push({ path: p, dirent });
    if (dirent.isDirectory()) out.push(...walk(dir, p));
  }
  return out;
}

/**
 * The Markdown files of a content folder, sorted. Symbolic links to files are followed; links to
 * folders are not (they could loop or leave the project), with a warning. A page that cannot be
 * read (a broken or looping link, a FIFO, a device) is an error naming it.
 */
function listMarkdownFiles(root: string, contentDir: string, problems: Problem[]): string[] {
  const display = (rel: string) => toPosix(path.relative(root, path.join(contentDir, rel)));
  let entries: { path: string; dirent: Dirent }[];
  try {
    entries = walk(contentDir);
  } catch (err) {
    problems.push(problem(toPosix(path.relative(root, contentDir)) || '.', `cannot read the content folder: ${fsReason(err)}`));
    return [];
  }
  // Problems come in the order of the paths.
  entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const files: string[] = [];
  for (const { path: rel, dirent } of entries) {
    const markdown = rel.endsWith('.md') || rel.endsWith('.mdx');
    if (dirent.isFile()) {
      if (markdown) files.push(rel);
      continue;
    }
    if (dirent.isDirectory()) continue;
    if (!dirent.isSymbolicLink()) {
      if (markdown) problems.push(problem(display(rel), `cannot read file: it is not a regular file (${dirent.isFIFO() ? 'a named pipe' : dirent.isSocket() ? 'a socket' : 'a device'}); a page must be a regular file`));
      continue;
    }
    const abs = path.join(contentDir, rel);
    let target = '?';
    try {
      target = readlinkSync(abs);
    } catch {
      // shown as "?"
    }
    let stat;
    try {
      stat = statSync(abs);
    } catch (err) {
      if (markdown) problems.push(problem(display(rel), `cannot read file: ${(err as NodeJS.ErrnoException).code === 'ELOOP' ? 'a symbolic link loop' : 'a broken symbolic link'} (→ ${target})`));
      continue;
    }
    if (stat.isDirectory()) problems.push({ severity: 'warning', file: display(rel), message: `symbolic link to a folder (→ ${target}) is not followed; pages are read from real folders only` });
    else if (markdown && stat.isFile()) files.push(rel);
    else if (markdown) problems.push(problem(display(rel), `cannot read file: its symbolic link (→ ${target}) leads to something that is not a regular file`));
  }
  return files.sort();
}

const isSpace = (b: number) => b === 32 || b === 9 || b === 10 || b === 13 || b === 11 || b === 12;

/**
 * The start of an open file, cut at a line end, when it holds the whole front matter and the body's
 * first line (a possible title); otherwise (or for a short file) the whole file. (Synchronous, like
 * every read here: for thousands of small reads, libuv's thread pool costs more than the reads.)
 */
function readHead(fd: number, size: number, bytes: number, buffer: Buffer): { bytes: Uint8Array; whole: boolean } {
  const read = readSync(fd, buffer, 0, Math.min(bytes, buffer.length), 0);
  // (Copies: the buffer is read into again for the next file.)
  if (read >= size || read < bytes) return { bytes: Buffer.from(buffer.subarray(0, read)), whole: true };
  const lastLine = buffer.lastIndexOf(10, read - 1);
  const head = buffer.subarray(0, lastLine < 0 ? read : lastLine + 1);
  const bom = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  const fmEnd = head[bom] === 45 && head[bom + 1] === 45 && head[bom + 2] === 45 ? head.indexOf('\n---', bom + 3) : 0;
  if (fmEnd >= 0) {
    const bodyStart = fmEnd === 0 ? 0 : head.indexOf(10, fmEnd + 1) + 1;
    if (bodyStart > 0 || fmEnd === 0) {
      for (let i = bodyStart; i < head.length; i++) if (!isSpace(head[i])) return { bytes: Buffer.from(head), whole: false };
    }
  }
  return { bytes: readFileSync(fd), whole: true };
}

/** Lists a docs folder and reads the files that must be read (see DocFilesOptions). */
export function readDocFiles(options: DocFilesOptions): DocFiles {
  const problems: Problem[] = [];
  const rels = listMarkdownFiles(options.root, options.contentDir, problems);
  const keep = !!(options.headBytes || options.knownHeads);
  const known = keep ? readKnownHeads(headsFile(options.root, options.contentDir)) : new Map<string, KnownHead>();
  const buffer = Buffer.allocUnsafe(options.headBytes ?? 0);
  const readFile = (rel: string): DocFile => {
    const file = path.join(options.contentDir, rel);
    try {
      const hit = known.get(rel);
      if (hit) {
        // (Synchronous: ten thousand stats take a twentieth of a second this way, four times less.)
        const stat = statSync(file);
        if (hit.mtime === stat.mtimeMs && hit.size === stat.size) return { rel, mtime: stat.mtimeMs, size: stat.size };
      }
      const fd = openSync(file, 'r');
      try {
        const stat = keep ? fstatSync(fd) : undefined;
        const read = options.headBytes ? readHead(fd, stat?.size ?? Infinity, options.headBytes, buffer) : { bytes: readFileSync(fd), whole: true };
        return { rel, mtime: stat?.mtimeMs, size: stat?.size, bytes: read.bytes, whole: read.whole };
      } finally {
        closeSync(fd);
      }
    } catch (err) {
      return { rel, error: fsReason(err) };
    }
  };
  // Each file is read when it is taken: a whole site's bytes are never held at once.
  return { files: (function* () { for (const rel of rels) yield readFile(rel); })(), problems, known };
}
