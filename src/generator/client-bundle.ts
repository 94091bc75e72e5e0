// Bundles the browser runtime (src/client) and the theme CSS (src/templates/styles) with esbuild.
// File names carry content hashes, so unchanged code keeps its URL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import type { BuildContext, BuildOptions, BuildResult, Plugin } from 'esbuild';
import { BuildCache } from './cache.ts';
import { components } from '../components/registry.ts';
import type { SiteData } from '../shared/types.ts';
import { siteThemeOptions, type ClientTheme } from './site-code/site-theme-client.ts';

export interface ClientAssets {
  /** Output files: path relative to the output folder → contents. */
  files: Map<string, Uint8Array>;
  /** URLs (base included) of the entry script and stylesheet. */
  js: string[];
  css: string[];
  /** URLs of the site's own stylesheets, linked after docgen's (site-css/bundle.ts). */
  cssAfter?: string[];
  /** URLs of the site's own module scripts, after docgen's (its client modules: site-code/client-modules.ts). */
  jsAfter?: string[];
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

/** Which library runs the theme in the browser (config client.runtime). */
export type ClientRuntime = 'react' | 'preact';

/** With the Preact runtime, React's API comes from preact/compat: the same components, a fraction of the bytes. */
const PREACT_ALIASES = {
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
function siteDataPlugin(source: SiteSource): Plugin {
  const contents = () => (source === 'page' ? `export default JSON.parse(document.getElementById('__docgen-site').textContent);` : `export default ${JSON.stringify(source.site())};`);
  return {
    name: 'docgen-site-data',
    setup(build) {
      build.onResolve({ filter: /^virtual:docgen-site$/ }, () => ({ path: 'site', namespace: 'docgen' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen' }, () => ({ contents: contents(), loader: 'js' }));
    },
  };
}

/** The page kinds whose component a site's entry holds (others load on demand): a site with a blog has its template there. */
export type EagerPages = 'blog'[];
const EAGER_MODULES: Record<EagerPages[number], string> = { blog: 'src/templates/BlogPage.tsx' };

/** `import eager from 'virtual:docgen-eager-pages'`: the page components of `kinds`, by kind. */
function eagerPagesPlugin(kinds: EagerPages): Plugin {
  const root = packageRoot();
  const contents = kinds.map((k, i) => `import P${i} from ${JSON.stringify(path.join(root, EAGER_MODULES[k]))};`).join('\n') + `\nexport default { ${kinds.map((k, i) => `${k}: P${i}`).join(', ')} };`;
  return {
    name: 'docgen-eager-pages',
    setup(build) {
      build.onResolve({ filter: /^virtual:docgen-eager-pages$/ }, () => ({ path: 'eager-pages.js', namespace: 'docgen-eager' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-eager' }, () => ({ contents, loader: 'js', resolveDir: root }));
    },
  };
}

/**
 * The content components' parts for the browser, from components/registry.ts:
 * `import behaviours from 'virtual:docgen-components'` gives the default exports of their client.ts,
 * and `@import 'docgen:components'` in the theme's stylesheet their style.css, in registry order.
 */
function componentsPlugin(): Plugin {
  const dir = path.join(packageRoot(), 'src/components');
  const rel = (name: string, file: string) => JSON.stringify(`./${name}/${file}`);
  return {
    name: 'docgen-components',
    setup(build) {
      build.onResolve({ filter: /^virtual:docgen-components$/ }, () => ({ path: 'components.js', namespace: 'docgen-components' }));
      build.onResolve({ filter: /^docgen:components$/ }, () => ({ path: 'components.css', namespace: 'docgen-components' }));
      build.onLoad({ filter: /\.js$/, namespace: 'docgen-components' }, () => {
        const withClient = components.filter((c) => c.client);
        const imports = withClient.map((c, i) => `import c${i} from ${rel(c.name, 'client.ts')};`).join('\n');
        return { contents: `${imports}\nexport default [${withClient.map((_, i) => `c${i}`).join(', ')}];`, loader: 'js', resolveDir: dir };
      });
      build.onLoad({ filter: /\.css$/, namespace: 'docgen-components' }, () => ({
        contents: components.filter((c) => c.style).map((c) => `@import ${rel(c.name, 'style.css')};`).join('\n'),
        loader: 'css',
        resolveDir: dir,
      }));
    },
  };
}

/**
 * Everything the bundle's files are made from: its sources, the versions of Preact and esbuild, and
 * the site data. (Not the base URL: it is only in the URLs of the files, see withBaseUrl.)
 */
function bundleKey(root: string, site: SiteData | 'page', minify: boolean, runtime: ClientRuntime, eager: EagerPages = []): string {
  const h = createHash('sha256').update(JSON.stringify([site, minify, runtime, eager]));
  for (const dir of ['src/client', 'src/templates', 'src/components', 'src/shared']) {
    const walk = (d: string) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const p = path.join(d, e.name);
        if (e.isDirectory()) walk(p);
        else h.update(p).update(fs.readFileSync(p));
      }
    };
    walk(path.join(root, dir));
  }
  for (const pkg of ['preact', 'react', 'react-dom', 'esbuild']) {
    try {
      h.update(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json')));
    } catch {
      // not installed
    }
  }
  return h.digest('base64url').slice(0, 32);
}

/** A bundle as it is kept: its files, and its entries and chunks by path inside the output folder. */
interface CachedBundle {
  files: [string, string][];
  js: string[];
  css: string[];
  chunks: Record<string, string>;
}

/** A bundle's assets, its files' URLs under a base URL. */
function withBaseUrl(bundle: CachedBundle, baseUrl: string): ClientAssets {
  const url = (rel: string) => `${baseUrl}${rel}`;
  return {
    files: new Map(bundle.files.map(([rel, b64]) => [rel, Buffer.from(b64, 'base64')])),
    js: bundle.js.map(url),
    css: bundle.css.map(url),
    chunks: Object.fromEntries(Object.entries(bundle.chunks).map(([name, rel]) => [name, url(rel)])),
  };
}

/** esbuild's options for the client bundle (`theme`: the site's theme components its layout renders, site-code/site-theme-client.ts). */
function buildOptions(site: SiteSource, minify: boolean, runtime: ClientRuntime, eager: EagerPages = [], theme?: ClientTheme) {
  const root = packageRoot();
  const own = siteThemeOptions(root, theme);
  return {
    entryPoints: { entry: path.join(root, 'src/client/entry.tsx'), theme: path.join(root, 'src/templates/styles/index.css') },
    alias: runtime === 'preact' ? PREACT_ALIASES : {},
    plugins: [siteDataPlugin(site), componentsPlugin(), eagerPagesPlugin(eager), ...(own.plugins ?? [])],
    ...(own.nodePaths ? { nodePaths: own.nodePaths } : {}),
    ...(own.loader ? { loader: own.loader } : {}),
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    // (The browsers alone: what they all run is left as written — class fields, for one, need no helper.)
    target: ['chrome100', 'firefox100', 'safari15'],
    minify,
    write: false,
    outdir: path.join(root, '.docgen-virtual/assets'),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    jsx: 'automatic',
    // (A site without theme components of its own: the code for them is left out, templates/site-theme.tsx.)
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.DOCGEN_CLIENT_SITE_THEME': theme ? '"site"' : '"none"' },
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
  } satisfies BuildOptions;
}

/** What a page needs to know of a bundle esbuild made, and its files. */
function bundleOf(result: BuildResult<{ write: false; metafile: true }>): CachedBundle {
  const root = packageRoot();
  const outRoot = path.join(root, '.docgen-virtual');
  const relative = (file: string) => path.relative(outRoot, file).split(path.sep).join('/');
  const files = result.outputFiles.map((f): [string, string] => [relative(f.path), Buffer.from(f.contents).toString('base64')]);
  const js: string[] = [];
  const css: string[] = [];
  const chunks: Record<string, string> = {};
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    const rel = relative(path.resolve(root, out));
    if (meta.entryPoint?.endsWith('entry.tsx')) js.push(rel);
    if (out.endsWith('.css') && meta.entryPoint?.endsWith('index.css')) css.push(rel);
    else if (out.endsWith('.js') && meta.entryPoint && !meta.entryPoint.endsWith('entry.tsx')) chunks[path.basename(meta.entryPoint).replace(/\.[jt]sx?$/, '')] = rel;
  }
  return { files, js, css, chunks: Object.fromEntries(Object.entries(chunks).sort()) };
}

/** A bundle from the cache, or made by `make` and kept in it. */
async function cachedBundle(cache: BuildCache | undefined, key: string, make: () => Promise<CachedBundle>): Promise<CachedBundle> {
  const cached = cache?.get<CachedBundle>('client', key);
  if (cached) return cached;
  const bundle = await make();
  cache?.set('client', key, bundle);
  return bundle;
}

/** The site data the browser needs: all of it but the footer, which only the server renders (templates/Document.tsx). */
export function clientSiteData(site: SiteData): SiteData {
  const { footer: _footer, siteFooter: _siteFooter, ...rest } = site;
  return rest;
}

export async function bundleClient(baseUrl: string, fullSite: SiteData, options: { minify?: boolean; cache?: BuildCache; runtime?: ClientRuntime; eager?: EagerPages; theme?: ClientTheme } = {}): Promise<ClientAssets> {
  const site = clientSiteData(fullSite);
  const minify = options.minify ?? true;
  const runtime = options.runtime ?? 'react';
  const eager = options.eager ?? [];
  // (A bundle with the site's theme components is made every time: its inputs are the site's files, known once bundled.)
  const bundle = await cachedBundle(options.theme ? undefined : options.cache, bundleKey(packageRoot(), site, minify, runtime, eager), async () => {
    const esbuild = await import('esbuild');
    return bundleOf(await esbuild.build(buildOptions({ site: () => site }, minify, runtime, eager, options.theme)));
  });
  return withBaseUrl(bundle, baseUrl);
}

/**
 * Where docgen dev keeps its client bundle: beside docgen's own bundle (dist/), not in a site's
 * cache, since it is the same for every site (the site data is read from the page, and the base URL
 * is only in its files' URLs). A site's first start finds it made.
 */
export const devClientDir = (): string => path.join(packageRoot(), 'dist/dev-client');

/**
 * The client bundle of docgen dev: one esbuild context kept from build to build, so that after a
 * change of the client's sources only what changed is parsed again. The bundle reads the site data
 * from the page, so it does not wait for the site to load, and a change of the config does not
 * make it again.
 */
export class ClientBundler {
  private readonly contexts = new Map<ClientRuntime, Promise<BuildContext<ReturnType<typeof buildOptions>>>>();
  /** Builds run one after the other. */
  private last: Promise<unknown> = Promise.resolve();
  private readonly store?: BuildCache;

  /** `keepIn`: the folder the bundle is kept in (devClientDir()); null: not kept. */
  constructor(keepIn: string | null = devClientDir()) {
    if (keepIn) this.store = new BuildCache(keepIn, true, true, keepIn);
  }

  /** `theme`: a site's theme components (bundled anew on every load: not kept, not shared with other sites). */
  bundle(baseUrl: string, runtime: ClientRuntime = 'react', theme?: ClientTheme): Promise<ClientAssets> {
    const run = this.last.then(async () => {
      if (theme) {
        const esbuild = await import('esbuild');
        return withBaseUrl(bundleOf(await esbuild.build(buildOptions('page', true, runtime, [], theme))), baseUrl);
      }
      let made = false;
      const bundle = await cachedBundle(this.store, bundleKey(packageRoot(), 'page', true, runtime), async () => {
        made = true;
        let context = this.contexts.get(runtime);
        if (!context) this.contexts.set(runtime, (context = import('esbuild').then((esbuild) => esbuild.context(buildOptions('page', true, runtime)))));
        return bundleOf(await (await context).rebuild());
      });
      // A new bundle: those made from other sources of docgen are not needed any more.
      if (made) await this.store?.flush(['client']);
      return withBaseUrl(bundle, baseUrl);
    });
    this.last = run.catch(() => {});
    return run;
  }

  /** Stops esbuild's context (a server that closes). */
  async dispose(): Promise<void> {
    const contexts = [...this.contexts.values()];
    this.contexts.clear();
    await Promise.all(contexts.map(async (context) => (await context.catch(() => undefined))?.dispose()));
  }
}
