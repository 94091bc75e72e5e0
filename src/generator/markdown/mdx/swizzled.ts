// The site's own theme components (Docusaurus' swizzled components): each file of the site's theme
// folder (`src/theme/Details/index.js`, `src/theme/NotFound.js`, `src/theme/NavbarItem/NavbarNavLink.js`)
// is the `@theme/<Name>` that the site's code and pages import, in place of docgen's; docgen's own
// stays reachable as `@theme-original/<Name>` and `@theme-init/<Name>`, which a wrapper imports.
import fs from 'node:fs';
import path from 'node:path';
import { isMarkdownPart, type MarkdownPart } from './theme-names.ts';

const SCRIPT = /\.(tsx|ts|jsx|js|mjs|cjs)$/;

/** `@theme/<Name>` → its file, for every component of the theme folder (none when there is no folder). */
export function swizzledComponents(themeDir: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  if (!themeDir) return found;
  const walk = (dir: string, prefix: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (e.name.startsWith('.') || e.name.startsWith('_')) continue;
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) {
        const index = ['index.tsx', 'index.ts', 'index.jsx', 'index.js'].map((n) => path.join(abs, n)).find((f) => fs.existsSync(f));
        if (index) found.set(`@theme/${prefix}${e.name}`, index);
        walk(abs, `${prefix}${e.name}/`);
      } else if (SCRIPT.test(e.name) && !/^index\./.test(e.name) && !e.name.endsWith('.d.ts') && !/\.(test|spec)\./.test(e.name)) {
        const name = `@theme/${prefix}${e.name.replace(SCRIPT, '')}`;
        if (!found.has(name)) found.set(name, abs);
      }
    }
  };
  walk(themeDir, '');
  return found;
}

/**
 * esbuild's paths for a bundle of the site's code: `@theme/<Name>` is the site's component where it
 * has one, and `@theme-original/<Name>` / `@theme-init/<Name>` docgen's (`own`: docgen's modules by name).
 */
export function swizzledPaths(themeDir: string | undefined, own: Record<string, string[]>): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  for (const [name, file] of swizzledComponents(themeDir)) {
    paths[name] = [file];
    const original = own[name];
    if (original) for (const alias of ['@theme-original/', '@theme-init/']) paths[alias + name.slice('@theme/'.length)] = original;
  }
  return paths;
}

/** The theme components of the site's own that docgen uses where it renders Markdown (mdx/theme-names.ts). */
export function markdownParts(themeDir: string | undefined): Set<MarkdownPart> {
  const parts = new Set<MarkdownPart>();
  for (const name of swizzledComponents(themeDir).keys()) {
    // (`MDXComponents/A` is a part of MDXComponents; `Admonition/Types` is not the Admonition.)
    const short = name.slice('@theme/'.length);
    const top = short.split('/')[0];
    if (isMarkdownPart(top) && (short === top || top === 'MDXComponents')) parts.add(top);
  }
  return parts;
}
