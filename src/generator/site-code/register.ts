// Makes this thread load the site's own code the way Node does, with docgen's additions. Always
// (importModule calls it): the require hook (require-hook.ts) and the runtime the site's modules
// call (site-require.ts). When a load needs ES modules: Node's module hooks (hooks.ts, run in a
// hooks thread of their own: registering them takes a worker thread's start, and a worker thread
// does not inherit them in Node 20). Once per thread each.
import type * as Esbuild from 'esbuild';
import { createRequire, register } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundledFile } from '../cache.ts';
import { installRequireHook } from './require-hook.ts';
import { installSiteRuntime } from './site-require.ts';

const here = fileURLToPath(import.meta.url);
// (esbuild is CommonJS: required, not imported, which spares Node a scan of its code for exports.)
export const esbuild = createRequire(here)('esbuild') as typeof Esbuild;

let requireHook = false;
let moduleHooks = false;

export function ensureRequireHook(): void {
  if (requireHook) return;
  // (Stacks of the site's code name its lines as written: its files are transformed with inline source maps.)
  process.setSourceMapsEnabled(true);
  installSiteRuntime();
  installRequireHook(esbuild);
  requireHook = true;
}

export function ensureModuleHooks(): void {
  if (moduleHooks) return;
  register(hooksUrl(), { data: { requireFrom: here } });
  moduleHooks = true;
}

/** The hooks module: dist/…/site-code-hooks.js, or (run from the TypeScript sources: tests) bundled now. */
function hooksUrl(): string {
  const bundled = bundledFile('site-code-hooks.js');
  if (bundled) return pathToFileURL(bundled).href;
  const out = esbuild.buildSync({
    entryPoints: [fileURLToPath(new URL('./hooks.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['esbuild'],
    logLevel: 'silent',
  });
  return `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`;
}
