// :::note … ::: and the other admonitions: a titled box (`:::tip[Title]` or `:::tip Title` sets the
// title; without one it is the kind's name). MDX's <Admonition type="tip" title="…"> is the same box.
import type { PhrasingContent, RootContent } from 'mdast';
import type { DirectiveHandler, JsxHandler } from '../kit/component.ts';
import { takeLabel } from '../kit/directive-label.ts';
import { reportProblem } from '../kit/file-data.ts';

/** The admonition kinds and their default titles. */
export const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/** The box of an admonition: its title (the kind's name by default), then its content. */
function admonitionNode(kind: string, title: PhrasingContent[] | undefined, children: RootContent[]): RootContent {
  return {
    type: 'admonition',
    data: { hName: 'div', hProperties: { className: ['admonition', `admonition-${kind}`] } },
    children: [{ type: 'admonitionTitle', data: { hName: 'p', hProperties: { className: ['admonition-title'] } }, children: title ?? [{ type: 'text', value: ADMONITIONS[kind] }] }, ...children],
  } as unknown as RootContent;
}

export const admonitionDirectives: Record<string, DirectiveHandler> = Object.fromEntries(
  Object.keys(ADMONITIONS).map((kind): [string, DirectiveHandler] => [
    kind,
    (node) => {
      const { label, children } = takeLabel(node);
      return admonitionNode(kind, label, children);
    },
  ]),
);

/** `<Admonition type="tip" title="Read this">…</Admonition>` (`import Admonition from '@theme/Admonition'`). */
const admonition: JsxHandler = (node, file) => {
  const type = String(node.props.type ?? 'note');
  if (!ADMONITIONS[type]) {
    reportProblem(file, `<Admonition type="${type}">: unknown type; accepted: ${Object.keys(ADMONITIONS).join(', ')}`, node.position?.start.line);
    return admonitionNode('note', undefined, node.children);
  }
  const title = node.props.title === undefined ? undefined : [{ type: 'text', value: String(node.props.title) } as PhrasingContent];
  return admonitionNode(type, title, node.children);
};

export const admonitionJsx: Record<string, JsxHandler> = { '@theme/Admonition': admonition };
