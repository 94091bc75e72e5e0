// Docusaurus' Details in MDX (`import Details from '@theme/Details'`): a collapsible section, its
// title a <summary> child or the `summary` prop.
import type { RootContent } from 'mdast';
import type { JsxHandler } from '../kit/component.ts';
import { elementProperties } from '../kit/jsx-props.ts';

const details: JsxHandler = (node) => {
  const { summary, ...props } = node.props;
  const hasSummary = node.children.some((c) => (c as { name?: string }).name === 'summary');
  const title: RootContent[] = summary !== undefined && !hasSummary ? [{ type: 'mdxHtmlFlow', data: { hName: 'summary' }, children: [{ type: 'text', value: String(summary) }] } as unknown as RootContent] : [];
  return { type: 'mdxHtmlFlow', data: { hName: 'details', hProperties: elementProperties(props) }, children: [...title, ...node.children] } as unknown as RootContent;
};

export const detailsJsx: Record<string, JsxHandler> = { '@theme/Details': details };
