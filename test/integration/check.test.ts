// docgen check: every problem in one run, one line each, a count, exit codes and JSON output;
// docgen version: snapshots the current docs into a new version.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';

const check = (dir: string, ...args: string[]) => runCli(['--root', dir, 'check', ...args], { timeoutMs: 60_000 });

const apiSite = (intro: string) =>
  minimalSite({
    'config/site.config.ts': `export default {
  title: 'Fixture Site',
  url: 'https://example.com',
  baseUrl: '/base/',
  navbar: { title: 'Fixture', items: [{ type: 'doc', docId: 'intro', label: 'Docs' }] },
  docs: { lastVersion: 'current', versions: { current: { apiData: 'v.json' } } },
  api: { path: 'content/api' },
};
`,
    'content/api/v.json': JSON.stringify({
      source: 'test',
      classes: [
        {
          name: 'Widget',
          id: 'class-widget',
          varName: 'widget',
          since: 'v1.0',
          sidebarCategory: 'Classes',
          members: [
            { kind: 'method', name: 'spin', heading: 'spin', anchor: 'widget-spin', section: 'Methods', since: 'v1.0', params: [], returns: 'void' },
            { kind: 'method', name: 'stop', heading: 'stop', anchor: 'widget-stop', section: 'Methods', since: 'v1.0', params: [], returns: 'void' },
          ],
        },
      ],
    }),
    'content/api/widget.md': '---\nclass: Widget\n---\n\nA widget.\n\n## method: Widget.spin\n\nSpins it.\n',
    'content/docs/intro.md': intro,
    'content/docs/orphan.md': '---\ntitle: Orphan\n---\n\nNobody lists me.\n',
  });

describe('docgen check', () => {
  it('passes a clean site with exit code 0', async () => {
    const dir = makeProject(minimalSite());
    const r = await check(dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('✔ no problems in');
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('says many pages in no sidebar in one line for their version, naming the first', async () => {
    const orphans = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => [`content/docs/${id}.md`, `# Page ${id}\n\nNobody lists me.\n`]));
    const r = await check(makeProject(minimalSite(orphans)));
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').filter((l) => l.includes('sidebar'))).toEqual(['content/docs  warning: 6 pages of docs version "Next" are in no sidebar: "a", "b", "c" and 3 more']);
  });

  it('reports broken links, anchors, unknown API references, undescribed API members and pages in no sidebar in one run', async () => {
    const dir = makeProject(apiSite('---\ntitle: Intro\n---\n\nSee [missing](./missing.md).\n\nSee [the guide](./guide.md#nope).\n\nCall [method: Widget.fly] and [method: Widget.spin].\n'));
    const r = await check(dir);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines).toContain('content/docs/intro.md:5  broken link: no page missing.md in docs version "Next" (link "./missing.md")');
    expect(lines.some((l) => l.startsWith('content/docs/intro.md:7  broken anchor:') && l.includes('#nope'))).toBe(true);
    expect(lines.some((l) => l.startsWith('content/docs/intro.md:9') && l.includes('Widget.fly'))).toBe(true);
    expect(lines.some((l) => l.startsWith('content/api/widget.md') && l.includes('method: Widget.stop') && l.includes('no description'))).toBe(true);
    expect(lines).toContain('content/docs/orphan.md  warning: page "orphan" (docs version "Next") is in no sidebar');
    expect(r.stdout).toMatch(/✖ 4 errors, 1 warning/);

    const json = await check(dir, '--format', 'json');
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { errors: number; warnings: number; problems: { file: string; line?: number; severity: string; message: string }[] };
    expect(report.errors).toBe(4);
    expect(report.warnings).toBe(1);
    expect(report.problems[0]).toMatchObject({ file: 'content/api/widget.md', severity: 'error' });
    expect(report.problems.find((p) => p.message.includes('missing.md'))).toMatchObject({ file: 'content/docs/intro.md', line: 5 });
  });

  it('reports sidebar ids, front matter and duplicate ids together, and bad config on its own', async () => {
    const dir = makeProject(
      minimalSite({
        'content/sidebars.ts': "export default { docs: ['intro', 'gide'] };\n",
        'content/docs/broken.md': '---\ntitle: [oops\n---\n\nText.\n',
        'content/docs/copy.md': '---\nid: guide\ntitle: Copy\n---\n\nSame id.\n',
      }),
    );
    const r = await check(dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('content/docs/broken.md:3:1  invalid front matter YAML');
    expect(r.stdout).toMatch(/content\/docs\/(copy|guide)\.md {2}duplicate doc id "guide"/);
    expect(r.stdout).toMatch(/content\/sidebars\.ts:1:\d+ {2}sidebar "docs"\[1\]: unknown doc id "gide"; .*guide/);

    const badConfig = makeProject(minimalSite({ 'config/site.config.ts': "export default { title: 'x', url: 'https://example.com', baseUrl: '/base/', navbar: { items: [{ type: 'sparkles' }] } };\n" }));
    const c = await check(badConfig);
    expect(c.code).toBe(1);
    expect(c.stdout).toContain('unknown navbar item type "sparkles"');
  });

  it('fails the build on the same errors, or only warns with onBrokenLinks: "warn"', async () => {
    const files = minimalSite({ 'content/docs/intro.md': '---\ntitle: Intro\n---\n\nSee [missing](./missing.md).\n' });
    const strict = makeProject(files);
    const b = await runCli(['--root', strict, 'build'], { timeoutMs: 60_000 });
    expect(b.code).toBe(1);
    expect(b.stderr).toContain('content/docs/intro.md:5  broken link');
    const lenient = makeProject({ ...files, 'config/site.config.ts': files['config/site.config.ts'].replace("docs: { lastVersion: 'current' },", "docs: { lastVersion: 'current' },\n  onBrokenLinks: 'warn',") });
    const w = await runCli(['--root', lenient, 'build'], { timeoutMs: 60_000 });
    expect(w.code).toBe(0);
    expect(w.stderr).toContain('content/docs/intro.md:5  warning: broken link');
  });
});

describe('docgen version', () => {
  it('snapshots the current docs and sidebars into a new version, once', async () => {
    const dir = makeProject(minimalSite());
    const r = await runCli(['--root', dir, 'version', '2.0'], { timeoutMs: 60_000 });
    expect(r.code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'content/versioned_docs/version-2.0/intro.md'), 'utf8')).toContain('Welcome.');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'content/versioned_sidebars/version-2.0-sidebars.json'), 'utf8'))).toEqual({ docs: ['intro', 'guide'] });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'content/versions.json'), 'utf8'))).toEqual(['2.0']);
    const b = await runCli(['--root', dir, 'build'], { timeoutMs: 60_000 });
    expect(b.code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'build/docs/2.0/intro.html'))).toBe(true);
    const again = await runCli(['--root', dir, 'version', '2.0'], { timeoutMs: 60_000 });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('docs version "2.0" already exists');
    const bad = await runCli(['--root', dir, 'version', '../x'], { timeoutMs: 60_000 });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('invalid version name');
  });

  it("freezes the current docs' site variables with the new version: check passes with nothing added to the config", async () => {
    // (Before, the new version had no variables: every {{vars.…}} of its pages was an error until
    // the config got an entry for it by hand.)
    const config = (current: string) => `export default {
  title: 'Fixture Site',
  url: 'https://example.com',
  baseUrl: '/base/',
  navbar: { title: 'Fixture', items: [{ type: 'doc', docId: 'intro', label: 'Docs' }] },
  docs: { lastVersion: 'current', versions: { current: { variables: { release: '${current}' } }, '1.0': { variables: { release: '1.0.4' } } } },
};
`;
    const dir = makeProject(
      minimalSite({
        'config/site.config.ts': config('2.0.0'),
        'content/docs/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\nInstall release {{vars.release}}.\n',
        'content/versions.json': '["1.0"]',
        'content/versioned_docs/version-1.0/intro.md': '---\ntitle: Intro\n---\n\nRelease {{vars.release}}.\n',
        'content/versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }',
      }),
    );
    expect((await check(dir)).code).toBe(0);
    const r = await runCli(['--root', dir, 'version', '2.0'], { timeoutMs: 60_000 });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('content/versioned_docs/version-2.0-variables.json (its site variables)');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'content/versioned_docs/version-2.0-variables.json'), 'utf8'))).toEqual({ release: '2.0.0' });
    const c = await check(dir);
    expect(c.stdout + c.stderr).not.toContain('unknown site variable');
    expect(c.code).toBe(0);
    // The snapshot keeps its value when the current docs move on; the config's entry of a version still counts.
    fs.writeFileSync(path.join(dir, 'config/site.config.ts'), config('3.0.0'));
    const b = await runCli(['--root', dir, 'build'], { timeoutMs: 60_000 });
    expect(b.code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'build/docs/2.0/guide.html'), 'utf8')).toContain('Install release 2.0.0.');
    expect(fs.readFileSync(path.join(dir, 'build/docs/guide.html'), 'utf8')).toContain('Install release 3.0.0.');
    expect(fs.readFileSync(path.join(dir, 'build/docs/1.0/intro.html'), 'utf8')).toContain('Release 1.0.4.');
  });

  it('names a frozen variables file that is not an object of strings', async () => {
    const dir = makeProject(minimalSite({ 'content/versions.json': '["1.0"]', 'content/versioned_docs/version-1.0/intro.md': '---\ntitle: Intro\n---\n\nOld.\n', 'content/versioned_docs/version-1.0-variables.json': '{ "release": 1 }' }));
    const c = await check(dir);
    expect(c.code).toBe(1);
    expect(c.stdout + c.stderr).toContain('content/versioned_docs/version-1.0-variables.json  variable "release": expected a string, got 1');
  });

  it('copies what links lead to, and names a link that leads nowhere without writing anything', async () => {
    const dir = makeProject(minimalSite({ 'shared/linked.md': '---\ntitle: Linked\n---\n\nShared text.\n' }));
    fs.symlinkSync(path.join(dir, 'shared/linked.md'), path.join(dir, 'content/docs/linked.md'));
    fs.symlinkSync(path.join(dir, 'shared/gone.md'), path.join(dir, 'content/docs/gone.md'));
    const r = await runCli(['--root', dir, 'version', '2.0'], { timeoutMs: 60_000 });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/docs/gone.md  a broken symbolic link');
    expect(r.stderr).not.toMatch(/ENOENT|at .*\.js:\d+/);
    expect(fs.existsSync(path.join(dir, 'content/versioned_docs'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'content/versioned_sidebars'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'content/versions.json'))).toBe(false);
    fs.rmSync(path.join(dir, 'content/docs/gone.md'));
    const ok = await runCli(['--root', dir, 'version', '2.0'], { timeoutMs: 60_000 });
    expect(ok.code).toBe(0);
    const copy = path.join(dir, 'content/versioned_docs/version-2.0/linked.md');
    expect(fs.lstatSync(copy).isSymbolicLink()).toBe(false);
    expect(fs.readFileSync(copy, 'utf8')).toContain('Shared text.');
  });
});
