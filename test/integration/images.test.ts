// Responsive images: raster images of a page get four widths from 640 px as a srcset (made with
// sharp), their size set and lazy loading; small images and SVGs stay as they are.
import { describe, it, expect, inject } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { imageSize } from 'image-size';
import { parse } from 'node-html-parser';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';
import { copiesStarted, resizeImage, srcsetWidths, startResize } from '../../src/generator/render/images.ts';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7' } }).png().toBuffer();

describe('responsive images', () => {
  it('offers four widths from 640 px up to the image, and one for small images', () => {
    expect(srcsetWidths(1600)).toEqual([640, 960, 1280, 1600]);
    expect(srcsetWidths(1280)).toEqual([640, 853, 1067, 1280]);
    expect(srcsetWidths(500)).toEqual([500]);
  });

  it('takes a copy started early (while pages render) as the one to write, made once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-images-'));
    const file = path.join(dir, 'wide.png');
    fs.writeFileSync(file, await png(1600, 900));
    const before = copiesStarted();
    startResize(file, 960);
    startResize(file, 960);
    expect(copiesStarted()).toBe(before + 1);
    const taken = await resizeImage(file, 960);
    expect(copiesStarted()).toBe(before);
    expect(taken.equals(await resizeImage(file, 960))).toBe(true);
    expect(imageSize(taken).width).toBe(960);
  });

  it('writes the smaller copies and a srcset with sizes, width, height and lazy loading', async () => {
    const dir = makeProject(
      minimalSite({
        'content/docs/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\n![A wide diagram](./img/wide.png)\n\n![A small icon](./img/small.png)\n\n![A vector](./img/shape.svg)\n',
        'content/docs/img/shape.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
      }),
    );
    fs.writeFileSync(path.join(dir, 'content/docs/img/wide.png'), await png(1600, 900));
    fs.writeFileSync(path.join(dir, 'content/docs/img/small.png'), await png(300, 200));
    const r = await runCli(['--root', dir, 'build'], { timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(0);
    const out = path.join(dir, 'build');
    const [wide, small, vector] = parse(fs.readFileSync(path.join(out, 'docs/guide.html'), 'utf8')).querySelectorAll('.markdown img');

    expect(wide.getAttribute('width')).toBe('1600');
    expect(wide.getAttribute('height')).toBe('900');
    expect(wide.getAttribute('loading')).toBe('lazy');
    expect(wide.getAttribute('sizes')).toContain('100vw');
    const entries = wide.getAttribute('srcset')!.split(', ').map((e) => e.split(' '));
    expect(entries.map(([, w]) => w)).toEqual(['640w', '960w', '1280w', '1600w']);
    for (const [url, w] of entries) {
      const file = path.join(out, url.replace(/^\/base\//, ''));
      expect(imageSize(fs.readFileSync(file)).width).toBe(Number.parseInt(w, 10));
    }
    expect(wide.getAttribute('src')).toBe(entries[3][0]);

    expect(small.getAttribute('srcset')).toBeUndefined();
    expect(small.getAttribute('width')).toBe('300');
    expect(vector.getAttribute('srcset')).toBeUndefined();
    expect(vector.getAttribute('src')).toMatch(/^\/base\/assets\/files\/shape-\w+\.svg$/);
  });

  it('keeps the palette of a palette PNG in its smaller copies (in full colour they can outweigh it)', async () => {
    // A screenshot-like image: panels of a few colours with thin lines, quantized to a palette as screenshots are.
    const [width, height] = [1600, 900];
    const pixels = Buffer.alloc(width * height * 3);
    const colours = Array.from({ length: 12 }, (_, i) => [(i * 53) % 256, (i * 97) % 256, (i * 29) % 256]);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels.set(y % 40 < 2 || x % 120 < 2 ? [20, 20, 20] : colours[(Math.floor(x / 120) + Math.floor(y / 40)) % colours.length], (y * width + x) * 3);
    const original = await sharp(pixels, { raw: { width, height, channels: 3 } }).png({ palette: true }).toBuffer();
    const dir = makeProject(minimalSite({ 'content/docs/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\n![A screenshot](./img/shot.png)\n' }));
    fs.mkdirSync(path.join(dir, 'content/docs/img'));
    fs.writeFileSync(path.join(dir, 'content/docs/img/shot.png'), original);
    const r = await runCli(['--root', dir, 'build'], { timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(0);
    const out = path.join(dir, 'build');
    const img = parse(fs.readFileSync(path.join(out, 'docs/guide.html'), 'utf8')).querySelector('.markdown img')!;
    const copies = img.getAttribute('srcset')!.split(', ').map((e) => e.split(' ')[0]).slice(0, -1);
    expect(copies).toHaveLength(3);
    for (const url of copies) {
      const copy = fs.readFileSync(path.join(out, url.replace(/^\/base\//, '')));
      const { isPalette, width: copyWidth } = await sharp(copy).metadata();
      expect(isPalette, url).toBe(true);
      // (Smaller than the same copy in full colour.)
      expect(copy.length, url).toBeLessThan((await sharp(original).resize({ width: copyWidth }).png().toBuffer()).length);
    }
  });

  it('gives the screenshot in the Java guide its srcset', () => {
    const html = fs.readFileSync(path.join(inject('siteDir'), 'docs/screenshots.html'), 'utf8');
    const img = parse(html).querySelector('.markdown img[srcset]');
    expect(img?.getAttribute('width')).toBe('1280');
    expect(img?.getAttribute('srcset')?.split(', ')).toHaveLength(4);
  });
});
