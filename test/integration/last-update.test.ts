// "Last updated on <date> by <author>" under a doc (config showLastUpdateTime / showLastUpdateAuthor):
// from the last commit of the doc's file, or its front matter's last_update; nothing outside a Git
// repository or without git. The date is an input of the page: a rebuild with the cache shows the
// new date when only the history changed.
import { describe, it, expect, inject, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { parse } from 'node-html-parser';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';

const CONFIG = `export default {
  title: 'Fixture Site',
  url: 'https://example.com',
  baseUrl: '/base/',
  navbar: { title: 'Fixture', items: [{ type: 'doc', docId: 'intro', label: 'Docs' }] },
  docs: { lastVersion: 'current', showLastUpdateTime: true, showLastUpdateAuthor: true },
};
`;
const site = () =>
  minimalSite({
    'config/site.config.ts': CONFIG,
    'content/docs/guide.md': '---\ntitle: Guide\nlast_update:\n  date: 2020-01-02\n  author: Grace Hopper\n---\n\n## Setup\n\nText.\n',
  });

/** Runs git in a folder as a known person, at a known time (author and committer dates alike). */
function git(dir: string, args: string[], date: string): void {
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Ada Lovelace', GIT_AUTHOR_EMAIL: 'ada@example.com', GIT_COMMITTER_NAME: 'Ada Lovelace', GIT_COMMITTER_EMAIL: 'ada@example.com', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], { cwd: dir, env, stdio: 'pipe' });
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const footer = (dir: string, rel: string) => parse(fs.readFileSync(path.join(dir, 'build', rel), 'utf8')).querySelector('.doc-footer .doc-last-update');

describe('a site in a Git repository that shows its docs’ last updates', () => {
  let dir = '';
  const build = async () => {
    const r = await runCli(['build', '--out', 'build'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    return r.stdout;
  };
  beforeAll(async () => {
    dir = makeProject(site());
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, '.gitignore'), 'build/\n.docgen/\n');
    git(dir, ['init', '-q'], '2021-03-04T05:06:07Z');
    git(dir, ['add', '-A'], '2021-03-04T05:06:07Z');
    git(dir, ['commit', '-q', '-m', 'First'], '2021-03-04T05:06:07Z');
    await build();
  });

  it("shows the date and author of the doc's last commit", () => {
    const p = footer(dir, 'docs/intro.html')!;
    expect(p.text.replace(/\s+/g, ' ').trim()).toBe('Last updated on Mar 4, 2021 by Ada Lovelace');
    expect(p.querySelector('time')!.getAttribute('datetime')).toBe('2021-03-04T05:06:07.000Z');
  });

  it("shows the front matter's last_update instead of the commit", () => {
    const p = footer(dir, 'docs/guide.html')!;
    expect(p.text.replace(/\s+/g, ' ').trim()).toBe('Last updated on Jan 2, 2020 by Grace Hopper');
    expect(p.querySelector('time')!.getAttribute('datetime')).toBe('2020-01-02T00:00:00.000Z');
  });

  it('shows the new date after the history alone changed, in a rebuild with the cache', async () => {
    // (Nothing changed: the cache keeps every page.)
    expect(await build()).toMatch(/, 0 written, \d+ unchanged\)/);
    git(dir, ['commit', '-q', '--amend', '--no-edit'], '2023-07-08T09:10:11Z');
    await build();
    const p = footer(dir, 'docs/intro.html')!;
    expect(p.text.replace(/\s+/g, ' ').trim()).toBe('Last updated on Jul 8, 2023 by Ada Lovelace');
    expect(p.querySelector('time')!.getAttribute('datetime')).toBe('2023-07-08T09:10:11.000Z');
    // The front matter still says when the guide was updated.
    expect(footer(dir, 'docs/guide.html')!.text).toContain('Jan 2, 2020');
  });
});

describe('where nothing is known of the history', () => {
  it('shows no last update outside a Git repository, or without git, and says nothing of it', async () => {
    const dir = makeProject(minimalSite({ 'config/site.config.ts': CONFIG }));
    dirs.push(dir);
    for (const env of [{}, { PATH: path.join(dir, 'no-such-folder') }] as Record<string, string>[]) {
      const r = await runCli(['build', '--out', 'build'], { cwd: dir, env });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).not.toMatch(/warning|error|git/i);
      expect(footer(dir, 'docs/intro.html')).toBeNull();
    }
  });

  it('is off by default: the built site shows none', () => {
    const page = parse(fs.readFileSync(path.join(inject('siteDir'), 'docs/intro.html'), 'utf8'));
    expect(page.querySelector('.doc-article')).not.toBeNull();
    expect(page.querySelector('.doc-last-update')).toBeNull();
  });
});
