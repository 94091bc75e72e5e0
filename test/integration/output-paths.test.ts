// Every file a build writes lies inside the output folder, and every file it deletes too: a page's
// URL comes from its content (a front matter slug or id, a file name), and a URL that climbs out of
// the site ("/../../../package") would otherwise name a file beside the output folder, which the
// build writes and, once the slug is gone, deletes as "a file no longer made". Such a slug is a
// file:line error in build, check and dev; a property test feeds builds generated slugs, ids, file
// names and symbolic links and checks that nothing outside the output folder (and the build's
// cache) changes, and that nothing of a file outside the project is published.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { makeProject } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';
import { startDev } from '../helpers/dev.ts';
import { rawRequest } from '../helpers/raw-request.ts';
import { expectSameTree, readTree } from '../helpers/tree.ts';

const config = `export default {
  title: 'Output Paths',
  url: 'https://docs.example.com',
  baseUrl: '/',
  navbar: { title: 'Paths', items: [{ type: 'doc', docId: 'intro', label: 'Docs' }] },
  docs: { lastVersion: 'current' },
};
`;

/** A folder holding a project (`site/`) and a file beside it; the project has its own package.json and a file beside its output folder. */
function parentWithProject(files: Record<string, string>): { parent: string; site: string } {
  const parent = makeProject({
    'beside-the-project.txt': 'a file next to the project',
    'site/package.json': '{ "name": "the-site", "private": true }\n',
    'site/beside-the-output.txt': 'a file next to the output folder',
    'site/config/site.config.ts': config,
    'site/content/sidebars.ts': "export default { docs: ['intro'] };\n",
    'site/content/docs/intro.md': '---\ntitle: Intro\n---\n\nWelcome.\n',
    ...Object.fromEntries(Object.entries(files).map(([rel, text]) => [`site/${rel}`, text])),
  });
  return { parent, site: path.join(parent, 'site') };
}

/** Everything in `parent` but the output folder, what builds keep beside it, and their cache. */
const outsideTheOutput = (parent: string) => readTree(parent, (rel) => /^site\/(build(\/|$|\.)|\.docgen(\/|$))/.test(rel));

describe('a slug that climbs out of the site', () => {
  const EVIL = '---\ntitle: Evil\nslug: /../../../package\n---\n\nA page that would overwrite package.json.\n';
  const ERROR = /^content\/docs\/evil\.md:3 {2}slug "\/\.\.\/\.\.\/\.\.\/package" leads out of its docs version \(\/docs\): a slug is a URL path inside the version, from its root \("\/guide"\) or from the doc's folder \("guide", "\.\.\/guide"\)$/m;
  let parent = '';
  let site = '';
  beforeAll(() => ({ parent, site } = parentWithProject({ 'content/docs/evil.md': EVIL })));
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('is a file:line error in docgen build, which writes and deletes nothing outside the output folder, then or once the slug is gone', async () => {
    const before = outsideTheOutput(parent);
    const r = await runCli(['--root', site, 'build']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(ERROR);
    expectSameTree(outsideTheOutput(parent), before, 'after the build with the slug');
    // The page without its slug: built, and built again (a rebuild deletes the files no longer made).
    fs.writeFileSync(path.join(site, 'content/docs/evil.md'), EVIL.replace('slug: /../../../package\n', ''));
    fs.writeFileSync(path.join(site, 'content/docs/other.md'), '---\ntitle: Other\n---\n\nAnother page.\n');
    const first = outsideTheOutput(parent);
    expect((await runCli(['--root', site, 'build'])).code).toBe(0);
    fs.rmSync(path.join(site, 'content/docs/other.md'));
    const rebuilt = await runCli(['--root', site, 'build']);
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    expect(fs.existsSync(path.join(site, 'build/docs/evil.html'))).toBe(true);
    expect(fs.existsSync(path.join(site, 'build/docs/other.html'))).toBe(false);
    first.delete('site/content/docs/other.md');
    expectSameTree(outsideTheOutput(parent), first, 'after the builds without it');
    fs.writeFileSync(path.join(site, 'content/docs/evil.md'), EVIL);
  });

  it('is the same error in docgen check', async () => {
    const r = await runCli(['--root', site, 'check']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(ERROR);
  });

  it('is the same error in docgen dev, which writes nothing outside either', async () => {
    const before = outsideTheOutput(parent);
    const dev = await startDev(site);
    try {
      const page = await rawRequest(dev.origin, '/docs/intro');
      expect(page.body).toContain('content/docs/evil.md:3');
      expect(page.body).toContain('leads out of its docs version');
      await expect.poll(() => dev.output()).toMatch(ERROR);
      for (const url of ['/docs/../../../package', '/package', '/_data/docs/../../../package.json']) expect((await rawRequest(dev.origin, url)).body).not.toContain('would overwrite');
    } finally {
      dev.child.kill();
    }
    expectSameTree(outsideTheOutput(parent), before, 'after docgen dev');
  });
});

describe('ids, file names, category slugs and version names that would leave the site', () => {
  it('are file:line errors naming what is accepted, and a slug that stays inside its version is fine', async () => {
    const { parent, site } = parentWithProject({
      'content/docs/id.md': '---\ntitle: Id\nid: ..\n---\n\nText.\n',
      'content/docs/id-path.md': '---\ntitle: Id\nid: ../../../package\n---\n\nText.\n',
      'content/docs/encoded.md': '---\ntitle: Encoded\nslug: /%2e%2e/%2E%2e/package\n---\n\nText.\n',
      'content/docs/guides/relative.md': '---\ntitle: Relative\nslug: ../../../up\n---\n\nText.\n',
      'content/docs/backslash.md': '---\ntitle: Backslash\nslug: "/..\\\\..\\\\package"\n---\n\nText.\n',
      'content/docs/%2e%2e.md': '---\ntitle: Dots\n---\n\nText.\n',
      'content/docs/fine.md': '---\ntitle: Fine\nslug: /guides/../fine-page\n---\n\nText.\n',
      'content/docs/group/cat/_category_.json': JSON.stringify({ label: 'Cat', link: { type: 'generated-index', slug: '/../../../category-out' } }),
      'content/docs/group/cat/page.md': '---\ntitle: Cat page\n---\n\nText.\n',
      'content/sidebars.ts': "export default { docs: ['intro', 'fine', { type: 'autogenerated', dirName: 'group' }] };\n",
    });
    try {
      const before = outsideTheOutput(parent);
      const r = await runCli(['--root', site, 'check']);
      expect(r.code).toBe(1);
      const out = r.stdout;
      expect(out).toMatch(/^content\/docs\/id-path\.md:3 {2}front matter: id must not contain slashes/m);
      expect(out).toMatch(/^content\/docs\/id\.md:3 {2}id "\.\." is not accepted: an id names the doc inside its folder, without "\/" or "\\", control characters, "\." or "\.\."$/m);
      expect(out).toMatch(/^content\/docs\/encoded\.md:3 {2}slug "\/%2e%2e\/%2E%2e\/package" gives the URL \/docs\/%2e%2e\/%2E%2e\/package, which is not accepted: it holds a "\." or "\.\." segment \(percent-encoded\)/m);
      expect(out).toMatch(/^content\/docs\/guides\/relative\.md:3 {2}slug "\.\.\/\.\.\/\.\.\/up" leads out of its docs version/m);
      expect(out).toMatch(/^content\/docs\/backslash\.md:3 {2}slug "\/\.\.\\\\\.\.\\\\package" is not accepted: a slug may not hold a backslash or a control character/m);
      expect(out).toMatch(/^content\/docs\/%2e%2e\.md {2}the file name gives the URL \/docs\/%2e%2e, which is not accepted: it holds a "\." or "\.\." segment \(percent-encoded\)/m);
      expect(out).toMatch(/^content\/docs\/group\/cat\/_category_\.json {2}generated-index slug "\/\.\.\/\.\.\/\.\.\/category-out" is not accepted: it holds a "\." or "\.\." segment; a category's slug is a URL path inside its docs version \(\/docs\), from its root \("\/guides"\)$/m);
      expect(out).not.toContain('fine.md');
      const build = await runCli(['--root', site, 'build']);
      expect(build.code).toBe(1);
      expectSameTree(outsideTheOutput(parent), before);
      // Once those pages are gone, the slug that normalises inside its version is the page's URL.
      for (const f of ['id.md', 'id-path.md', 'encoded.md', 'guides/relative.md', 'backslash.md', '%2e%2e.md', 'group/cat/_category_.json']) fs.rmSync(path.join(site, 'content/docs', f));
      const ok = await runCli(['--root', site, 'build']);
      expect(ok.code, ok.stderr).toBe(0);
      expect(fs.existsSync(path.join(site, 'build/docs/fine-page.html'))).toBe(true);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('a version name of versions.json that climbs out is an error naming the file', async () => {
    const { parent, site } = parentWithProject({ 'content/versions.json': '["../../../package"]\n' });
    try {
      const r = await runCli(['--root', site, 'check']);
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(/^content\/versions\.json {2}entry 0: invalid version name "\.\.\/\.\.\/\.\.\/package": a version name may not hold "\/" or "\\", control characters, or be "\." or "\.\."/m);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('property: no build writes, deletes or publishes anything outside the output folder', () => {
  const SECRET = 'SECRET-OUTSIDE-THE-PROJECT-7f3a';
  let parent = '';
  let site = '';
  beforeAll(() => {
    ({ parent, site } = parentWithProject({}));
    fs.mkdirSync(path.join(parent, 'secret'));
    fs.writeFileSync(path.join(parent, 'secret/secret.md'), `---\ntitle: ${SECRET}\n---\n\n${SECRET}\n`);
    fs.writeFileSync(path.join(site, 'inside.md'), '---\ntitle: Inside\n---\n\nA page from elsewhere in the project.\n');
  });
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  // Path segments, as a slug, an id or a file name may hold them.
  // (Mostly harmless ones, so that most builds succeed and the next one deletes what they wrote.)
  const segment = fc.oneof(
    { arbitrary: fc.constantFrom('..', '.', '%2e%2e', '%2E.', '..\\..', '\\', '', '%00', '%2f..'), weight: 1 },
    { arbitrary: fc.constantFrom('...', 'a..b', 'ü', '日本', 'x.y', '.hidden', '~', 'package', 'build', '_data'), weight: 2 },
    { arbitrary: fc.stringMatching(/^[a-z0-9-]{1,6}$/), weight: 5 },
  );
  const urlPath = fc.tuple(fc.boolean(), fc.array(segment, { minLength: 1, maxLength: 4 })).map(([rooted, parts]) => `${rooted ? '/' : ''}${parts.join('/')}`);
  const fileName = fc.tuple(fc.array(segment.filter((s) => s !== '' && s !== '.' && s !== '..' && !s.includes('\\')), { maxLength: 2 }), segment.filter((s) => s !== '' && s !== '.' && s !== '..')).map(([dirs, name]) => [...dirs, `${name}.md`].join('/'));
  const page = fc.record({ file: fileName, slug: fc.option(urlPath, { nil: undefined, freq: 2 }), id: fc.option(fc.oneof(segment, urlPath), { nil: undefined, freq: 2 }) });
  const link = fc.record({ name: fc.stringMatching(/^[a-z]{1,5}$/), to: fc.constantFrom('secret file', 'secret folder', 'inside file', 'inside file', '/proc/self/environ') });
  const run = fc.record({ pages: fc.array(page, { minLength: 1, maxLength: 4 }), links: fc.array(link, { maxLength: 1 }) });
  type Run = typeof run extends fc.Arbitrary<infer T> ? T : never;

  /** Writes a run's pages and links into the docs folder (in a folder of their own, gone before the next run). */
  function writeRun({ pages, links }: Run): void {
    const gen = path.join(site, 'content/docs/gen');
    fs.rmSync(gen, { recursive: true, force: true });
    fs.mkdirSync(gen, { recursive: true });
    pages.forEach((p, i) => {
      const file = path.join(gen, p.file);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const fm = [`title: Page ${i}`, ...(p.slug !== undefined ? [`slug: ${JSON.stringify(p.slug)}`] : []), ...(p.id !== undefined ? [`id: ${JSON.stringify(p.id)}`] : [])];
      fs.writeFileSync(file, `---\n${fm.join('\n')}\n---\n\nGenerated page ${i}.\n`);
    });
    for (const l of links) {
      const targets = { 'secret file': path.join(parent, 'secret/secret.md'), 'secret folder': path.join(parent, 'secret'), 'inside file': path.join(site, 'inside.md'), '/proc/self/environ': '/proc/self/environ' };
      const at = path.join(gen, l.to === 'secret folder' ? l.name : `${l.name}.md`);
      if (!fs.existsSync(at)) fs.symlinkSync(targets[l.to], at);
    }
  }

  it('for generated slugs, ids, file names and symbolic links', async () => {
    // What the build's environment holds (/proc/self/environ), which no page may publish.
    const ENV_SECRET = 'ENVIRONMENT-SECRET-c91d';
    await fc.assert(
      fc.asyncProperty(run, async (r) => {
        writeRun(r);
        const before = outsideTheOutput(parent);
        const built = await runCli(['--root', site, 'build'], { env: { DOCGEN_TEST_TOKEN: ENV_SECRET } });
        expect([0, 1], built.stderr).toContain(built.code);
        expect(built.stderr).not.toMatch(/^\s+at /m);
        expectSameTree(outsideTheOutput(parent), before, JSON.stringify(r));
        const output = fs.existsSync(path.join(site, 'build')) ? readTree(path.join(site, 'build')) : new Map<string, Buffer>();
        for (const [rel, bytes] of output) {
          expect(bytes.toString('latin1'), rel).not.toContain(SECRET);
          expect(bytes.toString('latin1'), rel).not.toContain(ENV_SECRET);
          expect(bytes.toString('latin1').startsWith('symlink → '), rel).toBe(false);
        }
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
