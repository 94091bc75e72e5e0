// The layout of src/ (ARCHITECTURE.md): which folder may import which, no import cycles, no file
// too long to read at once.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve('src');
const files: string[] = [];
(function walk(dir: string) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.(ts|tsx|css)$/.test(e.name) && !e.name.endsWith('.d.ts')) files.push(p);
  }
})(SRC);
const code = files.filter((f) => !f.endsWith('.css'));
const layer = (file: string) => path.relative(SRC, file).split(path.sep)[0];

/** Every relative import of a module (type-only imports too: they tie modules as well). */
function importsOf(file: string): string[] {
  const src = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of src.matchAll(/(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|^import\s+['"](\.[^'"]+)['"]/gm)) {
    const target = path.resolve(path.dirname(file), m[1] ?? m[2] ?? m[3]);
    if (fs.existsSync(target)) out.push(target);
  }
  return out;
}
const graph = new Map(code.map((f) => [f, importsOf(f)]));

/** What each top-level folder of src/ may import besides itself. */
const ALLOWED: Record<string, string[]> = {
  shared: [],
  components: ['shared'],
  templates: ['shared'],
  client: ['shared', 'templates', 'components'],
  generator: ['shared', 'templates', 'components'],
};

describe('the layout of src/', () => {
  it('has only the folders ARCHITECTURE.md describes', () => {
    expect(new Set(files.map(layer))).toEqual(new Set(Object.keys(ALLOWED)));
  });

  it('imports downwards only: shared at the bottom, templates never the generator', () => {
    const wrong: string[] = [];
    for (const [file, imports] of graph) {
      for (const target of imports) {
        const from = layer(file);
        const to = layer(target);
        if (from !== to && !ALLOWED[from].includes(to)) wrong.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('renders the theme from one place of the generator', () => {
    const importers = [...graph].filter(([file, imports]) => layer(file) === 'generator' && imports.some((t) => layer(t) === 'templates')).map(([file]) => path.relative(SRC, file));
    expect(importers).toEqual(['generator/render/document.ts']);
  });

  it('has no import cycles', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (f: string) => {
      state.set(f, 'open');
      stack.push(f);
      for (const t of graph.get(f) ?? []) {
        if (state.get(t) === 'open') cycles.push(stack.slice(stack.indexOf(t)).map((x) => path.relative(SRC, x)).join(' -> '));
        else if (!state.has(t)) visit(t);
      }
      stack.pop();
      state.set(f, 'done');
    };
    for (const f of code) if (!state.has(f)) visit(f);
    expect(cycles).toEqual([]);
  });

  it('has no source file over 350 lines', () => {
    const long = files.map((f) => [path.relative(SRC, f), fs.readFileSync(f, 'utf8').split('\n').length] as const).filter(([, n]) => n > 350);
    expect(long).toEqual([]);
  });

  it('keeps one folder per content component, each listed once in the registry', () => {
    const registry = fs.readFileSync(path.join(SRC, 'components/registry.ts'), 'utf8');
    const folders = fs.readdirSync(path.join(SRC, 'components'), { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'kit').map((e) => e.name);
    for (const name of folders) {
      expect(fs.existsSync(path.join(SRC, 'components', name, 'component.ts')), `${name}/component.ts`).toBe(true);
      expect(registry.match(new RegExp(`from '\\./${name}/component\\.ts'`, 'g'))?.length, `${name} in registry.ts`).toBe(1);
    }
  });
});
