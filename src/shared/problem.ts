// A problem docgen reports to the user: a file, the position where known, and what was expected.

export interface ProblemLocation {
  file: string;
  line?: number;
  column?: number;
}

export interface Problem extends ProblemLocation {
  severity: 'error' | 'warning';
  message: string;
}
