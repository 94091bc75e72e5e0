// remark plugin: container and leaf directives (parsed by directive-syntax.ts) — admonitions
// (:::note … :::), tab containers (::::tabs / :::tab[Label]), click-to-play videos
// (::youtube{id="…"}) and people cards (::people{data="…"}). Unknown directives are errors.
import type { Root, Parent, RootContent, Paragraph, PhrasingContent, Node } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.ts';
import { toString } from 'mdast-util-to-string';
import { buildTabs, type TabSource } from './tabs.ts';
import { fileData, reportProblem } from './report.ts';
import { peopleCards } from './people.ts';

export const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};
const BLOCK_DIRECTIVES = [...Object.keys(ADMONITIONS), 'tabs', 'youtube', 'people'];

interface ContainerDirective extends Node {
  type: 'containerDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  children: (RootContent | ContainerDirective)[];
}
interface LeafDirective extends Node {
  type: 'leafDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  children: PhrasingContent[];
}
type Directive = ContainerDirective | LeafDirective;

/** Splits off the `[label]` paragraph that parse.ts puts first in a container. */
function takeLabel(node: ContainerDirective): { label?: PhrasingContent[]; children: RootContent[] } {
  const [first, ...rest] = node.children;
  if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    return { label: (first as Paragraph).children, children: rest as RootContent[] };
  }
  return { children: node.children as RootContent[] };
}

export function remarkDirectives() {
  return (tree: Root, file: VFile) => {
    walk(tree as never, (node: Parent | RootContent, index: number, parent: Parent | undefined): number | void => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective') return;
      const d = node as unknown as Directive;
      if (!parent || index === undefined) return;

      if (d.type === 'containerDirective' && ADMONITIONS[d.name]) {
        const { label, children } = takeLabel(d);
        const title: PhrasingContent[] = label ?? [{ type: 'text', value: ADMONITIONS[d.name] }];
        const replacement = {
          type: 'admonition',
          data: { hName: 'div', hProperties: { className: ['admonition', `admonition-${d.name}`] } },
          children: [
            { type: 'admonitionTitle', data: { hName: 'p', hProperties: { className: ['admonition-title'] } }, children: title },
            ...children,
          ],
        };
        parent.children.splice(index, 1, replacement as unknown as RootContent);
        return index; // visit the replacement, not the old node's children
      }

      if (d.type === 'containerDirective' && d.name === 'tabs') {
        const tabs: TabSource[] = [];
        for (const node of d.children) {
          const child = node as RootContent | ContainerDirective;
          if (child.type === 'containerDirective' && child.name === 'tab') {
            const { label, children } = takeLabel(child);
            const text = label ? toString({ type: 'paragraph', children: label }) : child.attributes?.label ?? '';
            if (!text) reportProblem(file, 'a :::tab needs a label: :::tab[Maven]', child.position?.start.line);
            tabs.push({ label: text, children });
          } else if (!(child.type === 'paragraph' && (child.data as { directiveLabel?: boolean } | undefined)?.directiveLabel)) {
            reportProblem(file, `only :::tab[Label] blocks may stand inside ::::tabs, found ${child.type}`, child.position?.start.line);
          }
        }
        if (tabs.length < 2) reportProblem(file, '::::tabs needs at least two :::tab blocks', d.position?.start.line);
        parent.children.splice(index, 1, buildTabs(tabs, d.attributes?.group ?? undefined, file) as unknown as RootContent);
        return index;
      }

      if (d.type === 'leafDirective' && d.name === 'youtube') {
        const id = d.attributes?.id ?? '';
        const title = d.attributes?.title ?? toString(d) ?? 'Video';
        if (!/^[\w-]{6,}$/.test(id)) reportProblem(file, `::youtube needs id="<video id>", got "${id}"`, d.position?.start.line);
        parent.children.splice(index, 1, youtubeNode(id, title || 'Video') as unknown as RootContent);
        return index + 1;
      }

      if (d.type === 'leafDirective' && d.name === 'people') {
        const data = fileData(file);
        const result = data.sourceDir ? peopleCards(d.attributes?.data ?? '', data.sourceDir) : { errors: ['::people needs the page\'s folder'] };
        for (const e of result.errors) reportProblem(file, e, d.position?.start.line);
        if (data.dataFiles && d.attributes?.data) data.dataFiles.push(d.attributes.data);
        parent.children.splice(index, 1, { type: 'people', data: { hName: 'div', hProperties: { className: ['people'] }, hChildren: result.node ? [result.node] : [] }, children: [] } as unknown as RootContent);
        return index + 1;
      }

      reportProblem(file, `unknown directive ${d.type === 'containerDirective' ? ':::' : '::'}${d.name}; accepted: ${BLOCK_DIRECTIVES.join(', ')}`, d.position?.start.line);
    });
  };
}

/** A facade that loads nothing from YouTube until clicked (the client swaps in the player). */
function youtubeNode(id: string, title: string) {
  return {
    type: 'youtube',
    data: {
      hName: 'div',
      hProperties: { className: ['video-embed'], dataYoutubeId: id },
      hChildren: [
        {
          type: 'element',
          tagName: 'a',
          properties: { className: ['video-embed-play'], href: `https://www.youtube.com/watch?v=${id}`, dataTitle: title },
          children: [
            { type: 'element', tagName: 'span', properties: { className: ['video-embed-icon'], ariaHidden: 'true' }, children: [] },
            { type: 'element', tagName: 'span', properties: { className: ['video-embed-title'] }, children: [{ type: 'text', value: `Play video: ${title}` }] },
          ],
        },
      ],
    },
    children: [],
  };
}
