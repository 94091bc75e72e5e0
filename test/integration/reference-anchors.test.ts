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

const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeHTML(m[1])));

describe('anchors of the reference site', () => {
  it('are listed for both versions, guides and API pages', () => {
    expect(Object.keys(reference.versions).sort()).toEqual(['next', 'stable']);
    for (const pages of Object.values(reference.versions)) {
      expect(pages.locators).toEqual(expect.arrayContaining(['locate-by-role', 'get-by-test-id', 'filter-by-text-1']));
      expect(pages['api/class-page']).toEqual(expect.arrayContaining(['page-goto', 'page-goto-option-timeout', 'page-click-return', 'page-event-console']));
      expect(Object.keys(pages).filter((p) => p.startsWith('api/')).length).toBeGreaterThan(40);
      // Docusaurus' slugger keeps an emoji's variation selector; an empty spacer heading has no anchor.
      expect(pages['release-notes']).toContain('\uFE0F-webp-screenshots');
      expect(pages.codegen).not.toContain('');
      // The guides to playwright-cli and the MCP server are in no sidebar (as on the reference), but
      // built and checked like the others.
      expect(pages['getting-started-cli']).toEqual(expect.arrayContaining(['playwright-cli-vs-playwright-mcp', 'tabs', 'storage']));
      expect(pages['getting-started-mcp']).toEqual(expect.arrayContaining(['vs-code', 'standalone-server']));
    }
  });

  for (const [version, pages] of Object.entries(reference.versions)) {
    it(`exist on our ${version} pages`, () => {
      const missing: string[] = [];
      let total = 0;
      for (const [page, ids] of Object.entries(pages)) {
        const file = path.join(siteDir, OUT[version]!, `${page}.html`);
        if (!fs.existsSync(file)) {
          missing.push(`${page}: no such page`);
          continue;
        }
        const have = idsOf(fs.readFileSync(file, 'utf8'));
        for (const id of ids) {
          total++;
          if (!have.has(id)) missing.push(`${page}#${id}`);
        }
      }
      expect(total).toBeGreaterThan(3000);
      expect(missing).toEqual([]);
    });
  }
});
