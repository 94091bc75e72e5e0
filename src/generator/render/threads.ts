// The render pool's worker threads as they are started: each with its activity buffer (what it is
// running, for the time limit: guard/activity.ts) and its line to this thread's esbuild. A cold
// build starts them while the site loads (startRenderWorkers), so that their start-up overlaps
// it; the pool (pool.ts) takes them when it has work.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { bundledFile } from '../cache.ts';
import { esbuildLine } from '../site-code/esbuild-sync.ts';
import { createActivityBuffer, viewOf, type ActivityView } from '../guard/activity.ts';
import type { DocumentLine } from './document-jobs.ts';

/** A worker thread of the render pool, as started. */
export interface StartedThread {
  worker: Worker;
  activity: ActivityView;
  /** What it was given for page documents. */
  line: DocumentLine;
}

/** The worker's entry; undefined when running from the TypeScript sources (then this thread renders alone). */
export const workerFile = (): string | undefined => bundledFile('markdown-worker.js');

/**
 * A render thread's young generation, in MB (V8's default: 48). A page's trees die with it, and a
 * collection copies what is alive: collected half as often, more of them are dead by then (2,000
 * pages: 240-270 collections in 1.3 s, then 130 in 0.8-1.0 s; a 200-page build 35 MB larger).
 */
const RENDER_THREAD_YOUNG_MB = 96;

const cores = () => (typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length);
/** Threads that render, this one included (DOCGEN_THREADS may lower it). */
export const threadsAllowed = (): number => Math.max(1, Math.min(cores(), Number(process.env.DOCGEN_THREADS) || cores()));

export function startThread(file: string): StartedThread {
  const buffer = createActivityBuffer();
  // (The thread's esbuild calls are the main thread's: site-code/esbuild-sync.ts.)
  const { line, transfer } = esbuildLine();
  const worker = new Worker(file, { workerData: { activity: buffer, esbuild: line }, transferList: transfer, resourceLimits: { maxYoungGenerationSizeMb: RENDER_THREAD_YOUNG_MB } });
  worker.unref();
  return { worker, activity: viewOf(buffer), line: { sidebars: new Set() } };
}

let started: StartedThread[] = [];

/** Starts the worker threads ahead of use (a cold build will need them); once. */
export function startRenderWorkers(): void {
  const file = workerFile();
  if (!file || started.length) return;
  for (let i = 0; i < threadsAllowed() - 1; i++) started.push(startThread(file));
}

/** A thread started ahead of use, if one is left. */
export function takeStarted(): StartedThread | undefined {
  return started.shift();
}

/** The threads started ahead of use that no pool took (a build that had too little to render). */
export function takeUnused(): StartedThread[] {
  const unused = started;
  started = [];
  return unused;
}
