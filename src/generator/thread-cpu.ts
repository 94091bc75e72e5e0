// The CPU time of the calling thread (Linux): what a thread's work cost, apart from the time it
// waited for a core while other threads had them (a build's threads outnumber the cores).
import fs from 'node:fs';

/** This thread's CPU time in ms (to the nanosecond from schedstat, else in 10 ms steps), or undefined where the system does not say. */
export function threadCpuMs(): number | undefined {
  try {
    return Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    try {
      const fields = fs.readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return undefined;
    }
  }
}
