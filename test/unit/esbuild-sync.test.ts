// A Markdown thread's esbuild calls made by the main thread's esbuild (site-code/esbuild-sync.ts):
// the same results as esbuild's own synchronous API, errors with esbuild's `errors`, a build asked
// for twice run once, and run again once a file it read has changed.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import { esbuildLine, threadBuildsRun } from '../../src/generator/site-code/esbuild-sync.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-esbuild-sync-'));
// (The thread's bundle finds esbuild, which it leaves out, from its folder.)
fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');

/** A thread that makes each build (and one transform) with esbuild-sync.ts, asking the main thread. */
async function threadDriver(): Promise<string> {
  const entry = path.join(dir, 'driver.ts');
  fs.writeFileSync(
    entry,
    `import { parentPort, workerData } from 'node:worker_threads';
import { buildSync, transformSync } from ${JSON.stringify(path.resolve('src/generator/site-code/esbuild-sync.ts'))};
const out = [];
for (const options of workerData.jobs) {
  try {
    const r = buildSync(options);
    out.push({ text: r.outputFiles[0].text, inputs: Object.keys(r.metafile.inputs) });
  } catch (e) {
    out.push({ error: e.message, errors: e.errors.map((m) => m.text) });
  }
}
out.push({ transformed: transformSync('let answer = 1 + 1', { minify: true }).code });
parentPort.postMessage(out);
`,
  );
  const file = path.join(dir, 'driver.mjs');
  await esbuild.build({ entryPoints: [entry], outfile: file, bundle: true, platform: 'node', format: 'esm', external: ['esbuild'], banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" } });
  return file;
}

const run = (file: string, jobs: esbuild.BuildOptions[]) =>
  new Promise<Record<string, unknown>[]>((resolve, reject) => {
    const { line, transfer } = esbuildLine();
    const worker = new Worker(file, { workerData: { esbuild: line, jobs }, transferList: transfer });
    worker.once('message', resolve);
    worker.once('error', reject);
  });

describe("esbuild's synchronous calls in a thread, by the main thread", () => {
  it('gives what esbuild gives, keeps a build while its files are unchanged, and says what failed', async () => {
    const file = await threadDriver();
    const component = path.join(dir, 'card.js');
    fs.writeFileSync(component, 'export const title = "first";\n');
    const options = { entryPoints: [component], bundle: true, write: false as const, metafile: true as const, format: 'cjs' as const, absWorkingDir: dir };
    const broken = { ...options, entryPoints: [path.join(dir, 'missing.js')] };
    const before = threadBuildsRun();
    const [one, two, failed, transformed] = await run(file, [options, options, broken]);
    expect(one.text).toBe(esbuild.buildSync(options).outputFiles![0].text);
    expect(one.inputs).toEqual(['card.js']);
    expect(two).toEqual(one);
    expect(failed.errors).toEqual([expect.stringContaining('Could not resolve')]);
    expect(transformed).toEqual({ transformed: esbuild.transformSync('let answer = 1 + 1', { minify: true }).code });
    // (The same build asked for twice: run once. The failed one is not kept.)
    expect(threadBuildsRun() - before).toBe(2);

    // Another thread: the kept build, until the file it read changes.
    const [again] = await run(file, [options]);
    expect(again).toEqual(one);
    expect(threadBuildsRun() - before).toBe(2);
    fs.writeFileSync(component, 'export const title = "second, longer";\n');
    const [changed] = await run(file, [options]);
    expect(changed.text).toContain('second, longer');
    expect(threadBuildsRun() - before).toBe(3);
  });
});
