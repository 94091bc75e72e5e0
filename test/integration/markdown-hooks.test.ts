// Docusaurus' markdown hooks, functions of the site's config: markdown.preprocessor (the content a
// page, or a partial, is read from) runs where pages render — worker threads that load the config
// themselves — under the time limit of the site's code; markdown.parseFrontMatter gives each doc
// its front matter. And a Docusaurus config's markdown options as docgen takes them (mdx1Compat,
// its defaults off with future.v4, the hooks). Each case failed before docgen had them.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';

const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function site(markdown: string, files: Record<string, string>): string {
  const all = minimalSite(files);
  all['config/site.config.ts'] = all['config/site.config.ts'].replace("docs: { lastVersion: 'current' },", `docs: { lastVersion: 'current' },\n  markdown: { ${markdown} },`);
  const dir = makeProject(all);
  made.push(dir);
  return dir;
}
const article = (dir: string, page: string) => parse(fs.readFileSync(path.join(dir, 'build/docs', `${page}.html`), 'utf8')).querySelector('.doc-article')!;
const errors = (stderr: string) => stderr.split('\n').filter((l) => /^\S+ {2}(?!warning:)/.test(l));

describe('markdown.preprocessor', () => {
  it("gives each page's file (front matter included) and each partial's to the site's function, and reads what it returns", async () => {
    const dir = site("preprocessor: ({ filePath, fileContent }) => fileContent.replaceAll('%PRODUCT%', 'Widget').replace('%FILE%', filePath.split('/').pop())", {
      'content/docs/guide.md': "---\ntitle: Guide\n---\n\nimport Part from './_part.md';\n\nAbout %PRODUCT% in %FILE%.\n\n<Part />\n",
      'content/docs/_part.md': 'The %PRODUCT% partial.\n',
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nPlain %PRODUCT% page.\n',
    });
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    expect(article(dir, 'guide').text).toContain('About Widget in guide.md.');
    expect(article(dir, 'guide').text).toContain('The Widget partial.');
    expect(article(dir, 'intro').text).toContain('Plain Widget page.');
  });

  it('that throws or returns no text is an error naming the page and the config; one that never returns is stopped at the time limit', async () => {
    const throwing = site("preprocessor: ({ fileContent }) => { if (fileContent.includes('BAD')) throw new Error('cannot read BAD'); return fileContent; }", { 'content/docs/guide.md': '---\ntitle: Guide\n---\n\nBAD text.\n' });
    const r = await runCli(['--root', throwing, 'build']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^content\/docs\/guide\.md {2}markdown\.preprocessor \(config\/site\.config\.ts\) failed: cannot read BAD$/m);
    const looping = site("preprocessor: ({ fileContent }) => { while (fileContent.includes('LOOP')) {} return fileContent; }", { 'content/docs/guide.md': '---\ntitle: Guide\n---\n\nLOOP text.\n' });
    const l = await runCli(['--root', looping, 'build'], { env: { DOCGEN_SITE_CODE_TIMEOUT_MS: '2000' }, timeoutMs: 60_000 });
    expect(l.timedOut, l.stderr).toBe(false);
    expect(l.code).toBe(1);
    expect(l.stderr).toMatch(/^config\/site\.config\.ts.*did not finish in 2 s/m);
  });
});

describe('markdown.parseFrontMatter', () => {
  it("gives each doc its front matter (Docusaurus' default parser at hand), and its errors name the file", async () => {
    const dir = site(
      "parseFrontMatter: async ({ filePath, fileContent, defaultParseFrontMatter }) => { const result = await defaultParseFrontMatter({ filePath, fileContent }); if (result.frontMatter.broken) throw new Error('no broken pages'); return { ...result, frontMatter: { ...result.frontMatter, title: `${result.frontMatter.title} (hooked)`, author: 'Ada' } }; }",
      { 'content/docs/guide.md': '---\ntitle: Guide\n---\n\nBy {frontMatter.author}.\n\n## Setup\n' },
    );
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    expect(article(dir, 'guide').querySelector('h1')!.text).toBe('Guide (hooked)');
    expect(article(dir, 'guide').text).toContain('By Ada.');
    fs.writeFileSync(path.join(dir, 'content/docs/guide.md'), '---\ntitle: Guide\nbroken: true\n---\n\n## Setup\n');
    const broken = await runCli(['--root', dir, 'build']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^content\/docs\/guide\.md {2}markdown\.parseFrontMatter \(config\/site\.config\.ts\) failed: no broken pages/m);
  });
});

describe("a Docusaurus config's markdown options", () => {
  const docusaurusSite = (config: string) => {
    const dir = makeProject({
      'docusaurus.config.js': `export default {\n  title: 'D', url: 'https://example.com', baseUrl: '/',\n  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],\n  ${config}\n};\n`,
      'sidebars.js': "export default { docs: ['intro'] };\n",
      'docs/intro.md': '---\ntitle: Intro\n---\n\n<!-- a comment -->\n\nHello %NAME%.\n',
    });
    made.push(dir);
    return dir;
  };

  it('carry the preprocessor and mdx1Compat over', async () => {
    const dir = docusaurusSite("markdown: { preprocessor: ({ fileContent }) => fileContent.replace('%NAME%', 'world'), mdx1Compat: { comments: true } },");
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    expect(r.stderr).not.toContain('markdown.');
    expect(parse(fs.readFileSync(path.join(dir, 'build/docs/intro.html'), 'utf8')).querySelector('.markdown')!.text.trim()).toBe('Hello world.');
  });

  it("turn mdx1Compat's defaults off with future.v4, as Docusaurus 3.10 does (an HTML comment is then an MDX error)", async () => {
    const r = await runCli(['--root', docusaurusSite('future: { v4: true },'), 'build']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^docs\/intro\.md:5:2 {2}MDX: Unexpected character `!`/m);
    const own = await runCli(['--root', docusaurusSite("future: { v4: true }, markdown: { mdx1Compat: { comments: true }, preprocessor: ({ fileContent }) => fileContent.replace('%NAME%', 'v4') },"), 'build']);
    expect(errors(own.stderr), own.stderr).toEqual([]);
  });
});
