// Renders the Markdown chunks that end up on one page (API prose, usage blocks, home sections) in
// a single pipeline run: the chunks are joined with separator comments, rendered once, and the
// HTML is split again. Problem and link lines are mapped back to each chunk's own file line.
import type { Problem } from '../errors.ts';
import type { CollectedLink } from '../../components/kit/file-data.ts';
import type { AsyncMarkdownRenderer, MarkdownInput } from '../markdown/pipeline.ts';

interface Pending {
  source: string;
  firstLine: number;
  member?: string;
  /** Line of the combined document where the chunk starts. */
  start: number;
}

const marker = (n: number) => `<!--docgen-chunk-${n}-->`;
const MARKER_RE = /<!--docgen-chunk-(\d+)-->/g;

export class ChunkRenderer {
  links: CollectedLink[] = [];
  readonly ids: string[] = [];
  readonly problems: Problem[] = [];
  private readonly pending: Pending[] = [];
  private html: string[] = [];
  private lines = 1;

  constructor(
    private readonly render: AsyncMarkdownRenderer,
    private readonly defaults: Omit<MarkdownInput, 'source' | 'firstLine' | 'apiMember' | 'apiMembers'>,
  ) {}

  /** Queues a chunk and returns the marker that stands for its HTML until fill(). */
  add(source: string | undefined, firstLine: number, member?: string): string {
    if (!source || !source.trim()) return '';
    const n = this.pending.length;
    // A separator block before each chunk: blank line, marker, blank line.
    this.lines += 3;
    this.pending.push({ source: source.replace(/\s+$/, ''), firstLine, member, start: this.lines });
    this.lines += source.replace(/\s+$/, '').split('\n').length;
    return marker(n);
  }

  /** Renders every queued chunk at once. */
  async finish(): Promise<void> {
    if (this.pending.length === 0) return;
    const source = this.pending.map((p, n) => `\n${marker(n)}\n\n${p.source}`).join('\n');
    const r = await this.render({
      ...this.defaults,
      source,
      firstLine: 1,
      apiMembers: this.pending.filter((p) => p.member).map((p) => [p.start, p.member!] as [number, string]),
    });
    const toSource = (line: number | undefined) => {
      if (line === undefined) return undefined;
      let chunk = this.pending[0];
      for (const p of this.pending) if (p.start <= line) chunk = p;
      return chunk.firstLine + (line - chunk.start);
    };
    this.problems.push(...r.problems.map((p) => ({ ...p, line: toSource(p.line) })));
    this.links = r.links.map((l) => ({ ...l, line: toSource(l.line) }));
    this.ids.push(...r.ids);
    const parts = r.html.split(MARKER_RE);
    // parts: [before, n0, html0, n1, html1, ...]
    this.html = [];
    for (let i = 1; i < parts.length; i += 2) this.html[Number(parts[i])] = parts[i + 1].trim();
  }

  /** Replaces chunk markers in a string with the chunks' HTML. */
  fill(text: string): string {
    return text.replace(MARKER_RE, (_m, n: string) => this.html[Number(n)] ?? '');
  }
}
