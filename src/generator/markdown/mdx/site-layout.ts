// The site's own layout components (its NavbarItem, SearchBar: site/site-layout-parts.ts) on a
// render thread that renders pages' documents (render/document-jobs.ts): loaded as the build's
// thread loads them (siteModule: the same bundle, made once by the build's esbuild), kept while the
// layout is the same; each document is rendered for the page the build's thread has entered (what
// the components' code may read of the page is then the same on either thread).
import type { SiteComponents } from '../../site/site-layout-parts.ts';
import { siteModule, type SiteForComponents } from './site-components.ts';
import { enterPage, type PageContext } from './shim-runtime.ts';

/** The layout a thread is given: the parts (`@theme/<part>`), their files, what they are bundled with, and the page entered. */
export interface SiteLayout {
  parts: string[];
  files: string[];
  site: SiteForComponents;
  page: PageContext;
}

let kept: { layout: SiteLayout; components: SiteComponents } | undefined;

/**
 * The layout's components, loaded the first time (a part that cannot be loaded throws), with its
 * page entered. (A thread is given a build's layout once, and keeps that object for its pages.)
 */
export function siteLayout(layout: SiteLayout): SiteComponents {
  if (kept?.layout !== layout) {
    const components: Record<string, unknown> = { files: layout.files };
    for (const part of layout.parts) {
      const mod = siteModule(`@theme/${part}`, layout.site.root, layout.site);
      if ('error' in mod) throw new Error(mod.error);
      components[part] = mod.exports.default;
    }
    kept = { layout, components: components as SiteComponents };
  }
  enterPage(structuredClone(layout.page));
  return kept.components;
}
