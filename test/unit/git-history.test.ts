// Reading one `git log` of the project into each file's last commit.
import { describe, it, expect } from 'vitest';
import { parseLog } from '../../src/generator/content/git-history.ts';
import { parseSource } from '../../src/generator/content/frontmatter.ts';

describe('git log → last commits', () => {
  it("keeps each file's newest commit; names with spaces and accents as they are", () => {
    const out = '\x1e1656911167\x1fBob\0\ndocs/a.md\0\x1e1614834367\x1fAnn Author\0\ndocs/a.md\0docs/b ü.md\0';
    const files = parseLog(out);
    expect(files.get('docs/a.md')).toEqual({ time: 1656911167000, author: 'Bob' });
    expect(files.get('docs/b ü.md')).toEqual({ time: 1614834367000, author: 'Ann Author' });
    expect(files.size).toBe(2);
  });

  it('knows nothing of empty output', () => {
    expect(parseLog('').size).toBe(0);
  });
});

describe("front matter's last_update", () => {
  it('takes a date and an author, and names the line of a date that is none', () => {
    expect(parseSource('---\nlast_update:\n  date: 2024-05-01\n  author: Someone\n---\nText.\n', 'a.md').problems).toEqual([]);
    const bad = parseSource('---\ntitle: A\nlast_update:\n  date: someday\n---\nText.\n', 'a.md').problems;
    expect(bad.map((p) => [p.line, p.message])).toEqual([[3, 'front matter: last_update.date: not a date (e.g. 2024-05-01)']]);
  });
});
