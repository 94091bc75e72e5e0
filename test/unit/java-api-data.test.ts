// What a Java developer copies from the API reference must exist in Java: the API data names only
// Java types (no JavaScript-only `Disposable`, option classes spelled as the Java library spells
// them), the prose of members that return an AutoCloseable says how to undo them (`close()`), and
// each docs version's install coordinates (the `playwrightVersion` site variable) match the version
// of the API that version documents.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import siteConfig from '../../config/site.config.ts';
import { parseApiProse } from '../../src/generator/content/api-prose.ts';
import { memberKey, type ApiClass, type ApiMember } from '../../src/generator/content/api-data.ts';
import { repoRoot } from '../helpers/cli.ts';

interface RawApiData {
  source?: { playwright?: { packageVersion?: string } };
  classes: (ApiClass & { members: (ApiMember & { returnProperties?: unknown[] })[] })[];
}

const versions = siteConfig.docs!.versions!;
const dataOf = (file: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, 'content/api', file), 'utf8')) as RawApiData;
const DATA = Object.entries(versions).map(([name, v]) => ({ name, file: v.apiData!, data: dataOf(v.apiData!), variable: v.variables?.playwrightVersion }));
const PRIMITIVES = new Set(['boolean', 'byte', 'int', 'long', 'double', 'void', 'null']);
const external = new Set(Object.keys(siteConfig.api?.externalTypes ?? {}));

/** Identifiers of a Java type string ("null | List<Locator>" → null, List, Locator); enum bodies left out. */
const typeNames = (type: string) => type.replace(/enum \w+ \{[^}]*\}/g, '').match(/[A-Za-z_][\w.]*/g) ?? [];

/** Every type string of a member: return and event data types, parameters, options and their fields. */
function* memberTypes(m: RawApiData['classes'][number]['members'][number]): Generator<[where: string, type: string]> {
  if (m.returns) yield ['returns', m.returns];
  if (m.eventData) yield ['event data', m.eventData];
  for (const p of m.params ?? []) {
    yield [`param ${p.name}`, p.type];
    for (const o of p.options ?? []) yield [`option ${o.name}`, o.type];
  }
}

/** "1.62.1" or "v1.62" or "1.63.0-next" → [1, 62]. */
const minor = (v: string) => (/^v?(\d+)\.(\d+)/.exec(v) ?? []).slice(1, 3).map(Number);

describe('Java types in the API data', () => {
  for (const { file, data } of DATA) {
    const classes = new Set(data.classes.map((c) => c.name));

    it(`${file}: names option classes after a class of the data, in its exact spelling`, () => {
      const wrong: string[] = [];
      let seen = 0;
      for (const c of data.classes) {
        for (const m of c.members) {
          for (const [where, type] of memberTypes(m)) {
            for (const name of typeNames(type).filter((n) => n.includes('.'))) {
              seen++;
              if (!classes.has(name.split('.')[0])) wrong.push(`${c.name}.${m.name} ${where}: ${name}`);
            }
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(seen).toBeGreaterThan(250);
    });

    it(`${file}: returns only Java types: an API class, a JDK type the config links, a primitive or a structure with listed fields`, () => {
      const unknown: string[] = [];
      for (const c of data.classes) {
        for (const m of c.members) {
          for (const type of [m.returns, m.eventData]) {
            if (!type) continue;
            for (const name of typeNames(type)) {
              if (classes.has(name) || external.has(name) || PRIMITIVES.has(name) || name.includes('.')) continue;
              if (m.returnProperties?.length) continue; // a structure (Timing, Cookie, …) whose fields the page lists
              unknown.push(`${c.name}.${m.name}: ${name}`);
            }
          }
        }
      }
      expect(unknown).toEqual([]);
    });
  }

  it('returns AutoCloseable where the reference site says Disposable, in both versions', () => {
    for (const { data } of DATA) {
      const closeable = data.classes.flatMap((c) => c.members.filter((m) => m.returns === 'AutoCloseable').map((m) => `${c.name}.${m.name}`));
      expect(closeable).toEqual(expect.arrayContaining(['Page.route', 'BrowserContext.addInitScript', 'Locator.highlight', 'Tracing.group', 'Screencast.start']));
      expect(closeable.length).toBeGreaterThanOrEqual(14);
    }
  });
});

describe('API prose of members that return an AutoCloseable', () => {
  const proseFiles = fs.readdirSync(path.join(repoRoot, 'content/api')).filter((f) => f.endsWith('.md'));
  const prose = proseFiles.map((f) => parseApiProse(fs.readFileSync(path.join(repoRoot, 'content/api', f), 'utf8'), `content/api/${f}`));

  it('never calls a Java type Disposable', () => {
    const files = proseFiles.filter((f) => /\bDisposable\b/.test(fs.readFileSync(path.join(repoRoot, 'content/api', f), 'utf8')));
    expect(files).toEqual([]);
  });

  it('say that close() undoes the call, not "dispose"', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { data } of DATA) {
      for (const c of data.classes) {
        const p = prose.find((x) => x.className === c.name);
        for (const m of c.members.filter((x) => x.returns === 'AutoCloseable')) {
          const mp = p?.members.get(memberKey(c, m));
          const text = [mp?.body.text, mp?.returns?.text, ...(mp ? [...mp.params.values()].map((x) => x.text) : [])].join('\n');
          checked++;
          if (/dispos/i.test(text)) problems.push(`${memberKey(c, m)}: says "dispose"`);
          if (!/close\(\)/.test(mp?.returns?.text ?? '')) problems.push(`${memberKey(c, m)}: its returns section does not name close()`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(28);
  });
});

describe('install coordinates of each docs version', () => {
  for (const { name, file, data, variable } of DATA) {
    it(`${name}: playwrightVersion ${variable} is the release whose API ${file} documents`, () => {
      expect(variable).toMatch(/^\d+\.\d+\.\d+$/);
      // The version the API data was extracted from (1.63.0-next, 1.62.1) …
      const recorded = data.source?.playwright?.packageVersion;
      expect(recorded).toBeTruthy();
      expect(minor(variable!)).toEqual(minor(recorded!));
      // … and the newest "added in" of its members: the release the data documents.
      const newest = data.classes.flatMap((c) => [c.since, ...c.members.map((m) => m.since)]).filter((s): s is string => !!s).map(minor).sort((a, b) => a[0] - b[0] || a[1] - b[1]).at(-1);
      expect(minor(variable!)).toEqual(newest);
    });
  }
});
