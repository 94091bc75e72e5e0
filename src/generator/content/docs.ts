// Loads the Markdown docs of one docs version: ids, titles, slugs and permalinks in Docusaurus'
// conventions (number prefixes stripped, index/README docs take their folder's path).
import { closeSync, openSync, readdirSync, readFileSync, readlinkSync, readSync, statSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import { isUtf8 } from 'node:buffer';
import { fsReason, problem, type Problem } from '../errors.ts';
import type { DocRecord } from '../model.ts';
import { createHash } from 'node:crypto';
import { parseSource, type FrontMatter } from './frontmatter.ts';
import { writeAtomically } from '../cache.ts';

export interface LoadDocsOptions {
  root: string;
  /** Read only this many bytes of each file (front matter and title); bodies are read on use. */
  headBytes?: number;
  /**
   * Keep what was learned of each file's head in .docgen/cache/heads between runs, and do not read
   * a file whose modification time and size are unchanged: its body is read on use (see
   * readPendingBody). Implied by headBytes.
   */
  knownHeads?: boolean;
  contentDir: string;
  /** URL path of the version root, base included ('/java/docs/next'). */
  versionPath: string;
  includeDrafts?: boolean;
}

const NUMBER_PREFIX = /^\d+[-_.]\s*/;
const stripNumber = (segment: string) => segment.replace(NUMBER_PREFIX, '') || segment;

export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** Joins URL path segments into '/a/b' (no trailing slash; '/' for nothing). */
export function joinUrl(...parts: string[]): string {
  const joined = parts.join('/').replace(/\/+/g, '/').replace(/\/$/, '');
  return joined.startsWith('/') ? joined || '/' : `/${joined}`;
}

/** The buffer heads are read into (reads are synchronous, so one is enough). */
let headBuffer = Buffer.alloc(0);

/**
 * The start of a file as text, cut at a line end; `whole` when that is the entire file. (Synchronous,
 * like the reads below: for thousands of small reads, going through libuv's thread pool costs more
 * than the reads themselves.)
 */
function readHead(file: string, bytes: number, source: string): { text: string; problems: Problem[]; whole: boolean } {
  if (headBuffer.length < bytes) headBuffer = Buffer.allocUnsafe(bytes);
  const fd = openSync(file, 'r');
  let bytesRead: number;
  try {
    bytesRead = readSync(fd, headBuffer, 0, bytes, 0);
  } finally {
    closeSync(fd);
  }
  if (bytesRead < bytes) return { ...decodeSource(headBuffer.subarray(0, bytesRead), source), whole: true };
  const lastLine = headBuffer.lastIndexOf(10, bytesRead - 1);
  const head = decodeSource(headBuffer.subarray(0, lastLine < 0 ? bytesRead : lastLine + 1), source);
  // The head must hold the whole front matter and the body's first line (a possible title).
  const text = head.text;
  const fmEnd = text.startsWith('---') ? text.indexOf('\n---', 3) : 0;
  if (fmEnd < 0 || !/\S/.test(text.slice(fmEnd === 0 ? 0 : text.indexOf('\n', fmEnd + 1) + 1))) return { ...decodeSource(readFileSync(file), source), whole: true };
  return { ...head, whole: false };
}

/**
 * A source file's bytes as text. Bytes that are not UTF-8 are an error naming the line, column and
 * byte offset of the first one (the text then holds replacement characters in their place).
 */
export function decodeSource(bytes: Uint8Array, source: string): { text: string; problems: Problem[] } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('utf8');
  if (isUtf8(buffer)) return { text, problems: [] };
  if ((buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff)) {
    return { text, problems: [problem(source, 'not valid UTF-8: the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8', 1)] };
  }
  const at = firstInvalidUtf8(buffer);
  if (at < 0) return { text, problems: [problem(source, 'not valid UTF-8; save the file as UTF-8')] };
  const lineStart = buffer.lastIndexOf(10, at - 1) + 1;
  let line = 1;
  for (let i = buffer.indexOf(10); i !== -1 && i < lineStart; i = buffer.indexOf(10, i + 1)) line++;
  const column = buffer.toString('utf8', lineStart, at).length + 1;
  const hex = buffer[at].toString(16).toUpperCase().padStart(2, '0');
  return { text, problems: [problem(source, `not valid UTF-8 at byte offset ${at} (0x${hex}); save the file as UTF-8`, line, column)] };
}

/** Offset of the first byte that does not start a well-formed UTF-8 sequence (Unicode table 3-7). */
function firstInvalidUtf8(b: Uint8Array): number {
  for (let i = 0; i < b.length; ) {
    const c = b[i];
    if (c < 0x80) {
      i++;
      continue;
    }
    let n: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) n = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      n = 2;
      if (c === 0xe0) lo = 0xa0;
      else if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      n = 3;
      if (c === 0xf0) lo = 0x90;
      else if (c === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= n; k++) {
      const d = b[i + k];
      if (d === undefined || d < (k === 1 ? lo : 0x80) || d > (k === 1 ? hi : 0xbf)) return i;
    }
    i += n + 1;
  }
  return -1;
}

/** A doc's Markdown body and the line it starts at, from its whole file's bytes (see loadDocs). */
export function docBody(bytes: Uint8Array, source: string): { body: string; bodyLine: number; problems: Problem[] } {
  const decoded = decodeSource(bytes, source);
  const parsed = parseSource(decoded.text, source);
  const h1 = leadingHeading(parsed.body);
  const problems = [...decoded.problems, ...parsed.problems];
  return { body: h1 ? parsed.body.slice(h1.end) : parsed.body, bodyLine: parsed.bodyLine + (h1?.lines ?? 0), problems };
}

/** Reads the body of a doc loaded by its head only (see LoadDocsOptions); returns its problems. */
export function readPendingBody(root: string, doc: DocRecord): Problem[] {
  if (!doc.bodyPending) return [];
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(root, doc.source));
  } catch (err) {
    return [problem(doc.source, `cannot read file: ${fsReason(err)}`)];
  }
  const read = docBody(bytes, doc.source);
  doc.body = read.body;
  doc.bodyLine = read.bodyLine;
  doc.bodyPending = false;
  return read.problems;
}

/**
 * A "# Heading" that opens a page's body (only blank lines before it): it gives the page its
 * title and is left out of the body. `end` is where the body continues, `lines` how many line
 * breaks were consumed.
 */
export function leadingHeading(body: string): { title: string; end: number; lines: number } | undefined {
  let start = 0;
  while (start < body.length && /\s/.test(body[start])) start++;
  if (body[start] !== '#' || (body[start + 1] !== ' ' && body[start + 1] !== '\t')) return undefined;
  const eol = body.indexOf('\n', start);
  const end = eol < 0 ? body.length : eol;
  const title = body.slice(start + 1, end).replace(/[ \t]+#*[ \t]*$/, '').trim();
  if (!title) return undefined;
  let lines = 0;
  for (let i = 0; i < end; i++) if (body.charCodeAt(i) === 10) lines++;
  return { title, end, lines };
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

/** What loading a doc by its head learns of it, kept between runs of docgen dev by file. */
interface KnownHead {
  /** The file's modification time and size when it was read. */
  mtime: number;
  size: number;
  frontMatter: FrontMatter;
  /** The title of a leading "# Heading". */
  h1?: string;
  problems: Problem[];
}

/** Where the heads of a docs folder are kept (docgen dev reads only those of changed files). */
const headsFile = (root: string, contentDir: string) => path.join(root, '.docgen/cache/heads', `${createHash('sha256').update(contentDir).digest('hex').slice(0, 16)}.json`);

function readKnownHeads(file: string): Map<string, KnownHead> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, KnownHead>));
  } catch {
    return new Map();
  }
}

export async function loadDocs(options: LoadDocsOptions): Promise<{ docs: DocRecord[]; problems: Problem[] }> {
  const problems: Problem[] = [];
  const files = listMarkdownFiles(options.root, options.contentDir, problems);
  // Loading by heads (docgen dev): a file unchanged since the last load is not read at all.
  const cacheFile = options.headBytes || options.knownHeads ? headsFile(options.root, options.contentDir) : undefined;
  const known = cacheFile ? readKnownHeads(cacheFile) : new Map<string, KnownHead>();
  const heads = new Map<string, KnownHead>();
  let headsChanged = false;
  // A file's path as messages show it: relative to the project root.
  const folder = toPosix(path.relative(options.root, options.contentDir));
  const docs: DocRecord[] = [];
  const byId = new Map<string, DocRecord>();
  const byPermalink = new Map<string, DocRecord>();
  // Files of one folder share its id prefix and URL path.
  const dirs = new Map<string, { segments: string[]; slug: string }>();
  for (const rel of files) {
    const source = folder ? `${folder}/${rel}` : rel;
    const file = path.join(options.contentDir, rel);
    let frontMatter: FrontMatter;
    let h1: ReturnType<typeof leadingHeading>;
    let body = '';
    let bodyLine = 1;
    let whole = false;
    let stat: Stats | undefined;
    try {
      // (Synchronous: ten thousand stats take a twentieth of a second this way, four times less.)
      stat = cacheFile ? statSync(file) : undefined;
      const hit = stat && known.get(rel);
      if (stat && hit && hit.mtime === stat.mtimeMs && hit.size === stat.size) {
        // Known from the last load: the body is read when the page is asked for.
        heads.set(rel, hit);
        for (const p of hit.problems) problems.push(p);
        frontMatter = hit.frontMatter;
        h1 = hit.h1 === undefined ? undefined : { title: hit.h1, end: 0, lines: 0 };
      } else {
        headsChanged = true;
        const read = options.headBytes ? readHead(file, options.headBytes, source) : { ...decodeSource(readFileSync(file), source), whole: true };
        const parsed = parseSource(read.text, source);
        for (const p of read.problems) problems.push(p);
        for (const p of parsed.problems) problems.push(p);
        frontMatter = parsed.frontMatter;
        h1 = leadingHeading(parsed.body);
        body = h1 ? parsed.body.slice(h1.end) : parsed.body;
        bodyLine = parsed.bodyLine + (h1?.lines ?? 0);
        whole = read.whole;
        if (stat) heads.set(rel, { mtime: stat.mtimeMs, size: stat.size, frontMatter, h1: h1?.title, problems: [...read.problems, ...parsed.problems] });
      }
    } catch (err) {
      headsChanged = true;
      problems.push(problem(source, `cannot read file: ${fsReason(err)}`));
      continue;
    }
    if (frontMatter.draft && !options.includeDrafts) continue;

    const slash = rel.lastIndexOf('/');
    const dirPath = slash < 0 ? '' : rel.slice(0, slash);
    let dir = dirs.get(dirPath);
    if (!dir) {
      const segments = dirPath ? dirPath.split('/').map(stripNumber) : [];
      dirs.set(dirPath, (dir = { segments, slug: joinUrl(...segments) }));
    }
    const dirSegments = dir.segments;
    const fileName = rel.slice(slash + 1);
    const fileBase = stripNumber(fileName.replace(/\.mdx?$/, ''));
    const baseId = frontMatter.id ?? fileBase;
    const id = dirSegments.length ? `${dirSegments.join('/')}/${baseId}` : baseId;
    const isIndex = !frontMatter.id && (/^(index|readme)$/i.test(fileBase) || fileBase === dirSegments[dirSegments.length - 1]);

    let slug: string;
    if (frontMatter.slug !== undefined) slug = frontMatter.slug.startsWith('/') ? joinUrl(frontMatter.slug) : joinUrl(dir.slug, frontMatter.slug);
    else slug = isIndex ? dir.slug : joinUrl(dir.slug, baseId);

    // The title: front matter, else a leading "# Heading" (removed from the body), else the id.
    const title = frontMatter.title ?? h1?.title ?? baseId;
    const doc: DocRecord = {
      id,
      permalink: slug === '/' ? options.versionPath : joinUrl(options.versionPath, slug),
      source,
      docPath: rel,
      title,
      sidebarLabel: frontMatter.sidebar_label ?? title,
      sidebarPosition: frontMatter.sidebar_position ?? (NUMBER_PREFIX.test(fileName) ? parseInt(fileName, 10) : undefined),
      description: frontMatter.description,
      frontMatter,
      kind: 'markdown',
      body,
      bodyLine,
    };
    if (!whole) doc.bodyPending = true;
    if (stat) doc.sourceStamp = `${stat.mtimeMs}:${stat.size}`;
    const dupId = byId.get(id);
    if (dupId) {
      problems.push(problem(source, `duplicate doc id "${id}": also used by ${dupId.source}`));
      continue;
    }
    const dupLink = byPermalink.get(doc.permalink);
    if (dupLink) {
      problems.push(problem(source, `duplicate URL ${doc.permalink}: also used by ${dupLink.source} (set a different slug)`));
      continue;
    }
    byId.set(id, doc);
    byPermalink.set(doc.permalink, doc);
    docs.push(doc);
  }
  // Kept for the next run (unless they are the very heads it read); a failure to keep them only
  // makes that run read every file.
  if (cacheFile && (headsChanged || heads.size !== known.size)) writeAtomically(cacheFile, JSON.stringify(Object.fromEntries(heads)));
  return { docs, problems };
}
