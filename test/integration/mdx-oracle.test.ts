// Docusaurus' own rules are the oracle: every page of an MDX corpus (test/fixtures/mdx-oracle, a
// Docusaurus site: HTML comments, braces in URLs, pathname:// links, imports of data, functions
// and components, theme components, partials, admonitions, heading ids, tables, code, JSX in
// Markdown, images beside the docs) is compiled and rendered by @docusaurus/mdx-loader, and built
// by docgen, with Docusaurus' default markdown.format ('mdx': every page MDX) and with 'detect'
// (.md pages CommonMark). Whatever Docusaurus compiles without an error, docgen builds without one,
// and the text of each page is the same (not the markup: the two themes differ).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type HTMLElement } from 'node-html-parser';
import { runCli } from '../helpers/cli.ts';
import { renderWithDocusaurus, type DocusaurusMarkdown } from '../helpers/docusaurus-mdx.ts';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/mdx-oracle');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** The pages of the corpus (partials, `_…`, are not pages). */
const pages = (): string[] => {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(fixture, 'docs', rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(p);
      else if (/\.mdx?$/.test(e.name) && !e.name.startsWith('_')) out.push(p);
    }
  };
  walk('');
  return out.sort();
};

/** Text of HTML without its white space (the two put different white space between block elements). */
const textOf = (root: HTMLElement) => root.text.replace(/\s+/g, '');
/** (Code in <pre> is parsed as elements, to be read as text.) */
const parseHtml = (html: string) => parse(html, { blockTextElements: { script: true, style: true } });

/** The text of docgen's page content, without what its theme adds (heading anchors, tab labels, buttons, admonition and code titles). */
function docgenText(dir: string, page: string): string {
  const html = fs.readFileSync(path.join(dir, 'out', 'docs', `${page.replace(/\.mdx?$/, '')}.html`), 'utf8');
  const content = parseHtml(html).querySelector('.markdown')!;
  for (const extra of content.querySelectorAll('.hash-link, [role="tablist"], button, .admonition-title, .code-block-title')) extra.remove();
  return textOf(content);
}

/** The text of Docusaurus' rendering, without the titles its stand-ins and its admonitions write (docgen's theme shows them otherwise). */
function docusaurusText(html: string): string {
  const root = parseHtml(html);
  for (const extra of root.querySelectorAll('mdxadmonitiontitle, [data-oracle-title]')) extra.remove();
  return textOf(root);
}

const formats: { name: string; markdown: Partial<DocusaurusMarkdown> }[] = [
  { name: "Docusaurus' default format, mdx", markdown: {} },
  { name: "format: 'detect'", markdown: { format: 'detect' } },
];

for (const { name, markdown } of formats) {
  describe(`MDX as Docusaurus reads it, its compiler the oracle: ${name}`, () => {
    let dir = '';
    let result: Awaited<ReturnType<typeof runCli>>;
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-mdx-oracle-'));
      dirs.push(dir);
      fs.cpSync(fixture, dir, { recursive: true });
      if (markdown.format) {
        const config = path.join(dir, 'docusaurus.config.js');
        fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("onBrokenLinks: 'throw',", `onBrokenLinks: 'throw',\n  markdown: { format: '${markdown.format}' },`));
      }
      result = await runCli(['--root', dir, 'build', '--out', path.join(dir, 'out')]);
    }, 180_000);

    it('docgen builds the corpus without an error', () => {
      expect(result.stderr.split('\n').filter((l) => /^\S+ {2}(?!warning:)/.test(l)), result.stderr).toEqual([]);
      expect(result.code, result.stderr).toBe(0);
    });

    for (const page of pages()) {
      it(`${page}: Docusaurus compiles it, and docgen shows the same text`, async () => {
        const html = await renderWithDocusaurus(path.join(dir, 'docs', page), { siteDir: dir, markdown });
        expect(docgenText(dir, page)).toBe(docusaurusText(html));
      });
    }
  });
}
