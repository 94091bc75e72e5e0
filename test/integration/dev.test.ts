// docgen dev on a temporary site: pages served from memory, live reload after edits, additions and
// deletions, the problems overlay and recovery, path traversal, the port and host defaults.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { docgenBin, runCli } from '../helpers/cli.ts';
import { listenForEvents, startDev, type Dev } from '../helpers/dev.ts';
import type { SearchManifest } from '../../src/shared/search-terms.ts';

let serverOutput = () => '';

/** How long a wait for dev to pick up a change may take (a bound, not a timing). */
const WAIT = { timeout: 10_000 };

const listen = (origin: string) => listenForEvents(origin, serverOutput);

const get = async (url: string) => {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
};

describe('docgen dev', () => {
  let dir: string;
  let dev: Dev;
  beforeAll(async () => {
    dir = makeProject(
      minimalSite({
        'content/static/img/pic.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
        'secret.txt': 'not for the web',
        // Longer than the head dev reads at start: its body is read when the page is asked for.
        'content/docs/big.md': `# Big page\n\n${'A line of filler text for a long page.\n\n'.repeat(400)}The very end of the big page.\n`,
      }),
    );
    dev = await startDev(dir);
    serverOutput = dev.output;
  });
  afterAll(() => {
    dev?.child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('binds to 127.0.0.1 and serves pages, page data and static files from memory', async () => {
    expect(dev.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const intro = await get(`${dev.origin}/base/docs/intro`);
    expect(intro.status).toBe(200);
    expect(intro.text).toContain('Welcome.');
    expect(intro.text).toContain('/__docgen/client.js');
    expect(intro.text).not.toContain('docgen-overlay');
    const data = await get(`${dev.origin}/base/_data/docs/guide.json`);
    expect(JSON.parse(data.text).page.doc.html).toContain('Text.');
    // The sidebar is a file of its own, one for the pages that show it.
    const sidebarSrc = (JSON.parse(data.text) as { sidebar: { src: string } }).sidebar.src;
    expect((JSON.parse((await get(`${dev.origin}/base/_data/docs/intro.json`)).text) as { sidebar: { src: string } }).sidebar.src).toBe(sidebarSrc);
    const sidebar = await get(`${dev.origin}${sidebarSrc}`);
    expect(sidebar.type).toContain('json');
    expect(JSON.stringify(JSON.parse(sidebar.text))).toContain('"href":"/base/docs/guide"');
    expect((await get(`${dev.origin}/base/img/pic.svg`)).status).toBe(200);
    expect((await get(`${dev.origin}/base/docs/intro.html`)).status).toBe(301);
    const big = await get(`${dev.origin}/base/docs/big`);
    expect(big.text).toContain('<title>Big page');
    expect(big.text).toContain('The very end of the big page.');
    // The search index is built on first use, from every page.
    const manifest = JSON.parse((await get(`${dev.origin}/base/search/current.json`)).text) as SearchManifest;
    expect(manifest.segments[0].documents).toBeGreaterThan(3);
    const shard = await get(`${dev.origin}/base/search/current/${manifest.segments[0].shards.bi}`);
    expect(shard.status).toBe(200);
    const missing = await get(`${dev.origin}/base/docs/nope`);
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Page not found');
  });

  it("serves each page's Markdown copy, sitemap.xml and robots.txt as the build writes them", async () => {
    // (dev answered 404 for them: a page's "View as Markdown" link was dead while writing.)
    const built = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-dev-built-'));
    try {
      fs.cpSync(dir, built, { recursive: true, filter: (src) => !/[\\/](build|\.docgen)$/.test(src) });
      const r = await runCli(['--root', built, 'build']);
      expect(r.code, r.stderr).toBe(0);
      for (const file of ['docs/intro.md', 'docs/guide.md', 'sitemap.xml', 'robots.txt']) {
        const served = await get(`${dev.origin}/base/${file}`);
        expect(served.status, file).toBe(200);
        expect(served.text, file).toBe(fs.readFileSync(path.join(built, 'build', file), 'utf8'));
      }
      expect((await get(`${dev.origin}/base/docs/intro.md`)).type).toContain('text/markdown');
      expect((await get(`${dev.origin}/base/docs/nope.md`)).status).toBe(404);
    } finally {
      fs.rmSync(built, { recursive: true, force: true });
    }
  });

  it('reloads after an edit and serves the edited page', async () => {
    const stream = await listen(dev.origin);
    try {
      fs.appendFileSync(path.join(dir, 'content/docs/guide.md'), '\nAn edited paragraph.\n');
      expect(await stream.next()).toBe('reload');
      expect((await get(`${dev.origin}/base/docs/guide`)).text).toContain('An edited paragraph.');
    } finally {
      stream.close();
    }
  });

  it('picks up added, renamed and deleted pages without a restart', async () => {
    const stream = await listen(dev.origin);
    try {
      const file = path.join(dir, 'content/docs/added.md');
      fs.writeFileSync(file, '---\ntitle: Added\n---\n\nA new page.\n');
      expect(await stream.next()).toBe('reload');
      expect((await get(`${dev.origin}/base/docs/added`)).text).toContain('A new page.');
      fs.renameSync(file, path.join(dir, 'content/docs/moved.md'));
      await stream.next();
      await expect.poll(async () => (await get(`${dev.origin}/base/docs/moved`)).status).toBe(200);
      expect((await get(`${dev.origin}/base/docs/added`)).status).toBe(404);
      fs.rmSync(path.join(dir, 'content/docs/moved.md'));
      await stream.next();
      await expect.poll(async () => (await get(`${dev.origin}/base/docs/moved`)).status).toBe(404);
    } finally {
      stream.close();
    }
  });

  it('shows a broken page with an overlay and file:line, in the terminal too, and recovers when fixed', async () => {
    const stream = await listen(dev.origin);
    const file = path.join(dir, 'content/docs/intro.md');
    const good = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, '---\ntitle: Intro\n---\n\nWelcome. See [gone](./gone.md).\n');
      expect(await stream.next()).toBe('reload');
      // (An editor's save can arrive as more than one change: wait for the page, not for a count.)
      // (Waits are generous: a reload of the site takes longer on a busy CI machine.)
      await expect.poll(async () => (await get(`${dev.origin}/base/docs/intro`)).text, WAIT).toContain('id="docgen-overlay"');
      const broken = await get(`${dev.origin}/base/docs/intro`);
      expect(broken.text).toContain('content/docs/intro.md:5');
      expect(broken.text).toContain('broken link');
      await expect.poll(() => dev.output(), WAIT).toContain('content/docs/intro.md:5  broken link');
      // Bad front matter stops the site from loading again: every page of the last site that
      // loaded says so in its overlay, the server stays up.
      fs.writeFileSync(file, '---\ntitle: [unclosed\n---\n\nWelcome.\n');
      await expect.poll(async () => (await get(`${dev.origin}/base/docs/guide`)).text, WAIT).toContain('content/docs/intro.md:3');
      const failed = await get(`${dev.origin}/base/docs/guide`);
      expect(failed.status).toBe(200);
      expect(failed.text).toContain('Text.');
      expect(failed.text).toContain('invalid front matter');
      fs.writeFileSync(file, good);
      await expect.poll(async () => (await get(`${dev.origin}/base/docs/intro`)).text, WAIT).not.toContain('docgen-overlay');
      expect((await get(`${dev.origin}/base/docs/intro`)).status).toBe(200);
    } finally {
      fs.writeFileSync(file, good);
      stream.close();
    }
  });

  it('serves a page before the pages it links to are rendered, then reloads it when one of its anchors is broken', async () => {
    const stream = await listen(dev.origin);
    const file = path.join(dir, 'content/docs/anchors.md');
    try {
      fs.writeFileSync(file, '---\ntitle: Anchors\n---\n\nSee [setup](./guide.md#setup) and [nothing](./guide.md#no-such-part).\n');
      expect(await stream.next()).toBe('reload');
      expect(stream.nextData()).toBe('*');
      // The new page loads the site again: no other page is rendered, so its links' anchors are
      // checked only after it has gone out.
      let first = { status: 0, text: '' };
      await expect.poll(async () => (first = await get(`${dev.origin}/base/docs/anchors`)).status).toBe(200);
      expect(first.text).toContain('See <a');
      expect(first.text).not.toContain('docgen-overlay');
      // Then the tabs showing it (and only those) are told to reload, and it shows the problem.
      // (A save can arrive as more than one change: reloads of every page may come first.)
      for (;;) {
        expect(await stream.next()).toBe('reload');
        const page = stream.nextData();
        if (page === '/base/docs/anchors') break;
        expect(page).toBe('*');
        // The site was loaded again (a late change event of an earlier test's file): the page is
        // rendered, and its anchors checked, when asked for — at once when the pages they point
        // into were rendered meanwhile (search and sitemap are made of every page), else after.
        if ((await get(`${dev.origin}/base/docs/anchors`)).text.includes('id="docgen-overlay"')) break;
      }
      await expect.poll(async () => (await get(`${dev.origin}/base/docs/anchors`)).text).toContain('id="docgen-overlay"');
      const again = await get(`${dev.origin}/base/docs/anchors`);
      expect(again.text).toContain('broken anchor: /base/docs/guide has no heading or anchor &#34;#no-such-part&#34;');
      expect(again.text).not.toContain('#setup&#34;');
      await expect.poll(() => dev.output()).toContain('content/docs/anchors.md:5  broken anchor');
    } finally {
      fs.rmSync(file, { force: true });
      await stream.next();
      stream.close();
    }
  });

  it('reloads after a sidebar change with the new sidebar', async () => {
    const stream = await listen(dev.origin);
    const file = path.join(dir, 'content/sidebars.ts');
    try {
      fs.writeFileSync(file, "export default { docs: ['intro', { type: 'category', label: 'Renamed group', items: ['guide'] }] };\n");
      expect(await stream.next()).toBe('reload');
      await expect.poll(async () => (await get(`${dev.origin}/base/docs/intro`)).text).toContain('Renamed group');
      // So does the sidebar's file.
      const src = (JSON.parse((await get(`${dev.origin}/base/_data/docs/intro.json`)).text) as { sidebar: { src: string } }).sidebar.src;
      expect((await get(`${dev.origin}${src}`)).text).toContain('Renamed group');
    } finally {
      stream.close();
    }
  });

  it('never serves files outside the site', async () => {
    for (const p of ['/base/../secret.txt', '/base/%2e%2e/secret.txt', '/base/%2E%2E%2Fsecret.txt', '/base/..%5Csecret.txt', '/secret.txt', '//secret.txt', '/base/img/../../secret.txt', `/base/${encodeURIComponent(path.join(dir, 'secret.txt'))}`, '/base/%00']) {
      const res = await fetch(`${dev.origin}${p}`, { redirect: 'manual' }).catch(() => null);
      if (!res) continue;
      const text = await res.text();
      expect(text, p).not.toContain('not for the web');
    }
    // Raw paths (no client-side normalisation of "..").
    const raw = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(new URL(dev.origin).port), '127.0.0.1', () => socket.write('GET /base/../secret.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      let data = '';
      socket.on('data', (d) => (data += d));
      socket.on('end', () => resolve(data));
    });
    expect(raw).not.toContain('not for the web');
  });

  it('says clearly when the port is taken', async () => {
    const port = new URL(dev.origin).port;
    const second = await runCli(['--root', dir, 'dev', '--port', port], { timeoutMs: 30_000 });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`port ${port} is already in use`);
    expect(second.stderr).not.toMatch(/at .*\.js:\d+/);
  });
});

describe('docgen dev across restarts', () => {
  it('reads again a page edited while it was stopped (kept page heads are checked against the file)', async () => {
    const dir = makeProject(minimalSite({ 'content/docs/extra.md': '---\ntitle: First title\n---\n\nFirst body.\n' }));
    // (Heads of files changed just before a start are not kept: these were written an hour ago.)
    const anHourAgo = new Date(Date.now() - 3_600_000);
    for (const f of fs.readdirSync(path.join(dir, 'content/docs'))) fs.utimesSync(path.join(dir, 'content/docs', f), anHourAgo, anHourAgo);
    try {
      const first = await startDev(dir);
      expect((await get(`${first.origin}/base/docs/extra`)).text).toContain('<title>First title');
      // The heads learned are kept a moment after the start.
      const heads = path.join(dir, '.docgen/cache/heads');
      const kept = () => (fs.existsSync(heads) ? fs.readdirSync(heads).filter((f) => f.endsWith('.json')).map((f) => fs.readFileSync(path.join(heads, f), 'utf8')).join('') : '');
      await expect.poll(kept, { timeout: 10_000 }).toContain('"extra.md"');
      first.child.kill();
      // Same size, other title and body: only the file's time tells them apart.
      fs.writeFileSync(path.join(dir, 'content/docs/extra.md'), '---\ntitle: Other title\n---\n\nOther body.\n');
      const second = await startDev(dir);
      try {
        const page = (await get(`${second.origin}/base/docs/extra`)).text;
        expect(page).toContain('<title>Other title');
        expect(page).toContain('Other body.');
        // An unchanged page still has its title and its whole body.
        expect((await get(`${second.origin}/base/docs/guide`)).text).toMatch(/<title>Guide[\s\S]*Text\./);
      } finally {
        second.child.kill();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
