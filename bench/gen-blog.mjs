#!/usr/bin/env node
// A blog made of a generated docs corpus (gen-corpus.mjs), for the benchmark: each page of the
// corpus becomes a post (dated a day apart, newest last), with two of five authors from an authors
// file, three of twenty tags, a truncate marker after its first paragraph, and its links to other
// pages written as plain text (they lead to docs the blog does not have). The blog has every list
// page, tag page, author page, the archive and the three feeds.
//
//   node gen-blog.mjs --corpus DIR --out DIR
import fs from 'node:fs';
import path from 'node:path';

const arg = (name) => process.argv[process.argv.indexOf(name) + 1];
const corpus = arg('--corpus');
const out = arg('--out');
if (!corpus || !out) {
  console.error('usage: node gen-blog.mjs --corpus DIR --out DIR');
  process.exit(2);
}

const pages = fs.readdirSync(path.join(corpus, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).sort();
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(path.join(out, 'blog'), { recursive: true });
fs.mkdirSync(path.join(out, 'docs'), { recursive: true });
fs.writeFileSync(path.join(out, 'docs/index.md'), '# Start\n\nThe blog is the point of this site.\n');
const authors = ['ada', 'ben', 'cai', 'dee', 'eli'];
fs.writeFileSync(path.join(out, 'blog/authors.yml'), authors.map((a, i) => `${a}:\n  name: Author ${i + 1}\n  title: Writer\n  page: true\n`).join(''));
const day = 24 * 3600 * 1000;
const start = Date.UTC(2020, 0, 1);
pages.forEach((rel, i) => {
  const text = fs.readFileSync(path.join(corpus, 'docs', rel), 'utf8').replace(/\r\n/g, '\n');
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const title = /^title:\s*(.*)$/m.exec(fm?.[1] ?? '')?.[1]?.replace(/^["']|["']$/g, '') ?? `Post ${i + 1}`;
  let body = (fm ? text.slice(fm[0].length) : text).replace(/\[([^\]]*)\]\((?!https?:)[^)]*\)/g, '$1');
  // (The marker after the first paragraph.)
  const para = body.search(/\n\n(?!#)/);
  if (para > 0) body = `${body.slice(0, para)}\n\n<!-- truncate -->${body.slice(para)}`;
  const date = new Date(start + i * day).toISOString().slice(0, 10);
  const tags = [i % 20, (i * 7 + 3) % 20, (i * 13 + 5) % 20].map((t) => `topic-${t}`);
  const post = `---\ntitle: ${JSON.stringify(title)}\nauthors: [${authors[i % 5]}, ${authors[(i + 2) % 5]}]\ntags: [${[...new Set(tags)].join(', ')}]\n---\n${body}`;
  fs.writeFileSync(path.join(out, 'blog', `${date}-post-${i + 1}.md`), post);
});
fs.writeFileSync(
  path.join(out, 'site.config.mjs'),
  `export default {
  title: 'Blog corpus', url: 'https://example.com', baseUrl: '/',
  navbar: { title: 'Blog corpus', items: [{ to: '/blog', label: 'Blog' }] },
  docs: { path: 'docs', lastVersion: 'current' },
  blog: [{ onInlineTags: 'ignore', feedOptions: { type: 'all' } }],
};
`,
);
console.log(`${pages.length} posts in ${out}`);
