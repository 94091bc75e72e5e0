// Phase 1 of rendering: every page's Markdown (guides, community docs, API pages, the home page)
// to HTML with link placeholders, plus its table of contents, ids and links.
import path from 'node:path';
import type { SiteModel, DocRecord, DocsVersion } from '../model.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../markdown/pipeline.ts';
import { createApiResolver } from '../content/api-data.ts';
import { loadApiProse, type ClassProse } from '../content/api-prose.ts';
import { joinUrl, toPosix } from '../content/docs.ts';
import { renderApiPage } from './api-page.ts';
import type { TocEntry } from '../markdown/headings.ts';
import type { CollectedLink } from '../markdown/links.ts';
import type { Problem } from '../errors.ts';

export interface RenderedContent {
  html: string;
  toc: TocEntry[];
  ids: string[];
  links: CollectedLink[];
  summary: string;
  problems: Problem[];
}

export function docKey(version: DocsVersion, doc: DocRecord): string {
  return `${version.pluginId}:${version.name}:${doc.id}`;
}

export interface ContentRenderers {
  /** Markdown renderer of a docs version (API references resolve into that version). */
  forVersion(version: DocsVersion): MarkdownRenderer;
}

export function createRenderers(model: SiteModel): ContentRenderers {
  const cache = new Map<string, MarkdownRenderer>();
  const apiRoute = model.config.api?.routeBasePath ?? 'api';
  const main = model.versions[0];
  return {
    forVersion(version) {
      // Community pages link into the main docs version's API.
      const apiVersion = version.api ? version : main;
      const key = apiVersion?.name ?? '-';
      let r = cache.get(key);
      if (!r) {
        const api = apiVersion?.api ? createApiResolver(apiVersion.api, joinUrl(apiVersion.path, apiRoute)) : undefined;
        r = createMarkdownRenderer({ baseUrl: model.config.baseUrl, tabLabels: model.config.markdown.tabLabels, api });
        cache.set(key, r);
      }
      return r;
    },
  };
}

export function renderDocContent(model: SiteModel, version: DocsVersion, doc: DocRecord, renderers: ContentRenderers, proseCache: Map<string, ClassProse | undefined>): RenderedContent {
  const render = renderers.forVersion(version);
  if (doc.kind === 'api' && version.api && model.config.api) {
    const cls = version.api.classes.find((c) => c.name === doc.apiClass)!;
    const proseFile = path.join(model.root, model.config.api.path, `${cls.name.toLowerCase()}.md`);
    if (!proseCache.has(proseFile)) proseCache.set(proseFile, loadApiProse(proseFile, toPosix(path.relative(model.root, proseFile))));
    return renderApiPage({
      cls,
      data: version.api,
      prose: proseCache.get(proseFile),
      proseFile: toPosix(path.relative(model.root, proseFile)),
      render,
      apiRoute: joinUrl(version.path, model.config.api.routeBasePath),
      externalTypes: model.config.api.externalTypes,
      variables: version.variables,
      docPath: doc.docPath,
      missingProse: 'error',
    });
  }
  return render({ source: doc.body, file: doc.source, firstLine: doc.bodyLine, docPath: doc.docPath, variables: version.variables, sourceDir: path.dirname(path.join(model.root, doc.source)) });
}
