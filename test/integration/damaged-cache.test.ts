// A damaged build cache heals itself: each bucket of .docgen/cache in turn is cut short or has
// bytes changed, and the next build still makes exactly what a clean build makes, says once that
// it dropped damaged entries, and the build after it says nothing. And the cache and output folders
// get clear errors: a cache folder that is a file, a read-only output, two builds into one folder.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { makeProject } from '../helpers/fixture.ts';
import { setState, siteStates, type SiteStates } from '../helpers/site-states.ts';
import { runCli } from '../helpers/cli.ts';
import { expectSameTree, readTree } from '../helpers/tree.ts';

let states: SiteStates;
const clean: Record<string, Map<string, Buffer>> = {};
const projects: string[] = [];

function project(name: keyof SiteStates): string {
  const dir = makeProject({});
  setState(dir, states[name]);
  projects.push(dir);
  return dir;
}

const build = (dir: string, out = 'build', args: string[] = []) => runCli(['build', '--out', out, ...args], { cwd: dir });

beforeAll(async () => {
  states = await siteStates();
  for (const name of ['A', 'C'] as const) {
    const dir = project(name);
    const r = await build(dir, 'build', ['--no-cache']);
    expect(r.code, r.stderr).toBe(0);
    clean[name] = readTree(path.join(dir, 'build'));
  }
}, 120_000);

afterAll(() => {
  for (const dir of projects) fs.rmSync(dir, { recursive: true, force: true });
});

/** The files of a cache bucket: a folder of .docgen/cache, or files whose names start so. */
function bucketFiles(dir: string, bucket: string): string[] {
  const cache = path.join(dir, '.docgen/cache');
  return fs
    .readdirSync(cache, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => path.relative(cache, f).split(path.sep).join('/').startsWith(bucket));
}

const damages = {
  'cut short': (file: string) => fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2)),
  'with bytes changed': (file: string) => {
    const body = fs.readFileSync(file);
    const at = Math.max(60, Math.floor(body.length / 2));
    for (let i = at; i < Math.min(body.length, at + 8); i++) body[i] ^= 0x5a;
    fs.writeFileSync(file, body);
  },
};

// `out`: how the build after the damage reads the bucket: 'other' builds into a second output
// folder (every page rendered: the Markdown, image, client and search caches are read), 'same'
// rebuilds the folder after an edit of one page (the kept state, records, metas and manifest are read).
// `files`: only the bucket's files whose names end so (a store's buckets, or its index).
const buckets: { bucket: string; out: 'other' | 'same'; files?: string }[] = [
  { bucket: 'markdown/', out: 'other' },
  { bucket: 'images/', out: 'other' },
  { bucket: 'client/', out: 'other' },
  { bucket: 'search/', out: 'other' },
  { bucket: 'llms/', out: 'other' },
  { bucket: 'state-', out: 'same' },
  { bucket: 'records-', out: 'same', files: '.bin' },
  { bucket: 'records-', out: 'same', files: 'buckets.json' },
  { bucket: 'metas-', out: 'same', files: '.bin' },
  { bucket: 'metas-', out: 'same', files: 'buckets.json' },
  { bucket: 'output-', out: 'same' },
];

describe('a damaged cache entry is dropped and made again', () => {
  for (const { bucket, out, files: only } of buckets) {
    for (const [how, damage] of Object.entries(damages)) {
      it(`${bucket}${only ? ` (${only})` : ''} ${how}`, async () => {
        // (From B to C only one page changes: the others are kept, and what was kept of them is read.)
        const dir = project(out === 'same' ? 'B' : 'A');
        expect((await build(dir)).code).toBe(0);
        const files = bucketFiles(dir, bucket).filter((f) => !only || f.endsWith(only));
        expect(files.length, `no ${bucket} entries were kept`).toBeGreaterThan(0);
        for (const f of files) damage(f);
        const target = out === 'other' ? 'other' : 'build';
        if (out === 'same') setState(dir, states.C);
        const r = await build(dir, target);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stderr).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace
        const warnings = `${r.stdout}${r.stderr}`.split('\n').filter((l) => /damaged cache entr/.test(l));
        expect(warnings, r.stderr).toHaveLength(1);
        expectSameTree(readTree(path.join(dir, target)), out === 'same' ? clean.C : clean.A, `after damaging ${bucket}`);
        const again = await build(dir, target);
        expect(again.code).toBe(0);
        expect(`${again.stdout}${again.stderr}`).not.toMatch(/damaged cache/);
      });
    }
  }
});

describe('a kept bucket file that is gone', () => {
  for (const bucket of ['records-', 'metas-']) {
    it(`${bucket}: is made again, with one warning`, async () => {
      const dir = project('B');
      expect((await build(dir)).code).toBe(0);
      for (const f of bucketFiles(dir, bucket).filter((f) => f.endsWith('.bin'))) fs.rmSync(f);
      setState(dir, states.C);
      const r = await build(dir);
      expect(r.code, r.stderr).toBe(0);
      expect(`${r.stdout}${r.stderr}`.split("\n").filter((l) => /damaged cache entr/.test(l)), r.stdout + r.stderr).toHaveLength(1);
      expect(r.stderr).toContain('(missing)');
      expectSameTree(readTree(path.join(dir, 'build')), clean.C, `after removing ${bucket} buckets`);
    });
  }
});

describe('the cache and output folders', () => {
  it('a cache folder that is a file is an error saying what to do', async () => {
    const dir = project('A');
    fs.mkdirSync(path.join(dir, '.docgen'));
    fs.writeFileSync(path.join(dir, '.docgen/cache'), 'not a folder');
    const r = await build(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('.docgen/cache  the build cache cannot be kept in .docgen/cache: .docgen/cache is a file, not a folder; remove it, or build with --no-cache');
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
    expect((await build(dir, 'build', ['--no-cache'])).code).toBe(0);
  });

  it('a second build into the same folder names the build that holds it; a lock left by a dead process is taken over', async () => {
    const dir = project('A');
    // This test's own process stands for a build that is running.
    fs.writeFileSync(path.join(dir, 'build.docgen-lock'), JSON.stringify({ pid: process.pid, started: '2026-11-25T10:00:00.000Z', command: 'docgen build' }));
    const r = await build(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`build  another docgen build is writing to this output folder (process ${process.pid}, started 2026-11-25T10:00:00.000Z: docgen build); wait for it to finish or stop it, then build again`);
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
    // A process that has ended cannot hold it (pid numbers this high are not given out).
    fs.writeFileSync(path.join(dir, 'build.docgen-lock'), JSON.stringify({ pid: 4_194_000, started: '2026-11-25T10:00:00.000Z', command: 'docgen build' }));
    // A build killed while it took the lock leaves its temporary file; a running one's is its own.
    fs.writeFileSync(path.join(dir, 'build.docgen-lock.tmp-4194001'), '{}');
    fs.writeFileSync(path.join(dir, `build.docgen-lock.tmp-${process.pid}`), '{}');
    const after = await build(dir);
    expect(after.code, after.stderr).toBe(0);
    expect(fs.readdirSync(dir).filter((n) => n.startsWith('build.'))).toEqual([`build.docgen-lock.tmp-${process.pid}`]);
  });

  it('builds into an output folder whose parent folders do not exist yet', async () => {
    const dir = project('A');
    const r = await build(dir, 'out/nested/site');
    expect(r.code, r.stderr).toBe(0);
    expect(fs.existsSync(path.join(dir, 'out/nested/site/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'out/nested/site.docgen-lock'))).toBe(false);
  });

  it('a read-only output folder is reported as read-only', async () => {
    const dir = project('A');
    const ro = path.join(dir, 'ro');
    fs.mkdirSync(ro);
    // A read-only file system where this machine lets the tests mount one (as root on Linux);
    // elsewhere an output path under a file stands in (the error names the cause the same way).
    const mounted = process.platform === 'linux' && process.getuid?.() === 0 && spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', ro]).status === 0;
    try {
      if (!mounted) fs.writeFileSync(path.join(ro, 'file'), '');
      const r = await build(dir, mounted ? 'ro/site' : 'ro/file/site');
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(mounted ? /ro\/site {2}cannot build into this folder: the file system is read-only/ : /cannot create the output folder: ro\/file is a file, not a folder/);
      expect(r.stderr).not.toMatch(/ENOENT|no such file/);
    } finally {
      if (mounted) spawnSync('umount', [ro]);
    }
  });
});
