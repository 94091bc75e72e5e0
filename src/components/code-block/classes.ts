// The class names a code block is written with and found by in the browser.
export const CODE_BLOCK = { root: 'code-block', title: 'code-block-title' } as const;
