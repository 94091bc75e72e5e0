// Loads config/site.config.ts (or a Docusaurus site's config: docusaurus/load.ts) with importModule,
// as Node loads the site's code, and validates it.
export { importModule, isModuleNamespace } from './import-module.ts';
import path from 'node:path';
import fs from 'node:fs';
import type * as z from 'zod';
import { importModule, isModuleNamespace } from './import-module.ts';
import { DOCUSAURUS_CONFIG_FILES, isDocusaurusConfig, readDocusaurusConfig } from './docusaurus/load.ts';
import { DocgenError, problem, type Problem } from '../errors.ts';
import { siteConfigSchema, type DocsPluginConfig, type SiteConfig } from './schema.ts';
import { docsPluginSchema } from './docs-schema.ts';
import { validateNavbarItem } from './navbar-items.ts';
import { onceIssues, zodProblems } from './zod-problems.ts';

export { zodProblems, describeValue } from './zod-problems.ts';
export { validateNavbarItem } from './navbar-items.ts';
import { runSiteCode } from '../guard/main-thread.ts';


export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  file: string;
  /** Project root: paths in the config are relative to it. */
  root: string;
  /** What a Docusaurus config sets that docgen does not honour (warnings naming the keys). */
  notices: Problem[];
}

/** docgen's own config file, where none is named. */
export const DEFAULT_CONFIG = 'config/site.config.ts';

/**
 * The config file of a project (relative to the root): the one named, else docgen's own
 * (config/site.config.ts), else a Docusaurus site's docusaurus.config.* — a Docusaurus site
 * builds with no docgen config. (Without any, the default: its absence is then the error.)
 */
export function resolveConfigFile(root: string, named?: string): string {
  if (named) return named;
  if (fs.existsSync(path.resolve(root, DEFAULT_CONFIG))) return DEFAULT_CONFIG;
  return DOCUSAURUS_CONFIG_FILES.find((f) => fs.existsSync(path.join(root, f))) ?? DEFAULT_CONFIG;
}

export async function loadConfig(configFile: string, root: string): Promise<LoadedConfig> {
  const file = path.resolve(root, configFile);
  if (!fs.existsSync(file)) {
    throw new DocgenError(problem(path.relative(root, file) || file, `config file not found: docgen reads ${DEFAULT_CONFIG}, or a Docusaurus site's docusaurus.config.js (.ts, .mts, .cts, .mjs, .cjs); pass --config FILE for another`));
  }
  const display = toPosixPath(path.relative(root, file)) || file;
  if (isDocusaurusConfig(file)) {
    const { input, notices } = await readDocusaurusConfig(file, root, display);
    return { config: validateConfig(input, display), file, root, notices };
  }
  const raw = await runSiteCode(display, 'the config', () => importModule(file, display));
  if (isModuleNamespace(raw)) throw new DocgenError(problem(display, 'the config file has no default export; write `export default { title: …, url: …, baseUrl: …, navbar: { items: [] } }`'));
  return { config: validateConfig(raw, display), file, root, notices: [] };
}

export function validateConfig(raw: unknown, fileName: string): SiteConfig {
  const parsed = siteConfigSchema.safeParse(raw, onceIssues);
  if (!parsed.success) throw new DocgenError(zodProblems(parsed.error, fileName, '', 'the config'));
  const items = parsed.data.navbar.items.map((item, i) => validateNavbarItem(item, i, fileName));
  const { community, ...rest } = parsed.data;
  const docsPlugins = [...(community ? [communityPlugin(community, parsed.data.title)] : []), ...parsed.data.docsPlugins];
  const config = { ...rest, docsPlugins, navbar: { ...parsed.data.navbar, items } } as SiteConfig;
  const problems: Problem[] = [];
  const ids = docsPlugins.map((p) => p.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) problems.push(problem(fileName, `docsPlugins: two docs sections have the id "${id}"${community && id === 'community' ? ' (the community key is one)' : ''}`));
  });
  for (const [name, v] of Object.entries(config.docs.versions)) {
    if (!name.trim()) problems.push(problem(fileName, 'docs.versions: a docs version has no name'));
    if (v.label !== undefined && !v.label.trim()) problems.push(problem(fileName, `docs.versions.${name}.label: must not be empty`));
  }
  if (problems.length) throw new DocgenError(problems);
  return config;
}

/** The `community` shorthand as the docs section it stands for. */
function communityPlugin(c: NonNullable<z.output<typeof siteConfigSchema>['community']>, title: string): DocsPluginConfig {
  return docsPluginSchema.parse({
    id: 'community',
    label: 'Community',
    ...c,
    index: { title: 'Community', description: `Everything around ${title}: people, talks and videos.` },
    videos: 'videos',
  });
}

function toPosixPath(p: string): string {
  return p.split(path.sep).join('/');
}
