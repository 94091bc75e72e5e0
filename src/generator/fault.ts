// Fault injection, for the tests of what a killed build leaves behind: with
// DOCGEN_FAULT=<point>[:<n>] the process stops dead (SIGKILL: no clean-up, no exit handlers, as a
// power cut or a CI timeout would stop it) the n-th time it passes the named point (the first time
// without n). Without the variable a point costs one comparison.
const spec = process.env.DOCGEN_FAULT;
const [target, nth] = spec ? [spec.replace(/:\d+$/, ''), Number(/:(\d+)$/.exec(spec)?.[1] ?? 1)] : [undefined, 0];
let passed = 0;

/** A named point of a build where the tests may stop the process. */
export function faultPoint(name: string): void {
  if (name !== target || ++passed !== nth) return;
  process.kill(process.pid, 'SIGKILL');
}
