// JSON a page's code imports (`import team from './team.json'`, `import { count } from '@site/data/x.json'`),
// read at build time as Docusaurus' bundler gives it: the value is bound in the page's scope (see
// MdxScope.resolveImports), and the file is an input of the page (its data files).
import fs from 'node:fs';
import path from 'node:path';
import { insideProject, type MarkdownFileData } from '../../../components/kit/file-data.ts';
import { parseJson } from '../../../shared/json.ts';
import type { ImportedBinding, MdxScope } from './scope.ts';

/**
 * Binds the JSON imports of a scope; `dir`: the folder its imports are relative to. A file that
 * cannot be read is reported once and binds an empty object (its fields are then undefined).
 */
export function bindJsonImports(scope: MdxScope, options: { dir?: string; siteRoot?: string; data: MarkdownFileData; report: (message: string) => void }): void {
  const { dir, siteRoot, data } = options;
  const said = new Set<string>();
  const report = (message: string) => {
    if (!said.has(message)) options.report(message);
    said.add(message);
  };
  const failed = (b: ImportedBinding, why: string) => {
    report(`cannot import "${b.source}": ${why}`);
    return { value: b.name === 'default' || b.name === '*' ? {} : undefined };
  };
  scope.resolveImports((b: ImportedBinding) => {
    if (!/\.json$/i.test(b.source)) return undefined;
    const file = b.source.startsWith('@site/') && siteRoot ? path.join(siteRoot, b.source.slice('@site/'.length)) : dir && /^\.\.?\//.test(b.source) ? path.resolve(dir, b.source) : undefined;
    if (!file) return failed(b, 'a JSON file relative to the page, or @site/…, is expected');
    if (!insideProject(file, data)) return failed(b, "it is outside the project; a data file must be inside the project's folder");
    // (Recorded before it is read: a file that appears later makes the page again.)
    data.dataFiles?.push(path.relative(data.sourceDir ?? dir ?? '', file));
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return failed(b, 'no such file');
    }
    const parsed = parseJson(text, b.source);
    if ('problem' in parsed) {
      const { line, column, message } = parsed.problem;
      return failed(b, `${message}${line ? ` (its line ${line}, column ${column})` : ''}`);
    }
    const json = parsed.value;
    const fields = json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
    return { value: b.name === 'default' ? json : b.name === '*' ? { ...fields, default: json } : fields[b.name] };
  });
}
