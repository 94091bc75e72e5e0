// Responsive images: a raster image in a page (PNG, JPEG, WebP) is served in up to four widths,
// from 640 px to its own width, as a srcset, lazily loaded and with its size set so the page does
// not move while it loads (like Docusaurus' ideal-image plugin). Sizes are read from the file
// header when links are resolved; the smaller copies are made with sharp when the output is
// written, and cached by content.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { imageSize } from 'image-size';
import { readSealed, seal, writeAtomically } from '../cache.ts';

export const MIN_WIDTH = 640;
export const STEPS = 4;
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

/** The widths an image of `width` px is offered in: STEPS widths from MIN_WIDTH to its own. */
export function srcsetWidths(width: number): number[] {
  if (width <= MIN_WIDTH) return [width];
  return Array.from({ length: STEPS }, (_, i) => Math.round(MIN_WIDTH + ((width - MIN_WIDTH) * i) / (STEPS - 1)));
}

/** Reads an image's size and plans its smaller copies next to `to` (its output path). */
export function planImage(file: string, to: string): ResponsiveImage | undefined {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(fs.readFileSync(file));
  } catch {
    return undefined;
  }
  if (!size.width || !size.height) return undefined;
  const ext = path.extname(to);
  const base = to.slice(0, -ext.length);
  const widths = srcsetWidths(size.width).slice(0, -1);
  return { width: size.width, height: size.height, variants: widths.map((w) => ({ width: w, to: `${base}-${w}w${ext}` })) };
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
 * damaged entry is made again).
 */
export async function resizeImage(file: string, width: number, cacheDir?: string): Promise<Buffer> {
  const source = fs.readFileSync(file);
  const key = crypto.createHash('sha256').update(source).update(String(width)).digest('hex').slice(0, 24);
  const cached = cacheDir ? path.join(cacheDir, `${key}${path.extname(file)}`) : undefined;
  const kept = cached && readSealed(cached, path.dirname(cacheDir!));
  if (kept) return kept;
  const { default: sharp } = await import('sharp');
  const out = await sharp(source).resize({ width, withoutEnlargement: true }).toBuffer();
  if (cached) writeAtomically(cached, seal(out));
  return out;
}
