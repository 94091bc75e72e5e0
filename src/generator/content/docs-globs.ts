// Which files of a docs folder are docs: the docs plugin's include and exclude globs, matched as
// Docusaurus matches them (globby's rules: picomatch, names that start with "." left out).
import picomatch from 'picomatch';
import { DEFAULT_DOCS_EXCLUDE, DEFAULT_DOCS_INCLUDE } from '../config/docs-schema.ts';

export interface DocsFileFilter {
  /** Whether a file (its path inside the folder, POSIX) is a doc. */
  (rel: string): boolean;
  /** Whether a folder (its path inside the folder) may hold docs: it is not left out by the exclude globs. */
  mayHold(rel: string): boolean;
}

export function docsFileFilter(include: string[] = DEFAULT_DOCS_INCLUDE, exclude: string[] = DEFAULT_DOCS_EXCLUDE): DocsFileFilter {
  const included = include.length ? picomatch(include) : () => false;
  const excluded = exclude.length ? picomatch(exclude) : () => false;
  const filter = ((rel: string) => included(rel) && !excluded(rel)) as DocsFileFilter;
  // (A file name no glob leaves out, in the folder: "_" starts none of the default globs' names.)
  filter.mayHold = (rel: string) => !excluded(rel) && !excluded(`${rel}/docgen-probe.md`);
  return filter;
}
