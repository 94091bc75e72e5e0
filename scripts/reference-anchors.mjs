#!/usr/bin/env node
// Lists the anchors of the reference site's doc pages (playwright.dev/java, Docusaurus) into
// test/data/reference-anchors.json, for test/integration/reference-anchors.test.ts: for each version
// and page path, every id an element of the page's content has.
//   node scripts/reference-anchors.mjs [REFERENCE_DIR] [--out FILE]
//   (REFERENCE_DIR, or the env REFERENCE_SITE_DIR: the site's folder with docs/ and
//   versioned_docs/; by default /work/sites/playwright.dev/java)
//
// The pages are read by Docusaurus' own Markdown processor (@docusaurus/mdx-loader, a dev
// dependency): its preprocessing (mdx1Compat heading ids), parsing, and remark plugins, headings
// among them (github-slugger ids from the heading's text, de-duplicated with -1, -2…; an explicit
// {#id} or {/* #id */} wins). The ids are collected at the end of its rehype stage: those of the
// HTML elements (headings, footnotes…), and the literal id="…" of the JSX HTML elements written in
// the page (the API pages' <a class="list-anchor-link" id="page-click-option-force"/>). Ids of a
// component's props (<LiteYouTube id="…">) are not elements' ids and are left out.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
const refDir = path.resolve(positionals[0] ?? process.env.REFERENCE_SITE_DIR ?? '/work/sites/playwright.dev/java');
const outFile = path.resolve(values.out ?? path.join(root, 'test/data/reference-anchors.json'));

const { createProcessorUncached } = require('@docusaurus/mdx-loader/lib/processor.js');
const preprocess = require('@docusaurus/mdx-loader/lib/preprocessor.js').default;
const { DEFAULT_PARSE_FRONT_MATTER } = require('@docusaurus/utils');

// The options Docusaurus' docs plugin gives its MDX loader, as the reference's config sets them
// (markdown.hooks only; everything else Docusaurus' defaults).
const markdownConfig = {
  format: 'mdx',
  mermaid: false,
  emoji: true,
  mdx1Compat: { comments: true, admonitions: true, headingIds: true },
  anchors: { maintainCase: false },
  hooks: { onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'ignore' },
  parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  remarkRehypeOptions: undefined,
};

const textOf = (node) => (node.type === 'text' ? node.value : (node.children ?? []).map(textOf).join(''));

/** A rehype plugin that puts every id of the tree into `ids`. */
function collectIds(ids) {
  return () => (tree) => {
    const walk = (node) => {
      // (An empty heading, `######` used as a spacer above an image, has an empty id, "-1", "-2"…:
      // no anchor anyone links to, left out.)
      if (node.type === 'element' && node.properties?.id != null && !(/^h[1-6]$/.test(node.tagName) && !textOf(node).trim())) ids.push(String(node.properties.id));
      // JSX in MDX: an HTML element (lower-case name) with a literal id renders that id.
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && /^[a-z]/.test(node.name ?? '')) {
        const id = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id');
        if (id && typeof id.value === 'string') ids.push(id.value);
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}

function mdxFiles(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...mdxFiles(p));
    else if (/\.mdx?$/.test(e.name)) out.push(p);
  }
  return out.sort();
}

/** The page's path under its version's root: the slug, or the folder and doc id (as the docs plugin makes it). */
function pagePath(rel, frontMatter) {
  const dir = path.posix.dirname(rel);
  if (typeof frontMatter.slug === 'string') {
    const slug = frontMatter.slug.startsWith('/') ? frontMatter.slug : path.posix.join('/', dir, frontMatter.slug);
    return path.posix.normalize(slug).replace(/^\/+|\/+$/g, '');
  }
  const id = frontMatter.id != null ? String(frontMatter.id) : path.posix.basename(rel).replace(/\.mdx?$/, '');
  return dir === '.' ? id : `${dir}/${id}`;
}

async function anchorsOf(file, siteDir) {
  const raw = fs.readFileSync(file, 'utf8');
  const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent: raw });
  const ids = [];
  const options = {
    siteDir,
    staticDirs: [path.join(siteDir, 'static')],
    admonitions: true,
    markdownConfig,
    removeContentTitle: true,
    rehypePlugins: [collectIds(ids)],
  };
  const processor = await createProcessorUncached({ options, format: file.endsWith('.md') ? 'md' : 'mdx' });
  const fileContent = preprocess({ fileContent: content, filePath: file, markdownConfig, admonitions: true });
  await processor.process({ content: fileContent, filePath: file, frontMatter, compilerName: 'server' });
  return { frontMatter, ids: [...new Set(ids)] };
}

const VERSIONS = [
  { name: 'next', dir: 'docs' },
  { name: 'stable', dir: 'versioned_docs/version-stable' },
];
const result = { source: 'playwright.dev/java (Docusaurus MDX sources), made by scripts/reference-anchors.mjs', versions: {} };
let pages = 0;
let anchors = 0;
for (const v of VERSIONS) {
  const dir = path.join(refDir, v.dir);
  if (!fs.existsSync(dir)) throw new Error(`no ${v.dir} in ${refDir}`);
  const byPage = {};
  for (const file of mdxFiles(dir)) {
    const rel = path.relative(dir, file).split(path.sep).join('/');
    const { frontMatter, ids } = await anchorsOf(file, refDir);
    if (frontMatter.draft === true) continue;
    byPage[pagePath(rel, frontMatter)] = ids;
    pages++;
    anchors += ids.length;
  }
  result.versions[v.name] = Object.fromEntries(Object.entries(byPage).sort(([a], [b]) => a.localeCompare(b)));
}
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(result, null, 1)}\n`);
console.log(`${pages} pages, ${anchors} anchors → ${path.relative(process.cwd(), outFile)}`);
