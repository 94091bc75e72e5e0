// The site's own theme components that docgen's layout renders in place of its own (its NavbarItem:
// every navbar item; its SearchBar: where the search button is), loaded for the server's documents
// (render/document.ts); the browser's bundle takes the same files (site-code/site-theme-client.ts).
// One that cannot be loaded is a warning saying why in one sentence, and docgen's own stays.
import fs from 'node:fs';
import type { ComponentType } from 'react';
import type { Problem } from '../errors.ts';
import type { LoadedModule } from '../markdown/mdx/site-components.ts';
import { shimmedModules } from '../markdown/mdx/site-shims.ts';

/** The site's components docgen's layout renders, by their theme name (templates/docusaurus/site-theme-of.ts). */
export interface SiteComponents {
  NavbarItem?: ComponentType<Record<string, unknown>>;
  SearchBar?: ComponentType;
  /** Their files (from the site's root): what an error while rendering them names. */
  files?: string[];
}
export type LayoutPart = Exclude<keyof SiteComponents, 'files'>;

/** What is shown when the site's own cannot be. */
const KEPT: Record<LayoutPart, string> = { NavbarItem: "docgen's navbar items are shown", SearchBar: "docgen's own search is shown" };

export interface LayoutParts {
  components: SiteComponents;
  /** Their files, by theme name, for the browser's bundle. */
  files: Partial<Record<LayoutPart, string>>;
  problems: Problem[];
}

/**
 * The site's layout parts (`swizzled`: `@theme/<Name>` → its file), each loaded by `load` in the
 * guard's time (`run`); `fileOf`: a theme name's path as the warning names it; `relative`: a file's, from the site's root.
 */
export async function siteLayoutParts(swizzled: Map<string, string>, load: (source: string) => LoadedModule | { error: string }, run: <T>(what: string, fn: () => T) => Promise<T>, fileOf: (name: string) => string, relative: (file: string) => string): Promise<LayoutParts> {
  const out: LayoutParts = { components: {}, files: {}, problems: [] };
  for (const name of Object.keys(KEPT) as LayoutPart[]) {
    const file = swizzled.get(`@theme/${name}`);
    if (!file) continue;
    const warn = (why: string) => out.problems.push({ severity: 'warning', file: fileOf(name), message: `the site's ${name} cannot be used, so ${KEPT[name]}: ${why}` });
    // (A module of Docusaurus' that docgen does not stand in for may be among the site's packages: said before it is tried.)
    const unprovided = unprovidedImport(file, relative(file));
    if (unprovided) {
      warn(unprovided);
      continue;
    }
    const mod = await run(`the site's ${name}`, () => load(`@theme/${name}`));
    if ('error' in mod) {
      warn(unresolvedImport(mod.error) ?? mod.error);
      continue;
    }
    const component = mod.exports.default;
    if (typeof component !== 'function' && !(typeof component === 'object' && component !== null)) {
      warn('its default export is not a component');
      continue;
    }
    out.components[name] = component as ComponentType<Record<string, unknown>>;
    out.components.files = [...(out.components.files ?? []), relative(file)];
    out.files[name] = file;
  }
  return out;
}

/** The first module of Docusaurus' (`@docusaurus/…`) the component's own file imports that docgen has no stand-in for, in words. */
function unprovidedImport(file: string, shown: string): string | undefined {
  const provided = new Set(shimmedModules([]));
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  for (const [i, line] of lines.entries()) {
    for (const m of line.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"](@docusaurus\/[^'"]+)['"]/g)) {
      if (!provided.has(m[1])) return `it imports ${m[1]} (${shown}:${i + 1}), a module of Docusaurus' that docgen does not provide`;
    }
  }
  return undefined;
}

/** A bundling error that is a module not found, in words: what the component imports that docgen does not provide, and where. */
function unresolvedImport(error: string): string | undefined {
  const m = /: (?:(\S+?:\d+:\d+): )?Could not resolve "([^"]+)"/.exec(error);
  return m ? `it imports ${m[2]}${m[1] ? ` (${m[1]})` : ''}, a module docgen does not provide` : undefined;
}
