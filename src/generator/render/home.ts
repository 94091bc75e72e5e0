// Renders the home page data: its Markdown fields become HTML (links checked like any page's).
import type { HomeSource } from '../content/home.ts';
import type { HomeData } from '../../templates/types.ts';
import type { MarkdownRenderer } from '../markdown/pipeline.ts';
import { ChunkRenderer } from './chunks.ts';
import { joinUrl } from '../content/docs.ts';
import { isExternal } from '../../templates/Link.tsx';

export function renderHome(source: HomeSource, render: MarkdownRenderer, file: string, baseUrl: string, variables: Record<string, string>) {
  const chunks = new ChunkRenderer(render, { file, docPath: 'home.md', variables });
  const home: HomeData = {
    heading: source.heading,
    highlight: source.highlight,
    tagline: source.tagline,
    actions: source.actions.map((a) => ({ label: a.label, kind: a.kind, href: a.href ?? (a.to ? (isExternal(a.to) ? a.to : joinUrl(baseUrl, a.to)) : baseUrl) })),
    install: source.install ? { title: source.install.title, captionHtml: chunks.chunk(source.install.caption, 1), codeHtml: chunks.chunk(source.install.code, 1) } : undefined,
    sections: source.sections.map((s) => ({ title: s.title, columns: s.columns, items: s.items.map((i) => ({ title: i.title, html: chunks.chunk(i.body, 1) })) })),
    closing: source.closing ? { title: source.closing.title, html: chunks.chunk(source.closing.body, 1) } : undefined,
  };
  return { home, links: chunks.links, problems: chunks.problems };
}
