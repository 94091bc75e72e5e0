// The files that docs pages link to (`assets/files/…`, `assets/images/…`), served by docgen dev as
// a build copies them, and the smaller copies of their images, made when first asked for.
import fs from 'node:fs';
import path from 'node:path';
import type { LinkedAsset } from '../site/links.ts';
import { resizeImage } from '../render/images.ts';

/** The bytes of `rel` (a path inside the site) if it is one of the linked files or their copies. */
export async function linkedFile(assets: Iterable<LinkedAsset>, rel: string, cacheDir: string, quality: number | undefined): Promise<Buffer | undefined> {
  for (const a of assets) {
    if (a.to === rel) return fs.readFileSync(a.from);
    const variant = a.image?.variants.find((v) => v.to === rel);
    if (variant) return resizeImage(a.from, variant.width, path.join(cacheDir, 'images'), quality);
  }
  return undefined;
}
