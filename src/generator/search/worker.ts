// Worker thread entry (bundled to dist/b-…/search-worker.js): builds the search index of one
// scope while the build's own thread builds another (see parallel.ts).
import { parentPort } from 'node:worker_threads';
import { buildSearchIndex } from './build-index.ts';
import type { SearchRecord } from './records.ts';

parentPort?.on('message', ({ scope, records }: { scope: string; records: SearchRecord[] }) => {
  try {
    parentPort!.postMessage({ files: [...buildSearchIndex(records, scope).files] });
  } catch (err) {
    parentPort!.postMessage({ error: err instanceof Error ? err.stack ?? err.message : String(err) });
  }
});
