// The site's own theme components that docgen uses site-wide, once per site load (main thread, its
// time kept by the guard). Its Footer (its `src/theme/Footer`: Docusaurus' swizzled footer) in place
// of docgen's, rendered on the server as the footer is (the same on every page, never hydrated:
// templates/Document.tsx); what it shows of docgen's own (`@theme-original/Footer`) is a marker the
// page's document fills with docgen's footer (render/document.ts); its CSS is linked by every page
// with the site's own stylesheet (pipeline/page.ts). Its MDXComponents, loaded once to see that it
// can be: one that cannot is said once here, and the pages keep docgen's elements (mdx/theme-content.ts).
// Its NavbarItem and SearchBar, which docgen's layout renders (site-layout-parts.ts).
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { siteLayoutParts, type LayoutParts, type SiteComponents } from './site-layout-parts.ts';

export type { SiteComponents };
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteModel } from '../content/model.ts';
import type { SiteData } from '../../shared/types.ts';
import type { Problem } from '../errors.ts';
import { runSiteCode } from '../guard/main-thread.ts';
import { markdownParts, swizzledComponents } from '../markdown/mdx/swizzled.ts';
import { themeModules } from '../markdown/mdx/theme-names.ts';
import type { SiteForComponents } from '../markdown/mdx/site-components.ts';

/** What docgen uses of the site's theme site-wide. */
export interface SiteThemeUse {
  footer?: NonNullable<SiteData['siteFooter']>;
  themeParts: string[];
  /** The site's components docgen's layout renders, for the server's documents. */
  components: SiteComponents;
  /** Their files, by theme name, for the browser's bundle. */
  componentFiles: LayoutParts['files'];
  problems: Problem[];
}

/** What the site's theme components are bundled and run with (undefined: the site has no theme folder). */
export function componentSite(model: SiteModel): SiteForComponents | undefined {
  const { config, root } = model;
  if (!config.themeDir) return undefined;
  const siteConfig = { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, titleDelimiter: config.titleDelimiter, customFields: config.customFields };
  return { root, baseUrl: config.baseUrl, siteConfig, slots: themeModules('slot'), themeDir: path.resolve(root, config.themeDir) };
}

/** Where the site's Footer shows docgen's own. */
export const FOOTER_ORIGINAL = '\u{E000}docgen-footer\u{E000}';
const FOOTER = Symbol.for('docgen.footer');

/**
 * What docgen uses of the site's theme site-wide: its Footer rendered, and the theme components its
 * Markdown can be rendered with (`themeParts`, mdx/theme-names.ts); what cannot be used is a warning.
 */
export async function siteTheme(model: SiteModel, configFile: string): Promise<SiteThemeUse> {
  const { config, root } = model;
  const themeDir = config.themeDir && path.resolve(root, config.themeDir);
  const parts = [...markdownParts(themeDir)].sort();
  const swizzled = swizzledComponents(themeDir);
  if (!themeDir || !config.themeDir || (!parts.includes('MDXComponents') && !swizzled.has('@theme/Footer') && !swizzled.has('@theme/NavbarItem') && !swizzled.has('@theme/SearchBar'))) return { themeParts: parts, components: {}, componentFiles: {}, problems: [] };
  const { siteModule } = await import('../markdown/mdx/site-components.ts');
  const load = (source: string) => siteModule(source, root, componentSite(model)!);
  const problems: Problem[] = [];
  const fileOf = (name: string) => path.posix.join(config.themeDir!.split(path.sep).join('/'), name);
  const mdx = parts.includes('MDXComponents') ? await runSiteCode(configFile, "the site's MDXComponents", () => load('@theme/MDXComponents')) : undefined;
  if (mdx && 'error' in mdx) problems.push({ severity: 'warning', file: fileOf('MDXComponents'), message: `the site's MDXComponents cannot be used (its pages keep docgen's elements): ${mdx.error}` });
  const themeParts = mdx && 'error' in mdx ? parts.filter((p) => p !== 'MDXComponents') : parts;
  const file = swizzled.get('@theme/Footer');
  const footer = file ? await siteFooter(path.relative(root, file).split(path.sep).join('/'), configFile, load) : { problems: [] };
  const layout = await siteLayoutParts(swizzled, load, (what, fn) => runSiteCode(configFile, what, fn), fileOf, (f) => path.relative(root, f).split(path.sep).join('/'));
  return { ...(footer.footer ? { footer: footer.footer } : {}), themeParts, components: layout.components, componentFiles: layout.files, problems: [...problems, ...footer.problems, ...layout.problems] };
}

/** The site's Footer rendered; what went wrong is a warning, and docgen's footer stays. */
async function siteFooter(where: string, configFile: string, load: (source: string) => ReturnType<typeof import('../markdown/mdx/site-components.ts').siteModule>): Promise<{ footer?: NonNullable<SiteData['siteFooter']>; problems: Problem[] }> {
  const warn = (message: string) => ({ problems: [{ severity: 'warning' as const, file: where, message }] });
  const { enterPage } = await import('../markdown/mdx/shim-runtime.ts');
  return runSiteCode(configFile, "the site's Footer", () => {
    const mod = load('@theme/Footer');
    if ('error' in mod) return warn(`the site's Footer cannot be used (docgen's footer is shown): ${mod.error}`);
    const component = mod.exports.default;
    if (typeof component !== 'function' && !(typeof component === 'object' && component !== null)) return warn("the site's Footer has no component as its default export: docgen's footer is shown");
    enterPage({ frontMatter: {} });
    const globals = globalThis as Record<symbol, unknown>;
    globals[FOOTER] = FOOTER_ORIGINAL;
    let html: string;
    try {
      html = renderToStaticMarkup(createElement(component as ComponentType));
    } catch (err) {
      return warn(`the site's Footer failed while rendering (docgen's footer is shown): ${(err as Error).message}`);
    } finally {
      delete globals[FOOTER];
    }
    const footer = { html, css: mod.css };
    // (Its behaviour would need the browser, where docgen's footer has no script: said.)
    return mod.interactive ? { footer, ...warn("the site's Footer is shown as the server rendered it: its code has behaviour (state, effects or event handlers), which the footer does not run in the browser") } : { footer, problems: [] };
  });
}
