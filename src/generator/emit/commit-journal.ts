// Putting a finished build in place, journaled: before the output folder is touched, a journal
// (<out>.docgen-journal) says what the commit does — swap the folder written aside for the old
// one, or move the files written aside into the old one and delete those no longer made. Every
// step can be done again without harm, so a build that starts after one was killed mid-commit
// finishes that commit first (rolls it forward: the files written aside are complete, the journal
// is written only once they are); then it clears what killed builds left beside the folder.
import fs from 'node:fs';
import path from 'node:path';
import { faultPoint } from '../fault.ts';
import { removeEmptyFolders } from './output-folder.ts';
import { lockOutput } from './output-lock.ts';

export type Journal =
  /** The whole folder written aside (`tmp`) replaces the output folder, which goes to `old`. */
  | { kind: 'swap'; tmp: string; old: string }
  /** Files written aside move into the output folder; `deletes` are removed from it. */
  | { kind: 'in-place'; tmp: string; moves: string[]; deletes: string[] };

const base = (outDir: string) => outDir.replace(/[\\/]$/, '');
export const journalFileOf = (outDir: string): string => `${base(outDir)}.docgen-journal`;

/** Writes the journal durably (flushed to the disk before it is renamed into place). */
export function writeJournal(outDir: string, journal: Journal): void {
  const file = journalFileOf(outDir);
  const tmp = `${file}.tmp-${process.pid}`;
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, JSON.stringify(journal));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}

export function clearJournal(outDir: string): void {
  fs.rmSync(journalFileOf(outDir), { force: true });
}

const exists = (p: string) => fs.lstatSync(p, { throwIfNoEntry: false }) !== undefined;

/** Does (or finishes) what a journal says. */
export function applyJournal(outDir: string, journal: Journal): void {
  if (journal.kind === 'swap') {
    if (exists(journal.tmp)) {
      if (exists(outDir) && !exists(journal.old)) fs.renameSync(outDir, journal.old);
      faultPoint('swap');
      fs.renameSync(journal.tmp, outDir);
    } else if (!exists(outDir) && exists(journal.old)) fs.renameSync(journal.old, outDir); // nothing to roll forward: back
    return;
  }
  for (const rel of journal.moves) {
    const from = path.join(journal.tmp, rel);
    if (!exists(from)) continue; // moved already
    const target = path.join(outDir, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (fs.statSync(target, { throwIfNoEntry: false })?.isDirectory()) fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(from, target);
    faultPoint('commit-move');
  }
  for (const rel of journal.deletes) {
    fs.rmSync(path.join(outDir, rel), { force: true });
    removeEmptyFolders(outDir, path.dirname(rel));
  }
  fs.rmSync(journal.tmp, { recursive: true, force: true });
}

function readJournal(outDir: string): Journal | undefined {
  try {
    const j = JSON.parse(fs.readFileSync(journalFileOf(outDir), 'utf8')) as Journal;
    return j && (j.kind === 'swap' || j.kind === 'in-place') && typeof j.tmp === 'string' ? j : undefined;
  } catch {
    return undefined;
  }
}

/** Folders beside the output folder that builds write aside (`tmp`) or move the old output to (`old`). */
export function asideFolders(outDir: string): string[] {
  const dir = path.dirname(base(outDir));
  const name = new RegExp(`^${path.basename(base(outDir)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(tmp|old)-\\d+$`);
  try {
    return fs.readdirSync(dir).filter((n) => name.test(n)).map((n) => path.join(dir, n));
  } catch {
    return [];
  }
}

/**
 * Run by a build holding the output folder's lock, before anything else: finishes a commit that
 * a killed build left half done, and removes the folders killed builds left beside the output.
 * Returns whether a commit was finished.
 */
export function recoverOutput(outDir: string): boolean {
  const journal = readJournal(outDir);
  if (journal) applyJournal(outDir, journal);
  clearJournal(outDir);
  for (const dir of asideFolders(outDir)) fs.rmSync(dir, { recursive: true, force: true });
  return !!journal;
}

/**
 * For a reader of the output folder (docgen serve): finishes the commit of a build that was killed
 * while it put its output in place, under the folder's lock. Nothing is done without a journal.
 */
export function finishKilledCommit(outDir: string, display: string): void {
  if (!fs.existsSync(journalFileOf(outDir))) return;
  const release = lockOutput(outDir, display);
  try {
    recoverOutput(outDir);
  } finally {
    release();
  }
}
