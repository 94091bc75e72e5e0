// A docs page's HTML file and page data file, as written. A page of large content HTML has it
// written as parts of its own (large-text.ts): the document is rendered, and the page data written
// as JSON, around a placeholder that the content takes the place of. A 20 MB page's content is
// 70 MB of HTML: its document and its JSON are not made as strings (or bytes) of that size.
import { renderDocument, routeJson, type SiteComponents } from '../render/document.ts';
import { around, jsonEscaped, LARGE_TEXT, PLACEHOLDER, slices, type TextParts } from '../large-text.ts';
import type { DocumentAssets, RouteData, SiteData } from '../../shared/types.ts';

/** The content HTML of a doc page, when it is large enough to be written as parts of its own. */
function largeContent(route: RouteData): string | undefined {
  const html = route.page.kind === 'doc' ? route.page.doc.html : undefined;
  return html !== undefined && html.length >= LARGE_TEXT ? html : undefined;
}

function withContent(route: RouteData, html: string): RouteData {
  return route.page.kind === 'doc' ? { ...route, page: { ...route.page, doc: { ...route.page.doc, html } } } : route;
}

/** The page's HTML document (renderDocument), in parts for a page of large content. */
export function documentContent(site: SiteData, route: RouteData, assets: DocumentAssets, image?: string, components?: SiteComponents): string | TextParts {
  const html = largeContent(route);
  if (html === undefined) return renderDocument(site, route, assets, image, components);
  return around(renderDocument(site, withContent(route, PLACEHOLDER), assets, image, components), slices(html));
}

/** The page's data as a client navigation loads it (routeJson), in parts for a page of large content. */
export function dataContent(route: RouteData): string | TextParts {
  const html = largeContent(route);
  if (html === undefined) return routeJson(route);
  // (The placeholder is inside the content's quotes.)
  return around(routeJson(withContent(route, PLACEHOLDER)), jsonEscaped(html));
}
