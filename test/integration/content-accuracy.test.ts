// What readers copy from the built site: the install coordinates of each docs version name the
// release its API reference documents, the release notes state their breaking changes instead of
// sending readers elsewhere, and the Markdown copies of pages (<page>.md, llms-full.txt) carry
// resolved links, not raw API references.
import { describe, it, expect, inject } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import siteConfig from '../../config/site.config.ts';

const siteDir = inject('siteDir');
const versions = siteConfig.docs!.versions!;
const VERSIONS = [
  { name: 'stable', out: 'docs', version: versions.stable.variables!.playwrightVersion },
  { name: 'next', out: 'docs/next', version: versions.current.variables!.playwrightVersion },
];

/** Every Playwright version a text tells readers to install: Maven, Gradle, Docker tags, npx. */
function coordinates(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /<groupId>com\.microsoft\.playwright<\/groupId>\s*<artifactId>playwright<\/artifactId>\s*<version>([^<]+)<\/version>/g,
    /com\.microsoft\.playwright:playwright:([\w.-]+)/g,
    /mcr\.microsoft\.com\/playwright(?:\/java)?:v([\d.]+)/g,
    /\bplaywright@([\d.]+)/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) found.push(m[1]);
  return found;
}

const markdownCopies = (dir: string) =>
  fs.readdirSync(path.join(siteDir, dir)).filter((f) => f.endsWith('.md')).map((f) => ({ file: `${dir}/${f}`, text: fs.readFileSync(path.join(siteDir, dir, f), 'utf8') }));

describe('install coordinates in the built site', () => {
  it('recognises every form of coordinates', () => {
    const text = [
      '<dependency>\n  <groupId>com.microsoft.playwright</groupId>\n  <artifactId>playwright</artifactId>\n  <version>1.2.3</version>',
      "implementation 'com.microsoft.playwright:playwright:1.2.4'",
      'FROM mcr.microsoft.com/playwright/java:v1.2.5-noble',
      'docker run mcr.microsoft.com/playwright:v1.2.6-jammy npx -y playwright@1.2.7 run-server',
    ].join('\n');
    expect(coordinates(text)).toEqual(['1.2.3', '1.2.4', '1.2.5', '1.2.6', '1.2.7']);
  });

  for (const v of VERSIONS) {
    it(`names Playwright ${v.version} in every Maven, Gradle and Docker snippet of ${v.name}`, () => {
      const wrong: string[] = [];
      let seen = 0;
      for (const { file, text } of markdownCopies(v.out)) {
        for (const c of coordinates(text)) {
          seen++;
          if (c !== v.version) wrong.push(`${file}: ${c}`);
        }
      }
      expect(wrong).toEqual([]);
      // Not vacuous: intro, test-runners, accessibility-testing, ci and docker all hold some.
      expect(seen).toBeGreaterThanOrEqual(20);
    });
  }

  it('gives the home page the coordinates of the main (stable) version', () => {
    const text = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8').replace(/<[^>]+>/g, '').replace(/&lt;|&#x3C;/gi, '<').replace(/&gt;/g, '>');
    const found = coordinates(text);
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found)).toEqual(new Set([versions.stable.variables!.playwrightVersion]));
  });
});

describe('release notes', () => {
  for (const v of VERSIONS) {
    it(`state every breaking change and announcement of ${v.name} on the page, not "see GitHub"`, () => {
      const doc = parse(fs.readFileSync(path.join(siteDir, v.out, 'release-notes.html'), 'utf8'));
      const problems: string[] = [];
      let release = '';
      let current: { title: string; parts: HTMLElement[] } | undefined;
      const sections: { release: string; title: string; parts: HTMLElement[] }[] = [];
      for (const node of doc.querySelector('.doc-article .markdown')!.childNodes) {
        if (node.nodeType !== 1) continue;
        const e = node as HTMLElement;
        const title = e.text.replace(/#$/, '').trim();
        if (e.tagName === 'H2') (release = title), (current = undefined);
        else if (/^H[34]$/.test(e.tagName)) {
          current = /breaking|announcement/i.test(title) ? { title, parts: [] } : undefined;
          if (current) sections.push({ release, ...current });
        } else current?.parts.push(e);
      }
      for (const s of sections) {
        const text = s.parts.map((p) => p.text).join(' ').replace(/\s+/g, ' ').trim();
        const links = s.parts.flatMap((p) => p.querySelectorAll('a')).map((a) => a.getAttribute('href') ?? '');
        if (links.some((h) => /github\.com\/.*\/releases/.test(h))) problems.push(`${s.release} / ${s.title}: sends readers to the GitHub release`);
        if (text.split(' ').length < 4) problems.push(`${s.release} / ${s.title}: says next to nothing (${JSON.stringify(text)})`);
      }
      expect(problems).toEqual([]);
      // Not vacuous: about a dozen releases have such a section.
      expect(sections.length).toBeGreaterThanOrEqual(10);
    });
  }
});

describe('Markdown copies of the pages', () => {
  const RAW_REF = /\[`?(?:method|property|event|option|param): [\w.$#-]+`?\]/;
  for (const v of VERSIONS) {
    it(`resolve every API reference in ${v.name}: API pages' <page>.md, llms.txt, llms-full.txt and descriptions`, () => {
      const files = [
        ...markdownCopies(`${v.out}/api`),
        ...markdownCopies(v.out),
        // llms.txt of the main version is at the site's root, the others' in their docs folder.
        ...['llms.txt', 'llms-full.txt'].map((f) => (v.name === 'stable' ? f : `${v.out}/${f}`)).map((file) => ({ file, text: fs.readFileSync(path.join(siteDir, file), 'utf8') })),
      ];
      const raw = files.flatMap(({ file, text }) => text.split('\n').filter((l) => RAW_REF.test(l)).map((l) => `${file}: ${l.match(RAW_REF)![0]}`));
      expect(raw).toEqual([]);
      const descriptions = fs.readdirSync(path.join(siteDir, v.out, 'api')).filter((f) => f.endsWith('.html')).map((f) => [f, parse(fs.readFileSync(path.join(siteDir, v.out, 'api', f), 'utf8')).querySelector('meta[name="description"]')?.getAttribute('content') ?? ''] as const);
      expect(descriptions.length).toBeGreaterThan(40);
      expect(descriptions.filter(([, d]) => /\[[^\]]+\]|`/.test(d))).toEqual([]);
      // The member-relative reference of Route.fulfill's path option is a link to the contentType option.
      expect(fs.readFileSync(path.join(siteDir, v.out, 'api/class-route.md'), 'utf8')).toContain(`[setContentType](https://playwright.dev/java/${v.out}/api/class-route#route-fulfill-option-content-type)`);
    });
  }
});
