// The site's own Footer (its `src/theme/Footer`: Docusaurus' swizzled footer) in place of docgen's,
// rendered once per site load on the server as the footer is (the same on every page, never
// hydrated: templates/Document.tsx). What it shows of docgen's own (`@theme-original/Footer`) is a
// marker the page's document fills with docgen's footer (render/document.ts); its CSS is linked by
// every page with the site's own stylesheet (pipeline/page.ts).
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteModel } from '../content/model.ts';
import type { SiteData } from '../../shared/types.ts';
import type { Problem } from '../errors.ts';
import { runSiteCode } from '../guard/main-thread.ts';
import { swizzledComponents } from '../markdown/mdx/swizzled.ts';
import { themeModules } from '../markdown/mdx/theme-names.ts';

/** Where the site's Footer shows docgen's own. */
export const FOOTER_ORIGINAL = '\u{E000}docgen-footer\u{E000}';
const FOOTER = Symbol.for('docgen.footer');

/** The site's Footer rendered, when its theme folder has one; what went wrong is a warning, and docgen's footer stays. */
export async function siteFooter(model: SiteModel, configFile: string): Promise<{ footer?: NonNullable<SiteData['siteFooter']>; problems: Problem[] }> {
  const { config, root } = model;
  const themeDir = config.themeDir && path.resolve(root, config.themeDir);
  const file = swizzledComponents(themeDir).get('@theme/Footer');
  if (!file || !config.themeDir) return { problems: [] };
  const where = path.posix.join(config.themeDir.split(path.sep).join('/'), path.relative(themeDir!, file).split(path.sep).join('/'));
  const warn = (message: string) => ({ problems: [{ severity: 'warning' as const, file: where, message }] });
  const { siteModule } = await import('../markdown/mdx/site-components.ts');
  const { enterPage } = await import('../markdown/mdx/shim-runtime.ts');
  const siteConfig = { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, titleDelimiter: config.titleDelimiter, customFields: config.customFields };
  return runSiteCode(configFile, "the site's Footer", () => {
    const mod = siteModule('@theme/Footer', root, { root, baseUrl: config.baseUrl, siteConfig, slots: themeModules('slot'), ...(themeDir ? { themeDir } : {}) });
    if ('error' in mod) return warn(`the site's Footer cannot be used (docgen's footer is shown): ${mod.error}`);
    const component = mod.exports.default;
    if (typeof component !== 'function' && !(typeof component === 'object' && component !== null)) return warn("the site's Footer has no component as its default export: docgen's footer is shown");
    enterPage({ permalink: config.baseUrl, frontMatter: {} });
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
