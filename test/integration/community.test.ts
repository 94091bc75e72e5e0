// Community and home data: the content matches the reference facts (test/data), the built home page
// has no npm commands and no dead links, and bad video or people data fails the build naming the
// file and the entry.
import { describe, it, expect, inject } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { repoRoot, runCli, withoutProgress } from '../helpers/cli.ts';
import { makeProject, minimalSite } from '../helpers/fixture.ts';

const siteDir = inject('siteDir');
const json = (rel: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, rel), 'utf8'));
const facts = json('test/data/community.json');
const homeFacts = json('test/data/home.json');
const VIDEO_PAGES = ['conference-videos', 'release-videos', 'live-streams', 'feature-videos', 'mcp-videos', 'learn-videos'];

interface Video { title: string; youtubeId?: string; url: string; speakers: string[]; event?: string; year?: string }

describe('community content against the reference facts', () => {
  it('has the six video pages with the entries of the data in order', () => {
    for (const id of VIDEO_PAGES) {
      const page = facts.videoPages[id];
      const videos = json(`content/community/videos/${id}.json`).videos as Video[];
      expect(videos.map((v) => v.youtubeId ?? v.url), id).toEqual(page.entries.map((e: { youtubeId?: string; url?: string }) => e.youtubeId ?? e.url));
      for (const [i, e] of page.entries.entries()) {
        const v = videos[i];
        if (e.title) expect(v.title).toBe(e.title.trim());
        if (e.speakers) expect(v.speakers).toEqual(e.speakers);
        if (e.year) expect(v.year).toBe(e.year);
        if (e.conference ?? e.host) expect(v.event).toBe(e.conference ?? e.host);
      }
    }
  });

  it('has every ambassador with location, languages and links', () => {
    const people = json('content/community/ambassadors.json').ambassadors as { name: string; location: string; languages: string; links: { kind: string; url: string }[] }[];
    const expected = facts.ambassadorsPage.ambassadors as { name: string; city: string; country: string; languages: string; social: { kind: string; url: string }[] }[];
    expect(people.map((p) => p.name)).toEqual(expected.map((a) => a.name));
    for (const [i, a] of expected.entries()) {
      expect(people[i].location).toBe(`${a.city}, ${a.country}`);
      expect(people[i].languages).toBe(a.languages);
      expect(people[i].links).toEqual(a.social.map((s) => ({ kind: s.kind === 'twitter' ? 'x' : s.kind, url: s.url })));
    }
  });

  it('the welcome page links every place of the data', () => {
    const md = fs.readFileSync(path.join(repoRoot, 'content/community/welcome.md'), 'utf8');
    const links = [...md.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map((m) => `${m[1]} -> ${m[2]}`);
    const expected = facts.welcomePage.sections.flatMap((s: { links: { label: string; href: string }[] }) => s.links.map((l) => `${l.label} -> ${l.href}`));
    expect(expected.filter((l: string) => !links.includes(l))).toEqual([]);
  });

  it('the home page keeps the feature section headings of the reference, without the pages Java lacks', async () => {
    const home = json('content/pages/home.json');
    expect(home.sections.map((s: { title: string }) => s.title)).toEqual(homeFacts.featureSections.map((s: { title: string }) => s.title));
    expect(home.heading).toBe(homeFacts.hero.title);
    const missing = homeFacts.featureSections.flatMap((s: { items: { link?: { href: string; existsInJavaDocs: boolean } }[] }) => s.items.flatMap((i) => (i.link && !i.link.existsInJavaDocs ? [i.link.href] : [])));
    expect(missing).toEqual(['docs/getting-started-vscode']);
    expect(JSON.stringify(home)).not.toContain('getting-started-vscode');
  });
});

describe('the built home page', () => {
  const doc = () => parse(fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8'), { blockTextElements: { script: true, style: true } });

  it('has no npm, npx or yarn commands, and installs with Maven', () => {
    const main = doc().querySelector('main')!;
    expect(main.text).not.toMatch(/\b(npm|npx|yarn|pnpm)\b/);
    expect(main.querySelector('.code-block pre')!.text).toContain('<artifactId>playwright</artifactId>');
    expect(main.querySelector('.code-block-title')!.text).toBe('pom.xml');
  });

  it('links only to pages that exist in the Java site', () => {
    const hrefs = doc().querySelectorAll('main a[href^="/"]').map((a) => a.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      const [pathname] = href.split('#');
      expect(pathname.startsWith('/java/'), href).toBe(true);
      const rel = pathname.slice('/java/'.length);
      expect(fs.existsSync(path.join(siteDir, rel === '' ? 'index.html' : `${rel}.html`)), href).toBe(true);
    }
  });

  it('has no third-party images', () => {
    expect(doc().querySelectorAll('main img').filter((img) => !img.getAttribute('src')!.startsWith('/java/'))).toEqual([]);
  });
});

describe('bad community data', () => {
  const communitySite = (files: Record<string, string>) => {
    const site = minimalSite(files);
    site['config/site.config.ts'] = site['config/site.config.ts'].replace("docs: { lastVersion: 'current' },", "docs: { lastVersion: 'current' },\n  community: { mainDocId: 'welcome' },");
    return {
      'content/community/welcome.md': '---\ntitle: Welcome\n---\n\nHello.\n',
      'content/community/sidebars.ts': "export default { community: ['welcome'] };\n",
      ...site,
    };
  };
  const video = (extra: object = {}) => ({ title: 'A talk', youtubeId: 'abcdefghijk', url: 'https://www.youtube.com/watch?v=abcdefghijk', speakers: ['Someone'], year: '2024', ...extra });

  it('builds a community with a video page and its posters', async () => {
    const dir = makeProject(communitySite({ 'content/community/videos/talks.json': JSON.stringify({ title: 'Talks', videos: [video()] }) }));
    const r = await runCli(['--root', dir, 'build']);
    expect(withoutProgress(r.stderr)).toBe('');
    expect(r.code).toBe(0);
    const page = parse(fs.readFileSync(path.join(dir, 'build/community/talks.html'), 'utf8'));
    const src = page.querySelector('.video-card img')!.getAttribute('src')!;
    expect(src).toMatch(/^\/base\/assets\/video-thumbnails\/abcdefghijk-[0-9a-f]{8}\.svg$/);
    expect(fs.readFileSync(path.join(dir, 'build', src.slice('/base/'.length)), 'utf8')).toContain('A talk');
  });

  it('fails on a malformed video entry, naming the file and the entry', async () => {
    const videos = [video(), video({ title: 'Broken talk', year: 'last year' }), { youtubeId: 'zzzzzzzzzzz', url: 'not a url' }, video({ title: 'Typo', speaker: 'X' })];
    const dir = makeProject(communitySite({ 'content/community/videos/talks.json': JSON.stringify({ title: 'Talks', videos }, null, 2) }));
    const r = await runCli(['--root', dir, 'build']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/community/videos/talks.json  videos[1] ("Broken talk"): year: expected a four-digit year such as "2024"');
    expect(r.stderr).toContain('content/community/videos/talks.json  videos[3] ("Typo"): unknown key "speaker"; did you mean "speakers"?');
    expect(r.stderr).toContain('✖ 4 errors');
    expect(r.stderr).toMatch(/^content\/community\/videos\/talks\.json\s+videos\[2\]: title is required/m);
    expect(r.stderr).toMatch(/^content\/community\/videos\/talks\.json\s+videos\[2\]: url must be a URL such as https:\/\/example\.com; got "not a url"$/m);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('fails on a video page file that is not JSON, naming the file', async () => {
    const dir = makeProject(communitySite({ 'content/community/videos/talks.json': '{ "title": "Talks", videos: [] }' }));
    const r = await runCli(['--root', dir, 'build']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^content\/community\/videos\/talks\.json:\d+:\d+\s+invalid JSON/m);
  });

  it('fails on a malformed person, naming the data file and the entry', async () => {
    const people = { people: [{ name: 'Ada Lovelace', links: [{ kind: 'github', url: 'https://github.com/ada' }] }, { name: 'Bad Link', links: [{ kind: 'myspace', url: 'https://example.com' }] }] };
    const dir = makeProject(communitySite({
      'content/community/people.json': JSON.stringify(people),
      'content/community/welcome.md': '---\ntitle: Welcome\n---\n\n::people{data="./people.json"}\n',
    }));
    const r = await runCli(['--root', dir, 'build']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/content\/community\/welcome\.md:\d+\s+::people: \.\/people\.json entry 1 \("Bad Link"\): links\.0\.kind: /);
  });
});
