// Machine-readable docs: each page's Markdown next to its HTML (URL + ".md"), and per docs
// version an llms.txt (the pages with one-line descriptions) and llms-full.txt (all of them).
import { createHash } from 'node:crypto';
import type { ApiRefResolver } from '../markdown/api-refs.ts';

export interface LlmsPage {
  title: string;
  /** Absolute URL of the page's Markdown. */
  url: string;
  description: string;
  section: string;
  markdown: string;
}

const REF = /\[`?(method|property|event|option|param): ([\w.$#-]+)`?\]|\[([A-Z][A-Za-z0-9]+)\](?!\()/g;

/** Turns API references into plain Markdown links with absolute URLs. */
export function resolveMarkdownRefs(markdown: string, resolver: ApiRefResolver | undefined, origin: string): string {
  if (!resolver) return markdown;
  let fence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      if (fence) return line;
      return line.replace(REF, (all, kind: string | undefined, ref: string | undefined, cls: string | undefined) => {
        if (cls && !resolver.isClass(cls)) return all;
        const target = resolver.resolve((kind ?? 'class') as never, (ref ?? cls)!);
        if ('error' in target) return all;
        return target.codeOnly || !target.href ? `\`${target.label}\`` : `[${target.label}](${origin}${target.href})`;
      });
    })
    .join('\n');
}

export function llmsTxt(title: string, tagline: string, pages: LlmsPage[]): string {
  const sections = new Map<string, LlmsPage[]>();
  for (const p of pages) {
    if (!sections.has(p.section)) sections.set(p.section, []);
    sections.get(p.section)!.push(p);
  }
  const parts = [`# ${title}`, '', `> ${tagline}`, ''];
  for (const [section, list] of sections) {
    parts.push(`## ${section}`, '');
    for (const p of list) parts.push(`- [${p.title}](${p.url})${p.description ? `: ${p.description}` : ''}`);
    parts.push('');
  }
  return parts.join('\n');
}

export function llmsFullTxt(title: string, pages: LlmsPage[]): string {
  return [`# ${title}`, '', ...pages.map((p) => fullSection(p.url, p.markdown))].join('\n');
}

const fullSection = (url: string, markdown: string) => `${markdown.trim()}\n\nSource: ${url}\n\n---\n`;

/** Where each page's section lies in an llms-full.txt (by the page's key), to make the next one from it. */
export interface LlmsFullLayout {
  /** Identifies the file's content: a hash of its title and its pages' keys. */
  hash: string;
  sections: [key: string, start: number, length: number][];
}

/**
 * llms-full.txt (as llmsFullTxt makes it) with its layout. A page's `key` changes with its
 * Markdown: the sections of pages whose key is in the previous file's layout are copied from it,
 * so a large site's file is made again without reading every page.
 */
export function llmsFullFile(title: string, pages: { key: string; url: string; markdown: () => string }[], previous?: { bytes: Buffer; layout: LlmsFullLayout }): { parts: Buffer[]; layout: LlmsFullLayout } {
  const old = new Map(previous?.layout.sections.map(([key, start, length]) => [key, [start, length] as const]));
  const parts: Buffer[] = [Buffer.from(pages.length ? `# ${title}\n\n` : `# ${title}\n`)];
  let at = parts[0].length;
  const sections: LlmsFullLayout['sections'] = [];
  pages.forEach((p, i) => {
    if (i > 0) {
      parts.push(Buffer.from('\n'));
      at++;
    }
    const kept = old.get(p.key);
    const part = kept && previous ? previous.bytes.subarray(kept[0], kept[0] + kept[1]) : Buffer.from(fullSection(p.url, p.markdown()));
    parts.push(part);
    sections.push([p.key, at, part.length]);
    at += part.length;
  });
  const hash = createHash('sha256').update(JSON.stringify([title, pages.map((p) => p.key)])).digest('base64url').slice(0, 32);
  return { parts, layout: { hash, sections } };
}
