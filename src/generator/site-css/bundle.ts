// The site's own stylesheets (config theme.customCss) and Infima (theme.infima), bundled with
// esbuild beside the client bundle: Infima is linked before docgen's theme, the site's CSS (after the
// Infima bridge, templates/styles/infima-bridge.css) after it. Each file's @import and url() are
// resolved from it; fonts and images it names become hashed files beside it. Every file read lies
// inside the project's area (or in a package of node_modules): anything else is an error naming it.
import fs from 'node:fs';
import path from 'node:path';
import type { Message, Plugin } from 'esbuild';
import { DocgenError, problem, type Problem } from '../errors.ts';
import type { SiteConfig } from '../config/schema.ts';
import { packageRoot, type ClientAssets } from '../client-bundle.ts';
import { hashedFile } from '../hashed-files.ts';
import { CONTENT_INSIDE_PROJECT, projectArea, realPlace } from '../../components/kit/real-path.ts';
import { infimaCss } from './infima.ts';
import { configFiles, inPackage } from '../config-files.ts';

export interface SiteStyles {
  /** Output files: path relative to the output folder → contents. */
  files: Map<string, Uint8Array>;
  /** URLs of the stylesheets linked before docgen's theme (Infima), and after it (the site's). */
  before: string[];
  after: string[];
}

export interface StylesSite {
  root: string;
  /** The config file as the user named it, for messages. */
  configFile: string;
  config: Pick<SiteConfig, 'theme' | 'baseUrl' | 'i18n'>;
}

/** The file types a site's CSS may name in url(): copied beside it under a hashed name. */
const ASSET_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'ico', 'bmp', 'woff', 'woff2', 'ttf', 'otf', 'eot'];

const NONE: SiteStyles = { files: new Map(), before: [], after: [] };

export async function bundleSiteStyles(site: StylesSite): Promise<SiteStyles> {
  const { theme, baseUrl } = site.config;
  if (!theme.infima && !theme.customCss.length) return NONE;
  const files = new Map<string, Uint8Array>();
  const before: string[] = [];
  if (theme.infima) {
    const locale = site.config.i18n.locales[site.config.i18n.defaultLocale];
    const css = await infimaCss(locale?.direction === 'rtl' ? 'rtl' : 'ltr');
    const rel = hashedFile('assets/infima', css, 'css');
    files.set(rel, Buffer.from(css));
    before.push(`${baseUrl}${rel}`);
  }
  const own = await bundleOwn(site);
  for (const [rel, content] of own.files) files.set(rel, content);
  return { files, before, after: own.css.map((rel) => `${baseUrl}${rel}`) };
}

/** The client bundle (being made) with the site's stylesheets around its theme. */
export function withSiteStyles(client: Promise<ClientAssets>, styles: SiteStyles): Promise<ClientAssets> {
  const merged = styles === NONE ? client : client.then((c) => ({ ...c, files: new Map([...c.files, ...styles.files]), css: [...styles.before, ...c.css], cssAfter: styles.after }));
  merged.catch(() => {}); // (awaited by the caller's pages)
  return merged;
}

async function bundleOwn(site: StylesSite): Promise<{ files: Map<string, Uint8Array>; css: string[] }> {
  const area = projectArea(site.root);
  const custom = configFiles(site, site.config.theme.customCss, 'theme.customCss', 'stylesheet');
  // (The entry names the customCss files relative to the root: a URL starting with / is external.)
  const relative = custom.map((f) => `./${path.relative(site.root, f).split(path.sep).join('/')}`);
  const imports = [...(site.config.theme.infima ? ['docgen:infima-bridge'] : []), ...relative];
  const outdir = path.join(site.root, '.docgen-virtual');
  const esbuild = await import('esbuild');
  const result = await esbuild
    .build({
      stdin: { contents: imports.map((f) => `@import ${JSON.stringify(f)};`).join('\n'), loader: 'css', resolveDir: site.root, sourcefile: 'site.css' },
      plugins: [stylesPlugin(area, site.root)],
      absWorkingDir: site.root,
      bundle: true,
      write: false,
      outdir,
      entryNames: 'assets/site/site-[hash]',
      assetNames: 'assets/site/[name]-[hash]',
      loader: Object.fromEntries(ASSET_TYPES.map((t) => [`.${t}`, 'file'])),
      target: ['chrome100', 'firefox100', 'safari15'],
      minify: true,
      logLevel: 'silent',
      legalComments: 'none',
    })
    .catch((err: { errors?: Message[] }) => {
      throw new DocgenError(messagesToProblems(err.errors ?? [], site.configFile, String(err)));
    });
  // esbuild reads a CSS syntax error as a warning, and goes on: for the site's CSS it is an error.
  const broken = result.warnings.filter((w) => w.id === 'css-syntax-error' || /^Expected /.test(w.text));
  if (broken.length) throw new DocgenError(messagesToProblems(broken, site.configFile, ''));
  const files = new Map<string, Uint8Array>();
  const css: string[] = [];
  for (const f of result.outputFiles) {
    const rel = path.relative(outdir, f.path).split(path.sep).join('/');
    files.set(rel, f.contents);
    if (rel.endsWith('.css')) css.push(rel);
  }
  return { files, css };
}


/** esbuild's messages as problems: at the file and line of the site's CSS they are about. */
function messagesToProblems(messages: Message[], configFile: string, fallback: string): Problem[] {
  if (!messages.length) return [problem(configFile, `theme.customCss: ${fallback}`)];
  return messages.map((m) => (m.location && m.location.file !== 'site.css' ? problem(m.location.file, `${m.text} (theme.customCss)`, m.location.line, m.location.column + 1) : problem(configFile, `theme.customCss: ${m.text}`)));
}

/**
 * What the site's stylesheets may read: files in the project's area or in a package (node_modules);
 * `url(/img/…)` and other site-absolute URLs are left to the browser (the static folder's files, as
 * Docusaurus leaves them); the Infima bridge is docgen's own.
 */
function stylesPlugin(area: string, root: string): Plugin {
  return {
    name: 'docgen-site-styles',
    setup(build) {
      build.onResolve({ filter: /^docgen:infima-bridge$/ }, () => ({ path: path.join(packageRoot(), 'src/templates/styles/infima-bridge.css'), namespace: 'docgen-styles' }));
      build.onResolve({ filter: /^\// }, (args) => ({ path: args.path, external: true }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-styles' }, (args) => ({ contents: fs.readFileSync(args.path, 'utf8'), loader: 'css' }));
      build.onLoad({ filter: /.*/ }, (args) => {
        const { place, real } = realPlace(args.path, root, area);
        if (place === 'outside' && !inPackage(real)) {
          return { errors: [{ text: `${path.relative(root, args.path)} lies outside the site's folder: ${CONTENT_INSIDE_PROJECT}` }] };
        }
        return undefined;
      });
    },
  };
}
