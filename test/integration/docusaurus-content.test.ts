// A docs tree written the way Docusaurus sites are (test/fixtures/docusaurus-docs): number prefixes,
// index docs with ids, relative slugs, links to files from the docs root, every admonition keyword
// and a site's own, front matter keys docgen does not know, and code meta of other tools. It
// builds without a problem, with Docusaurus' URLs; and a broken link in it is still an error.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'node-html-parser';
import { runCli, withoutProgress } from '../helpers/cli.ts';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/docusaurus-docs');
const dirs: string[] = [];
const copy = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-docusaurus-content-'));
  fs.cpSync(fixture, dir, { recursive: true });
  dirs.push(dir);
  return dir;
};
let dir: string;
let result: Awaited<ReturnType<typeof runCli>>;
const page = (rel: string) => parse(fs.readFileSync(path.join(dir, 'build', rel), 'utf8'), { blockTextElements: { script: true, style: true } });
const hrefs = (rel: string) => page(rel).querySelectorAll('.markdown a:not(.hash-link)').map((a) => a.getAttribute('href'));

beforeAll(async () => {
  dir = copy();
  result = await runCli(['build'], { cwd: dir });
}, 120_000);
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('a Docusaurus-style docs tree', () => {
  it('builds without an error or a warning', () => {
    expect(withoutProgress(result.stderr)).toBe('');
    expect(result.code).toBe(0);
  });

  it('serves each doc at the URL Docusaurus gives it', () => {
    const pages = ['docs.html', 'docs/usage.html', 'docs/usage/basics.html', 'docs/usage/advanced.html', 'docs/understanding.html', 'docs/understanding/think.html', 'docs/api/Store.html', 'docs/releases/2024.html', 'docs/keep/01-raw.html'];
    for (const rel of pages) expect(fs.existsSync(path.join(dir, 'build', rel)), rel).toBe(true);
    // Nothing at the URLs the files' names would give without Docusaurus' rules.
    for (const rel of ['docs/intro.html', 'docs/01-intro.html', 'docs/usage/index.html', 'docs/02-usage.html', 'docs/understanding/README.html', 'docs/understanding/thinking.html', 'docs/keep/raw.html']) {
      expect(fs.existsSync(path.join(dir, 'build', rel)), rel).toBe(false);
    }
  });

  it("resolves links to files from the page's folder, else from the docs root", () => {
    expect(hrefs('docs.html')).toEqual(['/docs/api/Store', '/docs/usage/basics']);
    expect(hrefs('docs/usage.html')).toEqual(['/docs/usage/basics']);
    expect(hrefs('docs/usage/basics.html')).toEqual(['/docs/understanding/think']);
    expect(hrefs('docs/understanding/think.html')).toEqual(['/docs/api/Store#dispatch', '/docs/releases/2024']);
  });

  it("renders every admonition keyword and the site's own, with their titles", () => {
    const boxes = page('docs.html')
      .querySelectorAll('.admonition')
      .map((b) => [b.classList.value.find((c) => c.startsWith('admonition-')), b.querySelector('.admonition-title')!.text]);
    expect(boxes).toEqual([
      ['admonition-note', 'Note'],
      ['admonition-tip', 'Title after the keyword'],
      ['admonition-info', 'Title in brackets'],
      ['admonition-warning', 'Warning'],
      ['admonition-danger', 'Danger'],
      ['admonition-caution', 'Caution'],
      ['admonition-important', 'Important'],
      ['admonition-secondary', 'Secondary'],
      ['admonition-success', 'Success'],
      ['admonition-release', 'Version 2'],
    ]);
  });

  it('leaves code meta of other tools alone: plain code blocks, no tabs', () => {
    const intro = page('docs.html');
    expect(intro.querySelectorAll('.code-block')).toHaveLength(2);
    expect(intro.querySelector('.tabs')).toBeNull();
    expect(intro.querySelector('.code-block pre')!.text).toContain('const store = createStore();');
  });

  it("gives MDX code the page's front matter, and the front matter its meaning", () => {
    const advanced = page('docs/usage/advanced.html');
    expect(advanced.querySelector('.markdown')!.text).toContain('Written by B. Writer; the badge is new.');
    // custom_edit_url: null hides the edit link, pagination_next: null the next page.
    expect(advanced.querySelector('.doc-edit-link')).toBeNull();
    expect(advanced.querySelector('.pagination-next')).toBeNull();
    const intro = page('docs.html');
    expect(intro.querySelector('.doc-edit-link')!.getAttribute('href')).toBe('https://example.com/store/edit/main/content/docs/01-intro.md');
    expect(intro.querySelector('meta[name="keywords"]')!.getAttribute('content')).toBe('shop,cart');
    expect(intro.querySelector('meta[property="og:image"]')!.getAttribute('content')).toBe('https://example.com/img/card.png');
    // pagination_label names the doc in its neighbours' links.
    expect(page('docs/usage.html').querySelector('.pagination-next')!.text).toContain('Basics first');
    expect(page('docs/usage/advanced.html').querySelector('.pagination-prev')!.text).toContain('Basics first');
    const thinking = page('docs/understanding/think.html');
    expect(thinking.querySelector('.doc-edit-link')!.getAttribute('href')).toBe('https://example.com/wiki/thinking');
    // pagination_prev: a doc id.
    expect(thinking.querySelector('.pagination-prev')!.getAttribute('href')).toBe('/docs/api/Store');
    expect(page('docs/usage/basics.html').querySelectorAll('.doc-tag').map((t) => t.text)).toEqual(['beginner', 'Setup']);
  });

  it('still fails on a link to a file that is nowhere, and on a known key of the wrong type, with file:line', async () => {
    const broken = copy();
    fs.appendFileSync(path.join(broken, 'content/docs/understanding/thinking.md'), '\nSee [nothing](api/Nothing.md).\n');
    const mistyped = copy();
    fs.writeFileSync(path.join(mistyped, 'content/docs/keep/01-raw.md'), '---\nauthor: fine\nparse_number_prefixes: "no"\n---\n\n# Raw\n');
    const [link, key] = await Promise.all([runCli(['build'], { cwd: broken }), runCli(['build'], { cwd: mistyped })]);
    expect(link.code).not.toBe(0);
    expect(link.stderr).toContain('content/docs/understanding/thinking.md:10  broken link: no page understanding/api/Nothing.md or api/Nothing.md in docs version "Next" (link "api/Nothing.md")');
    expect(key.code).not.toBe(0);
    expect(key.stderr).toMatch(/content\/docs\/keep\/01-raw\.md:3 {2}front matter: parse_number_prefixes must be true or false; got "no"$/m);
    expect(key.stderr).not.toContain('author');
  }, 120_000);
});
