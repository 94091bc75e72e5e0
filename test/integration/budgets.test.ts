// Size budgets (bytes, so they can be asserted): what a docs page loads first, and page data.
import { describe, it, expect, inject } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { cssGzip, firstLoadJs, gz } from '../helpers/sizes.ts';

const siteDir = inject('siteDir');

describe('size budgets', () => {
  it('first-load JavaScript of a docs page stays within 90 KB gzipped, React included', () => {
    for (const page of ['docs/intro.html', 'docs/api/class-page.html', 'index.html']) {
      const js = firstLoadJs(siteDir, '/java/', page);
      expect(js.files.length).toBeGreaterThanOrEqual(1);
      expect(js.gzip, `${page}: ${js.files.join(', ')}`).toBeLessThanOrEqual(90 * 1024);
    }
  });

  it('keeps the search modal and rarely used pages out of the first load', () => {
    const js = firstLoadJs(siteDir, '/java/', 'docs/intro.html');
    expect(js.files.some((f) => /SearchModal|HomePage|VideosPage/.test(f))).toBe(false);
  });

  it('CSS of a page stays within 20 KB gzipped', () => {
    expect(cssGzip(siteDir, '/java/', 'docs/intro.html')).toBeLessThanOrEqual(20 * 1024);
  });

  it('page data of a typical guide for client navigation stays within 10 KB gzipped', () => {
    const sizes = ['intro', 'writing-tests', 'network', 'auth', 'navigations'].map((id) => gz(fs.readFileSync(path.join(siteDir, `_data/docs/${id}.json`))));
    sizes.sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThanOrEqual(10 * 1024);
  });

  it('page data refers to its sidebar instead of repeating it', () => {
    const data = JSON.parse(fs.readFileSync(path.join(siteDir, '_data/docs/intro.json'), 'utf8'));
    expect(data.sidebar).toEqual({ id: 'docs', src: expect.stringMatching(/^\/java\/assets\/sidebars\/[0-9a-f]{12}\.json$/) });
    expect(fs.existsSync(path.join(siteDir, data.sidebar.src.slice('/java/'.length)))).toBe(true);
  });
});
