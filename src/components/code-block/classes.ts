// The class names a code block is written with and found by in the browser (`action`: the buttons
// that sit on a block, copy and wrap, share their look).
export const CODE_BLOCK = { root: 'code-block', title: 'code-block-title', action: 'code-block-action' } as const;

/**
 * Lines marked by a comment marker (`// [!code ++]`, see generator/markdown/code-markers.ts), and
 * the classes their block's <pre> gets with them: focused lines dim the others.
 */
export const REMOVED_LINE = 'code-line-removed';
export const CODE_LINE = { added: 'code-line-added', removed: REMOVED_LINE, focused: 'code-line-focused', highlighted: 'highlight-line', hasFocus: 'has-focused-lines', hasDiff: 'has-diff' } as const;
