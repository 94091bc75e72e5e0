// Builds the search indexes of a build while its pages render: records are sent page by page to a
// worker thread, which counts them into postings as they come, so the index costs the build's own
// thread almost nothing. Runs from the sources (tests), or with DOCGEN_THREADS=1, build here.
import { Worker } from 'node:worker_threads';
import { createHash, type Hash } from 'node:crypto';
import { bundledFile } from '../cache.ts';
import { SearchIndexBuilder } from './build-index.ts';
import type { SearchRecord } from './records.ts';

export type SearchWorkerRequest = { op: 'add'; scope: string; json: string } | { op: 'build'; scope: string } | { op: 'drop'; scope: string };
export type SearchWorkerReply = { file: [string, string] } | { done: true } | { error: string };

/** A page's records as JSON, or a way to get them when they are needed (kept from an earlier build). */
export type RecordsSource = string | (() => string);

export interface SearchIndexer {
  /**
   * Adds a page's records (JSON of SearchRecord[]) to a scope; `hash` is their hash. In a deferred
   * indexer nothing is read or counted until `build`: an index that comes from the cache costs only
   * the hashes.
   */
  add(scope: string, records: RecordsSource, hash: string): void;
  /** A hash of `salt`, the scope and the hash of every page's records, in order: the index's cache key. */
  key(scope: string): string;
  /** Makes the scope's index, giving each file (relative to the output root) to `emit` as it comes. */
  build(scope: string, emit: (rel: string, body: string) => void): Promise<void>;
  /** Forgets a scope (its index came from the cache). */
  drop(scope: string): void;
  close(): Promise<void>;
}

/** Records of the pages as given to add(), as the index builder takes them. */
const text = (records: RecordsSource) => (typeof records === 'string' ? records : records());

/**
 * `deferred`: keep the records until the index is built, and build it in this thread (a rebuild,
 * where most pages' records are kept from the previous build and the index is likely to come from
 * the cache); otherwise they are counted at once, in a worker thread, while the build goes on.
 */
export function createSearchIndexer(salt: string, { deferred = false } = {}): SearchIndexer {
  const hashes = new Map<string, Hash>();
  const hashOf = (scope: string) => {
    let h = hashes.get(scope);
    if (!h) hashes.set(scope, (h = createHash('sha256').update(JSON.stringify([salt, scope]))));
    return h;
  };
  const key = (scope: string) => hashOf(scope).copy().digest('base64url').slice(0, 32);
  const queues = new Map<string, RecordsSource[]>();
  const file = bundledFile('search-worker.js');
  let backend: { add(scope: string, json: string): void; build(scope: string, emit: (rel: string, body: string) => void): Promise<void>; drop(scope: string): void; close(): Promise<void> };
  // A deferred indexer builds at the end of the build, when this thread has nothing else to do: a
  // worker would only add its start-up and the copying of every record to it.
  if (deferred || !file || Number(process.env.DOCGEN_THREADS) === 1) {
    const builders = new Map<string, SearchIndexBuilder>();
    const builder = (scope: string) => builders.get(scope) ?? builders.set(scope, new SearchIndexBuilder(scope)).get(scope)!;
    backend = {
      add: (scope, json) => builder(scope).add(JSON.parse(json) as SearchRecord[]),
      build: async (scope, emit) => {
        builder(scope).finish(emit);
        builders.delete(scope);
      },
      drop: (scope) => builders.delete(scope),
      close: async () => builders.clear(),
    };
  } else backend = workerBackend(file);
  return {
    add: (scope, records, hash) => {
      hashOf(scope).update(hash);
      if (!deferred) backend.add(scope, text(records));
      else if (queues.has(scope)) queues.get(scope)!.push(records);
      else queues.set(scope, [records]);
    },
    key,
    build: (scope, emit) => {
      for (const records of queues.get(scope) ?? []) backend.add(scope, text(records));
      queues.delete(scope);
      return backend.build(scope, emit);
    },
    drop: (scope) => {
      queues.delete(scope);
      backend.drop(scope);
    },
    close: () => backend.close(),
  };
}

function workerBackend(file: string) {
  const worker = new Worker(file);
  // Builds run one at a time, in the order asked: files arrive for the oldest one still running.
  const running: { emit: (rel: string, body: string) => void; resolve: () => void; reject: (e: Error) => void }[] = [];
  let failure: Error | undefined;
  worker.on('message', (m: SearchWorkerReply) => {
    if ('file' in m) running[0]?.emit(m.file[0], m.file[1]);
    else if ('done' in m) running.shift()?.resolve();
    else running.shift()?.reject(new Error(m.error));
  });
  worker.on('error', (e) => {
    failure = e;
    running.splice(0).forEach((w) => w.reject(e));
  });
  const send = (request: SearchWorkerRequest) => worker.postMessage(request);
  return {
    add: (scope: string, json: string) => send({ op: 'add', scope, json }),
    build: (scope: string, emit: (rel: string, body: string) => void) => {
      if (failure) return Promise.reject(failure);
      const done = new Promise<void>((resolve, reject) => running.push({ emit, resolve, reject }));
      send({ op: 'build', scope });
      return done;
    },
    drop: (scope: string) => send({ op: 'drop', scope }),
    close: async () => {
      await worker.terminate();
    },
  };
}
