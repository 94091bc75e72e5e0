// MDX's <TOCInline>: the page's table of contents within its content.
import type { ContentComponent } from '../kit/component.ts';
import { rehypeTocInline, tocInlineJsx } from './mdx.ts';

export default { name: 'toc-inline', jsx: tocInlineJsx, afterHeadings: () => rehypeTocInline(), style: true } satisfies ContentComponent;
