// Temporary project folders for tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function makeProject(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-fixture-'));
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return dir;
}

/** A minimal valid site: config, one docs version with two pages and a sidebar. */
export function minimalSite(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'config/site.config.ts': `export default {
  title: 'Fixture Site',
  url: 'https://example.com',
  baseUrl: '/base/',
  navbar: { title: 'Fixture', items: [{ type: 'doc', docId: 'intro', label: 'Docs' }] },
  docs: { lastVersion: 'current' },
};
`,
    'content/docs/intro.md': '---\ntitle: Intro\n---\n\nWelcome. See [the guide](./guide.md#setup).\n',
    'content/docs/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\nText.\n',
    'content/sidebars.ts': "export default { docs: ['intro', 'guide'] };\n",
    ...extra,
  };
}
