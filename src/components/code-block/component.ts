// Every fenced code block: a frame with an optional title bar (title="…"); its lines are highlighted
// by the Markdown pipeline (generator/markdown/highlight.ts).
import type { ContentComponent } from '../kit/component.ts';
import { remarkCodeBlock } from './markdown.ts';

export default { name: 'code-block', remark: () => remarkCodeBlock(), style: true } satisfies ContentComponent;
