// Loads the Markdown docs of one docs version: ids, titles, slugs and permalinks in Docusaurus'
// conventions (number prefixes stripped, index/README docs take their folder's path).
import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { problem, type Problem } from '../errors.ts';
import type { DocRecord } from '../model.ts';
import { parseSource } from './frontmatter.ts';

export interface LoadDocsOptions {
  root: string;
  /** Read only this many bytes of each file (front matter and title); bodies are read on use. */
  headBytes?: number;
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

/** The start of a file, cut at a line end; `whole` when that is the entire file. */
async function readHead(file: string, bytes: number): Promise<{ text: string; whole: boolean }> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    if (bytesRead < bytes) return { text: buffer.toString('utf8', 0, bytesRead), whole: true };
    const lastLine = buffer.lastIndexOf(10);
    const text = buffer.toString('utf8', 0, lastLine < 0 ? bytesRead : lastLine + 1);
    // The head must hold the whole front matter and the body's first line (a possible title).
    const fmEnd = text.startsWith('---') ? text.indexOf('\n---', 3) : 0;
    if (fmEnd < 0 || !/\S/.test(text.slice(fmEnd === 0 ? 0 : text.indexOf('\n', fmEnd + 1) + 1))) return { text: await fs.readFile(file, 'utf8'), whole: true };
    return { text, whole: false };
  } finally {
    await handle.close();
  }
}

/** A doc's Markdown body and the line it starts at, from its whole file (see loadDocs). */
export function docBody(text: string, source: string): { body: string; bodyLine: number; problems: Problem[] } {
  const parsed = parseSource(text, source);
  const h1 = leadingHeading(parsed.body);
  const problems = [...parsed.problems];
  if (text.includes('\uFFFD')) problems.push(problem(source, 'file is not valid UTF-8 (found replacement characters); save it as UTF-8'));
  return { body: h1 ? parsed.body.slice(h1.end) : parsed.body, bodyLine: parsed.bodyLine + (h1?.lines ?? 0), problems };
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

export async function loadDocs(options: LoadDocsOptions): Promise<{ docs: DocRecord[]; problems: Problem[] }> {
  const files = (await fg('**/*.{md,mdx}', { cwd: options.contentDir, ignore: ['**/_*', '**/_*/**', '**/node_modules/**'], followSymbolicLinks: false })).sort();
  const problems: Problem[] = [];
  const texts = await Promise.all(
    files.map(async (rel) => {
      try {
        const file = path.join(options.contentDir, rel);
        return options.headBytes ? await readHead(file, options.headBytes) : await fs.readFile(file, 'utf8');
      } catch (err) {
        problems.push(problem(toPosix(path.relative(options.root, path.join(options.contentDir, rel))), `cannot read file: ${(err as Error).message}`));
        return null;
      }
    }),
  );
  const docs: DocRecord[] = [];
  const byId = new Map<string, DocRecord>();
  const byPermalink = new Map<string, DocRecord>();
  files.forEach((rel, i) => {
    const head = texts[i];
    if (head === null) return;
    const text = typeof head === 'string' ? head : head.text;
    const source = toPosix(path.relative(options.root, path.join(options.contentDir, rel)));
    if (text.includes('\uFFFD')) problems.push(problem(source, 'file is not valid UTF-8 (found replacement characters); save it as UTF-8'));
    const parsed = parseSource(text, source);
    problems.push(...parsed.problems);
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
    const h1 = leadingHeading(parsed.body);
    const title = fm.title ?? h1?.title ?? baseId;
    const body = h1 ? parsed.body.slice(h1.end) : parsed.body;
    const bodyLine = parsed.bodyLine + (h1?.lines ?? 0);

    const doc: DocRecord = {
      ...(typeof head === 'string' || head.whole ? {} : { bodyPending: true }),
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
  return { docs, problems };
}
