// Loading the pages plugin's content: the files of its folder that are pages (its include and
// exclude globs, as Docusaurus' plugin-content-pages matches them), each with its URL as Docusaurus
// makes it (`index` is its folder's page, `a/b.tsx` is /a/b), as the records the page pipeline
// renders. A Markdown page is rendered like a doc; a React page (a module whose default export is a
// component) is rendered as an MDX page that shows that component (its body says so), its title
// and description taken from the Layout it renders (markdown/mdx/shim-runtime.ts).
import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { fsReason, problem, type Problem } from '../../errors.ts';
import type { DocRecord, DocsVersion } from '../../content/model.ts';
import { decodeSource, leadingHeading, toPosix } from '../../content/docs.ts';
import { parseSource } from '../../content/frontmatter.ts';
import { joinUrl, routePathProblem } from '../../../shared/urls.ts';
import { CONTENT_INSIDE_PROJECT, projectArea, realPlace } from '../../../components/kit/real-path.ts';
import type { PagesPluginConfig } from './schema.ts';

/** The plugin id of a pages plugin instance, as its docs-like version names it. */
export const pagesPluginId = (id: string): string => (id === 'default' ? 'pages' : `pages-${id}`);

const REACT = /\.(jsx?|tsx?)$/;

/** The pages of one instance of the plugin, as a version of records (none when its folder does not exist). */
export function loadPages(root: string, baseUrl: string, options: PagesPluginConfig, problems: Problem[]): DocsVersion | undefined {
  const dir = path.resolve(root, options.path);
  if (!fs.existsSync(dir)) return undefined;
  const routePath = joinUrl(baseUrl, options.routeBasePath);
  const docs: DocRecord[] = [];
  for (const rel of pageFiles(root, dir, options, problems)) {
    const source = toPosix(path.relative(root, path.join(dir, rel)));
    const permalink = permalinkOf(rel, routePath, baseUrl);
    const bad = routePathProblem(permalink, baseUrl);
    if (bad) {
      problems.push(problem(source, `the page's URL ${permalink} cannot be served: ${bad}`));
      continue;
    }
    const record = REACT.test(rel) ? reactPage(rel, source, permalink, path.join(dir, rel)) : markdownPage(rel, source, permalink, path.join(dir, rel), problems);
    if (record) docs.push(record);
  }
  const version: DocsVersion = { pluginId: pagesPluginId(options.id), name: 'current', label: '', isLast: true, path: routePath, mainDocId: '', banner: 'none', badge: false, variables: {}, contentDir: dir, docs, sidebars: {}, pages: true };
  return version;
}

/** A page's URL: its path inside the folder without extension, `index` standing for its folder. */
export function permalinkOf(rel: string, routePath: string, baseUrl: string): string {
  const parts = rel.replace(/\.[^./]+$/, '').split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  const url = joinUrl(routePath, ...parts.map(encodeURIComponent));
  return url === joinUrl(baseUrl) ? baseUrl : url;
}

/** A React page: an MDX body that renders its module's default export. */
function reactPage(rel: string, source: string, permalink: string, file: string, module = `@site/${source}`): DocRecord {
  const id = rel.replace(/\.[^./]+$/, '');
  // (Docusaurus gives a page component the site's config as its `config` prop.)
  const body = `import Page from ${JSON.stringify(module)};\nimport config from '@generated/docusaurus.config';\n\n<Page config={config} />\n`;
  return { id, permalink, source, docPath: rel, title: '', sidebarLabel: id, frontMatter: {}, kind: 'markdown', page: 'react', body, bodyLine: 1, sourceStamp: stampOf(file) };
}

/**
 * The not-found page of a site whose theme has its own (a swizzled `NotFound`: `file`), as a React
 * page at /404 of the site's pages (`pages`, or pages of their own when the site has none).
 */
export function notFoundPage(root: string, baseUrl: string, file: string, pages: DocsVersion | undefined): DocsVersion {
  const source = toPosix(path.relative(root, file));
  const doc = { ...reactPage('404', source, joinUrl(baseUrl, '404'), file, '@theme/NotFound'), notFound: true as const };
  if (pages) {
    pages.docs.push(doc);
    return pages;
  }
  return { pluginId: pagesPluginId('default'), name: 'current', label: '', isLast: true, path: baseUrl, mainDocId: '', banner: 'none', badge: false, variables: {}, contentDir: path.dirname(file), docs: [doc], sidebars: {}, pages: true };
}

/** A Markdown page: its front matter and title (front matter, else its leading "# heading", for the document's title), its body. */
function markdownPage(rel: string, source: string, permalink: string, file: string, problems: Problem[]): DocRecord | undefined {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    problems.push(problem(source, `cannot read file: ${fsReason(err)}`));
    return undefined;
  }
  const decoded = decodeSource(bytes, source);
  const parsed = parseSource(decoded.text, source);
  problems.push(...decoded.problems, ...parsed.problems);
  const h1 = leadingHeading(parsed.body);
  const id = rel.replace(/\.[^./]+$/, '');
  const title = parsed.frontMatter.title ?? h1?.title ?? '';
  // (Its heading stays in its body: a page shows its content as written, as Docusaurus' pages do.)
  const { body, bodyLine } = parsed;
  return { id, permalink, source, docPath: rel, title, sidebarLabel: title || id, description: parsed.frontMatter.description, frontMatter: parsed.frontMatter, kind: 'markdown', page: 'markdown', body, bodyLine, sourceStamp: stampOf(file) };
}

const stampOf = (file: string): string | undefined => {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return undefined;
  }
};

/** The files of the folder its globs take (paths inside it, POSIX, sorted); files that lead outside the project are said. (The blog's posts are found this way too.) */
export function pageFiles(root: string, dir: string, options: Pick<PagesPluginConfig, 'include' | 'exclude'>, problems: Problem[]): string[] {
  const included = options.include.length ? picomatch(options.include) : () => false;
  const excluded = options.exclude.length ? picomatch(options.exclude) : () => false;
  const area = projectArea(root);
  const out: string[] = [];
  const walk = (rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch (err) {
      problems.push(problem(toPosix(path.relative(root, path.join(dir, rel))) || '.', `cannot read folder: ${fsReason(err)}`));
      return;
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const child = rel ? `${rel}/${e.name}` : e.name;
      const abs = path.join(dir, child);
      let isDir = e.isDirectory();
      if (e.isSymbolicLink()) {
        const where = realPlace(abs, area, area);
        if (where.place !== 'inside') {
          if (where.place === 'outside') problems.push({ severity: 'warning', file: toPosix(path.relative(root, abs)), message: `not read: it is a symbolic link to a place outside the project (${CONTENT_INSIDE_PROJECT})` });
          continue;
        }
        isDir = fs.statSync(abs).isDirectory();
      }
      if (isDir) {
        if (!excluded(`${child}/`) && !excluded(`${child}/docgen-probe.md`)) walk(child);
      } else if (included(child) && !excluded(child)) out.push(child);
    }
  };
  walk('');
  return out;
}
