// The site's own theme components that docgen's layout renders (its NavbarItem, SearchBar:
// site/site-layout-parts.ts), bundled into docgen's client (client-bundle.ts) so that the browser
// hydrates the navbar the server rendered with them: `import theme from 'virtual:docgen-site-theme'` is the theme the app
// provides (templates/docusaurus/site-theme-of.ts), empty for a site without one (nothing of the
// site's, nor docgen's side of it, is then in the bundle). In their code `@theme-original/NavbarItem`
// and `SearchBar` are docgen's (templates/docusaurus/Original*.tsx), `@docusaurus/router` the navbar's
// location (templates/docusaurus/router.ts), `@theme/<Name>` the site's file or docgen's stand-in,
// Docusaurus' other client modules docgen's browser stand-ins (markdown/mdx/site-shims.ts).
import path from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';
import { shimsOf } from '../markdown/mdx/site-shims.ts';
import { swizzledComponents } from '../markdown/mdx/swizzled.ts';
import type { Site } from '../pipeline/site.ts';
import type { LayoutPart, LayoutParts } from '../site/site-layout-parts.ts';

const isWithin = (dir: string, root: string) => dir === root || dir.startsWith(root + path.sep);

/** What the browser's bundle needs of a site's theme components. */
export interface ClientTheme {
  root: string;
  themeDir: string;
  baseUrl: string;
  siteConfig: Record<string, unknown>;
  /** The files of the components, by theme name (at least one). */
  files: LayoutParts['files'];
}

/** The client's theme of an open site: its theme components that docgen's layout renders, if it has any (site/site-theme.ts). */
export function clientThemeOf(site: Pick<Site, 'root' | 'config' | 'componentFiles'>): ClientTheme | undefined {
  const { root, config, componentFiles } = site;
  if (!Object.keys(componentFiles).length || !config.themeDir) return undefined;
  const siteConfig = { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, titleDelimiter: config.titleDelimiter, customFields: config.customFields };
  return { root, themeDir: path.resolve(root, config.themeDir), baseUrl: config.baseUrl, siteConfig, files: componentFiles };
}

const MODULE = /^virtual:docgen-site-theme$/;

/** The esbuild options a client bundle with the site's theme components adds (none without). */
export function siteThemeOptions(docgenRoot: string, theme: ClientTheme | undefined): Pick<BuildOptions, 'plugins' | 'nodePaths' | 'loader'> {
  if (!theme) return { plugins: [emptyTheme()] };
  // (Docusaurus reads a site's .js files as JSX; plain JavaScript reads the same.)
  return { plugins: [siteThemePlugin(docgenRoot, theme)], nodePaths: [path.join(theme.root, 'node_modules'), path.join(docgenRoot, 'node_modules')], loader: { '.js': 'jsx' } };
}

function emptyTheme(): Plugin {
  return {
    name: 'docgen-site-theme',
    setup(build) {
      build.onResolve({ filter: MODULE }, () => ({ path: 'site-theme.js', namespace: 'docgen-site-theme' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-site-theme' }, () => ({ contents: 'export default {};', loader: 'js' }));
    },
  };
}

function siteThemePlugin(docgenRoot: string, theme: ClientTheme): Plugin {
  const templates = path.join(docgenRoot, 'src/templates/docusaurus');
  const originals: Record<LayoutPart, string> = { NavbarItem: path.join(templates, 'OriginalNavbarItem.tsx'), SearchBar: path.join(templates, 'OriginalSearchBar.tsx') };
  const own: Record<string, string> = { '@docusaurus/router': path.join(templates, 'router.ts') };
  for (const [name, file] of Object.entries(originals)) for (const alias of ['@theme-original/', '@theme-init/']) own[alias + name] = file;
  const swizzled = swizzledComponents(theme.themeDir);
  const shims = shimsOf({ baseUrl: theme.baseUrl, siteConfig: theme.siteConfig }, 'browser', []);
  const parts = Object.entries(theme.files);
  const contents = `${parts.map(([name, file]) => `import ${name} from ${JSON.stringify(file)};`).join('\n')}
import { siteThemeOf } from ${JSON.stringify(path.join(templates, 'site-theme-of.ts'))};
export default siteThemeOf({ ${parts.map(([name]) => name).join(', ')} });`;
  return {
    name: 'docgen-site-theme',
    setup(build) {
      build.onResolve({ filter: MODULE }, () => ({ path: 'site-theme.js', namespace: 'docgen-site-theme' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-site-theme' }, () => ({ contents, loader: 'js', resolveDir: theme.root }));
      // (Another module of Docusaurus' is looked for among the site's packages, as on the server.)
      build.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus|generated)\// }, (args) => {
        const file = own[args.path] ?? swizzled.get(args.path) ?? shims.paths[args.path]?.[0];
        return file ? { path: file } : undefined;
      });
      // React is docgen's (one copy in the page: hooks and context are shared), not the site's own.
      build.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, (args) => (isWithin(args.resolveDir, docgenRoot) ? undefined : build.resolve(args.path, { resolveDir: docgenRoot, kind: args.kind })));
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: theme.root, kind: args.kind }));
    },
  };
}
