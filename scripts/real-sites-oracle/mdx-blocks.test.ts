// Real sites' pages read by blocks (markdown-it for the Markdown, micromark for the pieces with MDX:
// src/generator/markdown/mdx/blocks.ts) give what micromark reading each page whole gives: HTML,
// headings, links, problems, Markdown copy — with Docusaurus' mdx1Compat on, and off (its
// future.v4, as playwright.dev has it). The pages are the docs of the sites of scripts/real-sites.mjs
// found under DOCGEN_REAL_SITES (every .md and .mdx read as MDX, as Docusaurus reads them by default).
import { describe, it, expect, beforeAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { createMarkdownRenderer, loadMdxSupport } from '../../src/generator/markdown/pipeline.ts';
import { parseSource } from '../../src/generator/content/frontmatter.ts';

const base = process.env.DOCGEN_REAL_SITES ?? '';
const sites = ['redux', 'react-native-website', 'prettier', 'jest', 'playwright.dev'].filter((s) => base && fs.existsSync(path.join(base, s)));
const v4 = { comments: false, admonitions: false, headingIds: false };

beforeAll(() => loadMdxSupport());

describe.skipIf(!sites.length)('MDX by blocks on real sites', () => {
  for (const [setting, compat] of [['mdx1Compat on', undefined], ['mdx1Compat off', v4]] as const) {
    it(`reads every docs page as micromark reads it whole (${setting})`, () => {
      const byBlocks = createMarkdownRenderer({ baseUrl: '/', ...(compat ? { mdx1Compat: compat } : {}) });
      const whole = createMarkdownRenderer({ baseUrl: '/', mdxWhole: true, ...(compat ? { mdx1Compat: compat } : {}) });
      const differ: string[] = [];
      let pages = 0;
      for (const site of sites) {
        const files = fg.sync(['**/docs/**/*.{md,mdx}', '**/versioned_docs/version-*/**/*.{md,mdx}'], { cwd: path.join(base, site), ignore: ['**/node_modules/**'], absolute: true });
        for (const file of files) {
          const { body, bodyLine } = parseSource(fs.readFileSync(file, 'utf8'), file);
          const input = { source: body, file, firstLine: bodyLine, docPath: path.basename(file), sourceDir: path.dirname(file), mdx: true };
          pages++;
          if (JSON.stringify(byBlocks(input)) !== JSON.stringify(whole(input))) differ.push(path.relative(base, file));
        }
      }
      console.log(`${setting}: ${pages} pages of ${sites.join(', ')}; ${differ.length} differ`);
      expect(pages).toBeGreaterThan(0);
      expect(differ).toEqual([]);
    });
  }
});
