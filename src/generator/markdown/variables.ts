// Replaces {{vars.name}} with the docs version's site variables before parsing.
import { problem, type Problem } from '../errors.ts';
import { suggestion } from '../../shared/suggest.ts';

const VARIABLE = /\{\{\s*vars\.([A-Za-z_][\w]*)\s*\}\}/g;

export function substituteVariables(
  source: string,
  variables: Record<string, string>,
  file: string,
  firstLine: number,
  problems: Problem[],
): string {
  if (!source.includes('{{')) return source;
  return source.replace(VARIABLE, (all, name: string, offset: number) => {
    if (Object.hasOwn(variables, name)) return variables[name];
    const line = firstLine + countLines(source, offset);
    const known = Object.keys(variables);
    const hint = known.length ? suggestion(name, known, 'site variables') : 'none are defined for this version (a version\'s variables are set in the config, docs.versions["<version>"].variables)';
    problems.push(problem(file, `unknown site variable {{vars.${name}}}; ${hint}`, line));
    return all;
  });
}

function countLines(text: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
