// One page pipeline: docgen dev serves every page of the site with the very body and page data the
// build wrote, and a page's dependency record (the files its content was made from) makes a data
// file an input of the pages that read it, in a rebuild and in dev alike.
import { describe, it, expect, inject, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { repoRoot, runCli } from '../helpers/cli.ts';
import { startDev, type Dev } from '../helpers/dev.ts';

const running: Dev[] = [];
afterAll(() => running.forEach((d) => d.child.kill()));

/** The rendered app (and the server-only footer after it) and the data the browser hydrates from: what a page is, whoever serves it. */
function body(html: string, route = ""): { app: string; data: string } {
  const app = /<div id="__docgen">([\s\S]*?)<script type="application\/json" id="__docgen-data">/.exec(html)?.[1];
  const data = /<script type="application\/json" id="__docgen-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (app === undefined || data === undefined) throw new Error(`not a page${route ? ` (${route})` : ""}: ${html.slice(0, 200)} … ${html.slice(-1500)}`);
  return { app, data };
}

/** Every HTML page of a built site, by its route path. */
function builtPages(dir: string, base: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.html')) {
        const rel = path.relative(dir, p).split(path.sep).join('/').replace(/\.html$/, '');
        pages.set(rel === 'index' ? base : base + rel, fs.readFileSync(p, 'utf8'));
      }
    }
  };
  walk(dir);
  return pages;
}

describe('one page pipeline', () => {
  it('dev serves every page with the body and page data the build wrote', async () => {
    const dev = await startDev(repoRoot);
    running.push(dev);
    const pages = builtPages(inject('siteDir'), '/java/');
    expect(pages.size).toBeGreaterThan(150);
    const differ: string[] = [];
    for (const [route, html] of pages) {
      const res = await fetch(`${dev.origin}${route === '/java/404' ? '/java/no-such-page' : route}`);
      const built = body(html);
      const served = body(await res.text(), route);
      if (served.app !== built.app || served.data !== built.data) differ.push(route);
      if (route.startsWith('/java/docs/')) {
        const data = await fetch(`${dev.origin}/java/_data/${route.slice('/java/'.length)}.json`).then((r) => r.text());
        if (data !== fs.readFileSync(path.join(inject('siteDir'), `_data/${route.slice('/java/'.length)}.json`), 'utf8')) differ.push(`${route} (page data)`);
      }
    }
    expect(differ).toEqual([]);
  }, 120_000);

  describe('a data file is an input of the pages that read it', () => {
    const site = () =>
      makeProject(
        minimalSite({
          'content/docs/people.json': JSON.stringify({ people: [{ name: 'Ada Lovelace' }] }),
          'content/docs/intro.md': '---\ntitle: Intro\n---\n\nOur people:\n\n::people{data="./people.json"}\n',
        }),
      );
    const rename = (dir: string) => fs.writeFileSync(path.join(dir, 'content/docs/people.json'), JSON.stringify({ people: [{ name: 'Grace Hopper' }] }));

    it('in a rebuild: only what shows it is written again', async () => {
      const dir = site();
      expect((await runCli(['build'], { cwd: dir })).code).toBe(0);
      expect(fs.readFileSync(path.join(dir, 'build/docs/intro.html'), 'utf8')).toContain('Ada Lovelace');
      const guide = fs.statSync(path.join(dir, 'build/docs/guide.html')).ino;
      rename(dir);
      const again = await runCli(['build'], { cwd: dir });
      expect(again.code, again.stderr).toBe(0);
      const intro = fs.readFileSync(path.join(dir, 'build/docs/intro.html'), 'utf8');
      expect(intro).toContain('Grace Hopper');
      expect(intro).not.toContain('Ada Lovelace');
      expect(fs.statSync(path.join(dir, 'build/docs/guide.html')).ino).toBe(guide);
    }, 60_000);

    it('in dev: the page shows the new data at once', async () => {
      const dir = site();
      const dev = await startDev(dir);
      running.push(dev);
      expect(await fetch(`${dev.origin}/base/docs/intro`).then((r) => r.text())).toContain('Ada Lovelace');
      // (Watching starts once a page is out.)
      await new Promise((r) => setTimeout(r, 1500));
      rename(dir);
      let html = '';
      for (let i = 0; i < 50 && !html.includes('Grace Hopper'); i++) {
        await new Promise((r) => setTimeout(r, 100));
        html = await fetch(`${dev.origin}/base/docs/intro`).then((r) => r.text());
      }
      expect(html).toContain('Grace Hopper');
      expect(dev.output()).toContain('people.json');
    }, 60_000);
  });
});
