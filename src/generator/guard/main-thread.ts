// The site's code that runs in docgen's own thread (its config and sidebars while they load, a
// config function) and what guards it:
// - a time limit that fires even when that code blocks the thread (an endless loop, a wait on a
//   worker that never answers): a watchdog thread, which this thread tells what it runs and until
//   when; past the limit it prints an error naming the file, releases the output folder's lock
//   and stops the process (nothing else can stop a blocked thread);
// - an exit that docgen did not decide (the site's code calls `process.exit`, or nothing is left
//   to wait for while a promise of it never settles) is a failure with a message naming the code
//   that ran, whatever status that code asked for; the lock is released.
import fs from 'node:fs';
import { isMainThread, Worker } from 'node:worker_threads';
import { siteCodeTimeoutMs } from './limits.ts';

// The watchdog: CommonJS run from a string (it needs no module of docgen's). Slots: [active,
// message length], then the deadline (ms since the epoch), then the message.
const WATCHDOG = `
const { workerData, parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const ints = new Int32Array(workerData, 0, 2);
const deadline = new Float64Array(workerData, 8, 1);
const text = new Uint8Array(workerData, 16);
const locks = new Set();
parentPort.on('message', (m) => (m.add ? locks.add(m.add) : locks.delete(m.remove)));
setInterval(() => {
  if (!Atomics.load(ints, 0) || Date.now() < deadline[0]) return;
  fs.writeSync(2, Buffer.from(text.slice(0, Atomics.load(ints, 1))));
  for (const lock of locks) {
    try { if (JSON.parse(fs.readFileSync(lock, 'utf8')).pid === process.pid) fs.rmSync(lock, { force: true }); } catch {}
  }
  process.kill(process.pid, 'SIGKILL');
}, 200);
`;
const MESSAGE_BYTES = 4096;
/** After the limit, what settles by itself (a promise that times out) has this long to be reported the usual way. */
const GRACE_MS = 2_000;

let watchdog: { worker: Worker; ints: Int32Array; deadline: Float64Array; text: Uint8Array } | undefined;

function theWatchdog(): NonNullable<typeof watchdog> {
  if (watchdog) return watchdog;
  const buffer = new SharedArrayBuffer(16 + MESSAGE_BYTES);
  const worker = new Worker(WATCHDOG, { eval: true, workerData: buffer });
  worker.unref();
  watchdog = { worker, ints: new Int32Array(buffer, 0, 2), deadline: new Float64Array(buffer, 8, 1), text: new Uint8Array(buffer, 16) };
  for (const lock of locks) worker.postMessage({ add: lock });
  return watchdog;
}

/** What of the site's code runs now in this thread (outermost first). */
const running: string[] = [];
let decided = false;
let exitCalled: number | undefined;
const locks = new Set<string>();

/**
 * Runs a step of the site's code in this thread under the time limit. `file`: the file as the user
 * knows it; `what`: what runs ("the config", "the sidebars").
 */
export async function runSiteCode<T>(file: string, what: string, step: () => T | Promise<T>): Promise<T> {
  // (In a render worker, the pool that runs it keeps the time: render/pool.ts.)
  if (!isMainThread) return step();
  const w = theWatchdog();
  const outermost = running.length === 0;
  running.push(`${what} (${file})`);
  if (outermost) {
    const limit = siteCodeTimeoutMs();
    const message = `${file}  ${what} did not finish in ${limit / 1000} s: an endless loop, or a wait that never ends, in it or in a package it uses; docgen stopped\n\n✖ 1 error\n`;
    const { written = 0 } = new TextEncoder().encodeInto(message, w.text);
    Atomics.store(w.ints, 1, written);
    w.deadline[0] = Date.now() + limit + GRACE_MS;
    Atomics.store(w.ints, 0, 1);
  }
  try {
    return await step();
  } finally {
    running.pop();
    if (outermost) Atomics.store(w.ints, 0, 0);
  }
}

/** An output folder's lock file: released however the process ends. */
export function holdLock(lock: string): () => void {
  locks.add(lock);
  watchdog?.worker.postMessage({ add: lock });
  return () => {
    locks.delete(lock);
    watchdog?.worker.postMessage({ remove: lock });
  };
}

/** docgen's command has done its work (or failed in a way it reported): the process may end as it is set to. */
export function commandDone(): void {
  decided = true;
}

/** Watches how the process ends (see the head of this file). Once, at the start of a command. */
export function guardExit(releaseLock: (lock: string) => void): void {
  const realExit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) => {
    if (!decided || running.length) exitCalled = Number(code ?? process.exitCode ?? 0);
    return realExit(code as number | undefined);
  }) as typeof process.exit;
  process.on('exit', (code) => {
    if (!decided || running.length) {
      const during = running.length ? ` while running ${running[running.length - 1]}` : '';
      const why = exitCalled !== undefined ? `process.exit(${exitCalled}) was called${during}: docgen decides when it is done` : `nothing was left to wait for${during} before docgen was done (a promise that never settles)`;
      fs.writeSync(2, `docgen did not finish: ${why}\n\n✖ 1 error\n`);
      if (!code) process.exitCode = 1;
    }
    for (const lock of locks) releaseLock(lock);
  });
}
