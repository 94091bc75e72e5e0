// What a build learned of each page, kept in the cache for the next build into the same output
// folder. With it a rebuild knows, without reading or rendering anything, which pages' inputs are
// unchanged: those pages keep their files, and what the emitters kept of them (search records,
// llms.txt entries) serves again.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { createHash } from 'node:crypto';
import type { RenderedContent } from '../render/content.ts';
import type { LinkedAsset } from '../site/links.ts';
import type { Problem } from '../errors.ts';
import { hash, readSealed, seal, writeAtomically, type BucketStore } from '../cache.ts';
import type { SiteModel } from '../content/model.ts';
import type { TextStore } from '../text-store.ts';
import { versionData } from '../pages/common.ts';
import { allDocsVersions } from '../content/load-model.ts';

/** A page's rendered content but its HTML and Markdown (the page's output files hold those). */
export type ContentMeta = Omit<RenderedContent, 'html' | 'markdown'> & { hasMarkdown: boolean };

export interface PageState {
  /** Key of the inputs of the page's content (see contentKey). */
  content: string;
  /** What rendering the content gave is in the meta store (JSON of ContentMeta, read when needed); */
  /** its problems, a hash of its anchors, and what else every rebuild needs of it are here. */
  problems: Problem[];
  ids: string;
  hasMarkdown: boolean;
  cacheEntry?: string;
  /** The page's dependency record: the files its content was made from (see render/deps.ts). */
  deps: string[];
  /** Stylesheets its content needs (CSS text), and its islands' scripts, written whether or not the page is. */
  styles?: string[];
  scripts?: string[];
  /** Key of all the page's inputs: content, what its links lead to, its route data, the site's assets. */
  key: string;
  /** The page's output files. */
  files: string[];
  /** What each emitter kept of the page (search records, its llms.txt entry…), by emitter name. */
  emitted: Record<string, unknown>;
  /** What checking its links found (warnings: a build with errors keeps no state). */
  linkProblems: Problem[];
  /** Files its links lead to, and their modification times and sizes (see assetStamps). */
  assets: LinkedAsset[];
  assetStamps: string;
}

/** The previous build's pages, and the shape of its site (see siteShape). */
export interface BuildState {
  pages: Map<string, PageState>;
  shape: string;
}

const FORMAT = 7;

/** Where the state of builds into an output folder is kept (`outKey`: a hash of its path). */
export function stateFiles(cacheDir: string, outKey: string): { state: string; records: string; metas: string } {
  return { state: path.join(cacheDir, `state-${outKey}.bin`), records: path.join(cacheDir, `records-${outKey}`), metas: path.join(cacheDir, `metas-${outKey}`) };
}

/** The bucket of the meta store a page's rendered-content summary is kept in. */
export function metaBucket(page: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < page.length; i++) h = Math.imul(h ^ page.charCodeAt(i), 0x01000193);
  return String((h >>> 0) % 64);
}

/** The state of the previous build; undefined when there is none (or it cannot be read). */
export function loadBuildState(file: string, generator: string): BuildState | undefined {
  const sealed = readSealed(file, path.dirname(file));
  if (!sealed) return undefined;
  try {
    const data = v8.deserialize(sealed) as { format: number; generator: string; shape: string; pages: [string, PageState][] };
    return data.format === FORMAT && data.generator === generator ? { pages: new Map(data.pages), shape: data.shape } : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the state; a failure only makes the next build do everything again. */
export function saveBuildState(file: string, generator: string, state: BuildState): void {
  writeAtomically(file, seal(v8.serialize({ format: FORMAT, generator, shape: state.shape, pages: [...state.pages] })));
}

/**
 * A key of everything in the site that a page's links and route data can depend on, besides the
 * page's own content: the config and assets, every route, every doc's head and place in the
 * sidebars, the versions and their API data, the anchors of every page and the static files.
 * When it is the previous build's, a page whose content is unchanged is unchanged (but for the
 * files its links lead to, which are checked page by page: see assetStamps).
 */
export function siteShape(input: { model: SiteModel; routes: string[]; assetsKey: string; ids: Iterable<[string, string]>; staticDir: string }): string {
  const h = createHash('sha256');
  const { model } = input;
  const add = (value: unknown) => h.update(JSON.stringify(value) ?? 'undefined').update('\n');
  add([input.assetsKey, model.config, input.routes, model.sections.map((s) => [s.label, s.index ?? null, s.videoPages])]);
  for (const v of allDocsVersions(model)) {
    add([versionData(v), v.mainDocId, v.noIndex ?? false, v.variables, v.sidebars, v.api ?? null]);
    // (A post's facts too: what the config's functions made of it, its reading time, are in no file.)
    for (const d of v.docs) add([d.id, d.permalink, d.source, d.docPath, d.title, d.sidebarLabel, d.sidebarPosition, d.description, d.frontMatter, d.kind, d.sidebar, d.apiClass, d.editUrl, d.post ?? null]);
  }
  for (const [page, ids] of input.ids) add([page, ids]);
  add(listFiles(input.staticDir));
  return h.digest('base64url').slice(0, 32);
}

/** Every file under a folder (relative paths), sorted; none when it does not exist. */
function listFiles(dir: string): string[] {
  try {
    return (fs.readdirSync(dir, { recursive: true, withFileTypes: false }) as string[]).sort();
  } catch {
    return [];
  }
}

/** The modification times and sizes of the files a page's links lead to, as one key. */
export function assetStamps(assets: LinkedAsset[]): string {
  return assets
    .map((a) => {
      const stat = fs.statSync(a.from, { throwIfNoEntry: false });
      return `${a.from}:${stat?.mtimeMs ?? '-'}:${stat?.size ?? '-'}`;
    })
    .join('\n');
}

/** A page's content as this build knows it: rendered now (its HTML in the store) or kept from the last build. */
export interface PageContent {
  /** Key of the content's inputs (undefined: it cannot be told without rendering). */
  key?: string;
  /** Rendered by this build: its HTML (and Markdown) are in the store. */
  fresh: boolean;
  problems: Problem[];
  /** A hash of the page's anchors. */
  idsHash: string;
  hasMarkdown: boolean;
  cacheEntry?: string;
  deps: string[];
  /**
   * The whole of what rendering gave, parsed each time it is asked for: it is kept as JSON (a
   * large site's links and tables of contents take far less memory so), and a kept page's is read
   * from the meta store only when needed.
   */
  meta(): ContentMeta;
  metaJson(): string;
  /** Its anchors (what links to it are checked against), read apart from the rest of the summary where this build rendered it. */
  ids(): ContentMeta['ids'];
}

/**
 * A page rendered by this build. Its summary's JSON goes to `texts` under `storeKey`: a large
 * site's summaries (links, anchors, tables of contents: 8 KB a page is usual) are then kept on
 * disk past the store's budget rather than all in memory (100,000 pages: 800 MB).
 */
export function freshContent(meta: ContentMeta, key: string | undefined, texts: TextStore, storeKey: string): PageContent {
  texts.put(storeKey, JSON.stringify(meta));
  // (Its anchors apart too: every page that links to it reads them, and only them.)
  const idsJson = JSON.stringify(meta.ids);
  const idsKey = `${storeKey}\0ids`;
  texts.put(idsKey, idsJson);
  const json = () => texts.read(storeKey);
  return { key, fresh: true, problems: meta.problems, idsHash: hash(idsJson), hasMarkdown: meta.hasMarkdown, cacheEntry: meta.cacheEntry, deps: meta.deps, meta: () => JSON.parse(json()) as ContentMeta, metaJson: json, ids: () => JSON.parse(texts.read(idsKey)) as ContentMeta['ids'] };
}

export function keptContent(prev: PageState, key: string, page: string, metas: BucketStore): PageContent {
  const json = () => metas.get(metaBucket(page), page);
  const meta = () => JSON.parse(json()) as ContentMeta;
  return { key, fresh: false, problems: prev.problems, idsHash: prev.ids, hasMarkdown: prev.hasMarkdown, cacheEntry: prev.cacheEntry, deps: prev.deps, meta, metaJson: json, ids: () => meta().ids };
}

/** Anchors of each page by path, worked out from its content only when a link asks for them. */
export class PageIds extends Map<string, Set<string>> {
  constructor(private readonly pages: Map<string, PageContent>) {
    super();
  }

  override get(page: string): Set<string> | undefined {
    let ids = super.get(page);
    const content = ids ? undefined : this.pages.get(page);
    if (content) super.set(page, (ids = new Set(content.ids())));
    return ids;
  }

  override has(page: string): boolean {
    return super.has(page) || this.pages.has(page);
  }
}
