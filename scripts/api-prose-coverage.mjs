#!/usr/bin/env node
// Reports which API members, arguments and options have no prose yet.
//   node scripts/api-prose-coverage.mjs [ClassName ...]
// Reads content/api/{next,stable}.json and content/api/<class>.md (format: content/README.md).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const only = new Set(process.argv.slice(2));
const versions = ['next', 'stable'].map((v) => JSON.parse(fs.readFileSync(path.join(root, 'content/api', `${v}.json`), 'utf8')));

function parseProse(text) {
  const members = new Map(); // key -> { body, params: Map }
  const defaults = new Map();
  let intro = '';
  let member = null;
  let sub = null;
  let inFence = false;
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const h2 = !inFence && /^## (method|property|event|option|param): (.+?)\s*$/.exec(line);
    const h3 = !inFence && /^### (?:(param|option): (.+?)|(returns|deprecated))\s*$/.exec(line);
    if (h2) {
      if (h2[1] === 'option' || h2[1] === 'param') { sub = { text: '' }; defaults.set(h2[2], sub); member = null; }
      else { member = { body: '', params: new Map(), returns: '' }; members.set(`${h2[1]}: ${h2[2]}`, member); sub = null; }
      continue;
    }
    if (h3 && member) {
      sub = { text: '' };
      if (h3[2]) member.params.set(h3[2], sub); else member[h3[3]] = sub;
      continue;
    }
    if (sub) sub.text += line + '\n';
    else if (member) member.body += line + '\n';
    else intro += line + '\n';
  }
  return { intro, members, defaults };
}

let missing = 0;
const classes = new Map();
for (const data of versions) for (const c of data.classes) {
  const seen = classes.get(c.name) ?? new Map();
  for (const m of c.members) seen.set(`${m.kind}: ${c.name}.${m.specName ?? m.name}`, m);
  classes.set(c.name, seen);
}
for (const [name, members] of classes) {
  if (only.size && !only.has(name)) continue;
  const file = path.join(root, 'content/api', `${name.toLowerCase()}.md`);
  const problems = [];
  if (!fs.existsSync(file)) {
    problems.push(`no prose file (${members.size} members)`);
  } else {
    const prose = parseProse(fs.readFileSync(file, 'utf8'));
    if (!prose.intro.trim()) problems.push('class introduction is empty');
    for (const [key, m] of members) {
      const p = prose.members.get(key);
      if (!p || !p.body.trim()) { problems.push(`## ${key}: no description`); continue; }
      for (const param of m.params ?? []) {
        // Arguments and options may be keyed by their Java name or by their spec name.
        const entries = param.options ?? [param];
        for (const e of entries) {
          const n = e.name;
          const find = (map) => (map.get(e.name) ?? (e.specName ? map.get(e.specName) : undefined))?.text.trim();
          const own = find(p.params);
          const def = find(prose.defaults);
          if (!own && !def) problems.push(`## ${key}: ${param.options ? 'option' : 'param'} ${n} has no description`);
        }
      }
      if ((m.deprecated || m.discouraged) && !p.deprecated?.text.trim()) problems.push(`## ${key}: deprecated/discouraged without ### deprecated reason`);
    }
    for (const key of prose.members.keys()) if (!members.has(key)) problems.push(`## ${key}: not in the API data (typo?)`);
  }
  if (problems.length) {
    missing += problems.length;
    console.log(`${path.relative(root, file)}:`);
    for (const p of problems) console.log(`  ${p}`);
  }
}
console.log(missing ? `${missing} problem(s)` : 'API prose complete');
process.exit(missing ? 1 : 0);
