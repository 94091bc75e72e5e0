// A docs version's site variables ({{vars.name}}) frozen with it: `docgen version <name>` writes
// the current docs' variables beside the snapshot, as `<versioned docs>/version-<name>-variables.json`
// (a JSON object of strings), so the new version builds with the values its pages were written for
// and the config needs no new entry. A version's variables are those of this file, with the
// config's `versions["<name>"].variables` over them.
import fs from 'node:fs';
import path from 'node:path';
import { problem, type Problem } from '../errors.ts';
import { readJsonFile } from './json-file.ts';

/** The frozen variables file of a versioned version, whose docs are in `contentDir` (…/version-<name>). */
export function versionVariablesFile(contentDir: string): string {
  return `${contentDir}-variables.json`;
}

/** The variables frozen with a version; {} when it has no file. A file that is not an object of strings is a problem. */
export function readVersionVariables(contentDir: string, root: string, problems: Problem[]): Record<string, string> {
  const file = versionVariablesFile(contentDir);
  if (!fs.existsSync(file)) return {};
  const display = path.relative(root, file).split(path.sep).join('/');
  const value = readJsonFile(file, display, root);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push(problem(display, 'expected a JSON object of the version\'s site variables, each a string, e.g. { "productVersion": "1.2.0" }'));
    return {};
  }
  const variables: Record<string, string> = {};
  for (const [name, v] of Object.entries(value)) {
    if (typeof v === 'string') variables[name] = v;
    else problems.push(problem(display, `variable "${name}": expected a string, got ${JSON.stringify(v)}`));
  }
  return variables;
}

/** Writes a version's frozen variables (nothing when there are none); returns the file written. */
export function writeVersionVariables(contentDir: string, variables: Record<string, string> | undefined): string | undefined {
  if (!variables || !Object.keys(variables).length) return undefined;
  const file = versionVariablesFile(contentDir);
  fs.writeFileSync(file, `${JSON.stringify(variables, null, 2)}\n`);
  return file;
}
