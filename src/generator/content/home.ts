// The home page's data (content/pages/home.json): hero, calls to action, install snippet and
// feature sections; text fields are Markdown.
import fs from 'node:fs';
import * as z from 'zod';
import { DocgenError } from '../errors.ts';
import { onceIssues, zodProblems } from '../config/zod-problems.ts';
import { readJsonFile } from './json-file.ts';

const action = z.strictObject({ label: z.string(), to: z.string().optional(), href: z.string().optional(), kind: z.enum(['primary', 'secondary', 'github']).default('primary') });
export const homeSchema = z.strictObject({
  title: z.string().optional(),
  description: z.string().optional(),
  heading: z.string(),
  highlight: z.string().optional(),
  tagline: z.string(),
  actions: z.array(action).default([]),
  install: z.strictObject({ title: z.string(), caption: z.string().default(''), code: z.string() }).optional(),
  sections: z.array(z.strictObject({ title: z.string(), columns: z.number().int().min(1).max(4).default(2), items: z.array(z.strictObject({ title: z.string(), body: z.string() })) })).default([]),
  closing: z.strictObject({ title: z.string(), body: z.string() }).optional(),
});
export type HomeSource = z.output<typeof homeSchema>;

export function loadHome(file: string, display: string, root?: string): HomeSource | undefined {
  if (!fs.existsSync(file)) return undefined;
  const raw = readJsonFile(file, display, root);
  const parsed = homeSchema.safeParse(raw, onceIssues);
  if (!parsed.success) throw new DocgenError(zodProblems(parsed.error, display));
  return parsed.data;
}
