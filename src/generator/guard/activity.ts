// What a thread is running now, written where another thread can read it while this one is stuck
// (an endless loop, a wait that never ends): the job (a number, 0 when idle), since when, and where
// in the site's code it is (file, line, column: the MDX expression or component being run). The
// thread that runs site code writes it; the one that watches it reads it (render/pool.ts). Writing
// costs a few stores; nothing is sent.
const FILE_BYTES = 2048;
// Int32 slots: job, line, column, file length; then the start time (a Float64), then the file.
const JOB = 0;
const LINE = 1;
const COLUMN = 2;
const FILE_LENGTH = 3;
const SINCE_OFFSET = 16;
const FILE_OFFSET = 24;

export interface ActivityView {
  ints: Int32Array;
  since: Float64Array;
  file: Uint8Array;
}

export interface CodePosition {
  file: string;
  line?: number;
  column?: number;
}

/** A buffer for one thread's activity (shared with the thread that watches it). */
export function createActivityBuffer(): SharedArrayBuffer {
  return new SharedArrayBuffer(FILE_OFFSET + FILE_BYTES);
}

export function viewOf(buffer: SharedArrayBuffer): ActivityView {
  return { ints: new Int32Array(buffer, 0, 4), since: new Float64Array(buffer, SINCE_OFFSET, 1), file: new Uint8Array(buffer, FILE_OFFSET, FILE_BYTES) };
}

// This thread's own view (a private buffer until a watcher gives one: nothing reads it then).
let mine: ActivityView = viewOf(createActivityBuffer());
let lastFile = '';
const encoder = new TextEncoder();

/** Makes this thread write its activity into a buffer another thread reads. */
export function reportActivityTo(buffer: SharedArrayBuffer): void {
  mine = viewOf(buffer);
  lastFile = '';
}

/** This thread starts a job (a positive number) now; its code position is cleared. */
export function startJob(job: number): void {
  mine.since[0] = Date.now();
  Atomics.store(mine.ints, LINE, 0);
  Atomics.store(mine.ints, FILE_LENGTH, 0);
  lastFile = '';
  Atomics.store(mine.ints, JOB, job);
}

export function endJob(): void {
  Atomics.store(mine.ints, JOB, 0);
}

/** The site's code this thread runs next is at this place (a page's expression, a component it renders). */
export function codeAt(file: string, line?: number, column?: number): void {
  if (file !== lastFile) {
    const { written = 0 } = encoder.encodeInto(file, mine.file);
    Atomics.store(mine.ints, FILE_LENGTH, written);
    lastFile = file;
  }
  Atomics.store(mine.ints, COLUMN, column ?? 0);
  Atomics.store(mine.ints, LINE, line ?? 0);
}

/** What the thread that writes into a buffer is running: its job and since when (none when idle). */
export function jobOf(view: ActivityView): { job: number; since: number } | undefined {
  const job = Atomics.load(view.ints, JOB);
  return job ? { job, since: view.since[0] } : undefined;
}

/** Where in the site's code that thread last was (undefined when it has not run any in this job). */
export function positionOf(view: ActivityView): CodePosition | undefined {
  const length = Atomics.load(view.ints, FILE_LENGTH);
  if (!length) return undefined;
  const line = Atomics.load(view.ints, LINE);
  const column = Atomics.load(view.ints, COLUMN);
  const file = new TextDecoder().decode(view.file.slice(0, length));
  return { file, ...(line ? { line } : {}), ...(line && column ? { column } : {}) };
}
