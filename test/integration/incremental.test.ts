// Warm rebuilds with the persistent cache: an unchanged site writes nothing, and editing one page
// rewrites only what depends on that page (its HTML, data and Markdown copy, the site-wide Markdown
// list and the search files holding its words); every other page, the client bundle and the CSS
// stay the very same files. And nothing goes stale: a page kept from the previous build is written
// again when anything it shows changed (a title in its sidebar, a page it links to), pages removed
// lose their files, and files damaged in the output folder are made again.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli, withoutProgress } from '../helpers/cli.ts';

const extraPages = Object.fromEntries(
  Array.from({ length: 6 }, (_, i) => [`content/docs/page-${i}.md`, `---\ntitle: Page ${i}\n---\n\nPage ${i} talks about topic${i}.\n\n## Details\n\nMore about topic${i}.\n`]),
);
let dir: string;

/** Every output file with its inode: a file rewritten by a build gets a new inode. */
function snapshot(): Map<string, { ino: number; body: string }> {
  const out = new Map<string, { ino: number; body: string }>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(path.relative(path.join(dir, 'build'), p).split(path.sep).join('/'), { ino: fs.statSync(p).ino, body: fs.readFileSync(p, 'latin1') });
    }
  };
  walk(path.join(dir, 'build'));
  return out;
}

function changed(before: Map<string, { ino: number }>, after: Map<string, { ino: number }>): string[] {
  return [...after].filter(([rel, f]) => before.get(rel)?.ino !== f.ino).map(([rel]) => rel).sort();
}

async function build(): Promise<string> {
  const result = await runCli(['build', '--out', 'build'], { cwd: dir });
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

const read = (rel: string) => fs.readFileSync(path.join(dir, 'build', rel), 'utf8');
const edit = (rel: string, change: (text: string) => string) => fs.writeFileSync(path.join(dir, rel), change(fs.readFileSync(path.join(dir, rel), 'utf8')));

beforeAll(async () => {
  dir = makeProject(
    minimalSite({
      ...extraPages,
      'content/sidebars.ts': `export default { docs: ['intro', 'guide', ${Object.keys(extraPages).map((_, i) => `'page-${i}'`).join(', ')}] };\n`,
    }),
  );
  await build();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('warm rebuilds', () => {
  it('write nothing when nothing changed', async () => {
    const before = snapshot();
    const out = await build();
    expect(out).toMatch(/, 0 written, \d+ unchanged\)/);
    expect(changed(before, snapshot())).toEqual([]);
  });

  it('rewrite only the outputs of the edited page when one page body changes', async () => {
    const before = snapshot();
    const file = path.join(dir, 'content/docs/page-3.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('More about topic3.', 'More about topic3, now with zebras.'));
    await build();
    const after = snapshot();
    const rewritten = changed(before, after);
    const pageOutputs = ['docs/page-3.html', '_data/docs/page-3.json', 'docs/page-3.md', 'llms-full.txt'];
    expect(rewritten).toEqual(expect.arrayContaining(pageOutputs));
    // Besides those, only search files: the manifest, the chunk of the page and a shard for each
    // new word ("now", "with", "zebras").
    const others = rewritten.filter((rel) => !pageOutputs.includes(rel));
    expect(others.every((rel) => rel.startsWith('search/'))).toBe(true);
    expect(others.length).toBeLessThanOrEqual(2 + 3);
    expect(after.get('docs/page-3.html')!.body).toContain('zebras');
    // Everything else is the previous build's file, untouched.
    for (const rel of ['docs/page-2.html', 'docs/intro.html', 'docs/guide.html', 'index.html', '_data/docs/page-4.json', 'sitemap.xml']) expect(after.get(rel)!.ino, rel).toBe(before.get(rel)!.ino);
    const assets = [...after.keys()].filter((rel) => /^assets\/.*\.(js|css)$/.test(rel));
    expect(assets.length).toBeGreaterThan(0);
    for (const rel of assets) expect(after.get(rel)!.ino, rel).toBe(before.get(rel)!.ino);
  });

  it('write again the pages whose sidebar shows a changed title, and only those files', async () => {
    const before = snapshot();
    edit('content/docs/page-5.md', (t) => t.replace('title: Page 5', 'title: Page Five'));
    await build();
    const after = snapshot();
    // Every page of the sidebar lists the new title.
    for (const rel of ['docs/intro.html', 'docs/page-0.html', 'docs/page-4.html']) {
      expect(after.get(rel)!.ino, rel).not.toBe(before.get(rel)!.ino);
      expect(read(rel)).toContain('Page Five');
    }
    // Page 4's "next" link names the new title.
    expect(read('_data/docs/page-4.json')).toContain('"label":"Page Five"');
    for (const rel of ['index.html', '404.html']) expect(after.get(rel)!.ino, rel).toBe(before.get(rel)!.ino);
  });

  it('check the links of unchanged pages against what changed: a heading removed breaks the link to it', async () => {
    edit('content/docs/page-2.md', (t) => `${t}\nSee [page 3 details](./page-3.md#details).\n`);
    await build();
    const before = snapshot();
    edit('content/docs/page-3.md', (t) => t.replace('## Details', '## Particulars'));
    const result = await runCli(['build', '--out', 'build'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/content\/docs\/page-2\.md:\d+.*broken anchor.*#details/);
    // A failed build leaves the output as it was.
    expect(changed(before, snapshot())).toEqual([]);
    edit('content/docs/page-3.md', (t) => t.replace('## Particulars', '## Details'));
    await build();
  });

  it('delete the files of a removed page, and make a new page', async () => {
    fs.rmSync(path.join(dir, 'content/docs/page-1.md'));
    fs.writeFileSync(path.join(dir, 'content/docs/page-6.md'), '---\ntitle: Page 6\n---\n\nBrand new.\n');
    edit('content/sidebars.ts', (t) => t.replace("'page-1', ", "").replace("'page-5'", "'page-5', 'page-6'"));
    await build();
    const files = snapshot();
    expect([...files.keys()].filter((rel) => rel.includes('page-1'))).toEqual([]);
    expect(read('docs/page-6.html')).toContain('Brand new.');
    expect(read('sitemap.xml')).not.toContain('page-1');
    expect(read('llms-full.txt')).toContain('Brand new.');
    expect(read('llms-full.txt')).not.toContain('Page 1 talks');
  });

  it('make again output files that were deleted or changed since the last build', async () => {
    fs.rmSync(path.join(dir, 'build/docs/page-4.html'));
    fs.writeFileSync(path.join(dir, 'build/_data/docs/page-0.json'), '{}');
    await build();
    expect(read('docs/page-4.html')).toContain('Page 4 talks about topic4');
    expect(read('_data/docs/page-0.json')).toContain('Page 0 talks about topic0');
  });

  it('report the warnings of unchanged pages again', async () => {
    edit('config/site.config.ts', (t) => t.replace("docs: { lastVersion: 'current' },", "docs: { lastVersion: 'current' },\n  onBrokenLinks: 'warn',"));
    edit('content/docs/page-0.md', (t) => `${t}\nSee [nowhere](./no-such-page.md).\n`);
    const first = await runCli(['build', '--out', 'build'], { cwd: dir });
    const again = await runCli(['build', '--out', 'build'], { cwd: dir });
    expect(first.stderr).toMatch(/page-0\.md:\d+.*broken link/);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/, 0 written/);
    expect(withoutProgress(again.stderr).replace(/in [\d.]+ m?s/, '')).toBe(withoutProgress(first.stderr).replace(/in [\d.]+ m?s/, ''));
  });

  it('write again a page whose linked file changed, though the page did not', async () => {
    fs.mkdirSync(path.join(dir, 'content/docs/files'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'content/docs/files/data.txt'), 'first version\n');
    edit('content/docs/page-4.md', (t) => `${t}\nGet [the data](./files/data.txt).\n`);
    await build();
    const assetOf = () => /href="\/base\/(assets\/files\/data-[0-9a-f]+\.txt)"/.exec(read('docs/page-4.html'))![1];
    const first = assetOf();
    expect(read(first)).toBe('first version\n');
    fs.writeFileSync(path.join(dir, 'content/docs/files/data.txt'), 'second version, longer\n');
    await build();
    const second = assetOf();
    expect(second).not.toBe(first);
    expect(read(second)).toBe('second version, longer\n');
    expect(fs.existsSync(path.join(dir, 'build', first))).toBe(false);
  });

  it('after all these rebuilds, hold exactly what a build from scratch makes', async () => {
    const fresh = await runCli(['build', '--no-cache', '--out', 'fresh'], { cwd: dir });
    expect(fresh.code, fresh.stderr).toBe(0);
    const files = (root: string) => {
      const out = new Map<string, string>();
      const walk = (d: string) => {
        for (const e of fs.readdirSync(d, { withFileTypes: true })) {
          const p = path.join(d, e.name);
          if (e.isDirectory()) walk(p);
          else out.set(path.relative(root, p), fs.readFileSync(p, 'latin1'));
        }
      };
      walk(root);
      return out;
    };
    const rebuilt = files(path.join(dir, 'build'));
    const scratch = files(path.join(dir, 'fresh'));
    expect([...rebuilt.keys()].sort()).toEqual([...scratch.keys()].sort());
    for (const [rel, body] of scratch) expect(rebuilt.get(rel) === body, rel).toBe(true);
  });
});
