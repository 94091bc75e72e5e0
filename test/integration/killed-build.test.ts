// What a killed build leaves (kill -9, a power cut, a CI timeout): the build is stopped dead at each
// point between its phases and inside its commit (DOCGEN_FAULT, see src/generator/fault.ts) and at
// random moments; the output is then the old site or the new one, and the next build makes exactly
// what a clean build makes, as does the build after it (nothing kept is stale).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';
import { expectSameTree, readTree, sameTree } from '../helpers/tree.ts';

type Files = Record<string, string | Buffer>;
const page = (n: number, body: string) => `---\ntitle: Page ${n}\n---\n\n${body}\n`;
const sidebar = (pages: number[]) => `export default { docs: ['intro', 'guide', ${pages.map((n) => `'page-${n}'`).join(', ')}] };\n`;
const png = (colour: string) => sharp({ create: { width: 900, height: 500, channels: 3, background: colour } }).png().toBuffer();

let states: Record<'A' | 'B' | 'C', Files>;
const clean: Record<string, Map<string, Buffer>> = {};
const projects: string[] = [];

function siteOf(pages: Record<number, string>, image: Buffer): Files {
  const files: Files = { ...minimalSite(), 'content/sidebars.ts': sidebar(Object.keys(pages).map(Number)), 'content/docs/img/pic.png': image };
  for (const [n, body] of Object.entries(pages)) files[`content/docs/page-${n}.md`] = page(Number(n), body);
  return files;
}

/** Makes a project's content folder hold exactly the files of a state. */
function setState(dir: string, files: Files): void {
  fs.rmSync(path.join(dir, 'content'), { recursive: true, force: true });
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  }
}

function project(files: Files): string {
  const dir = makeProject({});
  setState(dir, files);
  projects.push(dir);
  return dir;
}

async function build(dir: string, args: string[] = [], env: Record<string, string> = {}, timeoutMs?: number) {
  return runCli(['build', '--out', 'build', ...args], { cwd: dir, env, timeoutMs });
}

async function buildOk(dir: string, args: string[] = []): Promise<void> {
  const r = await build(dir, args);
  expect(r.code, r.stderr).toBe(0);
}

/** What a kill may leave beside the output folder; the next build leaves none of it. */
async function expectNoLeftovers(dir: string): Promise<void> {
  const beside = () => fs.readdirSync(dir).filter((n) => n.startsWith('build.'));
  // (The previous output is deleted by a process of its own, right after the build.)
  await expect.poll(beside, { timeout: 10_000 }).toEqual([]);
}

beforeAll(async () => {
  const [red, blue, green] = await Promise.all([png('#c33'), png('#33c'), png('#3c3')]);
  const base: Record<number, string> = { 0: 'Zero talks about apples.', 1: 'One shows ![a picture](./img/pic.png).', 2: 'Two links to [the details](./page-3.md#details).', 3: 'Three.\n\n## Details\n\nThe details.', 4: 'Four.', 5: 'Five.' };
  // Text changed, a heading renamed and the link to it with it, a page gone, the picture changed
  // (back to A, the page comes again).
  const { 5: _gone, ...kept } = base;
  const b = { ...kept, 0: 'Zero talks about pears.', 2: 'Two links to [the particulars](./page-3.md#particulars).', 3: 'Three.\n\n## Particulars\n\nThe particulars.' };
  // One page changed, whose link is checked against a page kept from B (its anchors as B made
  // them) and whose search records are indexed with those of pages kept from B.
  states = { A: siteOf(base, red), B: siteOf(b, blue), C: siteOf({ ...b, 2: 'Two, edited, links to [the particulars](./page-3.md#particulars).' }, green) };
  for (const name of ['A', 'B', 'C'] as const) {
    const dir = project(states[name]);
    await buildOk(dir, ['--no-cache']);
    clean[name] = readTree(path.join(dir, 'build'));
  }
}, 120_000);

afterAll(() => {
  for (const dir of projects) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a build killed at a named point', () => {
  // In the order a build passes them; `mixed`: inside the commit, where the folder is half moved
  // until the next build finishes the commit.
  const points: { point: string; mixed?: boolean; noCache?: boolean }[] = [
    { point: 'content' },
    { point: 'links' },
    { point: 'write:3' },
    { point: 'write:12' },
    { point: 'commit' },
    { point: 'journal' },
    { point: 'commit-move:1', mixed: true },
    { point: 'commit-move:4', mixed: true },
    { point: 'swap', noCache: true, mixed: true },
    { point: 'records' },
    { point: 'metas' },
    { point: 'state' },
    { point: 'saved' },
  ];
  for (const { point, mixed, noCache } of points) {
    it(`at "${point}": leaves the old or the new site, and the next builds make what clean builds make`, async () => {
      const args = noCache ? ['--no-cache'] : [];
      const dir = project(states.A);
      await buildOk(dir, args);
      setState(dir, states.B);
      const killed = await build(dir, args, { DOCGEN_FAULT: point });
      expect(killed.code, `the build was not stopped at "${point}":\n${killed.stdout}${killed.stderr}`).toBe(null);
      if (!mixed) {
        const left = readTree(path.join(dir, 'build'));
        expect(sameTree(left, clean.A) || sameTree(left, clean.B), 'the output is neither the old site nor the new one').toBe(true);
      }
      await buildOk(dir, args);
      expectSameTree(readTree(path.join(dir, 'build')), clean.B, `after the build killed at ${point}`);
      await expectNoLeftovers(dir);
      setState(dir, states.C);
      await buildOk(dir, args);
      expectSameTree(readTree(path.join(dir, 'build')), clean.C, `the build after that`);
    });
  }
});

describe('a build killed at random moments', () => {
  it('never leaves a wrong site for the next build', async () => {
    const dir = project(states.A);
    await buildOk(dir);
    const order = ['B', 'C', 'A', 'B', 'C', 'A'] as const;
    for (const [i, name] of order.entries()) {
      setState(dir, states[name]);
      const delay = 150 + Math.floor(Math.random() * 1200);
      await build(dir, [], {}, delay); // killed after `delay` ms, or done before
      await buildOk(dir);
      expectSameTree(readTree(path.join(dir, 'build')), clean[name], `round ${i + 1}: killed after ${delay} ms`);
    }
    await expectNoLeftovers(dir);
  });
});
