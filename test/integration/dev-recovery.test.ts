// docgen dev never falls over: a sidebar, front matter or config that stops the site from loading
// again leaves the last site that loaded served (every page 200, the problem in its overlay and in
// the terminal) until the fix is saved; a site broken from the start serves an error page with the
// overlay and live reload, and the fix brings the site without a restart.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { listenForEvents, startDev, type Dev, type EventStream } from '../helpers/dev.ts';

/** How long a wait for dev to pick up a change may take (a bound, not a timing). */
const WAIT = { timeout: 10_000 };

const get = async (url: string) => {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, text: await res.text() };
};

/** The text of the overlay of a page's HTML ('' when it has none). */
const overlayOf = (html: string) => /<div id="docgen-overlay"[\s\S]*?<\/div>(?:<\/main>)?<\/body>/.exec(html)?.[0] ?? '';

/** Each page of the fixture, with a text of its own that shows it was rendered. */
const PAGES = [
  { path: '/base/docs/intro', status: 200, text: 'Welcome.' },
  { path: '/base/docs/guide', status: 200, text: 'Text.' },
  { path: '/base/docs/no-such-page', status: 404, text: 'Page not found' },
];

/** What each breakage writes, and what the overlay and the terminal must then say. */
const BREAKAGES = [
  { name: 'a sidebar naming an unknown doc id', file: 'content/sidebars.ts', broken: "export default { docs: ['intro', 'guide', 'gude'] };\n", says: 'unknown doc id &#34;gude&#34;; did you mean &#34;guide&#34;?', terminal: 'sidebar "docs"[2]: unknown doc id "gude"; did you mean "guide"?' },
  { name: 'a front matter that is not YAML', file: 'content/docs/guide.md', broken: '---\ntitle: [Guide\n---\n\n## Setup\n\nText.\n', says: 'invalid front matter', terminal: 'content/docs/guide.md:3' },
  { name: 'a config value of the wrong type', file: 'config/site.config.ts', broken: (good: string) => good.replace("title: 'Fixture Site'", 'title: 42'), says: 'title must be a string; got 42', terminal: 'config/site.config.ts  title must be a string; got 42' },
];

describe('docgen dev after a load that fails', () => {
  let dir = '';
  let dev: Dev;
  let stream: EventStream;
  beforeAll(async () => {
    dir = makeProject(minimalSite());
    dev = await startDev(dir);
    stream = await listenForEvents(dev.origin, () => dev.output());
  });
  afterAll(() => {
    stream?.close();
    dev?.child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  for (const b of BREAKAGES) {
    it(`serves the last good site with ${b.name} in the overlay of every page, and recovers when it is fixed`, async () => {
      const file = path.join(dir, b.file);
      const good = fs.readFileSync(file, 'utf8');
      // Every page is rendered once while the site is whole.
      for (const p of PAGES) expect(overlayOf((await get(`${dev.origin}${p.path}`)).text), p.path).toBe('');
      stream.events.length = 0;
      try {
        fs.writeFileSync(file, typeof b.broken === 'string' ? b.broken : b.broken(good));
        // Open pages are told to reload.
        expect(await stream.next()).toBe('reload');
        await expect.poll(async () => overlayOf((await get(`${dev.origin}/base/docs/intro`)).text), WAIT).toContain(b.says);
        for (const p of PAGES) {
          const page = await get(`${dev.origin}${p.path}`);
          expect(page.status, p.path).toBe(p.status);
          // The page as the last good site made it...
          expect(page.text, p.path).toContain(p.text);
          expect(page.text, p.path).toContain('<script type="module" src="/__docgen/client.js">');
          // ...with the overlay naming the file and the problem.
          const overlay = overlayOf(page.text);
          expect(overlay, p.path).toContain('the site could not be reloaded');
          expect(overlay, p.path).toContain(`<code>${b.file}`);
          expect(overlay, p.path).toContain(b.says);
        }
        // A client navigation's page data is refused: the page loads in full, with its overlay.
        expect((await get(`${dev.origin}/base/_data/docs/guide.json`)).status).toBe(500);
        expect(dev.output()).toContain(b.terminal);
        expect(dev.output()).toContain('✖ the site could not be reloaded');

        const said = dev.output().length;
        fs.writeFileSync(file, good);
        expect(await stream.next()).toBe('reload');
        await expect.poll(async () => overlayOf((await get(`${dev.origin}/base/docs/intro`)).text), WAIT).toBe('');
        for (const p of PAGES) {
          const page = await get(`${dev.origin}${p.path}`);
          expect(page.status, p.path).toBe(p.status);
          expect(page.text, p.path).toContain(p.text);
          expect(page.text, p.path).not.toContain('docgen-overlay');
        }
        expect((await get(`${dev.origin}/base/_data/docs/guide.json`)).status).toBe(200);
        await expect.poll(() => dev.output().slice(said), WAIT).toContain('✔ the site loads again');
      } finally {
        fs.writeFileSync(file, good);
      }
    });
  }
});

describe('docgen dev on a site broken from the start', () => {
  let dir = '';
  let dev: Dev | undefined;
  afterAll(() => {
    dev?.child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves an error page with the overlay and live reload at every URL, and the site once the sidebar is fixed', async () => {
    dir = makeProject(minimalSite({ 'content/sidebars.ts': "export default { docs: ['intro', 'gude'] };\n" }));
    dev = await startDev(dir);
    expect(dev.output()).toMatch(/content\/sidebars\.ts:1:\d+ {2}sidebar "docs"\[1\]: unknown doc id "gude"; did you mean "guide"\?/);
    expect(dev.output()).toContain('✖ the site cannot be loaded');
    for (const p of ['/base/docs/intro', '/base/docs/guide', '/base/', '/elsewhere']) {
      const page = await get(`${dev.origin}${p}`);
      expect(page.status, p).toBe(500);
      expect(page.text, p).toContain('<title>docgen: the site cannot be loaded</title>');
      expect(page.text, p).toContain('<script type="module" src="/__docgen/client.js">');
      const overlay = overlayOf(page.text);
      expect(overlay, p).toMatch(/<code>content\/sidebars\.ts:1:\d+<\/code>/);
      expect(overlay, p).toContain('unknown doc id &#34;gude&#34;');
    }
    // The sidebars are watched although the site never loaded: their fix reloads the pages.
    const stream = await listenForEvents(dev.origin, () => dev!.output());
    try {
      fs.writeFileSync(path.join(dir, 'content/sidebars.ts'), "export default { docs: ['intro', 'guide'] };\n");
      expect(await stream.next()).toBe('reload');
      await expect.poll(async () => (await get(`${dev!.origin}/base/docs/guide`)).status, WAIT).toBe(200);
      const guide = await get(`${dev.origin}/base/docs/guide`);
      expect(guide.text).toContain('Text.');
      expect(guide.text).not.toContain('docgen-overlay');
      expect(dev.output()).toContain('✔ the site loads again');
    } finally {
      stream.close();
    }
  });

  it('recovers from a config that cannot be loaded at all', async () => {
    dev?.child.kill();
    const file = path.join(dir, 'config/site.config.ts');
    const good = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, good.replace('export default {', 'export default {{'));
    dev = await startDev(dir);
    const page = await get(`${dev.origin}/base/docs/intro`);
    expect(page.status).toBe(500);
    expect(overlayOf(page.text)).toContain('<code>config/site.config.ts');
    const stream = await listenForEvents(dev.origin, () => dev!.output());
    try {
      fs.writeFileSync(file, good);
      expect(await stream.next()).toBe('reload');
      await expect.poll(async () => (await get(`${dev!.origin}/base/docs/intro`)).status, WAIT).toBe(200);
      expect((await get(`${dev.origin}/base/docs/intro`)).text).toContain('Welcome.');
    } finally {
      stream.close();
    }
  });
});
