import { defineConfig } from 'vitest/config';

// Workspace packages are read from their TypeScript sources (the `source` export condition), never from a
// stale build. Vitest runs tests as server-side code, so the condition is set for both resolvers.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['test/**/*.test.ts'],
    // Seeds the demo once for the run; each test app loads its own copy of that snapshot.
    globalSetup: ['test/support/global-setup.ts'],
    // A small, busy CI machine makes tests slow, not wrong: vitest's defaults (5 s a test, 10 s a hook) would fail
    // them.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
