// What builds keep for each output folder (its state, search records, page metas, output manifest)
// is dropped once that folder is gone, so a project built into many folders over time does not
// keep every one's: the next build drops it, but not while a build into that folder runs (it holds
// the folder's lock), not for a folder that exists, and a set that names no folder (an older
// docgen's) only once it is a week old. A rebuild into a kept folder still reuses its state.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';
import { hash } from '../../src/generator/cache.ts';
import { lockFileOf } from '../../src/generator/emit/output-lock.ts';
import { pruneStates } from '../../src/generator/build/state-prune.ts';

const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const keyOf = (outDir: string) => hash(outDir).slice(0, 12);
/** The names in the cache folder that belong to an output folder's set. */
const setOf = (cache: string, outDir: string) => fs.readdirSync(cache).filter((n) => n.includes(keyOf(outDir))).sort();

async function build(dir: string, out: string): Promise<string> {
  const r = await runCli(['--root', dir, 'build', '--out', out], { timeoutMs: 120_000 });
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}

describe('the build state of output folders', () => {
  it('drops the state of a folder that is gone, and keeps those that exist or are being built', async () => {
    const dir = makeProject(minimalSite());
    made.push(dir);
    const cache = path.join(dir, '.docgen/cache');
    const [a, b, c] = ['out-a', 'out-b', 'out-c'].map((n) => path.join(dir, n));
    for (const out of [a, b, c]) await build(dir, out);
    for (const out of [a, b, c]) expect(setOf(cache, out)).toEqual([`metas-${keyOf(out)}`, `output-${keyOf(out)}.json`, `records-${keyOf(out)}`, `state-${keyOf(out)}.bin`, `state-${keyOf(out)}.dir`]);
    // Folder a is deleted; a build into folder b (this process holds its lock, as a running build would) is under way.
    fs.rmSync(a, { recursive: true });
    fs.rmSync(b, { recursive: true });
    fs.writeFileSync(lockFileOf(b), JSON.stringify({ pid: process.pid, started: new Date().toISOString(), command: 'test' }));
    // (A set an older docgen kept names no folder: a fresh one stays, one a week old goes.)
    const [fresh, old] = ['fresh0000000', 'old000000000'];
    for (const key of [fresh, old]) {
      fs.writeFileSync(path.join(cache, `state-${key}.bin`), 'x');
      fs.mkdirSync(path.join(cache, `records-${key}`));
    }
    const weekAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    for (const f of [`state-${old}.bin`, `records-${old}`]) fs.utimesSync(path.join(cache, f), weekAgo, weekAgo);

    // The next build into c drops a's set only.
    const rebuilt = await build(dir, c);
    expect(rebuilt).toMatch(/0 written/);
    expect(setOf(cache, a)).toEqual([]);
    expect(setOf(cache, b)).toHaveLength(5);
    expect(setOf(cache, c)).toHaveLength(5);
    expect(fs.readdirSync(cache).filter((n) => n.includes(fresh))).toHaveLength(2);
    expect(fs.readdirSync(cache).filter((n) => n.includes(old))).toEqual([]);

    // Once b's build is over (its lock gone) and b still does not exist, its set goes too.
    fs.rmSync(lockFileOf(b));
    expect(pruneStates(cache, keyOf(c))).toEqual([keyOf(b)]);
    expect(setOf(cache, b)).toEqual([]);
    // A build into a again starts afresh, and keeps its set.
    expect(await build(dir, a)).not.toMatch(/unchanged/);
    expect(setOf(cache, a)).toHaveLength(5);
  }, 240_000);
});
