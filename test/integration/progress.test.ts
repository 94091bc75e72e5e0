// docgen build and check show that they are working: one line a phase in a pipe or CI, a live line
// on a terminal (a pseudo-terminal made by `script`), nothing with --quiet, stage times with --verbose.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { docgenBin, runCli, withoutProgress } from '../helpers/cli.ts';

const dir = makeProject(minimalSite());
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('progress of build and check', () => {
  it('writes one line a phase to stderr in a pipe, with the pages counted; the result stays on stdout', async () => {
    const r = await runCli(['--root', dir, 'build', '--no-cache']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stderr.split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Loading the site: \d+\.\d+ s$/);
    expect(lines).toContainEqual(expect.stringMatching(/^Rendering Markdown: \d+ pages in \d+\.\d+ s$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Writing pages: \d+ pages in \d+\.\d+ s$/));
    expect(lines.at(-1)).toMatch(/^Putting the site in place: \d+\.\d+ s$/);
    expect(withoutProgress(r.stderr).trim()).toBe('');
    expect(r.stdout).toMatch(/^✔ built \d+ pages/);
  });

  it('says nothing of progress with --quiet, and every stage with --verbose', async () => {
    const quiet = await runCli(['--root', dir, 'check', '--quiet']);
    expect(quiet.code, quiet.stderr).toBe(0);
    expect(quiet.stderr).not.toMatch(/Loading the site|Checking links/);
    const verbose = await runCli(['--root', dir, 'check', '--verbose']);
    expect(verbose.stderr).toMatch(/^Checking links: \d+\.\d+ s$/m);
    expect(verbose.stderr).toMatch(/^ {2}render markdown \(\d+ threads?\) +\d+\.\d+ s$/m);
  });

  it('draws a live line on a terminal and ends with the phases on one line', () => {
    // (`script` runs the build on a pseudo-terminal and copies what it draws.)
    const r = spawnSync('script', ['-qec', `"${process.execPath}" "${docgenBin}" --root "${dir}" build --no-cache`, '/dev/null'], { encoding: 'utf8', env: { ...process.env, CI: '', NODE_ENV: 'production', TERM: 'xterm' }, timeout: 120_000 });
    expect(r.status, r.stderr || r.stdout).toBe(0);
    expect(r.stdout).toMatch(/\u001b\[2K/);
    expect(r.stdout).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Loading the site…/);
    expect(r.stdout).toMatch(/Loading the site \d+\.\d+ s · Rendering Markdown \d+\.\d+ s · Resolving links \d+\.\d+ s · Writing pages \d+\.\d+ s/);
    expect(r.stdout).toMatch(/✔ built \d+ pages/);
    // (Not the lines written without a terminal.)
    expect(r.stdout).not.toMatch(/Writing pages: \d+ pages in/);
  });
});
