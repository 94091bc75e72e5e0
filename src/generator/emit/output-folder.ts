// The output folder as a whole: where a build may write (not into the project's sources), what
// stands in its way, and the clean-up of previous outputs and emptied folders (the commit of a
// build is commit-journal.ts's).
import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, problem } from '../errors.ts';
import { spawn } from 'node:child_process';

/** Removes `rel` (a folder inside `root`) and the folders above it, as long as they are empty. */
export function removeEmptyFolders(root: string, rel: string): void {
  for (let dir = rel; dir && dir !== '.' && dir !== path.sep; dir = path.dirname(dir)) {
    try {
      fs.rmdirSync(path.join(root, dir));
    } catch {
      return; // not empty (or gone already)
    }
  }
}

/** Deletes folders from a detached process, so that this one can end; where that fails, here. */
export function removeInBackground(dirs: string[]): void {
  try {
    const child = spawn(process.execPath, ['-e', 'for (const d of process.argv.slice(1)) require("node:fs").rmSync(d, { recursive: true, force: true })', ...dirs], { detached: true, stdio: 'ignore' });
    child.on('error', () => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
    child.unref();
  } catch {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}

/** The output path itself, or the nearest existing folder above it, when that is not a folder. */
export function fileInTheWay(outDir: string): string | undefined {
  for (let p = outDir; ; p = path.dirname(p)) {
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(p);
    } catch {
      stat = undefined;
    }
    if (stat) return stat.isDirectory() ? undefined : p;
    if (path.dirname(p) === p) return undefined;
  }
}

/** Fails when the output path is a file, or lies under one (`display`: the path as the user knows it). */
export function checkOutputPath(outDir: string, display: string, show: (p: string) => string = (p) => p): void {
  const blocker = fileInTheWay(outDir);
  if (blocker === outDir) throw new DocgenError(problem(display, 'cannot write the output here: it is a file, not a folder; pass --out a folder (it is replaced by the build)'));
  if (blocker) throw new DocgenError(problem(display, `cannot create the output folder: ${show(blocker)} is a file, not a folder`));
}

/**
 * Why a folder cannot be the output folder, if it cannot: a build replaces the whole folder, so it
 * must not hold the project or its sources, and must not lie inside a source folder (its pages
 * would be read as content). `sources`: absolute paths with what they are.
 */
export function outputFolderConflict(outDir: string, root: string, sources: { path: string; what: string }[]): string | undefined {
  const within = (inner: string, outer: string) => inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : outer + path.sep);
  const rel = (p: string) => path.relative(root, p).split(path.sep).join('/') || '.';
  if (within(root, outDir)) return 'it holds the whole project, and a build replaces its output folder entirely; use a folder of its own, e.g. --out build';
  for (const s of sources) {
    if (within(s.path, outDir)) return `it holds ${s.what} (${rel(s.path)}), and a build replaces its output folder entirely; use a folder of its own, e.g. --out build`;
    if (within(outDir, s.path)) return `it is inside ${s.what} (${rel(s.path)}), where the built pages would be read as content; use a folder of its own, e.g. --out build`;
  }
  return undefined;
}
