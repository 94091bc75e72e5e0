// Bundles the browser runtime (src/client) and the theme CSS (src/templates/styles) with esbuild.
// File names carry content hashes, so unchanged code keeps its URL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import * as esbuild from 'esbuild';
import type { BuildCache } from './cache.ts';
import type { SiteData } from '../templates/types.ts';

export interface ClientAssets {
  /** Output files: path relative to the output folder → contents. */
  files: Map<string, Uint8Array>;
  /** URLs (base included) of the entry script and stylesheet. */
  js: string[];
  css: string[];
  /** URLs of the chunks loaded on demand, by source module name (e.g. SearchModal). */
  chunks: Record<string, string>;
}

let root: string | undefined;

/** The docgen package root: the nearest folder above this file (in src/ or dist/) with a package.json. */
export function packageRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  root = dir;
  return root;
}

/** In the browser, React's API comes from preact/compat: the same components, a fraction of the bytes. */
const REACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

/** Where the client's site data comes from: compiled into the bundle, or read from the page. */
type SiteSource = { site: () => SiteData } | 'page';

/**
 * `import site from 'virtual:docgen-site'`: the site data, compiled into the bundle; or (docgen
 * dev) read from the page's `__docgen-site` element (see DocumentAssets.siteData).
 */
function siteDataPlugin(source: SiteSource): esbuild.Plugin {
  const contents = () => (source === 'page' ? `export default JSON.parse(document.getElementById('__docgen-site').textContent);` : `export default ${JSON.stringify(source.site())};`);
  return {
    name: 'docgen-site-data',
    setup(build) {
      build.onResolve({ filter: /^virtual:docgen-site$/ }, () => ({ path: 'site', namespace: 'docgen' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen' }, () => ({ contents: contents(), loader: 'js' }));
    },
  };
}

/** Everything the bundle is made from: its sources, Preact's version and the site data. */
function bundleKey(root: string, baseUrl: string, site: SiteData | 'page', minify: boolean): string {
  const h = createHash('sha256').update(JSON.stringify([baseUrl, site, minify, esbuild.version]));
  for (const dir of ['src/client', 'src/templates']) {
    const walk = (d: string) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else h.update(p).update(fs.readFileSync(p));
      }
    };
    walk(path.join(root, dir));
  }
  for (const pkg of ['preact', 'react']) {
    try {
      h.update(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json')));
    } catch {
      // not installed
    }
  }
  return h.digest('base64url').slice(0, 32);
}

interface CachedAssets {
  files: [string, string][];
  js: string[];
  css: string[];
  chunks: Record<string, string>;
}

/** esbuild's options for the client bundle. */
function buildOptions(baseUrl: string, site: SiteSource, minify: boolean) {
  const root = packageRoot();
  return {
    entryPoints: { entry: path.join(root, 'src/client/entry.tsx'), theme: path.join(root, 'src/templates/styles/index.css') },
    alias: REACT_ALIASES,
    plugins: [siteDataPlugin(site)],
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify,
    write: false,
    outdir: path.join(root, '.docgen-virtual/assets'),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
  } satisfies esbuild.BuildOptions;
}

/** What a page needs to know of a bundle esbuild made, and its files. */
function assetsOf(result: esbuild.BuildResult<{ write: false; metafile: true }>, baseUrl: string): ClientAssets {
  const root = packageRoot();
  const files = new Map<string, Uint8Array>();
  const js: string[] = [];
  const css: string[] = [];
  const chunks: Record<string, string> = {};
  const outRoot = path.join(root, '.docgen-virtual');
  for (const f of result.outputFiles) {
    const rel = path.relative(outRoot, f.path).split(path.sep).join('/');
    files.set(rel, f.contents);
  }
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    const rel = path.relative(outRoot, path.resolve(root, out)).split(path.sep).join('/');
    if (meta.entryPoint?.endsWith('entry.tsx')) js.push(`${baseUrl}${rel}`);
    if (out.endsWith('.css') && meta.entryPoint?.endsWith('index.css')) css.push(`${baseUrl}${rel}`);
    else if (out.endsWith('.js') && meta.entryPoint && !meta.entryPoint.endsWith('entry.tsx')) chunks[path.basename(meta.entryPoint).replace(/\.[jt]sx?$/, '')] = `${baseUrl}${rel}`;
  }
  return { files, js, css, chunks: Object.fromEntries(Object.entries(chunks).sort()) };
}

/** A bundle from the cache, or made by `make` and kept in it. */
async function cachedBundle(cache: BuildCache | undefined, key: string, make: () => Promise<ClientAssets>): Promise<ClientAssets> {
  const cached = cache?.get<CachedAssets>('client', key);
  if (cached) return { files: new Map(cached.files.map(([rel, b64]) => [rel, Buffer.from(b64, 'base64')])), js: cached.js, css: cached.css, chunks: cached.chunks };
  const assets = await make();
  cache?.set('client', key, { files: [...assets.files].map(([rel, b]) => [rel, Buffer.from(b).toString('base64')]), js: assets.js, css: assets.css, chunks: assets.chunks } satisfies CachedAssets);
  return assets;
}

export function bundleClient(baseUrl: string, site: SiteData, options: { minify?: boolean; cache?: BuildCache } = {}): Promise<ClientAssets> {
  const minify = options.minify ?? true;
  return cachedBundle(options.cache, bundleKey(packageRoot(), baseUrl, site, minify), async () => assetsOf(await esbuild.build(buildOptions(baseUrl, { site: () => site }, minify)), baseUrl));
}

/**
 * The client bundle of docgen dev: one esbuild context kept from build to build, so that after a
 * change of the client's sources only what changed is parsed again. The bundle reads the site data
 * from the page, so it does not wait for the site to load, and a change of the config does not
 * make it again.
 */
export class ClientBundler {
  private context?: { baseUrl: string; ready: Promise<esbuild.BuildContext<ReturnType<typeof buildOptions>>> };
  /** Builds run one after the other. */
  private last: Promise<unknown> = Promise.resolve();

  constructor(private readonly cache?: BuildCache) {}

  bundle(baseUrl: string): Promise<ClientAssets> {
    const run = this.last.then(() =>
      cachedBundle(this.cache, bundleKey(packageRoot(), baseUrl, 'page', true), async () => {
        if (this.context?.baseUrl !== baseUrl) {
          await this.dispose();
          this.context = { baseUrl, ready: esbuild.context(buildOptions(baseUrl, 'page', true)) };
        }
        return assetsOf(await (await this.context.ready).rebuild(), baseUrl);
      }),
    );
    this.last = run.catch(() => {});
    return run;
  }

  /** Stops esbuild's context (a server that closes). */
  async dispose(): Promise<void> {
    const context = this.context;
    this.context = undefined;
    if (context) await (await context.ready.catch(() => undefined))?.dispose();
  }
}
