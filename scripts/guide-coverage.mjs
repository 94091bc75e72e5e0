#!/usr/bin/env node
// Checks guides against test/data/guides.json (a copy of the facts data): exact h2/h3 headings in order, prose length
// (>= 70% of the reference proseWords) and Java samples naming only members of the API data.
//   node scripts/guide-coverage.mjs [--version next|stable] [id ...]
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const argv = process.argv.slice(2);
const vi = argv.indexOf('--version');
const version = vi >= 0 ? argv.splice(vi, 2)[1] : 'next';
const only = new Set(argv);
const docsDir = path.join(root, version === 'next' ? 'content/docs' : 'content/versioned_docs/version-stable');
const guides = JSON.parse(fs.readFileSync(path.join(root, 'test/data/guides.json'), 'utf8')).guides;
const api = JSON.parse(fs.readFileSync(path.join(root, 'content/api', `${version}.json`), 'utf8'));

const specKeys = new Set();
for (const c of api.classes) {
  specKeys.add(c.name);
  for (const m of c.members) {
    const key = `${m.kind}: ${c.name}.${m.specName ?? m.name}`;
    specKeys.add(key);
    for (const p of m.params ?? []) for (const o of p.options ?? [p]) {
      specKeys.add(`option: ${c.name}.${m.specName ?? m.name}.${o.name}`);
      if (o.specName) specKeys.add(`option: ${c.name}.${m.specName ?? m.name}.${o.specName}`);
    }
  }
}
const slugsOf = new Map(guides.map((g) => [g.id, new Set(g.headings.map((h) => h.slug))]));
// Java names callable on an instance: methods and properties by name; events as on<Event>/off<Event>.
const javaNames = (m) => {
  if (m.kind !== 'event') return [m.name];
  const on = m.heading.replace(/\(.*$/, '');
  return [on, on.replace(/^on/, 'off')];
};
const membersOf = new Map(api.classes.map((c) => [c.name, new Set(c.members.flatMap(javaNames))]));
// Usual variable names in samples and the classes they may hold.
const VARS = {
  page: ['Page'], frame: ['Frame'], context: ['BrowserContext'], browser: ['Browser'],
  locator: ['Locator'], route: ['Route'], request: ['APIRequestContext', 'Request'],
  response: ['Response', 'APIResponse'], browserType: ['BrowserType'], playwright: ['Playwright'],
  dialog: ['Dialog'], download: ['Download'], elementHandle: ['ElementHandle'], handle: ['JSHandle', 'ElementHandle'],
  tracing: ['Tracing'], fileChooser: ['FileChooser'], worker: ['Worker'], ws: ['WebSocket'], webSocket: ['WebSocket'],
  frameLocator: ['FrameLocator'], clock: ['Clock'], keyboard: ['Keyboard'], mouse: ['Mouse'],
};
const ASSERT = { locator: 'LocatorAssertions', page: 'PageAssertions', response: 'APIResponseAssertions' };

function docFiles(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...docFiles(p));
    else if (/\.mdx?$/.test(e.name)) out.push(p);
  }
  return out;
}
const byId = new Map();
if (fs.existsSync(docsDir)) for (const f of docFiles(docsDir)) {
  const text = fs.readFileSync(f, 'utf8');
  const id = /^---\n[\s\S]*?^id:\s*(.+?)\s*$/m.exec(text)?.[1] ?? path.basename(f).replace(/\.mdx?$/, '');
  byId.set(id.replace(/^['"]|['"]$/g, ''), { file: f, text });
}

let problems = 0;
const report = (file, msg) => { problems++; console.log(`${path.relative(root, file)}: ${msg}`); };
for (const g of guides) {
  if (only.size && !only.has(g.id)) continue;
  const doc = byId.get(g.id);
  if (!doc) { report(path.join(docsDir, `${g.id}.md`), 'missing'); continue; }
  const body = doc.text.replace(/^---\n[\s\S]*?\n---\n/, '');
  const headings = [];
  const code = [];
  let prose = '';
  let fence = null;
  for (const line of body.split('\n')) {
    const f = /^\s*(```+|~~~+)\s*(\S*)/.exec(line);
    if (fence) { if (f && line.trim().startsWith(fence.mark)) { code.push(fence); fence = null; } else fence.text += line + '\n'; continue; }
    if (f) { fence = { mark: f[1], lang: f[2], text: '' }; continue; }
    const h = /^(#{2,3})\s+(.*?)\s*(\{#[^}]+\})?\s*$/.exec(line);
    if (h) headings.push({ level: h[1].length, text: h[2] });
    prose += line + '\n';
  }
  for (const m of prose.matchAll(/\[`?((?:method|property|event|option): [\w.]+)`?\]/g)) {
    if (!specKeys.has(m[1])) report(doc.file, `unknown API reference [${m[1]}] (use spec names, see content/README.md)`);
  }
  for (const m of prose.matchAll(/\]\((\.\/|\.\.\/|\/)?([\w/-]+)\.md(?:#([\w-]+))?\)/g)) {
    const target = m[2].replace(/^api\//, 'api/');
    if (target.startsWith('api/')) {
      const cls = api.classes.find((c) => c.id === target.slice(4));
      if (!cls) report(doc.file, `link to unknown API page ${m[0]}`);
      else if (m[3] && !cls.members.some((x) => x.anchor === m[3] || (x.params ?? []).some((p) => p.anchor === m[3] || (p.options ?? []).some((o) => o.anchor === m[3])))) report(doc.file, `link to unknown anchor ${m[0]}`);
      continue;
    }
    const slugs = slugsOf.get(target);
    if (!slugs) report(doc.file, `link to unknown guide ${m[0]}`);
    else if (m[3] && !slugs.has(m[3])) report(doc.file, `link to unknown anchor ${m[0]}`);
  }
  const want = g.headings.filter((h) => h.level <= 3).map((h) => `h${h.level} ${h.text}`);
  // The next docs' release notes open with the unreleased version (from the API data's `since`),
  // which the reference's headings cannot list: its section is not compared.
  let unreleased = false;
  const got = headings
    .filter((h) => {
      if (h.level === 2) unreleased = version === 'next' && g.id === 'release-notes' && /^Version \d/.test(h.text) && !want.includes(`h2 ${h.text}`);
      return !unreleased;
    })
    .map((h) => `h${h.level} ${h.text}`);
  if (want.join('\n') !== got.join('\n')) {
    const missing = want.filter((w) => !got.includes(w));
    const extra = got.filter((w) => !want.includes(w));
    report(doc.file, `headings differ from guides.json${missing.length ? `; missing: ${missing.join(' | ')}` : ''}${extra.length ? `; extra: ${extra.join(' | ')}` : ''}${!missing.length && !extra.length ? '; order differs' : ''}`);
  }
  const words = prose.replace(/<[^>]+>/g, ' ').replace(/\]\([^)]*\)/g, ']').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const target = Math.ceil(g.proseWords * 0.7);
  if (words < target) report(doc.file, `prose has ${words} words; needs at least ${target} (70% of ${g.proseWords})`);
  for (const block of code.filter((c) => c.lang === 'java')) {
    for (const m of block.text.matchAll(/\b([a-zA-Z]\w*)\.(\w+)\(/g)) {
      const classes = VARS[m[1]];
      if (!classes) continue;
      if (!classes.some((c) => membersOf.get(c)?.has(m[2]))) report(doc.file, `java sample calls ${m[1]}.${m[2]}() but no ${classes.join('/')} member is named ${m[2]} in ${version}`);
    }
    for (const m of block.text.matchAll(/assertThat\((\w+)\)\.(?:not\(\)\.)?(\w+)\(/g)) {
      const cls = ASSERT[m[1]];
      if (cls && !membersOf.get(cls)?.has(m[2])) report(doc.file, `java sample asserts assertThat(${m[1]}).${m[2]}() but ${cls} has no ${m[2]} in ${version}`);
    }
  }
}
console.log(problems ? `${problems} problem(s)` : 'guides complete');
process.exit(problems ? 1 : 0);
