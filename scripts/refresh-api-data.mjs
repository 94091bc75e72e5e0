#!/usr/bin/env node
// Refreshes content/api/{next,stable}.json from extracted API data files.
//   node scripts/refresh-api-data.mjs [--next FILE] [--stable FILE]
// Defaults to ../shared/data/java-api.json and java-api-stable.json.
// Keeps only the facts the generator uses, sorted deterministically.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? path.resolve(args[i + 1]) : def;
};
const sources = {
  next: opt('--next', path.join(root, '../shared/data/java-api.json')),
  stable: opt('--stable', path.join(root, '../shared/data/java-api-stable.json')),
};

const CLASS_KEYS = ['name', 'id', 'varName', 'since', 'extends', 'sidebarCategory', 'members'];
const pick = (obj, keys) => Object.fromEntries(keys.filter((k) => obj[k] !== undefined).map((k) => [k, obj[k]]));

for (const [version, file] of Object.entries(sources)) {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(data.classes)) throw new Error(`${file}: expected a "classes" array`);
  const out = {
    source: data.source ?? null,
    classes: data.classes.map((c) => pick(c, CLASS_KEYS)),
  };
  const target = path.join(root, 'content/api', `${version}.json`);
  fs.writeFileSync(target, JSON.stringify(out, null, 1) + '\n');
  const members = out.classes.reduce((n, c) => n + c.members.length, 0);
  console.log(`${path.relative(root, target)}: ${out.classes.length} classes, ${members} members`);
}
