// The client bundles: a build's carries the site data; docgen dev's reads it from the page, so it
// is made before the site is loaded and once for every load. Same sources, same files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect, afterAll } from 'vitest';
import { bundleClient, ClientBundler, type ClientAssets } from '../../src/generator/client-bundle.ts';
import type { SiteData } from '../../src/shared/types.ts';
import { seal, unseal } from '../../src/generator/cache.ts';

const siteWith = (title: string) => ({ title, navbar: { items: [] } }) as unknown as SiteData;
const text = (assets: ClientAssets) => [...assets.files.values()].map((b) => Buffer.from(b).toString('utf8')).join('\n');

describe('client bundle of a build', () => {
  it('carries the site data', async () => {
    const built = await bundleClient('/base/', siteWith('Marker-built'));
    expect(built.js[0]).toMatch(/^\/base\/assets\/entry-\w+\.js$/);
    expect(text(built)).toContain('Marker-built');
    expect(text(built)).not.toContain('__docgen-site');
  });
});

describe('ClientBundler (docgen dev)', () => {
  const keep = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-dev-client-'));
  // A bundle kept by a docgen of other sources: removed once a new bundle is made.
  fs.mkdirSync(path.join(keep, 'client'));
  fs.writeFileSync(path.join(keep, 'client', 'from-other-sources.json'), '{}');
  const bundler = new ClientBundler(keep);
  afterAll(async () => {
    await bundler.dispose();
    fs.rmSync(keep, { recursive: true, force: true });
  });

  it('reads the site data from the page, and the same sources give the same files', async () => {
    const first = await bundler.bundle('/base/');
    expect(first.js[0]).toMatch(/^\/base\/assets\/entry-\w+\.js$/);
    expect(first.css[0]).toMatch(/^\/base\/assets\/theme-\w+\.css$/);
    expect(text(first)).toContain('__docgen-site');
    // Two builds asked for at once run one after the other.
    const [second, third] = await Promise.all([bundler.bundle('/base/'), bundler.bundle('/base/')]);
    expect(second.js).toEqual(first.js);
    expect([...third.files.keys()].sort()).toEqual([...first.files.keys()].sort());
    // Another base URL: the same files under other URLs.
    const moved = await bundler.bundle('/other/');
    expect(moved.js[0]).toMatch(/^\/other\/assets\/entry-/);
    expect([...moved.files.keys()].sort()).toEqual([...first.files.keys()].sort());
  });

  it('is kept for every site: another bundler (another start) takes it from the folder, under its own base URL', async () => {
    const made = await bundler.bundle('/java/');
    const kept = fs.readdirSync(path.join(keep, 'client')).filter((f) => f.endsWith('.json'));
    // (Only this one: the other sources' bundle is gone.)
    expect(kept).toHaveLength(1);
    // Marked, to tell the kept bundle from one made again.
    const file = path.join(keep, 'client', kept[0]);
    const entry = JSON.parse(unseal(fs.readFileSync(file))!.toString('utf8')) as { files: [string, string][]; js: string[] };
    const at = entry.files.findIndex(([rel]) => rel === entry.js[0]);
    entry.files[at][1] = Buffer.from('/* kept */').toString('base64');
    fs.writeFileSync(file, seal(JSON.stringify(entry)));
    const later = new ClientBundler(keep);
    try {
      const again = await later.bundle('/');
      expect(again.js).toEqual(made.js.map((u) => u.replace(/^\/java\//, '/')));
      expect(Buffer.from(again.files.get(entry.js[0])!).toString('utf8')).toBe('/* kept */');
      expect(Object.values(again.chunks).every((u) => u.startsWith('/assets/'))).toBe(true);
    } finally {
      await later.dispose();
    }
  });
});
