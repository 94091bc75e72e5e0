// docgen check: every problem of the site in one run, as `file:line:col  message` lines (or JSON
// for CI annotations), then a count. The build's own checks, run without writing anything.
import { DocgenError, formatProblem, type Problem } from '../errors.ts';
import type { Progress } from '../progress.ts';

export interface CheckResult {
  problems: Problem[];
  errors: number;
  warnings: number;
  pages: number;
}

export async function checkSite(options: { root: string; configFile: string; progress?: Progress }): Promise<CheckResult> {
  let problems: Problem[];
  let pages = 0;
  try {
    const { build } = await import('./build.ts');
    const result = await build({ root: options.root, configFile: options.configFile, outDir: '', mode: 'check', ...(options.progress ? { progress: options.progress } : {}) });
    problems = result.problems;
    pages = result.routes;
  } catch (err) {
    // Config and content that cannot be loaded stop the check early; their problems are the result.
    if (!(err instanceof DocgenError)) throw err;
    problems = err.problems;
  }
  const errors = problems.filter((p) => p.severity === 'error').length;
  return { problems, errors, warnings: problems.length - errors, pages };
}

export function printCheck(result: CheckResult, format: 'text' | 'json'): void {
  if (format === 'json') {
    console.log(JSON.stringify({ errors: result.errors, warnings: result.warnings, pages: result.pages, problems: result.problems }, null, 2));
    return;
  }
  for (const p of result.problems) console.log(formatProblem(p));
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  if (result.problems.length) console.log(`\n${result.errors ? '✖' : '⚠'} ${count(result.errors, 'error')}, ${count(result.warnings, 'warning')}`);
  else console.log(`✔ no problems in ${count(result.pages, 'page')}`);
}
