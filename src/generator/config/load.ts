// Loads config/site.config.ts (or a Docusaurus site's config: docusaurus/load.ts) with importModule,
// as Node loads the site's code, and validates it.
export { importModule, isModuleNamespace } from './import-module.ts';
import path from 'node:path';
import fs from 'node:fs';
import * as z from 'zod';
import { importModule, isModuleNamespace } from './import-module.ts';
import { DOCUSAURUS_CONFIG_FILES, isDocusaurusConfig, readDocusaurusConfig } from './docusaurus/load.ts';
import { DocgenError, problem, type Problem } from '../errors.ts';
import { navbarItemSchemas, siteConfigSchema, type DocsPluginConfig, type NavbarItem, type NavbarItemType, type SiteConfig } from './schema.ts';
import { docsPluginSchema } from './docs-schema.ts';
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
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) throw new DocgenError(zodProblems(parsed.error, fileName));
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

export function zodProblems(error: z.ZodError, fileName: string, prefix = ''): Problem[] {
  return error.issues.map((issue) => {
    const where = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') message = `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    return problem(fileName, `${where ? `${where}: ` : ''}${message}`);
  });
}

function toPosixPath(p: string): string {
  return p.split(path.sep).join('/');
}

/** A value as a short JSON-like text for messages; never throws (BigInt, cycles, functions). */
export function describeValue(value: unknown, max = 120): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : typeof v === 'function' ? '[function]' : typeof v === 'symbol' ? String(v) : v));
  } catch {
    json = undefined; // a cycle
  }
  json ??= typeof value === 'object' && value !== null ? `[${Array.isArray(value) ? 'array' : 'object'} that contains itself]` : String(value);
  return json.length > max ? `${json.slice(0, max - 3)}...` : json;
}

const describeItem = (item: unknown) => describeValue(item);

/** Validates one navbar item; an unknown type is an error naming the item and the known types. */
export function validateNavbarItem(item: unknown, index: number, fileName: string): NavbarItem {
  const where = `navbar.items[${index}]`;
  if (!item || typeof item !== 'object') throw new DocgenError(problem(fileName, `${where}: expected an object, got ${describeItem(item)}`));
  const type = (item as { type?: unknown }).type ?? 'default';
  const schema = typeof type === 'string' && Object.hasOwn(navbarItemSchemas, type) ? navbarItemSchemas[type as NavbarItemType] : undefined;
  if (!schema) {
    throw new DocgenError(problem(fileName, `${where}: unknown navbar item type ${typeof type === 'string' ? `"${type}"` : describeValue(type)} in ${describeItem(item)}; accepted types: ${Object.keys(navbarItemSchemas).join(', ')}`));
  }
  const parsed = schema.safeParse(item);
  if (!parsed.success) throw new DocgenError(zodProblems(parsed.error, fileName, `${where} (${describeItem(item)})`));
  return parsed.data as NavbarItem;
}
