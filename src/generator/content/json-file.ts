// JSON files of a site (versions, sidebars, category files, API data, data files), read with the
// place of a syntax error as a line and column (see shared/json.ts).
import fs from 'node:fs';
import { DocgenError, fsReason, problem } from '../errors.ts';
import { parseJson } from '../../shared/json.ts';
import { outsideProject } from './content-file.ts';

export { parseJson };

/**
 * Reads and parses a JSON file; a file that cannot be read or parsed is a DocgenError naming the
 * place. `root`: the project, which the file's real path must lie in (see content-file.ts).
 */
export function readJsonFile(file: string, display: string, root?: string): unknown {
  const outside = outsideProject(file, root);
  if (outside) throw new DocgenError(problem(display, outside));
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new DocgenError(problem(display, `cannot read file: ${fsReason(err)}`));
  }
  const parsed = parseJson(text, display);
  if ('problem' in parsed) throw new DocgenError(parsed.problem);
  return parsed.value;
}
