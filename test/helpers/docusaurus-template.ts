// Docusaurus' own site template (the create-docusaurus package): real content nobody here wrote.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

/** The package's templates folder (classic/, shared/). */
export const templates = path.join(path.dirname(createRequire(import.meta.url).resolve('create-docusaurus/package.json')), 'templates');

/**
 * A new temporary project with the template's docs, static files and sidebars laid out the docgen
 * way (content/…) under a docgen config of a few lines.
 */
export function templateDocsProject(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(path.join(templates, 'shared/docs'), path.join(dir, 'content/docs'), { recursive: true });
  fs.cpSync(path.join(templates, 'shared/static'), path.join(dir, 'content/static'), { recursive: true });
  fs.copyFileSync(path.join(templates, 'classic/sidebars.js'), path.join(dir, 'content/sidebars.js'));
  fs.mkdirSync(path.join(dir, 'config'));
  fs.writeFileSync(
    path.join(dir, 'config/site.config.ts'),
    "export default {\n  title: 'My Site', url: 'https://example.com', baseUrl: '/',\n  navbar: { title: 'My Site', items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Tutorial' }] },\n  docs: { sidebarPath: 'content/sidebars.js', lastVersion: 'current' },\n};\n",
  );
  return dir;
}

/**
 * The classic template exactly as `create-docusaurus` writes a new site (its docusaurus.config.js
 * included), into `dir`, with the one package its pages import that docgen does not stand in for
 * (clsx) installed in its node_modules, as `npm install` would (from docgen's own).
 */
export function copyTemplateSite(dir: string): void {
  fs.cpSync(path.join(templates, 'classic'), dir, { recursive: true });
  fs.cpSync(path.join(templates, 'shared'), dir, { recursive: true });
  fs.mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  // (clsx's exports do not name its package.json: its folder is found from its main file.)
  const main = createRequire(import.meta.url).resolve('clsx');
  fs.symlinkSync(main.slice(0, main.lastIndexOf(`${path.sep}node_modules${path.sep}clsx${path.sep}`) + `${path.sep}node_modules${path.sep}clsx`.length), path.join(dir, 'node_modules/clsx'));
}
