// Responsive images: raster images of a page get four widths from 640 px as a srcset (made with
// sharp), their size set and lazy loading; small images and SVGs stay as they are.
import { describe, it, expect, inject } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { imageSize } from 'image-size';
import { parse } from 'node-html-parser';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';
import { srcsetWidths } from '../../src/generator/render/images.ts';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7' } }).png().toBuffer();

describe('responsive images', () => {
  it('offers four widths from 640 px up to the image, and one for small images', () => {
    expect(srcsetWidths(1600)).toEqual([640, 960, 1280, 1600]);
    expect(srcsetWidths(1280)).toEqual([640, 853, 1067, 1280]);
    expect(srcsetWidths(500)).toEqual([500]);
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

  it('gives the screenshot in the Java guide its srcset', () => {
    const html = fs.readFileSync(path.join(inject('siteDir'), 'docs/screenshots.html'), 'utf8');
    const img = parse(html).querySelector('.markdown img[srcset]');
    expect(img?.getAttribute('width')).toBe('1280');
    expect(img?.getAttribute('srcset')?.split(', ')).toHaveLength(4);
  });
});
