// What a file of the site's own code is: an ES module or CommonJS, and how esbuild reads it. Both
// the module hooks (their own thread) and the require hook use this; it imports nothing of docgen's.
import fs from 'node:fs';
import path from 'node:path';

export type ModuleKind = 'module' | 'commonjs';
export type SiteLoader = 'ts' | 'tsx' | 'jsx' | 'js';

/** A file inside some node_modules folder: a package's, which Node loads unchanged. */
export const inNodeModules = (file: string): boolean => /[\\/]node_modules[\\/]/.test(file);

export function loaderOf(file: string): SiteLoader {
  if (/\.[mc]?ts$/.test(file)) return 'ts';
  if (file.endsWith('.tsx')) return 'tsx';
  if (file.endsWith('.jsx')) return 'jsx';
  return 'js';
}

// `import x from`, `import {`, `import * as`, `import 'x'`, `export …` at the start of a line (not
// `import(`), or `import.meta`: only an ES module has them.
const ESM_SYNTAX = /^[ \t]*(?:import(?!\s*\()[\s{*'"]|export[\s{*])|\bimport\.meta\b/m;
const CJS_SYNTAX = /\bmodule\.exports\b|\bexports\.[\w$]+\s*=|\brequire\s*\(/;
const ESM_EXPORT = /^[ \t]*export[\s{*]/m;
const CJS_EXPORTS = /\bmodule\.exports\s*=|\bexports\.[\w$]+\s*=/;

/**
 * An ES module or CommonJS, as Docusaurus accepts them: by the extension where it says (.mts/.mjs,
 * .cts/.cjs), else by the file's own syntax, whatever the package.json above it says (a CommonJS
 * sidebars.js in a "type": "module" site). A file with neither syntax: TypeScript and JSX are ES
 * modules, a .js file is what its package.json says.
 */
export function moduleKindOf(file: string, source: string): ModuleKind {
  if (/\.m[jt]s$/.test(file)) return 'module';
  if (/\.c[jt]s$/.test(file)) return 'commonjs';
  // (`import` statements with `module.exports = …` and no `export`: CommonJS that imports, as
  // Docusaurus' loader reads it; its imports become requires.)
  if (ESM_SYNTAX.test(source)) return !ESM_EXPORT.test(source) && CJS_EXPORTS.test(source) ? 'commonjs' : 'module';
  if (CJS_SYNTAX.test(source)) return 'commonjs';
  return file.endsWith('.js') ? packageTypeOf(path.dirname(file)) : 'module';
}

const packageTypes = new Map<string, ModuleKind>();

/** The "type" of the package.json nearest above a folder ("commonjs" when there is none). */
function packageTypeOf(dir: string): ModuleKind {
  const known = packageTypes.get(dir);
  if (known) return known;
  let kind: ModuleKind | undefined;
  try {
    const json = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: unknown };
    kind = json.type === 'module' ? 'module' : 'commonjs';
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') kind = 'commonjs';
  }
  const parent = path.dirname(dir);
  kind ??= parent === dir ? 'commonjs' : packageTypeOf(parent);
  packageTypes.set(dir, kind);
  return kind;
}

/** Whether a module's own source declares a name (then docgen does not give it one). */
export function declares(source: string, name: string): boolean {
  return new RegExp(`\\b(?:const|let|var|function|class|import)\\s+(?:\\{[^}]*\\b|\\*\\s+as\\s+|[\\w$]+\\s*,\\s*\\{[^}]*\\b)?${name.replace(/\$/g, '\\$')}\\b`).test(source);
}
