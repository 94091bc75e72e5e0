// YAML aliases held to a limit (content/yaml-aliases.ts): an alias bomb is a problem at the line of
// the alias that goes over it, found at once; YAML with a few aliases, or none, reads as before.
import { describe, it, expect } from 'vitest';
import matter from 'gray-matter';
import { LineCounter, parseDocument } from 'yaml';
import { aliasExcess, MAX_YAML_ALIASES, yamlValue } from '../../src/generator/content/yaml-aliases.ts';
import { parseSource } from '../../src/generator/content/frontmatter.ts';
import { parseCategoryFile } from '../../src/generator/content/category-files.ts';
import type { Problem } from '../../src/generator/errors.ts';

/** "Billion laughs": `levels` anchors, each a list of `width` aliases of the one before. */
function aliasBomb(levels = 9, width = 9): string {
  const lines = ['a0: &a0 [lol]'];
  for (let i = 1; i < levels; i++) lines.push(`a${i}: &a${i} [${Array(width).fill(`*a${i - 1}`).join(', ')}]`);
  lines.push(`bomb: [${Array(width).fill(`*a${levels - 1}`).join(', ')}]`);
  return `${lines.join('\n')}\n`;
}

describe('YAML aliases', () => {
  it('names the line of the alias that goes over the limit, and what is accepted', () => {
    const excess = aliasExcess(aliasBomb());
    expect(excess).toBeDefined();
    // a2 is used nine times inside a3 (line 4), each standing for nine *a1: the second goes over.
    expect(excess!.line).toBe(4);
    expect(excess!.message).toContain('*a2');
    expect(excess!.message).toContain(`at most ${MAX_YAML_ALIASES} times`);
  });

  it('accepts a few aliases, and text whose asterisks are no aliases, without a finding', () => {
    expect(aliasExcess('base: &b {x: 1}\none: *b\ntwo: *b\n')).toBeUndefined();
    expect(aliasExcess('title: "**bold** words"\ndescription: a * b\n')).toBeUndefined();
    expect(aliasExcess('title: plain\n')).toBeUndefined();
    // (What yaml cannot read is left to the parser that reads it.)
    expect(aliasExcess('a: *nowhere\n')).toBeUndefined();
  });

  it('reads a document as toJS does when it is within the limit', () => {
    const text = 'base: &b {x: 1, when: 2024-01-02}\nlist: [*b, *b]\n';
    const lines = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lines });
    expect(yamlValue(doc, lines)).toEqual({ value: parseDocument(text).toJS() });
  });

  it('makes an alias bomb in front matter a problem at its line of the file, at once', () => {
    const started = performance.now();
    const r = parseSource(`---\ntitle: Bomb\n${aliasBomb()}---\nBody\n`, 'docs/bomb.md');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(r.problems).toHaveLength(1);
    // The file's line: the front matter's first line is the file's second, and `title` comes first.
    expect(r.problems[0]).toMatchObject({ file: 'docs/bomb.md', line: 6 });
    expect(r.problems[0].message).toMatch(/^invalid front matter: the alias \*a2 /);
    expect(r.body).toBe('Body\n');
  });

  it('keeps the values of front matter with aliases, and of front matter without, as gray-matter gives them', () => {
    for (const yaml of [
      'title: T\nbase: &b {tags: [a, b], n: 1.5}\ncopy: *b\n',
      'title: T\nlast_update:\n  date: 2024-05-01\n  author: "*someone*"\nsidebar_position: 3\ndraft: false\nkeywords: [x, "*y"]\n',
      'defaults: &d {hide_title: true}\nmerged:\n  <<: *d\n  extra: 0x1F\n',
    ]) {
      const r = parseSource(`---\n${yaml}---\n`, 'a.md');
      expect(r.problems).toEqual([]);
      expect(r.frontMatter).toEqual(matter(`---\n${yaml}---\n`).data);
    }
    const dated = parseSource('---\nlast_update:\n  date: 2024-05-01\n---\n', 'a.md').frontMatter.last_update?.date;
    expect(dated).toBeInstanceOf(Date);
  });

  it('makes an alias bomb in a YAML category file a problem at its line', () => {
    const problems: Problem[] = [];
    expect(parseCategoryFile(`label: Bomb\n${aliasBomb()}`, 'docs/g/_category_.yml', problems)).toEqual({});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'docs/g/_category_.yml', line: 5 });
    expect(problems[0].message).toMatch(/^invalid category file: the alias \*a2 .*at most 100 times/);
  });

  it('says that YAML nested thousands deep is too deep, not that a stack overflowed', () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const front = parseSource(`---\ntitle: T\nk: ${deep}\n---\n`, 'a.md').problems;
    expect(front[0].message).toMatch(/nests lists or maps too deeply/);
    const problems: Problem[] = [];
    parseCategoryFile(`label: G\nk: ${deep}\n`, 'docs/g/_category_.yml', problems);
    expect(problems[0].message).toMatch(/nests lists or maps too deeply/);
  });
});
