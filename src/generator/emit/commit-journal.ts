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
import { insideOutput, RealFolders } from './output-path.ts';
import { DocgenError, problem } from '../errors.ts';

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
  faultPoint('journal-write');
  fs.renameSync(tmp, file);
}

/** The journal's temporary files (`<journal>.tmp-<pid>`) that builds killed while they wrote it left. */
export const journalTmps = (outDir: string): string[] => beside(outDir, `${escapeRegExp(path.basename(journalFileOf(outDir)))}\\.tmp-\\d+`);

export function clearJournal(outDir: string): void {
  fs.rmSync(journalFileOf(outDir), { force: true });
}

const exists = (p: string) => fs.lstatSync(p, { throwIfNoEntry: false }) !== undefined;

/**
 * Fails, before anything is done, when a journal names a folder that is not one a build writes aside
 * of this output folder, or a file outside the output folder.
 */
function checkJournal(outDir: string, journal: Journal): void {
  const aside = (p: unknown, kind: 'tmp' | 'old') => typeof p === 'string' && path.dirname(p) === path.dirname(base(outDir)) && new RegExp(`^${escapeRegExp(path.basename(base(outDir)))}\\.${kind}-\\d+$`).test(path.basename(p));
  const refuse = (what: string) => new DocgenError(problem(journalFileOf(outDir), `this journal of an unfinished build ${what}; delete the journal and build again`));
  if (!aside(journal.tmp, 'tmp')) throw refuse(`names ${String(journal.tmp)} as the folder written aside, which is not one of this output folder's`);
  if (journal.kind === 'swap') {
    if (!aside(journal.old, 'old')) throw refuse(`names ${String(journal.old)} as the place of the previous output, which is not one of this output folder's`);
    return;
  }
  if (!Array.isArray(journal.moves) || !Array.isArray(journal.deletes)) throw refuse('is damaged');
  // (Each path is proven inside the folder here, before the first move; insideOutput throws otherwise.)
  for (const rel of [...journal.moves, ...journal.deletes]) insideOutput(outDir, rel);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Does (or finishes) what a journal says. */
export function applyJournal(outDir: string, journal: Journal): void {
  checkJournal(outDir, journal);
  if (journal.kind === 'swap') {
    if (exists(journal.tmp)) {
      if (exists(outDir) && !exists(journal.old)) fs.renameSync(outDir, journal.old);
      faultPoint('swap');
      fs.renameSync(journal.tmp, outDir);
    } else if (!exists(outDir) && exists(journal.old)) fs.renameSync(journal.old, outDir); // nothing to roll forward: back
    return;
  }
  const folders = new RealFolders(outDir);
  for (const rel of journal.moves) {
    const from = insideOutput(journal.tmp, rel);
    if (!exists(from)) continue; // moved already
    const target = insideOutput(outDir, rel);
    folders.check(path.dirname(target));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (fs.statSync(target, { throwIfNoEntry: false })?.isDirectory()) fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(from, target);
    faultPoint('commit-move');
  }
  for (const rel of journal.deletes) {
    const target = insideOutput(outDir, rel);
    folders.check(path.dirname(target));
    fs.rmSync(target, { force: true });
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
export const asideFolders = (outDir: string): string[] => beside(outDir, `${escapeRegExp(path.basename(base(outDir)))}\\.(tmp|old)-\\d+`);

/** The paths beside the output folder whose names match `pattern` whole. */
function beside(outDir: string, pattern: string): string[] {
  const dir = path.dirname(base(outDir));
  const name = new RegExp(`^${pattern}$`);
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
  // (Only the lock's holder writes a journal, so every temporary one is a killed build's.)
  for (const leftover of [...asideFolders(outDir), ...journalTmps(outDir)]) fs.rmSync(leftover, { recursive: true, force: true });
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
