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
import { scopeManifest, segmentCount, segmentOf } from '../search/build-index.ts';
import type { SearchSegment } from '../../shared/search-terms.ts';
import type { EmitterDefinition } from './emitter.ts';

/** What is kept of a page's records: their hash, and the record store bucket they are in. */
interface KeptRecords {
  records: string;
  recordsAt: string;
  /** In a shard of a sharded build: the records themselves (docgen merge has no record store). */
  json?: string;
}

export const searchIndexEmitter: EmitterDefinition = {
  name: 'search index',
  gathers: true,
  create({ site, out, cache, version, stateDir, rebuild, shard }) {
    const { model } = site;
    const records = new BucketStore(stateDir?.records ?? '');
    const indexer = createSearchIndexer(version, { deferred: rebuild || shard });
    const versionless: { path: string; source: RecordsSource; hash: string }[] = [];
    const outsideVersions = site.routes.filter((r) => r.kind !== 'doc' || r.version.pluginId !== 'default').length;
    const segments = new Map(model.versions.map((v) => [v.name, segmentCount(v.docs.length + outsideVersions)]));
    /** Where a page's records go: its version's index segment (and that segment's bucket), or every index. */
    const placeOf = (v: DocsVersion | undefined, pagePath: string) => {
      if (v?.pluginId !== 'default') return { bucket: 'versionless' };
      const count = segments.get(v.name)!;
      const segment = segmentOf(pagePath, count);
      return { scope: v.name, segment, bucket: `${v.name}/${count}/${segment}` };
    };
    const add = (v: DocsVersion | undefined, pagePath: string, source: RecordsSource, recordsHash: string) => {
      const place = placeOf(v, pagePath);
      if (place.scope !== undefined) indexer.add(place.scope, place.segment, source, recordsHash, segments.get(place.scope)! > 1);
      else versionless.push({ path: pagePath, source, hash: recordsHash });
    };
    return {
      page({ route, data }) {
        if (data.noIndex) return;
        const json = JSON.stringify(recordsOf(route, data, site.data));
        const recordsHash = hash(json);
        // (A shard indexes nothing: its pages' records go to docgen merge, which gives them to kept().)
        if (shard) return { state: { records: recordsHash, recordsAt: '', json } satisfies KeptRecords };
        if (route.kind !== 'doc') {
          // (A category's index page is searched with its version's docs; other pages with every version's.)
          add(route.kind === 'index' ? route.version : undefined, route.path, json, recordsHash);
          return;
        }
        const at = placeOf(route.version, route.path).bucket;
        records.put(docKey(route.version, route.doc), at, json);
        add(route.version, route.path, json, recordsHash);
        return { state: { records: recordsHash, recordsAt: at } satisfies KeptRecords };
      },
      kept(route, kept: KeptRecords) {
        // A page of a shard, given back by docgen merge: counted in as page() counts a page in.
        if (kept.json !== undefined) {
          add(route.kind === 'doc' || route.kind === 'index' ? route.version : undefined, route.path, kept.json, kept.records);
          return;
        }
        if (route.kind !== 'doc') return;
        const key = docKey(route.version, route.doc);
        const from = kept.recordsAt;
        const to = placeOf(route.version, route.path).bucket;
        records.keep(key, from, to);
        add(route.version, route.path, () => records.get(from, key), kept.records);
        return from !== to ? { ...kept, recordsAt: to } : undefined;
      },
      // Each segment of an index is cached by its records: an unchanged segment is not made again,
      // but takes its files from the previous output (the cache lists them with their hashes).
      async finish() {
        for (const v of model.versions) {
          const count = segments.get(v.name)!;
          for (const page of versionless) indexer.add(v.name, segmentOf(page.path, count), page.source, page.hash, count > 1);
          const parts = await Promise.all(
            Array.from({ length: count }, async (_, segment) => {
              const key = indexer.key(v.name, segment);
              const cached = out.tracking ? cache.get<{ files: [string, string][]; segment: SearchSegment }>('search', key) : undefined;
              if (cached && out.reuseListed(cached.files)) {
                indexer.drop(v.name, segment);
                return cached.segment;
              }
              const made: [string, string][] = [];
              const built = await indexer.build(v.name, segment, (rel, body) => {
                // (An index file's name holds a hash of its content: the name serves as its hash.)
                out.write(rel, body, undefined, rel);
                if (out.tracking) made.push([rel, out.hashOf(rel)!]);
              });
              if (out.tracking) cache.set('search', key, { files: made, segment: built });
              return built;
            }),
          );
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
