// Renders Markdown on every core: a pool of worker threads (piscina) running the same pipeline.
// Small jobs, and runs from the TypeScript sources (tests), render in this thread instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { createRendererFromSettings, type AsyncMarkdownRenderer, type RendererSettings } from '../markdown/pipeline.ts';

export interface RenderPool {
  render: AsyncMarkdownRenderer;
  threads: number;
  close(): Promise<void>;
}

/** The bundled worker next to the running bundle (dist/), if there is one. */
function workerFile(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const file = path.join(here, 'markdown-worker.js');
  return fs.existsSync(file) ? file : undefined;
}

export function createRenderPool(settings: RendererSettings, expectedJobs: number): RenderPool {
  const file = workerFile();
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  const threads = Math.max(1, Math.min(cores, Number(process.env.DOCGEN_THREADS) || cores));
  if (!file || threads < 2 || expectedJobs < 16) {
    const render = createRendererFromSettings(settings);
    return { render: async (input) => render(input), threads: 1, close: async () => {} };
  }
  const pool = new Piscina({ filename: pathToFileURL(file).href, minThreads: threads, maxThreads: threads, idleTimeout: 1000 });
  return {
    render: (input) => pool.run({ settings, input }),
    threads,
    close: () => pool.destroy(),
  };
}
