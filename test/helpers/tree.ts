// Whole folders as maps of their files, for comparing a build's output with another byte for byte.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * Every file under `root` (relative POSIX paths) with its bytes; a symbolic link is not followed
 * but taken as the text of where it leads ("symlink → target"). `skip`: paths (relative, POSIX) to
 * leave out, folders with everything in them.
 */
export function readTree(root: string, skip: (rel: string) => boolean = () => false): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      const rel = path.relative(root, p).split(path.sep).join('/');
      if (skip(rel)) continue;
      if (e.isSymbolicLink()) out.set(rel, Buffer.from(`symlink → ${fs.readlinkSync(p)}`));
      else if (e.isDirectory()) walk(p);
      else out.set(rel, fs.readFileSync(p));
    }
  };
  walk(root);
  return out;
}

/** Whether two trees hold the same files with the same bytes. */
export function sameTree(a: Map<string, Buffer>, b: Map<string, Buffer>): boolean {
  return a.size === b.size && [...a].every(([rel, body]) => b.get(rel)?.equals(body) === true);
}

/** Expects two trees to be the same, naming the first files that differ. */
export function expectSameTree(actual: Map<string, Buffer>, expected: Map<string, Buffer>, what = ''): void {
  const missing = [...expected.keys()].filter((rel) => !actual.has(rel));
  const extra = [...actual.keys()].filter((rel) => !expected.has(rel));
  const differ = [...expected].filter(([rel, body]) => actual.has(rel) && !actual.get(rel)!.equals(body)).map(([rel]) => rel);
  expect({ missing, extra, differ }, what).toEqual({ missing: [], extra: [], differ: [] });
}
