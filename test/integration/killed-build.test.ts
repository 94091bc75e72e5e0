// What a killed build leaves (kill -9, a power cut, a CI timeout): the build is stopped dead at each
// point between its phases and inside its commit (DOCGEN_FAULT, see src/generator/fault.ts) and at
// random moments; the output is then the old site or the new one, and the next build makes exactly
// what a clean build makes, as does the build after it (nothing kept is stale).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeProject } from '../helpers/fixture.ts';
import { setState, siteStates, type Files, type SiteStates } from '../helpers/site-states.ts';
import { runCli, startServe } from '../helpers/cli.ts';
import { expectSameTree, readTree, sameTree } from '../helpers/tree.ts';

let states: SiteStates;
const clean: Record<string, Map<string, Buffer>> = {};
const projects: string[] = [];

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
  states = await siteStates();
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
    { point: 'journal-write' },
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

describe('docgen serve after a build killed inside its commit', () => {
  it('finishes the commit before it serves: the new site, whole', async () => {
    const dir = project(states.A);
    await buildOk(dir);
    setState(dir, states.B);
    expect((await build(dir, [], { DOCGEN_FAULT: 'commit-move:2' })).code).toBe(null);
    const server = await startServe(['--dir', 'build'], { cwd: dir });
    try {
      expectSameTree(readTree(path.join(dir, 'build')), clean.B, 'the folder served');
      const page = await fetch(`${server.origin}/base/docs/page-0`);
      expect(await page.text()).toContain('pears');
    } finally {
      server.stop();
    }
    await expectNoLeftovers(dir);
  });
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
