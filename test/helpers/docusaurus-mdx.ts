// Docusaurus' own MDX compiler as the oracle of docgen's MDX: a page compiled by
// @docusaurus/mdx-loader (its webpack loader, called as webpack calls it: the site's front matter
// parser, the preprocessor, mdx1Compat, format detection and Docusaurus' remark plugins), then
// bundled with esbuild and rendered with React, to HTML whose text can be set beside docgen's.
// Theme components (@theme/…, @docusaurus/…) are plain stand-ins here: what is compared is the
// text of the content, not its markup.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';

const requireHere = createRequire(import.meta.url);
const esbuild = requireHere('esbuild') as typeof Esbuild;
const React = requireHere('react') as typeof import('react');
const ReactDomServer = requireHere('react-dom/server') as typeof import('react-dom/server');
const mdxLoader = requireHere('@docusaurus/mdx-loader').default as (this: unknown, content: string) => void;
const { DEFAULT_PARSE_FRONT_MATTER } = requireHere('@docusaurus/utils') as { DEFAULT_PARSE_FRONT_MATTER: unknown };

/** Docusaurus' markdown config, as its config validation fills it in (docusaurus.config `markdown`). */
export interface DocusaurusMarkdown {
  format: 'mdx' | 'md' | 'detect';
  mdx1Compat: { comments: boolean; admonitions: boolean; headingIds: boolean };
  preprocessor?: (args: { filePath: string; fileContent: string }) => string;
  parseFrontMatter?: (args: { filePath: string; fileContent: string; defaultParseFrontMatter: unknown }) => Promise<{ frontMatter: Record<string, unknown>; content: string }>;
}

export interface OracleSite {
  siteDir: string;
  staticDirs?: string[];
  markdown?: Partial<DocusaurusMarkdown>;
}

function loaderOptions(site: OracleSite) {
  const markdown = site.markdown ?? {};
  return {
    siteDir: site.siteDir,
    staticDirs: site.staticDirs ?? [path.join(site.siteDir, 'static')],
    // (The docs plugin's default: admonitions on.)
    admonitions: true,
    markdownConfig: {
      format: markdown.format ?? 'mdx',
      mermaid: false,
      emoji: true,
      mdx1Compat: markdown.mdx1Compat ?? { comments: true, admonitions: true, headingIds: true },
      anchors: { maintainCase: false },
      hooks: { onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'ignore' },
      parseFrontMatter: markdown.parseFrontMatter ?? DEFAULT_PARSE_FRONT_MATTER,
      preprocessor: markdown.preprocessor,
      remarkRehypeOptions: undefined,
    },
  };
}

/** The page compiled by Docusaurus' MDX loader (an ES module), or the loader's error. */
export function compileWithDocusaurus(file: string, site: OracleSite): Promise<string> {
  const options = loaderOptions(site);
  return new Promise((resolve, reject) => {
    const context = {
      _compiler: { name: 'server' },
      resourcePath: file,
      resource: file,
      getOptions: () => options,
      addDependency: () => {},
      async: () => (err: Error | null, result?: string) => (err ? reject(err) : resolve(result!)),
    };
    mdxLoader.call(context, fs.readFileSync(file, 'utf8'));
  });
}

// Stand-ins for Docusaurus' client modules: enough for content to render its text.
const STANDINS: Record<string, string> = {
  // (Docusaurus' MDXComponents: `<details>` in MDX is its Details.)
  '@mdx-js/react': "import { jsx } from 'react/jsx-runtime'; const Details = ({ children, ...rest }) => jsx('details', { ...rest, children }); export const useMDXComponents = () => ({ Details }); export const MDXProvider = ({ children }) => children;",
  '@theme/CodeBlock': "import { jsx } from 'react/jsx-runtime'; export default function CodeBlock({ children, title }) { return jsx('div', { children: [title ? jsx('div', { 'data-oracle-title': true, children: title }) : null, jsx('pre', { children })] }); }",
  '@theme/Admonition': "import { jsx } from 'react/jsx-runtime'; export default function Admonition({ children, title }) { return jsx('div', { children: [title ? jsx('p', { 'data-oracle-title': true, children: title }) : null, children] }); }",
  '@theme/Details': "import { jsx } from 'react/jsx-runtime'; export default function Details({ children, summary }) { return jsx('details', { children: [summary ? jsx('summary', { children: summary }) : null, children] }); }",
  '@theme/Tabs': "import { jsx } from 'react/jsx-runtime'; export default function Tabs({ children }) { return jsx('div', { children }); }",
  '@theme/TabItem': "import { jsx } from 'react/jsx-runtime'; export default function TabItem({ children }) { return jsx('div', { children }); }",
  '@docusaurus/Link': "import { jsx } from 'react/jsx-runtime'; export default function Link({ to, href, ...rest }) { return jsx('a', { ...rest, href: to ?? href }); }",
  '@docusaurus/useBaseUrl': "export default function useBaseUrl(url) { return url; }",
  '@docusaurus/plugin-content-docs/client': "const version = { name: 'current', label: 'Next', path: '/docs/next', isLast: false }; export const useActiveVersion = () => version; export const useDocsVersion = () => version;",
};

/** The page rendered by Docusaurus' compiler (compile, bundle, React): its HTML. */
export async function renderWithDocusaurus(file: string, site: OracleSite): Promise<string> {
  const unknownTheme = "import { jsx } from 'react/jsx-runtime'; export default function Unknown({ children }) { return jsx('div', { children }); }";
  const result = await esbuild.build({
    stdin: { contents: await compileWithDocusaurus(file, site), resolveDir: path.dirname(file), sourcefile: file, loader: 'jsx' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.js': 'jsx', '.png': 'dataurl', '.svg': 'dataurl' },
    external: ['react', 'react-dom', 'react/*'],
    tsconfigRaw: { compilerOptions: { baseUrl: site.siteDir, paths: { '@site/*': ['./*'] } } },
    plugins: [
      {
        name: 'docusaurus-stand-ins',
        setup(build) {
          // The inline webpack loaders of images and files (`!…file-loader…!./img.png`).
          build.onResolve({ filter: /^!/ }, () => ({ path: 'asset', namespace: 'asset' }));
          build.onLoad({ filter: /.*/, namespace: 'asset' }, () => ({ contents: 'export default "asset";', loader: 'js' }));
          build.onResolve({ filter: /^(@theme|@docusaurus|@mdx-js)\// }, (args) => ({ path: args.path, namespace: 'stand-in' }));
          build.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => ({ contents: STANDINS[args.path] ?? unknownTheme, loader: 'js', resolveDir: path.dirname(file) }));
          // Markdown partials are compiled by the same loader.
          build.onResolve({ filter: /\.mdx?$/ }, (args) => ({ path: args.path.startsWith('@site/') ? path.join(site.siteDir, args.path.slice(6)) : path.resolve(args.resolveDir, args.path), namespace: 'mdx' }));
          build.onLoad({ filter: /.*/, namespace: 'mdx' }, async (args) => ({ contents: await compileWithDocusaurus(args.path, site), loader: 'jsx', resolveDir: path.dirname(args.path) }));
        },
      },
    ],
  });
  const module = { exports: {} as { default?: unknown } };
  new Function('require', 'module', 'exports', result.outputFiles[0].text)(requireHere, module, module.exports);
  return ReactDomServer.renderToStaticMarkup(React.createElement(module.exports.default as never));
}
