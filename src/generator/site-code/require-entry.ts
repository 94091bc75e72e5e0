// A load's entry required as CommonJS, the way Docusaurus loads a site's config and sidebars (its
// loader, jiti, converts the site's ES modules to CommonJS): the site's files transformed ahead
// (precompile.ts), then required through the require hook. Packages are Node's: CommonJS ones
// required, ES module ones too (require() of ES modules, Node 20.19 and later). What CommonJS
// cannot give — a top-level await, a package require() cannot load — sends the load to ES modules.
import type * as Esbuild from 'esbuild';
import { createRequire } from 'node:module';
import { precompile } from './precompile.ts';
import { forgetSiteModules } from './require-hook.ts';
import { esModuleExports } from './site-require.ts';

// An ES module package require() cannot load: before Node 20.19, or one with a top-level await.
const NEEDS_ES_MODULES = new Set(['ERR_REQUIRE_ESM', 'ERR_REQUIRE_ASYNC_MODULE']);

/** The entry's default export (its namespace when it has none), or undefined when the load needs ES modules. */
export async function requireSiteModule(esbuild: typeof Esbuild, entry: string, load: string): Promise<{ value: unknown } | undefined> {
  if (await precompile(esbuild, entry, load)) return undefined;
  try {
    return { value: defaultExport(createRequire(entry)(entry)) };
  } catch (err) {
    if (!NEEDS_ES_MODULES.has((err as { code?: string }).code ?? '')) throw err;
    forgetSiteModules();
    return undefined;
  }
}

/** What `import()` would give as the default export: a CommonJS module's exports, an ES module's default. */
function defaultExport(exports: unknown): unknown {
  if (typeof exports !== 'object' || exports === null || !esModuleExports.has(exports)) return exports ?? namespace({});
  const mod = exports as Record<string, unknown>;
  return mod.default ?? namespace(mod);
}

/** An ES module's exports without a default, as a namespace (what isModuleNamespace recognises). */
const namespace = (mod: Record<string, unknown>) => Object.defineProperty({ ...mod }, Symbol.toStringTag, { value: 'Module' });
