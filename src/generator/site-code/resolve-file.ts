// The file a path import of the site's own code names, found the way TypeScript and bundlers (and
// Docusaurus) find it: as written, with an extension added (`./core/theme` → theme.ts), a .js
// import of a .ts file (`./theme.js` → theme.ts), or a folder's index file.
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'];
const TS_TWINS: Record<string, string[]> = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };

const isFile = (file: string) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

export function findSiteFile(wanted: string): string | undefined {
  if (isFile(wanted)) return wanted;
  const ext = path.extname(wanted);
  const twins = (TS_TWINS[ext] ?? []).map((e) => wanted.slice(0, -ext.length) + e);
  const candidates = [...twins, ...EXTENSIONS.map((e) => wanted + e), ...EXTENSIONS.map((e) => path.join(wanted, `index${e}`))];
  return candidates.find(isFile);
}
