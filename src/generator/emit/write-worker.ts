// Worker thread entry (bundled to dist/b-…/write-worker.js): writes the output files the build
// gives it, in order, counting each one done in shared memory (see write-thread.ts).
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { WriteFailure, WriteRequest, WriteThreadData } from './write-thread.ts';
import { writeContent } from './write-file.ts';

const { done: shared, failures } = workerData as WriteThreadData;
const done = new Int32Array(shared);
const dirs = new Set<string>();

// (Writes come in batches, in order.)
parentPort?.on('message', (batch: WriteRequest[]) => {
  for (const request of batch) write(request);
});

function write({ file, content, rel, from }: WriteRequest): void {
  try {
    const dir = path.dirname(file);
    if (!dirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      dirs.add(dir);
    }
    writeContent(file, content);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    failures.postMessage({ rel, from, code: e.code, message: e.message } satisfies WriteFailure);
  }
  Atomics.add(done, 0, 1);
  Atomics.notify(done, 0);
}
