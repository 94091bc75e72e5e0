// MDX's fast path: a page (or a block) without MDX syntax takes the Markdown parser; every page of
// the site, rendered by micromark whole instead, gives the very same result (HTML, headings, ids,
// links, problems). So whichever path a page takes, its output is the same (test/unit/mdx-blocks
// holds pages read block by block to micromark's reading of them whole).
import { describe, it, expect, beforeAll } from 'vitest';
import { createMarkdownRenderer, loadMdxSupport } from '../../src/generator/markdown/pipeline.ts';
import { substituteVariables } from '../../src/generator/markdown/variables.ts';
import { siteMarkdown } from '../helpers/site-markdown.ts';
import { sitePluginsRef } from '../../src/generator/markdown/site-plugins.ts';

beforeAll(() => loadMdxSupport());

describe('the MDX fast path', () => {
  it('gives every page of the site the same output through either parser', () => {
    const settings = { baseUrl: '/java/', tabLabels: { bash: 'Bash', powershell: 'PowerShell', batch: 'Batch', maven: 'Maven', gradle: 'Gradle' } };
    const render = createMarkdownRenderer(settings);
    const micromark = createMarkdownRenderer({ ...settings, mdxWhole: true });
    const pages = siteMarkdown();
    expect(pages.length).toBeGreaterThan(100);
    const differ: string[] = [];
    for (const page of pages) {
      const input = { source: page.body, file: page.file, firstLine: page.bodyLine, docPath: page.docPath, variables: { playwrightVersion: '1.62.0' }, sourceDir: 'content' };
      const markdown = render(input);
      // (mdx: micromark reads the whole page, whatever it holds, as if it had MDX syntax at the top.)
      const mdx = micromark({ ...input, source: `{/* mdx */}\n${page.body}`, firstLine: page.bodyLine - 1, mdx: true });
      // (The MDX page's Markdown copy is its source without the MDX: the comment line goes.)
      const { markdown: copy, ...rest } = mdx;
      if (JSON.stringify(markdown) !== JSON.stringify(rest) || copy !== `\n${substituteVariables(page.body, input.variables, page.file, 1, [])}`) differ.push(page.file);
    }
    expect(differ).toEqual([]);
  });
});

describe("the MDX fast path under a site's remark plugins", () => {
  it("reads a page of plain Markdown with markdown-it, renders what the plugins add, and matches micromark's reading", async () => {
    // A plugin that notes which parser read the page (micromark's tree comes with its MDX source)
    // and adds an MDX element of its own, as npm2yarn adds its tabs.
    const seen = { markdownIt: 0, micromark: 0 };
    const remarkAside = () => (tree: { children: unknown[] }, file: { data: { mdxSource?: string } }) => {
      seen[file.data.mdxSource === undefined ? 'markdownIt' : 'micromark']++;
      tree.children.push({ type: 'mdxJsxFlowElement', name: 'aside', attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: 'from-plugin' }], children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Added by a plugin.' }] }] });
    };
    const plugins = sitePluginsRef({ remarkPlugins: [remarkAside] } as never, '/nowhere/docusaurus.config.js', '/nowhere')!;
    const settings = { baseUrl: '/java/', plugins };
    const render = createMarkdownRenderer(settings);
    const micromark = createMarkdownRenderer({ ...settings, mdxWhole: true });
    // (And a page in Docusaurus 2's ways, which its mdx1Compat rewrites for MDX: the copy is of the rewrite.)
    const older = { body: ':::warning Mind the order\n\nClose the context before the browser.\n:::\n\nEach test gets its own context.\n', file: 'docs/older.md', bodyLine: 1, docPath: 'older.md' };
    const pages = [...siteMarkdown(), older];
    const differ: string[] = [];
    let plain = 0;
    for (const page of pages) {
      const input = { source: page.body, file: page.file, firstLine: page.bodyLine, docPath: page.docPath, variables: { playwrightVersion: '1.62.0' }, sourceDir: 'content', mdx: true };
      const before = seen.micromark;
      const fast = await render(input);
      if (seen.micromark === before) plain++;
      else continue; // (a page with MDX syntax: micromark's either way)
      expect(fast.html).toContain('<aside class="from-plugin"><p>Added by a plugin.</p></aside>');
      const whole = await micromark({ ...input, source: `{/* mdx */}\n${page.body}`, firstLine: page.bodyLine - 1 });
      // (micromark's copy has the comment's line, empty.)
      const { markdown: copy, ...rest } = whole;
      const { markdown: fastCopy, ...fastRest } = fast;
      if (JSON.stringify(fastRest) !== JSON.stringify(rest) || copy !== `\n${fastCopy}`) differ.push(page.file);
      if (page === older) expect(fastCopy).toContain(':::warning[Mind the order]');
    }
    expect(plain).toBeGreaterThan(100);
    expect(seen.markdownIt).toBe(plain);
    expect(differ).toEqual([]);
  });
});
