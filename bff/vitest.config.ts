import { defineConfig } from 'vitest/config';

// Workspace packages are read from their TypeScript sources (the `source` export condition), never from a
// stale build. Vitest runs tests as server-side code, so the condition is set for both resolvers.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { include: ['test/**/*.test.ts'] },
});
