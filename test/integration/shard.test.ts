// Sharded builds: a small site (docs linking to each other's headings and raw anchors, a blog with
// lists, tags, feeds and excerpts, search, sitemap, llms files) built whole and in 1, 2 and 3
// shards merged with `docgen merge`: the merged folder is the single build's, file for file and
// byte for byte. A broken anchor is reported by exactly one shard. The merge refuses a missing or
// repeated shard, shards of another build, sources changed since, a damaged shard, an output
// folder inside a shard, and a folder that is no shard; `--shard` takes i/n only.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli, repoRoot } from '../helpers/cli.ts';
import { expectSameTree, readTree } from '../helpers/tree.ts';

const fixture = path.join(repoRoot, 'test/fixtures/docusaurus-blog');
let dir = '';
let single: Awaited<ReturnType<typeof runCli>>;
const shardBuilds = new Map<string, Awaited<ReturnType<typeof runCli>>>();
const BROKEN = 'has no heading or anchor "#nope"';

/** Docs of the guide: each links to a heading of the next and a raw anchor of the one after. */
function guidePages(count: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 1; i <= count; i++) {
    const next = (i % count) + 1;
    const after = ((i + 1) % count) + 1;
    files[`docs/guide/page${i}.md`] = `---\ntitle: Guide ${i}\ndescription: Page ${i} of the guide\n---\n\n## Part A {#part-a}\n\nSee [the next page](./page${next}.md#part-b), [the start](../intro.md) and [this part](#part-a).\n\n## Part B\n\n\`\`\`js\nconst page = ${i};\n\`\`\`\n\n<span id="raw-${i}"></span>A [raw anchor](./page${after}.md#raw-${after}) of page ${after}.\n`;
  }
  return files;
}

const build = (args: string[]) => runCli(['build', '--quiet', ...args], { cwd: dir, timeoutMs: 180_000 });
const merge = (args: string[]) => runCli(['merge', ...args], { cwd: dir, timeoutMs: 120_000 });
const skipCache = (rel: string) => rel === '.docgen';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-shard-'));
  fs.cpSync(fixture, dir, { recursive: true });
  const config = path.join(dir, 'docusaurus.config.js');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("baseUrl: '/',", "baseUrl: '/',\n  onBrokenAnchors: 'warn',"));
  for (const [rel, text] of Object.entries(guidePages(7))) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  fs.appendFileSync(path.join(dir, 'docs/intro.md'), '\nA [broken anchor](./guide/page3.md#nope) and [a part](./guide/page2.md#part-a).\n');
  single = await build(['--out', 'single']);
  for (const n of [1, 2, 3]) for (let i = 1; i <= n; i++) shardBuilds.set(`${i}/${n}`, await build(['--shard', `${i}/${n}`, '--out', `shards${n}-s${i}`]));
}, 600_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('sharded builds', () => {
  it('builds the site whole, with the files made of every page', () => {
    expect(single.code, single.stderr).toBe(0);
    for (const rel of ['search/current.json', 'sitemap.xml', 'llms.txt', 'llms-full.txt', 'blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'docs/guide/page4.html', 'blog/tags/releases.html']) {
      expect(fs.existsSync(path.join(dir, 'single', rel)), rel).toBe(true);
    }
  });

  it('each shard writes its share of the pages and none of the files made of every page', () => {
    const pages = (n: number) => Array.from({ length: n }, (_, i) => readTree(path.join(dir, `shards${n}-s${i + 1}`)));
    const html = [...readTree(path.join(dir, 'single')).keys()].filter((f) => f.endsWith('.html'));
    for (const n of [2, 3]) {
      const trees = pages(n);
      for (const [i, t] of trees.entries()) {
        const r = shardBuilds.get(`${i + 1}/${n}`)!;
        expect(r.code, r.stderr).toBe(0);
        expect(t.has('sitemap.xml') || t.has('llms.txt') || t.has('search/current.json') || t.has('blog/rss.xml')).toBe(false);
        expect(t.has('.docgen-shard/manifest.json')).toBe(true);
      }
      // Every page is written by one shard exactly; together they write all (redirect pages and the like are in each).
      const docPages = html.filter((f) => f.startsWith('docs/') || f.startsWith('blog/'));
      for (const f of docPages) expect(trees.filter((t) => t.has(f)).length, `${f} in ${n} shards`).toBe(1);
      const counts = trees.map((t) => docPages.filter((f) => t.has(f)).length);
      expect(Math.min(...counts), `pages per shard: ${counts}`).toBeGreaterThan(0);
    }
  });

  it('reports a broken anchor once: in the output of the shard whose page has it, wherever its target is', () => {
    const count = (text: string, what: string) => text.split(what).length - 1;
    expect(count(single.stderr, BROKEN)).toBe(1);
    expect(count(single.stderr, 'broken anchor')).toBe(1);
    let apart = 0;
    for (const n of [1, 2, 3]) {
      const said = Array.from({ length: n }, (_, i) => count(shardBuilds.get(`${i + 1}/${n}`)!.stderr, BROKEN));
      expect(said.reduce((a, b) => a + b), `shards of ${n}: ${said}`).toBe(1);
      // (No anchor of another shard's page is taken for missing.)
      const any = Array.from({ length: n }, (_, i) => count(shardBuilds.get(`${i + 1}/${n}`)!.stderr, 'broken anchor'));
      expect(any.reduce((a, b) => a + b), `shards of ${n}: ${any}`).toBe(1);
      const holder = (rel: string) => Array.from({ length: n }, (_, i) => i).find((i) => fs.existsSync(path.join(dir, `shards${n}-s${i + 1}`, rel)));
      if (holder('docs/intro.html') !== holder('docs/guide/page3.html')) apart++;
    }
    // (The page with the broken link and the page it names were in different shards at least once.)
    expect(apart).toBeGreaterThan(0);
  });

  for (const n of [1, 2, 3]) {
    it(`merges ${n} shard${n > 1 ? 's' : ''} into exactly the single build's files`, async () => {
      // (The shards are given in another order than their numbers: the merge puts them in order.)
      const shards = Array.from({ length: n }, (_, i) => `shards${n}-s${n - i}`);
      const r = await merge([`merged${n}`, ...shards]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain(`merged ${n} shard`);
      expectSameTree(readTree(path.join(dir, `merged${n}`), skipCache), readTree(path.join(dir, 'single'), skipCache), `${n} shards`);
    });
  }

  it('refuses a missing shard, naming it, and leaves the output folder as it was', async () => {
    fs.mkdirSync(path.join(dir, 'kept'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'kept/before.txt'), 'before');
    const r = await merge(['kept', 'shards3-s1', 'shards3-s3']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('shard 2/3 missing');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(fs.readdirSync(path.join(dir, 'kept'))).toEqual(['before.txt']);
  });

  it('refuses a shard given twice, shards of another split or build, and a folder that is no shard', async () => {
    const twice = await merge(['m', 'shards2-s1', 'shards2-s1', 'shards2-s2']);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toMatch(/shards2-s1 {2}shard 1\/2 is given twice/);
    const split = await merge(['m', 'shards2-s1', 'shards3-s2', 'shards3-s3']);
    expect(split.code).toBe(1);
    expect(split.stderr).toContain('shards3-s2  shard 2/3 is of a build in 3 shards, but shards2-s1 is of one in 2');
    const notShard = await merge(['m', 'single']);
    expect(notShard.code).toBe(1);
    expect(notShard.stderr).toContain('single  not the output of a sharded build: it has no .docgen-shard/manifest.json');
    for (const r of [twice, split, notShard]) expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(dir, 'm'))).toBe(false);
  });

  it('refuses shards of different states of the site, and an output folder inside a shard', async () => {
    // A shard built after an edit that changes an anchor: the builds differ.
    const page = path.join(dir, 'docs/guide/page5.md');
    const before = fs.readFileSync(page, 'utf8');
    fs.writeFileSync(page, before.replace('## Part B', '## Part B {#part-b}\n\n## Part C'));
    const other = await build(['--shard', '2/2', '--out', 'edited-s2']);
    fs.writeFileSync(page, before);
    expect(other.code, other.stderr).toBe(0);
    const mixed = await merge(['m', 'shards2-s1', 'edited-s2']);
    expect(mixed.code).toBe(1);
    expect(mixed.stderr).toContain('edited-s2  shard 2/2 was built from another state of the site than shards2-s1');
    const inside = await merge(['shards2-s1/out', 'shards2-s1', 'shards2-s2']);
    expect(inside.code).toBe(1);
    expect(inside.stderr).toContain('cannot merge into this folder: it is inside the shard shards2-s1');
    expect(fs.existsSync(path.join(dir, 'shards2-s1/out'))).toBe(false);
  });

  it('refuses shards of a site whose pages changed since, and a shard whose page list is cut short', async () => {
    const added = path.join(dir, 'docs/guide/added.md');
    fs.writeFileSync(added, '# Added\n\nA page added after the shards were built.\n');
    const changed = await merge(['m', 'shards2-s1', 'shards2-s2']);
    fs.rmSync(added);
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain('the site is not the one the shards were built from');
    fs.cpSync(path.join(dir, 'shards2-s2'), path.join(dir, 'cut-s2'), { recursive: true });
    const pages = path.join(dir, 'cut-s2/.docgen-shard/pages.jsonl');
    fs.writeFileSync(pages, fs.readFileSync(pages, 'utf8').split('\n').slice(0, 3).join('\n'));
    const cut = await merge(['m', 'shards2-s1', 'cut-s2']);
    expect(cut.code).toBe(1);
    expect(cut.stderr).toMatch(/cut-s2\/\.docgen-shard\/pages\.jsonl {2}does not list the page \/\S+ where the site has it/);
    for (const r of [changed, cut]) expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(dir, 'm'))).toBe(false);
  });

  it('refuses shards that write a shared file differently, leaving the output folder as it was', async () => {
    // A merge into a folder holding a site: it fails while copying, after its temporary folder is made.
    fs.cpSync(path.join(dir, 'merged2'), path.join(dir, 'previous'), { recursive: true });
    fs.cpSync(path.join(dir, 'shards2-s2'), path.join(dir, 'tampered-s2'), { recursive: true });
    const asset = fs.readdirSync(path.join(dir, 'tampered-s2/assets')).find((f) => f.endsWith('.js'))!;
    fs.appendFileSync(path.join(dir, 'tampered-s2/assets', asset), '\n// changed\n');
    const r = await merge(['previous', 'shards2-s1', 'tampered-s2']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`tampered-s2/assets/${asset}  differs from shards2-s1/assets/${asset}`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expectSameTree(readTree(path.join(dir, 'previous')), readTree(path.join(dir, 'merged2')), 'the output folder after a failed merge');
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('previous.'))).toEqual([]);
  });

  it('takes --shard as i/n with 1 ≤ i ≤ n', async () => {
    for (const bad of ['0/2', '3/2', '2', 'a/b', '1/0']) {
      const r = await build(['--shard', bad, '--out', 'bad']);
      expect(r.code, bad).not.toBe(0);
      expect(r.stderr, bad).toContain('expected i/n');
    }
    expect(fs.existsSync(path.join(dir, 'bad'))).toBe(false);
  });
});
