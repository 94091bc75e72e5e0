// Worker thread entry (bundled to dist/b-…/search-worker.js): counts the records of each segment of
// each scope into its index as the build sends them, and writes a segment when asked (see parallel.ts).
import { parentPort } from 'node:worker_threads';
import { SegmentBuilders, type SearchWorkerReply, type SearchWorkerRequest } from './parallel.ts';
import { threadCpuMs } from '../thread-cpu.ts';

const builders = new SegmentBuilders();
/**
 * Time spent on records and indexes, printed with DOCGEN_TIMINGS=1: as it passed (which counts the
 * turns the thread waited for a core while the build's other threads had them), and this thread's
 * CPU from its first message (where the system says).
 */
let busy = 0;
let cpuFrom: number | undefined;
/** When the message being handled came. */
let started = 0;

function handle(m: SearchWorkerRequest): void {
  if (m.op === 'batch') {
    for (const request of m.requests) handle(request);
  } else if (m.op === 'add') {
    builders.add(m.scope, m.segment, m.json, m.last);
  } else if (m.op === 'drop') {
    builders.drop(m.scope, m.segment);
  } else {
    if (process.env.DOCGEN_MEMORY) console.error(`search worker before ${m.scope}/${m.segment}: heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`);
    let reply: SearchWorkerReply;
    try {
      // Each file goes to the build as soon as it is made: neither thread holds the whole index.
      reply = { done: builders.finish(m.scope, m.segment, (rel, body) => parentPort!.postMessage({ file: [rel, body] } satisfies SearchWorkerReply)) };
    } catch (err) {
      builders.drop(m.scope, m.segment);
      reply = { error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
    }
    parentPort!.postMessage(reply);
    if (process.env.DOCGEN_TIMINGS) console.error(`search worker: index of ${m.scope} segment ${m.segment} done, ${Math.round(busy + performance.now() - started)} ms of work so far${cpuFrom !== undefined ? `, ${Math.round(threadCpuMs()! - cpuFrom)} ms of CPU` : ''}`);
  }
}

parentPort?.on('message', (m: SearchWorkerRequest) => {
  if (busy === 0 && process.env.DOCGEN_TIMINGS) cpuFrom ??= threadCpuMs();
  started = performance.now();
  handle(m);
  busy += performance.now() - started;
});
