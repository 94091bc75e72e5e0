// The site's own remark and rehype plugins (config markdown.remarkPlugins, rehypePlugins and their
// beforeDefault… lists; a Docusaurus site's docs options), and its markdown.preprocessor. Plugins
// are functions, which cannot cross to a worker thread: the renderer settings carry a reference to
// the config instead, and a worker loads the config itself, once, before its first page. The thread
// that loaded the config registers its plugins here, so it does not load them again.
import { createHash } from 'node:crypto';
import { unified, type PluggableList } from 'unified';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { SiteConfig } from '../config/schema.ts';
import type { Preprocessor, preprocessedBody } from './preprocess.ts';

export interface SitePluginsRef {
  /** The config file (absolute) and the project root: what a worker loads them from. */
  configFile: string;
  root: string;
  /** A hash of the plugins' code and options: a rendered page depends on them (the cache salt). */
  fingerprint: string;
}

export interface SitePlugins {
  remark: PluggableList;
  rehype: PluggableList;
  /** Docusaurus' markdown.preprocessor: the content a page is read from, given its file's. */
  preprocessor?: Preprocessor;
  /** The page's body by the preprocessor (preprocess.ts), loaded with the plugins where there is one. */
  readPreprocessed?: typeof preprocessedBody;
  /** Syntax the remark plugins add to the parser (remark-math's `$…$`): pages are then read by micromark. */
  syntax?: { extensions: MicromarkExtension[]; mdastExtensions: FromMarkdownExtension[] };
}

type Lists = Pick<SiteConfig['markdown'], 'beforeDefaultRemarkPlugins' | 'remarkPlugins' | 'beforeDefaultRehypePlugins' | 'rehypePlugins' | 'preprocessor'>;

const loaded = new Map<string, SitePlugins>();

/** The reference for a config's plugins (undefined when it has none), its plugins registered for this thread. */
export function sitePluginsRef(markdown: Lists, configFile: string, root: string): SitePluginsRef | undefined {
  const remark = [...(markdown.beforeDefaultRemarkPlugins ?? []), ...(markdown.remarkPlugins ?? [])] as PluggableList;
  const rehype = [...(markdown.beforeDefaultRehypePlugins ?? []), ...(markdown.rehypePlugins ?? [])] as PluggableList;
  const preprocessor = markdown.preprocessor;
  if (!remark.length && !rehype.length && !preprocessor) return undefined;
  const hash = createHash('sha256');
  for (const entry of [...remark, ...rehype]) {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry];
    hash.update(String(plugin)).update('\0').update(safeJson(options)).update('\0');
  }
  if (preprocessor) hash.update('preprocessor\0').update(String(preprocessor));
  const ref = { configFile, root, fingerprint: hash.digest('hex').slice(0, 16) };
  loaded.set(keyOf(ref), { remark, rehype, syntax: syntaxOf(remark), ...(preprocessor ? { preprocessor } : {}) });
  return ref;
}

/**
 * Loads the plugins a reference names (a worker's first page); at once when this thread has them.
 * (The preprocessor's reading of a page, which parses its front matter, is loaded only for a site
 * that has one: a render thread starts without the front matter and config modules.)
 */
export async function loadSitePlugins(ref: SitePluginsRef): Promise<void> {
  if (!loaded.has(keyOf(ref))) {
    const { loadConfig } = await import('../config/load.ts');
    const { config } = await loadConfig(ref.configFile, ref.root);
    const again = sitePluginsRef(config.markdown, ref.configFile, ref.root);
    if (!again || again.fingerprint !== ref.fingerprint) throw new Error(`the plugins of ${ref.configFile} changed while the site was being rendered`);
  }
  const plugins = loaded.get(keyOf(ref))!;
  if (plugins.preprocessor && !plugins.readPreprocessed) plugins.readPreprocessed = (await import('./preprocess.ts')).preprocessedBody;
}

/** The plugins a reference names, once loaded in this thread. */
export function sitePlugins(ref: SitePluginsRef): SitePlugins {
  const plugins = loaded.get(keyOf(ref));
  if (!plugins || (plugins.preprocessor && !plugins.readPreprocessed)) throw new Error('the site plugins are not loaded: call loadSitePlugins() first');
  return plugins;
}

const keyOf = (ref: SitePluginsRef) => `${ref.configFile}\0${ref.fingerprint}`;

/** The parser extensions remark plugins register (as remark-parse would read them), if any. */
function syntaxOf(remark: PluggableList): SitePlugins['syntax'] {
  const processor = unified().use(remark);
  processor.freeze();
  const data = processor.data() as { micromarkExtensions?: MicromarkExtension[]; fromMarkdownExtensions?: FromMarkdownExtension[] };
  const extensions = data.micromarkExtensions ?? [];
  const mdastExtensions = data.fromMarkdownExtensions ?? [];
  return extensions.length || mdastExtensions.length ? { extensions, mdastExtensions } : undefined;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'function' ? String(v) : v)) ?? '';
  } catch {
    return String(value);
  }
}
