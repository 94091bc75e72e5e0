// The site's code cannot hang docgen or end it unasked. A page's code (an MDX expression, a
// component it renders, a site plugin) that runs forever, blocks its thread or calls process.exit
// is an error at that page's line and column, within the time limit, in build, check and dev; dev
// keeps answering other pages and recovers when the file is fixed. The config's code that blocks
// the thread or exits likewise ends the command with a non-zero status and a message naming the
// file, and releases the output folder's lock. (Each case failed on the code before this suite:
// the loops hung forever, the exits ended the build with status 0 and no site.)
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';
import { startDev } from '../helpers/dev.ts';

const LIMIT_MS = 3_000;
const env = { DOCGEN_SITE_CODE_TIMEOUT_MS: String(LIMIT_MS) };
/** Far more than the limit (and a busy machine's start-up), far less than never. */
const RUN_MS = 45_000;
const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const forever = '(() => { while (true) {} })()';
const blocked = 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)';

/** A site with an MDX page whose line 7, column 6 runs `code`; other pages fine. */
function siteWith(code: string, extra: Record<string, string> = {}): string {
  const dir = makeProject(
    minimalSite({
      'content/sidebars.ts': "export default { docs: ['intro', 'guide', 'bad', 'fine'] };\n",
      'content/docs/bad.mdx': `---\ntitle: Bad\n---\n\nBefore.\n\nSome {${code}} text.\n`,
      'content/docs/fine.mdx': '---\ntitle: Fine\n---\n\nTwo is {1 + 1}.\n',
      ...extra,
    }),
  );
  made.push(dir);
  return dir;
}

const lockOf = (dir: string) => path.join(dir, 'build.docgen-lock');

describe("a page's code", () => {
  const cases: [string, string, RegExp][] = [
    ['runs forever', forever, /did not finish in 3 s/],
    ['blocks its thread', blocked, /did not finish in 3 s/],
    ['calls process.exit(0)', 'process.exit(0)', /called process\.exit\(0\)/],
  ];
  for (const [what, code, says] of cases) {
    it(`that ${what}: build fails at its line and column, the lock released, no site written`, async () => {
      const dir = siteWith(code);
      const r = await runCli(['--root', dir, 'build'], { env, timeoutMs: RUN_MS });
      expect(r.timedOut, r.stderr).toBe(false);
      expect(r.code).toBe(1);
      const line = r.stderr.split('\n').find((l) => l.startsWith('content/docs/bad.mdx:7:6'));
      expect(line, r.stderr).toMatch(says);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(fs.existsSync(lockOf(dir))).toBe(false);
      expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
    });
  }

  it('that runs forever: check fails at its line, and names no other page', async () => {
    const dir = siteWith(forever);
    const r = await runCli(['--root', dir, 'check'], { env, timeoutMs: RUN_MS });
    expect(r.timedOut, r.stderr).toBe(false);
    expect(r.code).toBe(1);
    const problems = (r.stdout + r.stderr).split('\n').filter((l) => /^content\//.test(l));
    expect(problems).toEqual([expect.stringMatching(/^content\/docs\/bad\.mdx:7:6 .*did not finish in 3 s/)]);
  });

  it('in a component it renders that runs forever: the error is at the component', async () => {
    const dir = siteWith('"fine"', {
      'content/docs/bad.mdx': "---\ntitle: Bad\n---\nimport Spin from '@site/src/components/Spin';\n\nBefore.\n\n<Spin />\n",
      'src/components/Spin.tsx': 'export default function Spin() {\n  for (;;) {}\n}\n',
    });
    const r = await runCli(['--root', dir, 'build'], { env, timeoutMs: RUN_MS });
    expect(r.timedOut, r.stderr).toBe(false);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^content\/docs\/bad\.mdx:8:1 .*did not finish in 3 s/m);
  });

  it('of a site remark plugin that calls process.exit: every page it runs on fails, the build with it', async () => {
    const dir = siteWith('"fine"', {
      'config/site.config.ts': minimalSite()['config/site.config.ts'].replace("docs: { lastVersion: 'current' },", "docs: { lastVersion: 'current' },\n  markdown: { remarkPlugins: [() => () => { process.exit(0); }] },"),
    });
    const r = await runCli(['--root', dir, 'build'], { env, timeoutMs: RUN_MS });
    expect(r.timedOut, r.stderr).toBe(false);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^content\/docs\/intro\.md .*called process\.exit\(0\)/m);
    expect(fs.existsSync(lockOf(dir))).toBe(false);
  });

  it("of a site remark plugin that throws: the page's error names the plugin's file and line, not a bug of docgen", async () => {
    const dir = siteWith('"fine"', {
      'config/site.config.ts': `import failing from '../plugins/failing.js';\n${minimalSite()['config/site.config.ts'].replace("docs: { lastVersion: 'current' },", "docs: { lastVersion: 'current' },\n  markdown: { remarkPlugins: [failing] },")}`,
      'plugins/failing.js': "export default function failing() {\n  return (tree, file) => {\n    if (String(file.path).includes('guide')) throw new Error('the guide has no badge');\n  };\n}\n",
    });
    const r = await runCli(['--root', dir, 'build'], { env, timeoutMs: RUN_MS });
    expect(r.timedOut, r.stderr).toBe(false);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^content\/docs\/guide\.md {2}the site's code failed while rendering this page: the guide has no badge \(at plugins\/failing\.js:3:\d+\)$/m);
    expect(r.stderr).not.toMatch(/bug in docgen/);
  });

  it('in dev: the page shows the error within the limit, other pages answer meanwhile, and a fix renders it', async () => {
    const dir = siteWith(forever);
    const dev = await startDev(dir, ['--port', '0'], env);
    try {
      const started = Date.now();
      const bad = fetch(`${dev.origin}/base/docs/bad`).then(async (r) => ({ status: r.status, html: await r.text(), after: Date.now() - started }));
      // While that page's code spins, the server answers the others.
      await new Promise((r) => setTimeout(r, 300));
      const fine = await fetch(`${dev.origin}/base/docs/fine`);
      expect(fine.status).toBe(200);
      expect(await fine.text()).toContain('Two is 2');
      const answer = await bad;
      expect(answer.html).toContain('did not finish in 3 s');
      expect(dev.output()).toMatch(/content\/docs\/bad\.mdx:7:6 .*did not finish/);
      // The author fixes the page: it renders.
      fs.writeFileSync(path.join(dir, 'content/docs/bad.mdx'), '---\ntitle: Bad\n---\n\nBefore.\n\nSome {"mended"} text.\n');
      await expect.poll(async () => (await fetch(`${dev.origin}/base/docs/bad`)).text(), { timeout: 15_000 }).toContain('Some mended text');
    } finally {
      dev.child.kill();
    }
  });
});

describe("the config's code", () => {
  const configWith = (code: string) => {
    const dir = makeProject(minimalSite({ 'config/site.config.ts': `${code}\n${minimalSite()['config/site.config.ts']}` }));
    made.push(dir);
    return dir;
  };

  it('that blocks the thread: the command stops within the limit, naming the config', async () => {
    for (const code of ['while (true) {}', `${blocked};`]) {
      const r = await runCli(['--root', configWith(code), 'build'], { env, timeoutMs: RUN_MS });
      expect(r.timedOut, r.stderr).toBe(false);
      expect(r.code === 0).toBe(false);
      expect(r.stderr).toMatch(/^config\/site\.config\.ts {2}the config did not finish in 3 s/m);
    }
  });

  it('that calls process.exit(0): a failure naming the config, not a silent success', async () => {
    const r = await runCli(['--root', configWith('process.exit(0);'), 'build'], { env, timeoutMs: RUN_MS });
    expect(r.timedOut, r.stderr).toBe(false);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/process\.exit\(0\) was called while running the config \(config\/site\.config\.ts\)/);
  });

  it('in dev that blocks: dev stops with the message rather than hanging', async () => {
    const r = await runCli(['--root', configWith('while (true) {}'), 'dev', '--port', '0'], { env, timeoutMs: RUN_MS });
    expect(r.timedOut, r.stderr).toBe(false);
    expect(r.stderr).toMatch(/the config did not finish in 3 s/);
  });
});
