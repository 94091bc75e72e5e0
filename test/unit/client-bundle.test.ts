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
