// What a build prints of its own use of the machine, stage by stage, for work on its speed and
// memory: DOCGEN_MEMORY=1 (the process's memory) and DOCGEN_CPU=1 (the CPU of all threads and of
// the build's thread: a stage whose threads keep all the cores busy gains only by less work).
import { threadCpuMs } from '../thread-cpu.ts';

/** Where the stage's CPU is counted from: all threads', and this thread's. */
let cpuBefore: { all: NodeJS.CpuUsage; here: number | undefined } = { all: { user: 0, system: 0 }, here: undefined };
/** Counts the next stage's CPU from now (a build's start). */
export function markCpu(): void {
  cpuBefore = { all: process.cpuUsage(), here: threadCpuMs() };
}

/** The CPU a stage took, in a line: all threads' (how many cores that kept busy) and this thread's (Linux). */
export function cpuLine(label: string, wallMs: number): string {
  const all = process.cpuUsage(cpuBefore.all);
  const allMs = (all.user + all.system) / 1000;
  const here = threadCpuMs();
  // (How many cores: only for a stage long enough to say.)
  const cores = wallMs >= 10 ? ` (${(allMs / wallMs).toFixed(1)} cores)` : '';
  const line = `cpu ${label}: ${Math.round(wallMs)} ms, ${Math.round(allMs)} ms of CPU${cores}${here !== undefined && cpuBefore.here !== undefined ? `, ${Math.round(here - cpuBefore.here)} ms on the build's thread` : ''}`;
  markCpu();
  return line;
}

/** The process's memory (all threads) and this thread's heap, in a line. */
export function memoryLine(label: string): string {
  const m = process.memoryUsage();
  return `${label}: rss ${Math.round(m.rss / 1e6)} MB, heap ${Math.round(m.heapUsed / 1e6)} MB (of ${Math.round(m.heapTotal / 1e6)} MB), external ${Math.round(m.external / 1e6)} MB`;
}
