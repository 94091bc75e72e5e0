// docgen clear: removes what docgen made in the project, as Docusaurus' clear does for its own
// folders: the build cache (.docgen/), the output folder of `docgen build` and what a killed build
// left beside it (<out>.docgen-journal and its .tmp-<pid>, <out>.tmp-<pid>, <out>.old-<pid>). Nothing else: an output
// folder outside the project, or one that holds or lies in the site's sources, is refused, and so is
// one another docgen build is writing to.
import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, fsReason, problem } from './errors.ts';
import { loadConfig } from './config/load.ts';
import { contentPaths } from './config/schema.ts';
import { outputFolderConflict } from './emit/output-folder.ts';
import { lockOutput } from './emit/output-lock.ts';
import { asideFolders, journalFileOf, journalTmps } from './emit/commit-journal.ts';

export interface ClearOptions {
  root: string;
  configFile: string;
  /** The output folder of the builds (relative to the root), `build` by default. */
  outDir: string;
}

/** Removes docgen's folders; returns what was removed (relative to the root), with what each was. */
export async function clearSite(options: ClearOptions): Promise<{ path: string; what: string }[]> {
  const { root } = options;
  const { config } = await loadConfig(options.configFile, root);
  const outDir = path.resolve(root, options.outDir);
  const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
  if (!outDir.startsWith(root + path.sep)) {
    throw new DocgenError(problem(options.outDir, `docgen clear removes only folders inside the project (${root}); give an output folder inside it, e.g. --out build`));
  }
  const sources = [{ path: path.resolve(options.configFile), what: 'the config file' }, ...contentPaths(config).map((p) => ({ path: path.resolve(root, p.path), what: p.what }))];
  const conflict = outputFolderConflict(outDir, root, sources);
  if (conflict) throw new DocgenError(problem(options.outDir, `not removed: this is no output folder of docgen's: ${conflict}`));

  // (No folder to hold the output: nothing of it to remove, and no lock to take.)
  const release = fs.existsSync(path.dirname(outDir)) ? lockOutput(outDir, options.outDir) : () => {};
  const removed: { path: string; what: string }[] = [];
  try {
    const leftBeside = [...asideFolders(outDir), ...journalTmps(outDir)];
    const targets = [
      { path: path.join(root, '.docgen'), what: 'the build cache' },
      { path: outDir, what: 'the built site' },
      { path: journalFileOf(outDir), what: "a killed build's commit journal" },
      ...leftBeside.map((p) => ({ path: p, what: 'left by a killed build' })),
    ];
    for (const target of targets) {
      if (!fs.existsSync(target.path)) continue;
      try {
        fs.rmSync(target.path, { recursive: true, force: true });
      } catch (err) {
        throw new DocgenError(problem(rel(target.path), `cannot remove it: ${fsReason(err)}`));
      }
      removed.push({ path: rel(target.path), what: target.what });
    }
  } finally {
    release();
  }
  return removed;
}
