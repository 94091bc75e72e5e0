// MDX's fast path: a page with no MDX syntax takes the Markdown parser; every page of the site,
// rendered through the MDX parser instead, gives the very same result (HTML, headings, ids, links,
// problems). So whichever path a page takes, its output is the same.
import { describe, it, expect, beforeAll } from 'vitest';
import { createMarkdownRenderer, loadMdxSupport } from '../../src/generator/markdown/pipeline.ts';
import { hasMdxSyntax } from '../../src/generator/markdown/mdx/detect.ts';
import { siteMarkdown } from '../helpers/site-markdown.ts';

beforeAll(() => loadMdxSupport());

describe('the MDX fast path', () => {
  it('gives every page of the site the same output through either parser', () => {
    const render = createMarkdownRenderer({ baseUrl: '/java/', tabLabels: { bash: 'Bash', powershell: 'PowerShell', batch: 'Batch', maven: 'Maven', gradle: 'Gradle' } });
    const pages = siteMarkdown();
    expect(pages.length).toBeGreaterThan(100);
    const differ: string[] = [];
    for (const page of pages) {
      const input = { source: page.body, file: page.file, firstLine: page.bodyLine, docPath: page.docPath, variables: { playwrightVersion: '1.62.0' }, sourceDir: 'content' };
      const markdown = render(input);
      // (mdx: the MDX parser whatever the page holds, as if every page had MDX syntax.)
      const mdx = render({ ...input, source: `{/* mdx */}\n${page.body}`, firstLine: page.bodyLine - 1, mdx: true });
      if (JSON.stringify(markdown) !== JSON.stringify(mdx)) differ.push(page.file);
    }
    expect(differ).toEqual([]);
  });

  it('sends a page to the MDX parser only when it has MDX syntax outside its code', () => {
    expect(hasMdxSyntax('# Title\n\nPlain *text* and `<b>` in code.\n\n```jsx\n<Tabs>{x}</Tabs>\n```\n')).toBe(false);
    expect(hasMdxSyntax('Some <Tabs> here')).toBe(true);
    expect(hasMdxSyntax('A {value} here')).toBe(true);
    expect(hasMdxSyntax("import Tabs from '@theme/Tabs';\n\nText")).toBe(true);
    expect(hasMdxSyntax('- item\n\n    ```java\n    void a() {}\n    ```\n')).toBe(false);
  });
});
