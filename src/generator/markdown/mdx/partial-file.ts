// The file of a Markdown partial an MDX page imports (`import Intro from './_intro.mdx'`, or
// `@site/…`): found, held inside the project, and read without its front matter.
import fs from 'node:fs';
import path from 'node:path';
import { insideProject, type MarkdownFileData } from '../../../components/kit/file-data.ts';
import { CONTENT_INSIDE_PROJECT } from '../../../components/kit/real-path.ts';

export interface PartialFile {
  /** Absolute path. */
  file: string;
  /** The path shown in messages (relative to the working folder). */
  shown: string;
  /** The text after its front matter, and how many lines that front matter took. */
  text: string;
  frontMatterLines: number;
}

/** The file of the partial `source` imported from `dir`, or why it cannot be imported. */
export function findPartial(source: string, dir: string | undefined, siteRoot: string | undefined, data: MarkdownFileData): { file: string } | { error: string } {
  const fromSite = source.startsWith('@site/') && siteRoot ? path.join(siteRoot, source.slice('@site/'.length)) : undefined;
  if (!dir || (source.startsWith('@') && !fromSite)) return { error: `cannot import the partial "${source}": a path relative to the page, or @site/…, is expected` };
  const file = fromSite ?? path.resolve(dir, source);
  if (!insideProject(file, data)) return { error: `cannot import the partial "${source}": it lies outside the project; ${CONTENT_INSIDE_PROJECT}` };
  return { file };
}

/** Reads a partial found by findPartial; `preprocess`: the site's markdown.preprocessor, given the whole file. */
export function readPartial(source: string, file: string, preprocess?: (fileContent: string) => string): PartialFile | { error: string } {
  let frontMatterLines = 0;
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch {
    return { error: `cannot read the partial "${source}" (${path.relative(process.cwd(), file)})` };
  }
  try {
    if (preprocess) content = preprocess(content);
    if (typeof content !== 'string') return { error: `markdown.preprocessor returned ${typeof content} for the partial "${source}"; it returns the file's content as a string` };
  } catch (err) {
    return { error: `markdown.preprocessor failed on the partial "${source}": ${(err as Error)?.message ?? String(err)}` };
  }
  const text = content.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (fm) => {
    frontMatterLines = fm.split('\n').length - 1;
    return '';
  });
  return { file, shown: path.relative(process.cwd(), file).split(path.sep).join('/'), text, frontMatterLines };
}
