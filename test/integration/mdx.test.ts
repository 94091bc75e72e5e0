// An MDX docs site built with the real CLI: .mdx pages (and .md pages, MDX by default as in
// Docusaurus) with imports, Tabs, expressions, a partial and JSX headings; errors with file:line:col.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const site = (files: Record<string, string>) => {
  const dir = makeProject(minimalSite(files));
  dirs.push(dir);
  return dir;
};

/** The content stylesheets a built page links, together. */
function contentCss(dir: string, page: string): string {
  const hrefs = parse(fs.readFileSync(path.join(dir, 'build', page), 'utf8'))
    .querySelectorAll('link[rel="stylesheet"]')
    .map((l) => l.getAttribute('href')!)
    .filter((h) => h.includes('/assets/content/'));
  return hrefs.map((h) => fs.readFileSync(path.join(dir, 'build', h.replace('/base/', '')), 'utf8')).join('\n');
}

const guide = `---
title: Tutorial
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Setup from './_setup.mdx';

export const tool = 'docgen';

## Install {tool} {/* #install */}

<Setup />

<Tabs groupId="os">
<TabItem value="linux" label="Linux">

Run \`apt\`.

</TabItem>
<TabItem value="mac" label="macOS">

Run \`brew\`.

</TabItem>
</Tabs>

### Setup <Badge>beta</Badge>

See [the intro](./intro.md).
`;

describe('an MDX site', () => {
  it('builds .mdx pages: imports run, tabs, partials, expressions, heading ids', async () => {
    const dir = site({ 'content/docs/tutorial.mdx': guide, 'content/docs/_setup.mdx': 'Set **it** up first.\n' });
    const r = await runCli(['build'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('content/docs/tutorial.mdx:27:11');
    expect(r.stderr).toContain('unknown component <Badge>');
    const page = parse(fs.readFileSync(path.join(dir, 'build/docs/tutorial.html'), 'utf8'));
    const article = page.querySelector('.doc-article')!;
    expect(article.text).not.toMatch(/import |export |\{tool\}|\/\*/);
    expect(article.querySelector('h2#install')!.text).toContain('Install docgen');
    expect(article.querySelector('h3#setup-beta')).not.toBeNull();
    expect(article.querySelector('.markdown p strong')!.text).toBe('it');
    expect(article.querySelectorAll('.tabs[data-group="os"] [role="tab"]').map((t) => t.text)).toEqual(['Linux', 'macOS']);
    expect(article.querySelector('a[href="/base/docs/intro"]')).not.toBeNull();
    // The partial is an input of the page: the .md copy and search see the rendered page.
    expect(fs.readFileSync(path.join(dir, 'build/docs/tutorial.md'), 'utf8')).toContain('Tutorial');
  }, 60_000);

  it('fails on an MDX syntax error with file:line:col, in build and check, without a stack trace', async () => {
    const dir = site({ 'content/docs/tutorial.mdx': '---\ntitle: Tutorial\n---\n\nFine.\n\nThen <b>broken</i>.\n' });
    for (const command of [['build'], ['check']]) {
      const r = await runCli(command, { cwd: dir });
      const out = r.stdout + r.stderr;
      expect(r.code).toBe(1);
      expect(out).toMatch(/content\/docs\/tutorial\.mdx:7:\d+\s+MDX: /);
      expect(out).not.toMatch(/\n\s+at /);
    }
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
  }, 60_000);

  it('reads .md pages as MDX by default and as Markdown with format "detect"', async () => {
    const dir = site({ 'content/docs/intro.md': '---\ntitle: Intro\n---\n\nTwo is {1 + 1}.\n' });
    expect((await runCli(['build'], { cwd: dir })).code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'build/docs/intro.html'), 'utf8')).toContain('<p>Two is 2.</p>');
    const config = path.join(dir, 'config/site.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("docs: { lastVersion: 'current' },", "docs: { lastVersion: 'current' },\n  markdown: { format: 'detect' },"));
    expect((await runCli(['build'], { cwd: dir })).code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'build/docs/intro.html'), 'utf8')).toContain('<p>Two is {1 + 1}.</p>');
  }, 60_000);

  it("renders the site's own React components on the server, with Docusaurus' Link and context, and rebuilds when one changes", async () => {
    const dir = site({
      'content/docs/cards.mdx': "---\ntitle: Cards\n---\nimport Card from '@site/src/components/Card';\nimport { Pill } from '../../src/components/Pill';\nimport Link from '@docusaurus/Link';\n\n<Card title=\"Hello\">\n\nSome **markdown** inside.\n\n</Card>\n\nA <Pill>new</Pill> thing, see <Link to=\"/docs/intro\">the intro</Link>.\n",
      'src/components/Card.tsx': "import React, { useState } from 'react';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nimport styles from './Card.module.css';\nexport default function Card({ title, children }: { title: string; children: React.ReactNode }) {\n  const [open] = useState(true);\n  const { siteConfig } = useDocusaurusContext();\n  return <section className={styles.card} data-open={open}><h4>{title} on {siteConfig.title}</h4>{children}</section>;\n}\n",
      'src/components/Card.module.css': '.card { border: 1px solid; }\n',
      'src/components/Pill.jsx': 'export const Pill = ({ children }) => <span className="pill">{children}</span>;\n',
    });
    const r = await runCli(['build'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const html = () => parse(fs.readFileSync(path.join(dir, 'build/docs/cards.html'), 'utf8')).querySelector('.markdown')!;
    expect(html().querySelector('section[data-open="true"] h4')!.text).toBe('Hello on Fixture Site');
    expect(html().querySelector('section')!.getAttribute('class')).toMatch(/card/);
    expect(html().querySelector('section p strong')!.text).toBe('markdown');
    expect(html().querySelector('span.pill')!.text).toBe('new');
    expect(html().querySelector('a')!.getAttribute('href')).toBe('/base/docs/intro');
    // The component's CSS is the page's stylesheet (its class names those the HTML uses).
    const stylesheet = () => contentCss(dir, 'docs/cards.html');
    const cardClass = html().querySelector('section')!.getAttribute('class')!;
    expect(stylesheet()).toContain(`.${cardClass}{border:1px solid}`);
    fs.writeFileSync(path.join(dir, 'src/components/Pill.jsx'), 'export const Pill = ({ children }) => <mark className="pill" style={{ padding: 2 }}>{children}</mark>;\n');
    expect((await runCli(['build'], { cwd: dir })).code).toBe(0);
    expect(html().querySelector('mark.pill')!.text).toBe('new');
    // Its inline style is a class of the page's stylesheet; a page kept by the next build keeps its stylesheets.
    const pill = html().querySelector('mark.pill')!;
    expect(pill.getAttribute('style')).toBeUndefined();
    const styleClass = pill.getAttribute('class')!.split(' ').find((c) => c.startsWith('docgen-s-'))!;
    expect(stylesheet()).toContain(`.${styleClass}{padding:2px !important}`);
    const written = fs.statSync(path.join(dir, 'build/docs/cards.html')).mtimeMs;
    fs.appendFileSync(path.join(dir, 'content/docs/intro.md'), '\nMore.\n');
    expect((await runCli(['build'], { cwd: dir })).code).toBe(0);
    expect(fs.statSync(path.join(dir, 'build/docs/cards.html')).mtimeMs).toBe(written);
    expect(stylesheet()).toContain(`.${styleClass}{padding:2px !important}`);
  }, 60_000);

  it("keeps apart the CSS modules of components whose files share a name (each one's styles.module.css)", async () => {
    const component = (name: string, colour: string) => ({
      [`src/components/${name}/index.jsx`]: `import styles from './styles.module.css';\nexport default function ${name}() { return <p className={styles.card}>${name}</p>; }\n`,
      [`src/components/${name}/styles.module.css`]: `.card { color: ${colour}; }\n`,
    });
    const dir = site({
      'content/docs/two.mdx': "---\ntitle: Two\n---\nimport Red from '@site/src/components/Red';\nimport Blue from '@site/src/components/Blue';\n\n<Red />\n\n<Blue />\n",
      ...component('Red', 'red'),
      ...component('Blue', 'blue'),
    });
    const r = await runCli(['build'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const page = parse(fs.readFileSync(path.join(dir, 'build/docs/two.html'), 'utf8'));
    const [red, blue] = page.querySelectorAll('.markdown p').map((p) => p.getAttribute('class')!);
    expect(red).not.toBe(blue);
    const css = contentCss(dir, 'docs/two.html');
    expect(css).toContain(`.${red}{color:red}`);
    expect(css).toContain(`.${blue}{color:#00f}`);
  }, 60_000);

  it('gives every page the global components the config names, without an import (a page\'s own name wins)', async () => {
    const dir = site({
      'content/docs/globals.mdx': '---\ntitle: Globals\n---\n\nA <Chip>new</Chip> thing.\n\n<Tabs>\n<TabItem value="a" label="A">First.</TabItem>\n<TabItem value="b" label="B">Second.</TabItem>\n</Tabs>\n',
      'content/docs/own.mdx': "---\ntitle: Own\n---\nexport const Chip = ({ children }) => <i>{children}</i>;\n\nAn <Chip>own</Chip> chip.\n",
      'src/components/Chip.jsx': 'export default function Chip({ children }) { return <span className="chip">{children}</span>; }\n',
    });
    const config = path.join(dir, 'config/site.config.ts');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("docs: { lastVersion: 'current' },", "docs: { lastVersion: 'current' },\n  markdown: { mdxComponents: { Chip: './src/components/Chip', Tabs: '@theme/Tabs', TabItem: { from: '@theme/TabItem', export: 'default' } } },"));
    const r = await runCli(['build'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('unknown component');
    const page = parse(fs.readFileSync(path.join(dir, 'build/docs/globals.html'), 'utf8')).querySelector('.markdown')!;
    expect(page.querySelector('span.chip')!.text).toBe('new');
    expect(page.querySelectorAll('.tabs [role="tab"]').map((t) => t.text)).toEqual(['A', 'B']);
    const own = parse(fs.readFileSync(path.join(dir, 'build/docs/own.html'), 'utf8')).querySelector('.markdown')!;
    expect(own.querySelector('i')!.text).toBe('own');
    expect(own.querySelector('span.chip')).toBeNull();
    // A name that is not a component's is a config error.
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('Chip: ', 'chip: '));
    const bad = await runCli(['build'], { cwd: dir });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('markdown.mdxComponents.chip: "chip" is not a component name: one starts with a capital letter');
  }, 60_000);

  it('makes a component whose module exports hydrate = true an island, with its script; one it cannot send to the browser stays HTML, with a warning', async () => {
    const dir = site({
      'content/docs/island.mdx': "---\ntitle: Island\n---\nimport Clock, { Tick } from '@site/src/components/Clock';\n\n<Clock zone=\"UTC\" />\n\n<Tick onTick={() => 1} />\n",
      'src/components/Clock.jsx': "export const hydrate = true;\nexport default function Clock({ zone }) { return <time>{zone}</time>; }\nexport function Tick() { return <i>tick</i>; }\n",
    });
    const r = await runCli(['build'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/content\/docs\/island\.mdx:8:1\s+warning: <Tick> is shown as HTML only: an island's props go to the browser as JSON, and one is a function \(prop onTick\)/);
    const page = parse(fs.readFileSync(path.join(dir, 'build/docs/island.html'), 'utf8'));
    const island = page.querySelector('docgen-island')!;
    expect(island.getAttribute('data-export')).toBe('default');
    expect(JSON.parse(island.getAttribute('data-props')!)).toEqual({ zone: 'UTC' });
    expect(island.querySelector('time')!.text).toBe('UTC');
    const script = fs.readFileSync(path.join(dir, 'build', island.getAttribute('data-src')!.replace('/base/', '')), 'utf8');
    expect(script).toContain('__docgenReact');
    expect(page.querySelectorAll('docgen-island')).toHaveLength(1);
    expect(page.querySelector('.markdown i')!.text).toBe('tick');
  }, 60_000);

  it("fills <DocCardList /> with the cards of the category whose page it is, and again when one of them changes", async () => {
    const dir = site({
      'content/sidebars.ts': "export default { docs: [{ type: 'autogenerated', dirName: '.' }] };\n",
      'content/docs/guides/index.mdx': "---\ntitle: Guides\n---\nimport DocCardList from '@theme/DocCardList';\n\nPick one.\n\n<DocCardList />\n",
      'content/docs/guides/first.md': '---\ntitle: First steps\ndescription: Where to begin.\nsidebar_position: 1\n---\n\nText.\n',
      'content/docs/guides/more/deep.md': '---\ntitle: Deep\n---\n\nText.\n',
    });
    const cards = () =>
      parse(fs.readFileSync(path.join(dir, 'build/docs/guides.html'), 'utf8'))
        .querySelectorAll('.markdown .doc-card-list .link-card')
        .map((a) => [a.getAttribute('href'), a.querySelector('.card-title')!.text, a.querySelector('.card-description')?.text]);
    const r = await runCli(['build'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(cards()).toEqual([
      ['/base/docs/guides/first', 'First steps', 'Where to begin.'],
      ['/base/docs/guides/more/deep', 'more', '1 item'],
    ]);
    const first = path.join(dir, 'content/docs/guides/first.md');
    fs.writeFileSync(first, fs.readFileSync(first, 'utf8').replace('Where to begin.', 'Start here.'));
    expect((await runCli(['build'], { cwd: dir })).code).toBe(0);
    expect(cards()[0][2]).toBe('Start here.');
  }, 60_000);

  it('says which component cannot be bundled, with the file and line of its use', async () => {
    const dir = site({ 'content/docs/broken.mdx': "---\ntitle: Broken\n---\nimport Nope from '@site/src/components/Nope';\n\n<Nope />\n" });
    const r = await runCli(['build'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/content\/docs\/broken\.mdx:6:1\s+<Nope>: cannot bundle "@site\/src\/components\/Nope"/);
  }, 60_000);
});
