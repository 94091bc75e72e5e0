#!/usr/bin/env node
// docgen launcher: runs the CLI from dist/, re-bundling the TypeScript sources with esbuild first
// when any of them is newer than the bundle (a few hundred milliseconds, only after a change).
// React and other libraries pick their fast production code paths from NODE_ENV.
process.env.NODE_ENV ??= 'production';
const { ensureBundle } = await import('../scripts/bundle-cli.mjs');

const entry = await ensureBundle();
const { main } = await import(entry);
await main(process.argv);
