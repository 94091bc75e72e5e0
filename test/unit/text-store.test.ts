// The store between the rendering phases: pages past its memory budget go to a file on disk and
// come back byte for byte, in any order, each once.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import { TextStore } from '../../src/generator/text-store.ts';

describe('TextStore', () => {
  it('gives back every page as it was stored, from memory or from disk, and forgets it', () => {
    const before = new Set(fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('docgen-html-')));
    const store = new TextStore(100);
    const pages = Array.from({ length: 20 }, (_, i) => [`page-${i}`, `<p>Page ${i} — ünïcödé ${'x'.repeat(i * 7)} 🎭</p>`] as const);
    for (const [key, html] of pages) store.put(key, html);
    // Past 100 characters the pages went to disk.
    expect(fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('docgen-html-') && !before.has(d))).toHaveLength(1);
    for (const [key, html] of [...pages].reverse()) expect(store.take(key)).toBe(html);
    expect(store.take('page-3')).toBe('');
    expect(store.take('never')).toBe('');
    store.dispose();
  });

  it('removes its file when disposed', () => {
    const before = new Set(fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('docgen-html-')));
    const store = new TextStore(0);
    store.put('a', 'some html');
    const made = fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('docgen-html-') && !before.has(d));
    expect(made).toHaveLength(1);
    store.dispose();
    expect(fs.existsSync(`${os.tmpdir()}/${made[0]}`)).toBe(false);
  });
});
