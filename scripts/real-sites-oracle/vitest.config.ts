// The Docusaurus oracle on real sites (not part of npm test: the sites are not in this repository):
//   DOCGEN_REAL_SITES=/work/sites npx vitest run --config scripts/real-sites-oracle/vitest.config.ts
// or `node scripts/real-sites.mjs oracle`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['scripts/real-sites-oracle/*.test.ts'],
    // (3,800 pages read twice on a shared 2-core machine take several minutes.)
    testTimeout: 1_800_000,
    server: { deps: { external: [/[?&]docgen-load=/] } },
  },
});
