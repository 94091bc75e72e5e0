// Real Docusaurus sites read by Docusaurus (its config loader and validation, the classic preset,
// plugin-content-docs, plugin-content-blog) and by docgen: each docs plugin's versions, docs, edit
// URLs, sidebars and main docs, and each blog's posts (URL, date, title, description, tags, authors,
// reading time, truncation, neighbours) and its tag and author lists compared, the differences listed. The sites are those of scripts/real-sites.mjs found under
// DOCGEN_REAL_SITES (with their dependencies installed).
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { docusaurusBlog, docusaurusReading, type OracleVersion } from '../../test/helpers/docusaurus-oracle.ts';
import { docgenReading } from '../../test/helpers/docgen-reading.ts';

const base = process.env.DOCGEN_REAL_SITES ?? '';
const sites = ['redux/website', 'react-native-website/website', 'prettier/website', 'jest/website', 'playwright.dev'].filter((s) => base && fs.existsSync(path.join(base, s)));

/** The differences of two readings of a version, one line each (at most `max`). */
function differences(theirs: OracleVersion, ours: OracleVersion | undefined, max = 12): string[] {
  if (!ours) return [`version ${theirs.name}: not built by docgen`];
  const out: string[] = [];
  for (const key of ['label', 'path', 'isLast', 'banner', 'badge', 'noIndex', 'mainDocId'] as const) {
    if (theirs[key] !== ours[key]) out.push(`${key}: Docusaurus ${JSON.stringify(theirs[key])}, docgen ${JSON.stringify(ours[key])}`);
  }
  const ids = new Set([...Object.keys(theirs.docs), ...Object.keys(ours.docs)]);
  for (const id of ids) {
    if (JSON.stringify(theirs.docs[id]) !== JSON.stringify(ours.docs[id])) out.push(`doc ${id}: Docusaurus ${JSON.stringify(theirs.docs[id] ?? null)}, docgen ${JSON.stringify(ours.docs[id] ?? null)}`);
  }
  for (const id of new Set([...Object.keys(theirs.sidebars), ...Object.keys(ours.sidebars)])) {
    if (JSON.stringify(theirs.sidebars[id]) !== JSON.stringify(ours.sidebars[id])) out.push(`sidebar ${id}: differs (Docusaurus ${JSON.stringify(theirs.sidebars[id] ?? null).slice(0, 300)} … docgen ${JSON.stringify(ours.sidebars[id] ?? null).slice(0, 300)} …)`);
  }
  return out.length > max ? [...out.slice(0, max), `… ${out.length - max} more`] : out;
}

/** A record's JSON with its keys in order. */
const sorted = (record: Record<string, unknown>) => JSON.stringify(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));

describe('real sites: Docusaurus and docgen read the same docs', () => {
  it('has sites to read (DOCGEN_REAL_SITES)', () => {
    expect(sites.length, 'set DOCGEN_REAL_SITES to the folder of the sites').toBeGreaterThan(0);
  });
  for (const site of sites) {
    it(site, async () => {
      const dir = path.join(base, site);
      const oracle = await docusaurusReading(dir);
      const ours = await docgenReading(dir);
      const report: string[] = [];
      for (const plugin of oracle) {
        const mine = ours.plugins.find((p) => p.id === plugin.id);
        if (!mine) {
          report.push(`plugin ${plugin.id}: not read by docgen`);
          continue;
        }
        for (const v of plugin.versions) for (const d of differences(v, mine.versions.find((x) => x.name === v.name))) report.push(`${plugin.id} ${v.name}: ${d}`);
        for (const v of mine.versions) if (!plugin.versions.some((x) => x.name === v.name)) report.push(`${plugin.id} ${v.name}: built by docgen, not by Docusaurus`);
      }
      // The blogs: the same posts, read the same way.
      const blogs = await docusaurusBlog(dir);
      for (const blog of blogs) {
        const mine = ours.blogs.find((b) => b.id === blog.id);
        // (A blog without posts has no pages in Docusaurus either.)
        if (!mine) {
          if (blog.posts.length) report.push(`blog ${blog.id}: not built by docgen`);
        }
        else if (JSON.stringify(mine.posts) !== JSON.stringify(blog.posts) || sorted(mine.tags) !== sorted(blog.tags) || JSON.stringify(mine.authors) !== JSON.stringify(blog.authors)) {
          const theirs = new Map(blog.posts.map((p) => [p.permalink, JSON.stringify(p)]));
          const differing = mine.posts.filter((p) => theirs.get(p.permalink) !== JSON.stringify(p)).map((p) => p.permalink);
          report.push(`blog ${blog.id}: ${differing.length} of ${blog.posts.length} posts differ (${differing.slice(0, 5).join(', ')})${sorted(mine.tags) !== sorted(blog.tags) ? '; tags differ' : ''}${JSON.stringify(mine.authors) !== JSON.stringify(blog.authors) ? '; authors differ' : ''}`);
        }
      }
      for (const blog of ours.blogs) if (!blogs.some((b) => b.id === blog.id)) report.push(`blog ${blog.id}: built by docgen, not by Docusaurus`);
      console.log(`${site}: ${blogs.map((b) => `blog ${b.id}: ${b.posts.length} posts; `).join('')}${oracle.map((p) => `${p.id} (${p.versions.map((v) => `${v.name}: ${Object.keys(v.docs).length} docs`).join(', ')})`).join('; ')}\n${report.length ? report.map((r) => `  ${r}`).join('\n') : '  the same'}`);
      expect(report).toEqual([]);
    });
  }
});
