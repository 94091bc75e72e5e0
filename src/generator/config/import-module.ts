// Imports a config or sidebars module (TypeScript or JavaScript, ESM or CommonJS) by bundling it
// with esbuild into memory; errors name the file as the user knows it.
import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type * as Esbuild from 'esbuild';
import { DocgenError, problem } from '../errors.ts';
import { stubMissingPackages } from './missing-package.ts';

// esbuild is CommonJS: required, not imported, which spares Node a scan of its code for exports
// at every start.
const esbuild = createRequire(import.meta.url)('esbuild') as typeof Esbuild;

/**
 * Imports a TypeScript or JavaScript module (config, sidebars) by bundling it into memory. A
 * syntax error, a missing import or an exception while the module runs is a DocgenError naming
 * `display` (the file as the user knows it).
 */
export async function importModule(file: string, display = file, options: ImportOptions = {}): Promise<unknown> {
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      // `require`, `require.resolve`, `__dirname` and `__filename` work as in a CommonJS module in
      // the file's folder (Docusaurus configs use them).
      // (Not when the module declares its own `require`, as an ESM config may with createRequire.)
      banner: { js: nodeGlobals(file, !!options.missingPackages, fs.readFileSync(file, 'utf8')) },
      define: { 'import.meta.url': JSON.stringify(pathToFileURL(file).href) },
      // The entry's own syntax decides whether it is CommonJS (module.exports) or ESM, whatever
      // the "type" of the package.json above it says (Docusaurus sidebars.js is CommonJS).
      plugins: [
        ...(options.missingPackages ? [stubMissingPackages(options.missingPackages)] : []),
        {
          name: 'entry-format-by-syntax',
          setup(b) {
            b.onLoad({ filter: /.*/ }, (args) => {
              if (path.resolve(args.path) !== path.resolve(file)) return undefined;
              let contents = fs.readFileSync(args.path, 'utf8');
              const commonJs = /\bmodule\.exports\b|\bexports\.\w+\s*=/.test(contents) && !/^\s*export\s/m.test(contents);
              if (commonJs) contents = `const module = { exports: {} }; const exports = module.exports;\n${contents}\nexport default module.exports;\n`;
              return { contents, loader: /\.tsx?$/.test(args.path) ? 'ts' : 'js', resolveDir: path.dirname(args.path) };
            });
          },
        },
      ],
    });
    code = result.outputFiles[0].text;
  } catch (err) {
    const e = err as Esbuild.BuildFailure;
    const first = e.errors?.[0];
    const location = first?.location;
    // esbuild names files relative to the working folder; the entry is named as the user knows it.
    const where = location && path.resolve(location.file) !== path.resolve(file) ? location.file : display;
    throw new DocgenError(problem(where, first?.text ?? String(err), location?.line, location ? location.column + 1 : undefined));
  }
  let mod: { default?: unknown };
  try {
    mod = await settleWithin(import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`), display, 'the module did not finish loading: a top-level `await` in it (or in a module it imports)');
  } catch (err) {
    if (err instanceof DocgenError) throw err;
    throw new DocgenError(problem(display, `the module threw an error while loading: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`));
  }
  return mod.default ?? mod;
}

/** How long a module's top-level `await` (or a config function) may take: DOCGEN_MODULE_TIMEOUT_MS, else 30 s. */
const moduleTimeout = () => Number(process.env.DOCGEN_MODULE_TIMEOUT_MS) || 30_000;

/**
 * Waits for what a module does while it loads; a promise that has not settled in time is an error
 * naming the file (a promise that never settles would otherwise end the process silently, with
 * Node's exit code 13, once nothing else is left to wait for). `what`: what did not finish.
 */
export async function settleWithin<T>(promise: Promise<T>, display: string, what: string): Promise<T> {
  const ms = moduleTimeout();
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
   * missing-package.ts) instead of failing the import; their names are added here.
   */
  missingPackages?: string[];
}

/** The banner that gives the bundled module CommonJS's globals, as seen from `file`. */
function nodeGlobals(file: string, lenient: boolean, source: string): string {
  const declares = (name: string) => new RegExp(`\\b(?:const|let|var|function|import)\\s+(?:\\{[^}]*\\b)?${name}\\b`).test(source);
  const f = JSON.stringify(file);
  const lines = [`import { createRequire as __docgenCreateRequire } from 'node:module';`];
  if (!declares('__filename')) lines.push(`const __filename = ${f};`);
  if (!declares('__dirname')) lines.push(`const __dirname = ${JSON.stringify(path.dirname(file))};`);
  if (declares('require')) return lines.join('\n');
  if (!lenient) lines.push(`const require = __docgenCreateRequire(${f});`);
  else {
    // A package that is not installed: require gives its placeholder, require.resolve its name.
    lines.push(
      `const __docgenRequire = __docgenCreateRequire(${f});`,
      `const require = Object.assign((id) => { try { return __docgenRequire(id); } catch (e) { if (e && e.code === 'MODULE_NOT_FOUND' && !id.startsWith('.')) return globalThis[Symbol.for('docgen.missingPackage')](id); throw e; } }, { resolve: (id, o) => { try { return __docgenRequire.resolve(id, o); } catch (e) { if (e && e.code === 'MODULE_NOT_FOUND' && !id.startsWith('.')) return id; throw e; } } });`,
    );
  }
  return lines.join('\n');
}

/** What importModule returns for a module without a default export (or one that is null). */
export function isModuleNamespace(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === 'Module';
}

