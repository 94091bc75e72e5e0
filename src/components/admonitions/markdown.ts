// :::note … ::: and the other admonitions: a titled box (`:::tip[Title]` or `:::tip Title` sets the
// title; without one it is the kind's name).
import type { PhrasingContent, RootContent } from 'mdast';
import type { DirectiveHandler } from '../kit/component.ts';
import { takeLabel } from '../kit/directive-label.ts';

/** The admonition kinds and their default titles. */
export const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

const admonition =
  (kind: string): DirectiveHandler =>
  (node) => {
    const { label, children } = takeLabel(node);
    const title: PhrasingContent[] = label ?? [{ type: 'text', value: ADMONITIONS[kind] }];
    return {
      type: 'admonition',
      data: { hName: 'div', hProperties: { className: ['admonition', `admonition-${kind}`] } },
      children: [{ type: 'admonitionTitle', data: { hName: 'p', hProperties: { className: ['admonition-title'] } }, children: title }, ...children],
    } as unknown as RootContent;
  };

export const admonitionDirectives: Record<string, DirectiveHandler> = Object.fromEntries(Object.keys(ADMONITIONS).map((kind) => [kind, admonition(kind)]));
