// Before a load requires the site's code, its files are transformed ahead, together, with
// esbuild's asynchronous API: the entry, then the site's files it requires by name, and theirs.
// The require hook then finds them ready (esbuild's synchronous API would start a worker thread of
// its own first). Whether the load needs ES modules is found on the way: a top-level `await`, or
// an `import()` of the site's own files or `import.meta.resolve`, which CommonJS cannot give.
import type * as Esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { inNodeModules, moduleKindOf, type ModuleKind } from './kind.ts';
import { isTopLevelAwaitError, transformSiteModuleAsync } from './transform.ts';
import { findSiteFile } from './resolve-file.ts';

interface Ready {
  code?: string;
  /** A syntax error: thrown when the file is required (a file never required is no error). */
  error?: unknown;
  /** What the file's source is (an ES module converted to CommonJS gives its default when required). */
  kind: ModuleKind;
}

const ready = new Map<string, Ready>();

// A path named by require() (esbuild writes an ES import converted to CommonJS as one), and what
// only an ES module can do.
const REQUIRED_PATH = /\brequire\(\s*(["'])(\.{1,2}\/[^"'\n]*|\/[^"'\n]*)\1\s*\)/g;
const ES_MODULE_ONLY = /\bimport\(\s*["'`](?:\.{1,2}\/|\/|file:)|\bimport\.meta\.resolve\b/;

/** Transforms the site's files a load will require; true when the load needs ES modules instead. */
export async function precompile(esbuild: typeof Esbuild, entry: string, load: string): Promise<boolean> {
  ready.clear();
  const seen = new Set<string>();
  let needsEsModules = false;
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file) || inNodeModules(file) || file.endsWith('.json')) return;
    seen.add(file);
    let source: string;
    try {
      source = fs.readFileSync(file, 'utf8');
    } catch {
      return; // (The require will say.)
    }
    const kind = moduleKindOf(file, source);
    let code: string;
    try {
      code = await transformSiteModuleAsync(esbuild, file, source, 'commonjs', load);
    } catch (error) {
      if (isTopLevelAwaitError(error)) needsEsModules = true;
      ready.set(file, { error, kind });
      return;
    }
    ready.set(file, { code, kind });
    if (ES_MODULE_ONLY.test(source)) needsEsModules = true;
    const required = [...code.matchAll(REQUIRED_PATH)].map((m) => findSiteFile(path.resolve(path.dirname(file), m[2])));
    await Promise.all(required.filter((f): f is string => !!f).map(visit));
  };
  await visit(entry);
  return needsEsModules;
}

/** A file transformed ahead for this load (its syntax error thrown), if it was. */
export function precompiled(file: string): { code: string; kind: ModuleKind } | undefined {
  const found = ready.get(file);
  if (!found) return undefined;
  if (found.error) throw found.error;
  return { code: found.code!, kind: found.kind };
}
