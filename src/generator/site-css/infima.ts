// Infima, Docusaurus' CSS framework, as a Docusaurus site's pages load it under docgen's theme: its
// variables (--ifm-*), its element styles and its classes (hero, button, row, col, card, margin and
// padding helpers, …) for the site's CSS and pages. Two things keep docgen's own components as
// docgen's theme draws them: Infima's rules for the components docgen has under the same class
// names (its navbar, footer, menu, …) are left out, and the rest sits in a cascade layer, so that
// any rule of docgen's theme (and of the site's CSS) comes before it whatever its specificity.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { packageRoot } from '../client-bundle.ts';
import { dropClassRules } from './css-rules.ts';

/** docgen's theme class names that Infima also styles, as a component of its own. */
export const DOCGEN_CLASSES = ['navbar', 'footer', 'menu', 'breadcrumbs', 'pagination', 'dropdown', 'tabs', 'markdown'];

/** The cascade layer Infima is loaded in. */
export const INFIMA_LAYER = 'infima';

const made = new Map<string, Promise<string>>();

/** Infima's stylesheet (right-to-left for an RTL site), as docgen links it: minified. */
export function infimaCss(direction: 'ltr' | 'rtl'): Promise<string> {
  let css = made.get(direction);
  if (!css) {
    made.set(direction, (css = make(direction)));
    css.catch(() => made.delete(direction));
  }
  return css;
}

/** Infima's version (package.json of the copy docgen loads). */
export function infimaVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(infimaFolder(), 'package.json'), 'utf8')) as { version: string }).version;
}

function infimaFolder(): string {
  const require = createRequire(path.join(packageRoot(), 'package.json'));
  return path.dirname(require.resolve('infima/package.json'));
}

async function make(direction: 'ltr' | 'rtl'): Promise<string> {
  const file = path.join(infimaFolder(), `dist/css/default/default${direction === 'rtl' ? '-rtl' : ''}.css`);
  const own = dropClassRules(fs.readFileSync(file, 'utf8'), DOCGEN_CLASSES);
  const esbuild = await import('esbuild');
  const { code } = await esbuild.transform(`@layer ${INFIMA_LAYER}{${own}}`, { loader: 'css', minify: true, legalComments: 'none', logLevel: 'silent' });
  return code;
}
