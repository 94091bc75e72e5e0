// The site's own versions of the theme components Docusaurus renders Markdown with (its
// `src/theme/Details`, `Admonition`, `Heading`: mdx/theme-names.ts), used where docgen renders that
// Markdown. An admonition (`:::note[Title]`) and an MDX page's `<details>` become the element of the
// site's component (with Docusaurus' props: `type` and `title`; `summary` and the rest), which the
// MDX transform renders as it renders a component a page imports (on the server; an island when its
// code has behaviour); what it reaches as `@theme-original/<Name>` is docgen's own (a slot). A
// heading keeps docgen's element, id and "#" link: the site's Heading is rendered around its
// children once the page's HTML tree is made (`as`, `id`), its original being a plain heading.
import type { Parent, RootContent } from 'mdast';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { VFile } from 'vfile';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { toString } from 'mdast-util-to-string';
import { walk } from '../../../components/kit/walk.ts';
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
import { enterPage } from './shim-runtime.ts';
import { pageModule, renderReact, type ModuleSite } from './react-nodes.ts';

/** A Markdown construct to be rendered by the site's theme component: its module, props, and other Markdown parts (`summary`). */
export interface ThemeUse {
  source: string;
  props: Record<string, unknown>;
  parts: RootContent[][];
}

/** The site's theme component a node is to be rendered with, if it is one. */
export const themeUseOf = (node: RootContent): ThemeUse | undefined => (node.data as { docgenTheme?: ThemeUse } | undefined)?.docgenTheme;

/**
 * Marks the constructs of a tree that the site's own Admonition and Details render: an admonition
 * becomes an `<Admonition>` element, a `<details>` keeps its attributes and gives up its
 * `<summary>` (the `summary` prop, a part of its own).
 */
export function markThemedConstructs(tree: Parent, settings: MarkdownSettings | undefined): void {
  const parts = new Set(settings?.site?.themeParts);
  if (!parts.has('Admonition') && !parts.has('Details')) return;
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

/**
 * rehype plugin: every heading of the page rendered by the site's Heading (`as`: its tag, `id`),
 * docgen's children of it (its text and "#" link) where the component puts its children.
 */
export function rehypeThemedHeadings(settings: MarkdownSettings) {
  return (tree: HastRoot, file: VFile) => {
    const data = fileData(file);
    if (!settings.site) return;
    const site: ModuleSite = { site: settings.site, slots: [] };
    const styles = { css: new Set<string>(), inline: new InlineStyles(), scripts: new Set<string>() };
    const report: Context['report'] = (message, position, severity = 'error') => reportProblem(file, message, position?.start.line, severity, position?.start.column);
    const ctx: Context = { scope: new MdxScope([], []), file, report, codeAt: (at) => codeAt(data.path, at && at.start.line + data.firstLine - 1, at?.start.column), partials: [], styles };
    let component: ComponentType<Record<string, unknown>> | undefined | null;
    enterPage({ ...data.page, frontMatter: data.frontMatter ?? {} });
    walk(tree as never, (node: ElementContent, index: number, parent: HastRoot | Element | undefined): number | void => {
      if (!parent || node.type !== 'element' || !/^h[1-6]$/.test(node.tagName) || typeof node.properties.id !== 'string') return;
      const position = node.position && { start: node.position.start };
      if (component === undefined) {
        const mod = pageModule('@theme/Heading', site, ctx, position);
        component = 'error' in mod ? null : (mod.exports.default as typeof component);
        if ('error' in mod) report(`the site's Heading (@theme/Heading) cannot be used: ${mod.error}`, position, 'warning');
      }
      if (!component) return;
      const found = component;
      const html = renderReact(() => renderToStaticMarkup(createElement(found, { as: node.tagName, id: node.properties.id }, CHILDREN_MARKER)), position, ctx);
      const at = html.indexOf(CHILDREN_MARKER);
      if (at < 0) return parent.children.splice(index, 1, { type: 'raw', value: html } as never), index + 1;
      parent.children.splice(index, 1, { type: 'raw', value: html.slice(0, at) } as never, ...node.children, { type: 'raw', value: html.slice(at + CHILDREN_MARKER.length).split(CHILDREN_MARKER).join('') } as never);
      return index + node.children.length + 2;
    });
    const inline = styles.inline.css();
    if (styles.css.size || inline) data.styles = [...new Set([...(data.styles ?? []), ...styles.css, ...(inline ? [inline] : [])])];
  };
}
