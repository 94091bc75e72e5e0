// MDX's fast path: a page (or a block) without MDX syntax takes the Markdown parser; every page of
// the site, rendered by micromark whole instead, gives the very same result (HTML, headings, ids,
// links, problems). So whichever path a page takes, its output is the same (test/unit/mdx-blocks
// holds pages read block by block to micromark's reading of them whole).
import { describe, it, expect, beforeAll } from 'vitest';
import { createMarkdownRenderer, loadMdxSupport } from '../../src/generator/markdown/pipeline.ts';
import { substituteVariables } from '../../src/generator/markdown/variables.ts';
import { siteMarkdown } from '../helpers/site-markdown.ts';

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
