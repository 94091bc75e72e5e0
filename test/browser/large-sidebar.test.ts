// A site whose sidebar is large: pages do not embed it for hydration (each page would grow with the
// site) but preload its shared file; the page still hydrates cleanly, its sidebar works, and client
// navigation keeps working.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, openPage, gotoHydrated, waitForRoute } from '../helpers/browser.ts';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli, startServe } from '../helpers/cli.ts';
import { SIDEBAR_INLINE_LIMIT } from '../../src/generator/render/document.ts';

const GROUPS = 30;
const PER_GROUP = 12;
const browser = useBrowser();
let serve: { origin: string; stop: () => void } | undefined;
let out = '';

beforeAll(async () => {
  const files: Record<string, string> = {};
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    const ids: string[] = [];
    for (let p = 0; p < PER_GROUP; p++) {
      const id = `group-${g}/page-${p}`;
      ids.push(`'${id}'`);
      files[`content/docs/${id}.md`] = `---\ntitle: Page ${g}.${p} with a longer title to fill the sidebar\n---\n\n## Section\n\nText of page ${g}.${p}.\n`;
    }
    groups.push(`{ type: 'category', label: 'Group number ${g}', collapsed: ${g !== 0}, items: [${ids.join(', ')}] }`);
  }
  files['content/sidebars.ts'] = `export default { docs: ['intro', 'guide', ${groups.join(', ')}] };\n`;
  const dir = makeProject(minimalSite(files));
  const r = await runCli(['--root', dir, 'build'], { timeoutMs: 120_000 });
  expect(r.code, r.stderr).toBe(0);
  out = path.join(dir, 'build');
  serve = await startServe(['--dir', 'build'], { cwd: dir });
}, 180_000);

afterAll(() => serve?.stop());

describe('a large sidebar', () => {
  it('is not embedded in the pages but preloaded from its shared file', () => {
    const html = fs.readFileSync(path.join(out, 'docs/group-0/page-1.html'), 'utf8');
    const data = JSON.parse(/<script type="application\/json" id="__docgen-data">([^<]*)<\/script>/.exec(html)![1]) as { sidebar: { id: string; src: string; items?: unknown } };
    expect(data.sidebar.items).toBeUndefined();
    expect(html).toContain(`<link rel="preload" href="${data.sidebar.src}" as="fetch" crossorigin="anonymous"/>`);
    expect(fs.statSync(path.join(out, data.sidebar.src.replace(/^\/base\//, ''))).size).toBeGreaterThan(SIDEBAR_INLINE_LIMIT);
    // The page stays small whatever the sidebar's size; the server-rendered sidebar is still there.
    expect(html.length).toBeLessThan(SIDEBAR_INLINE_LIMIT * 2);
    expect(html).toContain('Group number 29');
  });

  it('hydrates cleanly, opens categories, and navigates in the browser', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: 'desktop', theme: 'light' });
    try {
      await gotoHydrated(page, `${serve!.origin}/base/docs/group-0/page-1`);
      const category = page.locator('.menu-category', { hasText: 'Group number 5' }).first();
      await category.locator('.menu-category-label').first().click();
      await expect.poll(() => page.locator('.menu-link', { hasText: 'Page 5.3 with' }).count()).toBeGreaterThan(0);
      await page.locator('.menu-link', { hasText: 'Page 5.3 with' }).first().click();
      await waitForRoute(page, '**/docs/group-5/page-3');
      expect(await page.locator('h1').textContent()).toContain('Page 5.3');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
