// An error thrown while a page rendered: the site's code failing (a remark plugin of the site, a
// package it uses, a component) is a problem of that page, named at the frame of the site's code
// that threw; anything else is a bug of docgen's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MarkdownInput, MarkdownResult } from '../markdown/pipeline.ts';
import type { CodePosition } from './activity.ts';

export interface StackFrame {
  file: string;
  line: number;
  column: number;
}

// "    at name (/abs/file.js:12:5)", "    at /abs/file.js:12:5", with file:// URLs too.
const FRAME = /^\s*at (?:.*? \()?((?:file:\/\/)?\/[^()\n]*?):(\d+):(\d+)\)?$/gm;

/** The frames of a stack that name a file (absolute paths), in order. */
export function stackFrames(stack: string | undefined): StackFrame[] {
  return [...(stack ?? '').matchAll(FRAME)].map((m) => ({ file: m[1].startsWith('file://') ? fileURLToPath(m[1]) : m[1], line: Number(m[2]), column: Number(m[3]) }));
}

const within = (file: string, folder: string) => file === folder || file.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep);

/**
 * Where the site's code threw, when it did: the first frame of the site's own code or of a package
 * of the site's (a file under the site's folder that is not docgen's own code or packages), or
 * `{}` when the stack names no file at all (an error made elsewhere, in a worker of the site's);
 * undefined when the error comes from docgen's own code (its first frame is docgen's).
 */
export function siteFrame(stack: string | undefined, siteRoot: string, docgenRoot: string): Partial<StackFrame> | undefined {
  const docgen = ['dist', 'src', 'node_modules'].map((f) => path.join(docgenRoot, f));
  const frames = stackFrames(stack);
  if (!frames.length) return {};
  if (docgen.some((d) => within(frames[0].file, d))) return undefined;
  return frames.find((f) => within(f.file, siteRoot) && !docgen.some((d) => within(f.file, d))) ?? {};
}

/** A page whose code failed or could not finish: no content, and one error at the code that ran (else the page). Kept in no cache. */
export function failedRendering(input: MarkdownInput, message: string, at?: CodePosition): MarkdownResult {
  const where = at?.file ? at : { file: input.file };
  return { html: '', toc: [], ids: [], links: [], summary: '', problems: [{ severity: 'error', message, ...where }], transient: true };
}
