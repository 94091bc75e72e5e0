// A page's dependency record: the files its content was made from (its source, a directive's data
// file, an API page's prose and data). A build keeps it with each page and renders the page again
// when one of them changed (content keys); docgen dev drops the pages that read a file when that
// file changes; the Markdown cache holds a result only while the files it read are unchanged.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';

/** A file read, and a hash of its content then ('' when it could not be read). */
export type ReadStamp = [file: string, hash: string];

function contentHash(file: string): string {
  try {
    return createHash('sha256').update(fs.readFileSync(file)).digest('base64url').slice(0, 22);
  } catch {
    return '';
  }
}

/** The files (absolute paths) with a hash of each one's content now. */
export function readStamps(files: string[]): ReadStamp[] {
  return files.map((f) => [f, contentHash(f)]);
}

/** Whether every file is as it was when stamped (true for none). */
export function stampsHold(stamps: ReadStamp[] | undefined): boolean {
  return !stamps || stamps.every(([file, hash]) => contentHash(file) === hash);
}

/** The modification times and sizes of files (relative to `root`) as one key: it changes when one does. */
export function depsKey(root: string, files: string[]): string {
  return files
    .map((f) => {
      const stat = fs.statSync(path.join(root, f), { throwIfNoEntry: false });
      return `${f}:${stat ? `${stat.mtimeMs}:${stat.size}` : '-'}`;
    })
    .join('\n');
}

/** The pages whose records name a file, by the file (relative to the root): what dev drops on a change. */
export class DependentPages<K> {
  private readonly byFile = new Map<string, Set<K>>();
  private readonly byPage = new Map<K, string[]>();

  /** Records what a page's content was made from (replacing what was recorded before). */
  record(page: K, files: string[]): void {
    this.forget(page);
    this.byPage.set(page, files);
    for (const f of files) {
      let pages = this.byFile.get(f);
      if (!pages) this.byFile.set(f, (pages = new Set()));
      pages.add(page);
    }
  }

  forget(page: K): void {
    for (const f of this.byPage.get(page) ?? []) this.byFile.get(f)?.delete(page);
    this.byPage.delete(page);
  }

  /** The pages made from a file. */
  of(file: string): K[] {
    return [...(this.byFile.get(file) ?? [])];
  }

  clear(): void {
    this.byFile.clear();
    this.byPage.clear();
  }
}
