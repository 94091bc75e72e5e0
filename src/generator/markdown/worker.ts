// Worker thread entry (bundled to dist/b-…/markdown-worker.js): renders chunks of Markdown jobs
// for the build's render pool (render/pool.ts).
import { parentPort } from 'node:worker_threads';
import { createRendererFromSettings, loadForSettings, loadMdxSupport, needsMdx, type MarkdownInput, type MarkdownRenderer, type MarkdownResult, type RendererSettings, type SyncOrAsyncRenderer } from './pipeline.ts';

export interface WorkerRequest {
  settings: RendererSettings;
  inputs: MarkdownInput[];
}
export interface WorkerReply {
  results: ({ result: MarkdownResult } | { error: { message: string; stack?: string } })[];
}

const renderers = new Map<string, MarkdownRenderer>();

async function render(settings: RendererSettings, input: MarkdownInput): Promise<WorkerReply['results'][number]> {
  const key = JSON.stringify(settings);
  let renderer = renderers.get(key);
  if (!renderer) renderers.set(key, (renderer = createRendererFromSettings(settings)));
  try {
    // (A promise with the site's own plugins: see SyncOrAsyncRenderer.)
    return { result: await (renderer as SyncOrAsyncRenderer)(input) };
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    return { error: { message: e.message, stack: e.stack } };
  }
}

// Requests are answered in the order they came (the pool matches replies to them by order), MDX
// support loaded first when one needs it.
let last = Promise.resolve();
parentPort?.on('message', ({ settings, inputs }: WorkerRequest) => {
  last = last.then(async () => {
    try {
      await loadForSettings(settings);
    } catch (err) {
      // (The site's plugins could not be loaded here: each page says so.)
      const e = err instanceof Error ? err : new Error(String(err));
      parentPort!.postMessage({ results: inputs.map(() => ({ error: { message: e.message, stack: e.stack } })) } satisfies WorkerReply);
      return;
    }
    if (inputs.some(needsMdx)) await loadMdxSupport();
    parentPort!.postMessage({ results: await Promise.all(inputs.map((input) => render(settings, input))) } satisfies WorkerReply);
  });
});
