// Machine-readable docs: each page's Markdown next to its HTML (URL + ".md"), and per docs
// version an llms.txt (the pages with one-line descriptions) and llms-full.txt (all of them).
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
  return [`# ${title}`, '', ...pages.map((p) => `${p.markdown.trim()}\n\nSource: ${p.url}\n\n---\n`)].join('\n');
}
