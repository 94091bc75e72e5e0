// What the Markdown pipeline and the components' transforms know of the file being processed and
// record about it, on its VFile: its place, the problems found, links, headings and ids.
import type { VFile } from 'vfile';
import type { Problem } from '../../shared/problem.ts';
import type { TocEntry } from '../../shared/types.ts';
import { realPlace } from './real-path.ts';

export interface MarkdownFileData {
  /** Path shown in messages. */
  path: string;
  /** Line of the file where the Markdown body starts (after front matter), 1-based. */
  firstLine: number;
  problems: Problem[];
  /** Path of the page's source inside its version root, e.g. 'guides/locators.md'. */
  docPath: string;
  /** The site's base URL ('/java/'): absolute links that start with it are taken as they are. */
  baseUrl: string;
  /** Absolute folder of the source file, for data files of directives (::people). */
  sourceDir?: string;
  /** Data files the page read (they are inputs of its rendering). */
  dataFiles?: string[];
  /** The project's folder: a data file a page reads must be inside it (see insideProject). */
  projectRoot?: string;
  /** The page's front matter (MDX pages' code reads it as `frontMatter`). */
  frontMatter?: Record<string, unknown>;
  /** What an MDX page's code may ask about the page it renders (Docusaurus' hooks: its docs version, URL). */
  page?: PageInfo;
  /** For API prose: the member whose text this is ("method: Page.goto"). */
  apiMember?: string;
  /** [first line, member] pairs when one source holds several members' prose. */
  apiMembers?: [number, string][];
  // Outputs
  links: CollectedLink[];
  toc: TocEntry[];
  /** The page has a TOCInline, to fill once its headings have ids (toc-inline/mdx.ts). */
  tocInline?: boolean;
  ids: string[];
  tabSets?: number;
  /** Plain text of the first paragraph (markdown/summary.ts). */
  summary?: string;
  /** The source is MDX (its MDX nodes are handled by markdown/mdx/transform.ts). */
  mdx?: boolean;
  /** Stylesheets (CSS text) the page's content needs: its site components' CSS, its inline styles as classes. */
  styles?: string[];
  /** Scripts (JS text) of the page's islands, which it names by their hash. */
  scripts?: string[];
  /** The MDX source as parsed, and the page as Markdown without its MDX (its .md copy). */
  mdxSource?: string;
  mdxMarkdown?: string;
  /** Edits of `mdxSource` that give back what the author wrote where Docusaurus' compatibility rewrote it (mdx/compat.ts). */
  mdxRestore?: { start: number; end: number; text: string }[];
  /** What the page's code said of the page through Docusaurus' `<Layout>` (a React page's title and description). */
  layout?: PageLayout;
  /** The page's code asked about the page (its version, URL: Docusaurus' hooks), so its content may depend on more than its source. */
  pageRead?: boolean;
  /** How many of `dataFiles` are of modules imported by a name every folder resolves the same (`@site/…`). */
  filesFromAnyFolder?: number;
}

/** The props of Docusaurus' `@theme/Layout` that tell of the page, as a React page gives them. */
export interface PageLayout {
  title?: string;
  /** The whole document title a page's `<Head><title>` gives (not joined to the site's). */
  documentTitle?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}

/** A page as its MDX code sees it: its URL and id, and its docs plugin and version (and the plugin's versions). */
export interface PageInfo {
  permalink?: string;
  id?: string;
  title?: string;
  pluginId?: string;
  version?: VersionInfo;
  versions?: VersionInfo[];
  /** A React page of the site (plugins/pages): its component runs in the browser too when it has behaviour. */
  reactPage?: boolean;
}
export interface VersionInfo {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
}

export function fileData(file: VFile): MarkdownFileData {
  return file.data as unknown as MarkdownFileData;
}

/** Records an error at a line (and column) of the Markdown body (the position remark reports). */
export function reportProblem(file: VFile, message: string, bodyLine?: number, severity: Problem['severity'] = 'error', column?: number): void {
  const data = fileData(file);
  data.problems.push({ severity, file: data.path, message, line: bodyLine !== undefined ? bodyLine + data.firstLine - 1 : undefined, ...(column !== undefined ? { column } : {}) });
}

/**
 * The column of a node of the page's tree, for its problems and links: none. The Markdown parser
 * (markdown-it) knows a node's line only, and an MDX page is read block by block, by markdown-it
 * and micromark (markdown/mdx/blocks.ts), or whole by micromark: a column would differ with the
 * parser that read the block, and a page's output must not. (Columns stay where one reader gives
 * them all: sidebars files, front-matter YAML, MDX syntax errors.)
 */
export const knownColumn = (_position: { start: { column: number } } | undefined): number | undefined => undefined;

/** A problem at a node of the page's tree: its line, and its column where known. */
export function reportAt(file: VFile, message: string, position: { start: { line: number; column: number } } | undefined, severity: Problem['severity'] = 'error'): void {
  reportProblem(file, message, position?.start.line, severity, knownColumn(position));
}

export type LinkKind = 'doc' | 'path' | 'anchor' | 'asset' | 'api';

export interface CollectedLink {
  kind: LinkKind;
  /** doc: file path inside the version root ('guides/locators.md'); path: site path without the
   * base ('/community/welcome'); anchor: ''; asset: a path relative to the page's source folder,
   * or a '/'-rooted path into the static folder. */
  target: string;
  hash: string;
  /** Line in the source file. */
  line?: number;
  /** Column in the source file, where the parser knew it. */
  column?: number;
  raw: string;
  /** doc links written without "./" ('api/Store.md'): where to look when the page's folder has no such file (inside the version root). */
  fromRoot?: string;
  /** path links written relative to the page URL ('./other'), resolved against its permalink. */
  relative?: boolean;
  /** The link is an image's source (raster images get a responsive srcset). */
  image?: boolean;
  /** api links: the kind of reference ([method: …]) and the API member whose prose holds it. */
  apiKind?: 'method' | 'property' | 'event' | 'option' | 'param' | 'class';
  member?: string;
}

export const PLACEHOLDER_PREFIX = 'docgen-link:';
export const PLACEHOLDER_RE = /docgen-link:(\d+)/g;
/** Stands for the text of an API reference until its docs version is known. */
export const LABEL_PREFIX = 'docgen-label:';

/**
 * Whether a data file a page reads (a directive's, an MDX page's JSON import) is inside the project
 * (symbolic links followed): nothing from elsewhere on the machine is read into a page. True when
 * the project is not known, or the file does not exist (its absence is reported as such).
 */
export function insideProject(file: string, data: MarkdownFileData): boolean {
  return !data.projectRoot || realPlace(file, data.projectRoot).place !== 'outside';
}
