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

export interface SearchIndexer {
  add(scope: string, records: SearchRecord[]): void;
  /** A hash of `salt`, the scope and every record added to it, in order: the index's cache key. */
  key(scope: string): string;
  /** Makes the scope's index, giving each file (relative to the output root) to `emit` as it comes. */
  build(scope: string, emit: (rel: string, body: string) => void): Promise<void>;
  /** Forgets a scope (its index came from the cache). */
  drop(scope: string): void;
  close(): Promise<void>;
}

export function createSearchIndexer(salt: string): SearchIndexer {
  const hashes = new Map<string, Hash>();
  const hashOf = (scope: string) => {
    let h = hashes.get(scope);
    if (!h) hashes.set(scope, (h = createHash('sha256').update(JSON.stringify([salt, scope]))));
    return h;
  };
  const key = (scope: string) => hashOf(scope).copy().digest('base64url').slice(0, 32);
  const file = bundledFile('search-worker.js');
  if (!file || Number(process.env.DOCGEN_THREADS) === 1) {
    const builders = new Map<string, SearchIndexBuilder>();
    const builder = (scope: string) => builders.get(scope) ?? builders.set(scope, new SearchIndexBuilder(scope)).get(scope)!;
    return {
      add: (scope, records) => {
        hashOf(scope).update(JSON.stringify(records));
        builder(scope).add(records);
      },
      key,
      build: async (scope, emit) => {
        builder(scope).finish(emit);
        builders.delete(scope);
      },
      drop: (scope) => builders.delete(scope),
      close: async () => builders.clear(),
    };
  }
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
    add: (scope, records) => {
      const json = JSON.stringify(records);
      hashOf(scope).update(json);
      send({ op: 'add', scope, json });
    },
    key,
    build: (scope, emit) => {
      if (failure) return Promise.reject(failure);
      const done = new Promise<void>((resolve, reject) => running.push({ emit, resolve, reject }));
      send({ op: 'build', scope });
      return done;
    },
    drop: (scope) => send({ op: 'drop', scope }),
    close: async () => {
      await worker.terminate();
    },
  };
}
