// remark plugin: the MDX nodes of a page become what the rest of the pipeline knows. ESM is run and
// removed, its imports bound to what they import (mdx/json-imports.ts, mdx/import-values.ts);
// `{expressions}` are evaluated (comments drop out; `{/* #id */}` ends a heading as its id; braces
// that continue a bare URL are the URL's, mdx/url-braces.ts); JSX elements become HTML elements
// (lowercase names, attributes as React writes them), content components (components/registry.ts,
// by module: `@theme/Tabs`), an imported Markdown partial, or a React component of the page or the
// site (with the theme components and partials met inside it: mdx/slots.ts); else their children,
// with a warning. Lone text directives are text again.
import path from 'node:path';
import type { Root, Parent, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import type { ComponentType } from 'react';
import { walk } from '../../../components/kit/walk.ts';
import { fileData, reportProblem } from '../../../components/kit/file-data.ts';
import { forSettings, type ContentComponent, type JsxHandler, type JsxTools, type MarkdownSettings } from '../../../components/kit/component.ts';
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
import { bracesInUrlsAsText } from './url-braces.ts';
import { at, isJsx, type Context, type ExpressionNode, type JsxNode } from './context.ts';
import { importedComponent, islandOf, reactElement, valueNodes, type ModuleSite } from './react-nodes.ts';
import { bindImportValues } from './import-values.ts';
import { slotOf } from './slots.ts';
import { rebaseLinks } from './partial-links.ts';
import { enterPage, pageWasRead, type PageContext } from './shim-runtime.ts';
import { swizzledComponents } from './swizzled.ts';
import { markThemedConstructs, siteMdxComponents, themeUseOf, type ThemeUse } from './theme-content.ts';
import { shimmedModules } from './site-shims.ts';
import { directiveText, expressionsOf, replace, styledProperties } from './tree-edits.ts';
import { pathnameHref } from '../../../shared/urls.ts';
import type { Preprocessor } from '../preprocess.ts';
import { didYouMean } from '../../../shared/suggest.ts';

const MARKDOWN_PARTIAL = /\.mdx?$/i;

export function remarkMdx(options: { components: ContentComponent[]; settings?: MarkdownSettings; preprocessor?: Preprocessor }) {
  const handlers = new Map<string, JsxHandler>();
  for (const c of options.components) for (const [source, handler] of Object.entries(forSettings(c.jsx, options.settings) ?? {})) handlers.set(source, handler);
  const site: ModuleSite | undefined = options.settings?.site && { site: options.settings.site, slots: [...handlers.keys()] };
  // Theme and client modules a page may import as it imports the site's: docgen's stand-ins.
  const standIns = new Set(shimmedModules([]));
  // The site's own theme components (swizzled): a page's import of one is the site's, not docgen's.
  const swizzled = new Set(swizzledComponents(options.settings?.site?.themeDir).keys());
  const compat = options.settings?.mdx1Compat;
  // The site's global components (config markdown.mdxComponents): what a page imports or declares itself wins.
  const globals = new Map<string, { source: string; name: string; member?: string }>(Object.entries(options.settings?.mdxComponents ?? {}));
  // (And the capitalised names of the site's own MDXComponents, found with its first page: mdx/theme-content.ts.)
  let themeGlobals = options.settings?.site?.themeParts?.includes('MDXComponents') ? undefined : new Map<string, { source: string; name: string; member: string }>();
  const bindingOf = (name: string, ctx: Context) => {
    const first = name.split('.')[0];
    if (!themeGlobals && site) themeGlobals = new Map(Object.keys(siteMdxComponents(site, ctx) ?? {}).filter((k) => /^[A-Z]/.test(k)).map((k) => [k, { source: '@theme/MDXComponents', name: 'default', member: k }]));
    return ctx.scope.imports.get(first) ?? (ctx.scope.declares(first) ? undefined : (globals.get(first) ?? themeGlobals?.get(first)));
  };

  /** The scope of a tree: its ESM run (a failure is reported, and leaves an empty scope). */
  const scopeOf = (tree: Root, ctx: Omit<Context, 'scope'>, frontMatter: Record<string, unknown> = {}): MdxScope => {
    bracesInUrlsAsText(tree);
    const esm = tree.children.filter((n) => n.type === 'mdxjsEsm') as Located[];
    for (const node of esm) ctx.copy?.replace(node as never);
    tree.children = tree.children.filter((n) => n.type !== 'mdxjsEsm');
    // (Docusaurus gives a page's code its front matter as `frontMatter`: a partial has its own, not read here.)
    const scope = new MdxScope(esm, expressionsOf(tree), { toc: [], frontMatter });
    const data = fileData(ctx.file);
    bindJsonImports(scope, { dir: ctx.dir ?? data.sourceDir, siteRoot: site?.site.root, data, report: (message) => ctx.report(message, esm[0]?.position) });
    bindImportValues(scope, site, { ...ctx, scope }, esm[0]?.position);
    try {
      ctx.codeAt(esm[0]?.position);
      scope.prepare();
    } catch (err) {
      if (!(err instanceof MdxEvalError)) throw err;
      ctx.report(`the page's import/export code failed: ${err.message}`, at(err));
    }
    return scope;
  };

  const transform = (tree: Parent, ctx: Context) => {
    markThemedConstructs(tree, options.settings);
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
    return valueNodes(value, node.position, ctx, node.type === 'mdxFlowExpression');
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

  /** The props of an element: its attributes' values (a bare attribute is true); a slot's, as React gave them. */
  const propsOf = (node: JsxNode, ctx: Context): Record<string, unknown> => {
    const slot = slotOf(node as never);
    if (slot) return { ...slot.props };
    const props: Record<string, unknown> = {};
    for (const a of node.attributes) {
      if (a.type === 'mdxJsxExpressionAttribute') Object.assign(props, evaluate(a as never, ctx) ?? {});
      else if (a.name) props[a.name] = a.value === null || a.value === undefined ? true : typeof a.value === 'string' ? a.value : evaluate(a.value as never, ctx);
    }
    return props;
  };

  /** What an element's name is bound to: an import (or a global component), or a slot's module. */
  const sourceOf = (node: JsxNode, ctx: Context) => {
    const slot = slotOf(node as never);
    return slot ? { source: slot.source, name: 'default' } : node.name ? bindingOf(node.name, ctx) : undefined;
  };

  const element = (node: JsxNode, ctx: Context): RootContent[] => {
    if (node.name === null) return node.children as RootContent[]; // <>…</>
    const props = propsOf(node, ctx);
    const theme = themeUseOf(node as never);
    if (theme && site) return themed(theme, { ...props, ...theme.props }, node, site, ctx);
    if (/^[a-z]/.test(node.name)) {
      // (`<a href="pathname:///x">`: Docusaurus' links take the protocol off.)
      if (node.name === 'a' && typeof props.href === 'string') props.href = pathnameHref(props.href, fileData(ctx.file).baseUrl) ?? props.href;
      return [{ type: node.type === 'mdxJsxFlowElement' ? 'mdxHtmlFlow' : 'mdxHtmlText', data: { hName: node.name, hProperties: styledProperties(elementProperties(props), ctx) }, children: node.children } as unknown as RootContent];
    }
    const binding = sourceOf(node, ctx);
    // (A slot is docgen's own component, reached as @theme-original/… from the site's.)
    const handler = binding?.name === 'default' && (slotOf(node as never) || !swizzled.has(binding.source)) ? handlers.get(binding.source) : undefined;
    if (handler) return [handler({ type: node.type, name: node.name, props, children: node.children as RootContent[], position: node.position }, ctx.file, tools(ctx))];
    if (binding && MARKDOWN_PARTIAL.test(binding.source)) return partial(binding.source, node, ctx);
    const local = ctx.scope.local(node.name);
    if (typeof local === 'function') return reactElement(local as ComponentType, props, node, ctx);
    if (binding && site && (!binding.source.startsWith('@theme/') || standIns.has(binding.source) || swizzled.has(binding.source))) {
      const found = importedComponent(binding, node, site, ctx);
      if (!found) return node.children as RootContent[];
      if (found.island) {
        const island = islandOf(binding, found.component, props, node, site, ctx);
        if (island) return island;
      }
      return reactElement(found.component, props, node, ctx);
    }
    ctx.report(`unknown component <${node.name}>${binding ? ` (imported from "${binding.source}")` : ''}: its children are shown without it${didYouMean(node.name, [...handlers.keys(), ...standIns].map((s) => s.slice(s.lastIndexOf('/') + 1)))}${binding ? '' : '; a component is one of docgen\'s (Tabs, Admonition, CodeBlock, …), a Markdown partial, or one the page imports or defines'}`, node.position, 'warning');
    return node.children as RootContent[];
  };

  /** A Markdown construct rendered by the site's own theme component (mdx/theme-content.ts). */
  const themed = (theme: ThemeUse, props: Record<string, unknown>, node: JsxNode, site: ModuleSite, ctx: Context): RootContent[] => {
    const binding = { source: theme.source, name: 'default' };
    const found = importedComponent(binding, node, site, ctx, true);
    if (!found) return node.children as RootContent[];
    // (An island takes Markdown as its children only: not a summary, nor a code block's code.)
    if (found.island && (theme.parts.length || 'children' in props)) ctx.report(`<${node.name}> is shown with the site's ${theme.source.slice('@theme/'.length)} as HTML only: ${theme.parts.length ? 'its summary is Markdown' : 'its code is its children'}, which the browser's copy (an island) cannot take`, node.position, 'warning');
    else if (found.island) {
      const island = islandOf(binding, found.component, props, node, site, ctx);
      if (island) return island;
    }
    return reactElement(found.component, props, node, ctx, theme.parts);
  };

  const tools = (ctx: Context): JsxTools => ({
    propsOf: (child) => (isJsx(child) ? propsOf(child, ctx) : undefined),
    importOf: (child) => (isJsx(child) ? sourceOf(child, ctx)?.source : undefined),
    textOf: (nodes) =>
      nodes
        .map((n) => (n.type === 'text' ? n.value : n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression' ? String(evaluate(n as never, ctx) ?? '') : 'children' in n ? tools(ctx).textOf(n.children as RootContent[]) : ''))
        .join(''),
  });

  /** An imported .md/.mdx file, rendered in place (its own imports and exports), an input of the page. */
  const partial = (source: string, node: JsxNode, ctx: Context): RootContent[] => {
    const data = fileData(ctx.file);
    const dir = ctx.dir ?? data.sourceDir;
    const found = findPartial(source, dir, site?.site.root, data);
    if ('error' in found) return ctx.report(found.error, node.position), [];
    const { file } = found;
    data.dataFiles?.push(path.relative(data.sourceDir ?? dir!, file));
    if (ctx.partials.includes(file)) {
      ctx.report(`the partial "${source}" imports itself (through ${ctx.partials.map((p) => path.basename(p)).join(' → ')})`, node.position);
      return [];
    }
    const preprocessor = options.preprocessor;
    const read = readPartial(source, file, preprocessor && ((fileContent) => (ctx.codeAt(node.position), preprocessor({ filePath: file, fileContent }))));
    if ('error' in read) return ctx.report(read.error, node.position), [];
    const { text, shown, frontMatterLines } = read;
    // (Its problems are the partial's, at its lines: the tree's positions count from after its front matter.)
    const report: Context['report'] = (message, at, severity = 'error') => data.problems.push({ severity, file: shown, message, ...(at ? { line: at.start.line + frontMatterLines, column: at.start.column } : {}) });
    const locate: Context['codeAt'] = (at) => codeAt(shown, at && at.start.line + frontMatterLines, at?.start.column);
    let tree: Root;
    try {
      tree = parseMdx(mdxCompat(text, compat), false, undefined, { comments: compat?.comments, admonitionTitles: compat?.admonitions });
    } catch (err) {
      if (err instanceof NestingError) err = new MdxSyntaxError(err.message.replace(/^the content/, 'the partial'), err.line, undefined);
      if (!(err instanceof MdxSyntaxError)) throw err;
      data.problems.push({ severity: 'error', file: shown, message: `MDX: ${err.message}`, ...(err.line !== undefined ? { line: err.line + frontMatterLines, column: err.column } : {}) });
      return [];
    }
    const base = { file: ctx.file, report, codeAt: locate, dir: path.dirname(file), partials: [...ctx.partials, file], styles: ctx.styles };
    const inner: Context = { ...base, scope: scopeOf(tree, base) };
    transform(tree, inner);
    if (data.sourceDir) rebaseLinks(tree, path.dirname(file), data.sourceDir);
    // (Its nodes are not at the page's lines: what reports later by position, such as links, has none.)
    walk(tree as never, (n: { position?: unknown }) => void delete n.position);
    return tree.children;
  };

  return (tree: Root, file: VFile) => {
    const data = fileData(file);
    if (!data.mdx) return;
    // A page of plain Markdown (markdown-it read it) that the site's remark plugins gave no MDX
    // node: nothing here to do, as for the same page without them.
    if (data.mdxSource === undefined && !holdsMdx(tree)) return;
    const page: PageContext = { ...data.page, frontMatter: data.frontMatter ?? {} };
    enterPage(page);
    const report: Context['report'] = (message, position, severity = 'error') => reportProblem(file, message, position?.start.line, severity, position?.start.column);
    const locate: Context['codeAt'] = (at) => codeAt(data.path, at && at.start.line + data.firstLine - 1, at?.start.column);
    const styles = { css: new Set<string>(), inline: new InlineStyles(), scripts: new Set<string>() };
    const base = { file, report, codeAt: locate, partials: [], copy: new MarkdownCopy(), styles };
    // (Every element's tags, those inside a component that reads its children itself, such as Tabs, too;
    // not an element a remark plugin of the site made of Markdown — a code block made a player —
    // whose source is that Markdown, kept as written.)
    const source = data.mdxSource;
    walk(tree as never, (node: JsxNode) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && !isPlainHtml(node) && source?.[node.position?.start.offset ?? -1] === '<') base.copy.unwrap(node as never);
    });
    transform(tree, { ...base, scope: scopeOf(tree, base, data.frontMatter) });
    const inline = styles.inline.css();
    if (styles.css.size || inline) data.styles = [...styles.css, ...(inline ? [inline] : [])];
    if (styles.scripts.size) data.scripts = [...styles.scripts];
    if (data.mdxSource !== undefined) {
      for (const edit of data.mdxRestore ?? []) base.copy.edit(edit);
      data.mdxMarkdown = base.copy.apply(data.mdxSource);
    }
    if (page.layout) data.layout = page.layout;
    if (pageWasRead()) data.pageRead = true;
  };
}

/** The nodes of MDX this step renders (a text directive: what MDX reads as one). */
const MDX_NODES = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'textDirective']);

/** Whether a tree holds a node of MDX, at any depth. */
function holdsMdx(node: { type: string; children?: { type: string; children?: unknown[] }[] }): boolean {
  if (MDX_NODES.has(node.type)) return true;
  const children = node.children;
  if (children) for (let i = 0; i < children.length; i++) if (holdsMdx(children[i] as never)) return true;
  return false;
}

/** Whether an MDX element reads the same as Markdown's raw HTML (then the copy keeps it as written: `<span id="x"></span>`): an HTML tag name, and attributes of HTML names with literal values. */
function isPlainHtml(node: JsxNode): boolean {
  return !!node.name && /^[a-z][a-z0-9]*$/.test(node.name) && node.attributes.every((a) => a.type === 'mdxJsxAttribute' && /^[a-z][a-z0-9-]*$/.test(a.name ?? '') && (a.value === null || a.value === undefined || typeof a.value === 'string'));
}
