// The blog's feeds: each file read back by a feed parser (feedsmith) as a feed reader would,
// checked for what Docusaurus puts in it, the URLs made absolute, the limit, the stylesheets; and
// the emitter that gathers the posts from their pages (only listed ones, kept pages included).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import type { Nodes as HastNodes } from 'hast';
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith';
import { blogPluginSchema, type BlogPluginInput } from '../../src/generator/plugins/blog/schema.ts';
import { blogFeedFiles, type FeedPost, type FeedSite } from '../../src/generator/plugins/blog/feeds.ts';
import { absoluteUrls, mapSrcset } from '../../src/generator/plugins/blog/feed-html.ts';
import { resolveFeedStyles } from '../../src/generator/plugins/blog/feed-style.ts';
import { blogFeedsEmitter } from '../../src/generator/emit/blog-feeds.ts';
import type { EmitContext } from '../../src/generator/emit/emitter.ts';
import type { RouteEntry } from '../../src/generator/site/routes.ts';
import type { RouteData } from '../../src/shared/types.ts';

const site: FeedSite = { title: 'Acme', url: 'https://acme.dev', baseUrl: '/site/', favicon: 'img/favicon.ico', locale: 'en' };
const blogOf = (feedOptions: BlogPluginInput['feedOptions'] = {}) => ({ options: blogPluginSchema.parse({ feedOptions }), path: '/site/blog' });

const ann = { key: 'ann', name: 'Ann Lee', email: 'ann@acme.dev', url: 'https://ann.example' };
const bob = { name: 'Bob' };
const release = { label: 'Release', permalink: '/site/blog/tags/release' };
const howto = { label: 'How-to', permalink: '/site/blog/tags/how-to' };

/** Four posts, newest first (as a blog lists them). */
const posts: FeedPost[] = [
  {
    permalink: '/site/blog/2024/03/01/pictures',
    title: 'Pictures & links',
    date: '2024-03-01T00:00:00.000Z',
    description: 'A post with pictures',
    html: '<p>See <a href="/site/blog/2024/01/10/hello">the first post</a>, <a href="#part-2">part 2</a> and <a href="mailto:hi@acme.dev">mail</a>.</p>\n<p><img src="/site/assets/images/cat-1a2b.png" srcset="/site/assets/images/cat-1a2b.png 1x, cat@2x.png 2x" alt="A cat"></p>\n<h2 id="part-2">Part 2</h2><pre><code>&lt;a href="/not-a-link"&gt;</code></pre>',
    authors: [ann, bob],
    tags: [release, howto],
  },
  { permalink: '/site/blog/2024/02/15/second', title: 'Second', date: '2024-02-15T12:30:00.000Z', description: 'The second one', html: '<p>Two.</p>', authors: [bob], tags: [release] },
  { permalink: '/site/blog/2024/02/01/quiet', title: 'Quiet', date: '2024-02-01T00:00:00.000Z', html: '<p>No authors, no tags.</p>', authors: [], tags: [] },
  { permalink: '/site/blog/2024/01/10/hello', title: 'Hello', date: '2024-01-10T00:00:00.000Z', description: 'The first', html: '<p>One.</p>', authors: [ann], tags: [howto] },
];

const fileOf = (files: { file: string; text: string }[], name: string) => {
  const f = files.find((x) => x.file === name);
  if (!f) throw new Error(`no ${name} among ${files.map((x) => x.file).join(', ')}`);
  return f.text;
};

describe('blog feeds', () => {
  it('writes RSS and Atom by default, beside the blog, and nothing without posts', () => {
    expect(blogFeedFiles(site, blogOf(), posts).map((f) => f.file).sort()).toEqual(['blog/atom.xml', 'blog/rss.xml']);
    expect(blogFeedFiles(site, blogOf({ type: 'all' }), posts).map((f) => f.file).sort()).toEqual(['blog/atom.xml', 'blog/feed.json', 'blog/rss.xml']);
    expect(blogFeedFiles(site, blogOf({ type: 'json' }), posts).map((f) => f.file)).toEqual(['blog/feed.json']);
    expect(blogFeedFiles(site, blogOf({ type: null }), posts)).toEqual([]);
    expect(blogFeedFiles(site, blogOf({ type: 'all' }), [])).toEqual([]);
    const atRoot = { options: blogPluginSchema.parse({ routeBasePath: '/', feedOptions: { type: 'rss' } }), path: '/site/' };
    expect(blogFeedFiles(site, atRoot, posts).map((f) => f.file)).toEqual(['rss.xml']);
  });

  it('RSS 2.0: the channel and every post, absolute links, dates, authors with an email, categories, whole HTML', () => {
    const text = fileOf(blogFeedFiles(site, blogOf({ type: 'rss', copyright: '© Acme' }), posts), 'blog/rss.xml');
    expect(text).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    const rss = parseRssFeed(text);
    expect(rss.title).toBe('Acme Blog');
    expect(rss.description).toBe('Acme Blog');
    expect(rss.link).toBe('https://acme.dev/site/blog');
    expect(rss.language).toBe('en');
    expect(rss.copyright).toBe('© Acme');
    expect(new Date(rss.lastBuildDate!).toISOString()).toBe(posts[0].date);
    const items = rss.items!;
    expect(items.map((i) => i.title)).toEqual(posts.map((p) => p.title));
    expect(items.map((i) => i.link)).toEqual(posts.map((p) => `https://acme.dev${p.permalink}`));
    expect(items.map((i) => i.guid?.value)).toEqual(items.map((i) => i.link));
    expect(items.map((i) => new Date(i.pubDate!).toISOString())).toEqual(posts.map((p) => p.date));
    expect(items[0].description).toBe('A post with pictures');
    expect(items[2].description).toBeUndefined();
    // (RSS names an author by email: those without one are not said.)
    expect(items[0].authors).toEqual([{ email: 'ann@acme.dev', name: 'Ann Lee' }]);
    expect(items[1].authors ?? []).toEqual([]);
    expect(items[0].categories?.map((c) => c.name)).toEqual(['Release', 'How-to']);
    expect(items[2].categories ?? []).toEqual([]);
    const html = items[0].content?.encoded ?? '';
    expect(html).toContain('<a href="https://acme.dev/site/blog/2024/01/10/hello">the first post</a>');
    expect(html).toContain('<a href="https://acme.dev/site/blog/2024/03/01/pictures#part-2">part 2</a>');
    expect(html).toContain('<a href="mailto:hi@acme.dev">mail</a>');
    expect(html).toContain('src="https://acme.dev/site/assets/images/cat-1a2b.png"');
    expect(html).toContain('srcset="https://acme.dev/site/assets/images/cat-1a2b.png 1x, https://acme.dev/site/blog/2024/03/01/cat@2x.png 2x"');
    // (The rest of the HTML as it was.)
    expect(html).toContain('<h2 id="part-2">Part 2</h2><pre><code>&lt;a href="/not-a-link"&gt;</code></pre>');
    expect(items[1].content?.encoded).toBe('<p>Two.</p>');
  });

  it('Atom 1.0: the feed and its entries, authors with their links, categories by term, summaries and content', () => {
    const text = fileOf(blogFeedFiles(site, blogOf({ type: 'atom', title: 'Acme news', description: 'What is new', language: 'fr' }), posts), 'blog/atom.xml');
    const atom = parseAtomFeed(text);
    expect(atom.id).toBe('https://acme.dev/site/blog');
    expect(atom.title?.value).toBe('Acme news');
    expect(atom.subtitle?.value).toBe('What is new');
    expect(atom.links?.find((l) => l.rel === 'alternate')?.href).toBe('https://acme.dev/site/blog');
    expect(atom.icon).toBe('https://acme.dev/site/img/favicon.ico');
    expect(atom.updated).toBe(posts[0].date);
    const entries = atom.entries!;
    expect(entries.map((e) => e.id)).toEqual(posts.map((p) => `https://acme.dev${p.permalink}`));
    expect(entries.map((e) => e.links?.[0]?.href)).toEqual(posts.map((p) => `https://acme.dev${p.permalink}`));
    expect(entries.map((e) => e.updated)).toEqual(posts.map((p) => p.date));
    expect(entries[0].authors).toEqual([{ name: 'Ann Lee', uri: 'https://ann.example', email: 'ann@acme.dev' }, { name: 'Bob' }]);
    expect(entries[0].categories?.map((c) => c.term)).toEqual(['Release', 'How-to']);
    expect(entries[0].summary?.value).toBe('A post with pictures');
    expect(entries[0].content?.value).toContain('href="https://acme.dev/site/blog/2024/01/10/hello"');
    // (An entry without an author is valid only when the feed has one: the site.)
    expect(entries[2].authors ?? []).toEqual([]);
    expect(atom.authors).toEqual([{ name: 'Acme', uri: 'https://acme.dev/site/' }]);
    const allAuthored = parseAtomFeed(fileOf(blogFeedFiles(site, blogOf({ type: 'atom' }), [posts[0], posts[1]]), 'blog/atom.xml'));
    expect(allAuthored.authors ?? []).toEqual([]);
    expect(allAuthored.title?.value).toBe('Acme Blog');
  });

  it('JSON Feed: version, home page, each item with id, url, content_html, dates, tags and its first author', () => {
    const text = fileOf(blogFeedFiles(site, blogOf({ type: ['json'] }), posts), 'blog/feed.json');
    const raw = JSON.parse(text) as { version: string; items: Record<string, unknown>[] };
    expect(raw.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
    for (const item of raw.items) for (const field of ['id', 'url', 'content_html', 'date_published']) expect(item[field], field).toBeTypeOf('string');
    const json = parseJsonFeed(text);
    expect(json.title).toBe('Acme Blog');
    expect(json.home_page_url).toBe('https://acme.dev/site/blog');
    const items = json.items!;
    expect(items.map((i) => i.url)).toEqual(posts.map((p) => `https://acme.dev${p.permalink}`));
    expect(items.map((i) => i.id)).toEqual(items.map((i) => i.url));
    expect(items.map((i) => i.date_published)).toEqual(posts.map((p) => p.date));
    expect(items[0].tags).toEqual(['Release', 'How-to']);
    expect(items[0].authors).toEqual([{ name: 'Ann Lee', url: 'https://ann.example' }]);
    expect(items[0].summary).toBe('A post with pictures');
    expect(items[0].content_html).toContain('src="https://acme.dev/site/assets/images/cat-1a2b.png"');
  });

  it('holds the newest `limit` posts, all of them with null or false', () => {
    const count = (limit: number | null | false) => parseRssFeed(fileOf(blogFeedFiles(site, blogOf({ type: 'rss', limit }), posts), 'blog/rss.xml')).items!.map((i) => i.title);
    expect(count(2)).toEqual(['Pictures & links', 'Second']);
    expect(count(null)).toHaveLength(4);
    expect(count(false)).toHaveLength(4);
    // (The language: the site's locale unless feedOptions.language; only RSS has a place for it.)
    expect(parseRssFeed(fileOf(blogFeedFiles(site, blogOf({ type: 'rss', language: 'fr' }), posts), 'blog/rss.xml')).language).toBe('fr');
    const json = JSON.parse(fileOf(blogFeedFiles(site, blogOf({ type: 'json', limit: 1 }), posts), 'blog/feed.json')) as { items: unknown[] };
    expect(json.items).toHaveLength(1);
  });

  it("xslt true: docgen's stylesheet and its CSS beside the RSS and Atom feeds, named by each", () => {
    const files = blogFeedFiles(site, blogOf({ type: 'all', xslt: true }), posts, resolveFeedStyles(true, '/nowhere', { root: '/nowhere', configFile: 'docusaurus.config.js' }));
    expect(files.map((f) => f.file).sort()).toEqual(['blog/atom.xml', 'blog/atom.xsl', 'blog/feed-style.css', 'blog/feed.json', 'blog/rss.xml', 'blog/rss.xsl']);
    const rss = fileOf(files, 'blog/rss.xml');
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?><\?xml-stylesheet type="text\/xsl" href="rss.xsl"\?>/);
    expect(fileOf(files, 'blog/atom.xml')).toContain('<?xml-stylesheet type="text/xsl" href="atom.xsl"?>');
    expect(fileOf(files, 'blog/feed.json')).not.toContain('xml-stylesheet');
    // (Still a feed a reader parses.)
    expect(parseRssFeed(rss).items).toHaveLength(4);
    for (const xsl of ['blog/rss.xsl', 'blog/atom.xsl']) {
      const text = fileOf(files, xsl);
      expect(text).toContain('<xsl:stylesheet version="1.0"');
      expect(text).toContain('href="feed-style.css"');
    }
    expect(fileOf(files, 'blog/atom.xsl')).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
  });

  it("xslt as a path: the site's XSL (relative to the blog's folder) and its CSS copied beside the feed", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-feeds-'));
    try {
      fs.mkdirSync(path.join(dir, 'blog', 'style'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'blog', 'style', 'pretty.xsl'), '<xsl:stylesheet/>');
      fs.writeFileSync(path.join(dir, 'blog', 'style', 'pretty.css'), 'body{}');
      const styles = resolveFeedStyles({ rss: 'style/pretty.xsl' }, path.join(dir, 'blog'), { root: dir, configFile: 'docusaurus.config.js' });
      expect(styles.atom).toBeUndefined();
      const files = blogFeedFiles(site, blogOf({ type: 'all', xslt: { rss: 'style/pretty.xsl' } }), posts, styles);
      expect(fileOf(files, 'blog/pretty.xsl')).toBe('<xsl:stylesheet/>');
      expect(fileOf(files, 'blog/pretty.css')).toBe('body{}');
      expect(fileOf(files, 'blog/rss.xml')).toContain('<?xml-stylesheet type="text/xsl" href="pretty.xsl"?>');
      expect(fileOf(files, 'blog/atom.xml')).not.toContain('xml-stylesheet');
      fs.rmSync(path.join(dir, 'blog', 'style', 'pretty.css'));
      expect(() => resolveFeedStyles({ rss: 'style/pretty.xsl' }, path.join(dir, 'blog'), { root: dir, configFile: 'docusaurus.config.js' })).toThrow(/CSS file beside it/);
      expect(() => resolveFeedStyles({ atom: 'missing.xsl' }, path.join(dir, 'blog'), { root: dir, configFile: 'docusaurus.config.js' })).toThrow(/not there/);
      // A stylesheet outside the site's folder is never copied into the site.
      const site2 = path.join(dir, 'site');
      fs.mkdirSync(path.join(site2, 'blog'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'blog', 'style', 'pretty.css'), 'body{}');
      expect(() => resolveFeedStyles({ rss: '../../blog/style/pretty.xsl' }, path.join(site2, 'blog'), { root: site2, configFile: 'docusaurus.config.js' })).toThrow(/blog feedOptions\.xslt\[0\]: the feed stylesheet .* lies outside the site's folder/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('absolute URLs in a post', () => {
  it('resolves links, pictures and media against the post, and leaves the rest of the HTML alone', () => {
    const at = 'https://acme.dev/blog/2024/01/01/post';
    expect(absoluteUrls('<a href="./a.pdf" class=x>A &amp; B</a><video poster="p.jpg" src="/v.mp4"></video>', at)).toBe('<a href="https://acme.dev/blog/2024/01/01/a.pdf" class=x>A &amp; B</a><video poster="https://acme.dev/blog/2024/01/01/p.jpg" src="https://acme.dev/v.mp4"></video>');
    expect(absoluteUrls('<a href="/x?a=1&amp;b=2">q</a>', at)).toBe('<a href="https://acme.dev/x?a=1&amp;b=2">q</a>');
    const untouched = '<p title="/x"><a href="https://other.org/">o</a><span data-src="/y">/z</span></p>';
    expect(absoluteUrls(untouched, at)).toBe(untouched);
    expect(mapSrcset('a.png, b.png 2x,c.png 300w', (u) => `/${u}`)).toBe('/a.png, /b.png 2x, /c.png 300w');
  });

  it('reads the tags as an HTML parser does: comments, text-only elements, quotes, entities, odd markup', () => {
    const at = 'https://acme.dev/blog/post';
    const cases = [
      '<!-- <a href="/in-comment"> --><a href="/out">x</a>',
      '<!--><a href="/a1"><!---><a href="/a2"><!-- x --!><a href="/a3">',
      '<script>document.write(\'<a href="/in-script">\')</script><a href="/after-script">',
      '<style>a[href="/x"]{}</style><textarea><a href="/in-textarea"></textarea><title><img src="t.png"></title><img src="u.png">',
      '<SCRIPT type="x">"<a href=/y>"</ScRiPt ><A HREF=/upper>U</A>',
      '<a title="a > b" href=\'single.html\' data-x=1>s</a><a href=unquoted.html?x=1&amp;y=2>u</a>',
      '<a href="/first" href="/second">dup</a><a class=x/ href="/slash">/</a><a =odd href="/eq">=</a>',
      '<?php <a href="/bogus"> ?><a href="/real"><!DOCTYPE html><![CDATA[ <a href="/cdata"> ]]>',
      '</p class="<a href=/end-tag-attr>"><a\nhref\n=\n"/newlines"\n>n</a>',
      '<img srcset="a.png 1x, b.png 2x" src="a.png"><source srcset="c.webp"><video src=v.mp4 poster=p.jpg></video><audio src="s.mp3">',
      '<a href="">empty</a><a href="   ">blank</a><a href="mailto:x@y.z">m</a><a href="#top">t</a><a href="https://o.org">o</a>',
      '<a href="/x?q=&lt;&quot;&gt;">e</a><a href="&#47;num">n</a><a href="/x&amp;y" title=\'"\'>q</a>',
      '<plaintext><a href="/in-plaintext">',
      '<a href="/never-closed',
      '<svg><a href="/svg-link"><image href="x.png"/></a></svg><math><a href="/m"></a></math>',
    ];
    for (const html of cases) expect(absoluteUrls(html, at), html).toBe(parsedAbsoluteUrls(html, at));
  });
});

/** absoluteUrls done on the tree an HTML parser (parse5, through hast) builds: what absoluteUrls must match. */
function parsedAbsoluteUrls(html: string, pageUrl: string): string {
  const which: Record<string, string[]> = { a: ['href'], img: ['src', 'srcSet'], source: ['src', 'srcSet'], video: ['src', 'poster'], audio: ['src'] };
  const resolve = (url: string) => {
    try {
      return new URL(url, pageUrl).href;
    } catch {
      return url;
    }
  };
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: HastNodes) => {
    if (node.type === 'element' && node.tagName in which && node.data && 'position' in node.data) {
      const positions = (node.data as { position?: { properties?: Record<string, { start: { offset?: number }; end: { offset?: number } } | undefined> } }).position?.properties;
      for (const property of which[node.tagName]) {
        const raw = node.properties[property];
        const value = Array.isArray(raw) ? raw.join(', ') : raw;
        const span = positions?.[property];
        if (typeof value !== 'string' || !value.trim() || !span || span.start.offset === undefined || span.end.offset === undefined) continue;
        const mapped = property === 'srcSet' ? mapSrcset(value, resolve) : resolve(value.trim());
        if (mapped !== value) edits.push({ start: span.start.offset, end: span.end.offset, text: `${property.toLowerCase()}="${mapped.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"` });
      }
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(fromHtml(html, { fragment: true, verbose: true }));
  let out = html;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

describe('the blog-feeds emitter', () => {
  const blogVersion = (feedOptions: BlogPluginInput['feedOptions']) => {
    const options = blogPluginSchema.parse({ feedOptions });
    return { pluginId: 'default', name: 'current', path: '/site/blog', contentDir: '/nowhere/blog', docs: [], blog: { options, path: '/site/blog', tags: [], authors: [] } };
  };
  type Version = ReturnType<typeof blogVersion>;
  const pageOf = (version: Version, p: FeedPost, unlisted = false): { route: RouteEntry; data: RouteData } => {
    const doc = { permalink: p.permalink, title: p.title, post: { date: p.date, authors: p.authors, tags: p.tags, truncated: false, unlisted } };
    const post = { title: p.title, permalink: p.permalink, date: p.date, authors: p.authors, tags: [], html: p.html };
    const data = { path: p.permalink, description: p.description ?? '', page: { kind: 'blog', blog: { view: 'post', post, toc: [], tocMinLevel: 2, tocMaxLevel: 3, hideToc: false } } };
    return { route: { kind: 'doc', path: p.permalink, version, doc } as unknown as RouteEntry, data: data as unknown as RouteData };
  };
  const contextOf = (version: Version, written: Map<string, string>) =>
    ({
      site: { model: { blogs: [version] }, config: { title: 'Acme', baseUrl: '/site/', favicon: undefined, i18n: { defaultLocale: 'en' } }, data: { url: 'https://acme.dev' } },
      out: { write: (rel: string, text: string) => written.set(rel, text) },
    }) as unknown as EmitContext;

  it('gathers the listed posts from their pages (any order), kept pages included, and writes each feed once done', async () => {
    const version = blogVersion({ type: 'all', limit: 3 });
    const unlisted: FeedPost = { ...posts[1], permalink: '/site/blog/secret', title: 'Secret', date: '2025-01-01T00:00:00.000Z' };
    const written = new Map<string, string>();
    const first = blogFeedsEmitter.create(contextOf(version, written));
    const states = new Map<string, unknown>();
    for (const p of [posts[2], posts[0], posts[3], posts[1]]) {
      const { route, data } = pageOf(version, p);
      states.set(p.permalink, first.page!({ route, data, file: 'x.html' })?.state);
    }
    const hidden = pageOf(version, unlisted, true);
    expect(first.page!({ ...hidden, file: 'x.html' })).toBeUndefined();
    // (Not a post: the blog's list page.)
    expect(first.page!({ route: { kind: 'doc', path: '/site/blog', version, doc: { permalink: '/site/blog', title: 'Blog' } } as unknown as RouteEntry, data: { path: '/site/blog', page: { kind: 'blog', blog: { view: 'list' } } } as unknown as RouteData, file: 'x.html' })).toBeUndefined();
    await first.finish!();
    const rss = parseRssFeed(written.get('blog/rss.xml')!);
    expect(rss.items!.map((i) => i.title)).toEqual(['Pictures & links', 'Second', 'Quiet']);
    expect(rss.items![0].description).toBe('A post with pictures');
    expect(written.get('blog/rss.xml')).not.toContain('Secret');
    expect(parseJsonFeed(written.get('blog/feed.json')!).items).toHaveLength(3);
    expect(parseAtomFeed(written.get('blog/atom.xml')!).entries![0].content?.value).toContain('https://acme.dev/site/assets/images/cat-1a2b.png');

    // A rebuild that keeps two of the pages and writes the others: the same feeds.
    const again = new Map<string, string>();
    const second = blogFeedsEmitter.create(contextOf(version, again));
    for (const p of posts) {
      const { route, data } = pageOf(version, p);
      if (p === posts[0] || p === posts[3]) second.kept!(route, JSON.parse(JSON.stringify(states.get(p.permalink))));
      else second.page!({ route, data, file: 'x.html' });
    }
    await second.finish!();
    expect([...again.keys()].sort()).toEqual(['blog/atom.xml', 'blog/feed.json', 'blog/rss.xml']);
    for (const [file, text] of written) expect(again.get(file), file).toBe(text);
  });

  it('writes nothing for a blog without feeds', async () => {
    const version = blogVersion({ type: null });
    const written = new Map<string, string>();
    const emitter = blogFeedsEmitter.create(contextOf(version, written));
    const { route, data } = pageOf(version, posts[0]);
    emitter.page!({ route, data, file: 'x.html' });
    await emitter.finish!();
    expect(written.size).toBe(0);
  });
});
