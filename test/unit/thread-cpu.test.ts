// A thread's CPU time (thread-cpu.ts): what the search thread's work is counted in, apart from the
// turns it waits for a core.
import { describe, it, expect } from 'vitest';
import { threadCpuMs } from '../../src/generator/thread-cpu.ts';

describe('thread CPU time', () => {
  it("counts this thread's work, and not the time it spends waiting", async () => {
    const before = threadCpuMs();
    expect(typeof before).toBe('number');
    // (Waiting costs no CPU.)
    await new Promise((r) => setTimeout(r, 200));
    const waited = threadCpuMs()! - before!;
    expect(waited).toBeLessThan(100);
    // (Working does: 40 ms of it.)
    const start = threadCpuMs()!;
    let x = 0;
    while (threadCpuMs()! - start < 40) x += Math.sqrt(x + 1);
    const worked = threadCpuMs()! - start;
    expect(worked).toBeGreaterThanOrEqual(40);
    expect(worked).toBeLessThan(1000);
  });
});
