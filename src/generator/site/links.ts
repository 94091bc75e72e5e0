// Phase 2 of rendering: fills in the link placeholders of a page once every page is known, and
// reports broken links and anchors with file:line and the target.
import fs from 'node:fs';
import { imageAttributes, isRaster, planImage, type ImageWidths, type ResponsiveImage } from '../render/images.ts';
import path from 'node:path';
import crypto from 'node:crypto';
import { problem, type Problem } from '../errors.ts';
import type { DocRecord, DocsVersion } from '../content/model.ts';
import type { CollectedLink } from '../../components/kit/file-data.ts';
import { joinUrl } from '../../shared/urls.ts';
import { closestNames, quotedList } from '../../shared/suggest.ts';
import { versionInWords } from '../content/versions.ts';
import type { ApiRefResolver } from '../markdown/api-refs.ts';
import { fileScope, type LinkableFolders } from './linkable-files.ts';

export interface LinkIndex {
  baseUrl: string;
  root: string;
  staticDir: string;
  /** The folders whose files links may lead to (linkable-files.ts). */
  linkable: LinkableFolders;
  /** Every route path of the site. */
  routes: Set<string>;
  /** Element ids of each page, by route path (a page not known: its anchors are not checked). */
  idsByPath: Pick<ReadonlyMap<string, ReadonlySet<string>>, 'get'>;
  /** Docs of each version by their path inside the version root, without extension. */
  docsByVersion: Map<DocsVersion, Map<string, DocRecord>>;
  /** Every page made from a Markdown file, by its source path (relative to the root) without extension. */
  docsBySource?: Map<string, DocRecord>;
  /** Resolves API references for a page of the given docs version (community: the main one). */
  apiResolverFor: (version: DocsVersion | undefined) => ApiRefResolver | undefined;
  /** The widths raster images are offered in (default: images.ts's). */
  images?: ImageWidths;
}

export interface PageLinkContext {
  version?: DocsVersion;
  permalink: string;
  /** Source file (relative to the root) for messages; its folder anchors relative assets. */
  source: string;
  /** Folder that relative asset paths start from (absolute). */
  assetBase: string;
}

export interface LinkedAsset {
  from: string;
  /** Path in the output folder. */
  to: string;
  /** A raster image shown in a page: its size and smaller copies (see images.ts). */
  image?: ResponsiveImage;
}

const stripExt = (p: string) => p.replace(/\.mdx?$/i, '');

/** `; did you mean "guide.md"?` for a link to no page, when pages of the version have close paths. */
function closeDocs(target: string, docs: Map<string, DocRecord>): string {
  const ext = /\.mdx?$/i.exec(target)?.[0] ?? '';
  const close = closestNames(stripExt(target), docs.keys());
  return close.length ? `; did you mean ${quotedList(close.map((p) => p + ext))}?` : '';
}

/** The id an anchor names; a malformed escape (`#%zz`) is taken as written (and reported as missing). */
function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

export function buildDocIndex(docs: DocRecord[]): Map<string, DocRecord> {
  const map = new Map<string, DocRecord>();
  for (const d of docs) map.set(stripExt(d.docPath), d);
  return map;
}

/**
 * A link to the file of another content plugin's page (a doc's link to a blog post's file, a post's
 * to a doc's): found by the file it names, from the folder of the linking page's version.
 */
function otherPluginPage(index: LinkIndex, version: DocsVersion | undefined, target: string): DocRecord | undefined {
  if (!version || !index.docsBySource) return undefined;
  const rel = path.relative(index.root, path.join(version.contentDir, stripExt(target))).split(path.sep).join('/');
  return index.docsBySource.get(rel);
}

/** What each link of a page resolves to (by its number), and the problems found on the way. */
export interface LinkTargets {
  hrefs: string[];
  /** Files the page's links lead to, copied into the output. */
  used: LinkedAsset[];
  /** Texts of API references. */
  labels: string[];
  /** Raster images shown in the page, with their smaller copies. */
  images: ResponsiveImage[];
  problems: Problem[];
}

/** How a broken anchor's message starts (config onBrokenAnchors tells these from other broken links). */
export const BROKEN_ANCHOR = 'broken anchor:';

export function resolveLinks(html: string, links: CollectedLink[], page: PageLinkContext, index: LinkIndex, assets: Map<string, LinkedAsset>): { html: string; problems: Problem[] } {
  const targets = linkTargets(links, page, index, assets);
  return { html: applyLinkTargets(html, targets, index.baseUrl), problems: targets.problems };
}

/**
 * Resolves a page's links against the site without touching its HTML: enough to tell whether the
 * page would come out the same as last time (see applyLinkTargets for the HTML).
 */
export function linkTargets(links: CollectedLink[], page: PageLinkContext, index: LinkIndex, assets: Map<string, LinkedAsset>): LinkTargets {
  const problems: Problem[] = [];
  const report = (link: CollectedLink, message: string) => problems.push(problem(page.source, `${message} (link "${link.raw}")`, link.line, link.column));
  const checkHash = (link: CollectedLink, target: string) => {
    if (!link.hash) return;
    const ids = index.idsByPath.get(target);
    if (ids && !ids.has(decodeHash(link.hash))) report(link, `${BROKEN_ANCHOR} ${target} has no heading or anchor "#${link.hash}"`);
  };
  const labels: string[] = [];
  const images: ResponsiveImage[] = [];
  const used: LinkedAsset[] = [];
  const hrefs = links.map((link, n): string => {
    const hash = link.hash ? `#${link.hash}` : '';
    switch (link.kind) {
      case 'anchor': {
        const ids = index.idsByPath.get(page.permalink);
        if (link.hash && ids && !ids.has(decodeHash(link.hash))) report(link, `${BROKEN_ANCHOR} this page has no heading or anchor "#${link.hash}"`);
        return link.raw;
      }
      case 'doc': {
        const docs = page.version ? index.docsByVersion.get(page.version) : undefined;
        const doc = docs?.get(stripExt(link.target)) ?? (link.fromRoot !== undefined ? docs?.get(stripExt(link.fromRoot)) : undefined) ?? otherPluginPage(index, page.version, link.target);
        if (!doc) {
          report(link, `broken link: no page ${link.target}${link.fromRoot !== undefined ? ` or ${link.fromRoot}` : ''} in ${page.version ? versionInWords(page.version) : 'this site'}${docs ? closeDocs(link.target, docs) : ''}`);
          return '#';
        }
        checkHash(link, doc.permalink);
        return doc.permalink + hash;
      }
      case 'path': {
        const target = link.relative ? new URL(link.target, `http://x${page.permalink}`).pathname.replace(/\/$/, '') || '/' : joinUrl(index.baseUrl, link.target);
        const normalized = target === index.baseUrl.replace(/\/$/, '') ? index.baseUrl : target;
        if (index.routes.has(normalized)) {
          checkHash(link, normalized);
          return normalized + hash;
        }
        const rel = normalized.startsWith(index.baseUrl) ? normalized.slice(index.baseUrl.length) : null;
        // (A path that names no file of the static folder is a broken link, not a file outside it.)
        const scope = rel && fs.existsSync(path.join(index.staticDir, rel)) ? fileScope(path.join(index.staticDir, rel), index.linkable) : 'missing';
        if (scope === 'inside' && inside(path.join(index.staticDir, rel!), index.staticDir)) return normalized + hash;
        report(link, scope === 'outside' || (!link.relative && machineFile(link.target, index)) ? outsideMessage(index) : `broken link: no page at ${normalized}`);
        return '#';
      }
      case 'api': {
        const resolver = index.apiResolverFor(page.version);
        const target = resolver?.resolve(link.apiKind ?? 'class', link.target, link.member) ?? { error: 'this site has no API data to resolve it against' };
        if ('error' in target) {
          problems.push(problem(page.source, `${target.error} in ${link.raw}`, link.line, link.column));
          labels[n] = link.raw;
          return '#';
        }
        labels[n] = target.label;
        return target.href || '#';
      }
      case 'asset': {
        const file = link.target.startsWith('/') ? path.join(index.staticDir, link.target) : path.resolve(page.assetBase, link.target);
        const scope = link.target.startsWith('/') && !inside(file, index.staticDir) ? 'outside' : fileScope(file, index.linkable);
        if (scope !== 'inside') {
          report(link, scope === 'outside' || (link.target.startsWith('/') && machineFile(link.target, index)) ? outsideMessage(index) : `missing file ${path.relative(index.root, file)}`);
          return '#';
        }
        const responsive = link.image && isRaster(file);
        if (link.target.startsWith('/') && !responsive) return joinUrl(index.baseUrl, link.target) + hash;
        let asset = assets.get(file);
        if (!asset) {
          const digest = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10);
          const to = `assets/${responsive ? 'images' : 'files'}/${path.basename(file, path.extname(file))}-${digest}${path.extname(file)}`;
          asset = { from: file, to, image: responsive ? planImage(file, to, index.images) : undefined };
          assets.set(file, asset);
        }
        if (asset.image) images[n] = asset.image;
        used.push(asset);
        return joinUrl(index.baseUrl, asset.to) + hash;
      }
    }
  });
  return { hrefs, used, labels, images, problems };
}

const inside = (file: string, folder: string) => path.resolve(file).startsWith(path.resolve(folder) + path.sep);

/** A '/'-rooted link that is no path of the site but a file of this machine outside its folders (`/home/me/.npmrc`). */
const machineFile = (target: string, index: LinkIndex) => fs.existsSync(target) && fileScope(target, index.linkable) === 'outside';

/** A link to a file outside the folders links may lead to: what is accepted instead. */
const outsideMessage = (index: LinkIndex) => `link to a file outside the site's folder: ${index.linkable.accepted}`;

/** Fills a page's link placeholders with what they resolved to. */
export function applyLinkTargets(html: string, { hrefs, labels, images }: LinkTargets, baseUrl: string): string {
  return html
    .replace(/<img src="docgen-link:(\d+)"/g, (m, n: string) => {
      const image = images[Number(n)];
      const src = escapeAttr(hrefs[Number(n)] ?? '#');
      return image ? `<img src="${src}"${imageAttributes(image, src, baseUrl)}` : m;
    })
    .replace(/docgen-link:(\d+)/g, (_m, n: string) => escapeAttr(hrefs[Number(n)] ?? '#'))
    .replace(/docgen-label:(\d+)/g, (_m, n: string) => escapeText(labels[Number(n)] ?? ''));
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
