// A Docusaurus config (docusaurus.config.js, as loaded) as docgen's config input: the site keys,
// the classic preset's docs options, further docs-plugin instances and the themeConfig. Whatever
// docgen does not honour is a notice (a warning with the key and its line), never silently dropped.
import fs from 'node:fs';
import path from 'node:path';
import { isDocusaurusPackage, isObject, pluginEntry, type Notices } from './notices.ts';
import { mapThemeConfig } from './theme.ts';
import { mapPlugin, mapPresetPart, pluginDisplayName, skippedPluginPart } from './plugins.ts';
import { mapMarkdownOptions } from './markdown.ts';
import { missingPackageOf } from '../../site-code/missing-package.ts';
import { docsPluginInput, sameMarkdownOptions } from './docs-options.ts';
import { addCustomCss, relativeToSite } from './custom-css.ts';

type Out = Record<string, unknown>;

/** Keys that change nothing docgen writes (deployment, build tooling, data for the site's own React code). */
const NO_OUTPUT_EFFECT = new Set(['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'future', 'baseUrlIssueBanner', 'onDuplicateRoutes', 'webpack', 'ssrTemplate', 'storage']);

export interface MappedConfig {
  /** docgen's config input (validated by its schema next). */
  input: Out;
}

export function mapDocusaurusConfig(raw: Out, root: string, notices: Notices): MappedConfig {
  // Docusaurus' defaults where they differ from docgen's (broken anchors are only reported).
  // (Infima: Docusaurus' CSS framework, which the site's CSS and pages are written against.)
  const out: Out = { navbar: { items: [] }, staticDir: 'static', onBrokenAnchors: raw.onBrokenAnchors === 'throw' ? 'throw' : 'warn', theme: { infima: true } };
  const markdown: Out = {};
  const docsPlugins: Out[] = [];
  const sectionMarkdown: { where: string; own: Out }[] = [];
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
      case 'customFields':
        if (isObject(value)) out.customFields = value;
        break;
      case 'presets':
        for (const [i, entry] of (Array.isArray(value) ? value : []).entries()) {
          const preset = pluginEntry(entry);
          if (!preset) continue;
          if (preset.name !== 'classic' && !isDocusaurusPackage(preset.name, 'preset-classic')) {
            notices.skip(`presets[${i}]`, `the preset "${preset.name}" is not supported by docgen; skipped`);
            continue;
          }
          // The classic preset has a blog and React pages unless turned off: said when their folders exist.
          const defaults = { sitemap: {}, ...(fs.existsSync(path.join(root, 'blog')) ? { blog: {} } : {}), ...(fs.existsSync(path.join(root, 'src/pages')) ? { pages: {} } : {}) };
          for (const [k, v] of Object.entries({ ...defaults, ...preset.options })) {
            if (k === 'docs') {
              if (v === false) Object.assign(out, { docs: { enabled: false } });
              else if (isObject(v)) {
                Object.assign(out, { docs: docsPluginInput(v, { id: 'default', root, where: `presets[${i}].docs`, markdown, notices }) });
              }
            } else if (k === 'theme') addCustomCss(out, v, root, `presets[${i}].theme`, notices);
            else mapPresetPart(k, v, `presets[${i}].${k}`, { out, notices });
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
              out.docs = docsPluginInput(plugin.options, { id, root, where: `plugins[${i}]`, markdown, notices });
            } else {
              const own: Out = {};
              docsPlugins.push(docsPluginInput(plugin.options, { id, root, where: `plugins[${i}]`, markdown: own, notices }));
              sectionMarkdown.push({ where: `plugins[${i}]`, own });
            }
          } else if (!mapPlugin(plugin.name, plugin.options, `plugins[${i}]`, { out, notices })) {
            const name = pluginDisplayName(missingPackageOf(entry) ?? plugin.name);
            notices.skip(`plugins[${i}]`, `the plugin "${name}" is not run by docgen: ${skippedPluginPart(name)}`);
          }
        }
        break;
      case 'themes':
        for (const [i, entry] of (Array.isArray(value) ? value : []).entries()) {
          const theme = pluginEntry(entry);
          if (!theme || isDocusaurusPackage(theme.name, 'theme-search-algolia')) continue; // (themeConfig.algolia is docgen's search)
          if (isDocusaurusPackage(theme.name, 'theme-classic')) {
            addCustomCss(out, theme.options, root, `themes[${i}]`, notices);
          } else notices.skip(`themes[${i}]`, `the theme "${pluginDisplayName(theme.name)}" is not used: docgen has its own theme; ${skippedPluginPart(theme.name).replace(/^its /, "the theme's ")}`);
        }
        break;
      case 'themeConfig':
        break; // after the docs routes are known
      case 'stylesheets':
        if (Array.isArray(value)) out.stylesheets = value.map((s) => (isObject(s) ? { href: s.href, ...(s.integrity ? { integrity: s.integrity } : {}), ...(s.crossorigin ? { crossorigin: s.crossorigin } : {}) } : s));
        break;
      case 'scripts':
        if (Array.isArray(value)) out.scripts = value.filter((s) => typeof s === 'string' || (isObject(s) && typeof s.src === 'string'));
        break;
      case 'headTags':
        if (Array.isArray(value)) out.headTags = headTags(value, notices);
        break;
      case 'clientModules':
        if (Array.isArray(value)) out.clientModules = value.filter((m): m is string => typeof m === 'string').map((m) => relativeToSite(m, root));
        break;
      default:
        if (!NO_OUTPUT_EFFECT.has(key)) notices.skip(key, 'not supported by docgen; ignored');
    }
  }
  if (!out.docs) out.docs = docsPluginInput({}, { id: 'default', root, where: 'docs', markdown, notices });
  // The site's swizzled theme components, where Docusaurus finds them.
  if (fs.existsSync(path.join(root, 'src/theme'))) out.themeDir = 'src/theme';
  // (Docusaurus sets no policy: its sites show images from anywhere, badges and screenshots of other hosts.)
  out.contentSecurityPolicy = { img: ['https:'] };
  for (const { where, own } of sectionMarkdown) sameMarkdownOptions(markdown, own, where, notices);
  if (docsPlugins.length) out.docsPlugins = docsPlugins;
  const { magicComments, ...theme } = mapThemeConfig(isObject(raw.themeConfig) ? raw.themeConfig : {}, root, notices);
  if (magicComments) markdown.magicComments = magicComments;
  Object.assign(out, theme);
  if (Object.keys(markdown).length) out.markdown = markdown;
  return { input: out };
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

/** Docusaurus' headTags that docgen renders (links, metas, scripts); any other tag is said. */
function headTags(value: unknown[], notices: Notices): Out[] {
  const out: Out[] = [];
  for (const [i, tag] of value.entries()) {
    if (!isObject(tag)) continue;
    if (tag.tagName === 'link' || tag.tagName === 'meta' || tag.tagName === 'script') out.push({ tagName: tag.tagName, attributes: isObject(tag.attributes) ? tag.attributes : {}, ...(tag.tagName === 'script' && typeof tag.innerHTML === 'string' ? { innerHTML: tag.innerHTML } : {}) });
    else notices.skip(`headTags[${i}]`, `a <${String(tag.tagName)}> tag is not added to docgen's pages (links, metas and scripts are)`);
  }
  return out;
}
