// remark plugin: the MDX nodes of a page become what the rest of the pipeline knows. ESM is run and
// removed; `{expressions}` are evaluated (comments drop out; `{/* #id */}` ends a heading as its id);
// JSX elements become HTML elements (lowercase names, attributes as React writes them), content
// components (components/registry.ts, by module: `@theme/Tabs`), an imported Markdown partial, or a
// React component of the page or the site; else their children, with a warning. Lone text directives are text again.
import path from 'node:path';
import type { Root, Parent, RootContent, Text } from 'mdast';
import type { VFile } from 'vfile';
import { createElement, isValidElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { walk } from '../../../components/kit/walk.ts';
import { fileData, reportProblem } from '../../../components/kit/file-data.ts';
import { forSettings, type ContentComponent, type JsxHandler, type JsxTools, type MarkdownSettings } from '../../../components/kit/component.ts';
import { islandScript, siteModule } from './site-components.ts';
import { islandNodes } from './islands.ts';
import { MdxEvalError, MdxScope, type Located } from './scope.ts';
import { elementProperties } from '../../../components/kit/jsx-props.ts';
import { MdxSyntaxError, parseMdx } from './parse.ts';
import { NestingError } from '../nesting.ts';
import { mdxCompat } from './compat.ts';
import { MarkdownCopy } from './markdown-copy.ts';
import { InlineStyles } from './inline-styles.ts';
import { bindJsonImports } from './json-imports.ts';
import { codeAt } from '../../guard/activity.ts';
import { findPartial, readPartial } from './partial-file.ts';

interface JsxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | { type: 'mdxJsxAttributeValueExpression'; value: string; data?: unknown };
  data?: unknown;
  position?: { start: { line: number; column: number } };
}
interface JsxNode extends Parent {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
}
type ExpressionNode = { type: 'mdxFlowExpression' | 'mdxTextExpression'; value: string; data?: unknown; position?: JsxNode['position'] };

const MARKDOWN_PARTIAL = /\.mdx?$/i;

/** What one MDX tree is evaluated with: its scope, and how to report (a partial reports as its own file). */
interface Context {
  scope: MdxScope;
  file: VFile;
  report: (message: string, at?: { start: { line: number; column: number } }, severity?: 'error' | 'warning') => void;
  /** Says where the page's code about to run is (guard/activity.ts: named if it never finishes). */
  codeAt: (at?: { start: { line: number; column: number } }) => void;
  /** The folder the tree's imports are relative to. */
  dir?: string;
  /** Partials being rendered (an import cycle is an error, not a loop). */
  partials: string[];
  /** The page's Markdown copy being made (not for partials: their source is another file). */
  copy?: MarkdownCopy;
  /** The page's stylesheets (its components' CSS, its inline styles made classes) and its islands' scripts. */
  styles: { css: Set<string>; inline: InlineStyles; scripts: Set<string> };
}

export function remarkMdx(options: { components: ContentComponent[]; settings?: MarkdownSettings }) {
  const site = options.settings?.site;
  const handlers = new Map<string, JsxHandler>();
  for (const c of options.components) for (const [source, handler] of Object.entries(forSettings(c.jsx, options.settings) ?? {})) handlers.set(source, handler);
  // The site's global components (config markdown.mdxComponents): what a page imports or declares itself wins.
  const globals = new Map(Object.entries(options.settings?.mdxComponents ?? {}));
  const bindingOf = (name: string, ctx: Context) => {
    const first = name.split('.')[0];
    return ctx.scope.imports.get(first) ?? (ctx.scope.declares(first) ? undefined : globals.get(first));
  };

  /** The scope of a tree: its ESM run (a failure is reported, and leaves an empty scope). */
  const scopeOf = (tree: Root, report: Context['report'], locate: Context['codeAt'], file: VFile, dir: string | undefined, copy?: MarkdownCopy, frontMatter: Record<string, unknown> = {}): MdxScope => {
    const esm = tree.children.filter((n) => n.type === 'mdxjsEsm') as Located[];
    for (const node of esm) copy?.replace(node as never);
    tree.children = tree.children.filter((n) => n.type !== 'mdxjsEsm');
    // (Docusaurus gives a page's code its front matter as `frontMatter`: a partial has its own, not read here.)
    const scope = new MdxScope(esm, expressionsOf(tree), { toc: [], frontMatter });
    const data = fileData(file);
    bindJsonImports(scope, { dir: dir ?? data.sourceDir, siteRoot: site?.root, data, report: (message) => report(message, esm[0]?.position) });
    try {
      locate(esm[0]?.position);
      scope.prepare();
    } catch (err) {
      if (!(err instanceof MdxEvalError)) throw err;
      report(`the page's import/export code failed: ${err.message}`, at(err));
    }
    return scope;
  };

  const transform = (tree: Parent, ctx: Context) => {
    walk(tree as never, (node: RootContent, index: number, parent: Parent | undefined): number | void => {
      if (!parent) return;
      switch (node.type as string) {
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          return replace(parent, index, expression(node as unknown as ExpressionNode, parent, ctx));
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          return replace(parent, index, element(node as unknown as JsxNode, ctx));
        case 'textDirective':
          return replace(parent, index, directiveText(node as unknown as Parent & { name: string }));
      }
    });
  };

  /** An expression's value as nodes: text, HTML (React elements), or nothing. */
  const expression = (node: ExpressionNode, parent: Parent, ctx: Context): RootContent[] => {
    if (MdxScope.isComment(node as never)) {
      // `## Title {/* #custom-id */}`: the heading's id, as `{#custom-id}` would give it.
      const id = /^\/\*\s*#([^\s*]+)\s*\*\/$/.exec(node.value.trim());
      if (id && parent.type === 'heading' && parent.children[parent.children.length - 1] === (node as never)) {
        ctx.copy?.replace(node, `{#${id[1]}}`);
        return [{ type: 'text', value: `{#${id[1]}}` }];
      }
      ctx.copy?.replace(node);
      return [];
    }
    const value = evaluate(node, ctx);
    ctx.copy?.replace(node, typeof value === 'string' || typeof value === 'number' ? String(value) : '');
    return valueNodes(value, node.position, ctx);
  };

  const evaluate = (node: { data?: unknown; position?: JsxNode['position'] }, ctx: Context): unknown => {
    try {
      ctx.codeAt(node.position);
      return ctx.scope.value(node as never);
    } catch (err) {
      if (!(err instanceof MdxEvalError)) throw err;
      ctx.report(`expression failed: ${err.message}`, at(err) ?? node.position);
      return undefined;
    }
  };

  const valueNodes = (value: unknown, position: JsxNode['position'], ctx: Context): RootContent[] => {
    if (value === null || value === undefined || typeof value === 'boolean') return [];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return [{ type: 'text', value: String(value) }];
    if (Array.isArray(value)) return value.flatMap((v) => valueNodes(v, position, ctx));
    if (isValidElement(value)) return [{ type: 'html', value: renderReact(() => renderToStaticMarkup(value), position, ctx) }];
    ctx.report(`an expression gave ${Object.prototype.toString.call(value)}, which cannot be shown (expected text, a number or JSX)`, position);
    return [];
  };

  const renderReact = (render: () => string, position: JsxNode['position'], ctx: Context): string => {
    try {
      ctx.codeAt(position);
      return ctx.styles.inline.inHtml(render());
    } catch (err) {
      ctx.report(`a component failed while rendering: ${(err as Error).message}`, position);
      return '';
    }
  };

  /** The props of an element: its attributes' values (a bare attribute is true). */
  const propsOf = (node: JsxNode, ctx: Context): Record<string, unknown> => {
    const props: Record<string, unknown> = {};
    for (const a of node.attributes) {
      if (a.type === 'mdxJsxExpressionAttribute') Object.assign(props, evaluate(a as never, ctx) ?? {});
      else if (a.name) props[a.name] = a.value === null || a.value === undefined ? true : typeof a.value === 'string' ? a.value : evaluate(a.value as never, ctx);
    }
    return props;
  };

  const element = (node: JsxNode, ctx: Context): RootContent[] => {
    ctx.copy?.unwrap(node as never);
    if (node.name === null) return node.children as RootContent[]; // <>…</>
    const props = propsOf(node, ctx);
    if (/^[a-z]/.test(node.name)) {
      return [{ type: node.type === 'mdxJsxFlowElement' ? 'mdxHtmlFlow' : 'mdxHtmlText', data: { hName: node.name, hProperties: styledProperties(elementProperties(props), ctx) }, children: node.children } as unknown as RootContent];
    }
    const binding = bindingOf(node.name, ctx);
    const handler = binding?.name === 'default' ? handlers.get(binding.source) : undefined;
    if (handler) return [handler({ type: node.type, name: node.name, props, children: node.children as RootContent[], position: node.position }, ctx.file, tools(ctx))];
    if (binding && MARKDOWN_PARTIAL.test(binding.source)) return partial(binding.source, node, ctx);
    const local = ctx.scope.local(node.name);
    if (typeof local === 'function') return reactElement(local as ComponentType, props, node, ctx);
    if (binding && site && !binding.source.startsWith('@theme/')) {
      const found = imported(binding, node, ctx);
      if (!found) return node.children as RootContent[];
      if (found.island) {
        const island = islandOf(binding, found.component, props, node, ctx);
        if (island) return island;
      }
      return reactElement(found.component, props, node, ctx);
    }
    ctx.report(`unknown component <${node.name}>${binding ? ` (imported from "${binding.source}")` : ''}: its children are shown without it; docgen knows ${[...handlers.keys()].join(', ')}, Markdown partials and components the page defines`, node.position, 'warning');
    return node.children as RootContent[];
  };

  const tools = (ctx: Context): JsxTools => ({
    propsOf: (child) => (isJsx(child) ? propsOf(child, ctx) : undefined),
    importOf: (child) => (isJsx(child) && child.name ? bindingOf(child.name, ctx)?.source : undefined),
    textOf: (nodes) =>
      nodes
        .map((n) => (n.type === 'text' ? n.value : n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression' ? String(evaluate(n as never, ctx) ?? '') : 'children' in n ? tools(ctx).textOf(n.children as RootContent[]) : ''))
        .join(''),
  });

  /**
   * A React component's element, rendered to HTML with a marker for its children: the HTML around
   * the marker stands before and after the children, which go on through the pipeline as Markdown.
   */
  const reactElement = (component: ComponentType, props: Record<string, unknown>, node: JsxNode, ctx: Context): RootContent[] => {
    const marker = `\u{E000}docgen-children\u{E000}`;
    const html = renderReact(() => renderToStaticMarkup(createElement(component, props, node.children.length ? marker : undefined)), node.position, ctx);
    const at = html.indexOf(marker);
    if (at < 0) return [{ type: 'html', value: html }];
    const after = html.slice(at + marker.length).split(marker).join('');
    return [{ type: 'html', value: html.slice(0, at) }, ...(node.children as RootContent[]), { type: 'html', value: after }];
  };

  /** A component imported from the site or a package (its files are inputs of the page), or undefined with a problem said. */
  const imported = (binding: { source: string; name: string }, node: JsxNode, ctx: Context): { component: ComponentType; island: boolean } | undefined => {
    const data = fileData(ctx.file);
    const dir = ctx.dir ?? data.sourceDir ?? site!.root;
    ctx.codeAt(node.position);
    const mod = siteModule(binding.source, dir, { root: site!.root, baseUrl: data.baseUrl, siteConfig: { ...site, baseUrl: data.baseUrl } });
    if ('error' in mod) {
      ctx.report(`<${node.name}>: ${mod.error}`, node.position);
      return undefined;
    }
    for (const f of mod.files) data.dataFiles?.push(path.relative(data.sourceDir ?? dir, f));
    if (mod.css) ctx.styles.css.add(mod.css);
    let value: unknown = binding.name === '*' ? mod.exports : binding.name === 'default' ? mod.exports.default : mod.exports[binding.name];
    for (const part of node.name!.split('.').slice(1)) value = (value as Record<string, unknown> | undefined)?.[part];
    if (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)) return { component: value as ComponentType, island: mod.exports.hydrate === true };
    ctx.report(`<${node.name}>: "${binding.source}" has no component ${binding.name === 'default' ? 'as its default export' : `named ${binding.name}`}`, node.position);
    return undefined;
  };

  /** A component whose module runs in the browser, as an island (mdx/islands.ts); undefined, with a warning, when it cannot be one. */
  const islandOf = (binding: { source: string; name: string }, component: ComponentType, props: Record<string, unknown>, node: JsxNode, ctx: Context): RootContent[] | undefined => {
    const data = fileData(ctx.file);
    const warn = (why: string) => void ctx.report(`<${node.name}> is shown as HTML only: ${why}`, node.position, 'warning');
    if (binding.name === '*' || node.name!.includes('.')) return warn('an island is a module\'s default or named export, used by its own name'), undefined;
    const script = islandScript(binding.source, ctx.dir ?? data.sourceDir ?? site!.root, { root: site!.root, baseUrl: data.baseUrl, siteConfig: { ...site, baseUrl: data.baseUrl } });
    if ('error' in script) return warn(script.error), undefined;
    const nodes = islandNodes({ component, exportName: binding.name, props, children: node.children as RootContent[], script: script.js, baseUrl: data.baseUrl, render: (render) => renderReact(render, node.position, ctx) });
    if ('error' in nodes) return warn(nodes.error), undefined;
    ctx.styles.scripts.add(script.js);
    return nodes;
  };

  /** An imported .md/.mdx file, rendered in place (its own imports and exports), an input of the page. */
  const partial = (source: string, node: JsxNode, ctx: Context): RootContent[] => {
    const data = fileData(ctx.file);
    const dir = ctx.dir ?? data.sourceDir;
    const found = findPartial(source, dir, site?.root, data);
    if ('error' in found) return ctx.report(found.error, node.position), [];
    const { file } = found;
    data.dataFiles?.push(path.relative(data.sourceDir ?? dir!, file));
    if (ctx.partials.includes(file)) {
      ctx.report(`the partial "${source}" imports itself (through ${ctx.partials.map((p) => path.basename(p)).join(' → ')})`, node.position);
      return [];
    }
    const read = readPartial(source, file);
    if ('error' in read) return ctx.report(read.error, node.position), [];
    const { text, shown, frontMatterLines } = read;
    // (Its problems are the partial's, at its lines: the tree's positions count from after its front matter.)
    const report: Context['report'] = (message, at, severity = 'error') => data.problems.push({ severity, file: shown, message, ...(at ? { line: at.start.line + frontMatterLines, column: at.start.column } : {}) });
    const locate: Context['codeAt'] = (at) => codeAt(shown, at && at.start.line + frontMatterLines, at?.start.column);
    let tree: Root;
    try {
      tree = parseMdx(mdxCompat(text));
    } catch (err) {
      if (err instanceof NestingError) err = new MdxSyntaxError(err.message.replace(/^the content/, 'the partial'), err.line, undefined);
      if (!(err instanceof MdxSyntaxError)) throw err;
      data.problems.push({ severity: 'error', file: shown, message: `MDX: ${err.message}`, ...(err.line !== undefined ? { line: err.line + frontMatterLines, column: err.column } : {}) });
      return [];
    }
    const inner: Context = { scope: scopeOf(tree, report, locate, ctx.file, path.dirname(file)), file: ctx.file, report, codeAt: locate, dir: path.dirname(file), partials: [...ctx.partials, file], styles: ctx.styles };
    transform(tree, inner);
    // (Its nodes are not at the page's lines: what reports later by position, such as links, has none.)
    walk(tree as never, (n: { position?: unknown }) => void delete n.position);
    return tree.children;
  };

  return (tree: Root, file: VFile) => {
    const data = fileData(file);
    if (!data.mdx) return;
    const report: Context['report'] = (message, position, severity = 'error') => reportProblem(file, message, position?.start.line, severity, position?.start.column);
    const locate: Context['codeAt'] = (at) => codeAt(data.path, at && at.start.line + data.firstLine - 1, at?.start.column);
    const copy = new MarkdownCopy();
    const styles = { css: new Set<string>(), inline: new InlineStyles(), scripts: new Set<string>() };
    transform(tree, { scope: scopeOf(tree, report, locate, file, undefined, copy, data.frontMatter), file, report, codeAt: locate, partials: [], copy, styles });
    const inline = styles.inline.css();
    if (styles.css.size || inline) data.styles = [...styles.css, ...(inline ? [inline] : [])];
    if (styles.scripts.size) data.scripts = [...styles.scripts];
    if (data.mdxSource !== undefined) data.mdxMarkdown = copy.apply(data.mdxSource);
  };
}

/** An element's properties with its style made a class (inline-styles.ts). */
function styledProperties(properties: ReturnType<typeof elementProperties>, ctx: Context): ReturnType<typeof elementProperties> {
  const className = typeof properties.style === 'string' ? ctx.styles.inline.classOf(properties.style) : undefined;
  if (!className) return properties;
  const { style: _style, ...rest } = properties;
  return { ...rest, className: [...((rest.className as string[] | undefined) ?? []), className] };
}

/** Every expression of a tree that may be evaluated: in text and flow, and JSX attribute values. */
function expressionsOf(tree: Root): Located[] {
  const out: Located[] = [];
  walk(tree as never, (node: { type: string; attributes?: JsxAttribute[] } & Located) => {
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && !MdxScope.isComment(node)) out.push(node);
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    for (const a of node.attributes ?? []) {
      if (a.type === 'mdxJsxExpressionAttribute') out.push(a as Located);
      else if (a.value && typeof a.value === 'object') out.push(a.value as Located);
    }
  });
  return out;
}

const isJsx = (node: RootContent): node is RootContent & JsxNode => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

const at = (err: MdxEvalError) => (err.line !== undefined ? { start: { line: err.line, column: err.column ?? 1 } } : undefined);

/** Replaces the node at `index` by `nodes` and visits them next (nested MDX is handled in turn). */
function replace(parent: Parent, index: number, nodes: RootContent[]): number {
  parent.children.splice(index, 1, ...(nodes as Parent['children']));
  mergeText(parent);
  return index;
}

/** Adjacent text nodes as one (as the Markdown parser gives them): heading ids and slugs see one text. */
function mergeText(parent: Parent): void {
  const out: RootContent[] = [];
  for (const n of parent.children as RootContent[]) {
    const last = out[out.length - 1];
    if (n.type === 'text' && last?.type === 'text') (last as Text).value += n.value;
    else out.push(n);
  }
  // (In place: the tree walk holds this array.)
  if (out.length !== parent.children.length) parent.children.splice(0, parent.children.length, ...(out as Parent['children']));
}

/** `:name[label]` that no component handles: the text it was written as. */
function directiveText(node: Parent & { name: string }): RootContent[] {
  return [{ type: 'text', value: `:${node.name}` }, ...(node.children.length ? [{ type: 'text', value: '[' } as Text, ...(node.children as RootContent[]), { type: 'text', value: ']' } as Text] : [])];
}
