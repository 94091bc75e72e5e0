// A large site's build keeps what it holds between phases (pages' HTML and Markdown, their content
// summaries, what the next build keeps, search records) on disk past a budget. The site is the same
// either way: here every text goes to disk (DOCGEN_TEXT_IN_MEMORY=0) in a build from scratch and in
// the rebuilds after edits, and each output is held to a build that keeps everything in memory.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeProject } from '../helpers/fixture.ts';
import { setState, siteStates } from '../helpers/site-states.ts';
import { runCli } from '../helpers/cli.ts';
import { expectSameTree, readTree } from '../helpers/tree.ts';

const projects: string[] = [];
afterAll(() => {
  for (const dir of projects) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a build whose texts are all kept on disk', () => {
  it('writes what a build that keeps them in memory writes, from scratch and in rebuilds', async () => {
    const states = await siteStates();
    const onDisk = makeProject({});
    const inMemory = makeProject({});
    projects.push(onDisk, inMemory);
    for (const name of ['A', 'B', 'C'] as const) {
      setState(onDisk, states[name]);
      setState(inMemory, states[name]);
      const disk = await runCli(['build', '--out', 'build'], { cwd: onDisk, env: { DOCGEN_TEXT_IN_MEMORY: '0' } });
      expect(disk.code, disk.stderr).toBe(0);
      const memory = await runCli(['build', '--out', 'build', '--no-cache'], { cwd: inMemory });
      expect(memory.code, memory.stderr).toBe(0);
      expectSameTree(readTree(path.join(onDisk, 'build')), readTree(path.join(inMemory, 'build')), `state ${name}`);
    }
  }, 180_000);
});
