// A Docusaurus site whose two docs versions hold the same pages: each version's page is its own
// (links to its version's pages, the version its code asks for, a component beside its file),
// whether its rendering is shared with the other version's (a portable result, render/content.ts)
// or not (code that asks about the page, a file found from the page's folder: pipeline.ts).
import { describe, it, expect, afterAll, beforeAll } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { makeProject } from '../helpers/fixture.ts';
import { runCli } from '../helpers/cli.ts';

const same = {
  'intro.md': '---\ntitle: Intro\n---\n\nRead [the guide](./guide.md#setup).\n',
  'which.mdx': "---\ntitle: Which\n---\nimport { useDocsVersion } from '@docusaurus/plugin-content-docs/client';\n\nexport const Which = () => <span className=\"which\">{useDocsVersion().label}</span>;\n\nThis is <Which />.\n",
  // A component of the site (the same file from both folders), and one beside each version's page.
  'shared.mdx': "---\ntitle: Shared\n---\nimport Badge from '@site/src/components/Badge';\n\nA <Badge />.\n",
  'local.mdx': "---\ntitle: Local\n---\nimport Note from './Note';\n\nA <Note />.\n",
};
const files: Record<string, string> = {
  'docusaurus.config.js': "module.exports = { title: 'Versions', url: 'https://v.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false, pages: false }]] };\n",
  'versions.json': '["1.0"]',
  'sidebars.js': "module.exports = { docs: ['intro', 'which', 'shared', 'local', 'guide'] };\n",
  'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro", "which", "shared", "local", "guide"] }',
  'docs/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\nNext.\n',
  'versioned_docs/version-1.0/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\nOne.\n',
  'src/components/Badge.js': "export default function Badge() { return <b className=\"badge\">badge</b>; }\n",
  'docs/Note.js': "export default function Note() { return <i className=\"note\">next note</i>; }\n",
  'versioned_docs/version-1.0/Note.js': "export default function Note() { return <i className=\"note\">1.0 note</i>; }\n",
  ...Object.fromEntries(Object.entries(same).flatMap(([name, text]) => [[`docs/${name}`, text], [`versioned_docs/version-1.0/${name}`, text]])),
};

let dir = '';
beforeAll(async () => {
  dir = makeProject(files);
  const run = await runCli(['build'], { cwd: dir, timeoutMs: 120_000 });
  expect(run.code, run.stderr).toBe(0);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const page = (rel: string) => parse(fs.readFileSync(path.join(dir, 'build', rel), 'utf8'));

describe('the same pages in two docs versions', () => {
  it("link to their own version's pages", () => {
    expect(page('docs/next/intro.html').querySelector('.markdown p a')!.getAttribute('href')).toBe('/docs/next/guide#setup');
    expect(page('docs/intro.html').querySelector('.markdown p a')!.getAttribute('href')).toBe('/docs/guide#setup');
  });

  it("render the site's component, and each the component beside its own file", () => {
    expect(page('docs/next/shared.html').querySelector('.markdown .badge')!.text).toBe('badge');
    expect(page('docs/shared.html').querySelector('.markdown .badge')!.text).toBe('badge');
    expect(page('docs/next/local.html').querySelector('.markdown .note')!.text).toBe('next note');
    expect(page('docs/local.html').querySelector('.markdown .note')!.text).toBe('1.0 note');
  });

  it('show the version their code asks for, each its own', () => {
    expect(page('docs/next/which.html').querySelector('.which')!.text).toBe('Next');
    expect(page('docs/which.html').querySelector('.which')!.text).toBe('1.0');
  });
});
