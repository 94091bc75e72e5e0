// A Docusaurus site's own versions of the theme components Docusaurus renders Markdown with
// (test/fixtures/docusaurus-theme): its Details, Admonition and Heading are used where docgen
// renders `<details>`, `:::note`, headings and the elements its MDXComponents maps, with Docusaurus'
// props; its Footer is the pages' footer; its NavbarItem renders every navbar item (with the item's
// own props, the page's location from `useLocation`), its SearchBar is where the search button is;
// `@theme-original/<Name>` reaches docgen's own; one with
// behaviour is an island; the warning names only what is not used; docgen dev follows their edits.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'node-html-parser';
import { runCli } from '../helpers/cli.ts';
import { listenForEvents, startDev } from '../helpers/dev.ts';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/docusaurus-theme');
const dirs: string[] = [];
async function built(extra: Record<string, string | null> = {}, env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-docusaurus-theme-'));
  dirs.push(dir);
  fs.cpSync(fixture, dir, { recursive: true });
  for (const [rel, text] of Object.entries(extra)) {
    const file = path.join(dir, rel);
    if (text === null) fs.rmSync(file, { recursive: true, force: true });
    else fs.mkdirSync(path.dirname(file), { recursive: true }), fs.writeFileSync(file, text);
  }
  const run = await runCli(['build'], { cwd: dir, timeoutMs: 120_000, env });
  const page = (rel: string) => parse(fs.readFileSync(path.join(dir, 'build', rel), 'utf8'));
  return { run, page, dir };
}
let site: Awaited<ReturnType<typeof built>>;

beforeAll(async () => {
  site = await built();
}, 180_000);
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const WRAPPED_ADMONITION = `import React from 'react';
import Admonition from '@theme-original/Admonition';
export default function Wrapper(props) {
  return <div className={'site-wrap site-wrap--' + props.type}><Admonition {...props} /></div>;
}
`;

const MDX_COMPONENTS = `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
function Link(props) {
  return <a {...props} className="site-link" />;
}
function Highlight({ children, color }) {
  return <mark className="site-highlight" data-color={color}>{children}</mark>;
}
export default { ...MDXComponents, a: Link, Highlight };
`;

const WRAPPED_CODE_BLOCK = `import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';
export default function Wrapper(props) {
  return <div className="site-code" data-class={props.className} data-meta={props.metastring}><CodeBlock {...props} /></div>;
}
`;

describe("a Docusaurus site's own theme components in its Markdown", () => {
  it('builds without errors, and without a warning about its theme: every part of it is used', () => {
    expect(site.run.code).toBe(0);
    expect(site.run.stderr.split('\n').filter((l) => l.startsWith('src/theme'))).toEqual([]);
  });

  it("shows the site's SearchBar where docgen's search button is, docgen's button inside it (@theme-original/SearchBar)", () => {
    const nav = site.page('docs/intro.html').querySelector('nav.navbar')!;
    const wrap = nav.querySelector('.navbar-items-right .site-search-wrap')!;
    expect(wrap.querySelector('.site-search-note')!.text).toBe('Search the fixture');
    expect(wrap.querySelector('.site-search-note')!.getAttribute('data-path')).toBe('/docs/intro');
    expect(wrap.querySelector('a.search-button')!.getAttribute('href')).toBe('/search');
    expect(nav.querySelectorAll('a.search-button')).toHaveLength(1);
  });

  it("keeps docgen's search, saying why in one line, when the site's SearchBar imports a module of Docusaurus' that docgen does not provide", async () => {
    const { run, page } = await built({ 'src/theme/SearchBar/index.js': "import React from 'react';\nimport SearchBar from '@theme-original/SearchBar';\nimport { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';\nexport default function Wrapper() {\n  useSearchResultUrlProcessor();\n  return <SearchBar />;\n}\n" });
    expect(run.code).toBe(0);
    expect(run.stderr.split('\n').filter((l) => l.startsWith('src/theme'))).toEqual([
      "src/theme/SearchBar  warning: the site's SearchBar cannot be used, so docgen's own search is shown: it imports @docusaurus/theme-search-algolia/client (src/theme/SearchBar/index.js:3), a module of Docusaurus' that docgen does not provide",
    ]);
    expect(page('docs/intro.html').querySelector('nav.navbar a.search-button')).toBeTruthy();
    // (The site's NavbarItem is still used.)
    expect(page('docs/intro.html').querySelector('nav.navbar a.site-mirror-link')).toBeTruthy();
  }, 180_000);

  it("shows the site's Footer on every page in place of docgen's, docgen's own inside it where it wraps it, with its CSS", () => {
    for (const rel of ['docs/intro.html', 'docs/second.html', '404.html']) {
      const html = site.page(rel);
      const own = html.querySelector('body > div > p.site-footer-note')!;
      expect(own.text, rel).toBe("The site's own footer line");
      expect(own.parentNode!.querySelector('footer.footer .footer-copyright')!.text).toBe('Copyright of the fixture');
      expect(html.querySelectorAll('footer.footer')).toHaveLength(1);
      expect(html.querySelector('#__docgen footer'), rel).toBeNull();
    }
    const wrapper = site.page('docs/intro.html').querySelector('p.site-footer-note')!.parentNode!;
    const css = site.page('docs/intro.html').querySelectorAll('link[rel=stylesheet]').map((l) => fs.readFileSync(path.join(site.dir, 'build', l.getAttribute('href')!), 'utf8')).join('\n');
    expect(css).toContain(`.${wrapper.getAttribute('class')}{border-top:3px solid rebeccapurple}`);
  });

  it("renders the same pages with its NavbarItem, SearchBar and Footer on a render thread as on the build's thread", async () => {
    const extra = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`docs/page-${i}.md`, `# Page ${i}\n\nThe text of page ${i}.\n`]));
    // (One folder built twice: the client bundle's name depends on where the site is.)
    const threads = await built(extra, { DOCGEN_TIMINGS: '1' });
    expect(threads.run.code, threads.run.stderr).toBe(0);
    const [, onThreads] = /page documents rendered on render threads: (\d+) of (\d+)/.exec(threads.run.stderr) ?? [];
    // (A machine of one core has no render threads.)
    if (os.availableParallelism() > 1) expect(Number(onThreads)).toBeGreaterThan(10);
    // (The site's NavbarItem had each page's location on either thread.)
    expect(threads.page('docs/page-7.html').querySelector('.navbar-items-right a.site-mirror-link')!.getAttribute('href')).toBe('/b/docs/page-7');
    const first = path.join(threads.dir, 'build-threads');
    fs.renameSync(path.join(threads.dir, 'build'), first);
    const one = await runCli(['build'], { cwd: threads.dir, timeoutMs: 120_000, env: { DOCGEN_THREADS: '1' } });
    expect(one.code, one.stderr).toBe(0);
    const list = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(path.join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name])).sort();
    const files = list(first);
    expect(list(path.join(threads.dir, 'build'))).toEqual(files);
    expect(files.filter((f) => !fs.readFileSync(path.join(first, f)).equals(fs.readFileSync(path.join(threads.dir, 'build', f))))).toEqual([]);
  }, 240_000);

  it("renders every navbar item through the site's NavbarItem: the item's own props, the page's location, docgen's item inside", () => {
    for (const [rel, path] of [['docs/intro.html', 'docs/intro'], ['docs/second.html', 'docs/second']]) {
      const nav = site.page(rel).querySelector('nav.navbar')!;
      const top = nav.querySelector('.navbar-items-right a.navbar-link.site-mirror-link')!;
      expect(top.text, rel).toBe('Mirror B');
      expect(top.getAttribute('href'), rel).toBe(`/b/${path}`);
      expect(top.getAttribute('data-mirror')).toBe('/b/');
      // (A key only the site's component uses, as the config wrote it: no notice that docgen ignores it.)
      expect(top.getAttribute('data-note')).toBe('from the config');
      expect(site.run.stderr).not.toContain('customProps');
      expect(top.hasAttribute('data-no-router')).toBe(true);
      const entries = nav.querySelectorAll('.dropdown-menu li > a.dropdown-link');
      expect(entries.map((a) => [a.text, a.getAttribute('href'), a.classList.contains('site-mirror-link')]), rel).toEqual([
        ['Mirror A', `/a/${path}`, true],
        ['Second', '/docs/second', false],
      ]);
      expect(nav.querySelector('.navbar-items-left .dropdown-toggle')!.text).toBe('Mirrors');
    }
    // (docgen's own item inside the site's: a doc item leads to its doc, active on it.)
    const intro = site.page('docs/intro.html').querySelector('.navbar-items-left a.navbar-link[href="/docs/intro"]')!;
    expect(intro.text).toBe('Intro');
    expect(intro.classList.contains('active')).toBe(true);
    expect(site.page('docs/second.html').querySelector('.dropdown-menu a[href="/docs/second"]')!.classList.contains('active')).toBe(true);
  });

  it("renders <details> with the site's Details around docgen's own, its summary and body Markdown", () => {
    const details = site.page('docs/intro.html').querySelector('.markdown .site-details > details.site-details-inner')!;
    expect(details).toBeTruthy();
    expect(details.querySelector('summary')!.innerHTML).toBe('More <strong>details</strong>');
    expect(details.querySelectorAll('summary')).toHaveLength(1);
    expect(details.querySelector('p')!.text).toBe('Hidden text of the details.');
  });

  it("renders an admonition with the site's Admonition (type, title, children), as an island since it has state", () => {
    const intro = site.page('docs/intro.html');
    const note = intro.querySelector('docgen-island aside.site-admonition--note')!;
    expect(note.querySelector('.site-admonition-title')!.text).toBe('Read this');
    expect(note.querySelector('.site-admonition-body')!.innerHTML).toContain('An admonition with a <strong>title</strong>.');
    expect(intro.querySelector('.admonition')).toBeNull();
    const tip = site.page('docs/second.html').querySelector('aside.site-admonition--tip')!;
    expect(tip.querySelector('.site-admonition-title')!.text).toBe('tip');
    expect(JSON.parse(tip.parentNode!.getAttribute('data-props')!)).toEqual({ type: 'tip' });
  });

  it("renders headings with the site's Heading (as, id) around docgen's own: id, link and table of contents kept", () => {
    const intro = site.page('docs/intro.html');
    const h2 = intro.querySelector('.markdown .site-heading--h2 > h2#first-steps')!;
    expect(h2.querySelector('a.hash-link')!.getAttribute('href')).toBe('#first-steps');
    expect(intro.querySelector('.markdown .site-heading--h3 > h3#deeper')).toBeTruthy();
    expect(intro.querySelectorAll('.toc a').map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['#first-steps', '#deeper']));
  });

  it("reaches docgen's admonition through @theme-original/Admonition, in Markdown and where a page imports it", async () => {
    const { run, page } = await built({
      'src/theme/Admonition/index.js': WRAPPED_ADMONITION,
      'src/theme/Footer': null,
      'src/theme/SearchBar': null,
      'docs/third.mdx': "---\ntitle: Third\n---\n\nimport Admonition from '@theme/Admonition';\n\n<Admonition type=\"danger\" title=\"Imported\">\n\nBody of it.\n\n</Admonition>\n",
    });
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain('keeps its own');
    const note = page('docs/intro.html').querySelector('.site-wrap--note > div.admonition.admonition-note')!;
    expect(note.querySelector('.admonition-title')!.text).toBe('Read this');
    expect(note.text).toContain('An admonition with a title.');
    expect(page('docs/intro.html').querySelector('docgen-island')).toBeNull();
    const danger = page('docs/third.html').querySelector('.site-wrap--danger > div.admonition.admonition-danger')!;
    expect(danger.querySelector('.admonition-title')!.text).toBe('Imported');
    expect(danger.text).toContain('Body of it.');
  }, 180_000);

  it("renders fenced code with the site's CodeBlock (children, className, metastring), docgen's code block inside it", async () => {
    const { run, page } = await built({
      'src/theme/CodeBlock/index.js': WRAPPED_CODE_BLOCK,
      'docs/code.md': '---\ntitle: Code\n---\n\n```js title="app.js" {2}\nconst a = 1;\nconst b = a < 2;\n```\n\n```\nplain <text>\n```\n',
    });
    expect(run.code).toBe(0);
    const [js, plain] = page('docs/code.html').querySelectorAll('.markdown > .site-code');
    expect(js.getAttribute('data-class')).toBe('language-js');
    expect(js.getAttribute('data-meta')).toBe('title="app.js" {2}');
    expect(js.querySelector('.code-block > .code-block-title')!.text).toBe('app.js');
    // (The parser keeps a <pre>'s content as text: its lines are read from it.)
    const lines = js.querySelector('pre')!.rawText.split('</span>\n').map((line) => parse(line));
    expect(lines.map((l) => l.querySelector('.code-line')?.classList.contains('highlight-line'))).toEqual([false, true, undefined]);
    expect(lines[1].text).toBe('const b = a < 2;');
    expect(js.querySelectorAll('.code-block')).toHaveLength(1);
    expect(plain.hasAttribute('data-class')).toBe(false);
    expect(parse(plain.querySelector('.code-block pre')!.rawText).text).toBe('plain <text>\n');
  }, 180_000);

  it("renders the elements its MDXComponents maps with its components, and its capitalised names without an import", async () => {
    const { run, page } = await built({
      'src/theme/MDXComponents.js': MDX_COMPONENTS,
      'docs/fourth.mdx': '---\ntitle: Fourth\n---\n\nSee <Highlight color="yellow">this **bold** part</Highlight> and [the intro](./intro.mdx).\n\n## Linked\n\n```js\nconst a = 1;\n```\n',
    });
    expect(run.code).toBe(0);
    expect(run.stderr).not.toMatch(/MDXComponents|unknown component/);
    const fourth = page('docs/fourth.html');
    const mark = fourth.querySelector('.markdown mark.site-highlight')!;
    expect(mark.getAttribute('data-color')).toBe('yellow');
    expect(mark.innerHTML).toBe('this <strong>bold</strong> part');
    const link = fourth.querySelector('.markdown a.site-link')!;
    expect(link.getAttribute('href')).toBe('/docs/intro');
    expect(link.text).toBe('the intro');
    // (The heading's "#" link is docgen's own: not the site's link; the heading is the site's Heading's.)
    expect(fourth.querySelector('.site-heading--h2 > h2#linked > a.hash-link')!.getAttribute('class')).toBe('hash-link');
    expect(fourth.querySelectorAll('.markdown a.site-link')).toHaveLength(1);
  }, 180_000);

  it("says once that an MDXComponents it cannot bundle is not used, and keeps docgen's elements; Admonition/Types (without Admonition) is named as not applied", async () => {
    const { run, page } = await built({
      'src/theme/MDXComponents.js': "import Mermaid from '@theme/Mermaid';\nexport default { a: (props) => <a {...props} className=\"site-link\" />, mermaid: Mermaid };\n",
      'src/theme/Admonition/Types.js': 'export default {};\n',
      // (Nothing else of the theme for Markdown: MDXComponents is all there would be.)
      'src/theme/Admonition/index.js': null,
      'src/theme/Details': null,
      'src/theme/Heading': null,
    });
    expect(run.code).toBe(0);
    const said = run.stderr.split('\n').filter((l) => l.includes('MDXComponents'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^src\/theme\/MDXComponents {2}warning: the site's MDXComponents cannot be used \(its pages keep docgen's elements\): .*@theme\/Mermaid/);
    expect(run.stderr).toContain("docgen's layout keeps its own Admonition/Types: the site's version replaces @theme/Admonition/Types only where");
    const intro = page('docs/intro.html');
    expect(intro.querySelector('.markdown a[href="/docs/second"]')!.getAttribute('class')).toBeUndefined();
    expect(intro.querySelector('.markdown div.admonition.admonition-note > .admonition-title')!.text).toBe('Read this');
  }, 180_000);

  it('builds again with its cache as a theme component is added, edited and removed', async () => {
    const { dir } = await built({ 'src/theme/Admonition': null, 'src/theme/Details': null });
    const rebuild = async () => {
      const run = await runCli(['build'], { cwd: dir, timeoutMs: 120_000 });
      expect(run.code).toBe(0);
      return parse(fs.readFileSync(path.join(dir, 'build/docs/intro.html'), 'utf8'));
    };
    const admonition = path.join(dir, 'src/theme/Admonition/index.js');
    fs.mkdirSync(path.dirname(admonition), { recursive: true });
    fs.writeFileSync(admonition, WRAPPED_ADMONITION);
    expect((await rebuild()).querySelector('.site-wrap--note > .admonition-note')).toBeTruthy();
    fs.writeFileSync(admonition, WRAPPED_ADMONITION.replace("'site-wrap site-wrap--'", "'site-edited site-edited--'"));
    expect((await rebuild()).querySelector('.site-edited--note > .admonition-note')).toBeTruthy();
    fs.rmSync(path.dirname(admonition), { recursive: true });
    const html = await rebuild();
    expect(html.querySelector('.markdown > .admonition-note > .admonition-title')!.text).toBe('Read this');
    expect(html.querySelector('.site-edited--note, .site-wrap--note')).toBeNull();
  }, 180_000);

  it("serves the site's theme components in docgen dev, and the pages again as one of them is edited", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-docusaurus-theme-dev-'));
    dirs.push(dir);
    fs.cpSync(fixture, dir, { recursive: true });
    const dev = await startDev(dir);
    const get = async (p: string) => parse(await (await fetch(`${dev.origin}${p}`)).text());
    try {
      expect((await get('/docs/intro')).querySelector('.site-details > details.site-details-inner')).toBeTruthy();
      const stream = await listenForEvents(dev.origin, dev.output);
      try {
        const details = path.join(dir, 'src/theme/Details/index.js');
        fs.writeFileSync(details, fs.readFileSync(details, 'utf8').replace('site-details-inner', 'site-details-edited'));
        expect(await stream.next()).toBe('reload');
        expect((await get('/docs/intro')).querySelector('.site-details > details.site-details-edited')).toBeTruthy();
        const footer = path.join(dir, 'src/theme/Footer/index.js');
        fs.writeFileSync(footer, fs.readFileSync(footer, 'utf8').replace("The site's own footer line", 'An edited footer line'));
        expect(await stream.next()).toBe('reload');
        expect((await get('/docs/second')).querySelector('p.site-footer-note')!.text).toBe('An edited footer line');
      } finally {
        stream.close();
      }
    } finally {
      dev.child.kill();
    }
  }, 60_000);
});
