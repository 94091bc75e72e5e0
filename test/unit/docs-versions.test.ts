// A docs plugin's versions as its options choose them (content/versions.ts), and the errors for
// options that name versions it does not have: the config file, the option, what is there.
import { describe, it, expect, afterAll } from 'vitest';
import fs from 'node:fs';
import { versionPlans, type VersionOptions } from '../../src/generator/content/versions.ts';
import { DocgenError } from '../../src/generator/errors.ts';
import { makeProject } from '../helpers/fixture.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const project = (versions?: string[]) => {
  const dir = makeProject({ 'docs/a.md': '# A\n', ...(versions ? { 'versions.json': JSON.stringify(versions) } : {}) });
  dirs.push(dir);
  return dir;
};
const folders = { path: 'docs', versionsFile: 'versions.json', versionedPath: 'versioned_docs', versionedSidebarsPath: 'versioned_sidebars' };
const options = (o: Partial<VersionOptions> = {}): VersionOptions => ({ versions: {}, includeCurrentVersion: true, disableVersioning: false, ...o });
const plans = (dir: string, o: Partial<VersionOptions> = {}) => versionPlans(dir, folders, options(o), 'docs', 'docusaurus.config.js');
const errorOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(DocgenError);
    return (err as Error).message;
  }
  throw new Error('expected an error');
};

describe("a docs plugin's versions", () => {
  it("are the unversioned docs and versions.json's, in Docusaurus' order, the newest version last by default", () => {
    const p = plans(project(['3.0', '2.0', '1.0']));
    expect(p.map((v) => [v.name, v.label, v.pathSegment, v.isLast, v.banner, v.badge])).toEqual([
      ['current', 'Next', 'next', false, 'unreleased', true],
      ['3.0', '3.0', '', true, 'none', true],
      ['2.0', '2.0', '2.0', false, 'unmaintained', true],
      ['1.0', '1.0', '1.0', false, 'unmaintained', true],
    ]);
  });

  it('without versions: the unversioned docs alone, last, without a badge', () => {
    expect(plans(project()).map((v) => [v.name, v.pathSegment, v.isLast, v.banner, v.badge])).toEqual([['current', '', true, 'none', false]]);
  });

  it('follow includeCurrentVersion, onlyIncludeVersions (in their own order) and disableVersioning', () => {
    const dir = project(['3.0', '2.0', '1.0']);
    expect(plans(dir, { includeCurrentVersion: false }).map((v) => v.name)).toEqual(['3.0', '2.0', '1.0']);
    expect(plans(dir, { onlyIncludeVersions: ['1.0', 'current'] }).map((v) => [v.name, v.isLast])).toEqual([['current', false], ['1.0', true]]);
    expect(plans(dir, { disableVersioning: true }).map((v) => v.name)).toEqual(['current']);
    // One version left: no badge.
    expect(plans(dir, { onlyIncludeVersions: ['2.0'] }).map((v) => [v.name, v.badge])).toEqual([['2.0', false]]);
  });

  it('take their settings: label, path, banner, badge, noIndex', () => {
    const p = plans(project(['2.0']), { lastVersion: 'current', versions: { '2.0': { label: 'Two', path: 'old/two', banner: 'none', badge: false, noIndex: true } } });
    expect(p.map((v) => [v.name, v.label, v.pathSegment, v.banner, v.badge, v.noIndex])).toEqual([
      ['current', 'Next', '', 'none', true, false],
      ['2.0', 'Two', 'old/two', 'none', false, true],
    ]);
  });

  it('options that name versions the plugin does not have are errors naming the option and the versions there are', () => {
    const dir = project(['2.0']);
    expect(errorOf(() => plans(dir, { lastVersion: '9.9' }))).toContain('docusaurus.config.js  docs.lastVersion: no docs version named "9.9"; accepted version names: 2.0, current');
    expect(errorOf(() => plans(dir, { versions: { '3.0': { label: 'x' } } }))).toContain('docs.versions.3.0: no such docs version; did you mean "2.0"?');
    expect(errorOf(() => plans(dir, { onlyIncludeVersions: ['2.1'] }))).toContain('docs.onlyIncludeVersions: no docs version named "2.1"');
    expect(errorOf(() => plans(dir, { onlyIncludeVersions: ['2.0'], lastVersion: 'current' }))).toContain('docs.lastVersion: "current" is not in onlyIncludeVersions (2.0)');
    expect(errorOf(() => plans(project(), { includeCurrentVersion: false }))).toContain('docs.includeCurrentVersion: no docs version is left to build');
    expect(errorOf(() => plans(project(), { disableVersioning: true }))).toContain('docs.disableVersioning: the docs have no versions file');
  });
});
