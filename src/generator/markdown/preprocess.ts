// Docusaurus' `markdown.preprocessor`: the site's function gets a page's file ({ filePath,
// fileContent }, front matter included) and returns the content the page is read from, before it
// is parsed (Markdown or MDX alike). It runs where the page renders, a worker thread under the
// time limit of the site's code (the pool stops a page that runs too long; guard/activity.ts says
// the config is running). Its result's body is taken as the file's is: after its front matter,
// without the leading `# heading` that gives the page its title.
import fs from 'node:fs';
import path from 'node:path';
import { codeAt } from '../guard/activity.ts';
import { docBody } from '../content/docs.ts';
import type { Problem } from '../errors.ts';
import type { SiteConfig } from '../config/schema.ts';

/** Docusaurus' markdown.preprocessor: the content a page is read from, given its file's. */
export type Preprocessor = NonNullable<SiteConfig['markdown']['preprocessor']>;

/** The page's body as the preprocessor makes it, and the line it starts at; undefined (with a problem said) when it fails. */
export function preprocessedBody(file: string, shown: string, preprocessor: Preprocessor, config: { configFile: string; root: string }, problems: Problem[]): { body: string; bodyLine: number } | undefined {
  const where = `markdown.preprocessor (${path.relative(config.root, config.configFile)})`;
  let content: unknown;
  try {
    const fileContent = fs.readFileSync(file, 'utf8');
    codeAt(path.relative(config.root, config.configFile));
    content = preprocessor({ filePath: file, fileContent });
  } catch (err) {
    problems.push({ severity: 'error', file: shown, message: `${where} failed: ${(err as Error)?.message ?? String(err)}` });
    return undefined;
  } finally {
    codeAt(shown);
  }
  if (typeof content !== 'string') {
    problems.push({ severity: 'error', file: shown, message: `${where} returned ${content === null ? 'null' : typeof content}; it returns the file's content as a string` });
    return undefined;
  }
  const read = docBody(Buffer.from(content), shown);
  problems.push(...read.problems);
  return read;
}
