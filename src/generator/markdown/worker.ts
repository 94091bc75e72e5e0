// Worker entry for parallel Markdown rendering (used by the build's worker pool).
export {};
