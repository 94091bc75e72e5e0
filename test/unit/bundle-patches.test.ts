// The generator's bundle patches some packages' hot paths (scripts/bundle-patches.mjs) to give the
// same results faster: here mdast-util-to-hast's copy of a node's hProperties, patched against
// the package as published.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as esbuild from 'esbuild';
import { toHast as publishedToHast } from 'mdast-util-to-hast';
import type { Root } from 'mdast';
// @ts-expect-error: a script of the repository, without types
import { dependencyPatches } from '../../scripts/bundle-patches.mjs';

let dir: string;
let patchedToHast: typeof publishedToHast;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-patches-'));
  const entry = path.join(dir, 'entry.js');
  fs.writeFileSync(entry, "export { toHast } from 'mdast-util-to-hast';\n");
  const out = path.join(dir, 'out.mjs');
  await esbuild.build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: out, plugins: dependencyPatches, nodePaths: [path.resolve('node_modules')], logLevel: 'error' });
  expect(fs.readFileSync(out, 'utf8')).toContain('plainCopy');
  ({ toHast: patchedToHast } = await import(pathToFileURL(out).href));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const shared = ['one', 'two'];
const heading = (hProperties: Record<string, unknown>): Root => ({ type: 'root', children: [{ type: 'heading', depth: 2, data: { hProperties: hProperties as never }, children: [{ type: 'text', value: 'Title' }] }] });
const cases: Record<string, Record<string, unknown>> = {
  'an id': { id: 'title' },
  'classes, numbers, booleans, null and undefined': { className: ['a', 'b'], tabIndex: 0, hidden: true, title: null, dataEmpty: undefined },
  'nested objects and arrays': { dataOptions: { sizes: [1, 2, { nested: ['x'] }] } },
  'an object without a prototype': { dataPlain: Object.assign(Object.create(null), { a: 1 }) },
  'an array met twice': { first: shared, second: shared },
  'a date': { dataWhen: new Date(0) },
};

describe('bundle patches', () => {
  for (const [name, hProperties] of Object.entries(cases)) {
    it(`copies hProperties as mdast-util-to-hast does: ${name}`, () => {
      const tree = heading(hProperties);
      const published = publishedToHast(tree) as unknown as { children: { properties: Record<string, unknown> }[] };
      const patched = patchedToHast(tree) as unknown as { children: { properties: Record<string, unknown> }[] };
      expect(patched).toStrictEqual(published);
      const props = patched.children[0].properties;
      // A copy, not the node's own values; a value met twice is one copy, as the clone makes it.
      for (const key of Object.keys(hProperties)) if (hProperties[key] && typeof hProperties[key] === 'object') expect(props[key]).not.toBe(hProperties[key]);
      if (name === 'an array met twice') expect(props.first).toBe(props.second);
    });
  }
});
