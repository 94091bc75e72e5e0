// How an island (an MDX page's site component that runs in the browser) is written in the page and
// found there: its element, the element around the Markdown children it was given, and the global
// the page's React (or Preact) is shared with the islands' scripts through.
export const ISLAND = { tag: 'docgen-island', slot: 'docgen-slot' } as const;

/** The attributes of an island: its script, the export that is the component, its props (JSON). */
export const ISLAND_ATTRIBUTES = { src: 'data-src', export: 'data-export', props: 'data-props' } as const;

/**
 * The classes inline styles become in content (markdown/mdx/inline-styles.ts: the site's CSP applies
 * no style attribute); an island's elements get theirs back as inline styles before it starts.
 */
export const INLINE_STYLE_PREFIX = 'docgen-s-';

/** `globalThis[RUNTIME_GLOBAL]`: { React, jsxRuntime, ReactDOM } of the page, for the islands' scripts. */
export const RUNTIME_GLOBAL = '__docgenReact';
