// The loads of the site's code in this thread: each importModule call is one, with an id its
// modules carry (urls.ts), whether a package that is not installed may stand for a placeholder,
// and the packages that did. Loads run one at a time in a thread, so that the CommonJS modules
// compiled meanwhile belong to the load under way.
import { threadId } from 'node:worker_threads';

export interface SiteLoad {
  id: string;
  /** A package that is not installed stands for a placeholder (its name added to `missing`). */
  lenient: boolean;
  missing: string[];
}

const loads = new Map<string, SiteLoad>();
let latest: SiteLoad | undefined;
let count = 0;
let queue: Promise<unknown> = Promise.resolve();

/** Runs `load` once the loads before it in this thread are done (or have given up waiting). */
export function inTurn<T>(load: () => Promise<T>): Promise<T> {
  const run = queue.then(load, load);
  queue = run.catch(() => undefined);
  return run;
}

export function beginLoad(missing: string[] | undefined): SiteLoad {
  const load: SiteLoad = { id: `${threadId}.${++count}`, lenient: !!missing, missing: missing ?? [] };
  loads.set(load.id, load);
  latest = load;
  return load;
}

export const loadById = (id: string | null | undefined): SiteLoad | undefined => (id ? loads.get(id) : undefined);

/**
 * The load CommonJS modules compiled now belong to: the one under way, or after it the last one
 * (a Docusaurus config function, called once its module has loaded, may still require files).
 */
export const currentLoad = (): SiteLoad | undefined => latest;
