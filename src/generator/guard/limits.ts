// How long the site's code may run at one go (a page's expressions and components, the site's
// plugins, its config and sidebars while they load), and how docgen names a failure of it.
import { DocgenError } from '../errors.ts';
import type { CodePosition } from './activity.ts';

/** The time limit of one step of the site's code: DOCGEN_SITE_CODE_TIMEOUT_MS, else 30 s. */
export const siteCodeTimeoutMs = (): number => Number(process.env.DOCGEN_SITE_CODE_TIMEOUT_MS) || 30_000;

/** The job number a render worker is under while it loads the site's plugins. */
export const LOADING_JOB = 0x7fffffff;
/** The job a render thread runs while it renders a page's document with the site's own layout components (render/document-jobs.ts). */
export const DOCUMENT_JOB = 0x7ffffffe;

/** An error at a place in the site's code. */
export function siteCodeFailure(at: CodePosition, message: string): DocgenError {
  return new DocgenError({ severity: 'error', file: at.file, message, ...(at.line ? { line: at.line } : {}), ...(at.column ? { column: at.column } : {}) });
}
