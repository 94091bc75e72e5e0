// Markdown source → mdast, parsed by markdown-it (CommonMark + GFM tables, strikethrough, task
// lists and footnotes, plus directives). markdown-it tokenizes several times faster than
// micromark, which was most of a cold build; its tokens are turned into the same mdast that the
// rest of the pipeline (our remark plugins, remark-rehype) works on. Block nodes carry their
// start line; inline nodes the line they start on.
import MarkdownIt, { type Token } from 'markdown-it';
type MarkdownItInstance = ReturnType<typeof MarkdownIt>;
import footnote from 'markdown-it-footnote';
import type { Root, PhrasingContent, Text, AlignType, Table, ListItem, Paragraph } from 'mdast';
import { markdownItDirectives, type DirectiveMeta } from './directive-syntax.ts';
import { MARKDOWN_IT_LEVELS, markdownItNestingGuard, tokenNesting, type NestingEnv } from './nesting.ts';

type AnyNode = { type: string; children?: AnyNode[]; position?: Position; [key: string]: unknown };
interface Position {
  start: { line: number; column: number };
  end: { line: number; column: number };
}

/**
 * `markdown`: CommonMark with HTML; `mdx`: as MDX reads Markdown, without HTML (JSX stands in for
 * it, and only the MDX parser reads JSX) and without indented code.
 */
export type MarkdownFlavour = 'markdown' | 'mdx';

function markdownIt(flavour: MarkdownFlavour): MarkdownItInstance {
  // (Content nested deeper than docgen accepts is an error, see nesting.ts: markdown-it is told to
  // stop there and say so, rather than leave out what is deeper, at its own limit.)
  const md = new MarkdownIt({ html: flavour === 'markdown', linkify: false, typographer: false, maxNesting: MARKDOWN_IT_LEVELS + 1 }).use(footnote).use(markdownItDirectives).use(markdownItNestingGuard);
  if (flavour === 'mdx') md.disable('code');
  // Keep link destinations as written (after unescaping): remark-rehype encodes them for HTML, and
  // link checks compare anchors with heading ids as the author typed them.
  md.normalizeLink = (url: string) => url;
  md.normalizeLinkText = (text: string) => text;
  return md;
}

const parsers: Partial<Record<MarkdownFlavour, MarkdownItInstance>> = {};

/** What markdown-it found in a source: its tokens, and the link reference definitions and footnotes it collected. */
export interface MarkdownTokens {
  tokens: Token[];
  env: { references?: Record<string, unknown>; footnotes?: { list?: { label?: string }[] }; unclosedContainer?: boolean } & NestingEnv;
}

/** The markdown-it instance that reads a flavour (one per thread). */
export function markdownParser(flavour: MarkdownFlavour): MarkdownItInstance {
  return (parsers[flavour] ??= markdownIt(flavour));
}

export function markdownTokens(source: string, flavour: MarkdownFlavour = 'markdown'): MarkdownTokens {
  const env: MarkdownTokens['env'] = {};
  return { tokens: markdownParser(flavour).parse(source, env as never), env };
}

const at = (line: number): Position => ({ start: { line, column: 1 }, end: { line, column: 1 } });

/** The source's tree; content nested deeper than docgen accepts throws a NestingError (nesting.ts). */
export function parseMarkdown(source: string, flavour: MarkdownFlavour = 'markdown'): Root {
  const { tokens, env } = markdownTokens(source, flavour);
  const tooDeep = tokenNesting(tokens, env);
  if (tooDeep) throw tooDeep;
  return toMdast(tokens);
}

/** markdown-it's block tokens (all of a source's, or whole top-level blocks of it) → mdast; `inlineAt`: another reading of an inline token's text (by its index), if there is one. */
export function toMdast(tokens: Token[], inlineAt?: (index: number) => PhrasingContent[] | undefined): Root {
  const root: Root = { type: 'root', children: [] };
  const stack: AnyNode[] = [root as unknown as AnyNode];
  const top = () => stack[stack.length - 1];
  const add = (node: AnyNode) => top().children!.push(node);
  const open = (node: AnyNode, t: Token) => {
    // (A table cell has no line of its own: its row's.)
    if (t.map) node.position = at(t.map[0] + 1);
    else if (top().position) node.position = top().position;
    add(node);
    stack.push(node);
  };
  const close = () => {
    const node = stack.pop()!;
    if (node.type === 'listItem') taskListItem(node as unknown as ListItem);
  };
  const footnoteId = (meta: { id: number; label?: string }) => meta.label ?? String(meta.id + 1);

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const line = t.map ? t.map[0] + 1 : undefined;
    switch (t.type) {
      case 'paragraph_open': {
        // Hidden paragraphs are those of tight lists (no blank lines between items).
        if (t.hidden) {
          const list = stack[stack.length - 2];
          if (list?.type === 'list') list.spread = false;
        }
        open({ type: 'paragraph', children: [] }, t);
        break;
      }
      case 'heading_open':
        open({ type: 'heading', depth: Number(t.tag.slice(1)), children: [] }, t);
        break;
      case 'blockquote_open':
        open({ type: 'blockquote', children: [] }, t);
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const ordered = t.type === 'ordered_list_open';
        open({ type: 'list', ordered, start: ordered ? Number(t.attrGet('start') ?? 1) : null, spread: true, children: [] }, t);
        break;
      }
      case 'list_item_open':
        open({ type: 'listItem', spread: false, checked: null, children: [] }, t);
        break;
      case 'table_open':
        open({ type: 'table', align: [], children: [] }, t);
        break;
      case 'tr_open':
        open({ type: 'tableRow', children: [] }, t);
        break;
      case 'th_open':
      case 'td_open': {
        if (t.type === 'th_open') {
          const table = stack[stack.length - 2] as unknown as Table;
          const align = /text-align:(left|right|center)/.exec(String(t.attrGet('style') ?? ''))?.[1];
          table.align!.push((align ?? null) as AlignType);
        }
        open({ type: 'tableCell', children: [] }, t);
        break;
      }
      case 'directive_container_open': {
        const meta = t.meta as unknown as DirectiveMeta;
        open({ type: 'containerDirective', name: meta.name, attributes: meta.attributes, children: [] }, t);
        if (meta.hasLabel) {
          const label = tokens[++i];
          add({ type: 'paragraph', data: { directiveLabel: true }, position: at(line!), children: inline(label.children ?? [], line!) as unknown as AnyNode[] });
        }
        break;
      }
      case 'directive_leaf': {
        const meta = t.meta as unknown as DirectiveMeta;
        const label = tokens[++i];
        add({ type: 'leafDirective', name: meta.name, attributes: meta.attributes, position: at(line!), children: inline(label.children ?? [], line!) as unknown as AnyNode[] });
        break;
      }
      case 'footnote_open': {
        const meta = t.meta as { id: number; label?: string };
        open({ type: 'footnoteDefinition', identifier: footnoteId(meta), label: footnoteId(meta), children: [] }, t);
        break;
      }
      case 'paragraph_close':
      case 'heading_close':
      case 'blockquote_close':
      case 'bullet_list_close':
      case 'ordered_list_close':
      case 'list_item_close':
      case 'table_close':
      case 'tr_close':
      case 'th_close':
      case 'td_close':
      case 'directive_container_close':
      case 'footnote_close':
        close();
        break;
      case 'inline':
        top().children!.push(...((inlineAt?.(i) ?? inline(t.children ?? [], line ?? top().position?.start.line ?? 1)) as unknown as AnyNode[]));
        break;
      case 'fence': {
        const info = t.info.trim();
        const space = info.search(/\s/);
        const lang = space < 0 ? info : info.slice(0, space);
        const meta = space < 0 ? '' : info.slice(space + 1).trim();
        add({ type: 'code', lang: lang || null, meta: meta || null, value: t.content.replace(/\n$/, ''), position: at(line!) });
        break;
      }
      case 'code_block':
        add({ type: 'code', lang: null, meta: null, value: t.content.replace(/\n$/, ''), position: at(line!) });
        break;
      case 'hr':
        add({ type: 'thematicBreak', position: at(line!) });
        break;
      case 'html_block':
        add({ type: 'html', value: t.content.replace(/\n$/, ''), position: at(line!) });
        break;
      // thead/tbody (mdast has rows only), the footnote section and its back links
      // (remark-rehype writes both) carry nothing.
      default:
        break;
    }
  }
  return root;
}

/** markdown-it inline tokens → phrasing content; `line` is the line the first token is on. */
function inline(tokens: Token[], firstLine: number): PhrasingContent[] {
  const root: AnyNode = { type: 'root', children: [] };
  const stack: AnyNode[] = [root];
  let line = firstLine;
  const add = (node: AnyNode) => {
    node.position = at(line);
    stack[stack.length - 1].children!.push(node);
  };
  const open = (node: AnyNode) => {
    add(node);
    stack.push(node);
  };
  const text = (value: string) => {
    const siblings = stack[stack.length - 1].children!;
    const last = siblings[siblings.length - 1];
    if (last?.type === 'text') (last as unknown as Text).value += value;
    else add({ type: 'text', value });
  };
  for (const t of tokens) {
    switch (t.type) {
      case 'text':
        text(t.content);
        break;
      case 'softbreak':
        text('\n');
        line++;
        break;
      case 'hardbreak':
        add({ type: 'break' });
        line++;
        break;
      case 'code_inline':
        add({ type: 'inlineCode', value: t.content });
        break;
      case 'html_inline':
        add({ type: 'html', value: t.content });
        line += countLines(t.content);
        break;
      case 'em_open':
        open({ type: 'emphasis', children: [] });
        break;
      case 'strong_open':
        open({ type: 'strong', children: [] });
        break;
      case 's_open':
        open({ type: 'delete', children: [] });
        break;
      case 'link_open':
        open({ type: 'link', url: t.attrGet('href') ?? '', title: t.attrGet('title') ?? null, children: [] });
        break;
      case 'image':
        add({ type: 'image', url: t.attrGet('src') ?? '', title: t.attrGet('title') ?? null, alt: altText(t.children ?? []) });
        break;
      case 'footnote_ref': {
        const meta = t.meta as { id: number; label?: string };
        const id = meta.label ?? String(meta.id + 1);
        add({ type: 'footnoteReference', identifier: id, label: id });
        break;
      }
      case 'em_close':
      case 'strong_close':
      case 's_close':
      case 'link_close':
        stack.pop();
        break;
      default:
        if (t.content) text(t.content);
    }
  }
  return root.children as unknown as PhrasingContent[];
}

function countLines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

const TASK = /^\[([ xX])\](?:[ \t]+|$)/;

/** GFM task lists: an item whose first paragraph starts with `[ ]` or `[x]` is checkable. */
function taskListItem(item: ListItem): void {
  const first = item.children[0] as Paragraph | undefined;
  const head = first?.type === 'paragraph' ? first.children[0] : undefined;
  if (head?.type !== 'text') return;
  const m = TASK.exec(head.value);
  if (!m) return;
  item.checked = m[1] !== ' ';
  head.value = head.value.slice(m[0].length);
  if (!head.value) first!.children.shift();
}

/** An image's alt: the text of its description without the markup (its code's text kept), as CommonMark and micromark have it. */
function altText(tokens: Token[]): string {
  let text = '';
  for (const t of tokens) {
    if (t.type === 'text' || t.type === 'code_inline' || t.type === 'html_inline') text += t.content;
    else if (t.type === 'softbreak') text += '\n';
    else if (t.type === 'image') text += altText(t.children ?? []);
  }
  return text;
}
