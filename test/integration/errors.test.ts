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

  it('reports an unknown sidebar doc id with the available ids', async () => {
    const r = await buildFixture(minimalSite({ 'content/sidebars.ts': "export default {\n  docs: ['intro', 'gide'],\n};\n" }));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/sidebars.ts:2  sidebar "docs"[1]: unknown doc id "gide"; available doc ids: guide, intro');
  });

  it('reports a bad config value naming the file and field', async () => {
    const files = minimalSite();
    files['config/site.config.ts'] = files['config/site.config.ts'].replace("baseUrl: '/base/'", "baseUrl: 'base'");
    const r = await buildFixture(files);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("config/site.config.ts  baseUrl: must start and end with '/', e.g. '/java/'");
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
    expect(r.stderr).toContain('content/docs/intro.md:5  broken link: no page missing.md in docs version "current" (link "./missing.md")');
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
