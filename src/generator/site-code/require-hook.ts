// Node's CommonJS loader, for the site's own files: a file of the site (not inside node_modules)
// that is required — or imported as CommonJS (hooks.ts sends those here) — is transformed
// (TypeScript, JSX, an ES module converted) and given docgen's require (transform.ts,
// site-require.ts). Node 20's module hooks do not see require(): this is Module._extensions, the
// hook it has. Packages' files go to Node's own .js loader, unchanged.
import type * as Esbuild from 'esbuild';
import fs from 'node:fs';
import Module from 'node:module';
import { inNodeModules, moduleKindOf } from './kind.ts';
import { transformSiteModule } from './transform.ts';
import { currentLoad } from './loads.ts';
import { esModuleExports } from './site-require.ts';

type CompilingModule = NodeJS.Module & { _compile(code: string, filename: string): void };
type Loader = (module: CompilingModule, filename: string) => void;
const internals = Module as unknown as { _extensions: Record<string, Loader>; _cache: Record<string, unknown> };

/** The extensions of the site's files that require() loads (an .mjs file is not required, as in Node). */
const REQUIRED_EXTENSIONS = ['.js', '.cjs', '.ts', '.tsx', '.mts', '.cts', '.jsx'];

/** The site's files compiled: forgotten before the next load, which then reads them again. */
const compiled = new Set<string>();

export function installRequireHook(esbuild: typeof Esbuild): void {
  const nodeJs = internals._extensions['.js'];
  const load: Loader = (module, filename) => {
    if (inNodeModules(filename)) return nodeJs(module, filename);
    const source = fs.readFileSync(filename, 'utf8');
    const code = transformSiteModule(esbuild, filename, source, 'commonjs', currentLoad()?.id);
    compiled.add(filename);
    module._compile(code, filename);
    if (moduleKindOf(filename, source) === 'module' && typeof module.exports === 'object' && module.exports !== null) esModuleExports.add(module.exports);
  };
  for (const ext of REQUIRED_EXTENSIONS) internals._extensions[ext] = load;
}

/** Drops the site's CommonJS modules from require's cache: the next load compiles them again. */
export function forgetSiteModules(): void {
  for (const file of compiled) delete internals._cache[file];
  compiled.clear();
}
