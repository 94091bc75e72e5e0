// Renders Markdown on every core: a pool of worker threads (piscina) running the same pipeline.
// Small jobs, and runs from the TypeScript sources (tests), render in this thread instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { createRendererFromSettings, type AsyncMarkdownRenderer, type MarkdownInput, type MarkdownResult, type RendererSettings } from '../markdown/pipeline.ts';

export interface RenderPool {
  render: AsyncMarkdownRenderer;
  threads: number;
  close(): Promise<void>;
}

/** The bundled worker next to the running bundle (dist/), if there is one. */
function workerFile(): string | undefined {
  let here = path.dirname(fileURLToPath(import.meta.url));
  if (path.basename(here) === 'chunks') here = path.dirname(here);
  const file = path.join(here, 'markdown-worker.js');
  return fs.existsSync(file) ? file : undefined;
}

const MIN_PARALLEL_JOBS = 16;

export function createRenderPool(settings: RendererSettings, expectedJobs: number): RenderPool {
  const file = workerFile();
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  const threads = Math.max(1, Math.min(cores, Number(process.env.DOCGEN_THREADS) || cores));
  if (!file || threads < 2 || expectedJobs < MIN_PARALLEL_JOBS) {
    const render = createRendererFromSettings(settings);
    return { render: async (input) => render(input), threads: 1, close: async () => {} };
  }
  // Requests are collected for one turn of the event loop: a build asks for all its pages at
  // once. Threads start only for a batch large enough to repay their start-up; a build served
  // mostly from the cache renders its few changed pages in this thread.
  let pool: Piscina | undefined;
  let inline: ReturnType<typeof createRendererFromSettings> | undefined;
  let queue: { input: MarkdownInput; resolve: (r: MarkdownResult) => void; reject: (e: unknown) => void }[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    if (!pool && batch.length >= MIN_PARALLEL_JOBS) pool = new Piscina({ filename: pathToFileURL(file).href, minThreads: threads, maxThreads: threads, idleTimeout: 1000 });
    for (const job of batch) {
      if (pool) pool.run({ settings, input: job.input }).then(job.resolve, job.reject);
      else {
        try {
          job.resolve((inline ??= createRendererFromSettings(settings))(job.input));
        } catch (err) {
          job.reject(err);
        }
      }
    }
  };
  return {
    render: (input) =>
      new Promise((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ input, resolve, reject });
      }),
    threads,
    close: async () => {
      await pool?.destroy();
    },
  };
}
