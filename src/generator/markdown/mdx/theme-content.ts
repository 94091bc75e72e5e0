// The site's own versions of the theme components Docusaurus renders Markdown with (its
// `src/theme/Details`, `Admonition`, `CodeBlock`, `Heading`, `MDXComponents`: mdx/theme-names.ts),
// used where docgen renders that Markdown. An admonition (`:::note[Title]`), a fenced code block and
// an MDX page's `<details>` become the element of the site's component (with Docusaurus' props:
// `type` and `title`; the code as children, `className`, `metastring`; `summary`), which the
// MDX transform renders as it renders a component a page imports (on the server; an island when its
// code has behaviour); what it reaches as `@theme-original/<Name>` is docgen's own (a slot). Once the
// page's HTML tree is made, the site's Heading (`as`, `id`) and the elements its MDXComponents map
// (`a`, `img`, `code`…) are rendered around docgen's element's children (a heading keeps its id and
// "#" link), as HTML only; the capitalised names of its MDXComponents are components every MDX page
// may use without an import (mdx/transform.ts).
import type { Parent, RootContent } from 'mdast';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { VFile } from 'vfile';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { toString } from 'mdast-util-to-string';
import { SKIP, walk } from '../../../components/kit/walk.ts';
import { takeLabel } from '../../../components/kit/directive-label.ts';
import { admonitionKeywords } from '../../../components/admonitions/markdown.ts';
import { fileData, reportProblem } from '../../../components/kit/file-data.ts';
import type { DirectiveNode, MarkdownSettings } from '../../../components/kit/component.ts';
import type { Context, JsxNode } from './context.ts';
import { isJsx } from './context.ts';
import { CHILDREN_MARKER, partMarker } from './slots.ts';
import { InlineStyles } from './inline-styles.ts';
import { MdxScope } from './scope.ts';
import { codeAt } from '../../guard/activity.ts';
import { enterPage, pageWasRead } from './shim-runtime.ts';
import { pageModule, renderReact, type ModuleSite } from './react-nodes.ts';
import { themeModules } from './theme-names.ts';

/** A Markdown construct to be rendered by the site's theme component: its module, props, and other Markdown parts (`summary`). */
export interface ThemeUse {
  source: string;
  props: Record<string, unknown>;
  parts: RootContent[][];
}

/** The site's theme component a node is to be rendered with, if it is one. */
export const themeUseOf = (node: RootContent): ThemeUse | undefined => (node.data as { docgenTheme?: ThemeUse } | undefined)?.docgenTheme;

/**
 * Marks the constructs of a tree that the site's own Admonition, CodeBlock and Details render: an
 * admonition becomes an `<Admonition>` element, a fenced code block a `<CodeBlock>`, a `<details>`
 * keeps its attributes and gives up its `<summary>` (the `summary` prop, a part of its own).
 */
export function markThemedConstructs(tree: Parent, settings: MarkdownSettings | undefined): void {
  const parts = new Set(settings?.site?.themeParts);
  if (!parts.has('Admonition') && !parts.has('Details') && !parts.has('CodeBlock')) return;
  const keywords = new Set(parts.has('Admonition') ? admonitionKeywords(settings ?? { baseUrl: '/' }) : []);
  walk(tree as never, (node: RootContent, index: number, parent: Parent | undefined) => {
    if (!parent) return;
    if (node.type === 'containerDirective' && keywords.has(node.name)) {
      const { label, children } = takeLabel(node as unknown as DirectiveNode);
      const title = label ? toString({ type: 'paragraph', children: label }) : undefined;
      const use: ThemeUse = { source: '@theme/Admonition', props: { type: node.name, ...(title ? { title } : {}) }, parts: [] };
      const element: JsxNode = { type: 'mdxJsxFlowElement', name: 'Admonition', attributes: [], children: children as JsxNode['children'], position: node.position, data: { docgenTheme: use } as never };
      parent.children[index] = element as never;
      return index;
    }
    if (parts.has('CodeBlock') && node.type === 'code') {
      // (As Docusaurus gives a fence to its CodeBlock: the code as children, `language-…` as the class, the rest of the fence's line as metastring.)
      const props = { children: node.value, ...(node.lang ? { className: `language-${node.lang}` } : {}), ...(node.meta ? { metastring: node.meta } : {}) };
      const element: JsxNode = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes: [], children: [], position: node.position, data: { docgenTheme: { source: '@theme/CodeBlock', props, parts: [] } } as never };
      parent.children[index] = element as never;
      return index + 1;
    }
    if (parts.has('Details') && isJsx(node) && node.name === 'details' && !themeUseOf(node)) {
      const summary = takeSummary(node);
      const use: ThemeUse = { source: '@theme/Details', props: summary ? { summary: createElement('summary', null, partMarker(0)) } : {}, parts: summary ? [summary] : [] };
      node.data = { ...node.data, docgenTheme: use } as never;
    }
  });
}

/** Takes a `<details>`'s `<summary>` child out of it (alone, or alone in a paragraph): its children. */
function takeSummary(node: JsxNode): RootContent[] | undefined {
  const isSummary = (n: RootContent | undefined) => !!n && isJsx(n) && n.name === 'summary';
  for (const [i, child] of (node.children as RootContent[]).entries()) {
    const inside = child.type === 'paragraph' ? child.children.filter((c) => !(c.type === 'text' && !c.value.trim())) : [child];
    if (inside.length === 1 && isSummary(inside[0] as RootContent)) {
      node.children.splice(i, 1);
      return (inside[0] as JsxNode).children as RootContent[];
    }
    if (!(child.type === 'text' && !child.value.trim())) break;
  }
  return undefined;
}

/** docgen's own stand-ins are marked so (mdx/site-shims.ts): a site's map that spreads docgen's changes only what it sets. */
const OWN = Symbol.for('docgen.own');
const HEADING = /^h[1-6]$/;
const isOwn = (c: unknown) => (typeof c === 'function' || (typeof c === 'object' && c !== null)) && (c as Record<symbol, unknown>)[OWN] === true;
const isComponent = (c: unknown): c is ComponentType<Record<string, unknown>> => typeof c === 'function' || (typeof c === 'object' && c !== null && '$$typeof' in c);

/** An element name's component of the site's: its MDXComponents' (with the element's props), or its Heading (`as`, `id`). */
interface ElementComponent {
  component: ComponentType<Record<string, unknown>>;
  heading: boolean;
}

/** The site's MDXComponents (its default export), or undefined with a warning when it cannot be loaded. */
export function siteMdxComponents(site: ModuleSite, ctx: Context): Record<string, unknown> | undefined {
  const mod = pageModule('@theme/MDXComponents', site, ctx, undefined);
  if ('error' in mod) return void ctx.report(`the site's MDXComponents (@theme/MDXComponents) cannot be used: ${mod.error}`, undefined, 'warning');
  const map = mod.exports.default;
  return typeof map === 'object' && map !== null ? (map as Record<string, unknown>) : undefined;
}

/** The components of the site's own that render HTML elements of a page, by element name. */
function elementComponents(parts: Set<string>, site: ModuleSite, ctx: Context): Map<string, ElementComponent> {
  const out = new Map<string, ElementComponent>();
  if (parts.has('MDXComponents')) {
    for (const [name, c] of Object.entries(siteMdxComponents(site, ctx) ?? {})) if (/^[a-z][a-z0-9]*$/.test(name) && isComponent(c) && !isOwn(c)) out.set(name, { component: c, heading: false });
  }
  if (parts.has('Heading')) {
    const mod = pageModule('@theme/Heading', site, ctx, undefined);
    if ('error' in mod) ctx.report(`the site's Heading (@theme/Heading) cannot be used: ${mod.error}`, undefined, 'warning');
    else if (isComponent(mod.exports.default)) for (let level = 1; level <= 6; level++) if (!out.has(`h${level}`)) out.set(`h${level}`, { component: mod.exports.default, heading: true });
  }
  return out;
}

/** An HTML element's properties as React's props (classes and token lists as text, `aria-*` and `data-*` as written; no style). */
function reactProps(properties: Element['properties']): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value === null || value === undefined || value === false || key === 'style') continue;
    const name = /^(aria|data)[A-Z]/.test(key) ? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : key;
    props[name] = Array.isArray(value) ? value.join(key === 'className' || key === 'rel' ? ' ' : ',') : value;
  }
  return props;
}

/**
 * rehype plugin: the page's HTML elements that the site's components render (its MDXComponents'
 * `a`, `img`, `code`, `h2`…; its Heading for every heading with an id), each rendered around the
 * element's children (docgen's: a heading keeps its text and "#" link). Elements with a class are
 * docgen's components (a code block, an admonition…) or written so by the page: left as they are,
 * with what is inside them.
 */
export function rehypeThemedElements(settings: MarkdownSettings) {
  const parts = new Set(settings.site?.themeParts);
  return (tree: HastRoot, file: VFile) => {
    const data = fileData(file);
    if (!settings.site) return;
    const site: ModuleSite = { site: settings.site, slots: themeModules('slot') };
    const styles = { css: new Set<string>(), inline: new InlineStyles(), scripts: new Set<string>() };
    const report: Context['report'] = (message, position, severity = 'error') => reportProblem(file, message, position?.start.line, severity, position?.start.column);
    const ctx: Context = { scope: new MdxScope([], []), file, report, codeAt: (at) => codeAt(data.path, at && at.start.line + data.firstLine - 1, at?.start.column), partials: [], styles };
    enterPage({ ...data.page, frontMatter: data.frontMatter ?? {} });
    const components = elementComponents(parts, site, ctx);
    if (!components.size) return;
    /** Renders each element `pick` gives a component for around its children (SKIP: not it, nor what is inside it). */
    const pass = (pick: (el: Element) => ElementComponent | undefined | typeof SKIP) =>
      walk(tree as never, (node: ElementContent, index: number, parent: HastRoot | Element | undefined): number | typeof SKIP | void => {
        if (!parent || node.type !== 'element') return;
        const found = pick(node);
        if (!found || found === SKIP) return found;
        const position = node.position && { start: node.position.start };
        const props = found.heading ? { as: node.tagName, id: node.properties.id } : reactProps(node.properties);
        const html = renderReact(() => renderToStaticMarkup(createElement(found.component, props, node.children.length ? CHILDREN_MARKER : undefined)), position, ctx);
        const at = html.indexOf(CHILDREN_MARKER);
        if (at < 0) return parent.children.splice(index, 1, { type: 'raw', value: html } as never), index + 1;
        parent.children.splice(index, 1, { type: 'raw', value: html.slice(0, at) } as never, ...node.children, { type: 'raw', value: html.slice(at + CHILDREN_MARKER.length).split(CHILDREN_MARKER).join('') } as never);
        return index + 1;
      });
    // Headings first, wherever they are (inside docgen's components too); then the other elements, not inside those.
    pass((el) => (HEADING.test(el.tagName) && typeof el.properties.id === 'string' ? components.get(el.tagName) : undefined));
    pass((el) => (el.properties.className !== undefined ? SKIP : HEADING.test(el.tagName) ? undefined : components.get(el.tagName)));
    const inline = styles.inline.css();
    if (styles.css.size || inline) data.styles = [...new Set([...(data.styles ?? []), ...styles.css, ...(inline ? [inline] : [])])];
    if (pageWasRead()) data.pageRead = true;
  };
}
