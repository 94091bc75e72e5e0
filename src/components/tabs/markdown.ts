// ::::tabs around :::tab[Label] blocks: a tab set of any Markdown (a group="…" attribute syncs it
// with the other sets of that group across the site).
import type { RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { DirectiveHandler, DirectiveNode } from '../kit/component.ts';
import { isDirectiveLabel, takeLabel } from '../kit/directive-label.ts';
import { reportAt } from '../kit/file-data.ts';
import { buildTabs, type TabSource } from './tab-set.ts';

const tabs: DirectiveHandler = (node, file) => {
  const sources: TabSource[] = [];
  for (const child of node.children) {
    const inner = child as RootContent | DirectiveNode;
    if (inner.type === 'containerDirective' && inner.name === 'tab') {
      const { label, children } = takeLabel(inner);
      const text = label ? toString({ type: 'paragraph', children: label }) : (inner.attributes?.label ?? '');
      if (!text) reportAt(file, 'a :::tab needs a label: :::tab[Maven]', inner.position);
      sources.push({ label: text, children });
    } else if (!isDirectiveLabel(child)) {
      reportAt(file, `only :::tab[Label] blocks may stand inside ::::tabs, found ${child.type}`, child.position);
    }
  }
  if (sources.length < 2) reportAt(file, '::::tabs needs at least two :::tab blocks', node.position);
  return buildTabs(sources, node.attributes?.group ?? undefined, file) as unknown as RootContent;
};

export const tabsDirectives: Record<string, DirectiveHandler> = { tabs };
