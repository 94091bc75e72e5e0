// The smaller copies of a page's raster images started as soon as the page is rendered in phase 1,
// while the other pages still are: sharp works beside the Markdown threads instead of after them
// (playwright.dev's three large screenshots took two seconds after its last page was written). The
// images are found as phase 2 finds them (the same link resolution, against an index that knows the
// site's folders only); the linked files emitter then takes the copies made or under way
// (render/images.ts), and makes any not started. Problems are phase 2's to report.
import { linkTargets, type LinkedAsset } from '../site/links.ts';
import { linkContext } from '../pipeline/page.ts';
import { linkIndexOf, type Site } from '../pipeline/site.ts';
import { startResize } from '../render/images.ts';
import type { DocRoute } from '../site/routes.ts';
import type { CollectedLink } from '../../components/kit/file-data.ts';

/** What starts the copies of a rendered page's images (`cacheDir`: where copies are kept between builds). */
export function earlyImages(site: Site, cacheDir: string | undefined): (r: DocRoute, links: CollectedLink[]) => void {
  const index = linkIndexOf(site, { get: () => undefined });
  const assets = new Map<string, LinkedAsset>();
  return (r, links) => {
    const images = links.filter((l) => l.kind === 'asset' && l.image);
    if (!images.length) return;
    // (A head start only: what fails here fails again where the copies are written, and is said there.)
    try {
      for (const asset of linkTargets(images, linkContext(site, r), index, assets).used) {
        for (const v of asset.image?.variants ?? []) startResize(asset.from, v.width, cacheDir, site.config.images.quality);
      }
    } catch {
      // (see above)
    }
  };
}
