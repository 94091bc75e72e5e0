// Renders the home page data: its Markdown fields become HTML (links checked like any page's).
import type { HomeSource } from '../content/home.ts';
import type { HomeData } from '../../shared/types.ts';
import type { AsyncMarkdownRenderer } from '../markdown/pipeline.ts';
import { ChunkRenderer } from './chunks.ts';
import { isExternal, joinUrl } from '../../shared/urls.ts';

export async function renderHome(source: HomeSource, render: AsyncMarkdownRenderer, file: string, baseUrl: string, variables: Record<string, string>) {
  const chunks = new ChunkRenderer(render, { file, docPath: 'home.md', variables });
  const home: HomeData = {
    heading: source.heading,
    highlight: source.highlight,
    tagline: source.tagline,
    actions: source.actions.map((a) => ({ label: a.label, kind: a.kind, href: a.href ?? (a.to ? (isExternal(a.to) ? a.to : joinUrl(baseUrl, a.to)) : baseUrl) })),
    install: source.install ? { title: source.install.title, captionHtml: chunks.add(source.install.caption, 1), codeHtml: chunks.add(source.install.code, 1) } : undefined,
    sections: source.sections.map((s) => ({ title: s.title, columns: s.columns, items: s.items.map((i) => ({ title: i.title, html: chunks.add(i.body, 1) })) })),
    closing: source.closing ? { title: source.closing.title, html: chunks.add(source.closing.body, 1) } : undefined,
  };
  await chunks.finish();
  return { home: mapHomeHtml(home, (html) => chunks.fill(html)), links: chunks.links, problems: chunks.problems };
}

/** The home page data with every HTML field passed through `fix` (link resolution). */
export function mapHomeHtml(h: HomeData, fix: (html: string) => string): HomeData {
  return {
    ...h,
    install: h.install && { ...h.install, captionHtml: fix(h.install.captionHtml), codeHtml: fix(h.install.codeHtml) },
    sections: h.sections.map((s) => ({ ...s, items: s.items.map((i) => ({ ...i, html: fix(i.html) })) })),
    closing: h.closing && { ...h.closing, html: fix(h.closing.html) },
  };
}
