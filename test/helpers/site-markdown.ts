// Every Markdown source of the site (docs of both versions, sections, API prose) with what the
// Markdown renderer needs to render it as the site does.
import fs from 'node:fs';
import path from 'node:path';
import { parseSource } from '../../src/generator/content/frontmatter.ts';
import { leadingHeading } from '../../src/generator/content/docs.ts';

export interface SiteMarkdown {
  file: string;
  body: string;
  bodyLine: number;
  docPath: string;
}

export function siteMarkdown(root = path.resolve('content')): SiteMarkdown[] {
  const out: SiteMarkdown[] = [];
  const walk = (dir: string, base: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p, base);
      else if (e.name.endsWith('.md') && e.name !== 'README.md') {
        const parsed = parseSource(fs.readFileSync(p, 'utf8'), p);
        const h1 = leadingHeading(parsed.body);
        out.push({ file: path.relative(process.cwd(), p), body: h1 ? parsed.body.slice(h1.end) : parsed.body, bodyLine: parsed.bodyLine + (h1?.lines ?? 0), docPath: path.relative(base, p).split(path.sep).join('/') });
      }
    }
  };
  for (const d of ['docs', 'versioned_docs', 'community', 'api']) if (fs.existsSync(path.join(root, d))) walk(path.join(root, d), path.join(root, d));
  return out;
}
