// Docusaurus' `markdown.parseFrontMatter` hook: the site's own function gives each doc its front
// matter ({ filePath, fileContent, defaultParseFrontMatter } => { frontMatter, content }), as
// Docusaurus' docs and MDX loader ask it. Its front matter is validated as any doc's; the doc's
// body is still what follows the file's front matter block (Docusaurus' MDX loader compiles the
// file itself too). The hook is the site's code: it runs under the time limit (guard/), and what
// it throws or returns amiss is an error naming the file.
import path from 'node:path';
import { problem, type Problem } from '../errors.ts';
import { issueText, pathText, plainIssues } from '../config/zod-problems.ts';
import type { ParseFrontMatter } from '../config/schema.ts';
import { runSiteCode } from '../guard/main-thread.ts';
import { settleWithin } from '../config/import-module.ts';
import matter from 'gray-matter';
import { frontMatterSchema, type FrontMatter } from './frontmatter.ts';

/** Docusaurus' own front matter reading, as its hook's `defaultParseFrontMatter`: the front matter and the content after it. */
async function defaultParseFrontMatter({ fileContent }: { filePath: string; fileContent: string }): Promise<{ frontMatter: Record<string, unknown>; content: string }> {
  // (gray-matter, as Docusaurus reads it; a copy, which the hook may change.)
  const { data, content } = matter(fileContent, {});
  return { frontMatter: structuredClone(data), content: content.trim() };
}

/** What reads a doc's front matter with the site's hook: (its text, its file shown, its absolute path) → its front matter, or problems. */
export type FrontMatterReader = (text: string, source: string, file: string) => Promise<{ frontMatter: FrontMatter; problems: Problem[] }>;

/** A reader for the config's hook; `configFile` as the user knows it (the time limit names it). */
export function frontMatterReader(hook: ParseFrontMatter, configFile: string): FrontMatterReader {
  return async (text, source, file) => {
    const failed = (why: string) => ({ frontMatter: {}, problems: [problem(source, `markdown.parseFrontMatter (${configFile}) ${why}; it returns { frontMatter, content } for the file`)] });
    let result: unknown;
    try {
      result = await runSiteCode(configFile, 'markdown.parseFrontMatter', () => settleWithin(Promise.resolve(hook({ filePath: path.resolve(file), fileContent: text, defaultParseFrontMatter })), configFile, 'markdown.parseFrontMatter'));
    } catch (err) {
      return failed(`failed: ${(err as Error).message ?? String(err)}`);
    }
    const frontMatter = (result as { frontMatter?: unknown } | undefined)?.frontMatter;
    if (!frontMatter || typeof frontMatter !== 'object' || Array.isArray(frontMatter)) return failed(`gave ${JSON.stringify(result) ?? String(result)}`);
    const checked = frontMatterSchema.safeParse(frontMatter, plainIssues);
    if (checked.success) return { frontMatter: checked.data, problems: [] };
    return { frontMatter: {}, problems: checked.error.issues.map((issue) => problem(source, `front matter (from markdown.parseFrontMatter): ${issueText(pathText('', issue.path), issue.message, 'the front matter')}`)) };
  };
}
