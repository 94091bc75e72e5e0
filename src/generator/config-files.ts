// Files a site's config names for the browser (its customCss, its clientModules): each must exist
// and lie in the project's area, or in an installed package (`require.resolve('pkg/theme.css')`);
// anything else is an error naming the config key. Paths are relative to the site's folder.
import path from 'node:path';
import { DocgenError, problem, type Problem } from './errors.ts';
import { CONTENT_INSIDE_PROJECT, projectArea, realPlace } from '../components/kit/real-path.ts';

/** Whether a file lies in an installed package (node_modules). */
export const inPackage = (real: string | undefined): boolean => !!real && real.split(path.sep).includes('node_modules');

/**
 * The files as absolute paths, checked. `key`: the config key ('theme.customCss'), indexed when
 * there are several (or always, `indexed`: a key that is always a list); `what`: what a file is.
 */
export function configFiles(site: { root: string; configFile: string }, files: string[], key: string, what: string, indexed = false): string[] {
  const area = projectArea(site.root);
  const problems: Problem[] = [];
  const out = files.map((f, i) => {
    const abs = path.resolve(site.root, f);
    const where = indexed || files.length > 1 ? `${key}[${i}]` : key;
    const { place, real } = realPlace(abs, site.root, area);
    if (place === 'missing') problems.push(problem(site.configFile, `${where}: the ${what} "${f}" was not found (${abs}); paths are relative to the site's folder`));
    else if (place === 'outside' && !inPackage(real)) problems.push(problem(site.configFile, `${where}: the ${what} "${f}" lies outside the site's folder: ${CONTENT_INSIDE_PROJECT}`));
    return abs;
  });
  if (problems.length) throw new DocgenError(problems);
  return out;
}
