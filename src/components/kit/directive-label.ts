// The `[label]` of a container directive (`:::tip[Title]`, `:::tab[Maven]`): the Markdown parser puts
// it first among the container's children, as a paragraph marked as the label.
import type { Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { DirectiveNode } from './component.ts';

export const isDirectiveLabel = (node: RootContent): boolean => node.type === 'paragraph' && !!(node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;

/** Splits off the label of a container directive from its other children. */
export function takeLabel(node: DirectiveNode): { label?: PhrasingContent[]; children: RootContent[] } {
  const [first, ...rest] = node.children;
  if (first && isDirectiveLabel(first)) return { label: (first as Paragraph).children, children: rest };
  return { children: node.children };
}
