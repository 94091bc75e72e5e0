// Small edits of an MDX tree the transform (transform.ts) makes as it goes.
import type { Parent, Root, RootContent, Text } from 'mdast';
import { walk } from '../../../components/kit/walk.ts';
import { elementProperties } from '../../../components/kit/jsx-props.ts';
import { MdxScope, type Located } from './scope.ts';
import type { Context, JsxAttribute } from './context.ts';

/** An element's properties with its style made a class (inline-styles.ts). */
export function styledProperties(properties: ReturnType<typeof elementProperties>, ctx: Context): ReturnType<typeof elementProperties> {
  const className = typeof properties.style === 'string' ? ctx.styles.inline.classOf(properties.style) : undefined;
  if (!className) return properties;
  const { style: _style, ...rest } = properties;
  return { ...rest, className: [...((rest.className as string[] | undefined) ?? []), className] };
}

/** Every expression of a tree that may be evaluated: in text and flow, and JSX attribute values. */
export function expressionsOf(tree: Root): Located[] {
  const out: Located[] = [];
  walk(tree as never, (node: { type: string; attributes?: JsxAttribute[] } & Located) => {
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && !MdxScope.isComment(node)) out.push(node);
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    for (const a of node.attributes ?? []) {
      if (a.type === 'mdxJsxExpressionAttribute') out.push(a as Located);
      else if (a.value && typeof a.value === 'object') out.push(a.value as Located);
    }
  });
  return out;
}

/** Replaces the node at `index` by `nodes` and visits them next (nested MDX is handled in turn). */
export function replace(parent: Parent, index: number, nodes: RootContent[]): number {
  parent.children.splice(index, 1, ...(nodes as Parent['children']));
  mergeText(parent);
  return index;
}

/** Adjacent text nodes as one (as the Markdown parser gives them): heading ids and slugs see one text. */
function mergeText(parent: Parent): void {
  const out: RootContent[] = [];
  for (const n of parent.children as RootContent[]) {
    const last = out[out.length - 1];
    if (n.type === 'text' && last?.type === 'text') (last as Text).value += n.value;
    else out.push(n);
  }
  // (In place: the tree walk holds this array.)
  if (out.length !== parent.children.length) parent.children.splice(0, parent.children.length, ...(out as Parent['children']));
}

/** `:name[label]` that no component handles: the text it was written as. */
export function directiveText(node: Parent & { name: string }): RootContent[] {
  return [{ type: 'text', value: `:${node.name}` }, ...(node.children.length ? [{ type: 'text', value: '[' } as Text, ...(node.children as RootContent[]), { type: 'text', value: ']' } as Text] : [])];
}
