// Worker thread entry (bundled to dist/b-…/search-worker.js): counts the records of each scope
// into its index as the build sends them, and writes the index when asked (see parallel.ts).
import { parentPort } from 'node:worker_threads';
import { SearchIndexBuilder } from './build-index.ts';
import type { SearchWorkerReply, SearchWorkerRequest } from './parallel.ts';
import type { SearchRecord } from './records.ts';

const builders = new Map<string, SearchIndexBuilder>();
/** Time spent on records and indexes, printed with DOCGEN_TIMINGS=1. */
let busy = 0;

function handle(m: SearchWorkerRequest): void {
  if (m.op === 'add') {
    let builder = builders.get(m.scope);
    if (!builder) builders.set(m.scope, (builder = new SearchIndexBuilder(m.scope)));
    builder.add(JSON.parse(m.json) as SearchRecord[]);
  } else if (m.op === 'drop') {
    builders.delete(m.scope);
  } else {
    if (process.env.DOCGEN_MEMORY) console.error(`search worker before ${m.scope}: heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`);
    let reply: SearchWorkerReply;
    try {
      // Each file goes to the build as soon as it is made: neither thread holds the whole index.
      (builders.get(m.scope) ?? new SearchIndexBuilder(m.scope)).finish((rel, body) => parentPort!.postMessage({ file: [rel, body] } satisfies SearchWorkerReply));
      reply = { done: true };
    } catch (err) {
      reply = { error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
    }
    builders.delete(m.scope);
    parentPort!.postMessage(reply);
    if (process.env.DOCGEN_TIMINGS) console.error(`search worker: index of ${m.scope} done, ${Math.round(busy)} ms of work so far`);
  }
}

parentPort?.on('message', (m: SearchWorkerRequest) => {
  const start = performance.now();
  handle(m);
  busy += performance.now() - start;
});
