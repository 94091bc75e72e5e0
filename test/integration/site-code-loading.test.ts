// The site's own code (its config, sidebars and the packages they import) loaded the way Node
// loads it: a package finds the files beside it (`__dirname`: a worker it starts), a CommonJS
// package's `require` is Node's, a CommonJS config requires a TypeScript sidebars file, .mts and
// .cts configs are TypeScript, and a site component written as JSX in a .js file renders. Each
// project is a small Docusaurus (or docgen) site with the packages it uses written into its own
// node_modules. A build that hangs is killed (runCli's time-out) and fails its test.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { makeProject, minimalSite } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';
import { importModule } from '../../src/generator/config/import-module.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const project = (files: Record<string, string>) => {
  const dir = makeProject(files);
  dirs.push(dir);
  return dir;
};
const page = (dir: string, rel: string) => parse(fs.readFileSync(path.join(dir, 'build', rel), 'utf8'));
const build = (dir: string, env: Record<string, string> = {}) => runCli(['--root', dir, 'build'], { timeoutMs: 90_000, env });

/** Docs pages of a Docusaurus site: docs/page-1.md … */
const docsPages = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`docs/page-${i + 1}.md`, `# Page ${i + 1}\n\nText of page ${i + 1}.\n`]));

// A remark plugin in the way of prettier's synchronous API (synckit): it starts a worker from the
// file beside it and waits for its answer, the thread blocked meanwhile.
const workerPlugin = {
  'node_modules/remark-worker-stamp/package.json': '{ "name": "remark-worker-stamp", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/remark-worker-stamp/index.js': `'use strict';
const path = require('path');
const { Worker, MessageChannel, receiveMessageOnPort } = require('worker_threads');

function askWorker(question) {
  const shared = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(path.join(__dirname, 'worker.js'), { workerData: { shared, port: port2, question }, transferList: [port2] });
  Atomics.wait(shared, 0, 0);
  const answer = receiveMessageOnPort(port1).message;
  worker.terminate();
  return answer;
}

module.exports = function remarkWorkerStamp() {
  return (tree) => {
    tree.children.push({ type: 'paragraph', data: { hProperties: { className: ['worker-stamp'] } }, children: [{ type: 'text', value: askWorker('stamp') }] });
  };
};
`,
  'node_modules/remark-worker-stamp/worker.js': `const path = require('path');
const { workerData } = require('worker_threads');
workerData.port.postMessage('answered by ' + path.basename(__filename) + ': ' + workerData.question);
Atomics.store(workerData.shared, 0, 1);
Atomics.notify(workerData.shared, 0);
`,
};

describe("packages the site's config imports are loaded by Node, unchanged", () => {
  it('a remark plugin that starts a worker from a file beside it runs, in the render threads too', async () => {
    const dir = project({
      ...workerPlugin,
      'docusaurus.config.ts': `import type { Config } from '@docusaurus/types';
import remarkWorkerStamp from 'remark-worker-stamp';

const config: Config = {
  title: 'Worker Docs',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [remarkWorkerStamp] }, blog: false }]],
};
export default config;
`,
      ...docsPages(20),
    });
    // (Two threads, whatever the machine: the render worker loads the config and runs the plugin too.)
    const r = await build(dir, { DOCGEN_THREADS: '2' });
    expect(r.code, r.stderr).toBe(0);
    for (let i = 1; i <= 20; i++) expect(page(dir, `docs/page-${i}.html`).querySelector('.worker-stamp')?.text).toBe('answered by worker.js: stamp');
  }, 120_000);

  it('so does a config with a top-level await (loaded as ES modules), with its TypeScript helper, JSON and a package not installed', async () => {
    const dir = project({
      ...workerPlugin,
      'docusaurus.config.ts': `import type { Config } from '@docusaurus/types';
import { themes } from 'prism-react-renderer';
import remarkWorkerStamp from 'remark-worker-stamp';
import { titleOf } from './lib/title';
import site from './site.json';

const edition: string = await Promise.resolve('second');

export default {
  title: titleOf(site.name, edition),
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [remarkWorkerStamp] }, blog: false }]],
  themeConfig: { prism: { theme: themes.github } },
} satisfies Config;
`,
      'lib/title.ts': 'export const titleOf = (name: string, edition: string): string => `${name}, ${edition} edition, from ${__dirname.split("/").pop()}`;\n',
      'site.json': '{ "name": "Awaited Docs" }\n',
      ...docsPages(20),
    });
    // (The render worker registers the module hooks in its own thread.)
    const r = await build(dir, { DOCGEN_THREADS: '2' });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/docusaurus\.config\.ts:2 {2}warning: prism-react-renderer: the package "prism-react-renderer" is not installed/);
    expect(page(dir, 'docs/page-1.html').querySelector('title')?.text).toContain('Awaited Docs, second edition, from lib');
    for (let i = 1; i <= 20; i++) expect(page(dir, `docs/page-${i}.html`).querySelector('.worker-stamp')?.text).toBe('answered by worker.js: stamp');
  }, 120_000);

  it("a CommonJS package's require() of built-in and computed names works beside a config that declares its own require", async () => {
    const dir = project({
      'node_modules/legacy-env/package.json': '{ "name": "legacy-env", "version": "1.0.0", "main": "lib/index.js" }\n',
      'node_modules/legacy-env/lib/index.js': `const proc = require('process');
const name = ['o', 's'].join('');
const os = require(name);
const { version } = require(require('path').join(__dirname, '..', 'package.json'));
exports.remarkPlatformNote = function remarkPlatformNote() {
  return (tree) => {
    tree.children.push({ type: 'paragraph', data: { hProperties: { className: ['platform-note'] } }, children: [{ type: 'text', value: 'legacy-env ' + version + ' on ' + (proc.platform === os.platform() ? 'this platform' : 'another platform') }] });
  };
};
`,
      // An ES module in a .js file with no "type" (as prettier's website writes its config).
      'docusaurus.config.js': `import { createRequire } from 'node:module';
import { remarkPlatformNote } from 'legacy-env';

const require = createRequire(import.meta.url);
const { version } = require('legacy-env/package.json');

export default {
  title: 'Legacy ' + version,
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [remarkPlatformNote] }, blog: false }]],
};
`,
      ...docsPages(2),
    });
    const r = await build(dir);
    expect(r.code, r.stderr).toBe(0);
    const html = page(dir, 'docs/page-1.html');
    expect(html.querySelector('.platform-note')?.text).toBe('legacy-env 1.0.0 on this platform');
    expect(html.querySelector('title')?.text).toContain('Legacy 1.0.0');
  }, 120_000);

  it("a remark plugin is given the page's absolute path, as Docusaurus gives it, for docs beside the site's folder too", async () => {
    // (redux's remark-typescript-tools compiles a page's code blocks as files under its path: a
    // relative path was read from the working folder, and its imports were not found.)
    const dir = project({
      'website/node_modules/remark-file-path/package.json': '{ "name": "remark-file-path", "version": "1.0.0", "main": "index.js" }\n',
      'website/node_modules/remark-file-path/index.js': `const fs = require('fs');
const path = require('path');
module.exports = function remarkFilePath() {
  return (tree, file) => {
    const text = (path.isAbsolute(file.path) ? 'absolute ' : 'relative ') + path.basename(file.path) + (fs.existsSync(file.path) ? ', there' : ', not there');
    tree.children.push({ type: 'paragraph', data: { hProperties: { className: ['file-path'] } }, children: [{ type: 'text', value: text }] });
  };
};
`,
      'website/docusaurus.config.js': `module.exports = {
  title: 'Beside',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { path: '../docs', remarkPlugins: [require('remark-file-path')] }, blog: false }]],
};
`,
      ...docsPages(2),
    });
    const site = path.join(dir, 'website');
    // (Run from a folder that is neither the site's nor the docs'.)
    const r = await runCli(['--root', site, 'build'], { timeoutMs: 90_000, cwd: path.join(dir, 'docs') });
    expect(r.code, r.stderr).toBe(0);
    expect(page(site, 'docs/page-2.html').querySelector('.file-path')?.text).toBe('absolute page-2.md, there');
  }, 120_000);
});

describe('a remark plugin that makes an element of a code block (react-native-website\'s SnackPlayer)', () => {
  it("leaves the code in the page's Markdown copy as written, whichever parser read the block", async () => {
    // (The copy takes out the tags of the elements the author wrote; an element the plugin made
    // has none: its source is the code block. A block micromark read, with offsets, lost its code.)
    const dir = project({
      'node_modules/remark-player/package.json': '{ "name": "remark-player", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/remark-player/index.js': `module.exports = function remarkPlayer() {
  const visit = (node) => (node.children || []).forEach((child, i) => {
    if (child.type === 'code' && child.lang === 'player') node.children[i] = { type: 'mdxJsxFlowElement', name: 'section', attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: 'player' }], children: [{ type: 'paragraph', children: [{ type: 'text', value: child.value }] }], position: child.position };
    else visit(child);
  });
  return (tree) => visit(tree);
};
`,
      'docusaurus.config.js': `module.exports = {
  title: 'Players',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [require('remark-player')] }, blog: false }]],
};
`,
      // One block inside a JSX element (read beside micromark), one at the top (markdown-it's), one in an expression's run (micromark's).
      'docs/players.mdx': "---\ntitle: Players\n---\n\nIntro.\n\n<div className=\"box\">\n\n```player\ninsideBox();\n```\n\n</div>\n\n```player\natTop();\n```\n\n{/* a note */}\n```player\nbesideNote();\n```\n",
    });
    const r = await build(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(page(dir, 'docs/players.html').querySelectorAll('section.player').map((s) => s.text.trim())).toEqual(['insideBox();', 'atTop();', 'besideNote();']);
    const copy = fs.readFileSync(path.join(dir, 'build/docs/players.md'), 'utf8');
    for (const code of ['```player\ninsideBox();\n```', '```player\natTop();\n```', '```player\nbesideNote();\n```']) expect(copy).toContain(code);
    expect(copy).not.toContain('<div');
  }, 120_000);
});

describe('a remark plugin whose package is not installed', () => {
  it('is not run (its placeholder would stand for the page), with a warning at its line', async () => {
    const dir = project({
      'docusaurus.config.js': `import remarkGone from 'remark-gone';

export default {
  title: 'Gone',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: {
    remarkPlugins: [[remarkGone, { strict: true }]],
  } }]],
};
`,
      ...docsPages(1),
    });
    const r = await build(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/docusaurus\.config\.js:8 {2}warning: presets\[0\]\.docs\.remarkPlugins\[0\]: the plugin "remark-gone" is not run: its package is not installed/);
    expect(page(dir, 'docs/page-1.html').querySelector('.doc-article h1')?.text).toBe('Page 1');
  }, 120_000);
});

describe("the site's own TypeScript and CommonJS files", () => {
  it('a CommonJS docusaurus.config.js in a "type": "module" site requires its sidebars.ts', async () => {
    const dir = project({
      'package.json': '{ "name": "typed-sidebars-site", "private": true, "type": "module" }\n',
      'docusaurus.config.js': `const sidebars = require('./sidebars');

module.exports = {
  title: 'Sidebars in TypeScript',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars') }, blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'guide', label: 'Guide (' + sidebars.guide.length + ' pages)' }] } },
};
`,
      'sidebars.ts': `import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const order: string[] = ['page-2', 'page-1'];
const sidebars: SidebarsConfig = { guide: order };
export default sidebars;
`,
      ...docsPages(2),
    });
    const r = await build(dir);
    expect(r.code, r.stderr).toBe(0);
    const html = page(dir, 'docs/page-1.html');
    expect(html.querySelectorAll('nav a').map((a) => a.text.trim())).toContain('Guide (2 pages)');
    const sidebarLinks = html.querySelectorAll('.sidebar a, aside a').map((a) => a.getAttribute('href'));
    expect(sidebarLinks.indexOf('/docs/page-2')).toBeGreaterThanOrEqual(0);
    expect(sidebarLinks.indexOf('/docs/page-2')).toBeLessThan(sidebarLinks.indexOf('/docs/page-1'));
  }, 120_000);

  it('a docusaurus.config.mts is TypeScript', async () => {
    const dir = project({
      'docusaurus.config.mts': `import type { Config } from '@docusaurus/types';

interface Team { name: string }
const team: Team = { name: 'Typed' };
enum Edition { First = 'first' }

export default {
  title: \`\${team.name} Docs, \${Edition.First} edition\`,
  url: 'https://example.com',
  baseUrl: '/',
} satisfies Config;
`,
      ...docsPages(1),
    });
    const r = await build(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(page(dir, 'docs/page-1.html').querySelector('title')?.text).toContain('Typed Docs, first edition');
  }, 120_000);

  it('a docusaurus.config.ts that imports and sets module.exports (as playwright.dev does) gives that object', async () => {
    // (Docusaurus' loader reads it as CommonJS whose imports are requires; it was "exports nothing".)
    const dir = project({
      'docusaurus.config.ts': `import path from 'path';
import { tagline } from './src/words';

const named: string = path.basename('/x/Mixed Docs');
module.exports = { title: named, tagline, url: 'https://example.com', baseUrl: '/' };
`,
      'src/words.ts': "export const tagline: string = 'imported words';\n",
      ...docsPages(1),
    });
    const r = await build(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(page(dir, 'docs/page-1.html').querySelector('title')?.text).toContain('Mixed Docs');
  }, 120_000);

  it('a docusaurus.config.cts is TypeScript written as CommonJS', async () => {
    const dir = project({
      'docusaurus.config.cts': `import type { Config } from '@docusaurus/types';

const title: string = 'Common ' + require('path').basename(__dirname).length;
const config: Config = { title: 'Common Typed', url: 'https://example.com', baseUrl: '/', tagline: title };
module.exports = config;
`,
      ...docsPages(1),
    });
    const r = await build(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(page(dir, 'docs/page-1.html').querySelector('title')?.text).toContain('Common Typed');
  }, 120_000);

  it("a config function may import() the site's own TypeScript", async () => {
    const dir = project({
      'docusaurus.config.ts': "export default async function createConfig() {\n  const { title } = await import('./title.ts');\n  return { title };\n}\n",
      'title.ts': "export const title: string = 'Imported';\n",
    });
    const createConfig = (await importModule(path.join(dir, 'docusaurus.config.ts'), 'docusaurus.config.ts')) as () => Promise<unknown>;
    expect(await createConfig()).toEqual({ title: 'Imported' });
  });

  it('a config loaded again in the same process sees what changed in it and in the files it imports', async () => {
    const dir = project({
      'sidebars.ts': "import { items } from './items.ts';\nexport default { docs: items };\n",
      'items.ts': "export const items: string[] = ['one'];\n",
      'sidebars.cjs': "module.exports = { docs: require('./items.cjs') };\n",
      'items.cjs': "module.exports = ['one'];\n",
      // (A top-level await: loaded as ES modules.)
      'sidebars.mts': "import { items } from './items.mts';\nexport default { docs: await Promise.resolve(items) };\n",
      'items.mts': "export const items: string[] = ['one'];\n",
    });
    for (const [entry, nested, next] of [
      ['sidebars.ts', 'items.ts', "export const items: string[] = ['two'];\n"],
      ['sidebars.cjs', 'items.cjs', "module.exports = ['two'];\n"],
      ['sidebars.mts', 'items.mts', "export const items: string[] = ['two'];\n"],
    ]) {
      expect(await importModule(path.join(dir, entry), entry)).toEqual({ docs: ['one'] });
      fs.writeFileSync(path.join(dir, nested), next);
      expect(await importModule(path.join(dir, entry), entry)).toEqual({ docs: ['two'] });
    }
  });
});

describe('site components', () => {
  it('a .js component written with JSX (as the create-docusaurus template has them) renders, with a package of plain .js', async () => {
    const dir = project(
      minimalSite({
        'content/docs/features.mdx': "---\ntitle: Features\n---\nimport Features from '@site/src/components/Features';\n\n<Features />\n",
        'src/components/Features/index.js': `import Badge from 'tiny-badge';

export default function Features() {
  return (
    <ul className="features">
      {['Fast', 'Small'].map((name) => (
        <li key={name}>{name} <Badge text="new" /></li>
      ))}
    </ul>
  );
}
`,
        'node_modules/tiny-badge/package.json': '{ "name": "tiny-badge", "version": "1.0.0", "type": "module", "main": "index.js" }\n',
        'node_modules/tiny-badge/index.js': "import { createElement } from 'react';\nexport default function Badge({ text }) { return createElement('mark', { className: 'badge' }, text); }\n",
      }),
    );
    const r = await build(dir);
    expect(r.code, r.stderr).toBe(0);
    const items = page(dir, 'docs/features.html').querySelectorAll('ul.features li');
    expect(items.map((li) => li.text)).toEqual(['Fast new', 'Small new']);
    expect(items.map((li) => li.querySelector('mark.badge')?.text)).toEqual(['new', 'new']);
  }, 120_000);
});
