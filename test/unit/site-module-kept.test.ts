// A module an MDX page imports is bundled once per thread and kept while its files are unchanged;
// one made of docgen's stand-ins alone (`@generated/docusaurus.config`: no file of the site in it)
// is kept too, by the site config it was made with.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { siteModule, type LoadedModule } from '../../src/generator/markdown/mdx/site-components.ts';
import { makeProject } from '../helpers/fixture.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const loaded = (m: LoadedModule | { error: string }): LoadedModule => {
  if ('error' in m) throw new Error(m.error);
  return m;
};
const configOf = (m: LoadedModule) => m.exports.default as { title: string; baseUrl: string };

describe('site modules kept between pages', () => {
  it('a module of stand-ins alone is bundled once for every page that imports it, and again for another config', () => {
    const root = makeProject({ 'docs/a.mdx': 'A', 'blog/b.mdx': 'B' });
    dirs.push(root);
    const site = { root, baseUrl: '/', siteConfig: { title: 'First', baseUrl: '/' } };
    const fromDocs = loaded(siteModule('@generated/docusaurus.config', path.join(root, 'docs'), site));
    expect(configOf(fromDocs).title).toBe('First');
    // (Another page, another folder, the same config: the same module, not bundled and run again.)
    expect(siteModule('@generated/docusaurus.config', path.join(root, 'blog'), { ...site, siteConfig: { ...site.siteConfig } })).toBe(fromDocs);
    // The config edited (docgen dev): made again with it.
    const edited = loaded(siteModule('@generated/docusaurus.config', path.join(root, 'docs'), { ...site, siteConfig: { title: 'Second', baseUrl: '/' } }));
    expect(edited).not.toBe(fromDocs);
    expect(configOf(edited).title).toBe('Second');
  });

  it("a swizzled theme component's CSS module names do not change with the site config (they are the module's alone)", () => {
    const root = makeProject({
      'src/theme/Details/index.js': "import styles from './styles.module.css';\nexport default function Details({ children }) { return <details className={styles.box}>{children}</details>; }\n",
      'src/theme/Details/styles.module.css': '.box { border: 1px solid; }\n',
    });
    dirs.push(root);
    const site = (title: string) => ({ root, baseUrl: '/', siteConfig: { title, baseUrl: '/' }, slots: ['@theme/Details'], themeDir: path.join(root, 'src/theme') });
    const first = loaded(siteModule('@theme/Details', root, site('First')));
    const second = loaded(siteModule('@theme/Details', root, site('Second')));
    expect(first.css).toMatch(/_box_[0-9a-f]{6}\{/);
    expect(second.css).toBe(first.css);
  });

  it('a module that cannot be bundled is tried again (the fix may be in a file it never reached)', () => {
    const root = makeProject({ 'src/components/Broken.js': 'export default function Broken() { return <div>; }\n' });
    dirs.push(root);
    const site = { root, baseUrl: '/', siteConfig: { title: 'T', baseUrl: '/' } };
    const first = siteModule('@site/src/components/Broken', root, site);
    expect('error' in first).toBe(true);
    fs.writeFileSync(path.join(root, 'src/components/Broken.js'), 'export default function Broken() { return null; }\n');
    expect('error' in siteModule('@site/src/components/Broken', root, site)).toBe(false);
  });
});
