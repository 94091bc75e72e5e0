// Worker thread entry (bundled to dist/b-…/markdown-worker.js): renders chunks of Markdown jobs
// for the build's render pool (render/pool.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { failedRendering, siteFrame } from '../guard/site-failure.ts';
import { codeAt, endJob, reportActivityTo, startJob } from '../guard/activity.ts';
import { DOCUMENT_JOB, LOADING_JOB } from '../guard/limits.ts';
import type { DocumentMessage, DocumentReply } from '../render/document-jobs.ts';
import { createRendererFromSettings, loadForSettings, loadMdxSupportFor, rememberNeedsMdx, type MarkdownInput, type MarkdownRenderer, type MarkdownResult, type RendererSettings, type SyncOrAsyncRenderer } from './pipeline.ts';

export interface WorkerRequest {
  settings: RendererSettings;
  inputs: MarkdownInput[];
  /** The pool's number of each input's job: this thread says which one it is running (guard/activity.ts). */
  jobs: number[];
  /** Whether each input needs MDX support, where the pool found it out already (pipeline.ts knownNeedsMdx). */
  needsMdx?: (boolean | undefined)[];
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
    // (The site's code failed: the page's problem, at the frame that threw. Else docgen's bug.)
    const root = settings.site?.root;
    const frame = root && (settings.plugins || input.mdx) ? siteFrame(e.stack, path.resolve(settings.site!.area ?? root), docgenRoot) : undefined;
    const at = frame?.file ? ` (at ${path.relative(root!, frame.file).split(path.sep).join('/')}:${frame.line}:${frame.column})` : '';
    if (frame) return { result: failedRendering(input, `the site's code failed while rendering this page: ${e.message}${at}`) };
    return { error: { message: e.message, stack: e.stack } };
  }
}

/** docgen's own folder (its package.json's): code there is docgen's, not the site's. */
const docgenRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
})();

// The pool watches what this thread runs, and stops it when a job takes too long.
const activity = (workerData as { activity?: SharedArrayBuffer } | null)?.activity;
if (activity) reportActivityTo(activity);

// Requests are answered in the order they came (the pool matches replies to them by order), MDX
// support loaded first when one needs it; one input at a time, so the pool knows which one runs.
let last = Promise.resolve();
// A page's document, once this thread's Markdown is done (render/document-jobs.ts): the document
// renderer is loaded on the first.
let documents: Promise<(message: DocumentMessage['document']) => DocumentReply> | undefined;
const loadDocuments = async () => {
  const [{ documentRenderer }, { renderDocument }, { siteLayout }] = await Promise.all([import('../render/document-jobs.ts'), import('../render/document.ts'), import('./mdx/site-layout.ts')]);
  return documentRenderer((setting, route) => {
    if (!setting.layout) return renderDocument(setting.site, route, setting.assets, setting.image);
    // (The site's components: its code, loaded and run in the time a page's code has.)
    startJob(DOCUMENT_JOB);
    codeAt(setting.layout.files[0] ?? 'the site theme');
    try {
      return renderDocument(setting.site, route, setting.assets, setting.image, siteLayout(setting.layout));
    } finally {
      endJob();
    }
  });
};
parentPort?.on('message', (message: WorkerRequest | DocumentMessage) => {
  if ('document' in message) {
    last = last.then(async () => {
      let reply: DocumentReply;
      try {
        reply = (await (documents ??= loadDocuments()))(message.document);
      } catch (err) {
        reply = { documentError: err instanceof Error ? err.message : String(err) };
      }
      parentPort!.postMessage(reply, reply.document ? [reply.document] : []);
    });
    return;
  }
  const { settings, inputs, jobs, needsMdx } = message;
  needsMdx?.forEach((answer, i) => answer !== undefined && rememberNeedsMdx(inputs[i], answer));
  last = last.then(async () => {
    try {
      // (Only the site's plugins are site code here: docgen's own modules load untimed, however busy the machine.)
      if (settings.plugins) {
        startJob(LOADING_JOB);
        codeAt(path.relative(settings.plugins.root, settings.plugins.configFile));
      }
      await loadForSettings(settings);
      await loadMdxSupportFor(inputs);
      endJob();
    } catch (err) {
      endJob();
      // (The site's plugins could not be loaded here: each page says so.)
      const e = err instanceof Error ? err : new Error(String(err));
      parentPort!.postMessage({ results: inputs.map(() => ({ error: { message: e.message, stack: e.stack } })) } satisfies WorkerReply);
      return;
    }
    const results: WorkerReply['results'] = [];
    for (const [i, input] of inputs.entries()) {
      startJob(jobs[i]);
      codeAt(input.file);
      results.push(await render(settings, input));
      endJob();
    }
    parentPort!.postMessage({ results } satisfies WorkerReply);
  });
});
