// Content files (docs, category files, sidebars, partials, API prose and data, the home page's and
// video pages' data, versions.json) are read only when their real path, symbolic links followed,
// lies inside the project (components/kit/real-path.ts, the rule data files and linked files
// follow too): a symbolic link to /proc/self/environ or /etc/passwd publishes nothing.
import { CONTENT_INSIDE_PROJECT, projectArea, realPlace } from '../../components/kit/real-path.ts';

/** Why a content file is not read, if it is not: its real path lies outside the project `root` (its area: see real-path.ts). */
export function outsideProject(file: string, root: string | undefined): string | undefined {
  if (root === undefined) return undefined;
  const area = projectArea(root);
  const { place, real } = realPlace(file, area, area);
  return place === 'outside' ? `cannot read file: its real path ${real} lies outside the project; ${CONTENT_INSIDE_PROJECT}` : undefined;
}
