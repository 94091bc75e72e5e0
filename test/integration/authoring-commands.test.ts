// The commands a Docusaurus author reaches for: `docgen start` (docgen dev), `docgen docs:version`
// (docgen version), `docgen clear` and `docgen write-heading-ids`, run as the CLI.
import { describe, it, expect, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { docgenBin, repoRoot, runCli } from '../helpers/cli.ts';

/** Temporary folders of this file, removed after its tests. */
const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};

/** A temporary copy of a fixture folder of test/fixtures. */
function fixtureCopy(name: string): string {
  const dir = tempDir(`docgen-${name}-`);
  fs.cpSync(path.join(repoRoot, 'test/fixtures', name), dir, { recursive: true });
  return dir;
}

/** Every file of a folder with its content, by path. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out[path.relative(dir, path.join(entry.parentPath, entry.name))] = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
  }
  return out;
}

describe('docgen start', () => {
  it('is docgen dev: it serves the site from memory', async () => {
    const dir = makeProject(minimalSite());
    const child = spawn(process.execPath, [docgenBin, '--root', dir, 'start', '--port', '0'], { env: { ...process.env, NODE_ENV: 'production' } });
    try {
      let out = '';
      const origin = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (d) => {
          out += d;
          const m = /docgen dev at (http:\/\/[^\s/]+)/.exec(out);
          if (m) resolve(m[1]);
        });
        child.stderr.on('data', (d) => (out += d));
        child.on('close', (code) => reject(new Error(`docgen start exited with ${code}: ${out}`)));
      });
      const res = await fetch(`${origin}/base/docs/guide`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('id="setup"');
    } finally {
      process.kill(child.pid!, 'SIGTERM');
    }
  });
});

describe('docgen docs:version', () => {
  it('is docgen version', async () => {
    const dir = makeProject(minimalSite());
    const r = await runCli(['--root', dir, 'docs:version', '3.1'], { timeoutMs: 60_000 });
    expect(r.code).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'content/versions.json'), 'utf8'))).toEqual(['3.1']);
    expect(fs.readFileSync(path.join(dir, 'content/versioned_docs/version-3.1/guide.md'), 'utf8')).toContain('## Setup');
  });
});

describe('docgen clear', () => {
  it("removes the build cache and the built site, and nothing else", async () => {
    const dir = makeProject(minimalSite({ 'notes/keep.txt': 'mine\n' }));
    const sources = snapshot(dir);
    const b = await runCli(['--root', dir, 'build'], { timeoutMs: 120_000 });
    expect(b.code).toBe(0);
    expect(fs.existsSync(path.join(dir, '.docgen/cache'))).toBe(true);
    fs.mkdirSync(path.join(dir, 'build.tmp-12345'));
    fs.writeFileSync(path.join(dir, 'build.docgen-journal.tmp-12346'), '{"kind":');
    const r = await runCli(['--root', dir, 'clear'], { timeoutMs: 60_000 });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('removed .docgen (the build cache), build (the built site), build.tmp-12345 (left by a killed build), build.docgen-journal.tmp-12346 (left by a killed build)');
    expect(snapshot(dir)).toEqual(sources);
    expect(fs.readdirSync(dir).sort()).toEqual(['config', 'content', 'notes']);
    const again = await runCli(['--root', dir, 'clear'], { timeoutMs: 60_000 });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('nothing to remove');
  });

  it('refuses an output folder that holds the sources, lies outside the project or is being built', async () => {
    const dir = makeProject(minimalSite());
    const sources = snapshot(dir);
    const content = await runCli(['--root', dir, 'clear', '--out', 'content'], { timeoutMs: 60_000 });
    expect(content.code).toBe(1);
    expect(content.stderr).toContain('content  not removed: this is no output folder of docgen\'s: it holds the docs (content/docs)');
    const outside = await runCli(['--root', dir, 'clear', '--out', '..'], { timeoutMs: 60_000 });
    expect(outside.code).toBe(1);
    expect(outside.stderr).toContain('docgen clear removes only folders inside the project');
    expect(outside.stderr).not.toMatch(/at .*\.js:\d+/);
    expect(snapshot(dir)).toEqual(sources);
    // A build that runs (this process stands for it) holds the output folder: it is left alone.
    fs.mkdirSync(path.join(dir, 'build'));
    fs.writeFileSync(path.join(dir, 'build/index.html'), 'built');
    fs.writeFileSync(path.join(dir, 'build.docgen-lock'), JSON.stringify({ pid: process.pid, started: new Date().toISOString(), command: 'docgen build' }));
    const held = await runCli(['--root', dir, 'clear'], { timeoutMs: 60_000 });
    expect(held.code).toBe(1);
    expect(held.stderr).toContain(`another docgen build is writing to this output folder (process ${process.pid}`);
    expect(fs.readFileSync(path.join(dir, 'build/index.html'), 'utf8')).toBe('built');
  });
});

describe('docgen write-heading-ids', () => {
  it('gives the headings of a fixture site the ids their anchors have, once', async () => {
    const dir = fixtureCopy('docusaurus-docs');
    const guide = path.join(dir, 'content/docs/02-usage/01-basics.md');
    const before = await runCli(['--root', dir, 'build', '--out', 'before'], { timeoutMs: 120_000 });
    expect(before.code).toBe(0);
    const r = await runCli(['--root', dir, 'write-heading-ids'], { timeoutMs: 60_000 });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/heading ids written in \d+ of \d+ files: .*content\/docs\/02-usage\/01-basics\.md/);
    expect(fs.readFileSync(guide, 'utf8')).toContain('## Setup {#setup}\n');
    const written = snapshot(path.join(dir, 'content'));
    const again = await runCli(['--root', dir, 'write-heading-ids'], { timeoutMs: 60_000 });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('every heading already has an id');
    expect(snapshot(path.join(dir, 'content'))).toEqual(written);
    // The built pages are the same: same anchors, same titles.
    const after = await runCli(['--root', dir, 'build', '--out', 'after'], { timeoutMs: 120_000 });
    expect(after.code).toBe(0);
    const pages = (out: string) => Object.fromEntries(Object.entries(snapshot(path.join(dir, out))).filter(([f]) => f.endsWith('.html')).map(([f, html]) => [f, [...html.matchAll(/<(?:h[1-6][^>]*id="[^"]*"|title>[^<]*)/g)].map((m) => m[0])]));
    const builtBefore = pages('before');
    expect(Object.values(builtBefore).flat().some((h) => h.includes('id="setup"'))).toBe(true);
    expect(pages('after')).toEqual(builtBefore);
  });

  it('takes files as arguments, names one that is not there, and changes none outside the project', async () => {
    const dir = fixtureCopy('docusaurus-docs');
    const r = await runCli(['--root', dir, 'write-heading-ids', 'content/docs/api/Store.md', 'content/docs/nope.md'], { timeoutMs: 60_000 });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/docs/nope.md  no such file or folder');
    const ok = await runCli(['--root', dir, 'write-heading-ids', 'content/docs/api/Store.md'], { timeoutMs: 60_000 });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('heading ids written in 1 of 1 files: content/docs/api/Store.md');
    expect(fs.readFileSync(path.join(dir, 'content/docs/02-usage/01-basics.md'), 'utf8')).not.toContain('{#');
    // A file outside the project, named or through a link, is not changed.
    const elsewhere = tempDir('docgen-elsewhere-');
    fs.writeFileSync(path.join(elsewhere, 'page.md'), '## Not mine\n');
    fs.symlinkSync(path.join(elsewhere, 'page.md'), path.join(dir, 'content/docs/linked.md'));
    for (const arg of [path.join(elsewhere, 'page.md'), 'content/docs/linked.md']) {
      const refused = await runCli(['--root', dir, 'write-heading-ids', arg], { timeoutMs: 60_000 });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('not inside the project');
    }
    const all = await runCli(['--root', dir, 'write-heading-ids'], { timeoutMs: 60_000 });
    expect(all.code).toBe(0);
    expect(fs.readFileSync(path.join(elsewhere, 'page.md'), 'utf8')).toBe('## Not mine\n');
  });
});
