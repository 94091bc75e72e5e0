// What builds keep for each output folder (build/state.ts: its state, records and metas; the
// output manifest, emit/output.ts) is named by a hash of the folder's path: a project built into
// many folders over time (previews, temporary folders, a CI runner's) kept every one's, without
// end. Each build now notes beside its state which folder it is of, and after it has saved its own
// drops the sets of folders that no longer exist — unless a build into that folder is running (it
// holds the folder's lock: it reads its set as it goes, and makes the folder only as it finishes).
// A set that names no folder (kept by an older docgen) is dropped once it is a week old.
import fs from 'node:fs';
import path from 'node:path';
import { lockHeld } from '../emit/output-lock.ts';

/** The files of an output folder's set, by its key (the hash of its path). */
const setFiles = (cacheDir: string, key: string): string[] => [`state-${key}.bin`, `state-${key}.dir`, `output-${key}.json`, `records-${key}`, `metas-${key}`].map((name) => path.join(cacheDir, name));

/** Where a set names its output folder. */
export const stateFolderFile = (cacheDir: string, key: string): string => path.join(cacheDir, `state-${key}.dir`);

const SET_NAME = /^(?:state-(.+)\.(?:bin|dir)|output-(.+)\.json|records-(.+)|metas-(.+))$/;
const UNNAMED_SET_DAYS = 7;

/** Notes which output folder the set of `key` is of (best effort: a set without it is dropped only by age). */
export function noteStateFolder(cacheDir: string, key: string, outDir: string): void {
  try {
    fs.writeFileSync(stateFolderFile(cacheDir, key), outDir);
  } catch {
    // (Not noted: the set is kept for a week after its last use.)
  }
}

/** Drops the sets of output folders that are gone (see above); `own`: this build's key, kept. Returns the keys dropped. */
export function pruneStates(cacheDir: string, own: string, now = Date.now()): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(cacheDir);
  } catch {
    return [];
  }
  const keys = new Set<string>();
  for (const name of names) {
    const m = SET_NAME.exec(name);
    const key = m && (m[1] ?? m[2] ?? m[3] ?? m[4]);
    if (key && key !== own) keys.add(key);
  }
  const dropped: string[] = [];
  for (const key of keys) {
    // (Best effort: a set that cannot be looked at or deleted now stays; the build has its output.)
    try {
      if (!stale(cacheDir, key, now)) continue;
      for (const file of setFiles(cacheDir, key)) fs.rmSync(file, { recursive: true, force: true });
      dropped.push(key);
    } catch {
      continue;
    }
  }
  return dropped;
}

/** Whether a set can go: its folder is gone and no build into it runs; or it names none and is a week old. */
function stale(cacheDir: string, key: string, now: number): boolean {
  let outDir: string | undefined;
  try {
    outDir = fs.readFileSync(stateFolderFile(cacheDir, key), 'utf8');
  } catch {
    outDir = undefined;
  }
  if (outDir) return !fs.existsSync(outDir) && !lockHeld(outDir);
  const used = Math.max(0, ...setFiles(cacheDir, key).map((f) => fs.statSync(f, { throwIfNoEntry: false })?.mtimeMs ?? 0));
  return now - used > UNNAMED_SET_DAYS * 24 * 3600 * 1000;
}
