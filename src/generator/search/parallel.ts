// Builds the search indexes of a build while its pages render: records are sent page by page to a
// worker thread, which counts them into postings as they come, so the index costs the build's own
// thread almost nothing. Runs from the sources (tests), or with DOCGEN_THREADS=1, build here.
// Each scope's index is made of segments (see build-index.ts), each built and cached on its own.
import { Worker } from 'node:worker_threads';
import { createHash, type Hash } from 'node:crypto';
import { bundledFile } from '../cache.ts';
import { TextStore } from '../text-store.ts';
import { SearchIndexBuilder } from './build-index.ts';
import type { SearchSegment } from '../../shared/search-terms.ts';
import type { SearchRecord } from './records.ts';

/** One segment of a scope's index: "scope\0segment". */
type Part = string;
export type SearchWorkerRequest = { op: 'add'; scope: string; segment: number; json: string; last?: boolean } | { op: 'build'; scope: string; segment: number } | { op: 'drop'; scope: string; segment: number } | { op: 'batch'; requests: SearchWorkerRequest[] };
export type SearchWorkerReply = { file: [string, string] } | { done: SearchSegment } | { error: string };

/** A page's records as JSON, or a way to get them when they are needed (kept from an earlier build). */
export type RecordsSource = string | (() => string);

export type EmitFile = (rel: string, body: string) => void;

export interface SearchIndexer {
  /**
   * Adds a page's records (JSON of SearchRecord[]) to a segment of a scope; `hash` is their hash.
   * In a deferred indexer nothing is read or counted until `build`: a segment that comes from the
   * cache costs only the hashes. `hold`: keep the records as they are until the segment is built
   * rather than counting them at once (a scope of many segments: only one segment's counts are
   * ever held then, at the cost of counting at the end), once the records counted at once are
   * past PROGRESSIVE_COUNT_BUDGET. `last`: records that the segment's index lists after all the
   * others, whenever they come (the pages outside the docs versions): see SearchIndexBuilder.add.
   */
  add(scope: string, segment: number, records: RecordsSource, hash: string, hold?: boolean, last?: boolean): void;
  /** A hash of `salt`, the scope, the segment and the hash of every page's records, in order (those added as last after the others): its cache key. */
  key(scope: string, segment: number): string;
  /** Makes a segment's files, giving each (relative to the output root) to `emit` as it comes. */
  build(scope: string, segment: number, emit: EmitFile): Promise<SearchSegment>;
  /** Forgets a segment (it came from the cache). */
  drop(scope: string, segment: number): void;
  /**
   * Lets this thread make segments too (after the pages are written): until then, segments are
   * made on the worker thread only, which keeps this one free for the pages.
   */
  useThisThread(): void;
  close(): Promise<void>;
}

export interface Backend {
  add(scope: string, segment: number, json: string, last?: boolean): void;
  build(scope: string, segment: number, emit: EmitFile): Promise<SearchSegment>;
  drop(scope: string, segment: number): void;
  close(): Promise<void>;
}

const partOf = (scope: string, segment: number): Part => `${scope}\0${segment}`;
/** Records of the pages as given to add(), as the index builder takes them. */
const text = (records: RecordsSource) => (typeof records === 'string' ? records : records());

interface BuildJob {
  scope: string;
  segment: number;
  emit: EmitFile;
  resolve: (s: SearchSegment) => void;
  reject: (e: unknown) => void;
  /** Its records were counted in the worker already. */
  inWorker: boolean;
}

/**
 * Records (JSON characters) of the scopes of many segments counted as they come, in all: the
 * counts of a site of a few thousand pages, held while its pages render so that the build does
 * not wait for them after its last page. A larger site's pages past it are held as they are until
 * their segment is built, so its memory stays that of this budget and one segment's counts.
 */
const PROGRESSIVE_COUNT_BUDGET = 48 * 1024 * 1024;
/** The budget (tests set DOCGEN_SEARCH_COUNT_BUDGET to have a small site's pages counted at once and held both). */
const countBudget = () => (process.env.DOCGEN_SEARCH_COUNT_BUDGET !== undefined ? Number(process.env.DOCGEN_SEARCH_COUNT_BUDGET) : PROGRESSIVE_COUNT_BUDGET);
/**
 * Records held as they are until their segment is built (characters) kept in memory; past it they
 * wait in a temporary file (TextStore). A 10,000-page site held 150–300 MB of them to the end.
 */
const HELD_IN_MEMORY = 16 * 1024 * 1024;

/**
 * A rebuild makes a segment of at most this many pages on the build's thread while its pages are
 * written; a larger one on the worker (the Java site's segments, about 100 pages each, took less
 * than the worker's start; one of the 10,000-page corpus's 480 held the pages up 1.4 s).
 */
const LOCAL_SEGMENT_PAGES = 256;

/**
 * `deferred`: keep every page's records until its segment is built (a rebuild, where most pages'
 * records are kept from the previous build and most segments come from the cache). Otherwise a
 * scope of one segment has its records counted at once, in a worker thread, while the pages
 * render; a scope of many segments (a large site) too, up to PROGRESSIVE_COUNT_BUDGET, and past it
 * has them kept as they are until the end, so that only the counts of the segments being built
 * (and those of the budget) are ever held. Segments are then built on two lanes, this thread
 * and the worker, each taking the next segment when it is free (one counted in the worker is
 * built there). A deferred indexer builds on this thread from the start, and on the worker only
 * segments that wait while this thread is busy.
 */
export function createSearchIndexer(salt: string, { deferred = false } = {}): SearchIndexer {
  const hashes = new Map<Part, Hash>();
  const hashOf = (scope: string, segment: number) => {
    const part = partOf(scope, segment);
    let h = hashes.get(part);
    if (!h) hashes.set(part, (h = createHash('sha256').update(JSON.stringify([salt, scope, segment]))));
    return h;
  };
  /** Hashes of the records added as last, by segment (they go after the others' in its key). */
  const lastHashes = new Map<Part, string[]>();
  const queues = new Map<Part, { records: RecordsSource; last: boolean }[]>();
  const held = new TextStore(HELD_IN_MEMORY);
  let heldCount = 0;
  /** Records to be read when their segment is built: kept in the store (read once, then forgotten). */
  const setAside = (records: RecordsSource): RecordsSource => {
    if (typeof records !== 'string') return records;
    const key = String(heldCount++);
    held.put(key, records);
    return () => held.take(key);
  };
  const counted = new Set<Part>();
  const file = Number(process.env.DOCGEN_THREADS) === 1 ? undefined : bundledFile('search-worker.js');
  const local = localBackend();
  // The worker starts at once when it counts records while pages render, else on first need.
  let worker: Backend | undefined = file && !deferred ? workerBackend(file) : undefined;
  const jobs: BuildJob[] = [];
  const budget = countBudget();
  let countedBytes = 0;
  let overBudget = false;
  let localBusy = false;
  let workerBusy = false;
  // (Without a worker, this thread makes every segment. A rebuild's too, first: it makes few, mostly
  // one, and starting a worker took longer than making a small one here; a worker starts for a
  // segment of many pages while pages are still being written, and for the next segment waiting
  // while this thread makes one.)
  let localLane = !file || deferred;
  let pagesWritten = !file;
  const fitsHere = (job: BuildJob) => pagesWritten || (queues.get(partOf(job.scope, job.segment))?.length ?? 0) <= LOCAL_SEGMENT_PAGES;
  const run = async (job: BuildJob, backend: Backend) => {
    try {
      const part = partOf(job.scope, job.segment);
      for (const queued of queues.get(part) ?? []) backend.add(job.scope, job.segment, text(queued.records), queued.last);
      queues.delete(part);
      job.resolve(await backend.build(job.scope, job.segment, job.emit));
    } catch (err) {
      job.reject(err);
    }
  };
  const pump = () => {
    const mine = jobs.findIndex((j) => !j.inWorker && fitsHere(j));
    if (localLane && !localBusy && mine >= 0) {
      localBusy = true;
      const job = jobs.splice(mine, 1)[0];
      // (After the current turn: the worker lane gets its next segment before this thread is busy.)
      void new Promise((r) => setImmediate(r))
        .then(() => run(job, local))
        .finally(() => {
          localBusy = false;
          pump();
        });
    }
    if (!workerBusy && file && jobs.length) {
      workerBusy = true;
      const job = jobs.shift()!;
      worker ??= workerBackend(file);
      void run(job, worker).finally(() => {
        workerBusy = false;
        pump();
      });
    }
  };
  return {
    add: (scope, segment, records, hash, hold = false, last = false) => {
      const part = partOf(scope, segment);
      if (!last) hashOf(scope, segment).update(hash);
      else if (lastHashes.has(part)) lastHashes.get(part)!.push(hash);
      else lastHashes.set(part, [hash]);
      // (Records asked to be held are counted at once all the same while the counted ones fit the
      // budget; once past it, or once a page's records are to be read later, every later page is
      // held, so a segment's pages keep their order.)
      if (hold && !overBudget && worker) {
        countedBytes += typeof records === 'string' ? records.length : Infinity;
        overBudget = countedBytes > budget;
        hold = overBudget;
      }
      if (worker && !hold) {
        counted.add(part);
        return worker.add(scope, segment, text(records), last);
      }
      const queued = { records: setAside(records), last };
      if (queues.has(part)) queues.get(part)!.push(queued);
      else queues.set(part, [queued]);
    },
    key: (scope, segment) => {
      const h = hashOf(scope, segment).copy();
      for (const last of lastHashes.get(partOf(scope, segment)) ?? []) h.update(last);
      return h.digest('base64url').slice(0, 32);
    },
    build: (scope, segment, emit) =>
      new Promise<SearchSegment>((resolve, reject) => {
        jobs.push({ scope, segment, emit, resolve, reject, inWorker: counted.has(partOf(scope, segment)) });
        pump();
      }),
    useThisThread: () => {
      localLane = true;
      pagesWritten = true;
      pump();
    },
    drop: (scope, segment) => {
      const part = partOf(scope, segment);
      queues.delete(part);
      if (counted.has(part)) worker?.drop(scope, segment);
    },
    close: async () => {
      held.dispose();
      await local.close();
      await worker?.close();
    },
  };
}

/** Segment builders of each part, made on first use. */
export class SegmentBuilders {
  private readonly builders = new Map<Part, SearchIndexBuilder>();
  add(scope: string, segment: number, json: string, last = false): void {
    this.get(scope, segment).add(JSON.parse(json) as SearchRecord[], last);
  }

  get(scope: string, segment: number): SearchIndexBuilder {
    const part = partOf(scope, segment);
    let builder = this.builders.get(part);
    if (!builder) this.builders.set(part, (builder = new SearchIndexBuilder(scope, segment)));
    return builder;
  }

  /** Writes a segment's files and forgets its builder. */
  finish(scope: string, segment: number, emit: EmitFile): SearchSegment {
    const built = this.get(scope, segment).finish(emit);
    this.drop(scope, segment);
    return built;
  }

  drop(scope: string, segment: number): void {
    this.builders.delete(partOf(scope, segment));
  }

  clear(): void {
    this.builders.clear();
  }
}

function localBackend(): Backend {
  const builders = new SegmentBuilders();
  return {
    add: (scope, segment, json, last) => builders.add(scope, segment, json, last),
    build: async (scope, segment, emit) => builders.finish(scope, segment, emit),
    drop: (scope, segment) => builders.drop(scope, segment),
    close: async () => builders.clear(),
  };
}

/** Pages' records sent to the search thread at a time. */
const ADD_BATCH = 16;

/** Segments built on a worker thread (the bundled search-worker.js; exported for tests). */
export function workerBackend(file: string): Backend {
  const worker = new Worker(file);
  // Builds run one at a time, in the order asked: files arrive for the oldest one still running.
  const running: { emit: EmitFile; resolve: (s: SearchSegment) => void; reject: (e: unknown) => void; failed?: { error: unknown } }[] = [];
  let failure: Error | undefined;
  worker.on('message', (m: SearchWorkerReply) => {
    const build = running[0];
    if ('file' in m) {
      // A file that cannot be taken (a failed write reported by the output writer) fails its
      // build, as on this thread: thrown here, it would escape the event listener and end the
      // process with a stack trace. The build's other files are ignored until it is done.
      if (!build || build.failed) return;
      try {
        build.emit(m.file[0], m.file[1]);
      } catch (error) {
        build.failed = { error };
      }
    } else if ('done' in m) {
      running.shift();
      if (build?.failed) build.reject(build.failed.error);
      else build?.resolve(m.done);
    } else running.shift()?.reject(new Error(m.error));
  });
  worker.on('error', (e) => {
    failure = e;
    running.splice(0).forEach((w) => w.reject(e));
  });
  // Pages' records go in batches (a message costs the build's thread more than the copy of a page's
  // records); a batch goes before anything else is asked, so the thread sees everything in order.
  let batch: SearchWorkerRequest[] = [];
  const flush = () => {
    if (batch.length) worker.postMessage({ op: 'batch', requests: batch } satisfies SearchWorkerRequest);
    batch = [];
  };
  const send = (request: SearchWorkerRequest) => {
    flush();
    worker.postMessage(request);
  };
  return {
    add: (scope, segment, json, last) => {
      batch.push({ op: 'add', scope, segment, json, ...(last ? { last } : {}) });
      if (batch.length >= ADD_BATCH) flush();
    },
    build: (scope, segment, emit) => {
      if (failure) return Promise.reject(failure);
      const done = new Promise<SearchSegment>((resolve, reject) => running.push({ emit, resolve, reject }));
      send({ op: 'build', scope, segment });
      return done;
    },
    drop: (scope, segment) => send({ op: 'drop', scope, segment }),
    close: async () => {
      await worker.terminate();
    },
  };
}
