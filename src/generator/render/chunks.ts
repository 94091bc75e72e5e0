// Renders several Markdown chunks that end up on one page (API prose, home page sections),
// merging their links, ids and problems; link placeholders are renumbered to stay unique.
import type { Problem } from '../errors.ts';
import type { CollectedLink } from '../markdown/links.ts';
import type { MarkdownInput, MarkdownRenderer } from '../markdown/pipeline.ts';

export class ChunkRenderer {
  readonly links: CollectedLink[] = [];
  readonly ids: string[] = [];
  readonly problems: Problem[] = [];

  constructor(
    private readonly render: MarkdownRenderer,
    private readonly defaults: Omit<MarkdownInput, 'source' | 'firstLine' | 'apiMember'>,
  ) {}

  chunk(source: string | undefined, firstLine: number, apiMember?: string): string {
    if (!source || !source.trim()) return '';
    const r = this.render({ ...this.defaults, source, firstLine, apiMember });
    this.problems.push(...r.problems);
    this.ids.push(...r.ids);
    const offset = this.links.length;
    this.links.push(...r.links);
    return offset ? r.html.replace(/docgen-link:(\d+)/g, (_m, n: string) => `docgen-link:${Number(n) + offset}`) : r.html;
  }
}
