// llms-full.txt is made from the previous one when a build can: its layout (where each page's
// section lies) is kept in the cache. A build that finds the file unchanged keeps it as it is,
// without making it again, and must keep its layout too: an empty one would make the next build
// read every page's Markdown again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';

let dir: string;
const llmsCache = () => path.join(dir, '.docgen/cache/llms');
const layouts = () => fs.readdirSync(llmsCache()).filter((f) => f.startsWith('layout-')).map((f) => fs.readFileSync(path.join(llmsCache(), f), 'utf8'));

async function build(): Promise<void> {
  const result = await runCli(['build', '--out', 'build'], { cwd: dir });
  expect(result.code, result.stderr).toBe(0);
}

beforeAll(async () => {
  const pages = Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`content/docs/page-${i}.md`, `---\ntitle: Page ${i}\n---\n\nPage ${i} text.\n`]));
  dir = makeProject(minimalSite({ ...pages, 'content/sidebars.ts': `export default { docs: ['intro', 'guide', 'page-0', 'page-1', 'page-2'] };\n` }));
  await build();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("llms-full.txt's layout", () => {
  it('is kept when the file is kept as it was', async () => {
    const [layout] = layouts();
    expect(layout).toMatch(/"sections":\[\[/);
    const full = fs.readFileSync(path.join(dir, 'build/llms-full.txt'));
    // (The entry that lets a build skip llms files altogether is lost: the file is then found unchanged.)
    for (const f of fs.readdirSync(llmsCache())) if (!f.startsWith('layout-')) fs.rmSync(path.join(llmsCache(), f));
    await build();
    expect(fs.readFileSync(path.join(dir, 'build/llms-full.txt')).equals(full)).toBe(true);
    expect(layouts()).toEqual([layout]);
  });
});
