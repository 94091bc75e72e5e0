// Renders Markdown on every core. This thread and the worker threads share one queue of jobs:
// workers take small chunks from its front (two chunks in flight each, so they never wait for this
// thread), while this thread renders from its back between handling their results. Workers start
// at the beginning of a cold build whose cache holds no rendered pages (startRenderWorkers,
// threads.ts), so their start-up overlaps loading the site; otherwise when a batch is large enough.
// Small batches, and runs from the TypeScript sources (tests), render in this thread only.
//
// The site's code (an MDX page's expressions and the components it renders, the site's own
// remark/rehype plugins) runs only in worker threads, where it can be stopped: a job that has not
// finished in the time limit (guard/limits.ts) has its thread terminated, and the page gets a
// `file:line:col` error at the code that was running; a page whose code ends its thread
// (`process.exit`) gets one too. The other jobs of that thread go to a new one.
import { DocgenError } from '../errors.ts';
import { createRendererFromSettings, knownNeedsMdx, loadForSettings, loadMdxSupportFor, needsMdx, rendersThemeParts, type AsyncMarkdownRenderer, type MarkdownInput, type MarkdownResult, type RendererSettings, type SyncOrAsyncRenderer } from '../markdown/pipeline.ts';
import type { WorkerReply, WorkerRequest } from '../markdown/worker.ts';
import { documentMessage, type DocumentReply, type DocumentSetting } from './document-jobs.ts';
import type { RouteData } from '../../shared/types.ts';
import { jobOf, positionOf } from '../guard/activity.ts';
import { startThread, takeStarted, takeUnused, threadsAllowed, workerFile, type StartedThread } from './threads.ts';
import { LOADING_JOB, siteCodeFailure, siteCodeTimeoutMs } from '../guard/limits.ts';
import { failedRendering } from '../guard/site-failure.ts';

export interface RenderPool {
  render: AsyncMarkdownRenderer;
  /**
   * A page's document rendered on a worker thread with no Markdown left to render (see
   * render/document-jobs.ts): its bytes, or undefined when no thread is free (then the caller
   * renders it). A promise that fails when the thread could not render it.
   */
  document(setting: DocumentSetting, route: RouteData): Promise<Uint8Array> | undefined;
  /** Ends the threads that documents will not need (the Markdown is rendered): ending one takes time, better spent beside the pages. */
  keepForDocuments(): void;
  /** Threads that rendered (1 when only this one did). */
  readonly threads: number;
  close(): Promise<void>;
}

const MIN_PARALLEL_JOBS = 16;
const CHUNK = 4;
const IN_FLIGHT = 2;
/** Page documents given to a thread at a time (the build's thread renders those it cannot hand over). */
const DOCUMENTS_IN_FLIGHT = 24;
/**
 * Documents asked for before render threads are started for them, where no Markdown needed any (a
 * rebuild whose contents come from the cache, but whose pages' documents are made again).
 */
const DOCUMENTS_BEFORE_THREADS = 32;

interface Thread extends StartedThread {
  chunks: Job[][];
  /** Page documents it is rendering, in the order given, and what it was given for them. */
  documents: { resolve: (bytes: Uint8Array) => void; reject: (e: unknown) => void }[];
  /** Called when its last document is back. */
  onIdle?: () => void;
}

/** A started thread, ready to be given jobs. */
const poolThread = (t: StartedThread): Thread => Object.assign(t, { chunks: [], documents: [] });

interface Job {
  id: number;
  input: MarkdownInput;
  /** It runs the site's code: a worker thread renders it, never this one. */
  siteCode: boolean;
  resolve: (r: MarkdownResult) => void;
  reject: (e: unknown) => void;
}

export function createRenderPool(settings: RendererSettings): RenderPool {
  const file = workerFile();
  // (From the TypeScript sources there is no worker to run site code in: it runs here, unguarded.)
  const guarded = !!file;
  // (A site's own theme components for Markdown run in every MDX page: mdx/theme-content.ts.)
  const themed = rendersThemeParts(settings);
  const runsSiteCode = (input: MarkdownInput) => guarded && (!!settings.plugins || (themed && !!input.mdx) || needsMdx(input));
  let inline: ReturnType<typeof createRendererFromSettings> | undefined;
  // A result rendered here is handed over as a worker's is, a copy: its strings (headings, link
  // targets) are otherwise slices of the page's source, and would keep the whole source in memory
  // for as long as the build keeps the page's summary.
  const renderHere = (job: Job) => {
    try {
      // (A promise with the site's own plugins, from the sources: see SyncOrAsyncRenderer.)
      const made = ((inline ??= createRendererFromSettings(settings)) as SyncOrAsyncRenderer)(job.input);
      if (made instanceof Promise) made.then((result) => settle(job, { result: structuredClone(result) }), (error: unknown) => settle(job, { error }));
      else settle(job, { result: structuredClone(made) });
    } catch (err) {
      settle(job, { error: err });
    }
  };
  const threads: Thread[] = [];
  let closing: Promise<void> = Promise.resolve();
  let mostWorkers = 0;
  let documentsAsked = 0;
  /** The threads that render documents. */
  const documentThreads = new Set<Thread>();
  let renderedHere = false;
  /** Jobs any thread may render, and jobs only a worker may. */
  const shared: Job[] = [];
  const workersOnly: Job[] = [];
  let pending: Job[] = [];
  let nextId = 1;
  const jobs = new Map<number, Job>();
  /** Why the site's plugins cannot be loaded in a worker: every job fails with it. */
  let fatal: DocgenError | undefined;

  const settle = (job: Job, outcome: { result: MarkdownResult } | { error: unknown }) => {
    jobs.delete(job.id);
    if ('result' in outcome) job.resolve(outcome.result);
    else job.reject(outcome.error);
  };
  const failAll = (error: DocgenError) => {
    fatal = error;
    for (const job of [...jobs.values()]) settle(job, { error });
    shared.length = workersOnly.length = 0;
  };

  const feed = (t: Thread) => {
    while (t.chunks.length < IN_FLIGHT && (workersOnly.length || shared.length)) {
      const chunk = workersOnly.length ? workersOnly.splice(0, CHUNK) : shared.splice(0, CHUNK);
      t.chunks.push(chunk);
      t.worker.postMessage({ settings, inputs: chunk.map((j) => j.input), jobs: chunk.map((j) => j.id), needsMdx: chunk.map((j) => knownNeedsMdx(j.input)) } satisfies WorkerRequest);
    }
    // (A worker with work keeps the process alive; an idle one does not.)
    if (t.chunks.length || t.documents.length) t.worker.ref();
    else t.worker.unref();
    watch();
  };
  const addThread = (t: Thread) => {
    threads.push(t);
    t.worker.on('message', (reply: WorkerReply | DocumentReply) => {
      if ('document' in reply || 'documentError' in reply) {
        const asked = t.documents.shift();
        if (reply.document) asked?.resolve(new Uint8Array(reply.document));
        else asked?.reject(new Error(reply.documentError));
        if (!t.documents.length) t.onIdle?.();
        return feed(t);
      }
      const chunk = t.chunks.shift();
      if (!chunk) return;
      reply.results.forEach((r, i) => settle(chunk[i], 'error' in r ? { error: Object.assign(new Error(r.error.message), { stack: r.error.stack }) } : { result: r.result }));
      feed(t);
    });
    t.worker.on('error', (err) => lose(t, { failed: err instanceof Error ? err.message : String(err) }));
    t.worker.on('exit', (code) => lose(t, { exit: code }));
    feed(t);
  };
  /** A thread stopped (terminated for its time, failed or exited): its current job fails, the others go to a new thread. */
  const lose = (t: Thread, why: Stop) => {
    documentThreads.delete(t);
    // (Its documents are rendered by the build's thread instead.)
    for (const asked of t.documents.splice(0)) asked.reject(new Error(`its render thread stopped: ${stopMessage('it', why)}`));
    t.onIdle?.();
    const at = threads.indexOf(t);
    if (at < 0) return;
    threads.splice(at, 1);
    const current = jobOf(t.activity);
    const position = positionOf(t.activity);
    const chunks = t.chunks;
    t.chunks = [];
    void t.worker.terminate();
    if (current?.job === LOADING_JOB) return failAll(siteCodeFailure({ file: 'the site config', ...position }, stopMessage("the site's plugins (loading)", why)));
    const failed = current && jobs.get(current.job);
    if (!failed) {
      // (It stopped between jobs: nothing of the page's code to blame; docgen's own failure.)
      for (const chunk of chunks) for (const job of chunk) settle(job, { error: new Error(`a render thread stopped: ${stopMessage('its code', why)}`) });
    } else {
      settle(failed, { result: failedRendering(failed.input, stopMessage("the page's code", why), position) });
      const rest = chunks.flat().filter((j) => j !== failed && jobs.has(j.id));
      workersOnly.unshift(...rest.filter((j) => j.siteCode));
      shared.unshift(...rest.filter((j) => !j.siteCode));
    }
    if (file && (workersOnly.length || shared.length)) addThread(poolThread(startThread(file)));
  };

  // The time limit: checked while workers have jobs, even when this thread is busy in between.
  const limit = siteCodeTimeoutMs();
  let timer: NodeJS.Timeout | undefined;
  const watch = () => {
    const busy = threads.some((t) => t.chunks.length || t.documents.length);
    if (busy && !timer) timer = setInterval(checkTimes, Math.max(50, Math.min(1000, limit / 5)));
    else if (!busy && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const checkTimes = () => {
    const now = Date.now();
    for (const t of [...threads]) {
      const current = jobOf(t.activity);
      if (current && now - current.since > limit) lose(t, { seconds: limit / 1000 });
    }
  };

  const ensureWorkers = (wanted: number) => {
    if (!file) return;
    const have = threads.length;
    for (let i = have; i < wanted; i++) {
      const t = poolThread(takeStarted() ?? startThread(file));
      addThread(t);
    }
    mostWorkers = Math.max(mostWorkers, threads.length);
  };

  // One drain loop at a time: with several, each would render a job per turn of the event loop
  // before the workers' results were let in, and the workers would wait.
  let draining = false;
  const takePending = () => {
    const batch = pending;
    pending = [];
    // Larger jobs first, so the last ones to finish are short.
    batch.sort((a, b) => b.input.source.length - a.input.source.length);
    for (const job of batch) (job.siteCode ? workersOnly : shared).push(job);
    if (workersOnly.length) {
      // Site code only in workers: as many as there are cores (this thread then mostly waits).
      ensureWorkers(Math.min(threadsAllowed(), Math.max(threads.length, workersOnly.length)));
    } else if (!threads.length && batch.length >= MIN_PARALLEL_JOBS) ensureWorkers(threadsAllowed() - 1);
    for (const t of threads) feed(t);
  };
  const drain = async () => {
    draining = true;
    try {
      takePending();
      // (Workers are fed as their results come in; this loop renders this thread's share.)
      while (shared.length) {
        renderedHere = true;
        renderHere(shared.pop()!);
        // Let the workers' results in, and refill them.
        if (threads.length) await new Promise((r) => setImmediate(r));
        if (pending.length) takePending();
      }
    } finally {
      draining = false;
    }
    if (pending.length) setImmediate(drain);
  };

  return {
    render: async (input) => {
      if (fatal) throw fatal;
      const siteCode = runsSiteCode(input);
      if (!guarded) {
        // (MDX support and the site's plugins are loaded here; a worker loads its own.)
        await loadForSettings(settings);
        await loadMdxSupportFor([input]);
      } else if (!siteCode) await loadForSettings({ ...settings, plugins: undefined });
      return new Promise((resolve, reject) => {
        if (pending.length === 0 && !draining) setImmediate(drain);
        const job: Job = { id: nextId++, input, siteCode, resolve, reject };
        jobs.set(job.id, job);
        pending.push(job);
      });
    },
    document: (setting, route) => {
      if (++documentsAsked === DOCUMENTS_BEFORE_THREADS && !threads.length && !fatal) ensureWorkers(threadsAllowed() - 1);
      // (As many threads render documents as there are cores beside this thread's: each loads the
      // document's modules, and more would only take turns.)
      const free = (x: Thread) => !x.chunks.length && x.documents.length < DOCUMENTS_IN_FLIGHT;
      let t = threads.find((x) => documentThreads.has(x) && free(x));
      if (!t && documentThreads.size < threadsAllowed() - 1) {
        t = threads.find((x) => !documentThreads.has(x) && free(x));
        if (t) documentThreads.add(t);
      }
      if (!t || fatal) return undefined;
      let message;
      try {
        // (What cannot be posted — a config value that is a function, in what the site's components are bundled with — is rendered by the caller.)
        message = documentMessage(t.line, setting, route);
        t.worker.postMessage(message);
      } catch {
        t.line = { sidebars: new Set() };
        return undefined;
      }
      return new Promise<Uint8Array>((resolve, reject) => {
        t.documents.push({ resolve, reject });
        feed(t);
      });
    },
    keepForDocuments: () => {
      // (As many as document() takes; busy ones are kept, then the first idle ones.)
      const idle = threads.filter((t) => !t.chunks.length && !t.documents.length);
      const ending = idle.slice(Math.max(0, threadsAllowed() - 1 - (threads.length - idle.length)));
      for (const t of ending) threads.splice(threads.indexOf(t), 1);
      for (const t of [...ending, ...takeUnused()]) void t.worker.terminate();
    },
    get threads() {
      return Math.max(1, mostWorkers + (renderedHere ? 1 : 0));
    },
    close: () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      const all = [...threads, ...takeUnused().map(poolThread)];
      threads.length = 0;
      // (A thread ends once the documents it is rendering are back.)
      const idle = (t: Thread) => (t.documents.length ? new Promise<void>((resolve) => (t.onIdle = resolve)) : Promise.resolve());
      // (Each close waits for the threads of every close before it: ending a thread takes time.)
      closing = Promise.all([closing, ...all.map((t) => idle(t).then(() => t.worker.terminate()))]).then(() => undefined);
      return closing;
    },
  };
}

/** Why a worker stopped: past the time limit, an exit, or a failure outside any page's rendering. */
type Stop = { seconds: number } | { exit: number } | { failed: string };

function stopMessage(subject: string, why: Stop): string {
  if ('seconds' in why) return `${subject} did not finish in ${why.seconds} s: an endless loop, or a wait that never ends (in an expression, a component, or one of the site's plugins)`;
  if ('exit' in why) return `${subject} called process.exit(${why.exit}): docgen decides when it is done`;
  return `${subject} failed: ${why.failed}`;
}
