// Bundles the browser runtime (src/client) and the theme CSS (src/templates/styles) with esbuild.
// File names carry content hashes, so unchanged code keeps its URL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export interface ClientAssets {
  /** Output files: path relative to the output folder → contents. */
  files: Map<string, Uint8Array>;
  /** URLs (base included) of the entry script and stylesheet. */
  js: string[];
  css: string[];
}

/** The docgen package root (two levels above this file in src/, one above dist/). */
export function packageRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(here) === 'dist' ? path.dirname(here) : path.resolve(here, '../..');
}

export async function bundleClient(baseUrl: string, options: { minify?: boolean } = {}): Promise<ClientAssets> {
  const root = packageRoot();
  const result = await esbuild.build({
    entryPoints: { entry: path.join(root, 'src/client/entry.ts'), theme: path.join(root, 'src/templates/styles/index.css') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: options.minify ?? true,
    write: false,
    outdir: path.join(root, '.docgen-virtual/assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[name]-[hash]',
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
  const outRoot = path.join(root, '.docgen-virtual');
  for (const f of result.outputFiles) {
    const rel = path.relative(outRoot, f.path).split(path.sep).join('/');
    files.set(rel, f.contents);
  }
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    const rel = path.relative(path.relative(process.cwd(), outRoot), out).split(path.sep).join('/');
    if (meta.entryPoint?.endsWith('entry.ts')) js.push(`${baseUrl}${rel}`);
    if (out.endsWith('.css') && meta.entryPoint?.endsWith('index.css')) css.push(`${baseUrl}${rel}`);
  }
  return { files, js, css };
}
