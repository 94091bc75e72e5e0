// The output writer is the one place a build writes, links, reads and deletes output files: a path
// that would leave the output folder is refused there, whoever asks (an emitter given a page whose
// URL climbs out, a manifest left by an older build, a journal found on the disk).
import { describe, it, expect, afterEach } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OutputWriter } from '../../src/generator/emit/output.ts';
import { applyJournal } from '../../src/generator/emit/commit-journal.ts';
import { isOutputPath } from '../../src/generator/emit/output-path.ts';
import { seal } from '../../src/generator/cache.ts';
import { DocgenError } from '../../src/generator/errors.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A project folder with an output folder holding index.html, and a file beside the output folder. */
function project(): { root: string; out: string; victim: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-writer-'));
  dirs.push(root);
  const out = path.join(root, 'build');
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(out, 'index.html'), 'old page');
  const victim = path.join(root, 'package.json');
  fs.writeFileSync(victim, '{ "name": "victim" }');
  return { root, out, victim };
}

describe('output paths', () => {
  it('are relative paths of plain segments', () => {
    for (const ok of ['index.html', 'docs/intro.html', '_data/docs/intro.json', 'assets/a-1.css', 'docs/ü/日本.html', 'x..y/a.b.html']) expect(isOutputPath(ok), ok).toBe(true);
    for (const bad of ['', '/etc/passwd', '../package.json', 'docs/../../package.json', 'docs/./a.html', 'docs//a.html', 'a\\..\\b.html', 'a\0b', 'C:/x', 'docs/', '.', '..']) expect(isOutputPath(bad), JSON.stringify(bad)).toBe(false);
  });

  it('a write that would leave the output folder is an error, and nothing is written', () => {
    const { root, out } = project();
    const writer = new OutputWriter(out, undefined, root);
    writer.start();
    for (const rel of ['docs/../../../package.html', '../package.json', '/tmp/x.html']) expect(() => writer.write(rel, 'page data'), rel).toThrow(DocgenError);
    expect(() => writer.write('docs/../../../package.html', 'x')).toThrow(/docs\/\.\.\/\.\.\/\.\.\/package\.html.*lies outside the output folder/);
    writer.abort();
    expect(fs.readdirSync(root).sort()).toEqual(['build', 'package.json']);
    expect(fs.existsSync(path.join(path.dirname(root), 'package.html'))).toBe(false);
  });

  it("a manifest entry outside the output folder (an older build's) is never deleted as a file no longer made", () => {
    const { root, out, victim } = project();
    const manifest = path.join(root, '.docgen/manifest.json');
    fs.mkdirSync(path.dirname(manifest));
    const stat = (f: string) => ({ size: fs.statSync(f).size, mtime: fs.statSync(f).mtimeMs });
    const files = { 'index.html': { hash: 'h1', ...stat(path.join(out, 'index.html')) }, '../package.json': { hash: 'h2', ...stat(victim) }, '_data/../../package.json': { hash: 'h3', ...stat(victim) } };
    fs.writeFileSync(manifest, seal(JSON.stringify({ format: 2, files })));
    const writer = new OutputWriter(out, manifest, root);
    expect(writer.inPlace).toBe(true);
    writer.start();
    writer.write('index.html', 'new page');
    writer.commit();
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new page');
    expect(fs.readFileSync(victim, 'utf8')).toBe('{ "name": "victim" }');
  });

  it('a journal whose moves or deletes leave the output folder is refused before anything is touched', () => {
    const { root, out, victim } = project();
    const tmp = `${out}.tmp-123`;
    fs.mkdirSync(tmp);
    fs.writeFileSync(path.join(tmp, 'a.html'), 'new');
    expect(() => applyJournal(out, { kind: 'in-place', tmp, moves: ['a.html'], deletes: ['../package.json'] })).toThrow(DocgenError);
    expect(() => applyJournal(out, { kind: 'in-place', tmp, moves: ['../../x.html'], deletes: [] })).toThrow(DocgenError);
    expect(() => applyJournal(out, { kind: 'in-place', tmp: path.join(root, 'elsewhere'), moves: [], deletes: [] })).toThrow(DocgenError);
    expect(fs.existsSync(victim)).toBe(true);
    expect(fs.existsSync(path.join(out, 'a.html'))).toBe(false);
  });

  it('an in-place commit does not write through a symbolic link in the output folder', () => {
    const { out } = project();
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-elsewhere-'));
    dirs.push(elsewhere);
    fs.symlinkSync(elsewhere, path.join(out, 'docs'));
    const tmp = `${out}.tmp-124`;
    fs.mkdirSync(path.join(tmp, 'docs'), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'docs/a.html'), 'new');
    expect(() => applyJournal(out, { kind: 'in-place', tmp, moves: ['docs/a.html'], deletes: [] })).toThrow(DocgenError);
    expect(fs.readdirSync(elsewhere)).toEqual([]);
  });
});
