// Phase 1 of a build: every docs page's content, rendered on every core (render pool) through the
// page pipeline's content step, or kept from the previous build when its content key (the inputs
// named by its dependency record) is unchanged. A rendered page's HTML and Markdown go to the
// TextStore at once (a large site keeps them on disk until they are written): memory stays flat.
import type { BuildCache } from '../cache.ts';
import { docKey, createRenderers, rendererSettings, settingsSalt, type RenderedContent } from '../render/content.ts';
import { createRenderPool, type RenderPool } from '../render/pool.ts';
import { PageContents, type HomeContent } from '../pipeline/page.ts';
import type { Site } from '../pipeline/site.ts';
import type { DocRoute } from '../site/routes.ts';
import { TextStore } from '../text-store.ts';
import { freshContent, keptContent, metaBucket, type BuildState, type ContentMeta, type PageContent } from './state.ts';
import type { BucketStore } from '../cache.ts';

/**
 * Pages being rendered at once: enough to keep every thread busy, few enough that a large site's
 * pages are not all in flight (with their inputs and results) at the same time.
 */
const RENDERS_IN_FLIGHT = 64;

/** Characters of the pages' content summaries kept in memory (the rest on disk: see freshContent). */
const SUMMARIES_IN_MEMORY = 16 * 1024 * 1024;

/** Runs `work` on every item, at most `limit` at a time; rejects with the first failure. */
export async function eachAtMost<T>(limit: number, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** The store key of a page's Markdown (for llms.txt and the .md copy of each page). */
export const markdownKey = (key: string) => `${key}\0md`;

const metaOf = (c: RenderedContent): ContentMeta => {
  const { html: _html, markdown, ...meta } = c;
  return { ...meta, hasMarkdown: markdown !== undefined };
};

/**
 * What a shard keeps of another shard's page: its anchors (links to it are checked against them)
 * and, for a blog post, its excerpt and links (the lists this shard writes may show it). Its
 * problems are its own shard's to report.
 */
function othersMeta(r: DocRoute, meta: ContentMeta): ContentMeta {
  const post = !!r.version.blog;
  return { ...meta, toc: [], summary: '', problems: [], links: post ? meta.links : [], excerpt: post ? meta.excerpt : undefined, styles: undefined, scripts: undefined, layout: undefined };
}

export class ContentPhase {
  readonly pool: RenderPool;
  readonly pages: PageContents;
  /** Each docs page's content, by docKey. */
  readonly contents = new Map<string, PageContent>();
  /** The JSON of each page's content summary rendered by this build (by docKey). */
  private readonly summaries = new TextStore(SUMMARIES_IN_MEMORY);
  /** Told of each page rendered here that is the build's own, with its links (early-images.ts). */
  onRendered?: (r: DocRoute, links: ContentMeta['links']) => void;

  constructor(
    private readonly site: Site,
    private readonly cache: BuildCache,
    private readonly store: TextStore,
    private readonly metas: BucketStore,
    private readonly previous: BuildState | undefined,
    /** A shard of a sharded build (shard.ts): whether a page is its own; of the others it keeps only what links and lists need. */
    private readonly own: (r: DocRoute) => boolean = () => true,
  ) {
    const settings = rendererSettings(site.model);
    this.pool = createRenderPool(settings);
    this.pages = new PageContents(site, createRenderers(this.pool.render, cache, settingsSalt(settings), settings), cache);
  }

  /** Renders (or keeps) the content of every docs page (`pageDone` after each). */
  async run(routes: DocRoute[], pageDone: () => void = () => {}): Promise<void> {
    await eachAtMost(RENDERS_IN_FLIGHT, routes, async (r) => {
      const key = docKey(r.version, r.doc);
      const prev = this.previous?.pages.get(key);
      const contentKey = prev && this.pages.key(r, prev.deps);
      if (contentKey && prev.content === contentKey) {
        this.contents.set(key, keptContent(prev, contentKey, key, this.metas));
        if (prev.cacheEntry) this.cache.keep(prev.cacheEntry);
      } else this.contents.set(key, await this.render(r));
      pageDone();
    });
  }

  /** Renders a page's content; its HTML and Markdown go to the store until the page is written. */
  async render(r: DocRoute): Promise<PageContent> {
    const result = await this.pages.doc(r);
    const storeKey = docKey(r.version, r.doc);
    const own = this.own(r);
    if (own) this.store.put(storeKey, result.html);
    if (own && result.markdown) this.store.put(markdownKey(storeKey), result.markdown);
    // The body is read again if the page must be rendered again (see writePhase).
    if (r.doc.kind === 'markdown') {
      r.doc.body = '';
      r.doc.bodyPending = true;
    }
    const meta = metaOf(result);
    if (own) this.onRendered?.(r, meta.links);
    return freshContent(own ? meta : othersMeta(r, meta), this.pages.key(r, result.deps), this.summaries, storeKey);
  }

  /** Whether phase 1 has the route's content (a shard renders only the pages it needs: shard.ts). */
  has(r: DocRoute): boolean {
    return this.contents.has(docKey(r.version, r.doc));
  }

  /** The content of a route, as phase 1 left it. */
  of(r: DocRoute): PageContent {
    return this.contents.get(docKey(r.version, r.doc))!;
  }

  home(): Promise<HomeContent | undefined> {
    return this.pages.home();
  }

  /** Forgets the content summaries (and removes their temporary file). */
  dispose(): void {
    this.summaries.dispose();
  }

  /** Keeps a page's content summary in the meta store for the next build (or leaves it there). */
  remember(key: string, content: PageContent): void {
    const bucket = metaBucket(key);
    if (content.fresh) this.metas.put(key, bucket, content.metaJson());
    else this.metas.keep(key, bucket, bucket);
  }
}
