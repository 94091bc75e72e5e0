// Bad input: one clear message with file, line and what is expected; exit code 1; old output kept.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { runCli, withoutProgress } from '../helpers/cli.ts';
import { makeProject, minimalSite } from '../helpers/fixture.ts';

async function buildFixture(files: Record<string, string>) {
  const dir = makeProject(files);
  const r = await runCli(['--root', dir, 'build']);
  return { dir, ...r };
}

describe('docgen build on bad input', () => {
  it('builds a minimal valid site', async () => {
    const r = await buildFixture(minimalSite());
    expect(withoutProgress(r.stderr)).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/built \d+ pages/);
    const intro = fs.readFileSync(path.join(r.dir, 'build/docs/intro.html'), 'utf8');
    expect(intro).toContain('<a href="/base/docs/guide#setup">the guide</a>');
  });

  it('reports bad front matter with file and line', async () => {
    const r = await buildFixture(minimalSite({ 'content/docs/guide.md': '---\ntitle: Guide\nsidebar_position: [1\n---\n\nText\n' }));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^content\/docs\/guide\.md:\d+(:\d+)?  invalid front matter YAML/m);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('reports an unknown sidebar doc id at its line and column, with the id meant', async () => {
    const r = await buildFixture(minimalSite({ 'content/sidebars.ts': "export default {\n  docs: ['intro', 'gide'],\n};\n" }));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/sidebars.ts:2:19  sidebar "docs"[1]: unknown doc id "gide"; did you mean "guide"?');
  });

  it('reports a bad config value naming the file and field', async () => {
    const files = minimalSite();
    files['config/site.config.ts'] = files['config/site.config.ts'].replace("baseUrl: '/base/'", "baseUrl: 'base'");
    const r = await buildFixture(files);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("config/site.config.ts  baseUrl must start and end with '/', e.g. '/java/'");
  });

  it('reports an unknown navbar item type naming the item', async () => {
    const files = minimalSite();
    files['config/site.config.ts'] = files['config/site.config.ts'].replace("items: [{ type: 'doc', docId: 'intro', label: 'Docs' }]", "items: [{ type: 'sparkles', label: 'Shiny' }]");
    const r = await buildFixture(files);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('navbar.items[0]: unknown navbar item type "sparkles" in {"type":"sparkles","label":"Shiny"}');
  });

  it('reports broken links and anchors with file:line and the target', async () => {
    const r = await buildFixture(minimalSite({ 'content/docs/intro.md': '---\ntitle: Intro\n---\n\nSee [a](./missing.md) and\n[b](./guide.md#nope) and [c](/nowhere).\n' }));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/docs/intro.md:5  broken link: no page missing.md in docs version "Next" (link "./missing.md")');
    expect(r.stderr).toContain('content/docs/intro.md:6  broken anchor: /base/docs/guide has no heading or anchor "#nope" (link "./guide.md#nope")');
    expect(r.stderr).toContain('content/docs/intro.md:6  broken link: no page at /base/nowhere (link "/nowhere")');
    expect(r.stderr).toContain('✖ 3 errors');
  });

  it('leaves the previous output untouched when a build fails', async () => {
    const good = await buildFixture(minimalSite());
    expect(good.code).toBe(0);
    const before = fs.readFileSync(path.join(good.dir, 'build/docs/intro.html'));
    fs.writeFileSync(path.join(good.dir, 'content/docs/intro.md'), '---\ntitle: Intro\n---\n\n[broken](./nope.md)\n');
    const bad = await runCli(['--root', good.dir, 'build']);
    expect(bad.code).toBe(1);
    expect(fs.readFileSync(path.join(good.dir, 'build/docs/intro.html')).equals(before)).toBe(true);
    expect(fs.readdirSync(good.dir).filter((f) => f.startsWith('build.'))).toEqual([]);
  });
});

describe('messages that say what to do', () => {
  // A site of many docs, as the issue found it: a sidebar typo among ~100 ids.
  const manyDocs = Object.fromEntries(Array.from({ length: 97 }, (_, i) => [`content/docs/page-${i}.md`, `---\ntitle: Page ${i}\n---\n\nText.\n`]));

  it('a sidebar typo names the id meant, at its file, line and column, without listing every id', async () => {
    const sidebars = "export default {\n  docs: [\n    'intro',\n    'my-new-pag',\n  ],\n};\n";
    const r = await buildFixture(minimalSite({ ...manyDocs, 'content/docs/my-new-page.md': '---\ntitle: New\n---\n\nNew.\n', 'content/sidebars.ts': sidebars }));
    expect(r.code).toBe(1);
    const lines = r.stderr.split('\n').filter((l) => l.includes('my-new-pag"'));
    expect(lines).toEqual(['content/sidebars.ts:4:5  sidebar "docs"[1]: unknown doc id "my-new-pag"; did you mean "my-new-page"?']);
    expect(r.stderr).not.toContain('page-42');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('an id close to none names a few of the nearest, not all of them', async () => {
    const r = await buildFixture(minimalSite({ ...manyDocs, 'content/sidebars.ts': "export default { docs: ['intro', 'zzzzzzzzzzzz'] };\n" }));
    expect(r.code).toBe(1);
    const line = r.stderr.split('\n').find((l) => l.includes('"zzzzzzzzzzzz"'))!;
    expect(line).toMatch(/^content\/sidebars\.ts:1:\d+  sidebar "docs"\[1\]: unknown doc id "zzzzzzzzzzzz"; none of the 99 doc ids is close; the nearest: [^,]+(, [^,]+){4}$/);
  });

  it('a front matter value of the wrong type reads in plain words, at its line, once', async () => {
    const r = await buildFixture(minimalSite({ 'content/docs/guide.md': '---\ntitle: Guide\nsidebar_position: abc\n---\n\n## Setup\n\nText.\n' }));
    expect(r.code).toBe(1);
    const lines = r.stderr.split('\n').filter((l) => l.includes('sidebar_position'));
    expect(lines).toEqual(['content/docs/guide.md:3  front matter: sidebar_position must be a number; got "abc"']);
  });

  it('an unknown config key names the key meant', async () => {
    const files = minimalSite();
    files['config/site.config.ts'] = files['config/site.config.ts'].replace("title: 'Fixture Site',", "title: 'Fixture Site',\n  tagLine: 'x',");
    const r = await buildFixture(files);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('config/site.config.ts  unknown key "tagLine"; did you mean "tagline"?');
  });

  it('names a docs version by its label, not its internal name', async () => {
    const files = minimalSite({ 'content/docs/intro.md': '---\ntitle: Intro\n---\n\nSee [the guide](./gide.md).\n' });
    files['config/site.config.ts'] = files['config/site.config.ts'].replace("docs: { lastVersion: 'current' }", "docs: { lastVersion: 'current', versions: { current: { label: 'Tomorrow' } } }");
    const r = await buildFixture(files);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/docs/intro.md:5  broken link: no page gide.md in docs version "Tomorrow"; did you mean "guide.md"? (link "./gide.md")');
    // A navbar doc typo, in the same words.
    files['config/site.config.ts'] = files['config/site.config.ts'].replace("docId: 'intro'", "docId: 'intr'");
    const navbar = await buildFixture(files);
    expect(navbar.code).toBe(1);
    expect(navbar.stderr).toMatch(/^config\/site\.config\.ts  navbar\.items\[0\] .*: unknown doc id "intr" in docs version "Tomorrow"; did you mean "intro"\?$/m);
    expect(r.stderr + navbar.stderr).not.toContain('"current"');
  });
});
