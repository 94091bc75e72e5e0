// esbuild's synchronous calls (a site module bundled while a page renders: mdx/site-components.ts)
// made, in a Markdown thread, by the main thread's esbuild: the thread asks over a message port and
// sleeps until the answer is there (Atomics.wait), as esbuild's own buildSync does with a thread
// of its own. So a build runs one esbuild, not one more per Markdown thread (each costs a tenth of a
// second to start, on a machine its pages keep busy), and a module every thread imports is bundled
// once: the main thread keeps each build's result while the site's files it read are unchanged.
// A thread with no main thread to ask (the main thread itself, a test), or whose answer does not
// come within ANSWER_MS, calls esbuild's own synchronous API.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, workerData, type MessagePort } from 'node:worker_threads';
import type * as Esbuild from 'esbuild';

const esbuild = createRequire(import.meta.url)('esbuild') as typeof Esbuild;

/** What a Markdown thread is given to reach the main thread's esbuild (in its workerData, as `esbuild`). */
export interface EsbuildLine {
  port: MessagePort;
  /** One Int32: set to 1 by the main thread when an answer is on the port. */
  signal: SharedArrayBuffer;
}

type Question = { op: 'build'; options: Esbuild.BuildOptions } | { op: 'transform'; input: string; options: Esbuild.TransformOptions };
type Request = Question & { id: number };
type Answer = { id: number; value?: unknown; error?: { message: string; errors?: Esbuild.Message[] } };

const ANSWER_MS = 60_000;

/** The main thread's side: a line for one thread, answered by its esbuild (`unref`: the line keeps no process alive). */
export function esbuildLine(): { line: EsbuildLine; transfer: MessagePort[] } {
  const { port1, port2 } = new MessageChannel();
  const signal = new SharedArrayBuffer(4);
  const flag = new Int32Array(signal);
  port1.on('message', async (request: Request) => {
    let answer: Answer;
    try {
      answer = { id: request.id, value: request.op === 'build' ? await built(request.options) : await esbuild.transform(request.input, request.options) };
    } catch (err) {
      const e = err as { message?: string; errors?: Esbuild.Message[] };
      answer = { id: request.id, error: { message: String(e.message ?? err), errors: e.errors } };
    }
    port1.postMessage(answer);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  });
  port1.unref();
  return { line: { port: port2, signal }, transfer: [port2] };
}

/** What a build gives a thread: its output files' paths and bytes, and its metafile. */
interface Built {
  outputFiles: { path: string; contents: Uint8Array }[];
  metafile?: Esbuild.Metafile;
}

/** Builds kept by their options while the files they read (the site's own, not its packages') are unchanged. */
const builds = new Map<string, { done: Promise<Built>; files?: string[]; stamp?: string }>();
const MAX_BUILDS = 500;
let buildsRun = 0;
/** How many builds the main thread's esbuild has run for threads (a test's measure of what was kept). */
export const threadBuildsRun = (): number => buildsRun;

async function built(options: Esbuild.BuildOptions): Promise<Built> {
  const key = JSON.stringify(options);
  const had = builds.get(key);
  if (had && (!had.files || stampOf(had.files) === had.stamp)) return had.done;
  if (builds.size >= MAX_BUILDS) builds.clear();
  buildsRun++;
  const entry: { done: Promise<Built>; files?: string[]; stamp?: string } = {
    done: esbuild.build({ ...options, write: false }).then((result) => {
      entry.files = Object.keys(result.metafile?.inputs ?? {})
        .filter((f) => !f.includes(':'))
        .map((f) => path.resolve(options.absWorkingDir ?? process.cwd(), f));
      entry.stamp = stampOf(entry.files);
      return { outputFiles: (result.outputFiles ?? []).map((f) => ({ path: f.path, contents: f.contents })), metafile: result.metafile };
    }),
  };
  entry.done.catch(() => builds.delete(key));
  builds.set(key, entry);
  return entry.done;
}

/** The times and sizes of the site's own files among `files` (not its packages'). */
export function stampOf(files: string[]): string {
  return files
    .filter((f) => !f.includes(`${path.sep}node_modules${path.sep}`))
    .map((f) => {
      const stat = fs.statSync(f, { throwIfNoEntry: false });
      return stat ? `${stat.mtimeMs}:${stat.size}` : '-';
    })
    .join(',');
}

const line = (workerData as { esbuild?: EsbuildLine } | null)?.esbuild;
let nextId = 0;

/** An answer from the main thread, or undefined when none came in time. */
function ask(request: Question): Answer | undefined {
  if (!line) return undefined;
  const flag = new Int32Array(line.signal);
  const id = ++nextId;
  Atomics.store(flag, 0, 0);
  line.port.postMessage({ ...request, id });
  const deadline = Date.now() + ANSWER_MS;
  for (;;) {
    const message = receiveMessageOnPort(line.port)?.message as Answer | undefined;
    // (An answer to an earlier question that timed out is let go.)
    if (message?.id === id) return message;
    if (message) continue;
    const left = deadline - Date.now();
    if (left <= 0 || Atomics.wait(flag, 0, 0, left) === 'timed-out') return undefined;
    Atomics.store(flag, 0, 0);
  }
}

/** What failed, as esbuild's own error (its `errors`, which callers read). */
function failure(error: NonNullable<Answer['error']>): Error {
  return Object.assign(new Error(error.message), { errors: error.errors ?? [] });
}

const decoder = new TextDecoder();

/** esbuild's buildSync (`write: false`): by the main thread's esbuild where it can be asked. */
export function buildSync(options: Esbuild.BuildOptions & { write: false; metafile: true }): Esbuild.BuildResult<{ write: false; metafile: true }> {
  const answer = ask({ op: 'build', options });
  if (!answer) return esbuild.buildSync(options);
  if (answer.error) throw failure(answer.error);
  const value = answer.value as Built;
  const outputFiles = value.outputFiles.map((f) => ({ path: f.path, contents: f.contents, hash: '', get text() { return decoder.decode(f.contents); } }));
  return { errors: [], warnings: [], outputFiles, metafile: value.metafile!, mangleCache: undefined } as unknown as Esbuild.BuildResult<{ write: false; metafile: true }>;
}

/** esbuild's transformSync: by the main thread's esbuild where it can be asked. */
export function transformSync(input: string, options: Esbuild.TransformOptions): Esbuild.TransformResult {
  const answer = ask({ op: 'transform', input, options });
  if (!answer) return esbuild.transformSync(input, options);
  if (answer.error) throw failure(answer.error);
  return answer.value as Esbuild.TransformResult;
}
