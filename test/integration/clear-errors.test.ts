// Mistakes a docs team makes get errors that say where and what to do, or are not mistakes: a new
// docs version whose pages use the site's variables (the version freezes them, the config needs
// nothing), a config that never finishes loading, a doc id used twice, a JSON file with a syntax error.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { repoRoot, runCli } from '../helpers/cli.ts';

const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const project = (files: Record<string, string>) => {
  const dir = makeProject(files);
  made.push(dir);
  return dir;
};

describe('docgen version on the real site', () => {
  it('freezes the API data and site variables with the docs: check passes and the site builds with nothing added to the config', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-version-'));
    made.push(dir);
    for (const d of ['config', 'content']) fs.cpSync(path.join(repoRoot, d), path.join(dir, d), { recursive: true });
    fs.symlinkSync(path.join(repoRoot, 'src'), path.join(dir, 'src'));
    const r = await runCli(['--root', dir, 'version', '2.0'], { timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('content/api/2.0.json (its API data)');
    expect(r.stdout).toContain('content/versioned_docs/version-2.0-variables.json (its site variables)');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'content/versioned_docs/version-2.0-variables.json'), 'utf8'))).toEqual({ playwrightVersion: '1.63.0' });
    expect(fs.readFileSync(path.join(dir, 'content/api/2.0.json'), 'utf8')).toBe(fs.readFileSync(path.join(repoRoot, 'content/api/next.json'), 'utf8'));
    const configFile = path.join(dir, 'config/site.config.ts');
    expect(fs.readFileSync(configFile, 'utf8')).toBe(fs.readFileSync(path.join(repoRoot, 'config/site.config.ts'), 'utf8'));
    const c = await runCli(['--root', dir, 'check'], { timeoutMs: 120_000 });
    expect(c.stdout).toMatch(/\b0 errors\b|no problems/);
    expect(c.code, c.stdout.slice(0, 2000)).toBe(0);
    const b = await runCli(['--root', dir, 'build'], { timeoutMs: 180_000 });
    expect(b.code, b.stderr.slice(0, 2000)).toBe(0);
    // The version's API reference is there, from its own data.
    expect(fs.readdirSync(path.join(dir, 'build/docs/2.0/api')).length).toBeGreaterThan(30);
    // Its pages show the variables' values of the docs they were made from.
    expect(fs.readFileSync(path.join(dir, 'build/docs/2.0/intro.html'), 'utf8')).toContain('1.63.0');
  });
});

describe('a config that never finishes loading', () => {
  const env = { DOCGEN_SITE_CODE_TIMEOUT_MS: '1500' };
  it('a top-level await that never settles is an error naming the config', async () => {
    const files = minimalSite();
    files['config/site.config.ts'] = `await new Promise(() => {});\n${files['config/site.config.ts']}`;
    const r = await runCli(['--root', project(files), 'build'], { env, timeoutMs: 60_000 });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('config/site.config.ts  the module did not finish loading: a top-level `await` in it (or in a module it imports) was still waiting after 1.5 s');
  });

  it('a Docusaurus config function whose promise never settles too', async () => {
    const dir = project({ 'docusaurus.config.js': "module.exports = async () => new Promise(() => {});\n", 'docs/intro.md': '# Intro\n' });
    const r = await runCli(['--root', dir, 'build'], { env, timeoutMs: 60_000 });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('docusaurus.config.js  the config function was still waiting after 1.5 s');
  });
});

describe('a doc id used twice', () => {
  it('names both files, at the lines that set the id', async () => {
    const dir = project(minimalSite({ 'content/docs/a.md': '---\ntitle: A\nid: same\n---\n\nA.\n', 'content/docs/b.md': '---\nid: same\ntitle: B\n---\n\nB.\n' }));
    const r = await runCli(['--root', dir, 'check'], { timeoutMs: 60_000 });
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain('content/docs/b.md:2  duplicate doc id "same": also used by content/docs/a.md:3');
  });
});

describe('a JSON file with a syntax error', () => {
  const cases: [string, string, string, string][] = [
    ['versions.json', 'content/versions.json', '[\n  "1.0",\n  "2.0",\n]\n', 'content/versions.json:4:1  invalid JSON: Unexpected token'],
    ['a category file', 'content/docs/topics/_category_.json', '{\n  "label": "Topics"\n  "position": 2\n}\n', 'content/docs/topics/_category_.json:3:3  invalid JSON: Expected \',\' or \'}\' after property value'],
    ['a sidebars file', 'content/sidebars.json', '{\n  "docs": ["intro", "guide"\n}\n', 'content/sidebars.json:3:1  cannot load sidebars: invalid JSON'],
  ];
  for (const [what, file, text, expected] of cases) {
    it(`${what}: names its line and column`, async () => {
      const files = minimalSite({ 'content/docs/topics/t.md': '---\ntitle: T\n---\n\nT.\n', [file]: text });
      if (file === 'content/sidebars.json') delete files['content/sidebars.ts'];
      // (Category files are read for sidebars made from the folders.)
      if (file.endsWith('_category_.json')) files['content/sidebars.ts'] = "export default { docs: [{ type: 'autogenerated', dirName: '.' }] };\n";
      const r = await runCli(['--root', project(files), 'check'], { timeoutMs: 60_000 });
      expect(r.code).toBe(1);
      expect(r.stdout + r.stderr).toContain(expected);
      expect(r.stdout + r.stderr).not.toContain('position');
    });
  }
});
