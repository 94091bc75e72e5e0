import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // Polled conditions get time to settle on a busy 2-core machine (CI).
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 180_000,
    // Browser and build tests are heavy; two workers match the CI machine's cores.
    maxWorkers: 2,
    // The site modules docgen loads (their URLs carry `?docgen-load=…`) are Node's to load, with
    // docgen's module hooks, as in the CLI: not vitest's.
    server: { deps: { external: [/[?&]docgen-load=/] } },
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['test/**/*.test.ts'], globalSetup: ['test/global-setup.ts'] },
      },
      {
        // Component tests render the templates with Preact in happy-dom, as the browser does.
        extends: true,
        resolve: { alias: { 'react/jsx-runtime': 'preact/jsx-runtime', 'react-dom/client': 'preact/compat/client', 'react-dom': 'preact/compat', react: 'preact/compat' } },
        test: { name: 'components', include: ['test/**/*.test.tsx'], environment: 'happy-dom' },
      },
    ],
  },
});
