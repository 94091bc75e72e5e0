// Renders the home page data: its Markdown fields become HTML (links checked like any page's).
import type { HomeSource } from '../content/home.ts';
import type { HomeData } from '../../templates/types.ts';
import type { AsyncMarkdownRenderer } from '../markdown/pipeline.ts';
import { ChunkRenderer } from './chunks.ts';
import { joinUrl } from '../content/docs.ts';
import { isExternal } from '../../templates/Link.tsx';

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
  const fill = (html: string) => chunks.fill(html);
  home.install &&= { ...home.install, captionHtml: fill(home.install.captionHtml), codeHtml: fill(home.install.codeHtml) };
  home.sections = home.sections.map((s) => ({ ...s, items: s.items.map((i) => ({ ...i, html: fill(i.html) })) }));
  home.closing &&= { ...home.closing, html: fill(home.closing.html) };
  return { home, links: chunks.links, problems: chunks.problems };
}
