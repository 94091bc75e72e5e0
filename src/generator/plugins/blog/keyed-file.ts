// A file that maps keys to entries (the blog's authors file, its tags file; YAML or JSON): each
// entry checked by its schema, a bad one a problem naming its key and the key's line.
import type * as z from 'zod';
import { problem, type Problem } from '../../errors.ts';
import { issueText, pathText, plainIssues } from '../../config/zod-problems.ts';

/** The line (1-based) of a top-level key of a YAML or JSON file, for messages. */
export function keyLines(text: string): (key: string) => number | undefined {
  const lines = text.split('\n');
  return (key) => {
    const i = lines.findIndex((l) => l.startsWith(`${key}:`) || l.trimStart().startsWith(`"${key}":`));
    return i < 0 ? undefined : i + 1;
  };
}

/** The entries that `schema` accepts, by key; each other one is a problem (`what`: "author", "tag"). */
export function checkedEntries<T>(file: string, data: Record<string, unknown>, schema: z.ZodType<T>, what: string, lineOf: (key: string) => number | undefined, problems: Problem[]): [string, T][] {
  const out: [string, T][] = [];
  for (const [key, raw] of Object.entries(data)) {
    const parsed = schema.safeParse(raw, plainIssues);
    if (parsed.success) out.push([key, parsed.data]);
    else for (const issue of parsed.error.issues) problems.push(problem(file, issueText(pathText(`${what} "${key}"`, issue.path), issue.message), lineOf(key)));
  }
  return out;
}
