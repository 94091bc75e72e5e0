// A Docusaurus config (docusaurus.config.js, as loaded) as docgen's config input: the site keys,
// the classic preset's docs options, further docs-plugin instances and the themeConfig. Whatever
// docgen does not honour is a notice (a warning with the key and its line), never silently dropped.
import fs from 'node:fs';
import path from 'node:path';
import { isDocusaurusPackage, isObject, pluginEntry, type Notices } from './notices.ts';
import { mapThemeConfig } from './theme.ts';
import { mapMarkdownOptions } from './markdown.ts';
import { missingPackageOf } from '../../site-code/missing-package.ts';
import { stripNumberPrefix } from '../../content/doc-paths.ts';

type Out = Record<string, unknown>;

/** Keys that change nothing docgen writes (deployment, build tooling, data for the site's own React code). */
const NO_OUTPUT_EFFECT = new Set(['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'customFields', 'future', 'baseUrlIssueBanner', 'onDuplicateRoutes', 'webpack', 'ssrTemplate', 'storage']);
/** Docs-plugin options that change nothing docgen writes. */
const DOCS_NO_EFFECT = new Set(['id', 'editLocalizedFiles', 'editCurrentVersion', 'docItemComponent', 'docCategoryGeneratedIndexComponent', 'docTagsListComponent', 'docTagDocListComponent', 'docVersionRootComponent', 'docRootComponent', 'sidebarItemsGenerator', 'tags', 'onInlineTags', 'disableVersioning']);
const PLUGIN_KEYS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'] as const;

export interface MappedConfig {
  /** docgen's config input (validated by its schema next). */
  input: Out;
}

export function mapDocusaurusConfig(raw: Out, root: string, notices: Notices): MappedConfig {
  // Docusaurus' defaults where they differ from docgen's (broken anchors are only reported).
  const out: Out = { navbar: { items: [] }, staticDir: 'static', onBrokenAnchors: raw.onBrokenAnchors === 'throw' ? 'throw' : 'warn' };
  const markdown: Out = {};
  const docsPlugins: Out[] = [];
  let docsRouteBase = 'docs';
  const pluginRoutes = new Map<string, string>();
  mapMarkdownOptions(raw, markdown, notices);
  for (const [key, value] of Object.entries(raw)) {
    switch (key) {
      case 'title':
      case 'titleDelimiter':
      case 'tagline':
      case 'url':
      case 'favicon':
        out[key] = value;
        break;
      case 'baseUrl':
        out.baseUrl = typeof value === 'string' && !value.endsWith('/') ? `${value}/` : value;
        break;
      case 'trailingSlash':
        if (value === true) notices.skip(key, 'docgen serves pages without a trailing slash (/docs/intro); links with one still work');
        break;
      case 'onBrokenLinks':
        out.onBrokenLinks = value === 'throw' ? 'throw' : 'warn';
        break;
      case 'onBrokenAnchors':
        break; // (below: Docusaurus' default differs from docgen's)
      case 'onBrokenMarkdownLinks':
        if (value !== (raw.onBrokenLinks ?? 'throw')) notices.skip(key, `docgen treats links to missing Markdown files as onBrokenLinks says ("${String(raw.onBrokenLinks ?? 'throw')}")`);
        break;
      case 'staticDirectories':
        if (Array.isArray(value) && typeof value[0] === 'string') out.staticDir = value[0];
        if (Array.isArray(value) && value.length > 1) notices.skip(key, `docgen serves one static folder ("${String(value[0])}"); ${value.slice(1).join(', ')} not served`);
        break;
      case 'i18n':
        if (isObject(value)) out.i18n = i18n(value, notices);
        break;
      case 'markdown':
        break; // (with `future`: mapMarkdownOptions, above)
      case 'presets':
        for (const [i, entry] of (Array.isArray(value) ? value : []).entries()) {
          const preset = pluginEntry(entry);
          if (!preset) continue;
          if (preset.name !== 'classic' && !isDocusaurusPackage(preset.name, 'preset-classic')) {
            notices.skip(`presets[${i}]`, `the preset "${preset.name}" is not supported by docgen; skipped`);
            continue;
          }
          // The classic preset has a blog and React pages unless turned off: said when their folders exist.
          const defaults = { ...(fs.existsSync(path.join(root, 'blog')) ? { blog: {} } : {}), ...(fs.existsSync(path.join(root, 'src/pages')) ? { pages: {} } : {}) };
          for (const [k, v] of Object.entries({ ...defaults, ...preset.options })) {
            if (k === 'docs') {
              if (v === false) notices.skip('docs', 'docs turned off: docgen builds docs sites only');
              else if (isObject(v)) {
                Object.assign(out, { docs: docsOptions(v, root, `presets[${i}].docs`, markdown, notices) });
                docsRouteBase = routeOf(v, 'docs');
              }
            } else if (v !== false && v !== undefined) notices.skip(`presets[${i}].${k}`, skippedPart(k));
          }
        }
        break;
      case 'plugins':
        for (const [i, entry] of (Array.isArray(value) ? value : []).entries()) {
          const plugin = pluginEntry(entry);
          if (!plugin) continue;
          if (isDocusaurusPackage(plugin.name, 'plugin-content-docs') || plugin.name === 'content-docs') {
            const id = typeof plugin.options.id === 'string' ? plugin.options.id : 'default';
            if (id === 'default') {
              out.docs = docsOptions(plugin.options, root, `plugins[${i}]`, markdown, notices);
              docsRouteBase = routeOf(plugin.options, 'docs');
            } else {
              docsPlugins.push(docsInstance(id, plugin.options, root, `plugins[${i}]`, notices));
              pluginRoutes.set(id, routeOf(plugin.options, id));
            }
          } else notices.skip(`plugins[${i}]`, `the plugin "${missingPackageOf(entry) ?? plugin.name}" is not run by docgen; skipped`);
        }
        break;
      case 'themes':
        for (const [i, entry] of (Array.isArray(value) ? value : []).entries()) {
          const theme = pluginEntry(entry);
          if (theme) notices.skip(`themes[${i}]`, `the theme "${theme.name}" is not used: docgen has its own theme`);
        }
        break;
      case 'themeConfig':
        break; // after the docs routes are known
      case 'stylesheets':
        if (Array.isArray(value)) out.stylesheets = value.map((s) => (isObject(s) ? { href: s.href, ...(s.integrity ? { integrity: s.integrity } : {}), ...(s.crossorigin ? { crossorigin: s.crossorigin } : {}) } : s));
        break;
      case 'headTags':
      case 'scripts':
      case 'clientModules':
        if (Array.isArray(value) && value.length) notices.skip(key, "not added to docgen's pages (its Content-Security-Policy allows the site's own files only)");
        break;
      default:
        if (!NO_OUTPUT_EFFECT.has(key)) notices.skip(key, 'not supported by docgen; ignored');
    }
  }
  if (!out.docs) out.docs = docsOptions({}, root, 'docs', markdown, notices);
  if (docsPlugins.length) out.docsPlugins = docsPlugins;
  const docsRoute = (pluginId: string | undefined) => `/${!pluginId || pluginId === 'default' ? docsRouteBase : (pluginRoutes.get(pluginId) ?? pluginId)}`;
  if (isObject(raw.themeConfig)) {
    const theme = mapThemeConfig(raw.themeConfig, docsRoute, notices);
    const { magicComments, ...rest } = theme;
    if (magicComments) markdown.magicComments = magicComments;
    Object.assign(out, rest);
  }
  if (Object.keys(markdown).length) out.markdown = markdown;
  return { input: out };
}

function skippedPart(key: string): string {
  switch (key) {
    case 'blog':
      return 'the blog is not built by docgen; skipped (its pages are not in the site)';
    case 'pages':
      return "React pages (src/pages) are not built by docgen; skipped: the site's root shows docgen's home page";
    case 'theme':
      return "custom CSS is not applied: docgen's theme has its own styles";
    default:
      return 'not supported by docgen; skipped';
  }
}

/** A docs plugin's route, without slashes at its ends ('' for docs at the site root). */
function routeOf(options: Out, fallback: string): string {
  return (typeof options.routeBasePath === 'string' ? options.routeBasePath : fallback).replace(/^\/+|\/+$/g, '');
}

/** The classic preset's docs options (or the default docs plugin's) as docgen's `docs`. */
function docsOptions(options: Out, root: string, where: string, markdown: Out, notices: Notices): Out {
  const docsPath = typeof options.path === 'string' ? options.path : 'docs';
  const docs: Out = { path: docsPath, versionedPath: 'versioned_docs', versionedSidebarsPath: 'versioned_sidebars', versionsFile: 'versions.json', routeBasePath: routeOf(options, 'docs'), mainDocId: mainDocOf(path.resolve(root, docsPath)) };
  if (typeof options.sidebarPath === 'string') docs.sidebarPath = options.sidebarPath;
  else if (options.sidebarPath === false) docs.sidebarPath = '';
  else docs.autogeneratedSidebar = true;
  for (const [k, v] of Object.entries(options)) {
    const at = `${where}.${k}`;
    if (k === 'path' || k === 'routeBasePath' || k === 'sidebarPath') continue;
    if (k === 'editUrl') {
      if (typeof v === 'string') docs.editUrl = v;
      else notices.skip(at, 'an edit URL made by a function is not supported; pages have no edit link');
    } else if (k === 'lastVersion' && typeof v === 'string') docs.lastVersion = v;
    else if ((k === 'showLastUpdateTime' || k === 'showLastUpdateAuthor') && typeof v === 'boolean') docs[k] = v;
    else if (k === 'versions' && isObject(v)) docs.versions = v;
    else if (k === 'admonitions' && isObject(v)) markdown.admonitions = v;
    else if ((PLUGIN_KEYS as readonly string[]).includes(k)) {
      const installed = (Array.isArray(v) ? v : []).filter((entry, i) => {
        const missing = missingPackageOf(Array.isArray(entry) ? entry[0] : entry);
        if (missing) notices.skip(`${at}[${i}]`, `the plugin "${missing}" is not run: its package is not installed`);
        return !missing;
      });
      if (installed.length) markdown[k] = installed;
    } else if (!DOCS_NO_EFFECT.has(k)) notices.skip(at, 'not supported by docgen; ignored');
  }
  return docs;
}

/** Another docs-plugin instance (an `architecture` or `community` section): one version, its own route and sidebars. */
function docsInstance(id: string, options: Out, root: string, where: string, notices: Notices): Out {
  const docsPath = typeof options.path === 'string' ? options.path : id;
  const out: Out = { id, path: docsPath, routeBasePath: routeOf(options, id), mainDocId: mainDocOf(path.resolve(root, docsPath)) };
  if (typeof options.sidebarPath === 'string') out.sidebarPath = options.sidebarPath;
  // Its versions, where Docusaurus keeps an instance's: <id>_versions.json and the folders beside it.
  if (fs.existsSync(path.join(root, `${id}_versions.json`))) Object.assign(out, { versionsFile: `${id}_versions.json`, versionedPath: `${id}_versioned_docs`, versionedSidebarsPath: `${id}_versioned_sidebars` });
  for (const [k, v] of Object.entries(options)) {
    if (['id', 'path', 'routeBasePath', 'sidebarPath'].includes(k) || DOCS_NO_EFFECT.has(k)) continue;
    if (k === 'lastVersion' && typeof v === 'string') out.lastVersion = v;
    else if ((k === 'showLastUpdateTime' || k === 'showLastUpdateAuthor') && typeof v === 'boolean') out[k] = v;
    else if (k === 'versions' && isObject(v)) out.versions = v;
    else notices.skip(`${where}.${k}`, 'not supported for a docs section beside the main docs; ignored');
  }
  return out;
}

/** The doc a version's links fall back to: intro, index or README when there is one, else the first doc by name. */
function mainDocOf(dir: string): string {
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir).filter((n) => /\.mdx?$/.test(n) && !n.startsWith('_'));
  } catch {
    return 'intro';
  }
  const ids = names.map((n) => stripNumberPrefix(n.replace(/\.mdx?$/, ''))).sort();
  return ids.find((n) => n === 'intro') ?? ids.find((n) => /^(index|readme)$/i.test(n)) ?? ids[0] ?? 'intro';
}

function i18n(value: Out, notices: Notices): Out {
  const defaultLocale = typeof value.defaultLocale === 'string' ? value.defaultLocale : 'en';
  const configs = isObject(value.localeConfigs) ? value.localeConfigs : {};
  const own = isObject(configs[defaultLocale]) ? (configs[defaultLocale] as Out) : {};
  const others = (Array.isArray(value.locales) ? value.locales : []).filter((l) => l !== defaultLocale);
  if (others.length) notices.skip('i18n.locales', `docgen builds the default locale ("${defaultLocale}") only; ${others.join(', ')} not built`);
  return {
    defaultLocale,
    locales: { [defaultLocale]: { label: typeof own.label === 'string' ? own.label : defaultLocale, direction: own.direction === 'rtl' ? 'rtl' : 'ltr', htmlLang: typeof own.htmlLang === 'string' ? own.htmlLang : defaultLocale, path: defaultLocale } },
  };
}
