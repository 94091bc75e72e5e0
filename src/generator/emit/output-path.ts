// The one way from a file of the output, as the emitters name it (a relative '/'-separated path,
// "docs/intro.html"), to a path on the disk. Every write, link, read and delete of a build's output
// goes through here (output.ts, commit-journal.ts), so that nothing can make a build touch a file
// outside its output folder: not a page whose URL climbs out ("/../../../package"), not a manifest
// left by an older build, not a journal found on the disk.
import fs from 'node:fs';
import path from 'node:path';
import { DocgenError, problem } from '../errors.ts';

const ACCEPTED = 'an output path is relative, made of names without "/", "\\" or NUL, none of them "", "." or ".."';

/** Whether `rel` names a file inside a folder whatever the folder: relative, and every segment a plain name. */
export function isOutputPath(rel: string): boolean {
  if (typeof rel !== 'string' || rel === '' || rel.includes('\\') || rel.includes('\0') || path.isAbsolute(rel) || /^[A-Za-z]:/.test(rel)) return false;
  return rel.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

/** `folder` joined with an output path; one that would lie outside the folder is an error naming it. */
export function insideOutput(folder: string, rel: string): string {
  if (!isOutputPath(rel)) throw new DocgenError(problem(String(rel), `cannot write this output file: it lies outside the output folder (${ACCEPTED}); a page's URL, or a file name, climbs out of the site`));
  const file = path.join(folder, rel);
  // (Proven by the checks above; kept as the statement of what they are for.)
  if (!file.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep)) throw new DocgenError(problem(rel, `cannot write this output file: it lies outside the output folder (${ACCEPTED})`));
  return file;
}

/**
 * The folders of an existing output folder that a commit writes into or deletes from, proven to be
 * real folders inside it: a symbolic link put in the output folder must not lead a write elsewhere.
 * Each folder is looked at once.
 */
export class RealFolders {
  private readonly known = new Set<string>();
  private realOut: string | undefined;

  constructor(private readonly outDir: string) {}

  /** Fails when `dir`, or the nearest folder above it that exists, is not really inside the output folder. */
  check(dir: string): void {
    let at = dir;
    while (at.length > this.outDir.length && !this.known.has(at) && !fs.lstatSync(at, { throwIfNoEntry: false })) at = path.dirname(at);
    if (this.known.has(at)) return;
    let real: string;
    try {
      this.realOut ??= fs.realpathSync(this.outDir);
      real = fs.realpathSync(at);
    } catch {
      return; // gone meanwhile: nothing to write through
    }
    if (real !== this.realOut && !real.startsWith(this.realOut + path.sep)) {
      throw new DocgenError(problem(path.relative(this.outDir, at).split(path.sep).join('/') || '.', `cannot write into this folder of the output: it leads to ${real}, outside the output folder (a symbolic link); remove it, a build makes only real folders`));
    }
    this.known.add(at);
  }
}
