// Docusaurus' CodeBlock in MDX (`import CodeBlock from '@theme/CodeBlock'`): a fenced code block
// written as an element, `<CodeBlock language="java" title="App.java" showLineNumbers>{`…`}</CodeBlock>`
// (metastring: what a fence would have after its language, such as {1,3}).
import type { RootContent } from 'mdast';
import type { JsxHandler } from '../kit/component.ts';

const codeBlock: JsxHandler = (node, _file, tools) => {
  const { language, title, showLineNumbers, metastring, className } = node.props;
  const lang = typeof language === 'string' ? language : typeof className === 'string' ? /(?:^|\s)language-(\S+)/.exec(className)?.[1] : undefined;
  const quotedTitle = typeof title === 'string' ? (title.includes('"') ? `title='${title}'` : `title="${title}"`) : '';
  const meta = [quotedTitle, typeof metastring === 'string' ? metastring : '', showLineNumbers === true ? 'showLineNumbers' : ''].filter(Boolean).join(' ');
  const value = tools.textOf(node.children).replace(/^\n/, '').replace(/\n$/, '');
  return { type: 'code', lang: lang ?? null, meta: meta || null, value, position: node.position } as RootContent;
};

export const codeBlockJsx: Record<string, JsxHandler> = { '@theme/CodeBlock': codeBlock };
