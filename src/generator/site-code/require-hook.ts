// Node's CommonJS loader, for the site's own files: a file of the site (not inside node_modules)
// that is required — or imported as CommonJS (hooks.ts sends those here) — is compiled as
// CommonJS: TypeScript and JSX transformed, an ES module converted (as Docusaurus' loader, jiti,
// does), and given docgen's require (transform.ts, site-require.ts). This is Module._extensions,
// the hook require() has (Node 20's module hooks do not see require()). Packages' files go to
// Node's own loader, unchanged.
import type * as Esbuild from 'esbuild';
import fs from 'node:fs';
import Module from 'node:module';
import { inNodeModules, loaderOf, moduleKindOf } from './kind.ts';
import { transformSiteModule, withCommonJsPrelude } from './transform.ts';
import { currentLoad } from './loads.ts';
import { esModuleExports } from './site-require.ts';
import { precompiled } from './precompile.ts';
import { siteCodeError } from './site-error.ts';
import { parseJson } from '../../shared/json.ts';

type CompilingModule = NodeJS.Module & { _compile(code: string, filename: string): void };
type Loader = (module: CompilingModule, filename: string) => void;
const internals = Module as unknown as { _extensions: Record<string, Loader>; _cache: Record<string, unknown> };

/** The extensions of the site's files that require() loads (.mjs and .cjs files come to .js's loader). */
const REQUIRED_EXTENSIONS = ['.js', '.ts', '.tsx', '.mts', '.cts', '.jsx'];

/** The site's files compiled: forgotten before the next load, which then reads them again. */
const compiled = new Set<string>();

export function installRequireHook(esbuild: typeof Esbuild): void {
  const nodeJs = internals._extensions['.js'];
  const load: Loader = (module, filename) => {
    if (inNodeModules(filename)) return nodeJs(module, filename);
    const ahead = precompiled(filename);
    let code = ahead?.code;
    let kind = ahead?.kind;
    if (!ahead) {
      const source = fs.readFileSync(filename, 'utf8');
      kind = moduleKindOf(filename, source);
      // (A CommonJS .js file needs no transform; esbuild reads it only to say where a syntax error is.)
      code = kind === 'commonjs' && loaderOf(filename) === 'js' ? withCommonJsPrelude(source, currentLoad()?.id) : transformSiteModule(esbuild, filename, source, 'commonjs', currentLoad()?.id);
    }
    compiled.add(filename);
    try {
      module._compile(code!, filename);
    } catch (err) {
      // A syntax error of Node's names no column: esbuild's does.
      if (err instanceof SyntaxError && !ahead) transformSiteModule(esbuild, filename, fs.readFileSync(filename, 'utf8'), 'commonjs');
      throw err;
    }
    if (kind === 'module' && typeof module.exports === 'object' && module.exports !== null) esModuleExports.add(module.exports);
  };
  for (const ext of REQUIRED_EXTENSIONS) internals._extensions[ext] = load;
  const nodeJson = internals._extensions['.json'];
  internals._extensions['.json'] = (module, filename) => (inNodeModules(filename) ? nodeJson(module, filename) : loadJson(module, filename));
}

/** A JSON file of the site; a syntax error is one at its line and column. */
function loadJson(module: NodeJS.Module, filename: string): void {
  const parsed = parseJson(fs.readFileSync(filename, 'utf8').replace(/^\uFEFF/, ''), filename);
  if ('problem' in parsed) throw siteCodeError(filename, parsed.problem.message, parsed.problem);
  compiled.add(filename);
  module.exports = parsed.value;
}

/** Drops the site's CommonJS modules from require's cache: the next load compiles them again. */
export function forgetSiteModules(): void {
  for (const file of compiled) delete internals._cache[file];
  compiled.clear();
}
