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

  it('reads a text as often as asked, from memory or from disk, until it is taken', () => {
    const store = new TextStore(60);
    const texts = Array.from({ length: 8 }, (_, i) => [`meta-${i}`, JSON.stringify({ ids: [`h-${i}`, 'ünï 🎭'], n: 'y'.repeat(i * 5) })] as const);
    for (const [key, text] of texts) store.put(key, text);
    for (let round = 0; round < 3; round++) for (const [key, text] of texts) expect(store.read(key)).toBe(text);
    expect(store.take('meta-7')).toBe(texts[7][1]);
    expect(store.read('meta-7')).toBe('');
    expect(store.take('meta-0')).toBe(texts[0][1]);
    expect(store.read('meta-0')).toBe('');
    expect(store.read('meta-5')).toBe(texts[5][1]);
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
