// Phase 3 of a build: each page's route data and document, written by the emitters in turn (nothing
// of a page stays in memory once written), then the emitters' site-wide files. A docs page whose
// inputs are all those of the previous build (its content, what its links lead to, its route data,
// the site's assets) keeps its files, and the emitters take what they kept of it.
import { hash } from '../cache.ts';
import { docKey } from '../render/content.ts';
import { routeJson } from '../render/document.ts';
import { applyLinkTargets } from '../site/links.ts';
import type { DocRoute, RouteEntry } from '../site/routes.ts';
import { pageData, SharedFiles } from '../pipeline/page.ts';
import { docCards } from '../pages/doc-cards.ts';
import type { Site } from '../pipeline/site.ts';
import type { EmitContext, Emitter, EmitterDefinition, PageOutput } from '../emit/emitter.ts';
import type { TextStore } from '../text-store.ts';
import { outputFileOf } from '../../shared/urls.ts';
import type { HomeData, RouteData } from '../../shared/types.ts';
import type { Excerpts } from '../plugins/blog/route-data.ts';
import { assetStamps, type BuildState, type ContentMeta, type PageState } from './state.ts';
import { eachAtMost, markdownKey, type ContentPhase } from './contents.ts';
import type { LinkPhase } from './links.ts';
import { ownsRoute, SHARD_MANIFEST, SHARD_PAGES, type ShardManifest } from './shard.ts';
import type { ShardSpec } from './shard-spec.ts';

export class WritePhase {
  /** What this build learned of each docs page it keeps track of, for the next build. */
  readonly state = new Map<string, PageState>();
  readonly shared: SharedFiles;
  private readonly emitters: { name: string; emitter: Emitter; gathers: boolean }[];
  /** The order pages are written in (see EmitterDefinition.pageOrder). */
  private readonly orderKey?: (route: RouteEntry) => number;
  private readonly pageKeys = new Map<string, string>();
  /** A shard's pages: what each emitter kept of each (a line of JSON each, see shard.ts). */
  private readonly shardPages: Buffer[] = [];

  constructor(
    private readonly site: Site,
    private readonly ctx: EmitContext,
    definitions: EmitterDefinition[],
    private readonly contents: ContentPhase,
    private readonly links: LinkPhase,
    private readonly store: TextStore,
    /** A shard of a sharded build: it writes its own pages only (see shard.ts). */
    private readonly shard?: ShardSpec,
  ) {
    // Sidebars and content stylesheets are written once each and referenced from the pages.
    // Every sidebar a page is in has its file, whether or not its pages are written again (and
    // every stylesheet, see docPage).
    this.shared = new SharedFiles(site.config.baseUrl, (rel, text) => ctx.out.write(rel, text)).addSidebars(site).addSiteStylesheet(site);
    this.emitters = definitions.map((d) => ({ name: d.name, emitter: d.create(ctx), gathers: !!d.gathers }));
    // (A shard finishes no site-wide files, and lists its pages in route order for docgen merge.)
    this.orderKey = shard ? undefined : definitions.find((d) => d.pageOrder)?.pageOrder?.(site);
  }

  /**
   * A blog post's excerpt, its links resolved, for the lists that show it (from what phase 1 kept of
   * it); made once for the blog's list, its tags' and its authors' lists.
   */
  private readonly excerpts: Excerpts = (version, doc) => {
    const route: DocRoute = { kind: 'doc', path: doc.permalink, version, doc };
    const key = docKey(version, doc);
    let excerpt = this.excerptOf.get(key);
    if (!excerpt) {
      const meta = this.contents.of(route).meta();
      excerpt = meta.excerpt ? { html: applyLinkTargets(meta.excerpt.html, this.links.targets(route, meta), this.site.config.baseUrl), truncated: meta.excerpt.truncated, words: meta.words } : { html: '', truncated: false };
      this.excerptOf.set(key, excerpt);
    }
    return excerpt;
  };
  private readonly excerptOf = new Map<string, ReturnType<Excerpts>>();

  private docData(r: DocRoute, meta: ContentMeta, html: string): RouteData {
    return pageData(this.site, r, { doc: { html, toc: meta.toc, summary: meta.summary, styles: meta.styles, scripts: meta.scripts, layout: meta.layout, words: meta.words } }, this.shared);
  }

  private remember(key: string, page: PageState): void {
    this.state.set(key, page);
    this.contents.remember(key, this.contents.contents.get(key)!);
  }

  /**
   * Finds the docs pages whose files can be kept as they are (and renders again, mostly from the
   * disk cache, the pages to write again whose content phase 1 kept).
   */
  async keepUnchanged(docRoutes: DocRoute[], previous: BuildState | undefined): Promise<void> {
    const { out } = this.ctx;
    const toRender: DocRoute[] = [];
    for (const r of docRoutes) {
      const key = docKey(r.version, r.doc);
      const content = this.contents.of(r);
      const prev = previous?.pages.get(key);
      if (this.links.unchanged.has(key) && prev!.files.every((f) => out.keep(f))) {
        this.remember(key, prev!);
        continue;
      }
      // (Its problems are counted already; a page kept by its shape whose files are gone is made again.)
      if (!content.key || !out.tracking) {
        if (!content.fresh) toRender.push(r);
        continue;
      }
      const meta = content.meta();
      const t = this.links.targets(r, meta);
      // (A category's page may show its items' cards: <DocCardList />, filled in from other pages.)
      const cards = docCards(r.version, r.doc);
      const pageKey = hash(JSON.stringify([this.ctx.document.key, content.key, hash(JSON.stringify([t.hrefs, t.labels, t.images])), hash(routeJson(this.docData(r, meta, ''))), cards ? hash(JSON.stringify(cards)) : '']));
      this.pageKeys.set(key, pageKey);
      if (prev?.key === pageKey && prev.files.every((f) => out.keep(f))) {
        this.remember(key, { ...prev, linkProblems: this.links.linkProblems(t.problems), assets: t.used, assetStamps: assetStamps(t.used) });
      } else if (!content.fresh) toRender.push(r);
    }
    await eachAtMost(64, toRender, async (r) => {
      this.contents.contents.set(docKey(r.version, r.doc), await this.contents.render(r));
    });
  }

  /** Writes every page, in route order unless an emitter asks for another (`pageDone` after each). */
  async pages(home: HomeData | undefined, pageDone: () => void = () => {}): Promise<void> {
    let turn = 0;
    const { orderKey } = this;
    const places = [...this.site.routes.entries()];
    // (A stable sort: route order among pages of one key.)
    if (orderKey) {
      const keys = places.map(([, r]) => orderKey(r));
      places.sort(([a], [b]) => keys[a] - keys[b]);
    }
    for (const [place, r] of places) {
      if (!ownsRoute(this.shard, r.path)) continue;
      // Now and then, let what runs beside the pages (image resizing) take its next step, and
      // the progress line be drawn.
      if (++turn % 16 === 0) await new Promise((resolve) => setImmediate(resolve));
      const emitted = r.kind === 'doc' ? this.docPage(r) : this.emit({ route: r, file: outputFileOf(r.path, this.site.config.baseUrl), data: pageData(this.site, r, { home, excerpts: this.excerpts }, this.shared) }).emitted;
      if (this.shard) this.shardPages.push(Buffer.from(`${JSON.stringify([place, emitted ?? {}])}\n`));
      pageDone();
    }
  }

  /** Writes a docs page (or keeps it); what the emitters kept of a page written now. */
  private docPage(r: DocRoute): Record<string, unknown> | undefined {
    const key = docKey(r.version, r.doc);
    const kept = this.state.get(key);
    if (kept) {
      // Unchanged: its files are kept, and its stylesheets and scripts written; what the site-wide files need
      // of it is in its state.
      for (const css of kept.styles ?? []) this.shared.stylesheet(css);
      for (const js of kept.scripts ?? []) this.shared.script(js);
      let current = kept;
      for (const { name, emitter } of this.emitters) {
        if (!(name in kept.emitted) || !emitter.kept) continue;
        const next = emitter.kept(r, kept.emitted[name]);
        if (next !== undefined) current = { ...current, emitted: { ...current.emitted, [name]: next } };
      }
      if (current !== kept) this.state.set(key, current);
      return undefined;
    }
    const content = this.contents.of(r);
    const meta = content.meta();
    const t = this.links.targets(r, meta);
    const data = this.docData(r, meta, applyLinkTargets(this.store.take(key), t, this.site.config.baseUrl));
    const markdown = content.hasMarkdown ? this.store.take(markdownKey(key)) : undefined;
    const { files, emitted } = this.emit({ route: r, file: outputFileOf(r.path, this.site.config.baseUrl), data, markdown });
    const pageKey = this.pageKeys.get(key) ?? '';
    if (!pageKey) return emitted;
    this.remember(key, {
      content: content.key ?? '', problems: content.problems, ids: content.idsHash, hasMarkdown: content.hasMarkdown, cacheEntry: content.cacheEntry, deps: content.deps, styles: meta.styles, scripts: meta.scripts,
      key: pageKey, files, emitted, linkProblems: this.links.linkProblems(t.problems), assets: t.used, assetStamps: assetStamps(t.used),
    });
    return emitted;
  }

  /** Hands a page to every emitter: the files they wrote and what they keep of it. */
  private emit(page: PageOutput): { files: string[]; emitted: Record<string, unknown> } {
    const files: string[] = [];
    const emitted: Record<string, unknown> = {};
    for (const { name, emitter } of this.emitters) {
      const made = emitter.page?.(page);
      if (!made) continue;
      if (made.files) files.push(...made.files);
      if (made.state !== undefined) emitted[name] = made.state;
    }
    return { files, emitted };
  }

  /**
   * The emitters' site-wide files, each timed as a stage (as waited for). They are all started in
   * turn: those that wait for other threads (the smaller copies of images, the search index) go on
   * while the others make theirs. When one fails, the build fails once every one started is done
   * (none then writes into an output the failure throws away).
   */
  async finish(stage: (name: string) => void): Promise<void> {
    const started: { name: string; done: Promise<void> }[] = [];
    const settled = () => Promise.allSettled(started.map((s) => s.done));
    for (const { name, emitter, gathers } of this.emitters) {
      // (A shard leaves the files made of every page to docgen merge.)
      if (!emitter.finish || (this.shard && gathers)) continue;
      let done: Promise<void>;
      try {
        done = Promise.resolve(emitter.finish());
      } catch (err) {
        await settled();
        throw err;
      }
      // (Each is awaited below, in turn; one failing after another has failed is not left unhandled.)
      done.catch(() => {});
      started.push({ name, done });
    }
    for (const { name, done } of started) {
      try {
        await done;
      } catch (err) {
        await settled();
        throw err;
      }
      stage(name);
    }
  }

  /** A shard's own files: its pages' states for the merge, and its manifest (shard.ts). */
  writeShard(manifest: Omit<ShardManifest, 'pages'>): void {
    this.ctx.out.write(SHARD_PAGES, this.shardPages);
    this.ctx.out.write(SHARD_MANIFEST, `${JSON.stringify({ ...manifest, pages: this.shardPages.length } satisfies ShardManifest, null, 2)}\n`);
    this.shardPages.length = 0;
  }

  committed(): void {
    for (const { emitter } of this.emitters) emitter.committed?.();
  }

  async close(): Promise<void> {
    await Promise.all(this.emitters.map(({ emitter }) => emitter.close?.()));
  }
}
