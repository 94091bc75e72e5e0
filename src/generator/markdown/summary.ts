// A page's summary (its default meta description): the plain text of its first top-level
// paragraph, read once the MDX nodes have become what they show (an expression its value, a
// component its HTML, whose tags are left out) and before any other transform.
import type { Plugin } from 'unified';
import type { Root, Paragraph, Nodes } from 'mdast';
import { fileData } from '../../components/kit/file-data.ts';

function text(node: Nodes): string {
  if (node.type === 'html') return node.value.replace(/<[^>]*>/g, '');
  if ('value' in node) return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return 'children' in node ? (node.children as Nodes[]).map(text).join('') : '';
}

export const remarkSummary: Plugin<[], Root> = () => (tree, file) => {
  // (A page rendered in parts has its first paragraph in the first part that has one.)
  const data = fileData(file);
  if (data.summary !== undefined) return;
  const first = tree.children.find((n): n is Paragraph => n.type === 'paragraph');
  if (first) data.summary = text(first).replace(/\s+/g, ' ').trim();
};
