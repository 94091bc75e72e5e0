// Compares the Markdown rendering of two versions of docgen in one process, page by page in turns:
// on a machine whose speed moves by several percent from one build to the next, this tells changes
// of a few percent apart (two copies of the same code measure within 1 %).
//
//   node bench/ab-markdown.mjs <git-ref> [<docs folder>] [<pages>]
//
// The ref's sources (a temporary git worktree) and the working tree's are each bundled as the CLI
// is (scripts/bundle-cli.mjs's dependency patches, each tree its own), and both render the same
// pages of a corpus (default: bench/.work/corpus-2000/docs, made by `npm run bench`; 400 pages) as
// a Docusaurus site's docs are read (MDX), six rounds, the first two not counted. It prints each
// side's time a page, their ratio, and whether every result (HTML, ids, table of contents, links,
// problems) is the same.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [ref, docsArg, pagesArg] = process.argv.slice(2);
if (!ref) {
  console.error('usage: node bench/ab-markdown.mjs <git-ref> [docs folder] [pages]');
  process.exit(2);
}
const docs = path.resolve(docsArg ?? path.join(root, 'bench/.work/corpus-2000/docs'));
if (!fs.existsSync(docs)) {
  console.error(`no ${docs}: run npm run bench first, or name a folder of Markdown pages`);
  process.exit(2);
}
const pages = Number(pagesArg ?? 400);

// (The bundles live under dist/, beside docgen's own: the code finds its packages from where it is.)
fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
const work = fs.mkdtempSync(path.join(root, 'dist', 'ab-'));
const old = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-ab-'));
fs.rmdirSync(old);
execFileSync('git', ['worktree', 'add', '--detach', old, ref], { cwd: root, stdio: 'ignore' });
try {
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(old, 'node_modules'));
  const esbuild = await import('esbuild');
  /** A tree's renderer as one bundle, built with that tree's own dependency patches. */
  const bundle = async (tree, name) => {
    const entry = path.join(work, `${name}-entry.ts`);
    fs.writeFileSync(entry, `export { createMarkdownRenderer } from ${JSON.stringify(path.join(tree, 'src/generator/markdown/pipeline.ts'))};\n`);
    const { dependencyPatches } = await import(pathToFileURL(path.join(tree, 'scripts/bundle-patches.mjs')).href);
    const outfile = path.join(work, `${name}.mjs`);
    await esbuild.build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile, plugins: dependencyPatches, external: ['esbuild', 'sharp', 'chokidar'], banner: { js: `import { createRequire as __cr } from 'node:module'; const require = __cr(${JSON.stringify(path.join(root, 'package.json'))});` }, define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'error' });
    return (await import(pathToFileURL(outfile).href)).createMarkdownRenderer({ baseUrl: '/' });
  };
  const A = await bundle(old, 'old');
  const B = await bundle(root, 'new');

  const files = [];
  (function walk(dir) {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.mdx?$/.test(e.name) && files.length < pages) files.push(p);
    }
  })(docs);
  const inputs = files.map((f) => {
    const text = fs.readFileSync(f, 'utf8');
    const front = /^---\n[\s\S]*?\n---\n/.exec(text);
    return { source: front ? text.slice(front[0].length) : text, file: path.relative(docs, f), firstLine: 1, docPath: path.relative(docs, f), mdx: true };
  });
  let ta = 0;
  let tb = 0;
  let same = true;
  for (let round = 0; round < 6; round++) {
    inputs.forEach((input, k) => {
      const run = (render) => {
        const t = performance.now();
        const result = render(input);
        return [performance.now() - t, result];
      };
      // (Each side first on every other page.)
      let da, ra, db, rb;
      if ((k + round) % 2 === 0) {
        [da, ra] = run(A);
        [db, rb] = run(B);
      } else {
        [db, rb] = run(B);
        [da, ra] = run(A);
      }
      if (round > 1) {
        ta += da;
        tb += db;
      }
      if (round === 0 && JSON.stringify(ra) !== JSON.stringify(rb)) same = false;
    });
  }
  const per = (t) => `${((t / 4 / inputs.length) * 1000).toFixed(0)} µs a page`;
  console.log(`${ref}: ${per(ta)}; working tree: ${per(tb)}; working tree / ${ref}: ${(tb / ta).toFixed(3)}; results ${same ? 'the same' : 'DIFFERENT'} (${inputs.length} pages)`);
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', old], { cwd: root, stdio: 'ignore' });
  fs.rmSync(work, { recursive: true, force: true });
}
