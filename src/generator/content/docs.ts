// Loads the Markdown docs of one docs version: ids, titles, slugs and permalinks in Docusaurus'
// conventions (number prefixes stripped, index/README docs take their folder's path).
import fs from 'node:fs/promises';
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { isUtf8 } from 'node:buffer';
import { fsReason, problem, type Problem } from '../errors.ts';
import type { DocRecord } from '../model.ts';
import { createHash } from 'node:crypto';
import { parseSource, type FrontMatter, type ParsedSource } from './frontmatter.ts';
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

/**
 * The start of a file, cut at a line end; `whole` when that is the entire file. (Synchronous, like
 * the reads below: for thousands of small reads, going through libuv's thread pool costs more than
 * the reads themselves.)
 */
function readHead(file: string, bytes: number): { bytes: Buffer; whole: boolean } {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const bytesRead = readSync(fd, buffer, 0, bytes, 0);
    if (bytesRead < bytes) return { bytes: buffer.subarray(0, bytesRead), whole: true };
    const lastLine = buffer.lastIndexOf(10);
    const head = buffer.subarray(0, lastLine < 0 ? bytesRead : lastLine + 1);
    const text = head.toString('utf8');
    // The head must hold the whole front matter and the body's first line (a possible title).
    const fmEnd = text.startsWith('---') ? text.indexOf('\n---', 3) : 0;
    if (fmEnd < 0 || !/\S/.test(text.slice(fmEnd === 0 ? 0 : text.indexOf('\n', fmEnd + 1) + 1))) return { bytes: readFileSync(file), whole: true };
    return { bytes: head, whole: false };
  } finally {
    closeSync(fd);
  }
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
async function listMarkdownFiles(root: string, contentDir: string, problems: Problem[]): Promise<string[]> {
  const display = (rel: string) => toPosix(path.relative(root, path.join(contentDir, rel)));
  let entries: { path: string; dirent: Dirent }[];
  try {
    entries = walk(contentDir);
  } catch (err) {
    problems.push(problem(toPosix(path.relative(root, contentDir)) || '.', `cannot read the content folder: ${fsReason(err)}`));
    return [];
  }
  // Symbolic links are looked at in parallel; problems come in the order of the paths.
  entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const kinds = await Promise.all(
    entries.map(async ({ path: rel, dirent }): Promise<string | Problem | undefined> => {
      const markdown = /\.mdx?$/.test(rel);
      if (dirent.isDirectory()) return undefined;
      if (dirent.isFile()) return markdown ? rel : undefined;
      if (!dirent.isSymbolicLink()) {
        return markdown ? problem(display(rel), `cannot read file: it is not a regular file (${dirent.isFIFO() ? 'a named pipe' : dirent.isSocket() ? 'a socket' : 'a device'}); a page must be a regular file`) : undefined;
      }
      const abs = path.join(contentDir, rel);
      const target = await fs.readlink(abs).catch(() => '?');
      const stat = await fs.stat(abs).catch((err: NodeJS.ErrnoException) => err);
      if (stat instanceof Error) return markdown ? problem(display(rel), `cannot read file: ${stat.code === 'ELOOP' ? 'a symbolic link loop' : 'a broken symbolic link'} (→ ${target})`) : undefined;
      if (stat.isDirectory()) return { severity: 'warning', file: display(rel), message: `symbolic link to a folder (→ ${target}) is not followed; pages are read from real folders only` };
      if (!markdown) return undefined;
      return stat.isFile() ? rel : problem(display(rel), `cannot read file: its symbolic link (→ ${target}) leads to something that is not a regular file`);
    }),
  );
  const files: string[] = [];
  for (const k of kinds) {
    if (typeof k === 'string') files.push(k);
    else if (k) problems.push(k);
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

async function readKnownHeads(file: string): Promise<Map<string, KnownHead>> {
  try {
    return new Map(Object.entries(JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, KnownHead>));
  } catch {
    return new Map();
  }
}

export async function loadDocs(options: LoadDocsOptions): Promise<{ docs: DocRecord[]; problems: Problem[] }> {
  const problems: Problem[] = [];
  const files = await listMarkdownFiles(options.root, options.contentDir, problems);
  // Loading by heads (docgen dev): a file unchanged since the last load is not read at all.
  const cacheFile = options.headBytes || options.knownHeads ? headsFile(options.root, options.contentDir) : undefined;
  const known = cacheFile ? await readKnownHeads(cacheFile) : new Map<string, KnownHead>();
  const heads = new Map<string, KnownHead>();
  // A file's path as messages show it: relative to the project root.
  const folder = toPosix(path.relative(options.root, options.contentDir));
  const sourceOf = (rel: string) => (folder ? `${folder}/${toPosix(rel)}` : toPosix(rel));
  const texts = await Promise.all(
    files.map(async (rel) => {
      const file = path.join(options.contentDir, rel);
      const source = sourceOf(rel);
      try {
        // (Synchronous: ten thousand stats take a twentieth of a second this way, four times less.)
        const stat = cacheFile ? statSync(file) : undefined;
        const hit = stat && known.get(rel);
        if (stat && hit && hit.mtime === stat.mtimeMs && hit.size === stat.size) return { text: null, whole: false, known: hit, problems: [], stat };
        const read = options.headBytes ? readHead(file, options.headBytes) : { bytes: readFileSync(file), whole: true };
        return { ...decodeSource(read.bytes, source), whole: read.whole, stat };
      } catch (err) {
        return { text: null, whole: true, problems: [problem(source, `cannot read file: ${fsReason(err)}`)] };
      }
    }),
  );
  const docs: DocRecord[] = [];
  const byId = new Map<string, DocRecord>();
  const byPermalink = new Map<string, DocRecord>();
  files.forEach((rel, i) => {
    const head = texts[i];
    const source = sourceOf(rel);
    let parsed: Pick<ParsedSource, 'frontMatter' | 'body' | 'bodyLine'>;
    let h1: ReturnType<typeof leadingHeading>;
    if ('known' in head && head.known) {
      // Known from the last load: the body is read when the page is asked for.
      const k = head.known;
      heads.set(rel, k);
      problems.push(...k.problems);
      parsed = { frontMatter: k.frontMatter, body: '', bodyLine: 1 };
      h1 = k.h1 === undefined ? undefined : { title: k.h1, end: 0, lines: 0 };
    } else {
      problems.push(...head.problems);
      if (head.text === null) return;
      const full = parseSource(head.text, source);
      problems.push(...full.problems);
      parsed = full;
      h1 = leadingHeading(full.body);
      const stat = head.stat;
      if (stat) heads.set(rel, { mtime: stat.mtimeMs, size: stat.size, frontMatter: full.frontMatter, h1: h1?.title, problems: [...head.problems, ...full.problems] });
    }
    const fm = parsed.frontMatter;
    if (fm.draft && !options.includeDrafts) return;

    const dirSegments = toPosix(path.dirname(rel)).split('/').filter((s) => s && s !== '.').map(stripNumber);
    const fileBase = stripNumber(path.basename(rel).replace(/\.mdx?$/, ''));
    const baseId = fm.id ?? fileBase;
    const id = [...dirSegments, baseId].join('/');
    const isIndex = !fm.id && (/^(index|readme)$/i.test(fileBase) || fileBase === dirSegments[dirSegments.length - 1]);

    let slug: string;
    if (fm.slug !== undefined) slug = fm.slug.startsWith('/') ? joinUrl(fm.slug) : joinUrl(...dirSegments, fm.slug);
    else slug = isIndex ? joinUrl(...dirSegments) : joinUrl(...dirSegments, baseId);

    // The title: front matter, else a leading "# Heading" (removed from the body), else the id.
    const title = fm.title ?? h1?.title ?? baseId;
    const body = h1 ? parsed.body.slice(h1.end) : parsed.body;
    const bodyLine = parsed.bodyLine + (h1?.lines ?? 0);

    const stat = 'stat' in head ? head.stat : undefined;
    const doc: DocRecord = {
      ...(head.whole ? {} : { bodyPending: true }),
      ...(stat ? { sourceStamp: `${stat.mtimeMs}:${stat.size}` } : {}),
      id,
      permalink: slug === '/' ? options.versionPath : joinUrl(options.versionPath, slug),
      source,
      docPath: toPosix(rel),
      title,
      sidebarLabel: fm.sidebar_label ?? title,
      sidebarPosition: fm.sidebar_position ?? (NUMBER_PREFIX.test(path.basename(rel)) ? parseInt(path.basename(rel), 10) : undefined),
      description: fm.description,
      frontMatter: fm,
      kind: 'markdown',
      body,
      bodyLine,
    };
    const dupId = byId.get(id);
    if (dupId) {
      problems.push(problem(source, `duplicate doc id "${id}": also used by ${dupId.source}`));
      return;
    }
    const dupLink = byPermalink.get(doc.permalink);
    if (dupLink) {
      problems.push(problem(source, `duplicate URL ${doc.permalink}: also used by ${dupLink.source} (set a different slug)`));
      return;
    }
    byId.set(id, doc);
    byPermalink.set(doc.permalink, doc);
    docs.push(doc);
  });
  // Kept for the next run (unless they are the very heads it read); a failure to keep them only
  // makes that run read every file.
  const same = heads.size === known.size && texts.every((t) => 'known' in t && t.known);
  if (cacheFile && !same) writeAtomically(cacheFile, JSON.stringify(Object.fromEntries(heads)));
  return { docs, problems };
}
