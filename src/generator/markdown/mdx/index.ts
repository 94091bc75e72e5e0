// What the Markdown pipeline needs for MDX pages, loaded when the first one is rendered
// (markdown/pipeline.ts, loadMdxSupport): sites and pages without MDX do not pay for it.
export { MdxSyntaxError, parseMdx, parseWithSyntax } from './parse.ts';
export { mdxCompat } from './compat.ts';
export { plainPageCopy } from './markdown-copy.ts';
export { remarkMdx } from './transform.ts';
export { rehypeThemedElements } from './theme-content.ts';
