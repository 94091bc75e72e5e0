// Errors that docgen reports to the user: a file, the position where known, and what was expected.
// Anything else that escapes is a bug in docgen and is shown with its stack.

export type { Problem, ProblemLocation } from '../shared/problem.ts';
import type { Problem } from '../shared/problem.ts';

export class DocgenError extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[] | Problem) {
    const list = Array.isArray(problems) ? problems : [problems];
    super(list.map(formatProblem).join('\n'));
    this.name = 'DocgenError';
    this.problems = list;
  }
}

export function problem(file: string, message: string, line?: number, column?: number): Problem {
  return { severity: 'error', file, message, line, column };
}

/** Where a problem is: `file`, `file:line` or `file:line:col`. */
export const problemPlace = (p: Problem): string => (p.line ? `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}` : p.file);

export function formatProblem(p: Problem): string {
  return `${problemPlace(p)}  ${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`;
}

const problemKey = (p: Problem) => `${p.file}:${p.line}:${p.message}`;

/** Problems as one text, to tell whether two lists differ. */
export const problemsText = (problems: Problem[]): string => problems.map(problemKey).join('\n');

/** Problems without repeats (the same message at the same place). */
export function uniqueProblems(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(problemKey(p)) && !!seen.add(problemKey(p)));
}

/** Throws one DocgenError listing every error problem, if there is any. */
export function throwIfErrors(problems: Problem[]): void {
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length) throw new DocgenError(errors);
}

/** A file-system error in words, without the absolute paths of Node's message. */
export function fsReason(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  switch (e.code) {
    case 'ENOENT':
      return 'no such file or folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder';
    case 'ELOOP':
      return 'a symbolic link loop';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENAMETOOLONG':
      return 'the name is too long';
    default:
      return e.code ? `${e.code}: ${e.message}` : String(e.message ?? e);
  }
}
