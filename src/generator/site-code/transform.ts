// Turns a file of the site's own code into what Node runs: TypeScript and JSX made JavaScript by
// esbuild's transform (one file, never a bundle: what it imports stays an import), as an ES module
// or as CommonJS, with the CommonJS names (`require`, `__dirname`, `__filename`) an ES module of a
// Docusaurus site may use, as Docusaurus gives them. esbuild is passed in: this runs in the module
// hooks' thread too, where it is loaded from docgen's own folder.
import type * as Esbuild from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { declares, loaderOf, type ModuleKind } from './kind.ts';
import { siteCodeError } from './site-error.ts';

/** The global of a thread through which the site's modules reach docgen (site-require.ts installs it). */
export const SITE_RUNTIME = 'docgen.siteCode';
const runtime = `globalThis[Symbol.for(${JSON.stringify(SITE_RUNTIME)})]`;

/**
 * The JavaScript Node runs for a site file, as `kind` (`commonjs`: an ES module is converted, as
 * Docusaurus' loader does). `load`: the load the module belongs to (its `require` is lenient with
 * packages that are not installed when that load is). A syntax error is a SiteCodeError with its
 * line and column.
 */
export function transformSiteModule(esbuild: typeof Esbuild, file: string, source: string, kind: ModuleKind, load?: string): string {
  try {
    return finish(esbuild.transformSync(source, optionsFor(file, source, kind)).code, kind, load);
  } catch (err) {
    throw asSiteCodeError(err, file);
  }
}

/** transformSiteModule with esbuild's asynchronous API (no worker thread of esbuild's: a faster start). */
export async function transformSiteModuleAsync(esbuild: typeof Esbuild, file: string, source: string, kind: ModuleKind, load?: string): Promise<string> {
  try {
    return finish((await esbuild.transform(source, optionsFor(file, source, kind))).code, kind, load);
  } catch (err) {
    throw asSiteCodeError(err, file);
  }
}

/** The error esbuild gives for a top-level `await` in a module converted to CommonJS. */
export const isTopLevelAwaitError = (err: unknown): boolean => /^Top-level await is currently not supported with the "cjs" output format/.test((err as Error).message);

function optionsFor(file: string, source: string, kind: ModuleKind): Esbuild.TransformOptions {
  const url = pathToFileURL(file).href;
  return {
    loader: loaderOf(file),
    format: kind === 'module' ? 'esm' : 'cjs',
    sourcefile: file,
    sourcemap: 'inline',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    // import.meta.url is the file's own URL (the one Node loads carries which load it belongs to).
    define: { 'import.meta.url': JSON.stringify(url), 'import.meta.filename': JSON.stringify(file), 'import.meta.dirname': JSON.stringify(path.dirname(file)) },
    ...(kind === 'module' ? { banner: esmPrelude(file, source) } : {}),
  };
}

function finish(code: string, kind: ModuleKind, load: string | undefined): string {
  return kind === 'module' ? code : withCommonJsPrelude(code, load);
}

function asSiteCodeError(err: unknown, file: string): unknown {
  const first = (err as { errors?: Esbuild.Message[] }).errors?.[0];
  if (!first) return err;
  return siteCodeError(file, first.text, first.location ? { line: first.location.line, column: first.location.column + 1 } : {});
}

/** `require`, `__filename` and `__dirname` for an ES module, unless it declares them itself. */
function esmPrelude(file: string, source: string): string {
  const lines = [`import { createRequire as __docgenCreateRequire } from 'node:module';`];
  if (!declares(source, 'require')) lines.push(`const require = ${runtime}?.requireFor(import.meta.url) ?? __docgenCreateRequire(import.meta.url);`);
  if (!declares(source, '__filename')) lines.push(`const __filename = ${JSON.stringify(file)};`);
  if (!declares(source, '__dirname')) lines.push(`const __dirname = ${JSON.stringify(path.dirname(file))};`);
  return lines.join(' ');
}

/**
 * A CommonJS module's `require` made docgen's (see site-require.ts), set after its directives
 * ("use strict" stays one) and on their line, so that the lines of the code stay those of its
 * source map.
 */
// A hashbang, then directives ("use strict";) among blank space and comments.
const DIRECTIVES = /^(?:#![^\n]*\n)?(?:[ \t\r\n]+|\/\/[^\n]*|\/\*[\s\S]*?\*\/|(?:"[^"\n]*"|'[^'\n]*')[ \t]*(?:;|(?=\r?\n)))*/;

export function withCommonJsPrelude(code: string, load: string | undefined): string {
  const prelude = `require = ${runtime}?.requireFor(__filename, require, ${JSON.stringify(load ?? null)}) ?? require;`;
  const head = DIRECTIVES.exec(code)![0];
  return head + prelude + code.slice(head.length);
}
