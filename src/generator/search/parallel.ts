// Builds the search indexes of several scopes (docs versions) at once: this thread builds the
// first, a worker thread the others. Runs from the sources (tests) build them all here.
import { Worker } from 'node:worker_threads';
import { bundledFile } from '../cache.ts';
import { buildSearchIndex } from './build-index.ts';
import type { SearchRecord } from './records.ts';

const workerFile = () => bundledFile('search-worker.js');

export async function buildSearchIndexes(jobs: { scope: string; records: SearchRecord[] }[]): Promise<Map<string, string>[]> {
  const file = workerFile();
  if (jobs.length < 2 || !file || Number(process.env.DOCGEN_THREADS) === 1) return jobs.map((j) => buildSearchIndex(j.records, j.scope).files);
  const worker = new Worker(file);
  try {
    // Replies come in the order of the requests.
    const waiting: { resolve: (files: Map<string, string>) => void; reject: (e: Error) => void }[] = [];
    worker.on('message', (m: { files?: [string, string][]; error?: string }) => {
      const next = waiting.shift();
      if (m.files) next?.resolve(new Map(m.files));
      else next?.reject(new Error(m.error));
    });
    worker.on('error', (e) => waiting.splice(0).forEach((w) => w.reject(e)));
    const others = Promise.all(
      jobs.slice(1).map((job) => {
        const reply = new Promise<Map<string, string>>((resolve, reject) => waiting.push({ resolve, reject }));
        worker.postMessage(job);
        return reply;
      }),
    );
    others.catch(() => {});
    const first = buildSearchIndex(jobs[0].records, jobs[0].scope).files;
    return [first, ...(await others)];
  } finally {
    await worker.terminate();
  }
}
