// docgen write-heading-ids: gives every heading of the Markdown and MDX docs that has no explicit
// id one, written into the file (`## Title {#title}`), as Docusaurus' write-heading-ids does. The
// id written is the one docgen gives the heading now (markdown/heading-ids.ts, on the tree docgen
// reads), so links to the page's anchors keep working; later edits of the heading text no longer
// change it. A page's leading `# Title` is its title, not a heading of its body, and has none. Only ATX headings (`## …`) on a line of their own are written; setext headings and
// headings inside lists or quotes are left as written, and so are headings that use a site
// variable (their id depends on the docs version).
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { DocgenError, problem, type Problem } from './errors.ts';
import type { SiteConfig } from './config/schema.ts';
import { parseSource } from './content/frontmatter.ts';
import { leadingHeading } from './content/docs.ts';
import { parseMarkdown } from './markdown/parse.ts';
import { parseMdx } from './markdown/mdx/parse.ts';
import { mdxCompat } from './markdown/mdx/compat.ts';
import { EXPLICIT_ID, headingSlug } from './markdown/heading-ids.ts';

export interface HeadingIdOptions {
  /** Keep the heading text's letter case in the id (Docusaurus' --maintain-case). */
  maintainCase?: boolean;
  /** Write ids over the explicit ids headings have (Docusaurus' --overwrite). */
  overwrite?: boolean;
  /** MDX reads `{#id}` (Docusaurus' mdx1Compat.headingIds, on by default); else `{/* #id *\/}` is written. */
  mdxBraceIds?: boolean;
}

const ATX_LINE = /^ {0,3}#{1,6}[ \t]/;
/** An explicit id as written at the end of a heading line, in any of the forms docgen reads. */
const WRITTEN_ID = /[ \t]*(?:\\?\{#[^}\s]+\\?\}|\{\/\*\s*#[^\s*]+\s*\*\/\})[ \t]*$/;
const CLOSING_SEQUENCE = /([ \t]+#+)?[ \t]*$/;
const COMMENT_ID = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/;
const MARKDOWN_FILE = /\.mdx?$/;

/**
 * The files to write ids into: those named (files, or folders of them, relative to the root), else
 * every Markdown and MDX file of the site. One that is not there, or not inside the project, is an error.
 */
export function headingIdFiles(named: string[], config: SiteConfig, root: string): string[] {
  if (!named.length) return siteMarkdownFiles(config, root);
  const missing = named.filter((f) => !fs.existsSync(path.resolve(root, f)));
  if (missing.length) throw new DocgenError(missing.map((f) => problem(f, 'no such file or folder; give Markdown (.md) or MDX (.mdx) files, or folders of them')));
  const realRoot = fs.realpathSync(root);
  const outside = named.filter((f) => !`${fs.realpathSync(path.resolve(root, f))}${path.sep}`.startsWith(realRoot + path.sep));
  if (outside.length) throw new DocgenError(outside.map((f) => problem(f, `not inside the project (${root}): write-heading-ids changes only files of the project`)));
  return named.flatMap((f) => markdownFilesIn(path.resolve(root, f)));
}

/** The Markdown and MDX files of the site's docs (every version), pages and blogs. */
export function siteMarkdownFiles(config: SiteConfig, root: string): string[] {
  const folders = [config.docs.path, config.docs.versionedPath, ...config.docsPlugins.flatMap((p) => [p.path, p.versionedPath ?? '']), ...config.pages.map((p) => p.path), ...config.blog.map((p) => p.path)];
  return [...new Set(folders.filter((f) => f !== '').map((f) => path.resolve(root, f)))].flatMap((f) => markdownFilesIn(f));
}

/** The Markdown and MDX files in a folder (or the file itself), sorted. */
export function markdownFilesIn(place: string): string[] {
  if (!fs.existsSync(place)) return [];
  if (!fs.statSync(place).isDirectory()) return [place];
  const found: string[] = [];
  for (const entry of fs.readdirSync(place, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(place, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') found.push(...markdownFilesIn(file));
    else if (entry.isFile() && MARKDOWN_FILE.test(entry.name)) found.push(file);
  }
  return found;
}

/** The explicit id of a heading, removed from its tree (so the text slugs as it would without it). */
function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children[heading.children.length - 1] as (Heading['children'][number] & { value?: string }) | undefined;
  if (last?.type === 'text') {
    const m = EXPLICIT_ID.exec((last as Text).value);
    if (!m) return undefined;
    (last as Text).value = (last as Text).value.slice(0, m.index);
    return m[1];
  }
  const comment = (last?.type as string) === 'mdxTextExpression' && typeof last?.value === 'string' ? COMMENT_ID.exec(last.value) : null;
  if (!comment) return undefined;
  heading.children.pop();
  return comment[1];
}

function headingsOf(tree: Root): Heading[] {
  const out: Heading[] = [];
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'heading') out.push(node as Heading);
    else for (const child of node.children ?? []) visit(child as { type: string; children?: unknown[] });
  };
  visit(tree);
  return out;
}

/**
 * The file's text with ids written into its headings, or the text unchanged; `display` names the
 * file in problems (a file docgen cannot read is one, and stays as it is).
 */
export function withHeadingIds(text: string, file: string, display: string, options: HeadingIdOptions, problems: Problem[]): string {
  const mdx = file.endsWith('.mdx');
  // (A leading "# Title" is the page's title, not part of its body: it has no anchor, see content/docs.ts.)
  const parsed = parseSource(text, display);
  const h1 = leadingHeading(parsed.body);
  const body = h1 ? parsed.body.slice(h1.end) : parsed.body;
  const bodyLine = parsed.bodyLine + (h1?.lines ?? 0);
  let tree: Root;
  try {
    tree = mdx ? parseMdx(mdxCompat(body, { headingIds: options.mdxBraceIds !== false, admonitions: false })) : parseMarkdown(body);
  } catch (err) {
    const line = (err as { line?: number }).line;
    problems.push(problem(display, `cannot read this file, its headings are left as they are: ${err instanceof Error ? err.message : String(err)}`, line === undefined ? undefined : bodyLine + line - 1));
    return text;
  }
  const lines = text.split('\n');
  const slugger = new GithubSlugger();
  let changed = false;
  for (const heading of headingsOf(tree)) {
    const explicit = takeExplicitId(heading);
    if (explicit !== undefined && !options.overwrite) continue;
    const id = headingSlug(slugger, heading, options.maintainCase);
    const at = heading.position ? bodyLine + heading.position.start.line - 1 : 0;
    const line = lines[at - 1];
    if (!id || line === undefined || !ATX_LINE.test(line) || line.includes('{{')) continue;
    const ending = line.endsWith('\r') ? '\r' : '';
    const content = (ending ? line.slice(0, -1) : line).replace(CLOSING_SEQUENCE, '');
    const written = mdx && options.mdxBraceIds === false ? `{/* #${id} */}` : `{#${id}}`;
    // (A closing sequence, `## Title ##`, is dropped: the id must end the line, where MDX sites read it.)
    const next = `${content.replace(WRITTEN_ID, '')} ${written}${ending}`;
    if (next !== line) {
      lines[at - 1] = next;
      changed = true;
    }
  }
  return changed ? lines.join('\n') : text;
}

/** Writes heading ids into each file; returns the files changed and the problems met. */
export function writeHeadingIds(files: string[], root: string, options: HeadingIdOptions): { changed: string[]; read: number; problems: Problem[] } {
  const problems: Problem[] = [];
  const changed: string[] = [];
  for (const file of files) {
    const display = path.relative(root, file).split(path.sep).join('/');
    const text = fs.readFileSync(file, 'utf8');
    const next = withHeadingIds(text, file, display, options, problems);
    if (next === text) continue;
    fs.writeFileSync(file, next);
    changed.push(display);
  }
  return { changed, read: files.length, problems };
}
