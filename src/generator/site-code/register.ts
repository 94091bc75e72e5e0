// Makes this thread load the site's own code the way Node does, with docgen's additions: the
// module hooks (hooks.ts, in Node's hooks thread: Node 20 gives each thread that registers them
// its own, and a worker thread does not inherit them), the require hook (require-hook.ts) and the
// runtime the site's modules call (site-require.ts). Once per thread; importModule calls it.
import type * as Esbuild from 'esbuild';
import { createRequire, register } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundledFile } from '../cache.ts';
import { installRequireHook } from './require-hook.ts';
import { installSiteRuntime } from './site-require.ts';

let ready = false;

export function ensureSiteCodeLoading(): void {
  if (ready) return;
  const here = fileURLToPath(import.meta.url);
  const esbuild = createRequire(here)('esbuild') as typeof Esbuild;
  installSiteRuntime();
  installRequireHook(esbuild);
  register(hooksUrl(esbuild), { data: { requireFrom: here } });
  ready = true;
}

/** The hooks module: dist/…/site-code-hooks.js, or (run from the TypeScript sources: tests) bundled now. */
function hooksUrl(esbuild: typeof Esbuild): string {
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
