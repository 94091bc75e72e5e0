// The name of a file the build writes for what it holds (a shared sidebar, a content stylesheet,
// an island's script): a hash of its text, so a page names it before it is written and an
// unchanged file keeps its URL (assets/ is cached for a year).
import { createHash } from 'node:crypto';

export function hashedFile(folder: string, text: string, ext: string): string {
  return `${folder}/${createHash('sha256').update(text).digest('hex').slice(0, 12)}.${ext}`;
}

/** Where the scripts of MDX islands go (see components/islands). */
export const ISLANDS_FOLDER = 'assets/islands';
