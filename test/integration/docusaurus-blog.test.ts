// A Docusaurus site's blog (test/fixtures/docusaurus-blog), built with no docgen config: every
// post at the URL Docusaurus gives it, the list in pages of two with excerpts cut at the truncate
// marker ("Read more"), a post whole with its neighbours, tag and author pages, the archive, the
// feeds (read back by a feed parser), an unlisted post built but listed nowhere, a draft left out;
// links from a doc to posts (by URL and by file) and from a post to the doc resolve.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'node-html-parser';
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith';
import { runCli } from '../helpers/cli.ts';
import { startDev } from '../helpers/dev.ts';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/docusaurus-blog');
let dir = '';
let build: Awaited<ReturnType<typeof runCli>>;
const out = (rel: string) => fs.readFileSync(path.join(dir, 'build', rel), 'utf8');
const page = (rel: string) => parse(out(rel));
const texts = (root: ReturnType<typeof page>, selector: string) => root.querySelectorAll(selector).map((e) => e.text.trim());

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-docusaurus-blog-'));
  fs.cpSync(fixture, dir, { recursive: true });
  build = await runCli(['build'], { cwd: dir, timeoutMs: 120_000 });
}, 180_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a Docusaurus site's blog", () => {
  it('builds every post at its Docusaurus URL, the lists, tags, authors and archive; no draft', () => {
    expect(build.code, build.stderr).toBe(0);
    const pages = fs.readdirSync(path.join(dir, 'build', 'blog'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).sort();
    expect(pages).toEqual([
      '2021/01/01/hidden.html',
      '2023/11/02/autumn-meetup.html',
      '2023/12/01/release-notes.html',
      '2024/03/10/welcome.html',
      'archive.html',
      'authors.html',
      'authors/ana.html',
      'custom/dated-post.html',
      'page/2.html',
      'tags.html',
      'tags/community.html',
      'tags/events.html',
      'tags/performance.html',
      'tags/releases.html',
    ]);
    expect(fs.existsSync(path.join(dir, 'build/blog.html'))).toBe(true);
    expect(build.stdout + build.stderr).not.toMatch(/broken link|draft/i);
  });

  it('lists posts two a page, newest first, each cut at its truncate marker with "Read more"', () => {
    const first = page('blog.html');
    expect(texts(first, '.blog-list-item .blog-post-title')).toEqual(['Welcome to the blog', 'Release notes for 2.0']);
    const welcome = first.querySelectorAll('.blog-list-item')[0];
    expect(welcome.text).toContain('This blog is where the team writes');
    expect(welcome.text).not.toContain('What to expect');
    expect(welcome.querySelector('.blog-read-more')!.getAttribute('href')).toBe('/blog/2024/03/10/welcome');
    // (The MDX post's marker is a comment expression: cut there too.)
    expect(first.querySelectorAll('.blog-list-item')[1].text).not.toContain('Faster builds');
    expect(first.querySelector('.pagination-next')!.getAttribute('href')).toBe('/blog/page/2');
    const second = page('blog/page/2.html');
    expect(texts(second, '.blog-list-item .blog-post-title')).toEqual(['Notes from the autumn meetup', 'A post dated by its front matter']);
    // A post without a marker is shown whole, without "Read more".
    const meetup = second.querySelectorAll('.blog-list-item')[0];
    expect(meetup.text).toContain('so the list shows all of it');
    expect(meetup.querySelector('.blog-read-more')).toBeNull();
    expect(second.querySelector('.pagination-prev')!.getAttribute('href')).toBe('/blog');
  });

  it('shows a post whole: date, reading time, authors from the authors file, tags, its neighbours and sidebar', () => {
    const post = page('blog/2024/03/10/welcome.html');
    expect(post.querySelector('h1')!.text).toBe('Welcome to the blog');
    expect(post.querySelector('.blog-post-meta')!.text).toMatch(/^March 10, 2024 · 1 min read$/);
    expect(texts(post, '.blog-post-authors .blog-author-name')).toEqual(['Ana Pereira', 'Bo Lindqvist']);
    expect(post.querySelector('.blog-author-name a')!.getAttribute('href')).toBe('/blog/authors/ana');
    expect(post.querySelector('.markdown')!.text).toContain('What to expect');
    expect(post.querySelector('.markdown a[href="/docs/intro"]')).not.toBeNull();
    expect(post.querySelector('.blog-tag')!.getAttribute('href')).toBe('/blog/tags/community');
    expect(post.querySelector('.pagination-next')!.getAttribute('href')).toBe('/blog/2023/12/01/release-notes');
    expect(post.querySelector('.pagination-prev')).toBeNull();
    expect(texts(post, '.blog-sidebar a')).toEqual(['Welcome to the blog', 'Release notes for 2.0', 'Notes from the autumn meetup', 'A post dated by its front matter']);
    expect(post.querySelector('.blog-sidebar-title')!.text).toBe('All our posts');
    // Its co-located image is published.
    const img = post.querySelector('.markdown img')!.getAttribute('src')!;
    expect(fs.existsSync(path.join(dir, 'build', img))).toBe(true);
    // A legacy author (author, author_title) and a front matter date and slug.
    const dated = page('blog/custom/dated-post.html');
    expect(texts(dated, '.blog-author-name')).toEqual(['Old Style Author']);
    expect(dated.querySelector('time')!.getAttribute('datetime')).toBe('2022-06-15T10:00:00.000Z');
  });

  it('has tag pages (tags file labels, descriptions and permalinks), an author page and the archive', () => {
    const tags = page('blog/tags.html');
    expect(texts(tags, '.blog-tag-cloud a').map((t) => t.replace(/\d+$/, ''))).toEqual(['Community', 'events', 'performance', 'Release']);
    const community = page('blog/tags/community.html');
    expect(community.querySelector('h1')!.text).toBe('2 posts tagged with "Community"');
    expect(community.querySelector('.blog-intro')!.text).toBe('People and events around the project');
    expect(texts(community, '.blog-post-title')).toEqual(['Welcome to the blog', 'Notes from the autumn meetup']);
    const ana = page('blog/authors/ana.html');
    expect(ana.querySelector('h1.blog-author-name')!.text).toContain('Ana Pereira');
    expect(texts(ana, '.blog-post-title')).toEqual(['Welcome to the blog', 'Release notes for 2.0']);
    const authors = page('blog/authors.html');
    expect(texts(authors, '.blog-author-list .blog-author-name').map((t) => t.replace(/\d+$/, ''))).toEqual(['Ana Pereira', 'Bo Lindqvist']);
    const archive = page('blog/archive.html');
    expect(texts(archive, '.blog-archive-years h2')).toEqual(['2024', '2023', '2022']);
    expect(archive.text).not.toContain('An unlisted post');
  });

  it('builds an unlisted post for its link only: no list, feed, sitemap, search or llms.txt has it', () => {
    const hidden = page('blog/2021/01/01/hidden.html');
    expect(hidden.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
    for (const rel of ['blog.html', 'blog/page/2.html', 'blog/rss.xml', 'sitemap.xml', 'llms.txt']) expect(out(rel), rel).not.toContain('2021/01/01/hidden');
    const search = fs.readdirSync(path.join(dir, 'build/search'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')).map((f) => out(`search/${f}`)).join('\n');
    expect(search).toContain('Welcome to the blog');
    expect(search).not.toContain('Only people with the link');
  });

  it('writes RSS, Atom and JSON feeds of the listed posts with absolute URLs and their whole HTML', () => {
    const rss = parseRssFeed(out('blog/rss.xml'));
    expect(rss.title).toBe('Blog Fixture Blog');
    expect(rss.copyright).toBe('Copyright Blog Fixture');
    expect(rss.items!.map((i) => i.link)).toEqual(['/blog/2024/03/10/welcome', '/blog/2023/12/01/release-notes', '/blog/2023/11/02/autumn-meetup', '/blog/custom/dated-post'].map((p) => `https://blog.example.com${p}`));
    const welcome = rss.items![0].content?.encoded ?? '';
    expect(welcome).toContain('What to expect');
    expect(welcome).toContain('href="https://blog.example.com/docs/intro"');
    const atom = parseAtomFeed(out('blog/atom.xml'));
    expect(atom.entries!.length).toBe(4);
    const json = parseJsonFeed(out('blog/feed.json'));
    expect(json.items!.map((i) => i.url)).toEqual(rss.items!.map((i) => i.link));
    // Every page names the feeds in its head, for feed readers.
    const links = page('docs/intro.html').querySelectorAll('link[rel="alternate"]').map((l) => [l.getAttribute('type'), l.getAttribute('href')]);
    expect(links).toEqual([['application/rss+xml', '/blog/rss.xml'], ['application/atom+xml', '/blog/atom.xml'], ['application/json', '/blog/feed.json']]);
  });

  it('resolves links from a doc to posts, by URL and by file, and lists posts in llms.txt under the blog', () => {
    const intro = page('docs/intro.html');
    const hrefs = intro.querySelectorAll('.markdown a').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/blog/2024/03/10/welcome', '/blog/2023/12/01/release-notes']);
    expect(out('llms.txt')).toMatch(/## Blog\n\n- \[Welcome to the blog\]\(https:\/\/blog\.example\.com\/blog\/2024\/03\/10\/welcome\.md\)/);
  });

  it('reports a link to a post that does not exist as a broken link', async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-docusaurus-blog-'));
    fs.cpSync(fixture, broken, { recursive: true });
    fs.appendFileSync(path.join(broken, 'blog/2023/11/02/autumn-meetup.md'), '\nSee [the old post](/blog/2019/01/01/gone).\n');
    const check = await runCli(['check'], { cwd: broken, timeoutMs: 120_000 });
    fs.rmSync(broken, { recursive: true, force: true });
    expect(check.code).not.toBe(0);
    expect(check.stdout + check.stderr).toMatch(/blog\/2023\/11\/02\/autumn-meetup\.md:\d+ +broken link: no page at \/blog\/2019\/01\/01\/gone/);
  }, 120_000);

  it('serves the blog in docgen dev, and shows an edited post and a new one without a restart', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-docusaurus-blog-'));
    fs.cpSync(fixture, work, { recursive: true });
    const dev = await startDev(work);
    const text = async (p: string) => (await fetch(`${dev.origin}${p}`)).text();
    try {
      expect(await text('/blog')).toContain('This blog is where the team writes');
      // (As a page in a browser does: once the live-reload stream says it is connected, changes are watched.)
      const events = (await fetch(`${dev.origin}/__docgen/events`)).body!.getReader();
      await events.read();
      void events.cancel();
      const welcome = path.join(work, 'blog/2024-03-10-welcome/index.md');
      fs.writeFileSync(welcome, fs.readFileSync(welcome, 'utf8').replace('This blog is where the team writes', 'This blog is where we write'));
      // (Bounds, not timings: dev picks the change up and renders the list and the post again.)
      await expect.poll(() => text('/blog'), { timeout: 15_000 }).toContain('This blog is where we write');
      expect(await text('/blog/2024/03/10/welcome')).toContain('This blog is where we write');
      fs.writeFileSync(path.join(work, 'blog/2024-05-01-new.md'), '---\ntitle: A brand new post\n---\n\nFresh words.\n\n<!-- truncate -->\n\nMore.\n');
      await expect.poll(() => text('/blog'), { timeout: 15_000 }).toContain('A brand new post');
      expect(await text('/blog/2024/05/01/new')).toContain('Fresh words.');
    } finally {
      dev.child.kill();
      fs.rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);

  it('rebuilds with the cache to the reading time its options give now (it is counted where a post is rendered)', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-docusaurus-blog-'));
    fs.cpSync(fixture, site, { recursive: true });
    const config = path.join(site, 'docusaurus.config.js');
    const original = fs.readFileSync(config, 'utf8');
    const meta = (rel: string) => texts(parse(fs.readFileSync(path.join(site, 'build', rel), 'utf8')), '.blog-post-meta');
    const buildWith = async (options: string) => {
      fs.writeFileSync(config, original.replace('showReadingTime: true,', options));
      const built = await runCli(['build'], { cwd: site, timeoutMs: 120_000 });
      expect(built.code, built.stderr).toBe(0);
    };
    try {
      // (The welcome post has 60-odd words: a minute at 200 a minute, 7 at 10.)
      await buildWith('showReadingTime: false,');
      expect(meta('blog/2024/03/10/welcome.html')).toEqual(['March 10, 2024']);
      expect(meta('blog.html').some((m) => m.includes('min read'))).toBe(false);
      await buildWith('showReadingTime: true,');
      expect(meta('blog/2024/03/10/welcome.html')).toEqual(['March 10, 2024 · 1 min read']);
      expect(meta('blog.html')).toContain('March 10, 2024 · 1 min read');
      // The config's readingTime function, where it has one, gives it (docgen's count at 10 words a minute; 42 for the welcome post).
      await buildWith('showReadingTime: true, readingTime: ({ content, defaultReadingTime }) => defaultReadingTime({ content, options: { wordsPerMinute: 10 } }),');
      const [minutes] = meta('blog/2024/03/10/welcome.html').map((m) => Number(/· (\d+) min read$/.exec(m)?.[1]));
      expect(minutes).toBeGreaterThan(5);
      expect(meta('blog.html')).toContain(`March 10, 2024 · ${minutes} min read`);
      await buildWith('showReadingTime: true, readingTime: ({ content, defaultReadingTime }) => (content.includes("team writes") ? 42 : defaultReadingTime({ content })),');
      expect(meta('blog/2024/03/10/welcome.html')).toEqual(['March 10, 2024 · 42 min read']);
      expect(meta('blog.html')).toContain('March 10, 2024 · 42 min read');
      await buildWith('showReadingTime: true,');
      expect(meta('blog/2024/03/10/welcome.html')).toEqual(['March 10, 2024 · 1 min read']);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  }, 240_000);

  it('builds a blog-only site (no docs, the blog at the root) with a second blog beside it', async () => {
    const only = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-docusaurus-blog-'));
    fs.cpSync(fixture, only, { recursive: true });
    fs.rmSync(path.join(only, 'docs'), { recursive: true });
    const config = path.join(only, 'docusaurus.config.js');
    fs.writeFileSync(
      config,
      fs
        .readFileSync(config, 'utf8')
        .replace('docs: { sidebarPath: false },', 'docs: false,')
        .replace('blog: {\n', "blog: {\n          routeBasePath: '/',\n")
        .replace("items: [{ to: '/blog', label: 'Blog', position: 'left' }, { type: 'doc', docId: 'intro', label: 'Docs' }]", "items: [{ to: '/', label: 'Blog', position: 'left' }, { to: '/news', label: 'News' }]")
        .replace('  themeConfig: {', "  plugins: [['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', routeBasePath: 'news', onInlineAuthors: 'ignore', onUntruncatedBlogPosts: 'ignore' }]],\n  themeConfig: {"),
    );
    fs.writeFileSync(path.join(only, 'blog/2024-03-10-welcome/index.md'), fs.readFileSync(path.join(only, 'blog/2024-03-10-welcome/index.md'), 'utf8').replace('[introduction](/docs/intro)', '[news](/news)'));
    fs.mkdirSync(path.join(only, 'news'));
    fs.writeFileSync(path.join(only, 'news/2024-06-01-launch.md'), '---\ntitle: We launched\n---\n\nThe news blog has its first post.\n');
    const built = await runCli(['build'], { cwd: only, timeoutMs: 120_000 });
    try {
      expect(built.code, built.stderr).toBe(0);
      const read = (rel: string) => fs.readFileSync(path.join(only, 'build', rel), 'utf8');
      const home = parse(read('index.html'));
      expect(texts(home, '.blog-list-item .blog-post-title')).toEqual(['Welcome to the blog', 'Release notes for 2.0']);
      expect(texts(home, '.navbar a')).toEqual(expect.arrayContaining(['Blog', 'News']));
      expect(parse(read('2024/03/10/welcome.html')).querySelector('h1')!.text).toBe('Welcome to the blog');
      expect(parseRssFeed(read('rss.xml')).items!.length).toBe(4);
      expect(texts(parse(read('news.html')), '.blog-post-title')).toEqual(['We launched']);
      expect(parseRssFeed(read('news/rss.xml')).items!.map((i) => i.link)).toEqual(['https://blog.example.com/news/2024/06/01/launch']);
      expect(read('llms.txt')).toContain('[We launched](https://blog.example.com/news/2024/06/01/launch.md)');
    } finally {
      fs.rmSync(only, { recursive: true, force: true });
    }
  }, 120_000);
});
