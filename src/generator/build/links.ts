// Phase 2 of a build: every page's links resolved now that every page and anchor is known, through
// the page pipeline's link step. When the site's shape is the previous build's, a page whose content
// and linked files are unchanged is unchanged: its links are not even resolved again (what they
// found is kept).
import type { Problem } from '../errors.ts';
import { docKey } from '../render/content.ts';
import { linkTargets, resolveLinks, type LinkedAsset, type LinkIndex, type LinkTargets } from '../site/links.ts';
import type { DocRoute } from '../site/routes.ts';
import { brokenLinks, linkContext, resolveHome, type HomeContent } from '../pipeline/page.ts';
import { linkIndexOf, type Site } from '../pipeline/site.ts';
import type { HomeData } from '../../shared/types.ts';
import { assetStamps, PageIds, siteShape, type BuildState, type ContentMeta } from './state.ts';
import type { ContentPhase } from './contents.ts';

export class LinkPhase {
  readonly index: LinkIndex;
  /** The files pages link to (copied into the output), by source path. */
  readonly linked = new Map<string, LinkedAsset>();
  /** Pages whose content, links and linked files are all the previous build's. */
  readonly unchanged = new Set<string>();
  /** Broken links, anchors and API references are reported as warnings with onBrokenLinks: 'warn'. */
  readonly linkProblems = (list: Problem[]): Problem[] => brokenLinks(this.site, list);

  constructor(
    private readonly site: Site,
    private readonly contents: ContentPhase,
    docRoutes: DocRoute[],
  ) {
    this.index = linkIndexOf(site, new PageIds(new Map(docRoutes.filter((r) => contents.has(r)).map((r) => [r.path, contents.of(r)]))));
  }

  /** What a page's links lead to (worked out again where needed rather than kept for every page). */
  targets(r: DocRoute, meta: ContentMeta): LinkTargets {
    return linkTargets(meta.links, linkContext(this.site, r), this.index, this.linked);
  }

  /** The site's shape (see state.ts) with the client's document assets as `assetsKey`. */
  shape(docRoutes: DocRoute[], assetsKey: string): string {
    return siteShape({ model: this.site.model, routes: this.site.routes.map((r) => r.path), assetsKey, ids: docRoutes.map((r) => [r.path, this.contents.of(r).idsHash]), staticDir: this.index.staticDir });
  }

  /** Resolves every docs page's links; returns their problems in route order. */
  run(docRoutes: DocRoute[], previous: BuildState | undefined, sameShape: boolean): Problem[] {
    const problems: Problem[] = [];
    for (const r of docRoutes) {
      const key = docKey(r.version, r.doc);
      const content = this.contents.of(r);
      const prev = previous?.pages.get(key);
      if (sameShape && prev && !content.fresh && content.key === prev.content && assetStamps(prev.assets) === prev.assetStamps) {
        problems.push(...prev.linkProblems);
        for (const a of prev.assets) if (!this.linked.has(a.from)) this.linked.set(a.from, a);
        this.unchanged.add(key);
      } else problems.push(...this.linkProblems(this.targets(r, content.meta()).problems));
    }
    return problems;
  }

  /** Resolves the home page's links. */
  async home(content: HomeContent): Promise<{ home: HomeData; problems: Problem[] }> {
    const ctx = linkContext(this.site, { kind: 'home', path: this.site.config.baseUrl });
    const resolved = await resolveHome(content, (html) => resolveLinks(html, content.links, ctx, this.index, this.linked));
    return { home: resolved.home, problems: this.linkProblems(resolved.problems) };
  }
}

/**
 * The pages whose anchors the links of these pages (and the home page's) name: what a shard must
 * render of other shards' pages (shard.ts). Found by resolving the links against an index that
 * knows no page's anchors and notes every page asked for.
 */
export function anchorTargets(site: Site, contents: ContentPhase, routes: DocRoute[], home?: HomeContent): Set<string> {
  const asked = new Set<string>();
  const index = linkIndexOf(site, { get: (page: string) => void asked.add(page) });
  for (const r of routes) linkTargets(contents.of(r).meta().links, linkContext(site, r), index, new Map());
  if (home) linkTargets(home.links, linkContext(site, { kind: 'home', path: site.config.baseUrl }), index, new Map());
  return asked;
}
