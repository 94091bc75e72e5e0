// Renders Markdown on every core. This thread and the worker threads share one queue of jobs:
// workers take small chunks from its front (two chunks in flight each, so they never wait for this
// thread), while this thread renders from its back between handling their results. Workers start
// at the beginning of a cold build (startRenderWorkers), so their start-up overlaps loading the
// site; small batches, and runs from the TypeScript sources (tests), render in this thread only.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { bundledFile } from '../cache.ts';
import { createRendererFromSettings, loadForSettings, loadMdxSupport, needsMdx, type AsyncMarkdownRenderer, type MarkdownInput, type MarkdownResult, type RendererSettings } from '../markdown/pipeline.ts';
import type { WorkerReply, WorkerRequest } from '../markdown/worker.ts';

export interface RenderPool {
  render: AsyncMarkdownRenderer;
  /** Threads that rendered (1 when only this one did). */
  readonly threads: number;
  close(): Promise<void>;
}

const MIN_PARALLEL_JOBS = 16;
const CHUNK = 4;
const IN_FLIGHT = 2;

const workerFile = () => bundledFile('markdown-worker.js');

function workerCount(): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(cores, Number(process.env.DOCGEN_THREADS) || cores)) - 1;
}

let started: Worker[] = [];

/** Starts the worker threads ahead of use (a cold build will need them). */
export function startRenderWorkers(): void {
  const file = workerFile();
  if (!file || started.length) return;
  for (let i = 0; i < workerCount(); i++) started.push(new Worker(file));
  for (const w of started) w.unref();
}

function takeWorkers(): Worker[] {
  const file = workerFile();
  const workers = started.length ? started : file ? Array.from({ length: workerCount() }, () => new Worker(file)) : [];
  started = [];
  return workers;
}

interface Job {
  input: MarkdownInput;
  resolve: (r: MarkdownResult) => void;
  reject: (e: unknown) => void;
}

export function createRenderPool(settings: RendererSettings): RenderPool {
  let inline: ReturnType<typeof createRendererFromSettings> | undefined;
  const renderHere = (job: Job) => {
    try {
      job.resolve((inline ??= createRendererFromSettings(settings))(job.input));
    } catch (err) {
      job.reject(err);
    }
  };
  let workers: Worker[] | undefined;
  let threads = 1;
  const queue: Job[] = [];
  let pending: Job[] = [];
  const inFlight = new Map<Worker, Job[][]>();

  const feed = (w: Worker) => {
    const chunks = inFlight.get(w)!;
    while (chunks.length < IN_FLIGHT && queue.length) {
      const chunk = queue.splice(0, CHUNK);
      chunks.push(chunk);
      w.postMessage({ settings, inputs: chunk.map((j) => j.input) } satisfies WorkerRequest);
    }
  };
  const attach = (w: Worker) => {
    inFlight.set(w, []);
    w.on('message', (reply: WorkerReply) => {
      const chunk = inFlight.get(w)!.shift()!;
      reply.results.forEach((r, i) => ('error' in r ? chunk[i].reject(Object.assign(new Error(r.error.message), { stack: r.error.stack })) : chunk[i].resolve(r.result)));
      feed(w);
    });
    // A worker that dies hands its jobs back to this thread.
    w.on('error', () => {
      const chunks = inFlight.get(w) ?? [];
      inFlight.delete(w);
      for (const chunk of chunks) chunk.forEach(renderHere);
    });
  };

  // One drain loop at a time: with several, each would render a job per turn of the event loop
  // before the workers' results were let in, and the workers would wait.
  let draining = false;
  const takePending = () => {
    const batch = pending;
    pending = [];
    if (!workers && batch.length >= MIN_PARALLEL_JOBS) {
      workers = takeWorkers();
      workers.forEach(attach);
      threads += workers.length;
    }
    // Larger jobs first, so the last ones to finish are short.
    batch.sort((a, b) => b.input.source.length - a.input.source.length);
    queue.push(...batch);
    for (const w of inFlight.keys()) feed(w);
  };
  const drain = async () => {
    draining = true;
    try {
      takePending();
      while (queue.length) {
        renderHere(queue.pop()!);
        // Let the workers' results in, and refill them.
        if (inFlight.size) await new Promise((r) => setImmediate(r));
        if (pending.length) takePending();
      }
    } finally {
      draining = false;
    }
  };

  return {
    render: async (input) => {
      // (MDX support and the site's plugins are loaded here for this thread's share; a worker loads its own.)
      await loadForSettings(settings);
      if (needsMdx(input)) await loadMdxSupport();
      return new Promise((resolve, reject) => {
        if (pending.length === 0 && !draining) setImmediate(drain);
        pending.push({ input, resolve, reject });
      });
    },
    get threads() {
      return threads;
    },
    close: async () => {
      const all = [...(workers ?? []), ...takeUnused()];
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}

/** Workers started for a build that then had too little to render. */
function takeUnused(): Worker[] {
  const unused = started;
  started = [];
  return unused;
}
