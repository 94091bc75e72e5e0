// What a doc's front matter says about other docs (pagination_next, pagination_prev: doc ids of
// the same version), checked once the version's docs are known, and looked up for its pages.
import { problem, type Problem } from '../errors.ts';
import type { DocRecord, DocsVersion } from './model.ts';
import { suggestion } from '../../shared/suggest.ts';

/** An unknown doc id in pagination_next or pagination_prev is an error naming the file and the key. */
export function paginationProblems(docs: DocRecord[]): Problem[] {
  const ids = new Set(docs.map((d) => d.id));
  const problems: Problem[] = [];
  for (const doc of docs) {
    for (const key of ['pagination_prev', 'pagination_next'] as const) {
      const id = doc.frontMatter[key];
      if (typeof id === 'string' && !ids.has(id)) problems.push(problem(doc.source, `front matter ${key}: no doc with the id "${id}" in this version; ${suggestion(id, ids, 'doc ids')}`));
    }
  }
  return problems;
}

const lookups = new WeakMap<DocsVersion, { byId: Map<string, DocRecord>; byPermalink: Map<string, DocRecord> }>();

/** A version's docs by id and by URL (made once per version). */
export function docLookup(version: DocsVersion): { byId: Map<string, DocRecord>; byPermalink: Map<string, DocRecord> } {
  let lookup = lookups.get(version);
  if (!lookup) {
    lookup = { byId: new Map(version.docs.map((d) => [d.id, d])), byPermalink: new Map(version.docs.map((d) => [d.permalink, d])) };
    lookups.set(version, lookup);
  }
  return lookup;
}
