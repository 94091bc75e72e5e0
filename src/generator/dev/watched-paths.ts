// What `docgen dev` watches: everything a page is made from. The config's folder (a docgen config's
// helpers beside it), or a config at the project root (a Docusaurus site's) alone, not the whole
// project; the content paths and stylesheets of each config given; docgen's own templates, client
// and components (a change of them renders with the new code).
import fs from 'node:fs';
import path from 'node:path';
import { contentPaths, type SiteConfig } from '../config/schema.ts';

/**
 * The paths to watch, each there on the disk. `configs`: the config served and, if a load failed
 * since, the one it read (a site broken from the start has its content watched too, so that its
 * fix is seen); `pkg`: docgen's folder.
 */
export function watchedPaths(root: string, configFile: string, configs: SiteConfig[], pkg: string): string[] {
  const rootDir = path.resolve(root);
  const config = path.resolve(root, configFile);
  const paths = [
    // (A path that is not there, such as sidebars.ts when the sidebars are in sidebars.js, by its folder.)
    ...configs.flatMap((c) => contentPaths(c).map((p) => path.resolve(root, p.path)).map((p) => (fs.existsSync(p) ? p : path.dirname(p)))),
    path.dirname(config) === rootDir ? config : path.dirname(config),
    // The site's stylesheets (customCss): their folders, with what they import from beside them.
    ...configs.flatMap((c) => c.theme.customCss.map((f) => path.resolve(root, f)).map((f) => (path.dirname(f) === rootDir ? f : path.dirname(f)))),
    ...['templates', 'client', 'components', 'shared'].map((dir) => path.join(pkg, 'src', dir)),
  ];
  return [...new Set(paths)].filter((p) => fs.existsSync(p));
}
