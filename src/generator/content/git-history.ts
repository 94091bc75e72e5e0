// When each file of the project was last changed, by whom: its last commit, from one `git log` of
// the whole project (never a process per page). Outside a Git repository, or without git, nothing
// is known and nothing is said: pages then show no last update.
import { execFile } from 'node:child_process';

export interface LastCommit {
  /** The commit's time (committer date), in milliseconds since the epoch. */
  time: number;
  /** Its author's name. */
  author: string;
}

/**
 * Each file's last commit, by its path relative to `root` ('/' separated), for the files under
 * `paths` (relative to `root`; all of them when none are given).
 */
export function lastCommits(root: string, paths: string[] = []): Promise<Map<string, LastCommit>> {
  // One record per commit, newest first: "\x1e<time>\x1f<author>\0" then its files, each ending in
  // "\0" (-z: names as they are, never quoted). --relative: paths relative to the root.
  const args = ['log', '--format=%x1e%ct%x1f%an', '--name-only', '--no-renames', '--relative', '-z', '--', ...(paths.length ? paths : ['.'])];
  return new Promise((resolve) => {
    execFile('git', args, { cwd: root, maxBuffer: 1024 * 1024 * 1024, encoding: 'utf8', windowsHide: true }, (err, stdout) => {
      resolve(err ? new Map() : parseLog(stdout));
    });
  });
}

/** `git log` output of the format above → each file's first (newest) commit. */
export function parseLog(out: string): Map<string, LastCommit> {
  const files = new Map<string, LastCommit>();
  for (const record of out.split('\x1e')) {
    const headEnd = record.indexOf('\0');
    if (headEnd < 0) continue;
    const [time, author = ''] = record.slice(0, headEnd).split('\x1f');
    const commit = { time: Number(time) * 1000, author };
    if (!Number.isFinite(commit.time)) continue;
    for (const name of record.slice(headEnd + 1).split('\0')) {
      const file = name.replace(/^\n/, '');
      if (file && !files.has(file)) files.set(file, commit);
    }
  }
  return files;
}
