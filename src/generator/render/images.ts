// Responsive images: a raster image in a page (PNG, JPEG, WebP) is served in several widths (by
// default four, from 640 px to its own width; the config's `images`, or Docusaurus' ideal-image
// options, say otherwise) as a srcset, lazily loaded and with its size set so the page does not
// move while it loads. Sizes are read from the file header when links are resolved; the smaller
// copies are made with sharp when the output is written, and cached by content.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { imageSize } from 'image-size';
import { readSealed, seal, writeAtomically } from '../cache.ts';

export const MIN_WIDTH = 640;
export const STEPS = 4;

/** The widths an image is offered in: `steps` from `min` to `max` (its own width at most), or `sizes`. */
export interface ImageWidths {
  min: number;
  max?: number;
  steps: number;
  sizes?: number[];
}
const DEFAULT_WIDTHS: ImageWidths = { min: MIN_WIDTH, steps: STEPS };
const RASTER = /\.(png|jpe?g|webp)$/i;
/** The widest the content column shows an image (CSS pixels); beyond, the image is scaled down. */
const SIZES = '(max-width: 996px) 100vw, 800px';

export interface ImageVariant {
  width: number;
  /** Output path (relative to the output root). */
  to: string;
}

export interface ResponsiveImage {
  width: number;
  height: number;
  /** Smaller copies, narrowest first (the original serves the largest width). */
  variants: ImageVariant[];
}

export function isRaster(file: string): boolean {
  return RASTER.test(file);
}

/** The widths an image of `width` px is offered in, narrowest first; never wider than it is. */
export function srcsetWidths(width: number, o: ImageWidths = DEFAULT_WIDTHS): number[] {
  let widths: number[];
  if (o.sizes) widths = o.sizes.map((s) => Math.min(s, width));
  else {
    const max = Math.min(o.max ?? width, width);
    if (max <= o.min) return [Math.min(width, max)];
    widths = o.steps < 2 ? [o.min] : Array.from({ length: o.steps }, (_, i) => Math.round(o.min + ((max - o.min) * i) / (o.steps - 1)));
  }
  return [...new Set(widths)].sort((a, b) => a - b);
}

/** Reads an image's size and plans its smaller copies next to `to` (its output path). */
export function planImage(file: string, to: string, widths?: ImageWidths): ResponsiveImage | undefined {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(fs.readFileSync(file));
  } catch {
    return undefined;
  }
  if (!size.width || !size.height) return undefined;
  const ext = path.extname(to);
  const base = to.slice(0, -ext.length);
  // (The original serves its own width.)
  const smaller = srcsetWidths(size.width, widths).filter((w) => w < size.width!);
  return { width: size.width, height: size.height, variants: smaller.map((w) => ({ width: w, to: `${base}-${w}w${ext}` })) };
}

/**
 * The attributes added to an <img> of a planned image whose original is served at `src` (the
 * Markdown pipeline has made every image lazy already).
 */
export function imageAttributes(image: ResponsiveImage, src: string, baseUrl: string): string {
  const size = ` width="${image.width}" height="${image.height}"`;
  if (!image.variants.length) return size;
  const srcset = [...image.variants.map((v) => `${baseUrl}${v.to} ${v.width}w`), `${src} ${image.width}w`].join(', ');
  return ` srcset="${srcset}" sizes="${SIZES}"${size}`;
}

/**
 * Makes one smaller copy (sharp), cached in `cacheDir` by the source's content and the width (a
 * damaged entry is made again); one started early (`startResize`) is taken as it is.
 */
export async function resizeImage(file: string, width: number, cacheDir?: string, quality?: number): Promise<Buffer> {
  const source = fs.readFileSync(file);
  const key = copyKey(source, file, width, quality);
  const early = started.get(key);
  if (early) {
    started.delete(key);
    return early;
  }
  return makeCopy(source, file, key, width, cacheDir, quality);
}

/**
 * Starts making a smaller copy now (a build does as soon as a page showing the image is rendered,
 * while other pages still are), for `resizeImage` to take; kept until it is taken (a few at most:
 * none past MAX_STARTED).
 */
export function startResize(file: string, width: number, cacheDir?: string, quality?: number): void {
  const source = fs.readFileSync(file);
  const key = copyKey(source, file, width, quality);
  if (started.has(key) || started.size >= MAX_STARTED) return;
  const copy = makeCopy(source, file, key, width, cacheDir, quality);
  copy.catch(() => {}); // its failure is resizeImage's to report
  started.set(key, copy);
}
const started = new Map<string, Promise<Buffer>>();
const MAX_STARTED = 512;
/** How many copies were started and not yet taken. */
export const copiesStarted = (): number => started.size;

/** What a copy is kept by: the source's content, the width and how it is written. */
function copyKey(source: Buffer, file: string, width: number, quality?: number): string {
  const ext = path.extname(file).toLowerCase();
  // (How a PNG is written is part of the key: copies made before palettes were kept are made again.)
  return crypto.createHash('sha256').update(source).update(String(width)).update(quality ? `q${quality}` : '').update(ext === '.png' ? 'png-palette' : '').digest('hex').slice(0, 24);
}

async function makeCopy(source: Buffer, file: string, key: string, width: number, cacheDir?: string, quality?: number): Promise<Buffer> {
  const ext = path.extname(file).toLowerCase();
  const cached = cacheDir ? path.join(cacheDir, `${key}${path.extname(file)}`) : undefined;
  const kept = cached && readSealed(cached, path.dirname(cacheDir!));
  if (kept) return kept;
  const { default: sharp } = await import('sharp');
  const image = sharp(source);
  // A PNG of a palette (most screenshots, quantized to keep them small) gets a palette again: in
  // full colour its smaller copies are larger than it is. (Without dithering: flat colours stay flat.)
  const palette = ext === '.png' && (await image.metadata()).isPalette;
  const resized = image.resize({ width, withoutEnlargement: true });
  const out = await (quality && ext === '.webp' ? resized.webp({ quality }) : quality && /\.jpe?g$/.test(ext) ? resized.jpeg({ quality }) : palette ? resized.png({ palette: true, effort: 3, dither: 0 }) : resized).toBuffer();
  if (cached) writeAtomically(cached, seal(out));
  return out;
}
