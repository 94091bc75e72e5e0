// Docusaurus' themeConfig as docgen's config keys: navbar (navbar.ts), footer (footer.ts), colour
// mode, announcement bar, social card, metadata, the docs sidebar's options, the table of
// contents' levels, code blocks (Prism theme objects, magic comments) and Algolia's DocSearch.
// What docgen does not honour goes to the notices, once per key.
import { isObject, type Notices } from './notices.ts';
import { mapNavbar } from './navbar.ts';
import { mapFooter } from './footer.ts';
import { prismThemeSchema } from '../theme-schema.ts';
import { isKnownLanguage } from '../../markdown/highlight.ts';
import { missingPackageOf } from '../../site-code/missing-package.ts';

type Out = Record<string, unknown>;

/** Algolia options docgen's search uses; the others are DocSearch's own and said once each. */
const ALGOLIA_KEYS = new Set(['appId', 'apiKey', 'indexName', 'contextualSearch', 'placeholder']);

export function mapThemeConfig(theme: Out, root: string, notices: Notices): Out {
  const out: Out = {};
  for (const [key, value] of Object.entries(theme)) {
    const where = `themeConfig.${key}`;
    switch (key) {
      case 'navbar':
        if (isObject(value)) out.navbar = mapNavbar(value, { root, notices });
        break;
      case 'footer':
        if (isObject(value)) out.footer = mapFooter(value, notices);
        break;
      case 'colorMode':
        if (isObject(value)) out.colorMode = pick(value, ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme'], where, notices);
        break;
      case 'announcementBar':
        if (isObject(value)) out.announcementBar = { id: 'announcement-bar', ...pick(value, ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable'], where, notices) };
        break;
      case 'image':
        if (typeof value === 'string') out.image = value;
        break;
      case 'metadata':
        if (Array.isArray(value)) out.metadata = value;
        break;
      case 'tableOfContents':
        if (isObject(value)) out.tableOfContents = pick(value, ['minHeadingLevel', 'maxHeadingLevel'], where, notices);
        break;
      case 'docs':
        if (isObject(value)) docs(value, out, notices);
        break;
      case 'blog':
        notices.skip(where, "the blog's theme options (sidebar.groupByYear) are not supported by docgen; ignored");
        break;
      case 'prism':
        if (isObject(value)) prism(value, out, notices);
        break;
      case 'algolia':
        if (isObject(value)) {
          const picked = Object.fromEntries(Object.entries(value).filter(([k]) => ALGOLIA_KEYS.has(k)));
          out.search = { provider: 'algolia', ...picked };
          for (const k of Object.keys(value)) if (!ALGOLIA_KEYS.has(k)) notices.skip(`${where}.${k}`, "not used by docgen's Algolia search (its own search modal, with the index's contextual search)");
        }
        break;
      default:
        notices.skip(where, 'not supported by docgen; ignored');
    }
  }
  // (Docusaurus' navbar has the colour-mode toggle and the search box even when no navbar is configured.)
  out.navbar ??= mapNavbar({}, { root, notices });
  return out;
}

function pick(value: Out, keys: string[], where: string, notices: Notices): Out {
  const out: Out = {};
  for (const [k, v] of Object.entries(value)) {
    if (keys.includes(k)) out[k] = v;
    else notices.skip(`${where}.${k}`, 'not supported by docgen; ignored');
  }
  return out;
}

function docs(value: Out, out: Out, notices: Notices): void {
  for (const [k, v] of Object.entries(value)) {
    if (k === 'sidebar' && isObject(v)) out.sidebar = pick(v, ['hideable', 'autoCollapseCategories'], 'themeConfig.docs.sidebar', notices);
    else if (k === 'versionPersistence' && v === 'localStorage') continue; // (what docgen does)
    else if (k === 'versionPersistence') notices.skip('themeConfig.docs.versionPersistence', 'docgen remembers the docs version last read in localStorage');
    else notices.skip(`themeConfig.docs.${k}`, 'not supported by docgen; ignored');
  }
}

function prism(value: Out, out: Out, notices: Notices): void {
  const prismOut: Out = {};
  for (const [k, v] of Object.entries(value)) {
    const where = `themeConfig.prism.${k}`;
    if (k === 'magicComments' && Array.isArray(v)) out.magicComments = v;
    else if (k === 'theme' || k === 'darkTheme') {
      // A theme object (prism-react-renderer's themes.github, or the site's own).
      const missing = missingPackageOf(v);
      if (!missing && prismThemeSchema.safeParse(v).success) prismOut[k] = v;
      else notices.skip(where, `${missing ? `its package "${missing}" is not installed` : 'not a Prism theme object ({ plain, styles })'}; code blocks use docgen's own ${k === 'theme' ? 'light' : 'dark'} colours`);
    } else if (k === 'additionalLanguages' && Array.isArray(v)) {
      const unknown = v.filter((l) => typeof l !== 'string' || !isKnownLanguage(l.toLowerCase()));
      if (unknown.length) notices.skip(where, `docgen highlights the languages it knows; ${unknown.join(', ')} ${unknown.length > 1 ? 'are' : 'is'} shown plain`);
    } else notices.skip(where, 'not supported by docgen; ignored');
  }
  if (Object.keys(prismOut).length) out.prism = prismOut;
}
