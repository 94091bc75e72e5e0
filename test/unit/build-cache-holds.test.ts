// BuildCache.holds: whether an earlier run left entries of a kind. A build without a previous one
// starts its render threads at once only when the cache holds no rendered pages (docgen check after
// a build renders nothing, and a thread started for nothing costs it a core for its start-up).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, afterAll } from 'vitest';
import { BuildCache } from '../../src/generator/cache.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-holds-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('BuildCache.holds', () => {
  it('is false with no folder, an empty one, or only a half-written entry; true once an entry is kept', async () => {
    const cache = new BuildCache(root, true, true);
    expect(cache.holds('markdown')).toBe(false);
    fs.mkdirSync(path.join(cache.dir, 'markdown'), { recursive: true });
    expect(cache.holds('markdown')).toBe(false);
    fs.writeFileSync(path.join(cache.dir, 'markdown', 'abc.json.tmp'), '{');
    expect(cache.holds('markdown')).toBe(false);
    cache.set('markdown', 'abc', { html: '<p>x</p>' });
    expect(cache.holds('markdown')).toBe(true);
    expect(cache.holds('search')).toBe(false);
  });

  it('is false for a cache that is off, whatever its folder holds', () => {
    expect(new BuildCache(root, false).holds('markdown')).toBe(false);
  });
});
