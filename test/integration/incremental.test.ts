// Warm rebuilds with the persistent cache: an unchanged site writes nothing, and editing one page
// rewrites only what depends on that page (its HTML, data and Markdown copy, the site-wide Markdown
// list and the search files holding its words); every other page, the client bundle and the CSS
// stay the very same files, hard-linked from the previous output.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';

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
});
