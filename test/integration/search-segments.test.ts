// A large site's search index is split into segments, each holding a share of the pages: a query
// finds pages in every segment, and an edit makes only its page's segment again. (Segments are
// made small here with DOCGEN_SEGMENT_PAGES, so a fixture of a few pages has several.)
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';
import { SearchEngine } from '../../src/client/search/engine.ts';
import { segmentOf } from '../../src/generator/search/segments.ts';
import type { SearchManifest } from '../../src/shared/search-terms.ts';

const PAGES = 14;
const pages = Object.fromEntries(
  Array.from({ length: PAGES }, (_, i) => [`content/docs/page-${i}.md`, `---\ntitle: Page ${i}\n---\n\nThis page alone mentions marker${i}word.\n\n## Details\n\nShared text about browsers.\n`]),
);
const env = { DOCGEN_SEGMENT_PAGES: '4' };
let dir: string;

async function build(out = 'build', extra: string[] = []): Promise<void> {
  const result = await runCli(['build', ...extra, '--out', out], { cwd: dir, env });
  expect(result.code, result.stderr).toBe(0);
}

const engine = (out = 'build') =>
  new SearchEngine('/base/search/current.json', async (url) => JSON.parse(fs.readFileSync(path.join(dir, out, url.replace(/^\/base\//, '')), 'utf8')));

/** Search files with their modification times. */
function searchFiles(): Map<string, number> {
  const root = path.join(dir, 'build/search');
  const out = new Map<string, number>();
  for (const name of fs.readdirSync(path.join(root, 'current'))) out.set(`current/${name}`, fs.statSync(path.join(root, 'current', name)).mtimeMs);
  out.set('current.json', fs.statSync(path.join(root, 'current.json')).mtimeMs);
  return out;
}

beforeAll(async () => {
  dir = makeProject(minimalSite({ ...pages, 'content/sidebars.ts': `export default { docs: ['intro', 'guide', ${Object.keys(pages).map((_, i) => `'page-${i}'`).join(', ')}] };\n` }));
  await build();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a search index in segments', () => {
  it('finds every page, whichever segment holds it', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'build/search/current.json'), 'utf8')) as SearchManifest;
    expect(manifest.segments.length).toBeGreaterThan(2);
    expect(manifest.segments.every((s) => s.documents > 0)).toBe(true);
    const search = engine();
    for (let i = 0; i < PAGES; i++) {
      const { hits } = await search.search(`marker${i}word`);
      expect(hits[0]?.url, `marker${i}word`).toBe(`/base/docs/page-${i}`);
    }
    // A word on every page finds them all, across segments.
    const shared = await search.search('browsers', { limit: 100 });
    expect(new Set(shared.hits.map((h) => h.url.split('#')[0])).size).toBeGreaterThanOrEqual(PAGES);
  });

  it('makes only the edited page’s segment again', async () => {
    const before = searchFiles();
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'build/search/current.json'), 'utf8')) as SearchManifest;
    const file = path.join(dir, 'content/docs/page-7.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Shared text', 'Shared zebra text'));
    await build();
    const after = searchFiles();
    const segment = segmentOf('/base/docs/page-7', manifest.segments.length);
    const rewritten = [...after].filter(([rel, t]) => before.get(rel) !== t).map(([rel]) => rel);
    expect(rewritten).toContain('current.json');
    const others = rewritten.filter((rel) => rel !== 'current.json');
    expect(others.length).toBeGreaterThan(0);
    for (const rel of others) expect(rel.startsWith(`current/${segment}-`), rel).toBe(true);
    expect((await engine().search('zebra')).hits[0]?.url).toMatch(/^\/base\/docs\/page-7#details$/);
    // And the rebuilt index is the one a build from scratch makes.
    await build('fresh', ['--no-cache']);
    const list = (out: string) => fs.readdirSync(path.join(dir, out, 'search/current')).sort();
    expect(list('build')).toEqual(list('fresh'));
    expect(fs.readFileSync(path.join(dir, 'build/search/current.json'), 'utf8')).toBe(fs.readFileSync(path.join(dir, 'fresh/search/current.json'), 'utf8'));
  });

  it('is the same index whether its pages were counted as they came, held to the end, or some of each', async () => {
    const files = (out: string) => {
      const root = path.join(dir, out, 'search');
      return new Map([...fs.readdirSync(path.join(root, 'current')).map((n) => [n, fs.readFileSync(path.join(root, 'current', n), 'utf8')] as const), ['current.json', fs.readFileSync(path.join(root, 'current.json'), 'utf8')]]);
    };
    // (The budget is in characters of records JSON: 0 holds every page, a page's worth counts the first ones only.)
    const ways = { all: '1000000000', none: '0', some: '2000' };
    for (const [name, budget] of Object.entries(ways)) {
      const result = await runCli(['build', '--no-cache', '--out', `budget-${name}`], { cwd: dir, env: { ...env, DOCGEN_SEARCH_COUNT_BUDGET: budget } });
      expect(result.code, result.stderr).toBe(0);
    }
    const all = files('budget-all');
    expect(all.size).toBeGreaterThan(3);
    expect(files('budget-none')).toEqual(all);
    expect(files('budget-some')).toEqual(all);
  });
});
