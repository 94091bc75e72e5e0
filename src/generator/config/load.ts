// Loads config/site.config.ts (bundled with esbuild, imported from memory) and validates it.
import path from 'node:path';
import fs from 'node:fs';
import { z } from 'zod';
import * as esbuild from 'esbuild';
import { DocgenError, problem, type Problem } from '../errors.ts';
import { navbarItemSchemas, siteConfigSchema, type NavbarItem, type NavbarItemType, type SiteConfig } from './schema.ts';

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  file: string;
  /** Project root: paths in the config are relative to it. */
  root: string;
}

/** Imports a TypeScript or JavaScript module (config, sidebars) by bundling it into memory. */
export async function importModule(file: string): Promise<unknown> {
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
    const e = err as esbuild.BuildFailure;
    const first = e.errors?.[0];
    throw new DocgenError(problem(first?.location?.file ?? file, first?.text ?? String(err), first?.location?.line, first?.location ? first.location.column + 1 : undefined));
  }
  const mod = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return mod.default ?? mod;
}

export async function loadConfig(configFile: string, root: string): Promise<LoadedConfig> {
  const file = path.resolve(root, configFile);
  if (!fs.existsSync(file)) {
    throw new DocgenError(problem(path.relative(root, file) || file, 'config file not found (pass --config FILE, default config/site.config.ts)'));
  }
  const raw = await importModule(file);
  return { config: validateConfig(raw, path.relative(root, file)), file, root };
}

export function validateConfig(raw: unknown, fileName: string): SiteConfig {
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) throw new DocgenError(zodProblems(parsed.error, fileName));
  const items = parsed.data.navbar.items.map((item, i) => validateNavbarItem(item, i, fileName));
  const config = { ...parsed.data, navbar: { ...parsed.data.navbar, items } } as SiteConfig;
  const problems: Problem[] = [];
  for (const [name, v] of Object.entries(config.docs.versions)) {
    if (!name.trim()) problems.push(problem(fileName, 'docs.versions: a docs version has no name'));
    if (v.label !== undefined && !v.label.trim()) problems.push(problem(fileName, `docs.versions.${name}.label: must not be empty`));
  }
  if (problems.length) throw new DocgenError(problems);
  return config;
}

export function zodProblems(error: z.ZodError, fileName: string, prefix = ''): Problem[] {
  return error.issues.map((issue) => {
    const where = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') message = `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    return problem(fileName, `${where ? `${where}: ` : ''}${message}`);
  });
}

function describeItem(item: unknown): string {
  const json = JSON.stringify(item);
  return json.length > 120 ? `${json.slice(0, 117)}...` : json;
}

/** Validates one navbar item; an unknown type is an error naming the item and the known types. */
export function validateNavbarItem(item: unknown, index: number, fileName: string): NavbarItem {
  const where = `navbar.items[${index}]`;
  if (!item || typeof item !== 'object') throw new DocgenError(problem(fileName, `${where}: expected an object, got ${describeItem(item)}`));
  const type = ((item as { type?: unknown }).type ?? 'default') as string;
  const schema = navbarItemSchemas[type as NavbarItemType];
  if (!schema) {
    throw new DocgenError(problem(fileName, `${where}: unknown navbar item type "${type}" in ${describeItem(item)}; accepted types: ${Object.keys(navbarItemSchemas).join(', ')}`));
  }
  const parsed = schema.safeParse(item);
  if (!parsed.success) throw new DocgenError(zodProblems(parsed.error, fileName, `${where} (${describeItem(item)})`));
  return parsed.data as NavbarItem;
}
