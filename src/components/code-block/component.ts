// Every fenced code block (and MDX's <CodeBlock>): a frame with an optional title bar (title="…"); its lines are highlighted
// by the Markdown pipeline (generator/markdown/highlight.ts).
import type { ContentComponent } from '../kit/component.ts';
import { remarkCodeBlock } from './markdown.ts';
import { codeBlockJsx } from './mdx.ts';

export default { name: 'code-block', jsx: codeBlockJsx, remark: () => remarkCodeBlock(), style: true } satisfies ContentComponent;
