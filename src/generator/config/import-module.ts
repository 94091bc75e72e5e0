// Imports a module of the site's own code — a config, a sidebars file, and through them the
// site's plugins — the way Node loads it (see site-code/): the site's own files (TypeScript, JSX,
// ES modules or CommonJS whatever package.json says) transformed one by one, packages loaded by
// Node from the site's node_modules unchanged. Required as CommonJS, as Docusaurus does; as ES
// modules when the site's code needs them (a top-level await). Every load of site code goes
// through importModule; errors name the file as the user knows it.
import path from 'node:path';
import { DocgenError, problem } from '../errors.ts';
import { ensureModuleHooks, ensureRequireHook, esbuild } from '../site-code/register.ts';
import { beginLoad, inTurn } from '../site-code/loads.ts';
import { forgetSiteModules } from '../site-code/require-hook.ts';
import { requireSiteModule } from '../site-code/require-entry.ts';
import { isSiteCodeError } from '../site-code/site-error.ts';
import { siteModuleUrl } from '../site-code/urls.ts';
import { siteCodeTimeoutMs } from '../guard/limits.ts';

/**
 * Imports a TypeScript or JavaScript module of the site (config, sidebars): its default export (a
 * CommonJS module's exports), or its namespace when it has none. Each call reads the site's files
 * again (a config changed in docgen dev); packages are Node's, loaded once. A syntax error, an
 * import that does not resolve, or an exception while the module runs is a DocgenError naming
 * `display` (the file as the user knows it) or the file of the site it is in.
 */
export async function importModule(file: string, display = file, options: ImportOptions = {}): Promise<unknown> {
  ensureRequireHook();
  const entry = path.resolve(file);
  return inTurn(async () => {
    forgetSiteModules();
    const load = beginLoad(options.missingPackages);
    try {
      const required = await requireSiteModule(esbuild, entry, load.id);
      if (required) return required.value;
      ensureModuleHooks();
      const mod = await settleWithin(import(siteModuleUrl(entry, load)) as Promise<{ default?: unknown }>, display, 'the module did not finish loading: a top-level `await` in it (or in a module it imports)');
      return mod.default ?? mod;
    } catch (err) {
      throw asDocgenError(err, entry, display);
    }
  });
}

/**
 * Waits for what a module does while it loads; a promise that has not settled in time is an error
 * naming the file (a promise that never settles would otherwise end the process silently, with
 * Node's exit code 13, once nothing else is left to wait for). `what`: what did not finish.
 */
export async function settleWithin<T>(promise: Promise<T>, display: string, what: string): Promise<T> {
  const ms = siteCodeTimeoutMs();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DocgenError(problem(display, `${what} was still waiting after ${ms / 1000} s; check what it awaits (a network request, a promise that is never resolved)`))), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface ImportOptions {
  /**
   * Packages the module imports that are not installed stand for a placeholder value (see
   * site-code/missing-package.ts) instead of failing the import; their names are added here.
   */
  missingPackages?: string[];
}

/** An error of loading as the user's: the file (and line:col) it is in, else what the module threw. */
function asDocgenError(err: unknown, entry: string, display: string): DocgenError {
  if (err instanceof DocgenError) return err;
  if (isSiteCodeError(err)) return new DocgenError(problem(nameOf(err.file, entry, display), err.message, err.line, err.column));
  // (Node's "Require stack" lists docgen's files: the module named is enough.)
  const message = err instanceof Error ? `${err.name}: ${err.message.replace(/\nRequire stack:[\s\S]*$/, '')}` : String(err);
  return new DocgenError(problem(display, `the module threw an error while loading: ${message}`));
}

/** A file of the site as the user knows it: relative to the project root (which `display` is the entry relative to). */
function nameOf(file: string, entry: string, display: string): string {
  if (file === entry) return display;
  const posixEntry = entry.split(path.sep).join('/');
  if (!posixEntry.endsWith(`/${display}`)) return file;
  const root = entry.slice(0, entry.length - display.length);
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}

/** What importModule returns for a module without a default export (or one that is null). */
export function isModuleNamespace(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === 'Module';
}
