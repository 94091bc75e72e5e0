// remark plugin: wraps every fenced code block in a container with its optional title bar (the
// browser adds a copy button, see copy-button/); the meta keys docgen consumes are removed before
// highlighting.
import type { Root, Parent, Code, RootContent } from 'mdast';
import { walk } from '../kit/walk.ts';
import { parseCodeMeta } from './meta.ts';
import { CODE_BLOCK } from './classes.ts';

export function remarkCodeBlock() {
  return (tree: Root) => {
    walk(tree as never, (node: Code, index: number, parent: Parent | undefined): number | void => {
      if (node.type !== 'code' || !parent || (parent.data as { codeBlock?: boolean } | undefined)?.codeBlock) return;
      const meta = parseCodeMeta(node.meta);
      const lang = node.lang?.toLowerCase() ?? '';
      node.meta = meta.rest || null;
      const title = {
        type: 'codeBlockTitle',
        data: { hName: 'div', hProperties: { className: [CODE_BLOCK.title] }, hChildren: [{ type: 'text', value: meta.title }] },
        children: [],
      };
      const wrapper = {
        type: 'codeBlock',
        data: { hName: 'div', hProperties: { className: [CODE_BLOCK.root], dataLanguage: lang || undefined }, codeBlock: true },
        children: meta.title ? [title, node] : [node],
      };
      parent.children.splice(index, 1, wrapper as unknown as RootContent);
      return index + 1;
    });
  };
}
