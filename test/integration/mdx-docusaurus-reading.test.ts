// MDX read as Docusaurus 3 reads it, one point at a time (test/integration/mdx-oracle.test.ts
// holds the whole to Docusaurus' own compiler): HTML comments, braces in bare URLs, pathname://
// links, links and images to any file of the site's folder, mdx-code-block, markdown.mdx1Compat,
// and which pages are MDX (markdown.format, front matter mdx.format). Each case failed before
// docgen read MDX this way.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';

const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A site with these pages (docs ids in the sidebar) and config additions (inside the config object). */
function site(pages: Record<string, string>, config = '', extra: Record<string, string> = {}): string {
  const files = minimalSite({ 'content/sidebars.ts': `export default { docs: ['intro', 'guide', ${Object.keys(pages).map((p) => `'${p.replace(/\.mdx?$/, '')}'`).join(', ')}] };\n`, ...extra });
  for (const [name, text] of Object.entries(pages)) files[`content/docs/${name}`] = text;
  if (config) files['config/site.config.ts'] = files['config/site.config.ts'].replace("docs: { lastVersion: 'current' },", `docs: { lastVersion: 'current' },\n  ${config}`);
  const dir = makeProject(files);
  made.push(dir);
  return dir;
}

const article = (dir: string, page: string) => parse(fs.readFileSync(path.join(dir, 'build/docs', `${page}.html`), 'utf8'), { blockTextElements: { script: true, style: true } }).querySelector('.markdown')!;
const errors = (stderr: string) => stderr.split('\n').filter((l) => /^\S+ {2}(?!warning:)/.test(l));

const comments = `---
title: Comments
---

<!-- Before the first paragraph. -->

First, with <!-- an aside --> a comment inside.

<!--
Over lines, with {braces} and <Tags>.
-->

Line one
<!-- between two lines -->
Line two

\`<!-- in code -->\`
`;

describe('HTML comments (mdx1Compat.comments)', () => {
  it('are dropped from MDX pages, as Docusaurus does by default; a comment line ends the paragraph before it', async () => {
    const dir = site({ 'comments.md': comments });
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    const page = article(dir, 'comments');
    expect(page.text).not.toMatch(/aside|between two|Over lines/);
    expect(page.querySelectorAll('p').map((p) => p.text.trim())).toEqual(['First, with  a comment inside.', 'Line one', 'Line two', '<!-- in code -->']);
  });

  it('are MDX errors at their line and column when the site turns the option off', async () => {
    const dir = site({ 'comments.md': comments }, 'markdown: { mdx1Compat: { comments: false } },');
    const r = await runCli(['--root', dir, 'build']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^content\/docs\/comments\.md:5:2 {2}MDX: Unexpected character `!`/m);
  });
});

describe('braces in a bare URL', () => {
  it('are part of the URL (a link), in text and in tables; an expression after a space is still code', async () => {
    const dir = site({ 'urls.md': '---\ntitle: URLs\n---\n\nJoin https://auth.example.com/{room} now.\n\n| URL | Use |\n| --- | --- |\n| https://api.example.com/v1/{user}/items | list |\n\nSum: https://example.com/ {1 + 1}.\n' });
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    const page = article(dir, 'urls');
    expect(page.querySelectorAll('a').map((a) => [a.getAttribute('href'), a.text])).toEqual([
      ['https://auth.example.com/%7Broom%7D', 'https://auth.example.com/{room}'],
      ['https://api.example.com/v1/%7Buser%7D/items', 'https://api.example.com/v1/{user}/items'],
      ['https://example.com/', 'https://example.com/'],
    ]);
    expect(page.text).toContain('Sum: https://example.com/ 2.');
  });
});

describe('pathname:// links', () => {
  it('are plain links to a path of the site, the base URL before them, never checked', async () => {
    const dir = site({ 'links.mdx': '---\ntitle: Links\n---\n\nOpen [the playground](pathname:///playground/) or <a href="pathname:///raw/data.json">the data</a>.\n' });
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    expect(article(dir, 'links').querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual(['/base/playground/', '/base/raw/data.json']);
  });

  it('in the navbar too', async () => {
    const dir = site({}, '');
    const config = path.join(dir, 'config/site.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("items: [{ type: 'doc', docId: 'intro', label: 'Docs' }]", "items: [{ type: 'doc', docId: 'intro', label: 'Docs' }, { href: 'pathname:///playground/', label: 'Playground' }]"));
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    const nav = parse(fs.readFileSync(path.join(dir, 'build/docs/intro.html'), 'utf8')).querySelector('nav')!;
    expect(nav.querySelectorAll('a').find((a) => a.text.includes('Playground'))?.getAttribute('href')).toBe('/base/playground/');
  });
});

describe("links and images to files of the site's folder", () => {
  it('lead to any file inside it, outside the content folders too (a folder of images beside the docs), copied into the site', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0f1d2b50000000049454e44ae426082', 'hex');
    const dir = site({ 'pictures.md': '---\ntitle: Pictures\n---\n\n![a picture](../../images/shot.png)\n\n[the notes](../../notes/read-me.txt)\n' }, '', { 'notes/read-me.txt': 'notes' });
    fs.mkdirSync(path.join(dir, 'images'));
    fs.writeFileSync(path.join(dir, 'images/shot.png'), png);
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    const page = article(dir, 'pictures');
    const src = page.querySelector('img')!.getAttribute('src')!;
    expect(src).toMatch(/^\/base\/assets\/images\/shot-[0-9a-f]{10}\.png$/);
    expect(fs.readFileSync(path.join(dir, 'build', src.slice('/base/'.length)))).toEqual(png);
    expect(page.querySelector('a')!.getAttribute('href')).toMatch(/^\/base\/assets\/files\/read-me-[0-9a-f]{10}\.txt$/);
  });
});

describe('mdx-code-block fences', () => {
  it("give their content to the page, MDX read as the page's own", async () => {
    const dir = site({ 'wrapped.md': "---\ntitle: Wrapped\n---\n\n```mdx-code-block\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"a\" label=\"A\">\n\nIn a tab.\n\n</TabItem>\n</Tabs>\n```\n" });
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    const page = article(dir, 'wrapped');
    expect(page.querySelectorAll('[role="tab"]').map((t) => t.text)).toEqual(['A']);
    expect(page.text).not.toContain('mdx-code-block');
  });
});

describe('markdown.mdx1Compat', () => {
  const page = '---\ntitle: Compat\n---\n\n## Install {#setup}\n\n:::tip Read this\nText.\n:::\n';
  it("reads `{#id}` and `:::tip Title` by default, as Docusaurus' mdx1Compat does; as MDX does without the options: `{#id}` is code, `:::tip Title` text", async () => {
    const byDefault = site({ 'compat.md': page });
    const d = await runCli(['--root', byDefault, 'build']);
    expect(errors(d.stderr), d.stderr).toEqual([]);
    expect(article(byDefault, 'compat').querySelector('h2#setup')).not.toBeNull();
    expect(article(byDefault, 'compat').querySelector('.admonition-tip .admonition-title')!.text).toBe('Read this');
    const dir = site({ 'compat.md': page.replace('{#setup}', '{/* no id */}') + '\n## Other {#later}\n' }, 'markdown: { mdx1Compat: { admonitions: false, headingIds: false } },');
    const r = await runCli(['--root', dir, 'build']);
    expect(r.stderr).toMatch(/^content\/docs\/compat\.md:11:11 {2}MDX: Could not parse expression with acorn/m);
    const fixed = site({ 'compat.md': page.replace('{#setup}', '') }, 'markdown: { mdx1Compat: { admonitions: false, headingIds: false } },');
    const ok = await runCli(['--root', fixed, 'build']);
    expect(errors(ok.stderr), ok.stderr).toEqual([]);
    expect(article(fixed, 'compat').querySelector('.admonition')).toBeNull();
    expect(article(fixed, 'compat').text).toContain(':::tip Read this');
  });
});

describe('which pages are MDX', () => {
  it("follows a page's front matter mdx.format over the site's markdown.format, as Docusaurus' loader does", async () => {
    const dir = site({ 'as-md.mdx': '---\ntitle: As Markdown\nmdx:\n  format: md\n---\n\nLiteral {braces} and <b>HTML</b>.\n', 'as-mdx.md': '---\ntitle: As MDX\nmdx:\n  format: mdx\n---\n\nTwo is {1 + 1}.\n' }, "markdown: { format: 'detect' },");
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    expect(article(dir, 'as-md').text).toContain('Literal {braces} and HTML.');
    expect(article(dir, 'as-mdx').text).toContain('Two is 2.');
  });
});
