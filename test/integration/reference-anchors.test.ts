// Links into the reference site (playwright.dev/java) land on our pages: every anchor a reference doc
// page has (test/data/reference-anchors.json, made from the reference's sources by
// scripts/reference-anchors.mjs: heading ids, explicit ids, the API pages' argument and return
// anchors) is an id of our page of the same path and version.
import { describe, it, expect, inject } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { decodeHTML } from 'entities';
import { repoRoot } from '../helpers/cli.ts';

const siteDir = inject('siteDir');
const reference = JSON.parse(fs.readFileSync(path.join(repoRoot, 'test/data/reference-anchors.json'), 'utf8')) as {
  versions: Record<string, Record<string, string[]>>;
};
/** Where a version's doc pages are in the build (the site serves it under /java/). */
const OUT: Record<string, string> = { next: 'docs/next', stable: 'docs' };

/**
 * Reference pages we do not have: the guides to the Playwright CLI and MCP server for coding agents,
 * which are not in our set of guides (test/data/guides.json). Their anchors cannot exist without the
 * pages; the test fails once one of them is built, so that its anchors are checked from then on.
 */
const PAGES_NOT_OURS = new Set(['getting-started-cli', 'getting-started-mcp']);

/**
 * Anchors we cannot have as the reference has them. The release notes' headings with an emoji: the
 * reference's slugger (github-slugger in Docusaurus) keeps the emoji's variation selector U+FE0F in
 * the id (`#\uFE0F-webp-screenshots`), our heading ids leave it out (`#-webp-screenshots`), as the
 * facts data lists them (test/data/guides.json, checked by site.test.ts); a heading has one id.
 */
const ALLOWED_MISSING = new Set(
  [
    '\uFE0F-webp-screenshots', '\uFE0F-web-storage', '\uFE0F-other-improvements', '\uFE0F-other-improvements-1',
    'breaking-changes-\uFE0F', 'breaking-changes-\uFE0F-1', 'breaking-changes-\uFE0F-2', '\uFE0F-breaking-change',
    '\uFE0F-mouse-wheel', '\uFE0F-new-strict-mode', '\uFE0F-introducing-playwright-trace-viewer',
  ].map((id) => `release-notes#${id}`),
);

const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeHTML(m[1])));

describe('anchors of the reference site', () => {
  it('are listed for both versions, guides and API pages', () => {
    expect(Object.keys(reference.versions).sort()).toEqual(['next', 'stable']);
    for (const pages of Object.values(reference.versions)) {
      expect(pages.locators).toEqual(expect.arrayContaining(['locate-by-role', 'get-by-test-id', 'filter-by-text-1']));
      expect(pages['api/class-page']).toEqual(expect.arrayContaining(['page-goto', 'page-goto-option-timeout', 'page-click-return', 'page-event-console']));
      expect(Object.keys(pages).filter((p) => p.startsWith('api/')).length).toBeGreaterThan(40);
    }
  });

  for (const [version, pages] of Object.entries(reference.versions)) {
    it(`exist on our ${version} pages`, () => {
      const missing: string[] = [];
      let total = 0;
      for (const [page, ids] of Object.entries(pages)) {
        const file = path.join(siteDir, OUT[version]!, `${page}.html`);
        if (PAGES_NOT_OURS.has(page)) {
          expect(fs.existsSync(file), `${version} ${page} is built now: check its anchors (remove it from PAGES_NOT_OURS)`).toBe(false);
          continue;
        }
        if (!fs.existsSync(file)) {
          missing.push(`${page}: no such page`);
          continue;
        }
        const have = idsOf(fs.readFileSync(file, 'utf8'));
        for (const id of ids) {
          total++;
          if (!have.has(id) && !ALLOWED_MISSING.has(`${page}#${id}`)) missing.push(`${page}#${id}`);
        }
      }
      expect(total).toBeGreaterThan(3000);
      expect(missing).toEqual([]);
    });
  }

  it('the allowed exceptions are still missing (a fixed one leaves the list)', () => {
    for (const [version, pages] of Object.entries(reference.versions)) {
      for (const entry of ALLOWED_MISSING) {
        const [page, id] = entry.split('#') as [string, string];
        if (!pages[page]?.includes(id)) continue;
        const have = idsOf(fs.readFileSync(path.join(siteDir, OUT[version]!, `${page}.html`), 'utf8'));
        expect(have.has(id), `${version} ${entry}`).toBe(false);
      }
    }
  });
});
