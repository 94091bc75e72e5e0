// How a scope's search index is split into segments (each holding the pages of a share of the site,
// by a hash of their paths: an edit makes one segment again, not the whole index), and the scope's
// manifest that lists them for the browser.
import type { SearchManifest, SearchSegment } from '../../shared/search-terms.ts';

export const CHUNK_SIZE = 50;
/**
 * Pages per segment of a scope's index (about: pages are spread over segments by a hash). Tests
 * set DOCGEN_SEGMENT_PAGES to split small sites.
 */
export const SEGMENT_PAGES = 500;

/** How many segments the index of a scope of so many pages has. */
export function segmentCount(pages: number): number {
  const per = Number(process.env.DOCGEN_SEGMENT_PAGES) || SEGMENT_PAGES;
  return Math.max(1, Math.ceil(pages / per));
}

/**
 * The segment of a page (by its URL path): a hash, so that adding or removing pages leaves the
 * other pages in their segments.
 */
export function segmentOf(page: string, count: number): number {
  if (count <= 1) return 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < page.length; i++) h = Math.imul(h ^ page.charCodeAt(i), 0x01000193);
  return (h >>> 0) % count;
}

/** The part of the config's search settings the index uses. */
export type SearchWeights = { provider: string; apiClassWeights?: Record<string, number> };

/**
 * The manifest of a scope whose segments are built. `search.apiClassWeights` of the config (a score
 * factor per API class) becomes each segment's weighted id ranges; the ranges of other classes are
 * left out. Made on every build from the (cached) segments, so a changed weight needs no reindexing.
 */
export function scopeManifest(segments: SearchSegment[], search?: SearchWeights): SearchManifest {
  const weights = search?.apiClassWeights ?? {};
  return {
    chunkSize: CHUNK_SIZE,
    segments: segments.map(({ groups, ...segment }) => {
      const ranges = (groups ?? []).filter(([group]) => Object.hasOwn(weights, group) && weights[group] !== 1).map(([group, from, to]): [number, number, number] => [from, to, weights[group]]);
      return ranges.length ? { ...segment, weights: ranges } : segment;
    }),
  };
}
