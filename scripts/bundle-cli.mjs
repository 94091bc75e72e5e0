// Bundles the generator (src/generator, with the templates, components and shared code it uses) into dist/ for Node.
// Used by bin/docgen.js on demand and by tests; dist/ is a build product, never committed.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dependencyPatches } from './bundle-patches.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const entries = {
  cli: path.join(root, 'src/generator/cli.ts'),
  'markdown-worker': path.join(root, 'src/generator/markdown/worker.ts'),
  'search-worker': path.join(root, 'src/generator/search/worker.ts'),
  'write-worker': path.join(root, 'src/generator/emit/write-worker.ts'),
  'dev-render': path.join(root, 'src/generator/dev/render-module.ts'),
  // Node's module hooks for the site's own code (registered by src/generator/site-code/register.ts).
  'site-code-hooks': path.join(root, 'src/generator/site-code/hooks.ts'),
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

/**
 * Returns the URL of dist/<hash>/cli.js, bundling first when a source changed since the bundle was made.
 * Each bundle lives in its own folder named by the hash of its code, and dist/current.json names
 * the newest one, so several docgen processes (tests, dev, a build) can run while another one
 * re-bundles: nobody's files are deleted under them. Folders left by older bundles are removed
 * after an hour.
 */
export async function ensureBundle({ force = false } = {}) {
  const pointer = path.join(dist, 'current.json');
  let current;
  let sources;
  try {
    ({ dir: current, sources } = JSON.parse(fs.readFileSync(pointer, 'utf8')));
  } catch {
    current = undefined;
  }
  const newest = Math.max(
    newestSourceTime(path.join(root, 'src/generator')),
    newestSourceTime(path.join(root, 'src/templates')),
    newestSourceTime(path.join(root, 'src/components')),
    newestSourceTime(path.join(root, 'src/shared')),
    fs.statSync(fileURLToPath(import.meta.url)).mtimeMs,
    fs.statSync(fileURLToPath(new URL('./bundle-patches.mjs', import.meta.url))).mtimeMs,
  );
  // (A bundle is of the sources as they were when it started: it records their newest time then,
  // so a source edited while it was being made, older than the bundle, still makes it stale.)
  const stale = force || !current || !fs.existsSync(path.join(dist, current, 'cli.js')) || newest > (typeof sources === 'number' ? sources : fs.statSync(pointer).mtimeMs);
  if (stale) current = await bundle(pointer, newest);
  return pathToFileURL(path.join(dist, current, 'cli.js')).href;
}

async function bundle(pointer, sources) {
  const esbuild = await import('esbuild');
  // Plain JavaScript dependencies are bundled in: one file loads far faster than the hundreds of
  // small modules of unified, zod, React or express (a tree-shaken copy of two icons also beats
  // loading a 5 MB module). Packages with native parts stay in node_modules, and so does chokidar,
  // which docgen dev loads only once its first page is out.
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const keepExternal = new Set(['esbuild', 'sharp', 'chokidar']);
  const external = Object.keys(pkg.dependencies ?? {}).filter((d) => keepExternal.has(d)).flatMap((d) => [d, `${d}/*`]);
  const tmp = path.join(dist, `tmp-${process.pid}-${Date.now()}`);
  await esbuild.build({
    entryPoints: entries,
    outdir: tmp,
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
    // The generator runs React's production code only: the development builds are left out.
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: dependencyPatches,
  });
  const name = `b-${hashFolder(tmp)}`;
  const final = path.join(dist, name);
  if (fs.existsSync(final)) fs.rmSync(tmp, { recursive: true, force: true });
  else fs.renameSync(tmp, final);
  const tmpPointer = `${pointer}.${process.pid}`;
  fs.writeFileSync(tmpPointer, JSON.stringify({ dir: name, sources }));
  fs.renameSync(tmpPointer, pointer);
  removeOldBundles(name);
  return name;
}

/** The hash of a bundle's JavaScript: the bundle's name and the generator version in cache keys. */
function hashFolder(dir) {
  const h = crypto.createHash('sha256');
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.js')) h.update(e.name).update(fs.readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex').slice(0, 16);
}

function removeOldBundles(keep) {
  const hourAgo = Date.now() - 3_600_000;
  for (const e of fs.readdirSync(dist, { withFileTypes: true })) {
    // (Bundles and half-made ones only: dist/dev-client is kept, see src/generator/client-bundle.ts.)
    if (!e.isDirectory() || e.name === keep || !/^(b|tmp)-/.test(e.name)) continue;
    const p = path.join(dist, e.name);
    try {
      if (fs.statSync(p).mtimeMs < hourAgo) fs.rmSync(p, { recursive: true, force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('bundled', await ensureBundle({ force: true }));
}
