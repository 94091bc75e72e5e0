// Worker thread entry (bundled to dist/b-…/markdown-worker.js): renders chunks of Markdown jobs
// for the build's render pool (render/pool.ts).
import { parentPort } from 'node:worker_threads';
import { createRendererFromSettings, loadMdxSupport, needsMdx, type MarkdownInput, type MarkdownRenderer, type MarkdownResult, type RendererSettings } from './pipeline.ts';

export interface WorkerRequest {
  settings: RendererSettings;
  inputs: MarkdownInput[];
}
export interface WorkerReply {
  results: ({ result: MarkdownResult } | { error: { message: string; stack?: string } })[];
}

const renderers = new Map<string, MarkdownRenderer>();

function render(settings: RendererSettings, input: MarkdownInput): WorkerReply['results'][number] {
  const key = JSON.stringify(settings);
  let renderer = renderers.get(key);
  if (!renderer) renderers.set(key, (renderer = createRendererFromSettings(settings)));
  try {
    return { result: renderer(input) };
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
    if (inputs.some(needsMdx)) await loadMdxSupport();
    parentPort!.postMessage({ results: inputs.map((input) => render(settings, input)) } satisfies WorkerReply);
  });
});
