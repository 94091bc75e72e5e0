// Problems found while processing one Markdown file are collected on its VFile.
import type { VFile } from 'vfile';
import type { Problem } from '../errors.ts';
import type { CollectedLink } from './links.ts';
import type { TocEntry } from '../../shared/types.ts';

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
  /** For API prose: the member whose text this is ("method: Page.goto"). */
  apiMember?: string;
  /** [first line, member] pairs when one source holds several members' prose. */
  apiMembers?: [number, string][];
  // Outputs
  links: CollectedLink[];
  toc: TocEntry[];
  ids: string[];
  tabSets?: number;
}

export function fileData(file: VFile): MarkdownFileData {
  return file.data as unknown as MarkdownFileData;
}

/** Records an error at a line of the Markdown body (the position remark reports). */
export function reportProblem(file: VFile, message: string, bodyLine?: number, severity: Problem['severity'] = 'error'): void {
  const data = fileData(file);
  data.problems.push({ severity, file: data.path, message, line: bodyLine !== undefined ? bodyLine + data.firstLine - 1 : undefined });
}
