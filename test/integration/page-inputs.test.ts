// Every file a page reads is an input of that page: a cached rebuild after a change to any of them
// (a data file a directive reads, an MDX partial or component, an image, the API data and prose)
// makes exactly what a clean build of the changed project makes — pages and search records alike.
// Each case starts from a project of its own, built once, so one failure does not carry into the
// next. docgen runs from a folder inside the project, deeper than its root: paths that tools report
// relative to the working folder (esbuild's metafile) must not be read as relative to the root
// (they were, and the cases passed only where both folders happened to lie at the same depth).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';
import { expectSameTree, readTree } from '../helpers/tree.ts';

const made: string[] = [];

const api = (since: string) =>
  JSON.stringify({
    source: 'test',
    classes: [{ name: 'Widget', id: 'class-widget', varName: 'widget', since: 'v1.0', sidebarCategory: 'Classes', members: [{ kind: 'method', name: 'spin', heading: 'spin', anchor: 'widget-spin', section: 'Methods', since, params: [], returns: 'void' }] }],
  });
const people = (name: string) => JSON.stringify({ people: [{ name, location: 'Lisbon', languages: 'Portuguese', links: [{ kind: 'github', url: 'https://github.com/example' }] }] });
const png = (colour: string) => sharp({ create: { width: 800, height: 400, channels: 3, background: colour } }).png().toBuffer();

async function build(root: string, args: string[] = []): Promise<void> {
  const r = await runCli(['--root', root, 'build', ...args], { timeoutMs: 120_000, cwd: path.join(root, 'content/docs/img') });
  expect(r.code, r.stderr).toBe(0);
}

/** What a clean build of the project as it is now makes. */
async function cleanBuild(dir: string): Promise<Map<string, Buffer>> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-clean-'));
  made.push(copy);
  fs.cpSync(dir, copy, { recursive: true, filter: (src) => !/[\\/](build|\.docgen)$/.test(src) });
  await build(copy, ['--no-cache']);
  return readTree(path.join(copy, 'build'));
}

let picture: Buffer;
beforeAll(async () => {
  picture = await png('#a33');
});

/** The project, built once (a cache and an output folder as an author has them). */
async function builtProject(): Promise<string> {
  const base = minimalSite();
  const dir = makeProject({
    ...base,
    'config/site.config.ts': base['config/site.config.ts'].replace("docs: { lastVersion: 'current' },", "docs: { lastVersion: 'current', versions: { current: { apiData: 'v.json' } } },\n  api: { path: 'content/api' },"),
    'content/sidebars.ts': "export default { docs: ['intro', 'guide', 'team', 'parts', 'picture'] };\n",
    'content/api/v.json': api('v1.0'),
    'content/api/widget.md': '---\nclass: Widget\n---\n\nA widget.\n\n## method: Widget.spin\n\nSpins it once.\n',
    'content/docs/team.md': '---\ntitle: Team\n---\n\n::people{data="./team.json"}\n',
    'content/docs/team.json': people('Ana Sousa'),
    'content/docs/parts.mdx': "---\ntitle: Parts\n---\nimport Part from './_part.mdx';\nimport Box from '@site/src/components/Box';\nimport stock from './stock.json';\n\n<Part />\n\n<Box label=\"first\" />\n\nIn stock: {stock.count}.\n",
    'content/docs/stock.json': '{ "count": 3 }',
    'content/docs/_part.mdx': 'The partial says hello.\n',
    'src/components/Box.tsx': 'export default function Box({ label }: { label: string }) {\n  return <div className="box">Box one: {label}</div>;\n}\n',
    'content/docs/picture.md': '---\ntitle: Picture\n---\n\n![a picture](./img/pic.png)\n',
  });
  made.push(dir);
  fs.mkdirSync(path.join(dir, 'content/docs/img'));
  fs.writeFileSync(path.join(dir, 'content/docs/img/pic.png'), picture);
  await build(dir);
  return dir;
}

afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const edit = (dir: string, rel: string, body: string | Buffer) => fs.writeFileSync(path.join(dir, rel), body);

describe('a cached rebuild after a change to a file a page reads', () => {
  const changes: [string, (dir: string) => Promise<void> | void, string][] = [
    ['the data file of a directive', (dir) => edit(dir, 'content/docs/team.json', people('Bea Santos')), 'Bea Santos'],
    ['a JSON file an MDX page imports', (dir) => edit(dir, 'content/docs/stock.json', '{ "count": 41 }'), 'In stock: 41'],
    ['an MDX partial', (dir) => edit(dir, 'content/docs/_part.mdx', 'The partial says goodbye.\n'), 'says goodbye'],
    ['a component an MDX page imports', (dir) => edit(dir, 'src/components/Box.tsx', 'export default function Box({ label }: { label: string }) {\n  return <div className="box">Box two: {label}</div>;\n}\n'), 'Box two'],
    ['an image, replaced under the same name', async (dir) => edit(dir, 'content/docs/img/pic.png', await png('#33a')), ''],
    ['the API data', (dir) => edit(dir, 'content/api/v.json', api('v1.7')), 'v1.7'],
    ['the API prose', (dir) => edit(dir, 'content/api/widget.md', '---\nclass: Widget\n---\n\nA widget.\n\n## method: Widget.spin\n\nSpins it twice.\n'), 'Spins it twice'],
  ];
  for (const [what, change, shows] of changes) {
    it(`${what}: makes what a clean build makes`, async () => {
      const dir = await builtProject();
      await change(dir);
      await build(dir);
      const rebuilt = readTree(path.join(dir, 'build'));
      if (shows) expect([...rebuilt.values()].some((body) => body.includes(shows)), `no output file shows "${shows}"`).toBe(true);
      expectSameTree(rebuilt, await cleanBuild(dir), what);
    });
  }
});
