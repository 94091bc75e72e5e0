// docgen's pages held to Docusaurus' own pages plugin (@docusaurus/plugin-content-pages, a dev
// dependency): for a corpus of pages folders and options, both find the same pages, of the same
// kind, at the same URLs — index files, nested folders, `_` files and folders, tests, TypeScript
// declarations, the exclude and include globs, a route base path, a second instance.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import { makeProject } from '../helpers/fixture.ts';
import { docusaurusPages } from '../helpers/docusaurus-oracle.ts';
import { docgenReading } from '../helpers/docgen-reading.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const page = "import React from 'react';\nexport default function P() { return <p>page</p>; }\n";
const tree: Record<string, string> = {
  'docs/intro.md': '# Intro\n',
  'src/pages/index.js': page,
  'src/pages/about.tsx': page,
  'src/pages/notes.md': '# Notes\n',
  'src/pages/guide.mdx': '# Guide\n',
  'src/pages/team/index.jsx': page,
  'src/pages/team/members.ts': 'export default function M() { return null; }\n',
  'src/pages/team/deep/nested/page.tsx': page,
  'src/pages/_private.tsx': page,
  'src/pages/_drafts/draft.md': '# Draft\n',
  'src/pages/components/_Widget.jsx': page,
  'src/pages/widget.test.tsx': page,
  'src/pages/__tests__/x.tsx': page,
  'src/pages/styles.module.css': '.a { color: red; }\n',
  'src/pages/types.d.ts': 'export type A = string;\n',
  'src/pages/data.json': '{}\n',
  'src/pages/with space.md': '# Space\n',
  'extra/index.md': '# Extra\n',
  'extra/more/page.tsx': page,
};
const config = (presetOptions: string, plugins = '[]') =>
  `module.exports = { title: 'Oracle', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false }, blog: false, ${presetOptions} }]], plugins: ${plugins} };\n`;

const cases: [string, string, string?][] = [
  ['the defaults', ''],
  ['an exclude glob', "pages: { exclude: ['**/team/**', '**/_*.{js,jsx,ts,tsx,md,mdx}'] }"],
  ['an include glob', "pages: { include: ['**/*.md'] }"],
  ['a route base path', "pages: { routeBasePath: 'site' }"],
  ['another folder', "pages: { path: 'extra' }"],
  ['a second instance', '', "[['@docusaurus/plugin-content-pages', { id: 'extra', path: 'extra', routeBasePath: '/extra' }]]"],
  ['pages turned off', 'pages: false'],
];

describe("the site's own pages, docgen against Docusaurus' pages plugin", () => {
  it.each(cases)('%s: the same pages, kinds and URLs', async (_name, presetOptions, plugins) => {
    const dir = makeProject({ ...tree, 'docusaurus.config.js': config(presetOptions, plugins) });
    dirs.push(dir);
    const expected = await docusaurusPages(dir);
    const actual = (await docgenReading(dir)).pages;
    const sorted = (list: [string, string][]) => [...list].sort((a, b) => (a[1] < b[1] ? -1 : 1));
    expect(sorted(actual)).toEqual(sorted(expected));
    if (presetOptions !== 'pages: false') expect(expected.length).toBeGreaterThan(0);
  });
});
