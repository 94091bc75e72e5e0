// docgen write-heading-ids, the rewrite of one file: the ids written are the anchors docgen gives
// the headings, existing ids are kept (or replaced with --overwrite), and a second run changes nothing.
import { describe, it, expect } from 'vitest';
import { withHeadingIds, type HeadingIdOptions } from '../../src/generator/write-heading-ids.ts';
import { createMarkdownRenderer } from '../../src/generator/markdown/pipeline.ts';
import type { Problem } from '../../src/generator/errors.ts';
import { leadingHeading } from '../../src/generator/content/docs.ts';

const write = (text: string, options: HeadingIdOptions = {}, file = 'guide.md') => {
  const problems: Problem[] = [];
  const out = withHeadingIds(text, file, file, options, problems);
  return { out, problems };
};

const render = createMarkdownRenderer({ baseUrl: '/' });
const headingIds = (source: string) => [...render({ source, file: 'guide.md', firstLine: 1, docPath: 'guide.md' }).html.matchAll(/<h[2-6][^>]* id="([^"]+)"/g)].map((m) => m[1]);

const page = `---
title: Guide
---

# The guide

## Set up *the* \`page\` object

## Set up *the* \`page\` object

## Kept {#my-anchor}

### Émigré: ready? ##

> ## Quoted

\`\`\`md
## Not a heading
\`\`\`
`;

describe('write-heading-ids', () => {
  it('writes the anchors docgen gives now into the ATX headings that have none, and keeps the rest as written', () => {
    const { out, problems } = write(page);
    expect(problems).toEqual([]);
    expect(out).toBe(`---
title: Guide
---

# The guide

## Set up *the* \`page\` object {#set-up-the-page-object}

## Set up *the* \`page\` object {#set-up-the-page-object-1}

## Kept {#my-anchor}

### Émigré: ready? {#émigré-ready}

> ## Quoted

\`\`\`md
## Not a heading
\`\`\`
`);
    // The page's anchors are the same before and after (the leading "# The guide" is the title, left out of the body).
    const body = (text: string) => text.replace(/^---[\s\S]*?---\n\n# The guide\n/, '');
    expect(headingIds(body(page))).toHaveLength(5);
    expect(headingIds(body(out))).toEqual(headingIds(body(page)));
    expect(write(out).out).toBe(out);
  });

  it('keeps the case with maintainCase and replaces explicit ids with overwrite', () => {
    expect(write('## Hello World\n', { maintainCase: true }).out).toBe('## Hello World {#Hello-World}\n');
    expect(write('## Hello {#old}\n').out).toBe('## Hello {#old}\n');
    expect(write('## Hello {#old}\n', { overwrite: true }).out).toBe('## Hello {#hello}\n');
  });

  it('writes MDX ids in the form the site reads, and keeps line endings', () => {
    const mdx = 'import X from "./x";\n\n## Hello <b>world</b>\n\n## Done {/* #done */}\n';
    expect(write(mdx, {}, 'page.mdx').out).toBe('import X from "./x";\n\n## Hello <b>world</b> {#hello-world}\n\n## Done {/* #done */}\n');
    expect(write(mdx, { mdxBraceIds: false }, 'page.mdx').out).toContain('## Hello <b>world</b> {/* #hello-world */}\n');
    expect(write('## One\r\n\r\nText\r\n').out).toBe('## One {#one}\r\n\r\nText\r\n');
  });

  it('names a file it cannot read and leaves it as it is', () => {
    const broken = '## Title\n\n<div>\n';
    const { out, problems } = write(broken, {}, 'broken.mdx');
    expect(out).toBe(broken);
    expect(problems).toHaveLength(1);
    expect(problems[0].file).toBe('broken.mdx');
    expect(problems[0].message).toContain('cannot read this file');
  });

  it('leaves a leading "# Title" alone, and a title written with an id is the title without it', () => {
    expect(write('# Title\n\n## Part\n').out).toBe('# Title\n\n## Part {#part}\n');
    expect(leadingHeading('# Title {#the-title}\n\nText.\n')?.title).toBe('Title');
    expect(leadingHeading('# Title {#the-title} #\n')?.title).toBe('Title');
    expect(leadingHeading('# Use {curly} braces\n')?.title).toBe('Use {curly} braces');
  });
});
