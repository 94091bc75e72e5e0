// Node's module customization hooks for the site's own code (registered by register.ts; bundled as
// dist/…/site-code-hooks.js, they run in Node's hooks thread). They touch only the modules of a
// load (URLs with `?docgen-load=…`, see urls.ts) and what those import:
// - a path import of a site module finds its file as TypeScript does (resolve-file.ts), and the
//   file inherits the load's query; a file inside node_modules is Node's, unchanged;
// - a site module that is an ES module is loaded transformed (transform.ts); one that is CommonJS
//   goes to Node's CommonJS loader, where docgen's require hook (require-hook.ts) transforms it;
// - a JSON file imported without `with { type: 'json' }` is a module whose default is its data;
// - a package import is Node's; one that is not installed is, in a lenient load, a placeholder
//   module exporting what the importer takes from it;
// - an import that does not resolve is an error naming the importing file, line and column.
// Everything else (docgen's own modules, packages) passes through to Node untouched.
import type * as Esbuild from 'esbuild';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inNodeModules, moduleKindOf } from './kind.ts';
import { transformSiteModuleAsync } from './transform.ts';
import { findSiteFile } from './resolve-file.ts';
import { importedNames } from './imported-names.ts';
import { locateSpecifier, siteCodeError } from './site-error.ts';
import { isPathSpecifier, isSiteUrl, JSON_PARAM, LENIENT_PARAM, LOAD_PARAM, MISSING_SCHEME, missingPackageUrl, packageNameOf } from './urls.ts';
import { missingPackageModule } from './missing-module.ts';

interface ResolveContext {
  parentURL?: string;
  conditions?: string[];
  importAttributes?: Record<string, string>;
}
interface ResolveResult {
  url: string;
  format?: string | null;
  shortCircuit?: boolean;
}
interface LoadContext {
  format?: string | null;
  conditions?: string[];
  importAttributes?: Record<string, string>;
}
interface LoadResult {
  format: string;
  source?: string | null;
  shortCircuit?: boolean;
}

let esbuild: typeof Esbuild;

/** `data.requireFrom`: a file of docgen's, from which esbuild is required. */
export function initialize(data: { requireFrom: string }): void {
  esbuild = createRequire(data.requireFrom)('esbuild') as typeof Esbuild;
}

/** Site module URL → bare specifier → the names it imports (lenient loads: for placeholders). */
const importsOf = new Map<string, Map<string, string[]>>();

export async function resolve(specifier: string, context: ResolveContext, next: (specifier: string, context?: ResolveContext) => Promise<ResolveResult>): Promise<ResolveResult> {
  const parent = context.parentURL;
  if (!parent || !isSiteUrl(parent)) return next(specifier, context);
  const site = new URL(parent);
  if (isPathSpecifier(specifier)) {
    const wanted = new URL(specifier, parent);
    const file = wanted.protocol === 'file:' ? findSiteFile(fileURLToPath(wanted)) : undefined;
    if (!file) throw notResolved(parent, specifier, 'ERR_MODULE_NOT_FOUND');
    const url = pathToFileURL(file).href;
    return { url: inNodeModules(file) ? url : `${url}${site.search}`, shortCircuit: true };
  }
  site.search = '';
  let resolved: ResolveResult;
  try {
    resolved = await next(specifier, { ...context, parentURL: site.href });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const notInstalled = e.code === 'ERR_MODULE_NOT_FOUND' && /^Cannot find package /.test(e.message);
    const load = new URL(parent).searchParams;
    if (notInstalled && load.has(LENIENT_PARAM)) {
      return { url: missingPackageUrl(specifier, load.get(LOAD_PARAM)!, importsOf.get(parent)?.get(specifier) ?? []), shortCircuit: true };
    }
    throw notResolved(parent, specifier, e.code, notInstalled ? `the package "${packageNameOf(specifier)}" is not installed (run npm install in the site's folder)` : e.message.replace(/ imported from .*$/s, ''));
  }
  if (resolved.url.startsWith('file:') && resolved.url.endsWith('.json') && context.importAttributes?.type !== 'json') {
    return { url: `${resolved.url}?${JSON_PARAM}`, shortCircuit: true };
  }
  return resolved;
}

export async function load(url: string, context: LoadContext, next: (url: string, context?: LoadContext) => Promise<LoadResult>): Promise<LoadResult> {
  if (url.startsWith(MISSING_SCHEME)) return { format: 'module', source: missingPackageModule(url), shortCircuit: true };
  if (!url.startsWith('file:')) return next(url, context);
  const query = new URL(url).searchParams;
  if (!query.has(LOAD_PARAM) && !query.has(JSON_PARAM)) return next(url, context);
  const file = fileURLToPath(url);
  const source = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.json')) {
    if (context.importAttributes?.type === 'json') return { format: 'json', source, shortCircuit: true };
    return { format: 'module', source: jsonModule(file, source), shortCircuit: true };
  }
  const kind = moduleKindOf(file, source);
  // (Node's CommonJS loader reads the file; docgen's require hook transforms it.)
  if (kind === 'commonjs') return { format: 'commonjs', shortCircuit: true };
  const code = await transformSiteModuleAsync(esbuild, file, source, kind);
  if (query.has(LENIENT_PARAM)) importsOf.set(url, importedNames(code));
  return { format: 'module', source: code, shortCircuit: true };
}

/** A JSON file as an ES module; a syntax error is one of the file, with its line and column. */
function jsonModule(file: string, source: string): string {
  try {
    return esbuild.transformSync(source, { loader: 'json', format: 'esm', sourcefile: file, logLevel: 'silent' }).code;
  } catch (err) {
    const first = (err as { errors?: Esbuild.Message[] }).errors?.[0];
    if (!first) throw err;
    throw siteCodeError(file, first.text, first.location ? { line: first.location.line, column: first.location.column + 1 } : {});
  }
}

/** `Could not resolve "x"` at the import in the importing file. */
function notResolved(parent: string, specifier: string, code: string | undefined, reason?: string) {
  const file = fileURLToPath(parent);
  let where = {};
  try {
    where = locateSpecifier(fs.readFileSync(file, 'utf8'), specifier);
  } catch {
    // (The file is gone: the error names it without a line.)
  }
  return siteCodeError(file, `Could not resolve "${specifier}"${reason ? `: ${reason}` : ''}`, where, code);
}
