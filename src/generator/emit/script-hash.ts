// The Content-Security-Policy's name for an inline script or style: its hash.
import { createHash } from 'node:crypto';

/** The CSP source expression of an inline script: `'sha256-…'`. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
