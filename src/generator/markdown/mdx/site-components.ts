// React components an MDX page imports from the site (`@site/src/components/Chart`, './Chart.tsx')
// or from a package: bundled with esbuild for Node (React itself is docgen's, so hooks and context
// work), loaded once per thread, and rendered on the server with the page. Docusaurus' client
// modules that components use most (@docusaurus/Link, useBaseUrl, useDocusaurusContext,
// BrowserOnly, Head) are given their server-side meaning. The CSS a component imports (a CSS module,
// with its class names, or a plain stylesheet) is bundled with it: the pages that use the
// component link it (markdown/content-styles.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import type * as Esbuild from 'esbuild';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import { RUNTIME_GLOBAL } from '../../../components/islands/classes.ts';

const requireHere = createRequire(import.meta.url);
const esbuild = requireHere('esbuild') as typeof Esbuild;

/** What a page's imports resolve against: the site's root and base URL, and the site data components may ask for. */
export interface SiteForComponents {
  root: string;
  baseUrl: string;
  siteConfig: Record<string, unknown>;
}

export interface LoadedModule {
  exports: Record<string, unknown>;
  /** The CSS the module imports, bundled ('' when none). */
  css: string;
  /** The files bundled (absolute): inputs of every page that uses the module. */
  files: string[];
}

/** Docusaurus' client modules components use most, with their server-side meaning. */
const SHIMS: Record<string, string> = {
  Link: `import { jsx } from 'react/jsx-runtime'; import { base } from './site.js';
const internal = (to) => typeof to === 'string' && !/^([a-z][a-z0-9+.-]*:|\\/\\/|#)/i.test(to);
export default function Link({ to, href, children, ...rest }) { const target = to ?? href; return jsx('a', { ...rest, href: internal(target) && target.startsWith('/') ? base + target.slice(1) : target, children }); }`,
  useBaseUrl: `import { base } from './site.js'; export default function useBaseUrl(url = '') { return /^([a-z][a-z0-9+.-]*:|\\/\\/)/i.test(url) ? url : base + url.replace(/^\\//, ''); }`,
  useDocusaurusContext: `import { siteConfig } from './site.js'; export default function useDocusaurusContext() { return { siteConfig }; }`,
  BrowserOnly: `export default function BrowserOnly({ fallback = null }) { return fallback; }`,
  Head: `export default function Head() { return null; }`,
  isInternalUrl: `export default function isInternalUrl(url) { return typeof url === 'string' && !/^([a-z][a-z0-9+.-]*:|\\/\\/)/i.test(url); }`,
};

/** In the browser (an island's script): React is the page's (see components/islands), BrowserOnly renders its children once mounted. */
const BROWSER_SHIMS: Record<string, string> = {
  ...SHIMS,
  BrowserOnly: `import { useEffect, useState } from 'react'; export default function BrowserOnly({ children, fallback = null }) { const [on, set] = useState(false); useEffect(() => set(true), []); return on && children ? children() : fallback; }`,
};

/** The modules of React an island's script takes from the page: name → the names it exports. */
const SHARED_REACT: Record<string, { global: string; names: string[] }> = {
  react: { global: 'React', names: Object.keys(React) },
  'react/jsx-runtime': { global: 'jsxRuntime', names: Object.keys(JsxRuntime) },
  'react/jsx-dev-runtime': { global: 'jsxRuntime', names: Object.keys(JsxRuntime) },
  'react-dom': { global: 'ReactDOM', names: Object.keys(ReactDom) },
};

type Target = 'node' | 'browser';

/**
 * The shims' folder of a site, for esbuild's paths: outside the site (nothing but the output is
 * written into it with --no-cache), in the system's temporary folder, named by a hash of the shims'
 * text, so that every thread and build of the same site data finds the same files (each written
 * once, whole: a file is renamed into place).
 */
function shimsOf(site: SiteForComponents): string {
  const files: Record<string, string> = { 'site.js': `export const base = ${JSON.stringify(site.baseUrl)};\nexport const siteConfig = ${JSON.stringify(site.siteConfig)};\n` };
  for (const [name, code] of Object.entries(SHIMS)) files[`node/${name}.js`] = `${code.replace("'./site.js'", "'../site.js'")}\n`;
  for (const [name, code] of Object.entries(BROWSER_SHIMS)) files[`browser/${name}.js`] = `${code.replace("'./site.js'", "'../site.js'")}\n`;
  for (const [module, { global, names }] of Object.entries(SHARED_REACT)) {
    const from = `globalThis[${JSON.stringify(RUNTIME_GLOBAL)}].${global}`;
    files[`browser/${module.replace(/\//g, '-')}.js`] = `const m = ${from};\nexport default m.default ?? m;\nexport const { ${names.filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default').join(', ')} } = m;\n`;
  }
  const dir = path.join(os.tmpdir(), `docgen-mdx-shims-${createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16)}`);
  for (const [name, code] of Object.entries(files)) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== code) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}-${threadId}.tmp`;
      fs.writeFileSync(temp, code);
      fs.renameSync(temp, file);
    }
  }
  return dir;
}

/** A module as loaded, with the times and sizes of the site's own files in it (they change when one is edited: docgen dev). */
interface Kept<T> {
  value: T;
  files: string[];
  stamp: string;
}
const loaded = new Map<string, Kept<LoadedModule | { error: string }>>();
const scripts = new Map<string, Kept<{ js: string } | { error: string }>>();

/** The times and sizes of the site's own files of a bundle (not its packages'). */
function stampOf(files: string[]): string {
  return files
    .filter((f) => !f.includes(`${path.sep}node_modules${path.sep}`))
    .map((f) => {
      const stat = fs.statSync(f, { throwIfNoEntry: false });
      return stat ? `${stat.mtimeMs}:${stat.size}` : '-';
    })
    .join(',');
}

/** A kept value while its files are unchanged; else made again. */
function keptOr<T>(kept: Map<string, Kept<T>>, key: string, make: () => { value: T; files: string[] }): T {
  const had = kept.get(key);
  if (had && stampOf(had.files) === had.stamp) return had.value;
  const made = make();
  // (A module that failed is made again next time: the fix may be in a file it never reached.)
  if (made.files.length) kept.set(key, { ...made, stamp: stampOf(made.files) });
  else kept.delete(key);
  return made.value;
}

/** The module a page imports (`source`, from the page's folder `dir`): bundled and run, or why it cannot be. */
export function siteModule(source: string, dir: string, site: SiteForComponents): LoadedModule | { error: string } {
  return keptOr(loaded, `${site.root}\0${dir}\0${source}`, () => {
    const mod = load(source, dir, site);
    return { value: mod, files: 'error' in mod ? [] : mod.files };
  });
}

/** The same module bundled for the browser (an island's script: an ES module, React taken from the page). */
export function islandScript(source: string, dir: string, site: SiteForComponents): { js: string } | { error: string } {
  return keptOr(scripts, `${site.root}\0${dir}\0${source}`, () => {
    const bundled = bundle(source, dir, site, 'browser');
    return 'error' in bundled ? { value: bundled, files: [] } : { value: { js: bundled.js }, files: bundled.files };
  });
}

/** A module bundled with esbuild for Node (run on the server) or the browser, its CSS modules' names scoped. */
function bundle(source: string, dir: string, site: SiteForComponents, target: Target): { js: string; css: string; files: string[] } | { error: string } {
  const siteRoot = path.resolve(site.root);
  const shims = path.join(shimsOf(site), target);
  const shimNames = Object.keys(target === 'node' ? SHIMS : BROWSER_SHIMS);
  let result: Esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = esbuild.buildSync({
      stdin: { contents: `export * from ${JSON.stringify(source)};\nimport * as m from ${JSON.stringify(source)};\nexport default m.default;`, resolveDir: dir, loader: 'js' },
      bundle: true,
      write: false,
      // The metafile's input paths are relative to this folder (by default the process's own).
      absWorkingDir: siteRoot,
      outdir: path.join(siteRoot, '.docgen/cache/mdx-components'),
      metafile: true,
      jsx: 'automatic',
      logLevel: 'silent',
      nodePaths: [path.join(siteRoot, 'node_modules')],
      // JSX in .js files, as Docusaurus reads a site's components (the create-docusaurus template
      // writes them so). Plain JavaScript reads the same as JSX (only `<` where an expression
      // starts differs, which plain JavaScript never has), so packages' .js files are unchanged.
      loader: { '.js': 'jsx', '.css': 'css', '.module.css': 'local-css', ...Object.fromEntries(['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.woff', '.woff2'].map((ext) => [ext, 'dataurl' as const])) },
      ...(target === 'node'
        ? { platform: 'node', format: 'cjs', target: 'node20', external: ['react', 'react-dom', 'react/*', 'react-dom/*'] }
        : { platform: 'browser', format: 'esm', target: ['es2020'], minify: true, define: { 'process.env.NODE_ENV': '"production"' }, alias: Object.fromEntries(Object.keys(SHARED_REACT).map((m) => [m, path.join(shims, `${m.replace(/\//g, '-')}.js`)])) }),
      // @site/… is the site's root; @docusaurus/… modules are the shims.
      tsconfigRaw: { compilerOptions: { baseUrl: siteRoot, paths: { '@site/*': ['./*'], ...Object.fromEntries(shimNames.map((n) => [`@docusaurus/${n}`, [path.join(shims, `${n}.js`)]])) } } },
    });
  } catch (err) {
    const first = (err as { errors?: Esbuild.Message[] }).errors?.[0];
    const where = first?.location ? `${first.location.file}:${first.location.line}:${first.location.column + 1}: ` : '';
    return { error: `cannot bundle "${source}"${target === 'browser' ? ' for the browser' : ''}: ${where}${first?.text ?? (err as Error).message}` };
  }
  const files = Object.keys(result.metafile.inputs)
    .filter((f) => !f.includes(':'))
    .map((f) => path.resolve(siteRoot, f))
    .filter((f) => fs.existsSync(f));
  // (The same module graph gives the same local names for Node and the browser, so the same suffix.)
  const scoped = scopeLocalNames(result.outputFiles.find((f) => f.path.endsWith('.js'))!.text, result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '', `${path.relative(siteRoot, dir)}\0${source}`);
  return { ...scoped, files };
}

function load(source: string, dir: string, site: SiteForComponents): LoadedModule | { error: string } {
  const bundled = bundle(source, dir, site, 'node');
  if ('error' in bundled) return bundled;
  const module = { exports: {} as Record<string, unknown> };
  const requireFromSite = createRequire(path.join(path.resolve(site.root), 'package.json'));
  // React is the very instance docgen renders with (two copies would not share hooks).
  const react: Record<string, unknown> = { react: React, 'react/jsx-runtime': JsxRuntime, 'react/jsx-dev-runtime': JsxRuntime, 'react-dom': ReactDom };
  const require = (id: string) => react[id] ?? (/^react(-dom)?(\/|$)/.test(id) ? requireHere(id) : requireFromSite(id));
  try {
    const run = vm.runInThisContext(`(function (require, module, exports) {${bundled.js}\n})`, { filename: `${source} (bundled)` }) as (r: typeof require, m: typeof module, e: unknown) => void;
    run(require, module, module.exports);
  } catch (err) {
    return { error: `"${source}" failed while loading: ${(err as Error).message}` };
  }
  const css = bundled.css ? esbuild.transformSync(bundled.css, { loader: 'css', minify: true, legalComments: 'none' }).code : '';
  return { exports: module.exports, css, files: bundled.files };
}

/**
 * esbuild names a CSS module's classes (and keyframes) after its file (`styles.module.css`:
 * `styles_card`), unique within one bundle; every component is a bundle of its own, and most sites
 * call each component's file styles.module.css. So each bundle's local names get a suffix of its
 * own, in its CSS and in the name maps of its JS (which esbuild writes after a comment naming the
 * .module.css file).
 */
function scopeLocalNames(js: string, css: string, bundle: string): { js: string; css: string } {
  const names = new Set<string>();
  for (const map of js.matchAll(/^\/\/ [^\n]*\.module\.css\nvar \w+ = \{\n([\s\S]*?)\n\};/gm)) {
    for (const value of map[1].matchAll(/: "([^"]*)"/g)) for (const name of value[1].split(' ')) if (name) names.add(name);
  }
  if (!names.size) return { js, css };
  const suffix = createHash('sha256').update(bundle).digest('hex').slice(0, 6);
  const alternatives = [...names].map((n) => n.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')).join('|');
  const token = new RegExp(`(?<![\\w-])(${alternatives})(?![\\w-])`, 'g');
  const rename = (text: string) => text.replace(token, `$1_${suffix}`);
  return { js: js.replace(/"[^"\n]*"/g, rename), css: rename(css) };
}
