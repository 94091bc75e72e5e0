// Bundles the generator (src/generator, src/templates) into dist/ for Node.
// Used by bin/docgen.js on demand and by tests; dist/ is a build product, never committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const entries = {
  cli: path.join(root, 'src/generator/cli.ts'),
  'markdown-worker': path.join(root, 'src/generator/markdown/worker.ts'),
};

function newestSourceTime(dir) {
  let newest = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestSourceTime(p));
    else if (/\.(ts|tsx|css)$/.test(e.name)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

export async function ensureBundle({ force = false } = {}) {
  const out = path.join(dist, 'cli.js');
  const stale = force || !fs.existsSync(out) || fs.statSync(out).mtimeMs < Math.max(
    newestSourceTime(path.join(root, 'src/generator')),
    newestSourceTime(path.join(root, 'src/templates')),
    fs.statSync(fileURLToPath(import.meta.url)).mtimeMs,
  );
  if (stale) {
    const esbuild = await import('esbuild');
    // Dependencies stay external (loaded from node_modules), except those worth inlining: a
    // tree-shaken copy of two icons beats loading a 5 MB module on every start.
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    const inline = new Set(['simple-icons']);
    const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !inline.has(d)).flatMap((d) => [d, `${d}/*`]);
    fs.rmSync(dist, { recursive: true, force: true });
    await esbuild.build({
      entryPoints: entries,
      outdir: dist,
      bundle: true,
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external,
      jsx: 'automatic',
      sourcemap: 'linked',
      logLevel: 'error',
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    });
  }
  return pathToFileURL(out).href;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureBundle({ force: true });
  console.log('bundled dist/cli.js');
}
