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
/**
 * Writes handed over in one message, at most (and bytes): a message costs the build's thread more
 * than its bytes do, and wakes the writer's. A batch goes when full, and before the build waits.
 */
const BATCH_WRITES = 32;
const BATCH_BYTES = 2 * 1024 * 1024;
/** How long the build waits for a write before it gives up on the thread. */
const STALL_MS = 120_000;

export class WriteThread {
  private readonly worker: Worker;
  private readonly done: Int32Array;
  private readonly failures: MessagePort;
  private sent = 0;
  private batch: WriteRequest[] = [];
  private batchBytes = 0;
  private handedOver: ArrayBuffer[] = [];

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

  /** Queues a write (bytes given are read when their batch goes: they must not change after); throws the first failure reported so far. */
  write(request: WriteRequest): void {
    // A text is encoded here and its bytes handed over, not copied: posted as a string, a page would
    // be copied twice on its way (and encoded in the thread all the same).
    if (typeof request.content === 'string') {
      const bytes = utf8(request.content);
      this.handedOver.push(bytes.buffer);
      request = { ...request, content: bytes };
    }
    this.batch.push(request);
    this.batchBytes += request.content.length;
    this.sent++;
    if (this.batch.length >= BATCH_WRITES || this.batchBytes >= BATCH_BYTES) this.flush();
    if (this.sent - Atomics.load(this.done, 0) > MAX_BEHIND) this.waitFor(this.sent - MAX_BEHIND / 2);
    else this.throwFailure();
  }

  /** Hands the writes queued so far to the thread. */
  private flush(): void {
    if (!this.batch.length) return;
    this.worker.postMessage(this.batch, this.handedOver);
    this.batch = [];
    this.batchBytes = 0;
    this.handedOver = [];
  }

  /** Waits until every write given so far is done; throws the first that failed. */
  settle(): void {
    this.waitFor(this.sent);
  }

  private waitFor(target: number): void {
    this.flush();
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
