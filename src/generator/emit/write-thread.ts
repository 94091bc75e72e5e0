// Writes output files on a thread of its own, so that the build's thread renders the next page
// while the file system takes the last one (creating a file costs a few tenths of a millisecond,
// tens of thousands of times in a large build). Writes are done in the order given. `settle()`
// waits, synchronously, until every write given so far is done, and reports the first that failed;
// the writer settles before it reads back a file it wrote and before it commits the build.
// Runs from the sources (tests), or with DOCGEN_THREADS=1, there is no thread: see OutputWriter.
import { MessageChannel, Worker, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { bundledFile } from '../cache.ts';
import { utf8 } from '../utf8.ts';

export interface WriteRequest {
  /** Absolute path of the file. */
  file: string;
  content: string | Uint8Array;
  /** Named in the failure report (the output path, relative, and the source of a copy). */
  rel: string;
  from?: string;
}

export interface WriteFailure {
  rel: string;
  from?: string;
  code?: string;
  message: string;
}

export interface WriteThreadData {
  done: SharedArrayBuffer;
  failures: MessagePort;
}

/** Writes given but not done past which the build waits (their contents are held until written). */
const MAX_BEHIND = 512;
/** How long the build waits for a write before it gives up on the thread. */
const STALL_MS = 120_000;

export class WriteThread {
  private readonly worker: Worker;
  private readonly done: Int32Array;
  private readonly failures: MessagePort;
  private sent = 0;

  private constructor(file: string) {
    const shared = new SharedArrayBuffer(4);
    this.done = new Int32Array(shared);
    const { port1, port2 } = new MessageChannel();
    this.failures = port1;
    this.worker = new Worker(file, { workerData: { done: shared, failures: port2 } satisfies WriteThreadData, transferList: [port2] });
    this.worker.unref();
    port1.unref();
  }

  /** A write thread, when the bundled worker is there to run one. */
  static start(): WriteThread | undefined {
    const file = Number(process.env.DOCGEN_THREADS) === 1 ? undefined : bundledFile('write-worker.js');
    return file ? new WriteThread(file) : undefined;
  }

  /** Queues a write; throws the first failure reported so far. */
  write(request: WriteRequest): void {
    // A text is encoded here and its bytes handed over, not copied: posted as a string, a page would
    // be copied twice on its way (and encoded in the thread all the same).
    if (typeof request.content === 'string') {
      const bytes = utf8(request.content);
      this.worker.postMessage({ ...request, content: bytes }, [bytes.buffer]);
    } else this.worker.postMessage(request);
    this.sent++;
    if (this.sent - Atomics.load(this.done, 0) > MAX_BEHIND) this.waitFor(this.sent - MAX_BEHIND / 2);
    else this.throwFailure();
  }

  /** Waits until every write given so far is done; throws the first that failed. */
  settle(): void {
    this.waitFor(this.sent);
  }

  private waitFor(target: number): void {
    let seen = Atomics.load(this.done, 0);
    let since = Date.now();
    while (seen < target) {
      Atomics.wait(this.done, 0, seen, 1000);
      const now = Atomics.load(this.done, 0);
      if (now !== seen) since = Date.now();
      else if (Date.now() - since > STALL_MS) throw new Error(`the output writer thread stopped (${target - now} files not written)`);
      seen = now;
    }
    this.throwFailure();
  }

  private throwFailure(): void {
    const failure = receiveMessageOnPort(this.failures)?.message as WriteFailure | undefined;
    if (failure) throw Object.assign(new Error(failure.message), { code: failure.code, rel: failure.rel, from: failure.from });
  }

  async close(): Promise<void> {
    this.failures.close();
    await this.worker.terminate();
  }
}
