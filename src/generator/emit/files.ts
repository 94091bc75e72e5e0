// Files the build copies or makes beside the pages: the static folder, the client bundle, the files
// pages link to (with smaller copies of their raster images) and the posters of video pages.
import path from 'node:path';
import fs from 'node:fs';
import { resizeImage } from '../render/images.ts';
import type { OutputWriter } from './output.ts';
import type { EmitterDefinition } from './emitter.ts';

/** Copies a folder's files (not symlinks) into the output. */
function copyFolder(out: OutputWriter, from: string, relBase = ''): void {
  if (!fs.existsSync(from)) return;
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    const rel = path.join(relBase, e.name);
    if (e.isDirectory()) copyFolder(out, src, rel);
    else if (e.isFile()) out.copy(src, rel);
  }
}

export const staticFilesEmitter: EmitterDefinition = {
  name: 'static files',
  create: ({ out, site }) => ({ finish: () => copyFolder(out, path.resolve(site.root, site.config.staticDir)) }),
};

export const clientAssetsEmitter: EmitterDefinition = {
  name: 'client assets',
  create: ({ out, client }) => ({
    finish() {
      for (const [rel, content] of client.files) out.write(rel, content);
    },
  }),
};

/** Where smaller copies of images are kept between builds (none without a cache). */
export const imageCacheDir = (cache: { enabled: boolean; dir: string }): string | undefined => (cache.enabled ? path.join(cache.dir, 'images') : undefined);

export const linkedFilesEmitter: EmitterDefinition = {
  name: 'linked files',
  create({ out, cache, linked, site }) {
    // Smaller copies of the pages' raster images (sharp, on its own threads; cached by content):
    // every image is known once links are resolved, so they are made while the pages are written
    // (most were started while the Markdown was rendered: build/early-images.ts).
    const imageCache = imageCacheDir(cache);
    // (One copy per output file: the same image in two versions of the docs is one file, its name a hash of its content.)
    const variants = [...new Map([...linked.values()].flatMap((a) => (a.image?.variants ?? []).map((v) => [v.to, { from: a.from, ...v }] as const))).values()];
    const resizing = Promise.all(variants.map((v) => resizeImage(v.from, v.width, imageCache, site.config.images.quality)));
    resizing.catch(() => {}); // awaited in finish(); a failure while pages are written must not leave it unhandled
    return {
      async finish() {
        for (const asset of linked.values()) out.copy(asset.from, asset.to);
        const resized = await resizing;
        variants.forEach((v, i) => out.write(v.to, resized[i]));
      },
    };
  },
};

export const videoPostersEmitter: EmitterDefinition = {
  name: 'video posters',
  create: ({ out, site }) => ({
    finish() {
      for (const video of site.model.sections.flatMap((s) => s.videoPages).flatMap((p) => p.videos)) if (video.thumbnail) out.write(video.thumbnail.file, video.thumbnail.svg);
    },
  }),
};
