// Stand-ins for Docusaurus' client modules that a site's components and MDX pages import
// (@docusaurus/Link, useBaseUrl, the docs plugin's hooks, the router, @theme/… components): each
// with its server-side meaning, bundled in place of the real module (mdx/site-components.ts).
// The theme components docgen renders itself (Tabs, CodeBlock, Admonition…) are slots: React
// writes a marker there and docgen's own component takes its place (mdx/shim-runtime.ts). Islands
// (bundled for the browser) get the few that mean something there. The files are written once per
// site data into a folder of the system's temporary files: esbuild's synchronous API finds modules
// on disk only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { threadId } from 'node:worker_threads';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import { RUNTIME_GLOBAL } from '../../../components/islands/classes.ts';
import type { StandInName } from './theme-names.ts';

const PAGE = "const page = () => globalThis[Symbol.for('docgen.mdx.page')] ?? {};";
const PROTOCOL = '/^([a-z][a-z0-9+.-]*:|\\/\\/)/i';

const LINK = `import { jsx } from 'react/jsx-runtime'; import { base } from '@docgen-site';
const internal = (to) => typeof to === 'string' && !/^([a-z][a-z0-9+.-]*:|\\/\\/|#)/i.test(to);
export default function Link({ to, href, children, autoAddBaseUrl, isNavLink, activeClassName, exact, ...rest }) {
  let target = to ?? href;
  const pathname = typeof target === 'string' && /^pathname:\\/\\//i.test(target);
  if (pathname) target = target.slice('pathname://'.length);
  if ((pathname || internal(target)) && target.startsWith('/') && !target.startsWith(base)) target = base + target.slice(1);
  return jsx('a', { ...rest, href: target, children });
}`;

/** A component that is one HTML element with its props (docgen's own: see OWN). */
const element = (name: string, tag: string) => `import { jsx } from 'react/jsx-runtime'; export default function ${name}(props) { return jsx('${tag}', props); } ${name}[Symbol.for('docgen.own')] = true;`;

/**
 * docgen's MDXComponents: the element names Docusaurus maps, to docgen's stand-ins, each marked as
 * docgen's own (a site's map that spreads it changes only what it sets itself: mdx/theme-content.ts).
 */
const MDX_COMPONENTS = `import { jsx } from 'react/jsx-runtime'; import Heading from '@theme/Heading';
${['A', 'Code', 'Details', 'Img', 'Li', 'Pre', 'Ul'].map((n) => `import ${n} from '@theme/MDXComponents/${n}';`).join(' ')}
const own = (c) => { c[Symbol.for('docgen.own')] = true; return c; };
const heading = (as) => own(function MDXHeading(props) { return jsx(Heading, { as, ...props }); });
export default { a: A, code: Code, details: Details, img: Img, li: Li, pre: Pre, ul: Ul, h1: heading('h1'), h2: heading('h2'), h3: heading('h3'), h4: heading('h4'), h5: heading('h5'), h6: heading('h6') };`;

/** docgen's stand-in of each theme component the registry says has one (mdx/theme-names.ts). */
const THEME_STAND_INS: Record<`@theme/${StandInName}`, string> = {
  '@theme/ThemedImage': `import { jsx } from 'react/jsx-runtime';
export default function ThemedImage({ sources = {}, alt, className, ...rest }) { return jsx('img', { ...rest, alt, className, src: sources.light ?? sources.dark }); }`,
  // (A React page renders its content inside Layout: docgen's own layout is around it; what the
  // props say of the page goes to the page's data, see plugins/pages.)
  '@theme/Layout': `import { jsx, Fragment } from 'react/jsx-runtime'; ${PAGE}
export default function Layout({ children, title, description, wrapperClassName, noFooter }) {
  const p = page();
  if (Object.isExtensible(p)) p.layout = { ...p.layout, ...(title != null ? { title: String(title) } : {}), ...(description != null ? { description: String(description) } : {}), ...(wrapperClassName ? { wrapperClassName: String(wrapperClassName) } : {}), ...(noFooter ? { noFooter: true } : {}) };
  return jsx(Fragment, { children });
}`,
  '@theme/Heading': `import { jsx } from 'react/jsx-runtime';
export default function Heading({ as: As = 'h2', ...rest }) { return jsx(As, rest); }`,
  '@theme/MDXComponents': MDX_COMPONENTS,
  // (docgen's footer, where the site's own shows it: a marker that the page's document fills, site/site-theme.ts.)
  '@theme/Footer': `export default function Footer() { return globalThis[Symbol.for('docgen.footer')] ?? null; }`,
  // (docgen's navbar item for the props it is given, and its search button, inside the navbar (a site's NavbarItem that wraps
  // it), lent by the document being rendered: render/document.ts; nothing where no document lends it.)
  '@theme/NavbarItem': `import { jsx } from 'react/jsx-runtime';
export default function NavbarItem(props) { const own = globalThis[Symbol.for('docgen.theme.original')]?.NavbarItem; return own ? jsx(own, props) : null; }`,
  '@theme/SearchBar': `import { jsx } from 'react/jsx-runtime';
export default function SearchBar(props) { const own = globalThis[Symbol.for('docgen.theme.original')]?.SearchBar; return own ? jsx(own, props) : null; }`,
  '@theme/MDXComponents/A': `${LINK} Link[Symbol.for('docgen.own')] = true;`,
  '@theme/MDXComponents/Code': element('Code', 'code'),
  '@theme/MDXComponents/Img': element('Img', 'img'),
  '@theme/MDXComponents/Li': element('Li', 'li'),
  '@theme/MDXComponents/Pre': element('Pre', 'pre'),
  '@theme/MDXComponents/Ul': element('Ul', 'ul'),
  '@theme/MDXComponents/Details': element('Details', 'details'),
  '@theme/MDXComponents/Heading': `import { jsx } from 'react/jsx-runtime'; import Heading from '@theme/Heading';
export default function MDXHeading(props) { return jsx(Heading, props); } MDXHeading[Symbol.for('docgen.own')] = true;`,
};

/** Modules of Docusaurus' client API, on the server (the browser's are BROWSER_SHIMS). */
const SHIMS: Record<string, string> = {
  '@docusaurus/Link': LINK,
  '@docusaurus/useBaseUrl': `import { base } from '@docgen-site';
export default function useBaseUrl(url = '', { forcePrependBaseUrl = false } = {}) { if (!url || url.startsWith('#') || ${PROTOCOL}.test(url)) return url; if (!forcePrependBaseUrl && url.startsWith(base)) return url; return base + url.replace(/^\\//, ''); }
export function useBaseUrlUtils() { return { withBaseUrl: useBaseUrl }; }`,
  '@docusaurus/useDocusaurusContext': `import { siteConfig } from '@docgen-site';
export default function useDocusaurusContext() { return { siteConfig, siteMetadata: { docusaurusVersion: '3' }, globalData: {}, i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'], localeConfigs: {} } }; }`,
  '@generated/docusaurus.config': `import { siteConfig } from '@docgen-site'; export default siteConfig;`,
  // (docgen's plugins keep no global data of Docusaurus' shape: a page asking for it gets none.)
  '@docusaurus/useGlobalData': `export default function useGlobalData() { return {}; }
export function useAllPluginInstancesData() { return {}; }
export function usePluginData() { return undefined; }`,
  '@docusaurus/theme-common/Details': `import { jsx, jsxs } from 'react/jsx-runtime'; import { Children, isValidElement } from 'react';
export function Details({ summary, children, className, ...rest }) {
  const items = Children.toArray(children);
  const own = items.find((c) => isValidElement(c) && c.type === 'summary');
  const body = items.filter((c) => c !== own);
  const classes = className ? \`docgen-details \${className}\` : 'docgen-details';
  // (Children that are HTML already, docgen's Markdown inside a page's JSX, hold their own <summary>: they go in as they are.)
  if (!own && summary == null && items.length && items.every((c) => typeof c === 'string')) return jsx('details', { ...rest, className: classes, children });
  return jsxs('details', { ...rest, className: classes, children: [own ?? (summary != null ? (isValidElement(summary) ? summary : jsx('summary', { children: summary })) : jsx('summary', { children: 'Details' })), jsx('div', { children: body })] });
}
export default Details;`,
  '@docusaurus/BrowserOnly': 'export default function BrowserOnly({ fallback = null }) { return fallback; }',
  // (What a page's Head says of its title and description is the page's; the rest of it is not rendered.)
  '@docusaurus/Head': `import { Children, isValidElement } from 'react'; ${PAGE}
const text = (children) => Children.toArray(children).map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : isValidElement(c) ? text(c.props.children) : '')).join('');
export default function Head({ children }) {
  const p = page();
  if (!Object.isExtensible(p)) return null;
  for (const c of Children.toArray(children)) {
    if (!isValidElement(c)) continue;
    if (c.type === 'title') p.layout = { ...p.layout, documentTitle: text(c.props.children) };
    else if (c.type === 'meta' && c.props.name === 'description' && typeof c.props.content === 'string') p.layout = { ...p.layout, description: c.props.content };
  }
  return null;
}`,
  '@docusaurus/isInternalUrl': `export function hasProtocol(url) { return ${PROTOCOL}.test(url); }
export default function isInternalUrl(url) { return typeof url === 'string' && !hasProtocol(url); }`,
  '@docusaurus/ExecutionEnvironment': 'export default { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };',
  '@docusaurus/useIsBrowser': 'export default function useIsBrowser() { return false; }',
  '@docusaurus/router': `${PAGE}
export function useLocation() { const scoped = globalThis[Symbol.for('docgen.theme.location')]; return (scoped && scoped()) ?? { pathname: page().permalink ?? '/', search: '', hash: '', state: undefined }; }
export function useHistory() { const location = useLocation(); return { location, push() {}, replace() {}, go() {}, goBack() {}, listen: () => () => {} }; }
export function Redirect() { return null; }
export function matchPath() { return null; }
export function withRouter(component) { return component; }`,
  '@docusaurus/Translate': `const fill = (text, values = {}) => String(text ?? '').replace(/{(\\w+)}/g, (m, k) => (k in values ? String(values[k]) : m));
export function translate({ message, id } = {}, values) { return fill(message ?? id, values); }
export default function Translate({ children, message, id, values }) { return fill(children ?? message ?? id, values); }`,
  '@docusaurus/Interpolate': `export function interpolate(text, values = {}) { return String(text).replace(/{(\\w+)}/g, (m, k) => (k in values ? values[k] : m)); }
export default function Interpolate({ children, values }) { return interpolate(children, values); }`,
  '@docusaurus/plugin-content-docs/client': `${PAGE}
const none = { name: 'current', label: 'Next', path: '/', isLast: true };
const version = () => ({ ...(page().version ?? none), docs: [], mainDocId: '' });
const plugin = () => ({ pluginId: page().pluginId ?? 'default', pluginData: { path: version().path, versions: useVersions(), breadcrumbs: true } });
export const useActiveVersion = () => version();
export const useDocsVersion = () => ({ ...version(), version: version().name, pluginId: page().pluginId ?? 'default' });
export function useVersions() { return (page().versions ?? [page().version ?? none]).map((v) => ({ ...v, docs: [], mainDocId: '' })); }
export const useLatestVersion = () => useVersions().find((v) => v.isLast) ?? version();
export const useActivePlugin = () => plugin();
export const useActivePluginAndVersion = () => ({ activePlugin: plugin(), activeVersion: version() });
export const useActiveDocContext = () => ({ activeVersion: version(), activeDoc: { id: page().id, path: page().permalink }, alternateDocVersions: {} });
export const useDocsPreferredVersion = () => ({ preferredVersion: null, savePreferredVersionName() {} });
export const useDocsData = () => plugin().pluginData;
export const useAllDocsData = () => ({ [plugin().pluginId]: plugin().pluginData });
export const useDoc = () => ({ frontMatter: page().frontMatter ?? {}, metadata: { id: page().id, title: page().title, permalink: page().permalink, frontMatter: page().frontMatter ?? {} }, contentTitle: page().title });`,
  '@docusaurus/theme-common': `export const ThemeClassNames = new Proxy({}, { get: () => new Proxy({}, { get: () => '' }) });
export function useColorMode() { return { colorMode: 'light', setColorMode() {}, isDarkTheme: false }; }
export function useThemeConfig() { return {}; }
export function usePrismTheme() { return { plain: {}, styles: [] }; }
export function useWindowSize() { return 'desktop'; }
export function usePluralForm() { return { selectMessage: (count, messages) => String(messages).split('|')[count === 1 ? 0 : 1] ?? String(messages) }; }`,
  ...THEME_STAND_INS,
};

/** In the browser (an island's script): React is the page's (see components/islands), BrowserOnly renders its children once mounted. */
const MOUNTED = "import { useEffect, useState } from 'react'; const useMounted = () => { const [on, set] = useState(false); useEffect(() => set(true), []); return on; };";
const BROWSER_SHIMS: Record<string, string> = {
  ...SHIMS,
  '@docusaurus/BrowserOnly': `${MOUNTED} export default function BrowserOnly({ children, fallback = null }) { return useMounted() && children ? children() : fallback; }`,
  // (True once hydrated, as Docusaurus has it: the first render matches the server's.)
  '@docusaurus/useIsBrowser': `${MOUNTED} export default function useIsBrowser() { return useMounted(); }`,
  '@docusaurus/ExecutionEnvironment': 'export default { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: typeof IntersectionObserver !== "undefined", canUseViewport: true };',
  '@docusaurus/router': `export function useLocation() { const { pathname, search, hash } = window.location; return { pathname, search, hash, state: history.state }; }
export function useHistory() { const location = useLocation(); const go = (to) => { window.location.assign(to); }; return { location, push: go, replace: (to) => window.location.replace(to), go: (n) => history.go(n), goBack: () => history.back(), listen: () => () => {} }; }
export function Redirect() { return null; }
export function matchPath() { return null; }
export function withRouter(component) { return component; }`,
  '@theme/Layout': `import { jsx, Fragment } from 'react/jsx-runtime'; export default function Layout({ children }) { return jsx(Fragment, { children }); }`,
};

const SVG_AS_IMAGE = "const asImage = (make) => (type, props, ...rest) => typeof type === 'string' && type.startsWith('data:image/svg+xml') ? make('img', (({ title, children, ...p }) => ({ ...p, src: type, alt: typeof title === 'string' ? title : '' }))(props ?? {}), ...rest) : make(type, props, ...rest);";

/** The modules of React an island's script takes from the page: name → the names it exports. */
export const SHARED_REACT: Record<string, { global: string; names: string[] }> = {
  react: { global: 'React', names: Object.keys(React) },
  'react/jsx-runtime': { global: 'jsxRuntime', names: Object.keys(JsxRuntime) },
  'react/jsx-dev-runtime': { global: 'jsxRuntime', names: Object.keys(JsxRuntime) },
  'react-dom': { global: 'ReactDOM', names: Object.keys(ReactDom) },
};

export type Target = 'node' | 'browser';

export interface Shims {
  /** Module name → its stand-in file, for esbuild (tsconfig paths). */
  paths: Record<string, string[]>;
  /** React's modules → their stand-ins (the browser's only). */
  react: Record<string, string>;
  /** The shims' folder: its files are docgen's, not inputs of pages. */
  dir: string;
}

/** The module names docgen stands in for, with `slots`: the theme modules docgen renders itself. */
export function shimmedModules(slots: string[]): string[] {
  return [...new Set([...Object.keys(SHIMS), ...slots])];
}

const made = new Map<string, Shims>();

/** The stand-ins of a site (its base URL and config) for a target, written once. */
export function shimsOf(site: { baseUrl: string; siteConfig: Record<string, unknown> }, target: Target, slots: string[]): Shims {
  const files: Record<string, string> = { 'site.js': `export const base = ${JSON.stringify(site.baseUrl)};\nexport const siteConfig = ${JSON.stringify(site.siteConfig)};\n` };
  const modules = target === 'node' ? { ...SHIMS, ...Object.fromEntries(slots.map((s) => [s, slotShim(s)])) } : BROWSER_SHIMS;
  for (const [name, code] of Object.entries(modules)) files[`${target}/${name}.js`] = `${code.replace("'@docgen-site'", `'${'../'.repeat(name.split('/').length)}site.js'`)}\n`;
  if (target === 'browser') {
    for (const [module, { global, names }] of Object.entries(SHARED_REACT)) {
      const from = `globalThis[${JSON.stringify(RUNTIME_GLOBAL)}].${global}`;
      // (An SVG file the code imports is a data URL; made an element, it is an image, as on the server: mdx/site-components.ts.)
      const makers = names.filter((n) => ['jsx', 'jsxs', 'jsxDEV', 'createElement'].includes(n));
      const plain = names.filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default' && !makers.includes(n));
      files[`browser/react/${module.replace(/\//g, '-')}.js`] = `const m = ${from};\nexport default m.default ?? m;\nexport const { ${plain.join(', ')} } = m;\n${makers.length ? `${SVG_AS_IMAGE}\n${makers.map((n) => `export const ${n} = asImage(m.${n});`).join('\n')}\n` : ''}`;
    }
  }
  const key = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const had = made.get(key);
  if (had) return had;
  const dir = path.join(os.tmpdir(), 'docgen-mdx-shims', key);
  for (const [name, code] of Object.entries(files)) {
    const file = path.join(dir, name);
    if (readOr(file) === code) continue;
    // (Written aside and moved in: another thread may be reading it.)
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const aside = `${file}.${process.pid}-${threadId}.tmp`;
    fs.writeFileSync(aside, code);
    fs.renameSync(aside, file);
  }
  const paths = Object.fromEntries(Object.keys(modules).map((name) => [name, [path.join(dir, target, `${name}.js`)]]));
  const react = target === 'browser' ? Object.fromEntries(Object.keys(SHARED_REACT).map((m) => [m, path.join(dir, 'browser/react', `${m.replace(/\//g, '-')}.js`)])) : {};
  const shims = { paths, react, dir };
  made.set(key, shims);
  return shims;
}

function readOr(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** A theme component docgen renders itself, as a slot. */
const slotShim = (source: string) => `export default function Slot(props) { return globalThis[Symbol.for('docgen.mdx.slot')](${JSON.stringify(source)}, props); }`;
