// The `require` of the site's own modules (transform.ts gives it to every one): Node's, with what
// Docusaurus (jiti) adds — a TypeScript file required (the require hook compiles it), an ES module
// of the site required gives its default export — and, in a lenient load, a package that is not
// installed gives its placeholder. A module that cannot be found is an error at the require, with
// its line and column; so is an ES module package that require() cannot load (before Node 20.19).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { placeholder } from './missing-package.ts';
import { currentLoad, loadById, type SiteLoad } from './loads.ts';
import { isPathSpecifier, loadIdOf, packageNameOf } from './urls.ts';
import { locateSpecifier, siteCodeError } from './site-error.ts';
import { SITE_RUNTIME } from './transform.ts';

/** The exports of the site's ES modules that the require hook compiled as CommonJS. */
export const esModuleExports = new WeakSet<object>();

/** Installs this thread's runtime of the site's modules (the global transform.ts's code calls). */
export function installSiteRuntime(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(SITE_RUNTIME)] ??= { requireFor, missingPackage };
}

/** A package's placeholder, noted as missing by the load. */
function missingPackage(specifier: string, loadId: string | null): unknown {
  noteMissing(loadById(loadId) ?? currentLoad(), specifier);
  return placeholder(specifier);
}

function noteMissing(load: SiteLoad | undefined, specifier: string): void {
  const name = packageNameOf(specifier);
  if (load && !load.missing.includes(name)) load.missing.push(name);
}

/**
 * The require of a site module: `from` its URL (an ES module, whose query names its load) or its
 * file (CommonJS, with Node's `base` require and its load's id).
 */
function requireFor(from: string, base?: NodeJS.Require, loadId?: string | null): NodeJS.Require {
  const file = from.startsWith('file:') ? fileURLToPath(from) : from;
  const load = loadById(loadId ?? loadIdOf(from));
  const inner = base ?? createRequire(file);
  const siteRequire = ((request: string) => {
    try {
      return interop(inner(request));
    } catch (err) {
      if (isNotFound(err, request) && load?.lenient && !isPathSpecifier(request)) return missingPackage(request, load.id);
      throw explained(err, request, file);
    }
  }) as NodeJS.Require;
  const resolve = (request: string, options?: { paths?: string[] }) => {
    try {
      return inner.resolve(request, options);
    } catch (err) {
      // (A package that is not installed: its name, as a Docusaurus plugin or theme entry names it.)
      if (isNotFound(err, request) && load?.lenient && !isPathSpecifier(request)) {
        noteMissing(load, request);
        return request;
      }
      throw explained(err, request, file);
    }
  };
  return Object.assign(siteRequire, { resolve: Object.assign(resolve, { paths: inner.resolve.paths }), cache: inner.cache, extensions: inner.extensions, main: inner.main });
}

const isNotFound = (err: unknown, request: string) => (err as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' && (err as Error).message.startsWith(`Cannot find module '${request}'`);

/** Node's error as one at the require in the site's file, when it is about what was required. */
function explained(err: unknown, request: string, file: string): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  let message: string | undefined;
  if (isNotFound(err, request)) message = `Could not resolve "${request}"${isPathSpecifier(request) ? '' : `: the package "${packageNameOf(request)}" is not installed (run npm install in the site's folder)`}`;
  else if (code === 'ERR_REQUIRE_ESM') message = `"${request}" is an ES module, which require() cannot load (Node 20): import it (\`import … from '${request}'\`), or \`await import('${request}')\` in an async config function`;
  if (!message) return err;
  let where = {};
  try {
    where = locateSpecifier(fs.readFileSync(file, 'utf8'), request);
  } catch {
    // (Without its line.)
  }
  return siteCodeError(file, message, where, code);
}

/**
 * What a required ES module of the site gives, as Docusaurus' loader (jiti, interopDefault) gives
 * it: its default export (with its other exports readable through it), or its exports without one.
 */
function interop(exports: unknown): unknown {
  if (typeof exports !== 'object' || exports === null || !esModuleExports.has(exports)) return exports;
  const mod = exports as Record<string, unknown>;
  if (!('default' in mod)) return mod;
  const value = mod.default;
  const others = Object.keys(mod).filter((k) => k !== 'default');
  if (!others.length || (typeof value !== 'object' && typeof value !== 'function') || value === null) return others.length ? mod : value;
  return new Proxy(value, { get: (target, key, receiver) => (key in target || !(key in mod) ? Reflect.get(target, key, receiver) : mod[key as string]) });
}
