// :::note … ::: and the other admonitions: a titled box (`:::tip[Title]` or `:::tip Title` sets the
// title; without one it is the keyword's name). MDX's <Admonition type="tip" title="…"> is the same
// box. The keywords are Docusaurus' and the site's own (config markdown.admonitions).
import type { PhrasingContent, RootContent } from 'mdast';
import type { DirectiveHandler, JsxHandler, MarkdownSettings } from '../kit/component.ts';
import { takeLabel } from '../kit/directive-label.ts';
import { reportAt } from '../kit/file-data.ts';
import { suggestion } from '../../shared/suggest.ts';

/** Docusaurus' admonition keywords and their default titles. */
export const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Secondary',
};

/** The keywords a site accepts: the defaults (unless it says otherwise) and its own. */
export function admonitionKeywords(settings: MarkdownSettings): string[] {
  const own = settings.admonitions;
  const keywords = own && !own.extendDefaults ? [] : Object.keys(ADMONITIONS);
  for (const k of own?.keywords ?? []) if (!keywords.includes(k)) keywords.push(k);
  return keywords;
}

/** A keyword's default title: its own, or a site keyword's name with a capital ("my-box" → "My-box"). */
const defaultTitle = (kind: string) => ADMONITIONS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);

/** The box of an admonition: its title (the keyword's name by default), then its content. */
function admonitionNode(kind: string, title: PhrasingContent[] | undefined, children: RootContent[]): RootContent {
  return {
    type: 'admonition',
    data: { hName: 'div', hProperties: { className: ['admonition', `admonition-${kind}`] } },
    children: [{ type: 'admonitionTitle', data: { hName: 'p', hProperties: { className: ['admonition-title'] } }, children: title ?? [{ type: 'text', value: defaultTitle(kind) }] }, ...children],
  } as unknown as RootContent;
}

export const admonitionDirectives = (settings: MarkdownSettings): Record<string, DirectiveHandler> =>
  Object.fromEntries(
    admonitionKeywords(settings).map((kind): [string, DirectiveHandler] => [
      kind,
      (node) => {
        const { label, children } = takeLabel(node);
        return admonitionNode(kind, label, children);
      },
    ]),
  );

/** `<Admonition type="tip" title="Read this">…</Admonition>` (`import Admonition from '@theme/Admonition'`). */
export const admonitionJsx = (settings: MarkdownSettings): Record<string, JsxHandler> => {
  const keywords = admonitionKeywords(settings);
  const admonition: JsxHandler = (node, file) => {
    const type = String(node.props.type ?? 'note');
    if (!keywords.includes(type)) {
      reportAt(file, `<Admonition type="${type}">: unknown type; ${suggestion(type, keywords, 'types')}`, node.position);
      return admonitionNode('note', undefined, node.children);
    }
    const title = node.props.title === undefined ? undefined : [{ type: 'text', value: String(node.props.title) } as PhrasingContent];
    return admonitionNode(type, title, node.children);
  };
  return { '@theme/Admonition': admonition };
};
