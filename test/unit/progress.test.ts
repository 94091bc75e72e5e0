// What build and check say while they work (progress.ts): a live line on a terminal, one line a
// phase elsewhere, nothing with --quiet, every stage's time with --verbose.
import { describe, it, expect } from 'vitest';
import { createProgress, progressMode } from '../../src/generator/progress.ts';

/** A stream that keeps what is written, and a clock the test moves. */
function setup(isTTY: boolean) {
  const written: string[] = [];
  const stream = { isTTY, write: (t: string) => written.push(t), columns: 120, rows: 40, on() {}, off() {}, once() {}, removeListener() {} };
  let t = 0;
  return { stream, written, advance: (ms: number) => (t += ms), now: () => t };
}

// eslint-disable-next-line no-control-regex
const plain = (s: string) => s.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');

describe('progress', () => {
  it('is live on a terminal, lines in a pipe or in CI, and nothing when quiet', () => {
    expect(progressMode({}, { isTTY: true, write() {} }, {})).toBe('live');
    expect(progressMode({}, { isTTY: false, write() {} }, {})).toBe('lines');
    expect(progressMode({}, { isTTY: true, write() {} }, { CI: 'true' })).toBe('lines');
    expect(progressMode({}, { isTTY: true, write() {} }, { CI: 'false' })).toBe('live');
    expect(progressMode({}, { isTTY: true, write() {} }, { TERM: 'dumb' })).toBe('lines');
    expect(progressMode({ quiet: true }, { isTTY: true, write() {} }, {})).toBe('quiet');
  });

  it('writes one line as each phase ends, with its pages and time, when not on a terminal', () => {
    const { stream, written, advance, now } = setup(false);
    const p = createProgress('lines', { stream, now });
    p.phase('Loading the site');
    advance(250);
    p.phase('Rendering Markdown', 3);
    p.tick();
    p.tick();
    p.tick();
    advance(1500);
    p.phase('Resolving links');
    advance(40);
    p.end({ config: 100, 'load content': 150 });
    expect(written.join('')).toBe('Loading the site: 0.25 s\nRendering Markdown: 3 pages in 1.50 s\nResolving links: 0.04 s\n');
  });

  it('draws one line in place on a terminal, pages done of the total and the time so far, then the phases on one line', () => {
    const { stream, written, advance, now } = setup(true);
    const p = createProgress('live', { stream, now });
    p.phase('Loading the site');
    advance(300);
    p.phase('Writing pages', 1200);
    for (let i = 0; i < 400; i++) p.tick();
    advance(700);
    p.phase('Putting the site in place');
    const drawn = plain(written.join(''));
    expect(drawn).toContain('Loading the site…  0.00 s');
    expect(drawn).toContain('Writing pages…  0/1,200 pages  0.30 s');
    // (Each draw erases the one before: the terminal shows one line.)
    expect(written.join('')).toMatch(/\u001b\[2K/);
    written.length = 0;
    advance(100);
    p.end({ config: 1 });
    expect(plain(written.join(''))).toMatch(/Loading the site 0\.30 s · Writing pages 0\.70 s · Putting the site in place 0\.10 s\n$/);
  });

  it('prints no summary when the work failed, and nothing at all when quiet', () => {
    const live = setup(true);
    const p = createProgress('live', { stream: live.stream, now: live.now });
    p.phase('Loading the site');
    live.written.length = 0;
    p.end();
    expect(plain(live.written.join(''))).not.toContain('0.00 s');
    const quiet = setup(false);
    const q = createProgress('quiet', { stream: quiet.stream, now: quiet.now, verbose: true });
    q.phase('Loading the site');
    q.tick();
    q.end({ config: 5 });
    expect(quiet.written).toEqual([]);
  });

  it('adds every stage and its time when verbose', () => {
    const { stream, written, now } = setup(false);
    const p = createProgress('lines', { stream, now, verbose: true });
    p.phase('Loading the site');
    p.end({ config: 120, 'render markdown (2 threads)': 4210 });
    expect(written.join('')).toContain('  config                       0.12 s\n  render markdown (2 threads)  4.21 s\n');
  });
});
