// "On this page": the page's headings within the configured levels, nested by level. Desktop
// shows it beside the content; mobile shows it collapsed above the content, a disclosure whose
// chevron turns when it opens.
import type { TocEntry } from '../shared/types.ts';
import { ChevronIcon } from './icons.tsx';

interface TocNode {
  entry: TocEntry;
  children: TocNode[];
}

export function nestToc(entries: TocEntry[], min: number, max: number): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const entry of entries) {
    if (entry.level < min || entry.level > max) continue;
    const node = { entry, children: [] };
    while (stack.length && stack[stack.length - 1].entry.level >= entry.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function TocList({ nodes, className }: { nodes: TocNode[]; className?: string }) {
  return (
    <ul className={className}>
      {nodes.map((n) => (
        <li key={n.entry.id}>
          <a href={`#${n.entry.id}`} className="toc-link" dangerouslySetInnerHTML={{ __html: n.entry.html }} />
          {n.children.length > 0 && <TocList nodes={n.children} />}
        </li>
      ))}
    </ul>
  );
}

export function TableOfContents({ toc, min, max }: { toc: TocEntry[]; min: number; max: number }) {
  const nodes = nestToc(toc, min, max);
  if (nodes.length === 0) return null;
  return (
    <div className="toc-desktop">
      <nav className="toc" aria-label="On this page">
        <p className="toc-title">On this page</p>
        <TocList nodes={nodes} className="toc-list" />
      </nav>
    </div>
  );
}

export function TableOfContentsMobile({ toc, min, max }: { toc: TocEntry[]; min: number; max: number }) {
  const nodes = nestToc(toc, min, max);
  if (nodes.length === 0) return null;
  return (
    <details className="toc-mobile">
      <summary className="toc-mobile-summary">
        On this page
        <ChevronIcon size={16} className="toc-mobile-chevron" />
      </summary>
      <TocList nodes={nodes} className="toc-list" />
    </details>
  );
}
