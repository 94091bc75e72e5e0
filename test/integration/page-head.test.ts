// What a page's head tells other sites: a plain-text description of a meta description's length,
// the social card (og:* and twitter:*, its image an absolute URL, a page's front matter image before
// the site's), for every page kind; and a navbar without a language menu that would offer one
// language.
import { describe, it, expect, inject, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';

const siteDir = inject('siteDir');

/** Every HTML page of an output folder, by its path relative to it. */
function htmlPages(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).map((f) => f.split(path.sep).join('/'));
}
const meta = (doc: HTMLElement, attr: 'name' | 'property', key: string) => doc.querySelector(`head meta[${attr}="${key}"]`)?.getAttribute('content');
/** What Markdown leaves in text it was not read from: code marks, link syntax, strong emphasis. */
const MARKDOWN = /`|\]\(|\*\*|__|^#+ /;

describe('the built site', () => {
  const pages = htmlPages(siteDir);
  const heads = new Map(pages.map((rel) => [rel, parse(fs.readFileSync(path.join(siteDir, rel), 'utf8'))]));

  it('describes every page in plain text of at most 160 characters: no Markdown in the API pages either', () => {
    const api = pages.filter((p) => /\/api\/class-/.test(p));
    expect(api.length).toBeGreaterThanOrEqual(82);
    const bad: string[] = [];
    for (const [rel, doc] of heads) {
      for (const d of [meta(doc, 'name', 'description'), meta(doc, 'property', 'og:description')]) {
        if (d === undefined || d === '' || MARKDOWN.test(d) || d.length > 160 || d !== d.replace(/\s+/g, ' ').trim()) bad.push(`${rel}: ${JSON.stringify(d)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("gives every page its social card: title, absolute URL, type, and the site's image as a large card", () => {
    const card = 'https://playwright.dev/java/img/social-card.png';
    // The image is the site's own, 1200×630, in the output (a PNG's size is in its IHDR chunk).
    const png = fs.readFileSync(path.join(siteDir, 'img/social-card.png'));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    for (const [rel, doc] of heads) {
      const canonical = doc.querySelector('link[rel="canonical"]')!.getAttribute('href')!;
      expect(canonical, rel).toMatch(/^https:\/\/playwright\.dev\/java/);
      expect(meta(doc, 'property', 'og:url'), rel).toBe(canonical);
      expect(meta(doc, 'property', 'og:title'), rel).toBe(doc.querySelector('title')!.text);
      expect(meta(doc, 'property', 'og:type'), rel).toMatch(/^(article|website)$/);
      expect(meta(doc, 'property', 'og:image'), rel).toBe(card);
      expect(meta(doc, 'name', 'twitter:image'), rel).toBe(card);
      expect(meta(doc, 'name', 'twitter:card'), rel).toBe('summary_large_image');
    }
  });

  it('has no language menu: the site has one locale', () => {
    const doc = heads.get('docs/intro.html')!;
    expect(doc.querySelector('.navbar-items-right')).not.toBeNull();
    expect(doc.querySelector('.locale-label')).toBeNull();
    expect(doc.querySelectorAll('.dropdown-toggle').map((t) => t.text.trim())).not.toContain('English');
  });
});

describe('a site with a social card image and Markdown in its descriptions', () => {
  let dir = '';
  const page = (rel: string) => parse(fs.readFileSync(path.join(dir, 'build', rel), 'utf8'));
  beforeAll(async () => {
    const long = `The **guide** walks through [setting up](./intro.md) the \`Widget\` class, ${'then step after step of configuring it for a project, '.repeat(4)}and ends here.`;
    dir = makeProject(
      minimalSite({
        'config/site.config.ts': `export default {
  title: 'Fixture Site',
  url: 'https://example.com/',
  baseUrl: '/base/',
  image: 'img/card.png',
  navbar: { title: 'Fixture', items: [{ type: 'doc', docId: 'intro', label: 'Docs' }, { type: 'localeDropdown', position: 'right' }] },
  docs: { lastVersion: 'current' },
};
`,
        'content/docs/intro.md': '---\ntitle: Intro\ndescription: "Set up the `Widget` with **care**: see [the guide](./guide.md)."\n---\n\nWelcome. See [the guide](./guide.md#setup).\n',
        'content/docs/guide.md': `---\ntitle: Guide\nimage: /img/guide.png\n---\n\n${long}\n\n## Setup\n\nText.\n`,
        'content/static/img/card.png': 'png',
        'content/static/img/guide.png': 'png',
      }),
    );
    const r = await runCli(['build', '--out', 'build'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("has the site's image as an absolute URL on every page kind, with a large card", () => {
    for (const rel of ['index.html', 'docs/intro.html', 'search.html', '404.html']) {
      const doc = page(rel);
      expect(meta(doc, 'property', 'og:image'), rel).toBe('https://example.com/base/img/card.png');
      expect(meta(doc, 'name', 'twitter:image'), rel).toBe('https://example.com/base/img/card.png');
      expect(meta(doc, 'name', 'twitter:card'), rel).toBe('summary_large_image');
      expect(meta(doc, 'property', 'og:url'), rel).toMatch(/^https:\/\/example\.com\/base\//);
    }
  });

  it("has a doc's own front matter image instead, absolute too", () => {
    const doc = page('docs/guide.html');
    expect(meta(doc, 'property', 'og:image')).toBe('https://example.com/base/img/guide.png');
    expect(meta(doc, 'name', 'twitter:image')).toBe('https://example.com/base/img/guide.png');
    expect(meta(doc, 'name', 'twitter:card')).toBe('summary_large_image');
  });

  it('turns a front matter description written in Markdown into its text', () => {
    const doc = page('docs/intro.html');
    expect(meta(doc, 'name', 'description')).toBe('Set up the Widget with care: see the guide.');
    expect(meta(doc, 'property', 'og:description')).toBe('Set up the Widget with care: see the guide.');
  });

  it('cuts a long first paragraph at a word boundary, with an ellipsis', () => {
    const d = meta(page('docs/guide.html'), 'name', 'description')!;
    expect(d.startsWith('The guide walks through setting up the Widget class, then step after step')).toBe(true);
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith('…')).toBe(true);
    expect(d).not.toMatch(MARKDOWN);
  });

  it('leaves out a language menu of one language', () => {
    expect(page('docs/intro.html').querySelector('.locale-label')).toBeNull();
  });
});
