// The client bundles: a build's carries the site data; docgen dev's reads it from the page, so it
// is made before the site is loaded and once for every load. Same sources, same files.
import { describe, it, expect, afterAll } from 'vitest';
import { bundleClient, ClientBundler, type ClientAssets } from '../../src/generator/client-bundle.ts';
import type { SiteData } from '../../src/templates/types.ts';

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
  const bundler = new ClientBundler();
  afterAll(() => bundler.dispose());

  it('reads the site data from the page, and the same sources give the same files', async () => {
    const first = await bundler.bundle('/base/');
    expect(first.js[0]).toMatch(/^\/base\/assets\/entry-\w+\.js$/);
    expect(first.css[0]).toMatch(/^\/base\/assets\/theme-\w+\.css$/);
    expect(text(first)).toContain('__docgen-site');
    // Two builds asked for at once run one after the other.
    const [second, third] = await Promise.all([bundler.bundle('/base/'), bundler.bundle('/base/')]);
    expect(second.js).toEqual(first.js);
    expect([...third.files.keys()].sort()).toEqual([...first.files.keys()].sort());
    // Another base URL: its own context, its own URLs.
    const moved = await bundler.bundle('/other/');
    expect(moved.js[0]).toMatch(/^\/other\/assets\/entry-/);
  });
});
