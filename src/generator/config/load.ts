// Loads config/site.config.ts (bundled with esbuild, imported from memory) and validates it.
import path from 'node:path';
import fs from 'node:fs';
import * as z from 'zod';
import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';
import { DocgenError, problem, type Problem } from '../errors.ts';
import { navbarItemSchemas, siteConfigSchema, type DocsPluginConfig, type NavbarItem, type NavbarItemType, type SiteConfig } from './schema.ts';

// esbuild is CommonJS: required, not imported, which spares Node a scan of its code for exports
// at every start.
const esbuild = createRequire(import.meta.url)('esbuild') as typeof Esbuild;

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  file: string;
  /** Project root: paths in the config are relative to it. */
  root: string;
}

/**
 * Imports a TypeScript or JavaScript module (config, sidebars) by bundling it into memory. A
 * syntax error, a missing import or an exception while the module runs is a DocgenError naming
 * `display` (the file as the user knows it).
 */
export async function importModule(file: string, display = file): Promise<unknown> {
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      // The entry's own syntax decides whether it is CommonJS (module.exports) or ESM, whatever
      // the "type" of the package.json above it says (Docusaurus sidebars.js is CommonJS).
      plugins: [
        {
          name: 'entry-format-by-syntax',
          setup(b) {
            b.onLoad({ filter: /.*/ }, (args) => {
              if (path.resolve(args.path) !== path.resolve(file)) return undefined;
              let contents = fs.readFileSync(args.path, 'utf8');
              const commonJs = /\bmodule\.exports\b|\bexports\.\w+\s*=/.test(contents) && !/^\s*export\s/m.test(contents);
              if (commonJs) contents = `const module = { exports: {} }; const exports = module.exports;\n${contents}\nexport default module.exports;\n`;
              return { contents, loader: /\.tsx?$/.test(args.path) ? 'ts' : 'js', resolveDir: path.dirname(args.path) };
            });
          },
        },
      ],
    });
    code = result.outputFiles[0].text;
  } catch (err) {
    const e = err as Esbuild.BuildFailure;
    const first = e.errors?.[0];
    const location = first?.location;
    // esbuild names files relative to the working folder; the entry is named as the user knows it.
    const where = location && path.resolve(location.file) !== path.resolve(file) ? location.file : display;
    throw new DocgenError(problem(where, first?.text ?? String(err), location?.line, location ? location.column + 1 : undefined));
  }
  let mod: { default?: unknown };
  try {
    mod = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  } catch (err) {
    throw new DocgenError(problem(display, `the module threw an error while loading: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`));
  }
  return mod.default ?? mod;
}

/** What importModule returns for a module without a default export (or one that is null). */
export function isModuleNamespace(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === 'Module';
}

export async function loadConfig(configFile: string, root: string): Promise<LoadedConfig> {
  const file = path.resolve(root, configFile);
  if (!fs.existsSync(file)) {
    throw new DocgenError(problem(path.relative(root, file) || file, 'config file not found (pass --config FILE, default config/site.config.ts)'));
  }
  const display = toPosixPath(path.relative(root, file)) || file;
  const raw = await importModule(file, display);
  if (isModuleNamespace(raw)) throw new DocgenError(problem(display, 'the config file has no default export; write `export default { title: …, url: …, baseUrl: …, navbar: { items: [] } }`'));
  return { config: validateConfig(raw, display), file, root };
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
  return {
    id: 'community',
    label: 'Community',
    ...c,
    index: { title: 'Community', description: `Everything around ${title}: people, talks and videos.` },
    videos: 'videos',
  };
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
