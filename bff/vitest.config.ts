import { defineConfig } from 'vitest/config';

// Workspace packages are read from their TypeScript sources (the `source` export condition), never from a
// stale build. Vitest runs tests as server-side code, so the condition is set for both resolvers.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // Building a test app seeds the demo data and hashes its passwords: seconds on a small, busy CI machine, where
  // vitest's defaults (5 s a test, 10 s a hook) fail tests that are only slow.
  test: { include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
