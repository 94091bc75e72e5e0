// Bundles the browser runtime (src/client) and the theme CSS (src/templates/styles) with esbuild.
// File names carry content hashes, so unchanged code keeps its URL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
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

/** The docgen package root (two levels above this file in src/, one above dist/). */
export function packageRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(here) === 'dist' ? path.dirname(here) : path.resolve(here, '../..');
}

/** In the browser, React's API comes from preact/compat: the same components, a fraction of the bytes. */
const REACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

/** `import site from 'virtual:docgen-site'`: the site data, compiled into the bundle. */
function siteDataPlugin(site: SiteData): esbuild.Plugin {
  return {
    name: 'docgen-site-data',
    setup(build) {
      build.onResolve({ filter: /^virtual:docgen-site$/ }, () => ({ path: 'site', namespace: 'docgen' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen' }, () => ({ contents: `export default ${JSON.stringify(site)};`, loader: 'js' }));
    },
  };
}

export async function bundleClient(baseUrl: string, site: SiteData, options: { minify?: boolean } = {}): Promise<ClientAssets> {
  const root = packageRoot();
  const result = await esbuild.build({
    entryPoints: { entry: path.join(root, 'src/client/entry.tsx'), theme: path.join(root, 'src/templates/styles/index.css') },
    alias: REACT_ALIASES,
    plugins: [siteDataPlugin(site)],
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: options.minify ?? true,
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
  });
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
