// Loads the Markdown docs of one docs version: ids, titles, slugs and permalinks in Docusaurus'
// conventions (see doc-paths.ts).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isUtf8 } from 'node:buffer';
import { fsReason, problem, type Problem } from '../errors.ts';
import type { DocRecord } from './model.ts';
import { detached, parseSource, type FrontMatter } from './frontmatter.ts';
import type { FrontMatterReader } from './front-matter-hook.ts';
import { writeAtomically } from '../cache.ts';
import { headsFile, readDocFiles, toPosix, type DocFiles, type DocFilesOptions, type KnownHead } from './doc-files.ts';
import { joinUrl, routePathProblem } from '../../shared/urls.ts';
import { docAddress, docFolder, type AddressProblem, type DocFolder, type PrefixParser } from './doc-paths.ts';
import { outsideProject } from './content-file.ts';
import { titleUnderPolicy } from '../markdown/raw-html-text.ts';
import type { RawHtmlMode } from '../markdown/raw-html.ts';
import type { CategoryFiles } from './category-files.ts';

export { toPosix };

export interface LoadDocsOptions extends DocFilesOptions {
  /** URL path of the version root, base included ('/java/docs/next'). */
  versionPath: string;
  includeDrafts?: boolean;
  /** The markdown.rawHtml policy of a doc (its display path) a title taken from its "# heading" follows (default 'allow'). */
  rawHtmlOf?: (source: string) => RawHtmlMode;
  /** How number prefixes of file and folder names are read (default: Docusaurus' rule). */
  prefixParser?: PrefixParser;
  /** The site's own front matter reader (markdown.parseFrontMatter: front-matter-hook.ts), in place of the file's YAML. */
  frontMatterOf?: FrontMatterReader;
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
  // (Its listing found it inside the project; it may have been replaced by a link since.)
  const outside = outsideProject(path.join(root, doc.source), root);
  if (outside) return [problem(doc.source, outside)];
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
  // (An explicit id, `# Title {#id}` as write-heading-ids writes it, is no part of the title.)
  const title = body.slice(start + 1, end).replace(/[ \t]+#*[ \t]*$/, '').replace(/[ \t]*\\?\{#[^}\s]+\\?\}$/, '').trim();
  if (!title) return undefined;
  let lines = 0;
  for (let i = 0; i < end; i++) if (body.charCodeAt(i) === 10) lines++;
  return { title: detached(title), end, lines };
}

/** Why a doc's URL is not accepted (see routePathProblem), naming the front matter key or file name that made it. */
function urlProblem(permalink: string, versionPath: string, fm: FrontMatter): AddressProblem | undefined {
  const why = routePathProblem(permalink, versionPath);
  if (!why) return undefined;
  const key = fm.slug !== undefined ? 'slug' : fm.id !== undefined ? 'id' : 'file';
  const made = key === 'file' ? 'the file name' : `${key} ${JSON.stringify(key === 'slug' ? fm.slug : fm.id)}`;
  return { key, message: `${made} gives the URL ${permalink}, which is not accepted: ${why}` };
}

/** The line of a front matter key in a file (read again: only a problem asks for it). */
function frontMatterLine(file: string, key: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n', 200);
  if (lines[0]?.trim() !== '---') return undefined;
  for (let i = 1; i < lines.length && lines[i].trim() !== '---'; i++) if (new RegExp(`^${key}\\s*:`).test(lines[i])) return i + 1;
  return undefined;
}

/** Heads learned by loads by heads, not kept yet, by file (see keepPendingHeads). */
const pendingHeads = new Map<string, () => void>();

/**
 * Keeps the heads learned by loads by heads (docgen dev does when its first page is out). Those
 * loads read heads without their files' modification times (one system call less per file): the
 * files are looked at now, and a head is kept only when its file was last changed well before the
 * load began (so it cannot have changed since it was read); others are read again next time.
 */
export function keepPendingHeads(): void {
  for (const keep of pendingHeads.values()) keep();
  pendingHeads.clear();
}

/** The docs of a folder, from its files (read now unless given). */
export async function loadDocs(options: LoadDocsOptions, read: DocFiles = readDocFiles(options)): Promise<{ docs: DocRecord[]; problems: Problem[]; categoryFiles: CategoryFiles }> {
  const problems = [...read.problems];
  // Heads kept between runs: a file unchanged since the last load was not read at all.
  const cacheFile = options.knownHeads ? headsFile(options.root, options.contentDir) : undefined;
  const heads = new Map<string, KnownHead>();
  // Heads read without their files' modification time and size (docgen dev): looked up when kept.
  const unstamped: string[] = [];
  const startedAt = Date.now();
  let headsChanged = false;
  // A file's path as messages show it: relative to the project root.
  const folder = toPosix(path.relative(options.root, options.contentDir));
  const docs: DocRecord[] = [];
  const byId = new Map<string, DocRecord>();
  const byPermalink = new Map<string, DocRecord>();
  // Files of one folder share its id prefix and URL path.
  const dirs = new Map<string, DocFolder>();
  for (const { rel, mtime, size, bytes, whole, error } of read.files) {
    const source = folder ? `${folder}/${rel}` : rel;
    if (error !== undefined) {
      headsChanged = true;
      problems.push(problem(source, `cannot read file: ${error}`));
      continue;
    }
    let frontMatter: FrontMatter;
    let h1: ReturnType<typeof leadingHeading>;
    let h1Line: number | undefined;
    let body = '';
    let bodyLine = 1;
    const hit = bytes ? undefined : read.known.get(rel);
    if (hit) {
      // Known from the last load: the body is read when the page is asked for.
      heads.set(rel, hit);
      for (const p of hit.problems) problems.push(p);
      frontMatter = hit.frontMatter;
      h1 = hit.h1 === undefined ? undefined : { title: hit.h1, end: 0, lines: 0 };
      h1Line = hit.h1Line;
    } else {
      headsChanged = true;
      const decoded = decodeSource(bytes!, source);
      const parsed = parseSource(decoded.text, source);
      if (options.frontMatterOf) Object.assign(parsed, await options.frontMatterOf(decoded.text, source, path.join(options.contentDir, rel)));
      for (const p of decoded.problems) problems.push(p);
      for (const p of parsed.problems) problems.push(p);
      frontMatter = parsed.frontMatter;
      h1 = leadingHeading(parsed.body);
      if (h1) h1Line = parsed.bodyLine + h1.lines;
      if (whole) {
        body = h1 ? parsed.body.slice(h1.end) : parsed.body;
        bodyLine = parsed.bodyLine + (h1?.lines ?? 0);
      }
      if (cacheFile) {
        heads.set(rel, { mtime: mtime ?? NaN, size: size ?? NaN, frontMatter, h1: h1?.title, ...(h1Line ? { h1Line } : {}), problems: decoded.problems.length ? [...decoded.problems, ...parsed.problems] : parsed.problems });
        if (mtime === undefined || size === undefined) unstamped.push(rel);
      }
    }
    if (frontMatter.draft && !options.includeDrafts) continue;

    const slash = rel.lastIndexOf('/');
    const dirPath = slash < 0 ? '' : rel.slice(0, slash);
    let dir = dirs.get(dirPath);
    if (!dir) dirs.set(dirPath, (dir = docFolder(dirPath, options.prefixParser)));
    const address = docAddress(dir, rel.slice(slash + 1), frontMatter, options.versionPath, options.prefixParser);
    const { id, slug, number } = address;
    const baseId = id.slice(id.lastIndexOf('/') + 1);
    const permalink = slug === '/' ? options.versionPath : joinUrl(options.versionPath, slug);
    // A URL that would leave the version (or the site): an error at the front matter line that made it.
    const wrong = address.problem ?? urlProblem(permalink, options.versionPath, frontMatter);
    if (wrong) {
      problems.push(problem(source, wrong.message, wrong.key === 'file' ? undefined : frontMatterLine(path.join(options.contentDir, rel), wrong.key)));
      continue;
    }

    // The title: front matter, else a leading "# Heading" (removed from the body; its raw HTML
    // under markdown.rawHtml, as the page's), else the id.
    let title = frontMatter.title;
    if (title === undefined && h1) {
      const underPolicy = titleUnderPolicy(h1.title, options.rawHtmlOf?.(source) ?? 'allow');
      for (const error of underPolicy.errors) problems.push(problem(source, error, h1Line));
      title = underPolicy.title || undefined;
    }
    title ??= baseId;
    const doc: DocRecord = {
      id,
      permalink,
      source,
      docPath: rel,
      title,
      sidebarLabel: frontMatter.sidebar_label ?? title,
      sidebarPosition: frontMatter.sidebar_position ?? number,
      description: frontMatter.description,
      frontMatter,
      kind: 'markdown',
      body,
      bodyLine,
    };
    if (!whole) doc.bodyPending = true;
    if (mtime !== undefined) doc.sourceStamp = `${mtime}:${size}`;
    // A duplicate names both files, at the front matter line that set the id or URL where one did.
    const at = (d: DocRecord, key: string) => frontMatterLine(path.join(options.contentDir, d.docPath), key);
    const place = (d: DocRecord, key: string) => `${d.source}${at(d, key) ? `:${at(d, key)}` : ''}`;
    const dupId = byId.get(id);
    if (dupId) {
      problems.push(problem(source, `duplicate doc id "${id}": also used by ${place(dupId, 'id')}${frontMatter.id === undefined ? ' (ids come from the file path when the front matter sets none)' : ''}`, at(doc, 'id')));
      continue;
    }
    const dupLink = byPermalink.get(doc.permalink);
    if (dupLink) {
      problems.push(problem(source, `duplicate URL ${doc.permalink}: also used by ${place(dupLink, 'slug')} (set a different slug)`, at(doc, 'slug')));
      continue;
    }
    byId.set(id, doc);
    byPermalink.set(doc.permalink, doc);
    docs.push(doc);
  }
  // Kept for the next run (unless they are the very heads it read); a failure to keep them only
  // makes that run read every file.
  if (cacheFile && (headsChanged || heads.size !== read.known.size)) {
    const keep = () => {
      for (const rel of unstamped) {
        let stat;
        try {
          stat = statSync(path.join(options.contentDir, rel));
        } catch {
          // gone: not kept
        }
        // (Two seconds: some file systems keep modification times to the second or two.)
        if (stat && stat.mtimeMs < startedAt - 2000) Object.assign(heads.get(rel)!, { mtime: stat.mtimeMs, size: stat.size });
        else heads.delete(rel);
      }
      writeAtomically(cacheFile, JSON.stringify(Object.fromEntries(heads)));
    };
    // (docgen dev has them kept when its first page is out.)
    if (options.stampLater) pendingHeads.set(cacheFile, keep);
    else keep();
  }
  return { docs, problems, categoryFiles: read.categoryFiles };
}
