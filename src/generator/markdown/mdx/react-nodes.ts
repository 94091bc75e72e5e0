// React in an MDX page: a component of the page or the site rendered on the server to HTML, and
// that HTML as nodes of the page (its Markdown children and the theme components met inside it put
// in place: mdx/slots.ts); a module the page imports, bundled (mdx/site-components.ts); a
// component that runs in the browser too, as an island (mdx/islands.ts).
import path from 'node:path';
import type { RootContent } from 'mdast';
import { createElement, isValidElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fileData } from '../../../components/kit/file-data.ts';
import type { MarkdownSettings } from '../../../components/kit/component.ts';
import { islandScript, sameFromEveryFolder, siteModule, type LoadedModule, type SiteForComponents } from './site-components.ts';
import { islandNodes } from './islands.ts';
import { CHILDREN_MARKER, htmlWithSlots } from './slots.ts';
import type { Context, JsxNode, Position } from './context.ts';

/** The site as the page's modules see it. */
export interface ModuleSite {
  site: NonNullable<MarkdownSettings['site']>;
  /** The theme modules docgen renders itself (slots inside site components). */
  slots: string[];
}

/** Renders with the page's code position said; a failure is the page's problem (and gives ''). */
export function renderReact(render: () => string, position: Position, ctx: Context): string {
  try {
    ctx.codeAt(position);
    return ctx.styles.inline.inHtml(render());
  } catch (err) {
    ctx.report(`a component failed while rendering: ${(err as Error).message}`, position);
    return '';
  }
}

/** An expression's value as nodes: text, HTML (React elements, their slots as nodes), or nothing. */
export function valueNodes(value: unknown, position: Position, ctx: Context, flow: boolean): RootContent[] {
  if (value === null || value === undefined || typeof value === 'boolean') return [];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return [{ type: 'text', value: String(value) }];
  if (Array.isArray(value)) return value.flatMap((v) => valueNodes(v, position, ctx, flow));
  if (isValidElement(value)) return htmlWithSlots(renderReact(() => renderToStaticMarkup(value), position, ctx), [], flow);
  ctx.report(`an expression gave ${Object.prototype.toString.call(value)}, which cannot be shown (expected text, a number or JSX)`, position);
  return [];
}

/**
 * A React component's element, rendered to HTML with a marker for its children: the HTML around
 * the marker stands before and after the children, which go on through the pipeline as Markdown.
 */
export function reactElement(component: ComponentType, props: Record<string, unknown>, node: JsxNode, ctx: Context, parts: RootContent[][] = []): RootContent[] {
  // (Without children, the props' own, if any: a code block's code.)
  const html = renderReact(() => renderToStaticMarkup(node.children.length ? createElement(component, props, CHILDREN_MARKER) : createElement(component, props)), node.position, ctx);
  return htmlWithSlots(html, node.children as RootContent[], node.type === 'mdxJsxFlowElement', parts);
}

/** What bundles of a page's modules are made with. */
export function componentSite(site: ModuleSite, ctx: Context): SiteForComponents {
  const data = fileData(ctx.file);
  const { root: _root, area: _area, themeDir, themeParts: _parts, ...siteConfig } = site.site;
  return { root: site.site.root, baseUrl: data.baseUrl, siteConfig: { ...siteConfig, customFields: siteConfig.customFields ?? {}, baseUrl: data.baseUrl }, slots: site.slots, ...(themeDir ? { themeDir } : {}) };
}

/** A module the page imports, loaded (its files are inputs of the page, its CSS the page's), or why it cannot be. */
export function pageModule(source: string, site: ModuleSite, ctx: Context, position: Position): LoadedModule | { error: string } {
  const data = fileData(ctx.file);
  const dir = ctx.dir ?? data.sourceDir ?? site.site.root;
  ctx.codeAt(position);
  const mod = siteModule(source, dir, componentSite(site, ctx));
  if ('error' in mod) return mod;
  for (const f of mod.files) data.dataFiles?.push(path.relative(data.sourceDir ?? dir, f));
  // (Files every folder's page would read too: the page's result may serve another docs version's copy.)
  if (sameFromEveryFolder(source, site.slots)) data.filesFromAnyFolder = (data.filesFromAnyFolder ?? 0) + mod.files.length;
  if (mod.css) ctx.styles.css.add(mod.css);
  return mod;
}

/**
 * A component imported from the site or a package, or undefined with a problem said. It is an
 * island when its module says so (`hydrate`), or when its code has behaviour in a React page or as
 * a theme component of the site's (`theme`).
 */
export function importedComponent(binding: { source: string; name: string; member?: string }, node: JsxNode, site: ModuleSite, ctx: Context, theme = false): { component: ComponentType; island: boolean } | undefined {
  const mod = pageModule(binding.source, site, ctx, node.position);
  if ('error' in mod) {
    ctx.report(`<${node.name}>: ${mod.error}`, node.position);
    return undefined;
  }
  let value: unknown = binding.name === '*' ? mod.exports : binding.name === 'default' ? mod.exports.default : mod.exports[binding.name];
  // (A member of the export: a global component of the site's MDXComponents, shown as HTML only.)
  if (binding.member) value = (value as Record<string, unknown> | undefined)?.[binding.member];
  for (const part of node.name!.split('.').slice(1)) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)) return { component: value as ComponentType, island: !binding.member && (mod.exports.hydrate === true || ((theme || !!fileData(ctx.file).page?.reactPage) && mod.interactive)) };
  ctx.report(`<${node.name}>: "${binding.source}" has no component ${binding.name === 'default' ? 'as its default export' : `named ${binding.name}`}`, node.position);
  return undefined;
}

/** A component whose module runs in the browser, as an island (mdx/islands.ts); undefined, with a warning, when it cannot be one. */
export function islandOf(binding: { source: string; name: string }, component: ComponentType, props: Record<string, unknown>, node: JsxNode, site: ModuleSite, ctx: Context): RootContent[] | undefined {
  const data = fileData(ctx.file);
  const warn = (why: string) => void ctx.report(`<${node.name}> is shown as HTML only: ${why}`, node.position, 'warning');
  if (binding.name === '*' || node.name!.includes('.')) return warn("an island is a module's default or named export, used by its own name"), undefined;
  const script = islandScript(binding.source, ctx.dir ?? data.sourceDir ?? site.site.root, componentSite(site, ctx));
  if ('error' in script) return warn(script.error), undefined;
  const nodes = islandNodes({ component, exportName: binding.name, props, children: node.children as RootContent[], script: script.js, baseUrl: data.baseUrl, render: (render) => renderReact(render, node.position, ctx) });
  if ('error' in nodes) return warn(nodes.error), undefined;
  ctx.styles.scripts.add(script.js);
  return nodes;
}
