// Zod's issues as docgen's problems (the key's path, then what is wrong), and values described
// briefly for messages.
import type * as z from 'zod';
import { problem, type Problem } from '../errors.ts';

export function zodProblems(error: z.ZodError, fileName: string, prefix = ''): Problem[] {
  return error.issues.map((issue) => {
    const where = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') message = `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    return problem(fileName, `${where ? `${where}: ` : ''}${message}`);
  });
}

/** A value as a short JSON-like text for messages; never throws (BigInt, cycles, functions). */
export function describeValue(value: unknown, max = 120): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : typeof v === 'function' ? '[function]' : typeof v === 'symbol' ? String(v) : v));
  } catch {
    json = undefined; // a cycle
  }
  json ??= typeof value === 'object' && value !== null ? `[${Array.isArray(value) ? 'array' : 'object'} that contains itself]` : String(value);
  return json.length > max ? `${json.slice(0, max - 3)}...` : json;
}
