// What a content component is: the Markdown it reads (directives, mdast transforms), and by the
// convention of its folder, its stylesheet (`style.css`) and its behaviour in the browser
// (`client.ts`, default export a ClientBehaviour). Components are listed in ../registry.ts.
import type { Parent, RootContent } from 'mdast';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { VFile } from 'vfile';

/** The Markdown renderer's settings, as every component's transforms see them. */
export interface MarkdownSettings {
  baseUrl: string;
  /** Labels of code tabs whose info string gives only a value, e.g. { bash: 'Bash' }. */
  tabLabels?: Record<string, string>;
  /** Names of API classes ([Locator] is a reference to one). */
  apiClasses?: string[];
  /** The site's Markdown format (config markdown.format): which pages are MDX depends on it. */
  format?: 'mdx' | 'md' | 'detect';
  /** The site, for components an MDX page imports from it (bundled and rendered on the server). */
  /** The site: its root, and `area`, the folder its content may be read from (components/kit/real-path.ts). */
  site?: { root: string; area?: string; title: string; tagline: string; url: string; titleDelimiter?: string; customFields?: Record<string, unknown>; themeDir?: string; themeParts?: string[] };
  /** Comment lines of code blocks that mark lines with a class (config markdown.magicComments). */
  magicComments?: { className: string; line?: string; block?: { start: string; end: string } }[];
  /** Components MDX pages use without an import (config markdown.mdxComponents): name → module and export. */
  mdxComponents?: Record<string, { source: string; name: string }>;
  /** The site's own remark/rehype plugins, by reference to the config that has them (generator/markdown/site-plugins.ts). */
  plugins?: { configFile: string; root: string; fingerprint: string };
  /** The site's own admonition keywords (config markdown.admonitions), besides the defaults unless extendDefaults is false. */
  admonitions?: { keywords: string[]; extendDefaults: boolean };
  /** Raw HTML in Markdown (config markdown.rawHtml): 'allow' when not set. */
  rawHtml?: 'allow' | 'sanitize' | 'error';
  /** Docusaurus' markdown.mdx1Compat: how MDX reads HTML comments, `{#id}` and `:::tip Title` (each on when not set). */
  mdx1Compat?: { comments?: boolean; admonitions?: boolean; headingIds?: boolean };
}

/** What a component handles, fixed or depending on the renderer's settings (a site's own admonition keywords). */
export type BySettings<T> = T | ((settings: MarkdownSettings) => T);

export function forSettings<T>(value: BySettings<T> | undefined, settings: MarkdownSettings | undefined): T | undefined {
  return typeof value === 'function' ? (value as (s: MarkdownSettings) => T)(settings ?? { baseUrl: '/' }) : value;
}

/** A directive as parsed: `:::name[label]{attributes}` (container) or `::name[label]{…}` (leaf). */
export interface DirectiveNode {
  type: 'containerDirective' | 'leafDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  children: RootContent[];
  position?: { start: { line: number; column: number } };
}

/**
 * Turns a directive into the node that stands in its place (its children are processed after it,
 * so directives nest). Problems are reported on the file (see kit/file-data.ts).
 */
export type DirectiveHandler = (node: DirectiveNode, file: VFile, parent: Parent) => RootContent;

/** A JSX element of an MDX page (`<Tabs groupId="os">…</Tabs>`), its attributes evaluated. */
export interface JsxElementNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string;
  props: Record<string, unknown>;
  children: RootContent[];
  position?: { start: { line: number; column: number } };
}

/** What a component's handler may ask of the elements and expressions among its children. */
export interface JsxTools {
  /** A child element's props, evaluated (undefined when the child is not a JSX element). */
  propsOf(child: RootContent): Record<string, unknown> | undefined;
  /** The module a child element's component is imported from ('@theme/TabItem'), if it is one. */
  importOf(child: RootContent): string | undefined;
  /** The text of nodes, expressions evaluated (a CodeBlock's code). */
  textOf(nodes: RootContent[]): string;
}

/** Turns a component's element into the node that stands in its place (its children are processed after it). */
export type JsxHandler = (node: JsxElementNode, file: VFile, tools: JsxTools) => RootContent;

export interface ContentComponent {
  /** The component's folder name under src/components. */
  name: string;
  /** Container directives it handles (`:::name`), by name. */
  containers?: BySettings<Record<string, DirectiveHandler>>;
  /** Leaf directives it handles (`::name`), by name. */
  leaves?: Record<string, DirectiveHandler>;
  /**
   * The MDX components it is, by the module pages import them from ('@theme/Tabs', default
   * export): `import Tabs from '@theme/Tabs'` then `<Tabs>` is handled by it.
   */
  jsx?: BySettings<Record<string, JsxHandler>>;
  /** A transform of the page's mdast, run after directives, API references and links in text. */
  remark?: (settings: MarkdownSettings) => (tree: MdastRoot, file: VFile) => void;
  /** A transform of the page's HTML tree, run before headings are collected. */
  rehype?: (settings: MarkdownSettings) => (tree: HastRoot, file: VFile) => void;
  /** A transform of the page's HTML tree once its headings have ids (the table of contents is known). */
  afterHeadings?: (settings: MarkdownSettings) => (tree: HastRoot, file: VFile) => void;
  /** Sources the component's HTML loads from besides the site, by Content-Security-Policy directive. */
  contentSources?: { frame?: string[] };
  /** It has a `style.css` and a `client.ts` in its folder (bundled into the site's CSS and script). */
  style?: boolean;
  client?: boolean;
}

/** Browser storage that never throws (the client runtime's). */
export interface ClientStorage {
  get(key: string): string | null;
  set(key: string, value: string | null): void;
}

/** A component's behaviour in the browser (the default export of its `client.ts`). */
export interface ClientBehaviour {
  /** Once, when the page loads: document-wide listeners (they serve content rendered later too). */
  install?(storage: ClientStorage): void;
  /** After each page's content is on screen (first load and every client navigation). */
  enhance?(root: ParentNode, storage: ClientStorage): void;
}
