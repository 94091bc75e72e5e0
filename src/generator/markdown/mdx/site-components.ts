// The modules an MDX page imports from the site (`@site/src/components/Chart`, '@site/src/data/team',
// './Chart.tsx') or from a package: bundled with esbuild for Node (React itself is docgen's, so
// hooks and context work), loaded once per thread and build — a module is known by its file, so
// every page that imports it shares one bundle — and given to the page as they are: components,
// data, functions, constants. Docusaurus' client modules they use are stand-ins with their
// server-side meaning (mdx/site-shims.ts); a Markdown file a component imports (`import Intro from
// './_intro.md'`) renders as a partial in the page (a slot, mdx/shim-runtime.ts). The CSS a module
// imports (a CSS module, with its class names, or a plain stylesheet) is bundled with it: the pages
// that use the module link it (markdown/content-styles.ts).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import type * as Esbuild from 'esbuild';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import { isWithin } from '../../../components/kit/real-path.ts';
import { shimmedModules, shimsOf, type Target } from './site-shims.ts';
import { slotElement } from './shim-runtime.ts';
import { swizzledPaths } from './swizzled.ts';
import { buildSync, stampOf, transformSync } from '../../site-code/esbuild-sync.ts';

const requireHere = createRequire(import.meta.url);

/** What a page's imports resolve against: the site's root and base URL, the site data components may ask for, and the theme modules docgen renders itself. */
export interface SiteForComponents {
  root: string;
  baseUrl: string;
  siteConfig: Record<string, unknown>;
  slots?: string[];
  /** The site's theme folder (its swizzled components, mdx/swizzled.ts). */
  themeDir?: string;
}

export interface LoadedModule {
  exports: Record<string, unknown>;
  /** The CSS the module imports, bundled ('' when none). */
  css: string;
  /** The files bundled (absolute): inputs of every page that uses the module. */
  files: string[];
  /** Its code has behaviour in the browser (state, effects, event handlers): a React page of it is hydrated. */
  interactive: boolean;
}

/** Code that does something in the browser: React's state and effect hooks, event handler props. */
const BEHAVIOUR = /\buse(?:State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|ActionState|Optimistic)\b|\bon[A-Z][A-Za-z]+\s*:/;

/** A module as loaded, with the times and sizes of the site's own files in it (they change when one is edited: docgen dev). */
interface Kept<T> {
  value: T;
  files: string[];
  stamp: string;
}
const loaded = new Map<string, Kept<LoadedModule | { error: string }>>();
const scripts = new Map<string, Kept<{ js: string } | { error: string }>>();

/** A kept value while its files are unchanged; else made again. */
function keptOr<T extends object>(kept: Map<string, Kept<T>>, key: string, make: () => { value: T; files: string[] }): T {
  const had = kept.get(key);
  if (had && stampOf(had.files) === had.stamp) return had.value;
  const made = make();
  // (A module that failed is made again next time: the fix may be in a file it never reached. One
  // made of docgen's stand-ins alone, `@generated/docusaurus.config`, has no file of the site: it is
  // kept, by the site config it was made with, see moduleOf.)
  if (!('error' in made.value)) kept.set(key, { ...made, stamp: stampOf(made.files) });
  else kept.delete(key);
  return made.value;
}

/** Whether an import names the same module from every folder (`@site/…`, a module docgen stands in for), not a path relative to the page or a package found from its folder. */
export const sameFromEveryFolder = (source: string, slots: string[] = []): boolean => source.startsWith('@site/') || shimmedModules(slots).includes(source);

/**
 * What an import names, the same for every page that names that module: a file of the site (by
 * its path, `@site/…` or relative), a module docgen stands in for, or a package as found from the
 * page's folder.
 */
function moduleOf(source: string, dir: string, site: SiteForComponents): { specifier: string; resolveDir: string; key: string; names?: string } {
  const written = source.startsWith('@site/') ? path.join(site.root, source.slice('@site/'.length)) : /^\.\.?\//.test(source) || path.isAbsolute(source) ? path.resolve(dir, source) : undefined;
  const file = written && fileOf(written);
  if (file) return { specifier: file, resolveDir: path.dirname(file), key: `${site.root}\0${file}` };
  // (Its CSS modules' names are scoped by the module alone: the same in every build of the site.)
  if (shimmedModules(site.slots ?? []).includes(source)) return { specifier: source, resolveDir: site.root, key: `${site.root}\0${source}\0${standInsKey(site)}`, names: `${site.root}\0${source}` };
  return { specifier: source, resolveDir: dir, key: `${site.root}\0${dir}\0${source}` };
}

/** What docgen's stand-ins are made of (the site's base URL, config and slots): a module of stand-ins alone is kept by it. */
const standInsKey = (site: SiteForComponents) => createHash('sha256').update(JSON.stringify([site.baseUrl, site.siteConfig, site.slots ?? []])).digest('base64url');

/** The file a path without its extension (or a folder's index) names, as a bundler finds it; the path itself when none is there. */
function fileOf(written: string): string {
  for (const candidate of [written, ...RESOLVED.map((ext) => written + ext), ...RESOLVED.map((ext) => path.join(written, `index${ext}`))]) {
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return written;
}
const RESOLVED = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json'];

/** The module a page imports (`source`, from the page's folder `dir`): bundled and run, or why it cannot be. */
export function siteModule(source: string, dir: string, site: SiteForComponents): LoadedModule | { error: string } {
  const module = moduleOf(source, dir, site);
  return keptOr(loaded, module.key, () => {
    const mod = load(source, module, site);
    return { value: mod, files: 'error' in mod ? [] : mod.files };
  });
}

/** The same module bundled for the browser (an island's script: an ES module, React taken from the page). */
export function islandScript(source: string, dir: string, site: SiteForComponents): { js: string } | { error: string } {
  const module = moduleOf(source, dir, site);
  return keptOr(scripts, module.key, () => {
    const bundled = bundle(source, module, site, 'browser');
    return 'error' in bundled ? { value: bundled, files: [] } : { value: { js: bundled.js }, files: bundled.files };
  });
}

/** How esbuild names a Markdown file a module imports (with the `file` loader): its value starts with this. */
const MARKDOWN_IMPORT = '\u{E001}docgen-md:';

interface Bundled {
  js: string;
  css: string;
  files: string[];
  /** The Markdown files it imports: the value each import has → the file. */
  markdown: Map<string, string>;
}

/** A module bundled with esbuild for Node (run on the server) or the browser, its CSS modules' names scoped. */
function bundle(source: string, module: ReturnType<typeof moduleOf>, site: SiteForComponents, target: Target): Bundled | { error: string } {
  const siteRoot = path.resolve(site.root);
  const shims = shimsOf(site, target, site.slots ?? []);
  const outdir = path.join(siteRoot, '.docgen/cache/mdx-components');
  const spec = JSON.stringify(module.specifier);
  let result: Esbuild.BuildResult<{ write: false; metafile: true }>;
  // A stylesheet's `url(/img/x.png)` is the site's own URL, left as written (as Docusaurus leaves
  // it): each one esbuild could not find as a file is built again as external.
  const urls: string[] = [];
  const build = () =>
    buildSync({
      stdin: { contents: `export * from ${spec};\nimport * as m from ${spec};\nexport default m.default;`, resolveDir: module.resolveDir, loader: 'js' },
      bundle: true,
      write: false,
      // The metafile's input paths are relative to this folder (by default the process's own).
      absWorkingDir: siteRoot,
      // (Nothing is written: the output paths only name the files.)
      outdir,
      metafile: true,
      jsx: 'automatic',
      logLevel: 'silent',
      nodePaths: [path.join(siteRoot, 'node_modules')],
      // JSX in .js files, as Docusaurus reads a site's components (the create-docusaurus template
      // writes them so). Plain JavaScript reads the same as JSX (only `<` where an expression
      // starts differs, which plain JavaScript never has), so packages' .js files are unchanged.
      loader: { '.js': 'jsx', '.css': 'css', '.module.css': 'local-css', '.md': 'file', '.mdx': 'file', ...Object.fromEntries(['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.woff', '.woff2'].map((ext) => [ext, 'dataurl' as const])) },
      publicPath: MARKDOWN_IMPORT,
      assetNames: '[name]-[hash]',
      ...(target === 'node'
        ? { platform: 'node', format: 'cjs', target: 'node20', external: ['react', 'react-dom', 'react/*', 'react-dom/*', ...urls] }
        : // (Minified once its CSS modules' names are scoped, below: esbuild's bundler would shorten them, and the browser's must be the server's.)
          { platform: 'browser', format: 'esm', target: ['es2020'], define: { 'process.env.NODE_ENV': '"production"' }, alias: shims.react, external: urls }),
      // @site/… is the site's root; Docusaurus' client modules are the stand-ins.
      tsconfigRaw: { compilerOptions: { baseUrl: siteRoot, paths: { '@site/*': ['./*'], ...shims.paths, ...swizzledPaths(site.themeDir, shims.paths) } } },
    });
  try {
    try {
      result = build();
    } catch (err) {
      const missing = ((err as { errors?: Esbuild.Message[] }).errors ?? []).map((e) => (/\.css$/.test(e.location?.file ?? '') ? /^Could not resolve "(\/[^/"][^"]*)"/.exec(e.text)?.[1] : undefined));
      if (!missing.length || missing.some((m) => !m)) throw err;
      urls.push(...(missing as string[]));
      result = build();
    }
  } catch (err) {
    const first = (err as { errors?: Esbuild.Message[] }).errors?.[0];
    // (The module itself not found: said as the page wrote it.)
    const own = first?.location?.file === '<stdin>';
    if (first && own) first.text = first.text.replace(JSON.stringify(module.specifier), JSON.stringify(source));
    const where = first?.location && !own ? `${first.location.file}:${first.location.line}:${first.location.column + 1}: ` : '';
    const theme = /^Could not resolve "(@theme|@docusaurus)\//.test(first?.text ?? '') ? `; docgen stands in for ${shimmedModules(site.slots ?? []).join(', ')}` : '';
    return { error: `cannot bundle "${source}"${target === 'browser' ? ' for the browser' : ''}: ${where}${first?.text ?? (err as Error).message}${theme}` };
  }
  const files = Object.keys(result.metafile.inputs)
    .filter((f) => !f.includes(':'))
    .map((f) => path.resolve(siteRoot, f))
    .filter((f) => !isWithin(f, shims.dir) && fs.existsSync(f));
  const markdown = new Map<string, string>();
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    const input = Object.keys(meta.inputs)[0];
    if (/\.mdx?$/i.test(out) && input) markdown.set(`${MARKDOWN_IMPORT}/${path.basename(out)}`, path.resolve(siteRoot, input));
  }
  // (The same module graph gives the same local names for Node and the browser, so the same suffix;
  // and the same in any folder the site is built from: its key without the site's root.)
  const scoped = scopeLocalNames(svgModules(result.outputFiles.find((f) => f.path.endsWith('.js'))!.text), result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '', (module.names ?? module.key).split(siteRoot).join(''));
  const js = target === 'browser' ? transformSync(scoped.js, { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' }).code : scoped.js;
  return { ...scoped, js, files, markdown };
}

function load(source: string, module: ReturnType<typeof moduleOf>, site: SiteForComponents): LoadedModule | { error: string } {
  const bundled = bundle(source, module, site, 'node');
  if ('error' in bundled) return bundled;
  const exports = { exports: {} as Record<string, unknown> };
  const requireFromSite = createRequire(path.join(path.resolve(site.root), 'package.json'));
  // React is the very instance docgen renders with (two copies would not share hooks); an element
  // whose type is a Markdown file the module imports is that file, as a partial.
  const react = withMarkdownElements(bundled.markdown, bundled.js.includes(SVG_DATA_URL));
  const require = (id: string) => react[id] ?? (/^react(-dom)?(\/|$)/.test(id) ? requireHere(id) : requireFromSite(id));
  try {
    const run = vm.runInThisContext(`(function (require, module, exports) {${bundled.js}\n})`, { filename: `${source} (bundled)` }) as (r: typeof require, m: typeof exports, e: unknown) => void;
    run(require, exports, exports.exports);
  } catch (err) {
    return { error: `"${source}" failed while loading: ${(err as Error).message}` };
  }
  const css = bundled.css ? transformSync(bundled.css, { loader: 'css', minify: true, legalComments: 'none' }).code : '';
  return { exports: exports.exports, css, files: bundled.files, interactive: BEHAVIOUR.test(bundled.js) };
}

/**
 * React's modules for a bundle: `createElement`/`jsx` of a Markdown file it imports make that file's
 * slot; of an SVG file it imports (a data URL: Docusaurus gives a component), an image of it.
 */
function withMarkdownElements(markdown: Map<string, string>, svg: boolean): Record<string, unknown> {
  const plain = { react: React, 'react/jsx-runtime': JsxRuntime, 'react/jsx-dev-runtime': JsxRuntime, 'react-dom': ReactDom };
  if (!markdown.size && !svg) return plain;
  const partial = (type: unknown) => (typeof type === 'string' && type.startsWith(MARKDOWN_IMPORT) ? markdown.get(type) : undefined);
  const wrap =
    <F extends (type: never, props: never, ...rest: never[]) => unknown>(make: F) =>
    (type: unknown, props: Record<string, unknown> | null, ...rest: unknown[]) => {
      const file = partial(type);
      if (file) return make(MarkdownFile as never, { ...props, [FILE]: file } as never, ...(rest as never[]));
      if (isSvgImport(type)) return make('img' as never, svgImageProps(type, props) as never, ...(rest as never[]));
      return make(type as never, props as never, ...(rest as never[]));
    };
  const runtime = { ...JsxRuntime, jsx: wrap(JsxRuntime.jsx), jsxs: wrap(JsxRuntime.jsxs) };
  return { ...plain, react: { ...React, default: React, createElement: wrap(React.createElement) }, 'react/jsx-runtime': runtime, 'react/jsx-dev-runtime': runtime };
}

/** An SVG file a module imports is a data URL (esbuild's dataurl loader); used as a component, it is shown as an image. */
const SVG_DATA_URL = 'data:image/svg+xml';
const isSvgImport = (type: unknown): type is string => typeof type === 'string' && type.startsWith(SVG_DATA_URL);
/** An SVG component's props as an image's: its title is the image's text, else it is decoration. */
const svgImageProps = (src: string, props: Record<string, unknown> | null) => {
  const { title, children: _children, ...rest } = props ?? {};
  return { ...rest, src, alt: typeof title === 'string' ? title : '' };
};

const FILE = '__docgenMarkdownFile';
/** A Markdown file a module imports, as an element: its slot (the partial, rendered by the page). */
function MarkdownFile(props: Record<string, unknown>): React.ReactNode {
  const { [FILE]: file, ...rest } = props;
  return slotElement(String(file), rest);
}

/**
 * An SVG file `require`d (`require('@site/static/img/x.svg').default`, as Docusaurus' template
 * writes it) is an ES module whose default export is the file, as Docusaurus' bundler makes it;
 * esbuild's data URL is the CommonJS module's whole value.
 */
function svgModules(js: string): string {
  return js.replace(/(\b[\w$]+\.exports\s*=\s*)((["'`])data:image\/svg\+xml(?:(?!\3)[^\\\n]|\\.)*\3)/g, '$1{ __esModule: true, default: $2 }');
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
