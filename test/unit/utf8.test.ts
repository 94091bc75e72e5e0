import { describe, it, expect } from 'vitest';
import { utf8 } from '../../src/generator/utf8.ts';

describe('utf8', () => {
  it('gives the bytes Buffer.from gives: ASCII, accents, astral characters, lone surrogates, nothing', () => {
    const texts = ['', 'plain ASCII <p class="x">', 'café — naïve «guillemets»', 'emoji 🖼️ and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'lone \uD800 high and \uDC00 low', '\uDBFF', 'x'.repeat(200_000) + '—'];
    for (const text of texts) expect(Buffer.compare(utf8(text), Buffer.from(text))).toBe(0);
  });

  it('gives each text a buffer of its own, exactly its bytes, whatever is encoded after', () => {
    const first = utf8('first — text');
    const second = utf8('second text, longer than the first one');
    expect(first.byteOffset).toBe(0);
    expect(first.buffer.byteLength).toBe(first.length);
    expect(first.toString('utf8')).toBe('first — text');
    second.fill(0);
    expect(first.toString('utf8')).toBe('first — text');
  });
});
