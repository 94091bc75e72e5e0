// Where a doc's "Edit this page" link leads, as Docusaurus' docs plugin makes it: its front
// matter's custom_edit_url (null: none), else the plugin's editUrl — a URL the doc's path from the
// project root is added to (with editCurrentVersion, the path of the same file in the unversioned
// folder), or a function of the version, its folder, the doc's path in it, its URL and the locale.
import path from 'node:path';
import type { EditUrlFunction } from '../config/docs-schema.ts';
import type { DocRecord } from './model.ts';
import { describeValue } from '../config/load.ts';

export interface EditUrlOptions {
  editUrl?: string | EditUrlFunction;
  editCurrentVersion: boolean;
  /** The plugin's unversioned docs folder (absolute). */
  currentDir: string;
  root: string;
  locale: string;
}

const posix = (p: string) => p.split(path.sep).join('/');

/** URL parts joined with one slash between them (empty parts left out), as Docusaurus' normalizeUrl joins them. */
export function joinUrlParts(parts: string[]): string {
  return parts
    .map((p, i) => (i === 0 ? p.replace(/\/+$/, '') : p.replace(/^\/+|\/+$/g, '')))
    .filter((p) => p !== '')
    .join('/');
}

/** A doc's edit URL; a function that throws or returns something else than a string is an error (thrown, with the doc named). */
export function editUrlOf(doc: DocRecord, version: { name: string; contentDir: string }, o: EditUrlOptions): string | undefined {
  const own = doc.frontMatter.custom_edit_url;
  if (own !== undefined) return own ?? undefined;
  if (doc.kind !== 'markdown' || !o.editUrl) return undefined;
  if (typeof o.editUrl === 'function') {
    const params = { version: version.name, versionDocsDirPath: posix(path.relative(o.root, version.contentDir)), docPath: doc.docPath, permalink: doc.permalink, locale: o.locale };
    let url: unknown;
    try {
      url = o.editUrl(params);
    } catch (err) {
      throw new Error(`the editUrl function threw an error for ${doc.source}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
    if (url === undefined || url === null || url === '') return undefined;
    if (typeof url !== 'string') throw new Error(`the editUrl function returned ${describeValue(url, 60)} for ${doc.source}; it must return a URL (a string), or undefined for no edit link`);
    return url;
  }
  const dir = o.editCurrentVersion ? o.currentDir : version.contentDir;
  return joinUrlParts([o.editUrl, posix(path.relative(o.root, dir)), doc.docPath]);
}
