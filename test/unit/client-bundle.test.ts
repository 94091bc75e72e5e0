// The client bundle docgen dev keeps an esbuild context for: each build has the site data of its
// call, and the same data makes the same files (content-hashed names).
import { describe, it, expect, afterAll } from 'vitest';
import { ClientBundler, type ClientAssets } from '../../src/generator/client-bundle.ts';
import type { SiteData } from '../../src/templates/types.ts';

const siteWith = (title: string) => ({ title, navbar: { items: [] } }) as unknown as SiteData;
const text = (assets: ClientAssets) => [...assets.files.values()].map((b) => Buffer.from(b).toString('utf8')).join('\n');

describe('ClientBundler (docgen dev)', () => {
  const bundler = new ClientBundler();
  afterAll(() => bundler.dispose());

  it('rebuilds with the site data of each call, and the same data gives the same files', async () => {
    const first = await bundler.bundle('/base/', siteWith('Marker-one'));
    expect(first.js[0]).toMatch(/^\/base\/assets\/entry-\w+\.js$/);
    expect(first.css[0]).toMatch(/^\/base\/assets\/theme-\w+\.css$/);
    expect(text(first)).toContain('Marker-one');
    // Two builds asked for at once run one after the other, each with its own data.
    const [second, third] = await Promise.all([bundler.bundle('/base/', siteWith('Marker-two')), bundler.bundle('/base/', siteWith('Marker-one'))]);
    expect(text(second)).toContain('Marker-two');
    expect(text(second)).not.toContain('Marker-one');
    expect(third.js).toEqual(first.js);
    expect([...third.files.keys()].sort()).toEqual([...first.files.keys()].sort());
    // Another base URL: its own context, its own URLs.
    const moved = await bundler.bundle('/other/', siteWith('Marker-one'));
    expect(moved.js[0]).toMatch(/^\/other\/assets\/entry-/);
  });
});

describe('ClientBundler started before the site data is known', () => {
  it('makes the first bundle with the data given afterwards, the same files as a bundle started with it', async () => {
    const early = new ClientBundler();
    const late = new ClientBundler();
    try {
      early.prepare('/base/');
      await new Promise((r) => setTimeout(r, 50)); // esbuild is under way, waiting for the data
      const [a, b] = await Promise.all([early.bundle('/base/', siteWith('Marker-early')), late.bundle('/base/', siteWith('Marker-early'))]);
      expect(text(a)).toContain('Marker-early');
      expect(a.js).toEqual(b.js);
      expect(a.css).toEqual(b.css);
      // Later builds go on with the same context, with their own data.
      expect(text(await early.bundle('/base/', siteWith('Marker-later')))).toContain('Marker-later');
    } finally {
      await Promise.all([early.dispose(), late.dispose()]);
    }
  });

  it('stops without waiting when it closes before the site data ever came', async () => {
    const bundler = new ClientBundler();
    bundler.prepare('/base/');
    await new Promise((r) => setTimeout(r, 50));
    await bundler.dispose(); // (a hang here fails the test by its timeout)
    // A new start works as ever.
    expect(text(await bundler.bundle('/base/', siteWith('Marker-after')))).toContain('Marker-after');
    await bundler.dispose();
  });
});
