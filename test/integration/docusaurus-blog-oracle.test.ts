// docgen's blog held to Docusaurus' own blog plugin (@docusaurus/plugin-content-blog, a dev
// dependency of the classic preset): for a corpus of posts and options, both read the same posts,
// in the same order, with the same URLs, dates, titles, descriptions, tags, authors, reading times,
// truncate markers, unlisted marks and neighbours, and list the same tags and author pages. The
// posts cover each file-name form (dated file, dated folders, a folder with index), front matter
// dates and slugs, the authors file (keys, social handles, pages) and authors written in posts
// (objects, the older author_* keys), the tags file and tags written in posts, drafts, unlisted
// posts, both truncate markers, titles from the content (after imports, underlined), and text in
// several scripts for the reading time.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { makeProject } from '../helpers/fixture.ts';
import { docusaurusBlog } from '../helpers/docusaurus-oracle.ts';
import { docgenReading } from '../helpers/docgen-reading.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const words = (n: number, word = 'lorem') => Array.from({ length: n }, (_, i) => `${word}${i % 7}`).join(' ');

const tree: Record<string, string> = {
  'docs/intro.md': '# Intro\n',
  'blog/authors.yml': [
    'jmarcey:',
    '  name: Joel Marcey',
    '  title: Co-creator',
    '  url: https://github.com/JoelMarcey',
    '  image_url: /img/joel.png',
    '  page: true',
    '  socials:',
    '    x: joelmarcey',
    '    github: JoelMarcey',
    '    linkedin: joel',
    '    stackoverflow: 82609',
    '    Mastodon: https://fosstodon.org/@joel',
    'slorber:',
    '  name: Sébastien Lorber',
    '  imageURL: https://github.com/slorber.png',
    '  page:',
    '    permalink: /seb',
    'NoPage:',
    '  name: Someone Else',
    '  email: someone@example.com',
    'CamelKey:',
    '  name: Camel',
    '  page: true',
    '',
  ].join('\n'),
  'blog/tags.yml': ['release:', '  label: Release', '  permalink: /releases', '  description: New versions', 'hello:', 'docusaurusV2:', '  description: Two', ''].join('\n'),
  'blog/2021-01-05-dated-name.md': `---\nauthors: [jmarcey, slorber]\ntags: [release, Docusaurus v2, hello]\n---\n\n# The dated post\n\nWelcome **here**, see [the docs](/docs/intro) and \`code\`.\n\n<!-- truncate -->\n\n${words(250)}\n`,
  'blog/2021/02/03/slashed.md': `---\ntitle: Slashed date\ndescription: Its own description\nauthors:\n  - jmarcey\n  - name: Guest Writer\n    title: Guest\n    image_url: /img/guest.png\n    socials:\n      github: guest\n      x: https://x.com/guest\ntags: [hello, {label: Custom Tag, permalink: /custom-tag}]\n---\n\n${words(500)}\n\n<!--truncate-->\n\nMore.\n`,
  'blog/2021-03-04/folder-dated/index.md': `---\nauthors: slorber\n---\n\nFirst line of a folder post.\n\n{/* truncate */}\n\n${words(30)}\n`,
  'blog/2021-04-05-colocated/index.md': `---\nauthor: Old Style\nauthor_title: Legacy\nauthor_url: https://example.com/old\nauthor_image_url: /img/old.png\ntags: [release]\n---\n\nLegacy author keys.\n`,
  'blog/plain-name.md': `---\ndate: "2021-06-07T10:30:00"\nslug: custom/slug\nauthors: [{key: jmarcey, title: Overridden title}]\n---\n\n## A second-level heading\n\n> A quote opens it.\n\n${words(20)}\n`,
  'blog/folder-post/index.mdx': `---\ndate: 2021-05-06\nslug: /absolute-slug\ntags: [docusaurusV2, unknownKey]\n---\n\nimport Thing from './thing';\n\n# Title after imports\n\n\`\`\`js\nconst notTheDescription = 1;\n\`\`\`\n\nThe description after code.\n\n{/* truncate */}\n\n中文的博客文章内容在这里，读者需要时间阅读。日本語の文章もここにあります。\n`,
  'blog/thing.js': 'export default function Thing() { return null; }\n',
  'blog/2021-07-08-setext.md': 'Underlined title\n================\n\nText under an underlined title with :smile: emoji and ~~struck~~ words.\n',
  'blog/2021-08-09-draft.md': '---\ndraft: true\n---\n\n# Draft\n\nNot built.\n',
  'blog/2021-09-10-unlisted.md': '---\nunlisted: true\ntags: [Docusaurus v2, hello, only-unlisted]\nauthors: [CamelKey]\n---\n\n# Unlisted post\n\nHidden.\n\n<!-- truncate -->\n',
  'blog/2021-10-11-empty.md': '',
  // (No date anywhere: the file's first commit (the fixture is a Git repository), else its creation time.)
  'blog/undated.md': '---\ntags: [hello]\nunlisted: true\n---\n\n# Undated\n\nWhen was it written?\n',
  'blog/_partial.md': '# Partial\n',
  'blog/2021-11-12-cased.md': '---\ntitle: ""\ntags: [ES2015 Features, "C++", fooBar]\nauthors: [CamelKey]\n---\n\n![An image](/img/a.png) Then text.\n',
  'news/2022-01-01-first.md': '---\ntags: [a]\n---\n\n# First news\n\nNews one.\n',
  'news/2022-02-02-second.md': '# Second news\n\nNews two.\n\n<!-- truncate -->\n',
};

const config = (blog: string, plugins = '[]', baseUrl = '/') =>
  `module.exports = { title: 'Oracle', url: 'https://example.com', baseUrl: '${baseUrl}', presets: [['classic', { docs: { sidebarPath: false }, pages: false, blog: { onInlineAuthors: 'ignore', onInlineTags: 'ignore', onUntruncatedBlogPosts: 'ignore', ${blog} } }]], plugins: ${plugins} };\n`;

const cases: [string, string, string?, string?][] = [
  ['the defaults', ''],
  ['oldest first (sortPosts ascending)', "sortPosts: 'ascending'"],
  ['a blog-only site (routeBasePath /) under a base URL, with an edit URL', "routeBasePath: '/', editUrl: 'https://github.com/o/r/edit/main/'", undefined, '/base/'],
  ['other base paths, no reading time, no tags file', "tagsBasePath: 'topics', authorsBasePath: 'people', showReadingTime: false, tags: null"],
  ['a second instance', '', "[['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', routeBasePath: 'news', onUntruncatedBlogPosts: 'ignore' }]]"],
];

describe("the blog, docgen against Docusaurus' blog plugin", () => {
  it.each(cases)('%s: the same posts, in the same order, with the same facts; the same tags and author pages', async (_name, blog, plugins, baseUrl) => {
    const dir = makeProject({ ...tree, 'docusaurus.config.js': config(blog, plugins, baseUrl) });
    dirs.push(dir);
    // (Committed at a known time: a post without a date is dated by its first commit.)
    const env = { ...process.env, GIT_AUTHOR_DATE: '2020-02-02T12:34:56Z', GIT_COMMITTER_DATE: '2020-02-02T12:34:56Z' };
    for (const args of [['init', '-q'], ['add', '-A'], ['-c', 'user.name=Oracle', '-c', 'user.email=oracle@example.com', '-c', 'commit.gpgsign=false', 'commit', '-qm', 'posts']]) execFileSync('git', args, { cwd: dir, env, stdio: 'ignore' });
    const expected = await docusaurusBlog(dir);
    const actual = (await docgenReading(dir)).blogs;
    expect(expected.length).toBeGreaterThan(0);
    expect(actual.map((b) => b.id)).toEqual(expected.map((b) => b.id));
    for (const [i, e] of expected.entries()) {
      const a = actual[i];
      expect(a.posts.map((p) => p.permalink)).toEqual(e.posts.map((p) => p.permalink));
      for (const [j, post] of e.posts.entries()) expect(a.posts[j], post.permalink).toEqual(post);
      expect(a.tags).toEqual(e.tags);
      expect(a.authors).toEqual(e.authors);
    }
    // (The corpus is read: posts, tags and author pages on both sides; the undated post has its commit's date.)
    expect(expected[0].posts.length).toBeGreaterThan(8);
    expect(expected[0].posts.find((p) => p.permalink.endsWith('/undated'))?.date).toBe('2020-02-02T12:34:56.000Z');
  });
});
