import { describe, it, expect } from 'vitest';
import * as z from 'zod';
import { issueText, pathText, plainIssues, zodProblems } from '../../src/generator/config/zod-problems.ts';
import { parseSource } from '../../src/generator/content/frontmatter.ts';
import { validateConfig } from '../../src/generator/config/load.ts';
import { DocgenError } from '../../src/generator/errors.ts';

/** The messages of a value's problems under a schema, as docgen words them. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value, plainIssues);
  if (r.success) throw new Error('expected a problem');
  return zodProblems(r.error, 'f').map((p) => p.message);
}

describe("zod's issues in plain words", () => {
  const schema = z.strictObject({
    title: z.string().min(1),
    position: z.number().optional(),
    count: z.number().int().min(2).max(6).optional(),
    style: z.enum(['light', 'dark']).optional(),
    kind: z.literal('doc').optional(),
    tags: z.array(z.string()).optional(),
    flag: z.boolean().optional(),
    id: z.string().regex(/^[a-z]+$/).optional(),
    own: z.string().regex(/^[^/]+$/, 'must not contain slashes').optional(),
    either: z.union([z.string(), z.number()]).optional(),
  });
  const ok = { title: 'T' };

  it('a value of the wrong type: what it must be, and what it is', () => {
    expect(messages(schema, { ...ok, position: 'abc' })).toEqual(['position must be a number; got "abc"']);
    expect(messages(schema, { ...ok, flag: 'yes' })).toEqual(['flag must be true or false; got "yes"']);
    expect(messages(schema, { ...ok, tags: 'a' })).toEqual(['tags must be a list; got "a"']);
    expect(messages(schema, { ...ok, tags: ['a', 3] })).toEqual(['tags[1] must be a string; got 3']);
    expect(messages(schema, { ...ok, count: 2.5 })).toEqual(['count must be a whole number; got 2.5']);
  });

  it('a missing value is required', () => {
    expect(messages(schema, {})).toEqual(['title is required (a string)']);
  });

  it('enums and literals list what is accepted, with the close one', () => {
    expect(messages(schema, { ...ok, style: 'drak' })).toEqual(['style must be one of "light", "dark"; got "drak" (did you mean "dark"?)']);
    expect(messages(schema, { ...ok, style: 'blue' })).toEqual(['style must be one of "light", "dark"; got "blue"']);
    expect(messages(schema, { ...ok, kind: 'page' })).toEqual(['kind must be "doc"; got "page"']);
  });

  it('unknown keys name the close known key', () => {
    expect(messages(schema, { title: 'T', postion: 1 })).toEqual(['unknown key "postion"; did you mean "position"?']);
    expect(messages(z.strictObject({ a: z.object({ size: z.number() }).strict() }), { a: { szie: 1, size: 1 } })).toEqual(['a: unknown key "szie"; did you mean "size"?']);
    expect(messages(schema, { title: 'T', postion: 1, zzzzzz: 2 })).toEqual(['unknown keys "postion" (did you mean "position"?), "zzzzzz"']);
  });

  it('sizes and bounds in words', () => {
    expect(messages(schema, { title: '' })).toEqual(['title must not be empty']);
    expect(messages(schema, { ...ok, count: 1 })).toEqual(['count must be at least 2; got 1']);
    expect(messages(schema, { ...ok, count: 7 })).toEqual(['count must be at most 6; got 7']);
    expect(messages(z.object({ s: z.string().max(3) }), { s: 'abcd' })).toEqual(['s must have at most 3 characters; got "abcd"']);
  });

  it("keeps a schema's own message, and words patterns and unions", () => {
    expect(messages(schema, { ...ok, own: 'a/b' })).toEqual(['own must not contain slashes']);
    expect(messages(schema, { ...ok, id: 'A1' })).toEqual(['id must match /^[a-z]+$/; got "A1"']);
    expect(messages(schema, { ...ok, either: true })).toEqual(['either must be a string or a number; got true']);
    expect(messages(z.object({ u: z.url() }), { u: 'not a url' })).toEqual(['u must be a URL such as https://example.com; got "not a url"']);
  });

  it('joins paths with dots and list positions in brackets', () => {
    expect(pathText('', ['navbar', 'items', 0, 'label'])).toBe('navbar.items[0].label');
    expect(pathText('author "ann"', ['socials', 'x'])).toBe('author "ann".socials.x');
    expect(issueText('a.b', 'must be a number; got "x"')).toBe('a.b must be a number; got "x"');
    expect(issueText('a.b', 'unknown key "z"')).toBe('a.b: unknown key "z"');
    expect(issueText('', 'unknown key "z"')).toBe('unknown key "z"');
    expect(issueText('', 'must be an object; got 5', 'the config')).toBe('the config must be an object; got 5');
  });
});

describe('front matter and config problems read in plain words', () => {
  it('a front matter value of the wrong type, at its line', () => {
    const r = parseSource('---\ntitle: Hi\nsidebar_position: abc\n---\n# Hi\n', 'doc.md');
    expect(r.problems.map((p) => [p.line, p.message])).toEqual([[3, 'front matter: sidebar_position must be a number; got "abc"']]);
  });

  it('an unknown config key names the one meant', () => {
    let error: unknown;
    try {
      validateConfig({ titel: 'T', title: 'T', url: 'https://x.dev', baseUrl: '/', navbar: { items: [] } }, 'site.config.ts');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DocgenError);
    expect((error as DocgenError).problems.map((p) => p.message)).toEqual(['unknown key "titel"; did you mean "title"?']);
  });
});
