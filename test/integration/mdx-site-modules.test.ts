// The modules an MDX page imports, as Docusaurus' bundler gives them: a site module's real exports
// (an array, functions, constants, objects: not only components), each module bundled once per
// thread whichever way a page names it; Docusaurus' client modules a component or a page uses
// (the docs plugin's hooks, the router, ExecutionEnvironment) with the page's meaning; theme
// components docgen renders itself met inside a site component (@theme/CodeBlock, Admonition,
// Tabs) and Markdown files a component imports, rendered as in a page. Each case failed before.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';

const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function site(files: Record<string, string>, sidebar: string[]): string {
  const dir = makeProject(minimalSite({ 'content/sidebars.ts': `export default { docs: ['intro', 'guide', ${sidebar.map((s) => `'${s}'`).join(', ')}] };\n`, ...files }));
  made.push(dir);
  return dir;
}
const article = (dir: string, page: string) => parse(fs.readFileSync(path.join(dir, 'build/docs', `${page}.html`), 'utf8'), { blockTextElements: { script: true, style: true } }).querySelector('.markdown')!;
const errors = (stderr: string) => stderr.split('\n').filter((l) => /^\S+ {2}(?!warning:)/.test(l));

describe("a site module's exports", () => {
  it('are what the page gets: arrays, functions, constants and objects from .ts and .js modules; components still render', async () => {
    const dir = site(
      {
        'src/data/people.tsx': "export interface Person { name: string }\nconst people: Person[] = [{ name: 'Grace' }, { name: 'Alan' }];\nexport default people;\nexport const Badge = ({ children }: { children?: string }) => <b className=\"badge\">{children}</b>;\n",
        'src/constants.js': "const tabs = (which = ['a', 'b']) => which.map((value) => ({ label: value.toUpperCase(), value }));\nexport default { tabs, defaultTab: 'b' };\nexport const VERSION = '3.1';\nexport function greet(name) { return `hi ${name}`; }\n",
        'content/docs/team.mdx': `---
title: Team
---

import people, { Badge } from '@site/src/data/people';
import constants, { VERSION, greet } from '@site/src/constants';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Version {VERSION}: {greet('you')}.

<ul>{people.map((p) => <li key={p.name}>{p.name}</li>)}</ul>

<Badge>new</Badge>

<Tabs defaultValue={constants.defaultTab} values={constants.tabs()}>
<TabItem value="a">First.</TabItem>
<TabItem value="b">Second.</TabItem>
</Tabs>
`,
      },
      ['team'],
    );
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    const page = article(dir, 'team');
    expect(page.text).toContain('Version 3.1: hi you.');
    expect(page.querySelectorAll('li').map((li) => li.text)).toEqual(['Grace', 'Alan']);
    expect(page.querySelector('b.badge')!.text).toBe('new');
    expect(page.querySelectorAll('[role="tab"]').map((t) => [t.text, t.getAttribute('aria-selected')])).toEqual([
      ['A', 'false'],
      ['B', 'true'],
    ]);
  });

  it('come from one bundle of the module per thread, however the pages name it', async () => {
    const module = "export const counter = { loads: (globalThis.__loads = (globalThis.__loads ?? 0) + 1) };\n";
    const page = (from: string) => `---\ntitle: Count\n---\n\nimport { counter } from '@site/src/counter';\nimport { counter as again } from '${from}';\n\nLoaded {counter.loads} time(s); {counter === again ? 'one module' : 'two modules'}.\n`;
    const dir = site({ 'src/counter.js': module, 'content/docs/one.mdx': page('../../src/counter'), 'content/docs/deeper/two.mdx': page('../../../src/counter.js') }, ['one', 'deeper/two']);
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    expect(article(dir, 'one').text).toContain('Loaded 1 time(s); one module.');
    expect(article(dir, 'deeper/two').text).toMatch(/Loaded [12] time\(s\); one module\./);
  });

  it('that cannot be bundled is an error at the import, naming the module and why', async () => {
    const dir = site({ 'content/docs/broken.mdx': "---\ntitle: Broken\n---\n\nimport { value } from '@site/src/missing';\n\nIt is {value}.\n" }, ['broken']);
    const r = await runCli(['--root', dir, 'build']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^content\/docs\/broken\.mdx:5:1 {2}cannot bundle "@site\/src\/missing": Could not resolve "@site\/src\/missing"$/m);
  });
});

describe("Docusaurus' client modules and theme components inside the site's components", () => {
  it("give a component the page's docs version and path, and render @theme/CodeBlock, Admonition and Tabs as the page's own", async () => {
    const dir = site(
      {
        'src/branch.ts': "import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';\nexport function branch() { const v = useActiveVersion(undefined); return v.label === 'Next' ? 'main' : `${v.label}-stable`; }\n",
        'src/components/Where.tsx':
          "import { useLocation } from '@docusaurus/router';\nimport ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';\nexport default function Where() { return <span className=\"where\">{useLocation().pathname} {String(ExecutionEnvironment.canUseDOM)}</span>; }\n",
        'src/components/Example.jsx': `import CodeBlock from '@theme/CodeBlock';
import Admonition from '@theme/Admonition';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
export default function Example({ code }) {
  return (
    <div className="example">
      <Admonition type="tip" title="Try it">Run the <em>code</em>.</Admonition>
      <CodeBlock language="js" title="demo.js">{code}</CodeBlock>
      <Tabs><TabItem value="x" label="X">In X.</TabItem><TabItem value="y" label="Y">In Y.</TabItem></Tabs>
    </div>
  );
}
`,
        'content/docs/hooks.mdx': `---
title: Hooks
---

import { branch } from '@site/src/branch';
import Where from '@site/src/components/Where';
import Example from '@site/src/components/Example';

Branch {branch()}, at <Where />.

<Example code="const answer = 42;" />
`,
      },
      ['hooks'],
    );
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    const page = article(dir, 'hooks');
    expect(page.text).toContain('Branch main, at');
    expect(page.querySelector('.where')!.text).toBe('/base/docs/hooks false');
    const example = page.querySelector('.example')!;
    expect(example.querySelector('.admonition-tip .admonition-title')!.text).toBe('Try it');
    expect(example.querySelector('.admonition-tip em')!.text).toBe('code');
    expect(example.querySelector('.code-block .code-block-title')!.text).toBe('demo.js');
    expect(example.querySelector('.code-block code')!.text).toContain('const answer = 42;');
    expect(example.querySelectorAll('[role="tab"]').map((t) => t.text)).toEqual(['X', 'Y']);
  });

  it('render a Markdown file a component imports as a partial of the page (a page may use its imported partial in code too)', async () => {
    const dir = site(
      {
        'content/docs/_android.md': 'Steps **for Android**, see [the guide](./guide.md).\n',
        'content/docs/_platforms.jsx': "import Android from './_android.md';\nexport function Platforms() { return <section className=\"platforms\"><Android /></section>; }\n",
        'content/docs/setup.mdx': "---\ntitle: Setup\n---\n\nimport { Platforms } from './_platforms';\nimport Android from './_android.md';\n\n<Platforms />\n\n{[1].map(() => <Android key=\"a\" />)}\n",
      },
      ['setup'],
    );
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    const page = article(dir, 'setup');
    expect(page.querySelector('.platforms strong')!.text).toBe('for Android');
    expect(page.querySelectorAll('strong').map((s) => s.text)).toEqual(['for Android', 'for Android']);
    expect(page.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual(['/base/docs/guide', '/base/docs/guide']);
  });

  it("resolve a partial's links from the partial's own folder", async () => {
    const dir = site(
      {
        'content/docs/parts/shared/_note.mdx': 'Read [the guide](../../guide.md) first.\n',
        'content/docs/deep/page.mdx': "---\ntitle: Deep\n---\n\nimport Note from '../parts/shared/_note.mdx';\n\n<Note />\n",
      },
      ['deep/page'],
    );
    const r = await runCli(['--root', dir, 'build']);
    expect(errors(r.stderr), r.stderr).toEqual([]);
    expect(article(dir, 'deep/page').querySelector('a')!.getAttribute('href')).toBe('/base/docs/guide');
  });
});
