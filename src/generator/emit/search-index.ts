// The search index of each docs version: every page's records go to the index of its version
// (pages outside the versioned docs go in every index), in segments each holding a share of the
// pages (see search/build-index.ts). A segment is cached by its records, so an edit makes only
// its own segment again; a rebuild keeps the records of unchanged pages in a record store and
// reads them only for the segments that must be made again.
import { hash } from '../cache.ts';
import type { DocsVersion } from '../content/model.ts';
import { docKey } from '../render/content.ts';
import { recordsOf } from '../pages/index.ts';
import { BucketStore } from '../cache.ts';
import { createSearchIndexer, type RecordsSource } from '../search/parallel.ts';
import { scopeManifest, segmentCount, segmentOf } from '../search/segments.ts';
import type { SearchSegment } from '../../shared/search-terms.ts';
import type { EmitterDefinition } from './emitter.ts';
import type { Site } from '../pipeline/site.ts';
import type { RouteEntry } from '../site/routes.ts';

/** What is kept of a page's records: their hash, and the record store bucket they are in. */
interface KeptRecords {
  records: string;
  recordsAt: string;
  /** In a shard of a sharded build: the records themselves (docgen merge has no record store). */
  json?: string;
}

/** The number of index segments of each docs version of the site. */
function segmentCounts(site: Site): Map<string, number> {
  const outsideVersions = site.routes.filter((r) => r.kind !== 'doc' || r.version.pluginId !== 'default').length;
  return new Map(site.model.versions.map((v) => [v.name, segmentCount(v.docs.length + outsideVersions)]));
}

/** Where a page's records go: its version's index segment (and that segment's bucket), or every index. */
function placeIn(segments: Map<string, number>, v: DocsVersion | undefined, pagePath: string): { scope: string; segment: number; bucket: string } | { scope?: undefined; segment?: undefined; bucket: string } {
  if (v?.pluginId !== 'default') return { bucket: 'versionless' };
  const count = segments.get(v.name)!;
  const segment = segmentOf(pagePath, count);
  return { scope: v.name, segment, bucket: bucketOf(v.name, count, segment) };
}

/** A segment's name: its records' bucket in the record store. */
const bucketOf = (scope: string, count: number, segment: number) => `${scope}/${count}/${segment}`;

/** The docs version whose index a page is searched in (a category's index page with its version's docs; other pages with every version's). */
const versionOf = (r: RouteEntry) => (r.kind === 'doc' || r.kind === 'index' ? r.version : undefined);

export const searchIndexEmitter: EmitterDefinition = {
  name: 'search index',
  gathers: true,
  // Pages come segment by segment (those outside the docs versions first, which every index holds):
  // each segment is made once its last page is in, on the search thread while the pages are
  // written, rather than all after the last page; and only the segment being filled is held. (The
  // pages outside the versions come by segment too where every index has as many segments, so
  // that each index lists them in route order, as docgen merge hands them over; else in route order.)
  pageOrder(site) {
    const segments = segmentCounts(site);
    const versions = new Map(site.model.versions.map((v, i) => [v.name, i]));
    const counts = new Set(segments.values());
    const shared = counts.size === 1 ? [...counts][0] : 1;
    return (r) => {
      const place = placeIn(segments, versionOf(r), r.path);
      return place.scope === undefined ? -1e6 + segmentOf(r.path, shared) : versions.get(place.scope)! * 1e6 + place.segment;
    };
  },
  create({ site, out, cache, version, stateDir, rebuild, shard }) {
    const { model } = site;
    const records = new BucketStore(stateDir?.records ?? '');
    const indexer = createSearchIndexer(version, { deferred: rebuild || shard });
    const segments = segmentCounts(site);
    const placeOf = (v: DocsVersion | undefined, pagePath: string) => placeIn(segments, v, pagePath);
    // Pages not yet handed over, by segment (by bucket): its own, and those outside the versions
    // that go in it (each such page goes in one segment of every version's index).
    const segmentsOf = (r: RouteEntry): { scope: string; segment: number; bucket: string }[] => {
      const place = placeOf(versionOf(r), r.path);
      if (place.scope !== undefined) return [place];
      return [...segments].map(([scope, count]) => {
        const segment = segmentOf(r.path, count);
        return { scope, segment, bucket: bucketOf(scope, count, segment) };
      });
    };
    const left = new Map<string, number>();
    for (const r of site.routes) for (const { bucket } of segmentsOf(r)) left.set(bucket, (left.get(bucket) ?? 0) + 1);
    /** Each segment made or being made, by bucket. */
    const made = new Map<string, Promise<SearchSegment>>();
    // Each segment of an index is cached by its records: an unchanged segment is not made again,
    // but takes its files from the previous output (the cache lists them with their hashes).
    const makeSegment = async (scope: string, segment: number): Promise<SearchSegment> => {
      const key = indexer.key(scope, segment);
      const cached = out.tracking ? cache.get<{ files: [string, string][]; segment: SearchSegment }>('search', key) : undefined;
      if (cached && out.reuseListed(cached.files)) {
        indexer.drop(scope, segment);
        return cached.segment;
      }
      const files: [string, string][] = [];
      const built = await indexer.build(scope, segment, (rel, body) => {
        // (An index file's name holds a hash of its content: the name serves as its hash.)
        out.write(rel, body, undefined, rel);
        if (out.tracking) files.push([rel, out.hashOf(rel)!]);
      });
      if (out.tracking) cache.set('search', key, { files, segment: built });
      return built;
    };
    /** Starts making a segment, once (the pages outside the versions that go in it were added as they came, to go last). */
    const start = (scope: string, segment: number) => {
      const count = segments.get(scope)!;
      const bucket = bucketOf(scope, count, segment);
      if (made.has(bucket)) return;
      const making = makeSegment(scope, segment);
      making.catch(() => {}); // (awaited by finish)
      made.set(bucket, making);
    };
    /** A page was handed over (whether or not it is indexed): a segment whose last page it was is started. */
    const seen = (r: RouteEntry) => {
      if (shard) return;
      for (const { scope, segment, bucket } of segmentsOf(r)) {
        const pages = left.get(bucket)! - 1;
        left.set(bucket, pages);
        if (pages === 0) start(scope, segment);
      }
    };
    const add = (v: DocsVersion | undefined, pagePath: string, source: RecordsSource, recordsHash: string) => {
      const place = placeOf(v, pagePath);
      if (place.scope !== undefined) indexer.add(place.scope, place.segment, source, recordsHash, segments.get(place.scope)! > 1);
      // (A page outside the versions goes in every scope's index, after the scope's own pages:
      // counted as it comes all the same, and put in its place when the segment is made.)
      else for (const [scope, count] of segments) indexer.add(scope, segmentOf(pagePath, count), source, recordsHash, count > 1, true);
    };
    return {
      page({ route, data }) {
        // (A page left out of the index is handed over all the same.)
        if (data.noIndex) return void seen(route);
        const json = JSON.stringify(recordsOf(route, data, site.data));
        const recordsHash = hash(json);
        // (A shard indexes nothing: its pages' records go to docgen merge, which gives them to kept().)
        if (shard) return { state: { records: recordsHash, recordsAt: '', json } satisfies KeptRecords };
        if (route.kind !== 'doc') {
          add(versionOf(route), route.path, json, recordsHash);
          seen(route);
          return;
        }
        const at = placeOf(route.version, route.path).bucket;
        records.put(docKey(route.version, route.doc), at, json);
        add(route.version, route.path, json, recordsHash);
        seen(route);
        return { state: { records: recordsHash, recordsAt: at } satisfies KeptRecords };
      },
      kept(route, kept: KeptRecords) {
        // A page of a shard, given back by docgen merge: counted in as page() counts a page in.
        if (kept.json !== undefined) {
          add(versionOf(route), route.path, kept.json, kept.records);
          seen(route);
          return;
        }
        if (route.kind !== 'doc') return;
        const key = docKey(route.version, route.doc);
        const from = kept.recordsAt;
        const to = placeOf(route.version, route.path).bucket;
        records.keep(key, from, to);
        add(route.version, route.path, () => records.get(from, key), kept.records);
        seen(route);
        return from !== to ? { ...kept, recordsAt: to } : undefined;
      },
      // The segments not made yet (all of them when pages did not come segment by segment), with
      // this thread's help now that the pages are written.
      async finish() {
        indexer.useThisThread();
        for (const v of model.versions) for (let s = 0; s < segments.get(v.name)!; s++) start(v.name, s);
        for (const v of model.versions) {
          const count = segments.get(v.name)!;
          const parts = await Promise.all(Array.from({ length: count }, (_, s) => made.get(bucketOf(v.name, count, s))!));
          out.write(`search/${v.name}.json`, JSON.stringify(scopeManifest(parts, site.config.search)));
        }
      },
      committed: () => records.save(),
      close: () => {
        records.dispose();
        return indexer.close();
      },
    };
  },
};
