import { it } from 'vitest';
import fs from 'node:fs';
import { makeProject } from '../helpers/fixture.ts';
import { docusaurusBlog } from '../helpers/docusaurus-oracle.ts';
import { docgenReading } from '../helpers/docgen-reading.ts';
it('dbg', async () => {
  const src = fs.readFileSync('test/integration/docusaurus-blog-oracle.test.ts', 'utf8');
  void src;
  const dir = makeProject({ 'docs/intro.md': '# I\n', 'blog/2021-01-01-a.md': '# A\n\nHello world text.\n', 'docusaurus.config.js': "module.exports = { title: 'O', url: 'https://e.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false } }]] };\n" });
  console.log(JSON.stringify(await docusaurusBlog(dir), null, 1));
  const r = await docgenReading(dir);
  console.log(JSON.stringify(r.blogs, null, 1), r.notices.map(n => n.message));
});
