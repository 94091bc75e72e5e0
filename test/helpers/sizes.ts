// Byte sizes of what a page loads: its scripts (following static imports) and styles, gzipped.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const gz = (b: Buffer | string) => zlib.gzipSync(b, { level: 9 }).length;

/** First-load JavaScript of a built page: module scripts and every chunk they import statically. */
export function firstLoadJs(siteDir: string, baseUrl: string, pageFile: string): { files: string[]; gzip: number } {
  const html = fs.readFileSync(path.join(siteDir, pageFile), 'utf8');
  const queue = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1].slice(baseUrl.length));
  const seen = new Set<string>();
  let total = 0;
  while (queue.length) {
    const rel = queue.pop()!;
    if (seen.has(rel)) continue;
    seen.add(rel);
    const code = fs.readFileSync(path.join(siteDir, rel));
    total += gz(code);
    for (const m of code.toString('utf8').matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+)["']/g)) queue.push(path.posix.join(path.posix.dirname(rel), m[1]));
  }
  return { files: [...seen], gzip: total };
}

export function cssGzip(siteDir: string, baseUrl: string, pageFile: string): number {
  const html = fs.readFileSync(path.join(siteDir, pageFile), 'utf8');
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].reduce((n, m) => n + gz(fs.readFileSync(path.join(siteDir, m[1].slice(baseUrl.length)))), 0);
}
