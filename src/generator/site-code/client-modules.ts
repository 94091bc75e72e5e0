// The site's client modules (Docusaurus' `clientModules`): modules every page loads in the browser
// (a script that sets something up, a stylesheet), bundled with esbuild into one module script of
// the site's (and a stylesheet, for the CSS they import) under assets/site/. Their `onRouteUpdate`
// and `onRouteDidUpdate` exports are called as Docusaurus calls them: on the first page, then on
// every client navigation (the router's `docgen:route-update` / `docgen:route-did-update` events).
// Docusaurus' client modules they import are docgen's browser stand-ins (markdown/mdx/site-shims.ts).
import path from 'node:path';
import type { Message } from 'esbuild';
import { DocgenError, problem } from '../errors.ts';
import { configFiles } from '../config-files.ts';
import type { SiteConfig } from '../config/schema.ts';
import { shimsOf } from '../markdown/mdx/site-shims.ts';
import { ROUTE_DID_UPDATE, ROUTE_UPDATE } from '../../shared/route-events.ts';
import type { ClientAssets } from '../client-bundle.ts';

export interface ClientModulesSite {
  root: string;
  configFile: string;
  config: Pick<SiteConfig, 'clientModules' | 'baseUrl' | 'title' | 'tagline' | 'url' | 'customFields'>;
}

export interface BundledClientModules {
  files: Map<string, Uint8Array>;
  /** URLs of the module script and the stylesheet (none without client modules). */
  js: string[];
  css: string[];
}

const NONE: BundledClientModules = { files: new Map(), js: [], css: [] };

/** The entry that loads every module and calls its route hooks. */
function entryOf(files: string[]): string {
  const imports = files.map((f, i) => `import * as m${i} from ${JSON.stringify(f)};`).join('\n');
  return `${imports}
const modules = [${files.map((_, i) => `m${i}`).join(', ')}];
const call = (name, detail) => { for (const m of modules) { const hook = m[name]; if (typeof hook === 'function') { try { hook(detail); } catch (err) { console.error(err); } } } };
addEventListener(${JSON.stringify(ROUTE_UPDATE)}, (e) => call('onRouteUpdate', e.detail));
addEventListener(${JSON.stringify(ROUTE_DID_UPDATE)}, (e) => call('onRouteDidUpdate', e.detail));
const first = { location: { pathname: location.pathname, search: location.search, hash: location.hash }, previousLocation: null };
call('onRouteUpdate', first);
call('onRouteDidUpdate', first);
`;
}

export async function bundleClientModules(site: ClientModulesSite): Promise<BundledClientModules> {
  if (!site.config.clientModules.length) return NONE;
  const files = configFiles(site, site.config.clientModules, 'clientModules', 'module', true);
  const { config } = site;
  const shims = shimsOf({ baseUrl: config.baseUrl, siteConfig: { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, customFields: config.customFields } }, 'browser', []);
  const outdir = path.join(site.root, '.docgen-virtual');
  const esbuild = await import('esbuild');
  const result = await esbuild
    .build({
      stdin: { contents: entryOf(files), loader: 'js', resolveDir: site.root, sourcefile: 'client-modules.js' },
      absWorkingDir: site.root,
      bundle: true,
      write: false,
      outdir,
      format: 'esm',
      platform: 'browser',
      target: ['es2020'],
      entryNames: 'assets/site/client-[hash]',
      assetNames: 'assets/site/[name]-[hash]',
      loader: { '.js': 'jsx', ...Object.fromEntries(['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'woff', 'woff2'].map((t) => [`.${t}`, 'file' as const])) },
      jsx: 'automatic',
      alias: shims.react,
      nodePaths: [path.join(site.root, 'node_modules')],
      tsconfigRaw: { compilerOptions: { baseUrl: site.root, paths: { '@site/*': ['./*'], ...shims.paths } } },
      define: { 'process.env.NODE_ENV': '"production"' },
      minify: true,
      logLevel: 'silent',
      legalComments: 'none',
    })
    .catch((err: { errors?: Message[] }) => {
      throw new DocgenError((err.errors ?? []).map((m) => (m.location && m.location.file !== 'client-modules.js' ? problem(m.location.file, `${m.text} (clientModules)`, m.location.line, m.location.column + 1) : problem(site.configFile, `clientModules: ${m.text}`))));
    });
  const out = new Map<string, Uint8Array>();
  const js: string[] = [];
  const css: string[] = [];
  for (const f of result.outputFiles) {
    const rel = path.relative(outdir, f.path).split(path.sep).join('/');
    out.set(rel, f.contents);
    if (rel.endsWith('.js')) js.push(`${config.baseUrl}${rel}`);
    else if (rel.endsWith('.css')) css.push(`${config.baseUrl}${rel}`);
  }
  return { files: out, js, css };
}

/** The client bundle (being made) with the site's client modules after it. */
export function withClientModules(client: Promise<ClientAssets>, modules: BundledClientModules): Promise<ClientAssets> {
  if (modules === NONE) return client;
  const merged = client.then((c) => ({ ...c, files: new Map([...c.files, ...modules.files]), jsAfter: modules.js, cssAfter: [...(c.cssAfter ?? []), ...modules.css] }));
  merged.catch(() => {}); // (awaited by the caller's pages)
  return merged;
}
