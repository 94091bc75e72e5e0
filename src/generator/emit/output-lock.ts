// One build at a time into an output folder: a lock file beside the folder (<out>.docgen-lock)
// names the process that holds it. A lock left by a process that no longer runs (killed, or the
// machine restarted) is taken over.
import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, fsReason, problem } from '../errors.ts';
import { holdLock } from '../guard/main-thread.ts';

interface LockOwner {
  pid: number;
  started: string;
  command: string;
}

export const lockFileOf = (outDir: string): string => `${outDir.replace(/[\\/]$/, '')}.docgen-lock`;

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lock: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(lock, 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a running process (another build, or this one) holds the lock of an output folder. */
export function lockHeld(outDir: string): boolean {
  const owner = ownerOf(lockFileOf(outDir));
  return owner !== undefined && running(owner.pid);
}

/**
 * Takes the lock of an output folder for this process; returns its release. `display`: the output
 * folder as the user knows it. Another running build holding it is an error naming that process.
 */
export function lockOutput(outDir: string, display: string): () => void {
  const lock = lockFileOf(outDir);
  const tmp = `${lock}.tmp-${process.pid}`;
  const me: LockOwner = { pid: process.pid, started: new Date().toISOString(), command: process.argv.slice(1).join(' ') };
  const cannot = (err: unknown) => new DocgenError(problem(display, `cannot build into this folder: ${fsReason(err)} (creating its lock file ${lock})`));
  try {
    // (The folder above the output folder may not exist yet: `--out site/java`. The path holds no file in the way: checkOutputPath.)
    fs.mkdirSync(path.dirname(lock), { recursive: true });
    fs.writeFileSync(tmp, JSON.stringify(me));
  } catch (err) {
    throw cannot(err);
  }
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        // (A hard link appears whole or not at all: another process never reads half a lock.)
        fs.linkSync(tmp, lock);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw (err as NodeJS.ErrnoException).code === 'EEXIST' ? held(display, ownerOf(lock)) : cannot(err);
      }
      const owner = ownerOf(lock);
      if (owner && owner.pid !== process.pid && running(owner.pid)) throw held(display, owner);
      fs.rmSync(lock, { force: true }); // left by a build that no longer runs
    }
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  removeStaleTmps(lock);
  // (Released too when the process ends otherwise: the site's code calls process.exit, or blocks past its time limit.)
  const unhold = holdLock(lock);
  return () => {
    unhold();
    releaseIfMine(lock);
  };
}

/** Removes the lock's temporary files left by builds killed while they took it (`<lock>.tmp-<pid>`). */
function removeStaleTmps(lock: string): void {
  const dir = path.dirname(lock);
  const prefix = `${path.basename(lock)}.tmp-`;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (Number.isInteger(pid) && pid > 0 && !running(pid)) fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** Removes a lock file if this process holds it. */
export function releaseIfMine(lock: string): void {
  if (ownerOf(lock)?.pid === process.pid) fs.rmSync(lock, { force: true });
}

function held(display: string, owner: LockOwner | undefined): DocgenError {
  const who = owner ? `process ${owner.pid}, started ${owner.started}${owner.command ? `: ${owner.command}` : ''}` : 'another process';
  return new DocgenError(problem(display, `another docgen build is writing to this output folder (${who}); wait for it to finish or stop it, then build again`));
}
